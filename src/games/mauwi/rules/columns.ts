// One column slot of a player's area and what it is worth (RULES.md: v × 2^n).
import type { Seat } from '../../../engine/types';
import { isJoker, isSpirit, isWarrior, valueOf, type Card } from './cards';
import { RULES } from './constants';

/** One column slot. `nines` are face-down cards (bottom first; which physical card each is, is kept for the
 *  card count). `top` is the face-up card covering them (or a lone warrior), `owner` who put it there
 *  (someone else's card on your 9s blocks the column), `as` the value a joker on top was announced as. */
export interface Column { nines: Card[]; top: Card | null; owner: Seat; as: number }

export const isEmptyColumn = (c: Column): boolean => c.top === null && c.nines.length === 0;
/** An uncovered column of 9s. */
export const isNineColumn = (c: Column): boolean => c.top === null && c.nines.length > 0;
/** The value of a face-up warrior (or joker) on top, 0 if none. */
export const topValue = (c: Column): number => (c.top === null ? 0 : isJoker(c.top) ? c.as : valueOf(c.top));
export const hasWarriorTop = (c: Column): boolean => c.top !== null && (isWarrior(c.top) || isJoker(c.top));
/** A column whose top card was put there by another player (spirit or warrior). */
export const isBlocked = (c: Column, areaOwner: Seat): boolean => c.top !== null && c.owner !== areaOwner;

/** Column score v × 2^n (RULES.md): 9 on top, a warrior's value, 0 under a spirit; a lone warrior its value. */
export function columnScore(c: Column): number {
  const n = c.nines.length;
  const v = c.top === null ? (n > 0 ? RULES.nineValue : 0) : isSpirit(c.top) ? 0 : topValue(c);
  return v * 2 ** n;
}
