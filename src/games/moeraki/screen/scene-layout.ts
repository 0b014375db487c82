// Where everything of the Moeraki table goes, as a pure function of the canvas size (tested without PixiJS):
// the octagonal board as large as the canvas allows with a margin round it (the hollows' touch areas reach that
// far), and the panels: the players' plates, the Moeraki scale (a match) and the Marae count (basic and master),
// below the board in portrait and beside it in landscape (in two columns when the canvas is low, as on a phone on
// its side), plus the place of the DOM buttons (Next game, the tribal tile instead of the Tane). The canvas starts
// below the play screen's band (toolbar, status, messages), so `top` is only a small margin.
import { HOLLOWS, SIZE } from '../rules/geometry';

export type Rect = { x: number; y: number; width: number; height: number };

export interface MoerakiLayout {
  width: number;
  height: number;
  portrait: boolean;
  /** The board's square box (the octagon and its margin) and the pixel of unit coordinate (0, 0). */
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

/** The smallest touch target (CSS px) and the smallest text drawn on the table (issue 15). */
export const TOUCH = 44;
export const MIN_TEXT = 14;
/** The canvas's own top margin: the band above it holds the toolbar and the messages. */
export const TOP_INSET = 8;

/** Font sizes of the panels (scene-panels.ts draws with these; a test keeps them at least MIN_TEXT). */
export const FONT = { name: 17, title: 16, body: 14, count: 16, line: 1.3 } as const;

/** Panel heights: each holds its lines at the font sizes above (see scene-panels.ts for the lines). */
export const PANEL_H = {
  /** Name; pieces, tiles and Tane on up to two lines. */
  plate: 76,
  /** Title; per seat a name line and a row of pips. */
  scale: 104,
  /** Title; per seat a name-and-total line and a parts line; the tie rule on up to two lines. */
  marae: 150,
  /** One DOM button at a time (56 px high). */
  controls: 64,
} as const;

const GAP = 8;
/** The narrowest a panel column may be; panels side by side in portrait need this much each. */
const COLUMN_MIN = 220;
const COLUMN_MAX = 340;
const CONTROLS_MAX_W = 280;

export interface PanelNeeds {
  /** A match of several games: the scale is shown. */
  scale: boolean;
  /** Tiles are played: the Marae count is shown. */
  marae: boolean;
}

/** The board's box for a side length: a margin of one unit, but never less than half a touch target, so every
 *  hollow's touch area stays inside the box. */
function boardIn(x: number, y: number, side: number): { box: Rect; unit: number; origin: { x: number; y: number } } {
  const unit = side / (SIZE + 2) >= TOUCH / 2 ? side / (SIZE + 2) : (side - TOUCH) / SIZE;
  const margin = (side - SIZE * unit) / 2;
  return { box: { x, y, width: side, height: side }, unit, origin: { x: x + margin, y: y + margin } };
}

const stack = (heights: number[]): number => heights.reduce((a, h) => a + h, 0) + GAP * Math.max(0, heights.length - 1);

export function moerakiLayout(width: number, height: number, needs: PanelNeeds, top = TOP_INSET): MoerakiLayout {
  const portrait = height > width * 1.05;
  let board: ReturnType<typeof boardIn>;
  let plates: [Rect, Rect];
  let scale: Rect | null = null;
  let marae: Rect | null = null;
  let controls: Rect;
  if (portrait) {
    // Below the board: the plates side by side; the scale and the Marae side by side (or the one shown, full
    // width); the buttons' row at the bottom, under the thumbs.
    const inner = width - 2 * GAP;
    const row2 = needs.scale && needs.marae ? Math.max(PANEL_H.scale, PANEL_H.marae) : needs.scale ? PANEL_H.scale : needs.marae ? PANEL_H.marae : 0;
    const strip = stack([PANEL_H.plate, ...(row2 ? [row2] : []), PANEL_H.controls]);
    const side = Math.max(120, Math.min(inner, height - top - GAP - strip - GAP));
    board = boardIn((width - side) / 2, top, side);
    let y = top + side + GAP;
    const half = (inner - GAP) / 2;
    plates = [{ x: GAP, y, width: half, height: PANEL_H.plate }, { x: GAP + half + GAP, y, width: half, height: PANEL_H.plate }];
    y += PANEL_H.plate + GAP;
    if (needs.scale && needs.marae) {
      scale = { x: GAP, y, width: half, height: row2 };
      marae = { x: GAP + half + GAP, y, width: half, height: row2 };
    } else if (needs.scale) scale = { x: GAP, y, width: inner, height: row2 };
    else if (needs.marae) marae = { x: GAP, y, width: inner, height: row2 };
    if (row2) y += row2 + GAP;
    const cw = Math.min(inner, CONTROLS_MAX_W);
    controls = { x: width - GAP - cw, y: Math.max(y, height - GAP - PANEL_H.controls), width: cw, height: PANEL_H.controls };
  } else {
    // Beside the board: one column of panels, or two when the canvas is too low for one (a phone on its side).
    const availH = height - top - GAP;
    const extras = [...(needs.scale ? [PANEL_H.scale] : []), ...(needs.marae ? [PANEL_H.marae] : [])];
    const oneColumn = stack([PANEL_H.plate, PANEL_H.plate, ...extras, PANEL_H.controls]) <= availH;
    const columnsW = oneColumn ? COLUMN_MIN : 2 * COLUMN_MIN + GAP;
    const side = Math.max(120, Math.min(availH, width - columnsW - 3 * GAP));
    const room = width - side - 3 * GAP;
    const colW = oneColumn ? Math.min(room, COLUMN_MAX) : Math.min((room - GAP) / 2, COLUMN_MAX);
    const panelsW = oneColumn ? colW : 2 * colW + GAP;
    // The board and its panels centred across the canvas; the board centred in the height.
    const x0 = Math.max(GAP, (width - side - GAP - panelsW) / 2);
    board = boardIn(x0, top + Math.max(0, (availH - side) / 2), side);
    const px = x0 + side + GAP;
    const y0 = board.box.y;
    const bottom = board.box.y + side;
    plates = [{ x: px, y: y0, width: colW, height: PANEL_H.plate }, { x: px, y: y0 + PANEL_H.plate + GAP, width: colW, height: PANEL_H.plate }];
    let y = y0 + 2 * (PANEL_H.plate + GAP);
    let cx = px;
    if (needs.scale) { scale = { x: cx, y, width: colW, height: PANEL_H.scale }; y += PANEL_H.scale + GAP; }
    if (!oneColumn) { cx = px + colW + GAP; y = y0; }
    if (needs.marae) { marae = { x: cx, y, width: colW, height: PANEL_H.marae }; y += PANEL_H.marae + GAP; }
    const cw = Math.min(colW, CONTROLS_MAX_W);
    controls = { x: cx + colW - cw, y: Math.max(y, bottom - PANEL_H.controls), width: cw, height: PANEL_H.controls };
  }
  return { width, height, portrait, box: board.box, origin: board.origin, unit: board.unit, plates, scale, marae, controls };
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
 * A hollow's key: the largest axis-aligned square round it that no other hollow's square overlaps (diagonal
 * neighbours are one unit apart on each axis, so the side is one unit). What a DOM key covers.
 */
export function hollowHitRect(L: MoerakiLayout, hollow: number): Rect {
  const c = hollowCentre(L, hollow);
  return { x: c.x - L.unit / 2, y: c.y - L.unit / 2, width: L.unit, height: L.unit };
}

/** A hollow's touch area: its key, grown to a 44 px square when the board is small (a phone). Touch areas of
 *  neighbours may then overlap; a tap goes to the nearest hollow, so there is never a doubt. */
export function hollowTouchRect(L: MoerakiLayout, hollow: number): Rect {
  const c = hollowCentre(L, hollow);
  const s = Math.max(L.unit, TOUCH);
  return { x: c.x - s / 2, y: c.y - s / 2, width: s, height: s };
}

/** The hollow a tap at the screen point means: the nearest hollow, when the point is in its cell (a diamond
 *  reaching one unit each way) or in any hollow's touch area; else -1. */
export function hollowAtPoint(L: MoerakiLayout, x: number, y: number): number {
  const ux = (x - L.origin.x) / L.unit;
  const uy = (y - L.origin.y) / L.unit;
  const reach = Math.max(L.unit, TOUCH) / 2 / L.unit;
  let best = -1;
  let bestD = Infinity;
  let touched = false;
  for (const h of HOLLOWS) {
    const dx = Math.abs(ux - h.x), dy = Math.abs(uy - h.y);
    if (dx <= reach + 1e-9 && dy <= reach + 1e-9) touched = true;
    const d = dx * dx + dy * dy;
    if (d < bestD) { best = h.id; bestD = d; }
  }
  if (best < 0) return -1;
  const h = HOLLOWS[best];
  return touched || Math.abs(ux - h.x) + Math.abs(uy - h.y) <= 1 ? best : -1;
}

/** The handle of a Tane facing: on the diagonal neighbour of the offered area, one unit each way. */
export function facingHandle(L: MoerakiLayout, areaPx: number, areaPy: number, dx: number, dy: number): { x: number; y: number; r: number } {
  const c = toScreen(L, areaPx, areaPy);
  return { x: c.x + dx * L.unit, y: c.y + dy * L.unit, r: Math.max(22, L.unit * 0.42) };
}
