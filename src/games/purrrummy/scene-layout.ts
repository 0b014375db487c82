// Where everything goes on the Purrrummy table, for any tablet size and 2 to 4 seats: the other seats' areas
// along the top (plate and melds), the bottom seat's area with the piles beside it, the strip of buttons and
// the live word on the selection, and the hand. Pure, so tests check it without a canvas.
import { CARD_ASPECT, clamp } from '../../scene/theme';

export type Rect = { x: number; y: number; width: number; height: number };

export interface SeatArea {
  seat: number;
  box: Rect;
  /** The seat's name plate (centre-based SeatPlate goes at its middle). */
  plate: Rect;
  /** Where the seat's melds are laid out. */
  melds: Rect;
  /** The widest a meld card may be here. */
  maxCardW: number;
}

export interface PurrLayout {
  width: number;
  height: number;
  portrait: boolean;
  unit: number;
  /** Index order: the other seats from the bottom seat's left, then the bottom seat last. */
  areas: SeatArea[];
  /** Pile centres and card width. */
  draw: { x: number; y: number; w: number };
  discard: { x: number; y: number; w: number };
  /** The DOM buttons and the live word on the selection. */
  controls: Rect;
  info: Rect;
  /** The band the unlifted hand cards sit in. */
  hand: Rect;
  handCardW: number;
}

const M = 8;

export function purrLayout(width: number, height: number, seats: number, bottom: number, top = 64): PurrLayout {
  const portrait = height > width;
  const unit = clamp(Math.min(width, height) / 768, 0.62, 1.35);
  const handCardW = Math.round(clamp(96 * unit, 60, 124));
  const handCardH = handCardW * CARD_ASPECT;
  // Room above the hand for a selected card's lift and the paw on the card just drawn.
  const lift = Math.round(38 * unit);
  const hand: Rect = { x: M + 14, y: height - M - handCardH, width: width - 2 * M - 28, height: handCardH };
  // Buttons in one row; the live word beside them (landscape) or above them (portrait).
  const rowH = 52;
  const controlsW = Math.min(width - 2 * M, portrait ? width - 2 * M : 620);
  const controlsY = hand.y - lift - rowH;
  const controls: Rect = { x: width - M - controlsW, y: controlsY, width: controlsW, height: rowH };
  const info: Rect = portrait
    ? { x: M, y: controlsY - 44, width: width - 2 * M, height: 40 }
    : { x: M, y: controlsY, width: Math.max(120, width - 3 * M - controlsW), height: rowH };
  const bandTop = top + 4;
  const bandBottom = (portrait ? info.y : controlsY) - 6;
  const avail = bandBottom - bandTop;
  const others = seats - 1;
  const othersH = Math.round(avail * (others === 1 ? 0.44 : 0.5));
  const plateH = Math.round(clamp(44 * unit, 40, 56));
  const areas: SeatArea[] = [];
  const cols = Math.max(1, others);
  const colW = (width - M * (cols + 1)) / cols;
  for (let i = 0; i < others; i++) {
    const seat = (bottom + 1 + i) % seats;
    const box = { x: M + i * (colW + M), y: bandTop, width: colW, height: othersH };
    areas.push(areaOf(seat, box, plateH, Math.round(clamp(74 * unit, 44, 90))));
  }
  // The bottom seat's area, the piles to its left.
  const midY = bandTop + othersH + M;
  const midH = bandBottom - midY;
  const pileW = Math.round(clamp(Math.min(84 * unit, (midH - 24) / CARD_ASPECT), 52, 100));
  const pileGap = Math.round(18 * unit);
  const pilesW = 2 * pileW + pileGap + 2 * 14;
  const pileY = midY + midH / 2;
  const draw = { x: M + 14 + pileW / 2, y: pileY, w: pileW };
  const discard = { x: draw.x + pileW + pileGap, y: pileY, w: pileW };
  const ownBox = { x: M + pilesW + M, y: midY, width: width - pilesW - 3 * M, height: midH };
  areas.push(areaOf(bottom, ownBox, plateH, Math.round(clamp(84 * unit, 48, 100))));
  return { width, height, portrait, unit, areas, draw, discard, controls, info, hand, handCardW };
}

function areaOf(seat: number, box: Rect, plateH: number, maxCardW: number): SeatArea {
  const plate = { x: box.x + 6, y: box.y + 6, width: Math.min(box.width - 12, Math.round(plateH * 4)), height: plateH };
  const melds = { x: box.x + 8, y: plate.y + plateH + 8, width: box.width - 16, height: box.height - plateH - 20 };
  return { seat, box, plate, melds, maxCardW };
}

// ---------- melds inside an area ----------

/** The part of each meld card left uncovered by the next one (its index corner), as a share of the card width. */
export const MELD_STEP = 0.36;
export const LABEL_H = 22;
const MELD_GAP = 12;
const MIN_CARD_W = 34;

export interface MeldPlacement {
  cardW: number;
  step: number;
  /** Each meld's box: its cards, then its label underneath. */
  boxes: Rect[];
  /** False when even the smallest cards overflow the region (they are still placed, overlapping its bottom). */
  fits: boolean;
}

/** Melds of `sizes` cards flowed left to right in rows inside `region`, with the largest cards that fit. */
export function placeMelds(region: Rect, sizes: readonly number[], maxCardW: number): MeldPlacement {
  let last: MeldPlacement | null = null;
  for (let w = Math.max(MIN_CARD_W, Math.floor(maxCardW)); w >= MIN_CARD_W; w -= 2) {
    last = flow(region, sizes, w);
    if (last.fits) return last;
  }
  return last ?? flow(region, sizes, MIN_CARD_W);
}

function flow(region: Rect, sizes: readonly number[], cardW: number): MeldPlacement {
  const step = Math.round(cardW * MELD_STEP);
  const cardH = cardW * CARD_ASPECT;
  const rowH = cardH + LABEL_H + 6;
  const boxes: Rect[] = [];
  let x = region.x, y = region.y;
  let fits = true;
  for (const n of sizes) {
    // A label needs room too: a short meld's box is at least as wide as its words.
    const w = Math.max(cardW + (n - 1) * step, cardW * 1.9);
    if (x > region.x && x + w > region.x + region.width) {
      x = region.x;
      y += rowH;
    }
    if (w > region.width) fits = false;
    boxes.push({ x, y, width: w, height: cardH + LABEL_H });
    x += w + MELD_GAP;
  }
  if (y + rowH - 6 > region.y + region.height) fits = false;
  return { cardW, step, boxes, fits };
}
