// What the columns are worth, who wins, and the end by three full columns (RULES.md: v × 2^n, team totals).
import type { GameResult, Seat } from '../../../engine/types';
import { columnScore } from './columns';
import { RULES } from './constants';
import { teammateOf } from './teams';
import type { MauwiState } from './state';

type Table = Pick<MauwiState, 'seats' | 'options' | 'areas'>;

export const seatScore = (s: Pick<MauwiState, 'areas'>, seat: Seat): number => s.areas[seat].reduce((t, c) => t + columnScore(c), 0);

/** Per seat: its own score, or its team's total in team mode. */
export function scores(s: Table): number[] {
  const own = s.areas.map((_, i) => seatScore(s, i));
  return own.map((v, i) => { const m = teammateOf(s, i); return m === null ? v : v + own[m]; });
}

/** The seats with the best score (a tie is shared). */
export function bestSeats(s: Table): Seat[] {
  const sc = scores(s);
  const best = Math.max(...sc);
  return sc.flatMap((v, i) => (v === best ? [i] : []));
}

const fullOfNines = (s: Table, seat: Seat): boolean =>
  s.areas[seat].filter((c) => c.nines.length === RULES.maxNines).length >= RULES.endColumns;

/** A player has three columns each with three 9s (covered 9s count): the game ends at once. */
export function someoneHasThreeColumns(s: Table): boolean {
  for (let p = 0; p < s.seats; p++) if (fullOfNines(s, p)) return true;
  return false;
}

export function result(s: MauwiState): GameResult | null {
  return s.phase === 'over' ? { scores: scores(s), winners: s.winners.slice() } : null;
}
