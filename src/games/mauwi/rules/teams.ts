// Team mode: seats i and i + ceil(n/2) play together (never side by side); without teams every seat is alone.
import type { Seat } from '../../../engine/types';
import type { MauwiState } from './state';

type Table = Pick<MauwiState, 'seats' | 'options'>;

/** Team number of a seat; without teams, the seat. */
export const teamOf = (s: Table, seat: Seat): number => (s.options.teams ? seat % Math.ceil(s.seats / 2) : seat);

export function teammateOf(s: Table, seat: Seat): Seat | null {
  if (!s.options.teams) return null;
  const half = Math.ceil(s.seats / 2);
  const other = seat < half ? seat + half : seat - half;
  return other < s.seats && other !== seat ? other : null;
}

export const isOpponent = (s: Table, a: Seat, b: Seat): boolean => a !== b && teamOf(s, a) !== teamOf(s, b);
