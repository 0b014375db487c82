// The Kitty Cat table's shapes and measures, shared by the tablet's layout (scene-layout.ts) and the phone's
// (scene-layout-phone.ts), so neither imports the other's module for them.
import { clamp } from '../../../scene/theme';
export type Rect = { x: number; y: number; width: number; height: number };

export interface SeatBox {
  seat: number;
  x: number;
  y: number;
  w: number;
  h: number;
  /** Width of the seat's three small cards (0 for the bottom seat, whose cards are the hand). */
  cardW: number;
  own: boolean;
  /** 'full': plate, counters line, three cards, value line under them. 'line' (phones): plate over one line,
   *  counters left and cards right, the showdown value as a pill over the cards. 'strip' (the bottom seat on a
   *  phone): plate with the counters beside it. */
  style: 'full' | 'line' | 'strip';
  /** Width of the plate (the whole box but in a strip). */
  plateW: number;
}

/** Which table: a tablet's, a phone's upright (one row of buttons) or a phone's on its side. */
export type Arrangement = 'tablet' | 'phone-portrait' | 'phone-landscape';

export interface KittyLayout {
  arrangement: Arrangement;
  width: number;
  height: number;
  portrait: boolean;
  unit: number;
  plateH: number;
  /** Height of the counters line under a plate. */
  rowH: number;
  /** The other seats clockwise from the bottom seat's left, then the bottom seat. */
  seats: SeatBox[];
  /** Taller than one line on phones: the words wrap. */
  banner: Rect;
  /** Centre of the middle card of the middle row. */
  middle: { x: number; y: number; cardW: number; gap: number };
  deck: { x: number; y: number; w: number };
  /** The live value of the bottom hand, above it. */
  value: Rect;
  /** Centre of the first hand card; the others follow at cardW + gap. */
  hand: { x: number; y: number; cardW: number; gap: number; lift: number };
  controls: Rect;
}

export const M = 8;
/** Words on the canvas: never under 14 CSS px (issue 15). */
export const MIN_TEXT = 14;
/** The shared SeatPlate's texts are 15 to 18 * h / 62 px: 56 px keeps them at 14 px or more. */
export const MIN_PLATE_H = 56;
/** Below a seat's cards: its value at the showdown. */
export const VALUE_LINE = 22;

/** The measures every arrangement shares. Never under 56 px for a plate: the shared plate sizes its name and card
 *  count from its height (14 px text at least); the counters line's badges scale by rowH / 30, so 30 px keeps
 *  their 14-px words at 14 px. `lift`: how far a picked hand card rises. */
export function measures(width: number, height: number): { unit: number; plateH: number; rowH: number; lift: number } {
  const unit = clamp(Math.min(width, height) / 768, 0.62, 1.35);
  return { unit, plateH: Math.round(clamp(50 * unit, MIN_PLATE_H, 60)), rowH: Math.round(clamp(26 * unit, 30, 32)), lift: Math.round(26 * unit) };
}
