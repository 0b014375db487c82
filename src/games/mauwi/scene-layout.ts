// Where everything goes on the Mauwi table, for any tablet size and 2 to 6 seats: the other seats' areas,
// the bottom seat's columns, the banner of an open attack, the hand, the piles and the buttons. Pure, so
// tests can check it without a canvas.
import { CARD_ASPECT } from '../../scene/theme';

export type Rect = { x: number; y: number; width: number; height: number };


export interface AreaBox { seat: number; x: number; y: number; w: number; h: number; cardW: number; big: boolean }
export interface Layout {
  width: number; height: number; portrait: boolean;
  areas: AreaBox[];
  banner: Rect;
  /** Where the DOM buttons (discard the hand, give up) go: beside the bottom seat's columns. */
  controls: Rect;
  hand: { x: number; y: number; cardW: number; gap: number };
  draw: { x: number; y: number; w: number };
  discard: { x: number; y: number; w: number };
}

export const HEADER = 26;
export const SCORE_LINE = 20;
export const STACK_STEP = 0.07; // of the card height, per face-down 9 peeking out above

function areaCardWidth(w: number, h: number, header: number, maxW: number): number {
  const byW = (w - 16 - 3 * 10) / 4;
  const byH = (h - header - SCORE_LINE - 8) / (CARD_ASPECT * (1 + 3 * STACK_STEP));
  return Math.max(34, Math.min(maxW, byW, byH));
}

export function mauwiLayout(width: number, height: number, seats: number, bottom: number, top = 64): Layout {
  const portrait = height > width;
  const handH = Math.round(height * (portrait ? 0.17 : 0.21));
  const ownH = Math.round(height * (portrait ? 0.27 : 0.3));
  const bannerH = 44;
  const othersY = top + 4;
  const othersH = height - handH - ownH - bannerH - othersY;
  const m = seats - 1;
  const cols = portrait ? (m <= 2 ? 1 : 2) : Math.min(3, m);
  const rows = Math.ceil(m / cols);
  const areas: AreaBox[] = [];
  const pad = 8;
  for (let i = 0; i < m; i++) {
    const seat = (bottom + 1 + i) % seats;
    const r = Math.floor(i / cols), c = i % cols;
    const inRow = Math.min(cols, m - r * cols);
    const w = (width - pad * (cols + 1)) / cols;
    const h = (othersH - pad * (rows - 1)) / rows;
    const rowOffset = ((cols - inRow) * (w + pad)) / 2;
    const x = pad + rowOffset + c * (w + pad);
    const y = othersY + r * (h + pad);
    areas.push({ seat, x, y, w, h, cardW: areaCardWidth(w, h, HEADER, 96), big: false });
  }
  const ownY = height - handH - ownH;
  // The bottom seat's columns leave a strip on the right for the buttons (on a portrait tablet the columns
  // move left to make room; on a landscape one they move left a little from the centre).
  const controlsW = 160;
  const ownW = Math.min(width - 16 - (controlsW + 8), 720);
  const ownX = Math.max(8, Math.min((width - ownW) / 2, width - ownW - controlsW - 16));
  areas.push({ seat: bottom, x: ownX, y: ownY, w: ownW, h: ownH, cardW: areaCardWidth(ownW, ownH, HEADER + 4, 130), big: true });
  const controlsX = ownX + ownW + 8;
  const controls = { x: controlsX, y: ownY + HEADER + 8, width: Math.max(0, width - controlsX - 8), height: ownH - HEADER - 8 };
  const banner = { x: 8, y: ownY - bannerH, width: width - 16, height: bannerH };
  // Hand on the left of the bottom strip, piles on the right.
  const cardW = Math.min((handH - 22) / CARD_ASPECT, (width * 0.62 - 3 * 10) / 4);
  const gap = Math.round(cardW * 0.1);
  const handW = 4 * cardW + 3 * gap;
  const pileW = Math.round(cardW * 0.78);
  const pilesW = 2 * pileW + 3 * 16;
  const left = Math.max(12, (width - handW - pilesW - 24) / 2);
  const handY = height - handH / 2 + 4;
  const pilesX = left + handW + 40;
  return {
    width, height, portrait, areas, banner, controls,
    hand: { x: left, y: handY, cardW, gap },
    draw: { x: pilesX + pileW / 2, y: handY, w: pileW },
    discard: { x: pilesX + pileW * 1.5 + 16, y: handY, w: pileW },
  };
}
