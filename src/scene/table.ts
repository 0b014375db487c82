// The table: a felt of deep pounamu green with a faint flax weave, a carved border of niho taniwha
// teeth, and the places around it — the local hand at the bottom, 1–5 other seats along the left,
// top and right edges, the play area in between — for landscape and portrait tablets.
import { Container, FillGradient, Graphics, Rectangle, TilingSprite, type Renderer, type Texture } from 'pixi.js';
import { koru, nihoRow } from './motifs';
import { CARD_ASPECT, PALETTE, clamp } from './theme';
import type { Rect } from './hand-fan';

export interface Insets { top: number; right: number; bottom: number; left: number }

/** The margin at the top of the stage: the toolbar and the messages sit in the band above the canvas
 *  (src/play/overlay.ts), so the canvas keeps only a little air at its top edge. */
export const STAGE_TOP = 8;

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
  const hand: Rect = { x: left + handInset, y: bottom - handCardH, width: right - left - handInset * 2, height: handCardH };

  const layoutSides = sides(Math.max(1, Math.min(6, seatCount)));
  const topCount = layoutSides.filter((s) => s.side === 'top').length;
  const gap = Math.round(14 * unit);
  const plateH = Math.round(62 * unit);
  const plateW = Math.round(Math.min(176 * unit, topCount > 0 ? ((right - left) - (topCount - 1) * gap) / topCount : 176 * unit));
  const peek = Math.round(46 * unit); // the small fan of backs above an opponent's plate
  const lift = Math.round(24 * unit); // room for lifted cards and the drawn-card mark
  const meW = Math.round(176 * unit);
  const me: SeatSpot = { x: left + meW / 2, y: hand.y - lift - plateH / 2, width: meW, height: plateH, side: 'bottom' };

  const topY = top + peek + plateH / 2;
  const rowBottom = topY + plateH / 2;
  const sideY = (rowBottom + peek + (me.y - plateH / 2)) / 2;
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
  const cx0 = hasSides ? left + plateW + margin : left;
  const cx1 = hasSides ? right - plateW - margin : right;
  const cy0 = hasTop ? rowBottom + margin : top + margin;
  const cy1 = me.y - plateH / 2 - margin;
  const centre: Rect = { x: cx0, y: cy0, width: Math.max(10, cx1 - cx0), height: Math.max(10, cy1 - cy0) };
  const pileCardWidth = Math.round(clamp(Math.min((portrait ? 108 : 96) * unit, (centre.height - 40 * unit) / CARD_ASPECT,
    (centre.width - 40 * unit) / 3.2), 52, 132));
  return { width, height, portrait, unit, seats, hand, handCardWidth, centre, pileCardWidth };
}

/** The felt and its carved border; redrawn on resize only. */
export class Table extends Container {
  private readonly felt = new Graphics();
  private readonly weave: TilingSprite;
  private readonly border = new Graphics();
  private readonly mat = new Graphics();
  private readonly weaveTexture: Texture;
  private readonly feltFill = new FillGradient({
    type: 'radial', center: { x: 0.5, y: 0.48 }, innerRadius: 0, outerCenter: { x: 0.5, y: 0.48 }, outerRadius: 0.75,
    textureSpace: 'local',
    colorStops: [{ offset: 0, color: PALETTE.feltLight }, { offset: 0.55, color: PALETTE.felt }, { offset: 1, color: PALETTE.feltDark }],
  });
  /** A soft pool of light where the piles lie. */
  private readonly poolFill = new FillGradient({
    type: 'radial', center: { x: 0.5, y: 0.5 }, innerRadius: 0, outerCenter: { x: 0.5, y: 0.5 }, outerRadius: 0.5,
    textureSpace: 'local',
    colorStops: [{ offset: 0, color: 'rgba(255,255,255,0.08)' }, { offset: 0.6, color: 'rgba(255,255,255,0.035)' }, { offset: 1, color: 'rgba(255,255,255,0)' }],
  });

  constructor(renderer: Renderer) {
    super();
    this.weaveTexture = makeWeave(renderer);
    this.weave = new TilingSprite({ texture: this.weaveTexture, width: 16, height: 16 });
    this.weave.alpha = 0.5;
    this.addChild(this.felt, this.weave, this.mat, this.border);
    this.eventMode = 'none';
  }

  draw(width: number, height: number, unit: number, centre: Rect | null): void {
    this.felt.clear().rect(0, 0, width, height).fill(this.feltFill);
    this.weave.width = width;
    this.weave.height = height;

    const b = this.border.clear();
    const inset = Math.round(5 * unit);
    const band = Math.round(13 * unit);
    const x0 = inset, y0 = inset, x1 = width - inset, y1 = height - inset;
    const r = 18 * unit;
    b.roundRect(x0, y0, x1 - x0, y1 - y0, r).stroke({ width: band, color: PALETTE.carve, alpha: 0.55, alignment: 1 });
    const ti = inset + band * 0.18, depth = band * 0.62, tooth = 15 * unit;
    // Teeth along each edge, clockwise, stopping short of the rounded corners.
    const c = r + 6 * unit;
    nihoRow(b, x0 + c, ti, x1 - c, ti, depth, tooth, PALETTE.carveLight, 0.45);
    nihoRow(b, width - ti, y0 + c, width - ti, y1 - c, depth, tooth, PALETTE.carveLight, 0.45);
    nihoRow(b, x1 - c, height - ti, x0 + c, height - ti, depth, tooth, PALETTE.carveLight, 0.45);
    nihoRow(b, ti, y1 - c, ti, y0 + c, depth, tooth, PALETTE.carveLight, 0.45);
    b.roundRect(x0 + band, y0 + band, x1 - x0 - band * 2, y1 - y0 - band * 2, Math.max(4, r - band * 0.6))
      .stroke({ width: 1.5, color: PALETTE.flax, alpha: 0.45 });
    for (const [kx, ky, turn, flip] of [[x0 + band * 1.2, y0 + band * 1.2, 0, false], [x1 - band * 1.2, y0 + band * 1.2, Math.PI / 2, false],
      [x1 - band * 1.2, y1 - band * 1.2, Math.PI, false], [x0 + band * 1.2, y1 - band * 1.2, -Math.PI / 2, false]] as const) {
      koru(b, kx, ky, 9 * unit, PALETTE.flax, 2 * unit, turn, flip, 0.5, 0.45);
    }

    const m = this.mat.clear();
    if (centre) {
      const rw = Math.min(centre.width * 0.62, 420 * unit), rh = Math.min(centre.height * 0.62, 260 * unit);
      m.ellipse(centre.x + centre.width / 2, centre.y + centre.height / 2, rw, rh).fill(this.poolFill);
    }
    this.hitArea = new Rectangle(0, 0, width, height);
  }

  override destroy(options?: Parameters<Container['destroy']>[0]): void {
    super.destroy(options);
    this.weaveTexture.destroy(true);
    this.feltFill.destroy();
    this.poolFill.destroy();
  }
}

/** A tiny flax-weave tile: alternating light and dark dashes. */
function makeWeave(renderer: Renderer): Texture {
  const g = new Graphics();
  const s = 12;
  g.rect(0, 0, s, s).fill({ color: 0x000000, alpha: 0.0 });
  g.rect(0, 0, s / 2, 1.2).fill({ color: 0xffffff, alpha: 0.045 });
  g.rect(s / 2, s / 2, s / 2, 1.2).fill({ color: 0xffffff, alpha: 0.045 });
  g.rect(s / 2, 0, 1.2, s / 2).fill({ color: 0x000000, alpha: 0.07 });
  g.rect(0, s / 2, 1.2, s / 2).fill({ color: 0x000000, alpha: 0.07 });
  const t = renderer.generateTexture({ target: g, frame: new Rectangle(0, 0, s, s), resolution: 1 });
  g.destroy();
  return t;
}
