// Where everything of the Moeraki table goes, as a pure function of the screen size (tested without PixiJS):
// the octagonal board as large as the screen allows with a margin of one grid unit round it (the hollows' hit
// areas reach that far), and the side panel (landscape) or the strip below the board (portrait) with the
// players' plates, the Moeraki scale and the Marae count, leaving a corner free for the DOM buttons.
import { HOLLOWS, SIZE } from './geometry';

export type Rect = { x: number; y: number; width: number; height: number };

export interface MoerakiLayout {
  width: number;
  height: number;
  portrait: boolean;
  /** The board's square box (12 grid units) and the pixel of unit coordinate (0, 0). */
  box: Rect;
  origin: { x: number; y: number };
  /** One grid unit in px: two hollows of a row are 2 units apart, diagonal neighbours √2. */
  unit: number;
  /** The players' plates, by seat. */
  plates: [Rect, Rect];
  /** The Moeraki scale (a match) and the Marae count (basic and master levels), when shown. */
  scale: Rect | null;
  marae: Rect | null;
  /** Kept free for the DOM buttons (Next game, the tribal tile instead of the Tane). */
  controls: Rect;
}

/** Board box in grid units: the 10 units of the octagon plus a unit of margin on each side. */
const BOX_UNITS = SIZE + 2;
const GAP = 8;
const PANEL_MIN = 300;
const CONTROLS_W = 230;
const CONTROLS_H = 132;

export interface PanelNeeds {
  /** A match of several games: the scale is shown. */
  scale: boolean;
  /** Tiles are played: the Marae count is shown. */
  marae: boolean;
}

export function moerakiLayout(width: number, height: number, needs: PanelNeeds, top = 64): MoerakiLayout {
  const portrait = height > width * 1.05;
  let box: Rect;
  let plates: [Rect, Rect];
  let scale: Rect | null = null;
  let marae: Rect | null = null;
  let controls: Rect;
  if (portrait) {
    const stripMin = 190;
    const side = Math.max(120, Math.min(width - 2 * GAP, height - top - stripMin - GAP));
    box = { x: (width - side) / 2, y: top, width: side, height: side };
    const y0 = box.y + side + GAP;
    const stripH = height - y0 - GAP;
    controls = { x: width - CONTROLS_W - GAP, y: y0, width: CONTROLS_W, height: stripH };
    const leftW = controls.x - 2 * GAP;
    const plateH = 58;
    const half = (leftW - GAP) / 2;
    plates = [{ x: GAP, y: y0, width: half, height: plateH }, { x: GAP + half + GAP, y: y0, width: half, height: plateH }];
    const y1 = y0 + plateH + GAP;
    const restH = Math.max(60, stripH - plateH - GAP);
    if (needs.scale && needs.marae) {
      scale = { x: GAP, y: y1, width: half, height: restH };
      marae = { x: GAP + half + GAP, y: y1, width: half, height: restH };
    } else if (needs.scale) scale = { x: GAP, y: y1, width: leftW, height: restH };
    else if (needs.marae) marae = { x: GAP, y: y1, width: leftW, height: restH };
  } else {
    const side = Math.max(120, Math.min(height - top - GAP, width - PANEL_MIN - 3 * GAP));
    box = { x: GAP, y: top + Math.max(0, (height - top - GAP - side) / 2), width: side, height: side };
    const px = box.x + side + GAP;
    const pw = width - px - GAP;
    const plateH = 70;
    let y = top;
    plates = [{ x: px, y, width: pw, height: plateH }, { x: px, y: y + plateH + GAP, width: pw, height: plateH }];
    y += 2 * (plateH + GAP);
    if (needs.scale) { scale = { x: px, y, width: pw, height: 104 }; y += 104 + GAP; }
    if (needs.marae) { marae = { x: px, y, width: pw, height: 132 }; y += 132 + GAP; }
    controls = { x: px, y: Math.max(y, height - CONTROLS_H - GAP), width: pw, height: CONTROLS_H };
  }
  const unit = box.width / BOX_UNITS;
  return { width, height, portrait, box, origin: { x: box.x + unit, y: box.y + unit }, unit, plates, scale, marae, controls };
}

/** A point of the board's unit square (geometry's px, py in 0..1) in screen px. */
export function toScreen(L: MoerakiLayout, px: number, py: number): { x: number; y: number } {
  return { x: L.origin.x + px * SIZE * L.unit, y: L.origin.y + py * SIZE * L.unit };
}

export function hollowCentre(L: MoerakiLayout, hollow: number): { x: number; y: number } {
  const h = HOLLOWS[hollow];
  return toScreen(L, h.px, h.py);
}

/**
 * A hollow's hit area: the largest axis-aligned square round it that no other hollow's square overlaps
 * (diagonal neighbours are one unit apart on each axis, so the side is one unit). Taps use the larger diamond
 * (the hollow's whole cell); this square is what a DOM key covers and what the 44 px rule is checked on.
 */
export function hollowHitRect(L: MoerakiLayout, hollow: number): Rect {
  const c = hollowCentre(L, hollow);
  return { x: c.x - L.unit / 2, y: c.y - L.unit / 2, width: L.unit, height: L.unit };
}

/** The hollow whose cell (a diamond reaching one unit each way) holds the screen point, or -1. */
export function hollowAtPoint(L: MoerakiLayout, x: number, y: number): number {
  const ux = (x - L.origin.x) / L.unit;
  const uy = (y - L.origin.y) / L.unit;
  let best = -1;
  let bestD = 1;
  for (const h of HOLLOWS) {
    const d = Math.abs(ux - h.x) + Math.abs(uy - h.y);
    if (d <= bestD) { best = h.id; bestD = d; }
  }
  return best;
}

/** The handle of a Tane facing: on the diagonal neighbour of the offered area, one unit each way. */
export function facingHandle(L: MoerakiLayout, areaPx: number, areaPy: number, dx: number, dy: number): { x: number; y: number; r: number } {
  const c = toScreen(L, areaPx, areaPy);
  return { x: c.x + dx * L.unit, y: c.y + dy * L.unit, r: Math.max(22, L.unit * 0.42) };
}
