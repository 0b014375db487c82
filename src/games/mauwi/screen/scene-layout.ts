// Where everything goes on the Mauwi table, for phones and tablets and 2 to 6 seats: the other seats' areas,
// the bottom seat's columns, the banner of an open attack, the hand, the piles and the buttons, and the size of
// every text drawn on the canvas (never under MIN_TEXT). Pure, so tests can check it without a canvas.
// Two arrangements: "stacked" (the others, the banner, your columns beside the buttons, then the hand and piles)
// and, on short landscape screens (phones on their side), "row": the others on top and one bottom strip with your
// columns, the banner over the hand and piles, and the buttons.
import { CARD_ASPECT } from '../../../scene/theme';

export type Rect = { x: number; y: number; width: number; height: number };

export interface AreaBox {
  seat: number; x: number; y: number; w: number; h: number; cardW: number; big: boolean;
  /** Header (name, hand size, total) on the left in two lines instead of a line on top: short, wide areas. */
  side: boolean;
  /** Width of the side header, or the height of the top header. */
  header: number;
  /** Gap between columns (a column's touch target, at least 44 px wide, never reaches its neighbour's). */
  gap: number;
  /** Of the card height, per face-down 9 peeking out above (smaller where height is short; the badge counts). */
  stack: number;
}

export interface Fonts {
  /** Seat names (the bottom seat's and the others'). */
  name: number; bigName: number;
  /** Hand size and total in a header. */
  info: number; bigInfo: number;
  /** A column's score under it. */
  score: number;
  /** Badges on a column (9 count, a joker's value, "blocked") and on the piles. */
  badge: number;
  /** "Draw", "Discard". */
  caption: number;
  /** The banner of an open attack or a gain being placed. */
  banner: number;
}

export interface Layout {
  width: number; height: number; portrait: boolean;
  mode: 'stacked' | 'row';
  areas: AreaBox[];
  banner: Rect;
  /** Where the DOM buttons (discard the hand, give up, let a teammate answer) go. */
  controls: Rect;
  hand: { x: number; y: number; cardW: number; gap: number };
  draw: { x: number; y: number; w: number };
  discard: { x: number; y: number; w: number };
  fonts: Fonts;
}

/** The smallest text drawn on the table, in CSS px (issue 15: readable at arm's length). */
export const MIN_TEXT = 14;
export const HEADER = 26;
export const SCORE_LINE = 18;
export const STACK_STEP = 0.07;
/** A side header's width. */
export const SIDE_HEADER = 88;
/** Below this a seat's cards stop being readable; the layout shrinks your part of the table first. */
export const MIN_AREA_CARD = 30;
/** Room for a pile's caption under it. */
export const PILE_CAPTION = 20;
/** The buttons: up to three (discard, give up, let a teammate answer), 44 px each, 6 px apart (play.css). In a
 *  strip at least CONTROLS_TWO_COLUMNS wide they sit two a row. */
export const CONTROLS_MIN_H = 3 * 44 + 2 * 6;
export const CONTROLS_TWO_COLUMNS = 2 * 118 + 6;
/** Inner margin of an area (its border to its columns and header). */
const INNER = 4;

export const FONTS: Fonts = { name: 15, bigName: 17, info: 14, bigInfo: 16, score: 14, badge: 14, caption: 14, banner: 15 };

interface Fit { cardW: number; side: boolean; header: number; gap: number; stack: number }

/** The biggest card that fits four columns in an area, with a top or a side header, whichever is bigger. */
export function fitArea(w: number, h: number, maxW: number, big: boolean): Fit {
  const fit = (side: boolean): Fit => {
    const header = side ? SIDE_HEADER : HEADER + (big ? 4 : 0);
    const availW = w - 2 * INNER - (side ? header : 0);
    const availH = h - (side ? 0 : header) - SCORE_LINE - 8;
    const stack = availH < 90 ? 0.03 : STACK_STEP;
    // Four columns, each touch target (at least 44 px) clear of the next one.
    const byW = Math.min((availW - 3 * 8) / 4, availW - 3 * 44);
    const byH = availH / (CARD_ASPECT * (1 + 3 * stack));
    const cardW = Math.max(0, Math.min(maxW, byW, byH));
    // Small cards: just enough gap for 44-px targets side by side (so the outer ones stay in the area).
    const gap = cardW < 44 ? Math.min(Math.max(8, 44 - cardW), (availW - 4 * cardW) / 3) : Math.min(24, (availW - 4 * cardW) / 3);
    return { cardW, side, header, gap, stack };
  };
  // Your own area keeps its name on top, in full (a side header would cut it short).
  const top = fit(false), side = big ? top : fit(true);
  return side.cardW > top.cardW + 2 ? side : top;
}

function grid(m: number, width: number, y: number, height: number, seats: number, bottom: number): AreaBox[] {
  const pad = width < 380 ? 2 : width < 600 ? 4 : 8;
  let best: AreaBox[] = [];
  let bestW = -1;
  for (let cols = 1; cols <= m; cols++) {
    const rows = Math.ceil(m / cols);
    const w = (width - pad * (cols + 1)) / cols;
    const h = (height - pad * (rows - 1)) / rows;
    if (w <= 0 || h <= 0) continue;
    const f = fitArea(w, h, 96, false);
    if (f.cardW <= bestW + 0.5) continue;
    bestW = f.cardW;
    best = [];
    for (let i = 0; i < m; i++) {
      const r = Math.floor(i / cols), c = i % cols;
      const inRow = Math.min(cols, m - r * cols);
      const rowOffset = ((cols - inRow) * (w + pad)) / 2;
      best.push({ seat: (bottom + 1 + i) % seats, x: pad + rowOffset + c * (w + pad), y: y + r * (h + pad), w, h, big: false, ...f });
    }
  }
  return best;
}

/** The hand's centre line in a strip ending at `bottom`: the cards and the piles' captions above that edge. */
function handCentre(bottom: number, cardW: number): number {
  const h = cardW * CARD_ASPECT;
  return bottom - Math.max(h / 2 + 4, 0.39 * h + PILE_CAPTION + 2);
}

function handAndPiles(x0: number, x1: number, cy: number, cardW: number): Pick<Layout, 'hand' | 'draw' | 'discard'> {
  const gap = Math.round(cardW * 0.1);
  const handW = 4 * cardW + 3 * gap;
  const pileW = Math.round(cardW * 0.78);
  // The piles' count badges stick out 4 px past the right edge: keep 16 px for them.
  const pilesW = 2 * pileW + 16 + 16;
  const left = x0 + Math.max(4, (x1 - x0 - handW - 24 - pilesW) / 2);
  const pilesX = left + handW + 24;
  return {
    hand: { x: left, y: cy, cardW, gap },
    draw: { x: pilesX + pileW / 2, y: cy, w: pileW },
    discard: { x: pilesX + pileW * 1.5 + 16, y: cy, w: pileW },
  };
}

/** The strip a hand of 44-px cards needs (see handCardW). */
const MIN_HAND_STRIP = Math.ceil(Math.max(44 * CARD_ASPECT * 1.14 + 6, 44 * CARD_ASPECT * 1.03 + PILE_CAPTION + 4)) + 1;

/** The hand's card width that fits a strip of this size (four cards and the two piles beside them). */
function handCardW(stripW: number, stripH: number): number {
  // Height: lifted by 14 % when selected, and below the centre either half a card or a pile (78 %) and its caption.
  const byH = Math.min((stripH - 6) / (CARD_ASPECT * 1.14), (stripH - PILE_CAPTION - 4) / (CARD_ASPECT * 1.03));
  const byW = (stripW - 24 - 32 - 8) / (4 + 0.3 + 1.56);
  return Math.min(byH, byW, 130);
}

export function mauwiLayout(width: number, height: number, seats: number, bottom: number, top = 64): Layout {
  const portrait = height > width;
  const m = seats - 1;
  const othersY = top + 4;
  if (!portrait && height < 480) return rowLayout(width, height, seats, bottom, othersY);
  const bannerH = 44;
  const controlsW = width < 600 ? 132 : 160;
  const ownW = Math.min(width - 16 - (controlsW + 8), 720);
  const ownX = Math.max(8, Math.min((width - ownW) / 2, width - ownW - controlsW - 16));
  // Shrink your part (hand and columns) until the others' cards are readable, never under its own minimum.
  const handH0 = height * (portrait ? 0.17 : 0.21), ownH0 = height * (portrait ? 0.27 : 0.3);
  // On a phone the buttons' strip runs from the banner's row down beside your columns (the banner is shorter).
  const phone = width < 600;
  const minHand = MIN_HAND_STRIP, minOwn = Math.max(CONTROLS_MIN_H - (phone ? bannerH + 4 : 0), 120);
  let handH = 0, ownH = 0, areas: AreaBox[] = [];
  for (let s = 1; s >= 0; s -= 0.05) {
    handH = Math.round(Math.max(minHand, handH0 * s));
    ownH = Math.round(Math.max(minOwn, ownH0 * s));
    areas = grid(m, width, othersY, height - handH - ownH - bannerH - 8 - othersY, seats, bottom);
    if (areas.length && Math.min(...areas.map((a) => a.cardW)) >= (width < 600 ? MIN_AREA_CARD + 4 : 34)) break;
  }
  const ownY = height - handH - ownH;
  areas.push({ seat: bottom, x: ownX, y: ownY, w: ownW, h: ownH, big: true, ...fitArea(ownW, ownH, 130, true) });
  const controlsX = ownX + ownW + 8;
  const controlsY = phone ? ownY - bannerH - 4 : ownY;
  const controls = { x: controlsX, y: controlsY, width: Math.max(0, width - controlsX - 8), height: ownY + ownH - controlsY };
  const banner = { x: 8, y: ownY - bannerH - 4, width: (phone ? controlsX - 8 : width - 8) - 8, height: bannerH };
  const cardW = handCardW(width - 16, handH);
  return {
    width, height, portrait, mode: 'stacked', areas, banner, controls,
    ...handAndPiles(8, width - 8, handCentre(height - 2, cardW), cardW), fonts: FONTS,
  };
}

/** Short landscape (a phone on its side): the others on top, then one strip: your columns, the banner over the
 *  hand and the piles, the buttons. */
function rowLayout(width: number, height: number, seats: number, bottom: number, othersY: number): Layout {
  const m = seats - 1;
  // Buttons two a row, so the strip can be lower than three buttons.
  const controlsW = CONTROLS_TWO_COLUMNS;
  // The strip: as tall as the others leave, so their cards stay readable, and at least a 44-px hand under the banner.
  const minStrip = Math.max(2 * 44 + 6, 48 + MIN_HAND_STRIP);
  let stripH = minStrip, areas: AreaBox[] = [];
  for (let s = Math.round(height * 0.5); s >= minStrip; s -= 4) {
    stripH = s;
    areas = grid(m, width, othersY, height - s - othersY - 6, seats, bottom);
    if (areas.length && Math.min(...areas.map((a) => a.cardW)) >= MIN_AREA_CARD + 4) break;
  }
  if (!areas.length || Math.min(...areas.map((a) => a.cardW)) < MIN_AREA_CARD) {
    for (let s = minStrip; s <= height * 0.5; s += 4) {
      stripH = s;
      areas = grid(m, width, othersY, height - s - othersY - 6, seats, bottom);
      if (Math.min(...areas.map((a) => a.cardW)) >= MIN_AREA_CARD) break;
    }
  }
  const stripY = height - stripH - 2;
  const handStripH = stripH - 48;
  const cardW = Math.min(handCardW(width * 0.45, handStripH), 80);
  const handPartW = 4 * cardW + 3 * Math.round(cardW * 0.1) + 24 + 2 * Math.round(cardW * 0.78) + 32 + 8;
  // (the banner takes the top 48 px of that part)
  const controls = { x: width - 8 - controlsW, y: stripY, width: controlsW, height: stripH };
  const rightX = controls.x - 8 - handPartW;
  const ownW = Math.min(rightX - 16, 560);
  const ownX = 8 + Math.max(0, (rightX - 16 - ownW) / 2);
  areas.push({ seat: bottom, x: ownX, y: stripY, w: ownW, h: stripH, big: true, ...fitArea(ownW, stripH, 110, true) });
  const banner = { x: rightX, y: stripY, width: handPartW, height: 44 };
  return {
    width, height, portrait: false, mode: 'row', areas, banner, controls,
    ...handAndPiles(rightX, rightX + handPartW, handCentre(height - 2, cardW), cardW), fonts: FONTS,
  };
}

export interface ColumnSlot {
  /** Centre of the column's card, relative to the area. */
  cx: number; cy: number;
  /** The touch target (card, the 9s above it, the score under it), at least 44 × 44, relative to the canvas. */
  hit: Rect;
}

/** The four columns of an area: where each card goes and its touch target. */
export function columnSlots(box: AreaBox): ColumnSlot[] {
  const cw = box.cardW, ch = cw * CARD_ASPECT;
  const left = box.side ? box.header : 0;
  const headerH = box.side ? 0 : box.header;
  const rowW = 4 * cw + 3 * box.gap;
  const stackMax = 3 * box.stack * ch;
  const top = headerH + 4 + stackMax + Math.max(0, (box.h - headerH - 4 - stackMax - ch - SCORE_LINE - 6) / 2);
  const out: ColumnSlot[] = [];
  for (let col = 0; col < 4; col++) {
    const cx = left + (box.w - left - rowW) / 2 + col * (cw + box.gap) + cw / 2;
    const hw = Math.max(44, cw), hTop = top - stackMax, hH = Math.max(44, ch + stackMax + SCORE_LINE);
    out.push({ cx, cy: top + ch / 2, hit: { x: box.x + cx - hw / 2, y: box.y + hTop, width: hw, height: hH } });
  }
  return out;
}

/** Rectangles of the hand (four cards, lifted when selected) and of each pile with its badge and caption. */
export function handRect(L: Layout): Rect {
  const h = L.hand.cardW * CARD_ASPECT;
  const w = 4 * L.hand.cardW + 3 * L.hand.gap;
  return { x: L.hand.x, y: L.hand.y - h / 2 - h * 0.14, width: w, height: h * 1.14 };
}

export function pileRect(p: { x: number; y: number; w: number }): Rect {
  const h = p.w * CARD_ASPECT;
  // The count badge (24 px high at 14-px text) is centred 4 px below the top right corner.
  return { x: p.x - p.w / 2, y: p.y - h / 2 - 9, width: p.w + 16, height: h + 9 + PILE_CAPTION };
}
