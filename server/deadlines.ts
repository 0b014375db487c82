// A move's time over days. A sweep (every minute in `npm run server`, ./main.ts) looks at the tables over days whose
// log has not moved for a whole move's time. A table set up so ("a bot plays for them") whose asked seat is still
// away after a second period gets the bot that stands in for away players at live tables: its room is brought back
// from the log if nobody holds it, the bot plays the seat until its person comes back (their device's return takes
// the seat back, as at a live table). The organiser may do it sooner at any table, or wait. Tables that are over or
// abandoned go after their times (30 days unless told). Processes sharing one store (Redis, PostgreSQL) each look
// after the rooms they hold; bringing back a table nobody holds, and removing old ones, is one process's at a time
// (the store's leases: one a minute, the removal one an hour).
import { matchMaker } from '@colyseus/core';
import { moveTimeMs } from '../src/table/online/pace';
import type { TableStore } from './store';
import type { TableRoom } from './table-room';

export const DAY_MS = 86_400_000;

export interface SweepOptions {
  store: TableStore;
  /** The clock (the tests move it on by days). */
  now?: () => number;
  /** Finished tables are removed this long after they ended, abandoned ones this long after their last move. */
  keepFinishedMs?: number;
  keepAbandonedMs?: number;
  /** Whether this sweep brings back a table no process holds for its stand-in, and removes the old ones (both on
   *  unless told: sweepEvery asks the store whose turn it is). */
  bringBack?: boolean;
  removeStale?: boolean;
}

/** One sweep: the stand-ins due, then the tables past keeping. Resolves with what it did. */
export async function sweepDeadlines({
  store, now = Date.now, keepFinishedMs = 30 * DAY_MS, keepAbandonedMs = 30 * DAY_MS, bringBack = true, removeStale = true,
}: SweepOptions): Promise<{ standIns: number; removed: number }> {
  const at = now();
  let standIns = 0;
  // The shortest move time is 12 hours: nothing moved more recently than that can be due.
  for (const table of await store.overdue(at - moveTimeMs({ kind: 'days', moveHours: 12, standIn: true })!)) {
    const moveMs = moveTimeMs(table.pace);
    if (moveMs === null || table.pace.kind !== 'days' || table.movedAt + moveMs > at) continue;
    // The move's time is up: the devices at the table are told (a table nobody is at hears it when they come).
    const open = matchMaker.getLocalRoomById(table.code) as unknown as TableRoom | undefined;
    open?.sayTimeUp(at);
    if (!table.pace.standIn || table.movedAt + 2 * moveMs > at) continue;
    const room = open ?? (bringBack ? await roomOf(table.code) : null);
    if (room) standIns += await room.standInForAway();
  }
  const removed = removeStale ? await store.removeStale(at - keepFinishedMs, at - keepAbandonedMs) : 0;
  return { standIns, removed };
}

/** The table's room in this process, brought back from its log if no process holds it; null if another does. */
async function roomOf(code: string): Promise<TableRoom | null> {
  const local = matchMaker.getLocalRoomById(code) as unknown as TableRoom | undefined;
  if (local) return local;
  try {
    const listed = await matchMaker.createRoom('table', { restore: code });
    return (matchMaker.getLocalRoomById(listed.roomId) as unknown as TableRoom | undefined) ?? null;
  } catch {
    return null; // opening elsewhere, or gone: the next sweep looks again
  }
}

const HOUR_MS = 3_600_000;

/** Sweeps every `everyMs` until stopped; a failed sweep is said and the next one tries again. Each process sweeps
 *  its own rooms; the store's leases say which one brings tables back (this period) and removes old ones (this hour). */
export function sweepEvery(everyMs: number, options: SweepOptions): () => void {
  const sweep = async (): Promise<void> => {
    const bringBack = await options.store.lease('deadlines', Math.round(everyMs * 0.9));
    const removeStale = await options.store.lease('remove-stale', HOUR_MS);
    await sweepDeadlines({ ...options, bringBack, removeStale });
  };
  const timer = setInterval(() => {
    void sweep().catch((error: Error) => console.warn(`deadlines: ${error.message}`));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
