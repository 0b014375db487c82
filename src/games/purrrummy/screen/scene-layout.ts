// Where everything goes on the Purrrummy table, for phones and tablets and 2 to 4 seats: the other seats' areas
// along the top (plate and melds), the bottom seat's area with the piles beside it, the strip of buttons and
// the live word on the selection, and the hand. Pure, so tests check it without a canvas.
import type { Placement } from '../../../scene/hand-fan';
import { CARD_ASPECT, clamp } from '../../../scene/theme';

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
  /** A phone (short side under 500 CSS px): one row of buttons for the half of the turn at hand, short labels,
   *  melds without their word labels (the keys still name them). */
  compact: boolean;
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
  /** The smallest strip of a hand card left uncovered, so the largest hand still fits in one row. */
  handMinStep: number;
  /** A selected hand card's lift (the room above the hand is kept for it). */
  lift: number;
  /** Height of the word under each meld (0: no words, compact). */
  labelH: number;
}

/** Canvas margin. */
const M = 8;
/** Room the band above the stage leaves at its top (STAGE_TOP in src/scene/table.ts). */
const STAGE_TOP = 8;
/** A DOM button's height (>= 44 px touch target) and the gap between rows. */
export const BUTTON_H = 48;
/** The live word on a phone: two lines of 0.9rem (play.css). */
const INFO_H = 44;
/** Words on the canvas: never under 14 CSS px (issue 15). */
export const MIN_TEXT = 14;
export const MELD_LABEL_SIZE = 14;
/** The shared SeatPlate sizes its texts from its height (src/scene/seat-plate.ts: name 18 * h / 62, a long name
 *  15 * h / 62, the card count 16 * h / 62): 56 px keeps all three at 14 px or more. */
export const PLATE_H = 56;
export const plateTextSizes = (h: number): number[] => [18, 15, 16].map((s) => Math.round((s * h) / 62));
/** The rank in a card's corner is 48 px ("10": 42) on the 126 px art; 42 px cards keep "10" at 14 px. */
export const MIN_CARD_W = 42;
export const rankTextSize = (cardW: number): number => (42 * cardW) / 126;
/** The uncovered strip that shows a card's whole corner index, as a share of its width. */
export const INDEX_STRIP = 0.36;
/** Most cards a hand holds: the deal (10 with two seats, else 7) and the card drawn. */
export const maxHand = (seats: number): number => (seats === 2 ? 10 : 7) + 1;

export function purrLayout(width: number, height: number, seats: number, bottom: number, top = STAGE_TOP): PurrLayout {
  const compact = Math.min(width, height) < 500;
  if (!compact) return tabletLayout(width, height, seats, bottom, top);
  return height > width ? phonePortrait(width, height, seats, bottom, top) : phoneLandscape(width, height, seats, bottom, top);
}

/** The hand's card width: the largest (up to `cap`) that shows every card's index with `most` cards in `room`. */
function handCard(room: number, most: number, cap: number): number {
  return Math.floor(clamp(room / (1 + 0.42 * (most - 1)), 52, cap));
}

function minStepFor(hand: Rect, cardW: number, most: number): number {
  // HandFan never spreads cards wider than 0.66 of a card, and goes to two rows below its minStep.
  return Math.floor(Math.min(44, cardW * 0.66, (hand.width - cardW) / Math.max(1, most - 1)));
}

function tabletLayout(width: number, height: number, seats: number, bottom: number, top: number): PurrLayout {
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
  const areas: SeatArea[] = [];
  const cols = Math.max(1, others);
  const colW = (width - M * (cols + 1)) / cols;
  for (let i = 0; i < others; i++) {
    const seat = (bottom + 1 + i) % seats;
    const box = { x: M + i * (colW + M), y: bandTop, width: colW, height: othersH };
    areas.push(columnArea(seat, box, Math.round(clamp(74 * unit, 44, 90))));
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
  areas.push(columnArea(bottom, ownBox, Math.round(clamp(84 * unit, 48, 100))));
  const most = maxHand(seats);
  return {
    width, height, portrait, compact: false, unit, areas, draw, discard, controls, info, hand, handCardW,
    handMinStep: minStepFor(hand, handCardW, most), lift: Math.round(20 * unit), labelH: LABEL_H,
  };
}

/** Phone, portrait: the other seats across the top (side by side when each column is wide enough for a plate and
 *  a meld, else one row each: plate left, melds right), the bottom seat's area beside the piles, the live word,
 *  one row of buttons, the hand in one row at the bottom. */
function phonePortrait(width: number, height: number, seats: number, bottom: number, top: number): PurrLayout {
  const unit = clamp(Math.min(width, height) / 768, 0.62, 1.35);
  const most = maxHand(seats);
  const hand0: Rect = { x: M + 10, y: 0, width: width - 2 * M - 20, height: 0 };
  const handCardW = handCard(hand0.width, most, seats === 2 ? 64 : 56);
  const handH = handCardW * CARD_ASPECT;
  const hand: Rect = { ...hand0, y: height - M - handH, height: handH };
  const lift = Math.round(20 * unit);
  const controls: Rect = { x: M, y: hand.y - lift - 6 - BUTTON_H, width: width - 2 * M, height: BUTTON_H };
  const info: Rect = { x: M, y: controls.y - 4 - INFO_H, width: width - 2 * M, height: INFO_H };
  const bandTop = top + 4;
  const bandBottom = info.y - 6;
  const avail = bandBottom - bandTop;
  const others = seats - 1;
  const meldH = MIN_CARD_W * CARD_ASPECT;
  // The bottom seat's area (plate over one row of melds) at its smallest; the other seats share what is left.
  const ownMin = PLATE_H + meldH + 22;
  const colW = (width - M * (others + 1)) / others;
  const columns = colW >= 190;
  const othersH = columns ? Math.max(ownMin, Math.round((avail - M) * 0.5)) : avail - M - ownMin;
  const areas: SeatArea[] = [];
  if (columns) {
    for (let i = 0; i < others; i++) {
      const box = { x: M + i * (colW + M), y: bandTop, width: colW, height: othersH };
      areas.push(columnArea((bottom + 1 + i) % seats, box, 60));
    }
  } else {
    const rowH = (othersH - (others - 1) * 6) / others;
    for (let i = 0; i < others; i++) {
      const box = { x: M, y: bandTop + i * (rowH + 6), width: width - 2 * M, height: rowH };
      areas.push(rowArea((bottom + 1 + i) % seats, box, 56));
    }
  }
  const midY = bandTop + othersH + M;
  const midH = bandBottom - midY;
  const { draw, discard, pilesW } = piles(M, midY, midH, unit);
  areas.push(columnArea(bottom, { x: M + pilesW + M, y: midY, width: width - pilesW - 3 * M, height: midH }, 60));
  return {
    width, height, portrait: true, compact: true, unit, areas, draw, discard, controls, info, hand, handCardW,
    handMinStep: minStepFor(hand, handCardW, most), lift, labelH: 0,
  };
}

/** Phone, landscape: every seat's area side by side across the top, the piles at the right end; the hand at the
 *  bottom left, the live word and one row of buttons beside it. */
function phoneLandscape(width: number, height: number, seats: number, bottom: number, top: number): PurrLayout {
  const unit = clamp(Math.min(width, height) / 768, 0.62, 1.35);
  const most = maxHand(seats);
  const handCardW = 60;
  const handH = handCardW * CARD_ASPECT;
  const handW = Math.min(Math.round(handCardW * (1 + 0.5 * (most - 1))), Math.round(width * 0.5));
  const hand: Rect = { x: M + 10, y: height - M - handH, width: handW, height: handH };
  const lift = Math.round(20 * unit);
  const cx = hand.x + hand.width + 16;
  const controls: Rect = { x: cx, y: height - M - BUTTON_H, width: width - M - cx, height: BUTTON_H };
  const info: Rect = { x: cx, y: controls.y - 4 - INFO_H, width: controls.width, height: INFO_H };
  const bandTop = top + 4;
  const bandBottom = Math.min(hand.y - lift - 4, info.y) - 6;
  const h = bandBottom - bandTop;
  // With three or four seats the hand is short (8 cards at most): the piles go beside it and the seats get the top.
  const pilesBelow = seats >= 3;
  const pileW = Math.round(clamp(((pilesBelow ? handH + lift - 12 : h) - 16) / CARD_ASPECT, 52, 64));
  const pilesW = 2 * pileW + 12 + 16;
  if (pilesBelow) {
    controls.x += pilesW + 8;
    controls.width -= pilesW + 8;
    info.x = controls.x;
    info.width = controls.width;
  }
  const areaW = (width - (pilesBelow ? 0 : pilesW + M) - M * (seats + 1)) / seats;
  const areas: SeatArea[] = [];
  for (let i = 0; i < seats; i++) {
    const seat = (bottom + 1 + i) % seats;
    areas.push(columnArea(seat, { x: M + i * (areaW + M), y: bandTop, width: areaW, height: h }, 60));
  }
  const px = pilesBelow ? cx : width - M - pilesW;
  // Under the piles: the draw pile's count badge (about 12 px below the card).
  const pileY = pilesBelow ? height - M - 12 - (pileW * CARD_ASPECT) / 2 : bandTop + h / 2;
  const draw = { x: px + 8 + pileW / 2, y: pileY, w: pileW };
  const discard = { x: draw.x + pileW + 12, y: pileY, w: pileW };
  return {
    width, height, portrait: false, compact: true, unit, areas, draw, discard, controls, info, hand, handCardW,
    handMinStep: minStepFor(hand, handCardW, most), lift, labelH: 0,
  };
}

function piles(x: number, y: number, h: number, unit: number) {
  const pileW = Math.round(clamp(Math.min(84 * unit, (h - 16) / CARD_ASPECT), 52, 100));
  const gap = 10;
  const pilesW = 2 * pileW + gap + 16;
  const pileY = y + h / 2;
  const draw = { x: x + 8 + pileW / 2, y: pileY, w: pileW };
  const discard = { x: draw.x + pileW + gap, y: pileY, w: pileW };
  return { draw, discard, pilesW };
}

/** Plate at the top, melds under it. */
function columnArea(seat: number, box: Rect, maxCardW: number): SeatArea {
  const plate = { x: box.x + 6, y: box.y + 6, width: Math.min(box.width - 12, PLATE_H * 4), height: PLATE_H };
  const melds = { x: box.x + 8, y: plate.y + PLATE_H + 6, width: box.width - 16, height: box.height - PLATE_H - 18 };
  return { seat, box, plate, melds, maxCardW };
}

/** Plate at the left, melds to its right (a short, wide area). */
function rowArea(seat: number, box: Rect, maxCardW: number): SeatArea {
  const plateW = Math.min(170, Math.round(box.width * 0.45));
  const plate = { x: box.x + 4, y: box.y + (box.height - PLATE_H) / 2, width: plateW, height: PLATE_H };
  const melds = { x: plate.x + plateW + 8, y: box.y + 4, width: box.x + box.width - (plate.x + plateW + 8) - 4, height: box.height - 8 };
  return { seat, box, plate, melds, maxCardW };
}

// ---------- melds inside an area ----------

/** The part of each meld card left uncovered by the next one (its index corner), as a share of the card width. */
export const MELD_STEP = 0.36;
export const LABEL_H = 24;
const MELD_GAP = 12;

export interface MeldPlacement {
  cardW: number;
  step: number;
  /** Each meld's box: its cards, then its label underneath. */
  boxes: Rect[];
  /** False when even the smallest cards overflow the region (they are still placed, overlapping its bottom). */
  fits: boolean;
}

/** Melds of `sizes` cards flowed left to right in rows inside `region`, with the largest cards that fit. */
export function placeMelds(region: Rect, sizes: readonly number[], maxCardW: number, labelH = LABEL_H): MeldPlacement {
  let last: MeldPlacement | null = null;
  for (let w = Math.max(MIN_CARD_W, Math.floor(maxCardW)); w >= MIN_CARD_W; w -= 2) {
    last = flow(region, sizes, w, labelH);
    if (last.fits) return last;
  }
  return last ?? flow(region, sizes, MIN_CARD_W, labelH);
}

function flow(region: Rect, sizes: readonly number[], cardW: number, labelH: number): MeldPlacement {
  const step = Math.round(cardW * MELD_STEP);
  const cardH = cardW * CARD_ASPECT;
  const rowH = cardH + labelH + 6;
  const boxes: Rect[] = [];
  let x = region.x, y = region.y;
  let fits = true;
  for (const n of sizes) {
    // A label needs room too: a short meld's box is at least as wide as its words.
    const w = labelH > 0 ? Math.max(cardW + (n - 1) * step, cardW * 1.9) : cardW + (n - 1) * step;
    if (x > region.x && x + w > region.x + region.width) {
      x = region.x;
      y += rowH;
    }
    if (w > region.width) fits = false;
    boxes.push({ x, y, width: w, height: cardH + labelH });
    x += w + MELD_GAP;
  }
  if (y + rowH - 6 > region.y + region.height) fits = false;
  return { cardW, step, boxes, fits };
}

/** Where a card leaves or reaches a seat's plate (the middle of the table when the seat has none). */
export function plateSpot(L: PurrLayout, seat: number): Placement {
  const a = L.areas.find((x) => x.seat === seat);
  const r = a?.plate ?? { x: L.width / 2, y: 80, width: 100, height: 40 };
  return { x: r.x + r.height / 2, y: r.y + r.height / 2, rotation: 0, width: L.draw.w };
}

/** True when a dragged card at (x, y) is over the pile at `p` (a wide margin: a drop need not be precise). */
export function overPile(p: { x: number; y: number; w: number }, x: number, y: number): boolean {
  const w = p.w * 1.5, h = p.w * CARD_ASPECT * 1.4;
  return Math.abs(x - p.x) < w / 2 + 20 && Math.abs(y - p.y) < h / 2 + 20;
}
