// Every game checks its options (from a save, an import or the sim) against a valibot schema the same way:
// the options, or one message naming each wrong field.
import * as v from 'valibot';
import type { ParseResult } from './types';

export function parseWith<O>(schema: v.GenericSchema<unknown, O>, raw: unknown): ParseResult<O> {
  const r = v.safeParse(schema, raw);
  if (r.success) return { ok: true, options: r.output };
  return { ok: false, message: r.issues.map((i) => `${v.getDotPath(i) ?? 'options'}: ${i.message}`).join('; ') };
}
