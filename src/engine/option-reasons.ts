// The refusals every game's option checks share (src/games/<id>/rules.ts `optionsProblem`), so the same
// problem reads the same in every game: the table's size, and a seat the options name (a dealer, a first player).
import type { Reason } from './types';

/** A table of `seats` outside `min`..`max`, or null. */
export function playerCountReason(seats: number, min: number, max: number): Reason | null {
  if (Number.isInteger(seats) && seats >= min && seats <= max) return null;
  return min === max ? { key: 'engine.badPlayerCountExact', params: { count: min } } : { key: 'engine.badPlayerCount', params: { min, max } };
}

/** A seat the options name (counted from 0) that is not at a table of `seats`, or null. */
export function seatReason(seat: number, seats: number): Reason | null {
  if (Number.isInteger(seat) && seat >= 0 && seat < seats) return null;
  return { key: 'engine.seatNotAtTable', params: { seat: Number.isFinite(seat) ? seat + 1 : String(seat), players: seats } };
}
