// Tribal tiles (rulebook "Placing of tribal tiles", RULES.md): what an area shows once its hollows are all
// filled, the tile codes kept per area, and the Marae count of a full board. The ball is neutral.
import { AREAS } from './geometry';
import { EMPTY } from './lines';
import { RULES } from './constants';

/** Per-area codes: no tile; a full or half tile of a seat; a seat's Tane; an area a seat won while out of tiles. */
export const NONE = -1;
export const FULL = 0;
export const HALF = 2;
export const TANE = 4;
export const STARVED = 6;
/** areaOutcome() of an area whose hollows are not all filled yet. */
export const UNFILLED = -2;

export const ownerOf = (code: number): number => code & 1;
export const kindOf = (code: number): number => code - (code & 1);
export const isTile = (code: number): boolean => code >= 0 && code < TANE;

/**
 * The tile an area calls for, from its hollows: UNFILLED while a hollow is empty; NONE for a tie (2:2);
 * otherwise the majority's FULL tile (beach 4:0 or 3:1, beside the ball 3:0 or 2:1, semi-beach 3:0) or HALF tile
 * (semi-beach 2:1), as FULL/HALF + seat.
 */
export function areaOutcome(board: readonly number[], area: number): number {
  const { hollows, kind } = AREAS[area];
  let n0 = 0;
  let n1 = 0;
  for (const h of hollows) {
    const c = board[h];
    if (c === EMPTY) return UNFILLED;
    if (c === 0) n0++;
    else if (c === 1) n1++;
  }
  if (n0 === n1) return NONE;
  const w = n0 > n1 ? 0 : 1;
  if (kind === 'semi' && n0 > 0 && n1 > 0) return HALF + w;
  return FULL + w;
}

export interface MaraeCount {
  /** Full tiles per seat (a Tane's own area counts as one). */
  full: number[];
  /** Half tiles per seat (semi-beach 2:1). */
  half: number[];
  /** full + ½ · half per seat. */
  total: number[];
}

export function maraeCount(tiles: readonly number[]): MaraeCount {
  const full = [0, 0];
  const half = [0, 0];
  for (const code of tiles) {
    if (code < 0 || code >= STARVED) continue;
    const k = kindOf(code);
    if (k === HALF) half[ownerOf(code)]++;
    else full[ownerOf(code)]++;
  }
  const total = [0, 1].map((p) => full[p] * RULES.fullPoints + half[p] * RULES.halfPoints);
  return { full, half, total };
}
