// The numbers printed on the tiles (a cat's attack, a prey's points) stay at 14 CSS px or more (issue 15): tiles
// smaller than LARGE_NUMERALS_BELOW (phones) are drawn with large numerals. No PixiJS here, so tests read it.
import { MIN_TEXT } from './scene-fit';

/** A tile's texture side, in its own units. */
export const TILE_PX = 160;

/** The numerals' sizes in TILE_PX units: the cats' attack and the prey's points, and both when large. */
export const NUMERAL = { attack: 34, points: 30, large: 44 } as const;

/** Below this tile size (CSS px) the large numerals are drawn. */
export const LARGE_NUMERALS_BELOW = Math.ceil((MIN_TEXT * TILE_PX) / Math.min(NUMERAL.attack, NUMERAL.points));

/** The smallest numeral on a tile of `size` CSS px, drawn with the numerals chosen for that size. */
export function numeralPx(size: number): number {
  const printed = size < LARGE_NUMERALS_BELOW ? NUMERAL.large : Math.min(NUMERAL.attack, NUMERAL.points);
  return (printed * size) / TILE_PX;
}
