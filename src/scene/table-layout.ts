// The places around the shared card table (Meow Meow's): the local hand at the bottom, 1–5 other seats along the
// left, top and right edges, the play area in between, for phones and tablets in both orientations. Pure (no
// PixiJS), so layout tests run without a canvas; src/scene/table.ts re-exports it beside the felt it draws.
import { CARD_ASPECT, clamp } from './theme';

export interface Rect { x: number; y: number; width: number; height: number }

/** Words on the canvas: never under 14 CSS px (issue 15). */
export const MIN_TEXT = 14;
/** The shared SeatPlate sizes its texts from its height (seat-plate.ts: name 18 * h / 62, a long name 15 * h / 62,
 *  the card count 16 * h / 62, a note 17 * h / 62): 56 px keeps them all at 14 px or more. */
export const MIN_PLATE_H = 56;
export const plateTextSizes = (h: number): number[] => [18, 15, 16, 17].map((s) => Math.round((s * h) / 62));
/** The scale that keeps a badge's text of fontSize at 14 px or more when the table would shrink it to unit. */
export const textScale = (unit: number, fontSize: number): number => Math.max(unit, MIN_TEXT / fontSize);

export interface Insets { top: number; right: number; bottom: number; left: number }

/** The margin at the top of the stage: the toolbar and the messages sit in the band above the canvas
 *  (src/table/overlay.ts), so the canvas keeps only a little air at its top edge. */
export const STAGE_TOP = 8;

/** A phone on its side: the column at the right the game's buttons take (play.css .play-controls: 12 px from the
 *  edge, buttons about 100 px wide), kept clear of the hand. */
export const SHORT_CONTROLS_W = 124;

/** Room kept free at the canvas's edges. */
export const DEFAULT_INSETS: Insets = { top: STAGE_TOP, right: 0, bottom: 0, left: 0 };

export type SeatSide = 'bottom' | 'left' | 'top' | 'right';

export interface SeatSpot {
  /** Centre of the seat's plate. */
  x: number;
  y: number;
  width: number;
  height: number;
  side: SeatSide;
}

export interface TableLayout {
  width: number;
  height: number;
  portrait: boolean;
  /** 1 at 768 CSS px on the short side. */
  unit: number;
  /** Index 0 is the bottom (local) seat, then clockwise: left, across the top, right. */
  seats: SeatSpot[];
  /** The band the local hand's cards sit in. */
  hand: Rect;
  handCardWidth: number;
  /** The free area between the seats and the hand (piles go here). */
  centre: Rect;
  pileCardWidth: number;
}

/** Where each seat's plate goes, relative to the bottom seat, for 2–6 players. */
function sides(count: number): { side: SeatSide; at: number }[] {
  switch (count) {
    case 1: return [];
    case 2: return [{ side: 'top', at: 0.5 }];
    case 3: return [{ side: 'top', at: 0.28 }, { side: 'top', at: 0.72 }];
    case 4: return [{ side: 'left', at: 0.5 }, { side: 'top', at: 0.5 }, { side: 'right', at: 0.5 }];
    case 5: return [{ side: 'left', at: 0.5 }, { side: 'top', at: 0.34 }, { side: 'top', at: 0.66 }, { side: 'right', at: 0.5 }];
    default: return [{ side: 'left', at: 0.5 }, { side: 'top', at: 0.2 }, { side: 'top', at: 0.5 }, { side: 'top', at: 0.8 }, { side: 'right', at: 0.5 }];
  }
}

export function tableLayout(width: number, height: number, seatCount: number, insets: Insets = DEFAULT_INSETS): TableLayout {
  const portrait = height > width;
  const unit = clamp(Math.min(width, height) / 768, 0.62, 1.35);
  const margin = Math.round(12 * unit);
  const left = insets.left + margin, right = width - insets.right - margin;
  const top = insets.top + Math.round(6 * unit), bottom = height - insets.bottom - margin;

  const handCardWidth = Math.round(clamp((portrait ? 112 : 100) * unit, 60, 136));
  const handCardH = handCardWidth * CARD_ASPECT;
  // Inside the carved border, with a little air for the outer cards' tilt.
  const handInset = Math.round(14 * unit);
  // A phone on its side has no height to spare: the bottom seat's plate goes beside the hand, not above it.
  const short = !portrait && height < 480;
  const meW = Math.round(Math.max(150, 176 * unit));
  const handX = short ? left + meW + margin : left + handInset;
  const handRight = short ? width - insets.right - SHORT_CONTROLS_W : right - handInset;
  const hand: Rect = { x: handX, y: bottom - handCardH, width: handRight - handX, height: handCardH };

  const layoutSides = sides(Math.max(1, Math.min(6, seatCount)));
  const topCount = layoutSides.filter((s) => s.side === 'top').length;
  const gap = Math.round(14 * unit);
  // Never under 56 px: the plate sizes its name and card count from its height (14 px text at least).
  const plateH = Math.max(MIN_PLATE_H, Math.round(62 * unit));
  // At least 150 px where the row has room: a 56-px plate keeps a name of about ten letters at 16 px.
  const plateWish = Math.max(150, 176 * unit);
  const plateW = Math.round(Math.min(plateWish, topCount > 0 ? ((right - left) - (topCount - 1) * gap) / topCount : plateWish));
  const peek = Math.round(46 * unit); // the small fan of backs above an opponent's plate
  const lift = Math.round(24 * unit); // room for lifted cards and the drawn-card mark
  const me: SeatSpot = short
    ? { x: left + meW / 2, y: hand.y + handCardH / 2, width: meW, height: plateH, side: 'bottom' }
    : { x: left + meW / 2, y: hand.y - lift - plateH / 2, width: meW, height: plateH, side: 'bottom' };
  const aboveHand = short ? hand.y - lift : me.y - plateH / 2;

  const topY = top + peek + plateH / 2;
  const rowBottom = topY + plateH / 2;
  // A narrow portrait (a phone) has no room for piles between two side plates: the side seats sit in a second
  // row under the top seats, and the middle takes the whole width below them.
  const sideMin = 2 * 52 + Math.round(34 * unit) + 2 * margin;
  const stacked = portrait && (right - left) - 2 * (plateW + margin) < sideMin;
  const sideY = stacked ? rowBottom + margin + peek + plateH / 2 : (rowBottom + peek + aboveHand) / 2;
  const seats: SeatSpot[] = [me];
  let topIndex = 0;
  for (const s of layoutSides) {
    if (s.side === 'top') {
      // Evenly spread across the width, equal room around each plate.
      const slotW = (right - left) / topCount;
      const x = topCount === 1 ? (left + right) / 2 : left + slotW * (topIndex + 0.5);
      topIndex++;
      seats.push({ x, y: topY, width: plateW, height: plateH, side: 'top' });
    } else {
      const x = s.side === 'left' ? left + plateW / 2 : right - plateW / 2;
      seats.push({ x, y: sideY, width: plateW, height: plateH, side: s.side });
    }
  }
  const hasSides = seats.some((s) => s.side === 'left' || s.side === 'right');
  const hasTop = seats.some((s) => s.side === 'top');
  const beside = hasSides && !stacked;
  const cx0 = beside ? left + plateW + margin : left;
  const cx1 = beside ? right - plateW - margin : right;
  const cy0 = hasSides && stacked ? sideY + plateH / 2 + margin : hasTop ? rowBottom + margin : top + margin;
  const cy1 = aboveHand - margin;
  const centre: Rect = { x: cx0, y: cy0, width: Math.max(10, cx1 - cx0), height: Math.max(10, cy1 - cy0) };
  const pileCardWidth = Math.round(clamp(Math.min((portrait ? 108 : 96) * unit, (centre.height - 40 * unit) / CARD_ASPECT,
    (centre.width - 40 * unit) / 3.2), 52, 132));
  return { width, height, portrait, unit, seats, hand, handCardWidth, centre, pileCardWidth };
}
