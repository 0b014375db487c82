// What the server says of one table a device holds a seat at (POST /online/your-tables, server/your-tables.ts):
// what that seat may see, for the home screen's Your tables.
import type { Seat } from '../../engine/types';
import type { Pace } from './pace';

/** One table as its seat's device lists it. */
export interface YourTable {
  code: string;
  seat: Seat;
  gameId: string;
  names: string[];
  pace: Pace;
  /** The people asked to act now; none once it is over. */
  asked: Seat[];
  over: boolean;
  /** The newest move in words, as the whole table could read it, and whose it was. */
  lastMove: { seat: Seat | null; sentences: string[] } | null;
  /** When the log last changed (ms since 1970), and when the move's time runs out (null: live, or over). */
  movedAt: number;
  deadline: number | null;
}

