// Listing a whole object store the same way for saves and sheets: every record is validated, a good one is
// listed (newest first), a bad one is reported, and a damaged one is set aside so the rest still list.
import type { NineLivesDatabase } from './db';
import { readFailure, type Problem } from './results';
import type { Reason } from '../engine/types';

export type Inspected<T> = { ok: true; record: T } | { ok: false; reason: Reason; detail: string; why?: Reason };
type Refused = Extract<Inspected<unknown>, { ok: false }>;

interface Dated { id: string; updatedAt: number; createdAt: number }

/** Newest first; equal times by creation, then by id (a stable order for the screens and tests). */
export const newestFirst = (a: Dated, b: Dated): number =>
  b.updatedAt - a.updatedAt || b.createdAt - a.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export async function listStore<T extends Dated>(
  db: NineLivesDatabase,
  store: 'saves' | 'sheets',
  inspect: (raw: unknown, id: string) => Inspected<T>,
  quarantine: (key: IDBValidKey, refused: Refused) => Promise<unknown>,
): Promise<{ records: T[]; problems: Problem[] }> {
  let keys: IDBValidKey[];
  let values: unknown[];
  try {
    // The whole store, not an index: a damaged record may lack the indexed field and must still be found.
    const tx = db.transaction(store, 'readonly');
    [keys, values] = await Promise.all([tx.store.getAllKeys(), tx.store.getAll(), tx.done]);
  } catch (error) {
    return { records: [], problems: [{ reason: readFailure(error).reason }] };
  }
  const records: T[] = [];
  const problems: Problem[] = [];
  for (let i = 0; i < keys.length; i++) {
    const id = String(keys[i]);
    const inspected = inspect(values[i], id);
    if (inspected.ok) {
      records.push(inspected.record);
      continue;
    }
    problems.push({ id, reason: inspected.reason });
    // Best effort: if even this write fails (disk full), the record stays and is reported again.
    if (inspected.reason.key === 'store.damaged') await quarantine(keys[i], inspected);
  }
  records.sort(newestFirst);
  return { records, problems };
}
