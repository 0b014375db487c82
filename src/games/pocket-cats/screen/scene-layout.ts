// Where everything goes on the Pocket Cats table, as a pure function of the screen size (tested: tiles stay
// at least 88 px on a 768 px wide tablet). Landscape: the grid on the left, the players, the end banner and
// the buttons in a column on the right. Portrait: the players above the grid, banner and buttons below it.
// The clan cards, when open, lie beside the grid and never over it: over the right column in landscape; in
// portrait below the grid, which gives up some room for them (its tiles stay at least 88 px where they were).
import { SIZE } from '../rules/grid';

export type Rect = { x: number; y: number; width: number; height: number };

export interface PocketLayout {
  width: number;
  height: number;
  portrait: boolean;
  /** Side of one tile and the gap between tiles. */
  tile: number;
  gap: number;
  /** The whole 5x5 grid. */
  grid: Rect;
  /** One plate per seat (seat 0 first). */
  plates: Rect[];
  /** The line telling what happens (the end's steps, a prompt). */
  banner: Rect;
  /** Where the DOM buttons go (skip, turn a dog, next game, see the results). */
  actions: Rect;
  /** Where the clan cards panel goes when open (beside the grid, never over it). */
  cards: Rect;
}

/** DESIGN.md: Pocket Cats tiles are at least 88 px. */
export const MIN_TILE = 88;
const MARGIN = 14;

/** How much height the grid gives up in portrait while the clan cards are open. */
export const CARDS_ROOM = 150;

export function pocketLayout(width: number, height: number, top = 64, opts: { cards?: boolean } = {}): PocketLayout {
  const portrait = height >= width;
  const gap = Math.round(Math.max(4, Math.min(8, Math.min(width, height) / 120)));
  if (portrait) {
    // A phone keeps less room round the grid (its tiles are the scarce thing): lower plates, a shorter banner,
    // and the plates across the whole width so the names keep their room.
    const phone = width < 600;
    const plateH = phone ? 64 : 76;
    const bannerH = phone ? 76 : 96;
    const below = bannerH + 10 + (phone ? 56 : 70);
    const full = Math.min(width - 2 * MARGIN, height - top - plateH - below - 3 * MARGIN);
    // With the cards open the grid shrinks, but not below 88 px tiles (nor grows).
    const floor = Math.min(full, MIN_TILE * SIZE + (SIZE - 1) * gap);
    const room = opts.cards ? Math.max(floor, full - CARDS_ROOM) : full;
    const tile = Math.floor((room - (SIZE - 1) * gap) / SIZE);
    const side = tile * SIZE + gap * (SIZE - 1);
    const gx = Math.round((width - side) / 2);
    const py = top + 4;
    const gy = py + plateH + MARGIN;
    const plateW = phone ? (width - 3 * MARGIN) / 2 : Math.min(360, (side - MARGIN) / 2);
    const platesX = (width - 2 * plateW - MARGIN) / 2;
    const plates = [0, 1].map((i) => ({ x: platesX + i * (plateW + MARGIN), y: py, width: plateW, height: plateH }));
    const by = gy + side + MARGIN;
    const banner = { x: gx, y: by, width: side, height: bannerH };
    const actions = { x: gx, y: by + bannerH + 10, width: side, height: Math.max(56, height - (by + bannerH + 10) - MARGIN) };
    const cards = { x: MARGIN, y: by, width: width - 2 * MARGIN, height: Math.max(56, height - by - MARGIN) };
    return { width, height, portrait, tile, gap, grid: { x: gx, y: gy, width: side, height: side }, plates, banner, actions, cards };
  }
  if (height < 480) return shortLandscape(width, height, top, gap);
  const panelW = Math.round(Math.max(260, Math.min(380, width * 0.32)));
  // The carved border of the table is about 20 px wide: the grid keeps clear of it.
  const edge = 26;
  const room = Math.min(height - top - edge, width - panelW - 2 * edge - MARGIN);
  const tile = Math.floor((room - (SIZE - 1) * gap) / SIZE);
  const side = tile * SIZE + gap * (SIZE - 1);
  const gx = Math.round(edge + (width - panelW - 2 * edge - MARGIN - side) / 2);
  const gy = Math.round(top + (height - top - edge - side) / 2);
  const px = width - panelW - edge;
  const plateH = 84;
  const plates = [0, 1].map((i) => ({ x: px, y: top + 4 + i * (plateH + 10), width: panelW, height: plateH }));
  const by = top + 4 + 2 * (plateH + 10) + 4;
  const banner = { x: px, y: by, width: panelW, height: Math.max(96, Math.min(200, height * 0.22)) };
  const ay = by + banner.height + 12;
  const actions = { x: px, y: ay, width: panelW, height: Math.max(56, height - ay - edge) };
  const cards = { x: px, y: top + 4, width: panelW, height: height - top - 4 - edge };
  return { width, height, portrait, tile, gap, grid: { x: gx, y: gy, width: side, height: side }, plates, banner, actions, cards };
}

/** A phone on its side: the grid as tall as the canvas allows at the left; right of it two columns, the plates
 *  over the banner, then the buttons; the clan cards over both columns. */
function shortLandscape(width: number, height: number, top: number, gap: number): PocketLayout {
  const edge = 10;
  const room = height - top - edge;
  const tile = Math.floor((room - (SIZE - 1) * gap) / SIZE);
  const side = tile * SIZE + gap * (SIZE - 1);
  const gx = edge + 6, gy = top;
  const px = gx + side + MARGIN;
  const colW = Math.floor((width - edge - px - MARGIN) / 2);
  const plateH = 64;
  const plates = [0, 1].map((i) => ({ x: px, y: top + i * (plateH + 8), width: colW, height: plateH }));
  const by = top + 2 * (plateH + 8);
  const banner = { x: px, y: by, width: colW, height: height - edge - by };
  const ax = px + colW + MARGIN;
  const actions = { x: ax, y: top, width: width - edge - ax, height: height - edge - top };
  const cards = { x: px, y: top, width: width - edge - px, height: height - edge - top };
  return { width, height, portrait: false, tile, gap, grid: { x: gx, y: gy, width: side, height: side }, plates, banner, actions, cards };
}

/** The rectangle of one cell (0..24, row by row). */
export function cellRect(L: PocketLayout, cell: number): Rect {
  const r = Math.floor(cell / SIZE), c = cell % SIZE;
  return { x: L.grid.x + c * (L.tile + L.gap), y: L.grid.y + r * (L.tile + L.gap), width: L.tile, height: L.tile };
}

/** The cell under a point, or null (the gaps belong to no cell). */
export function cellAtPoint(L: PocketLayout, x: number, y: number): number | null {
  const step = L.tile + L.gap;
  const c = Math.floor((x - L.grid.x) / step), r = Math.floor((y - L.grid.y) / step);
  if (c < 0 || r < 0 || c >= SIZE || r >= SIZE) return null;
  if (x - L.grid.x - c * step > L.tile || y - L.grid.y - r * step > L.tile) return null;
  return r * SIZE + c;
}
