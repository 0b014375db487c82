// States are compared by structure, never as JSON text: two objects with the same keys in another order, or an
// absent key beside an undefined one, are the same state (a save's cached snapshot against its replayed log).

/** Deep structural equality of plain data (objects, arrays, primitives; NaN equals NaN). */
export function sameState(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bs = b as unknown[];
    return a.length === bs.length && a.every((x, i) => sameState(x, bs[i]));
  }
  const ao = a as Record<string, unknown>;
  const bo = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(ao), ...Object.keys(bo)]);
  for (const k of keys) if (!sameState(ao[k], bo[k])) return false;
  return true;
}
