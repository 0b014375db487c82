// The table: a felt of deep pounamu green with a faint flax weave, a carved border of niho taniwha
// teeth, and the places around it — the local hand at the bottom, 1–5 other seats along the left,
// top and right edges, the play area in between — for landscape and portrait tablets.
import { Container, Graphics, Rectangle, TilingSprite, type Renderer, type Texture } from 'pixi.js';
import { feltGradient, poolGradient } from './gradients';
import { koru, nihoRow } from './motifs';
import { PALETTE } from './theme';
import type { Rect } from './table-layout';

export * from './table-layout';

/** The felt and its carved border; redrawn on resize only. */
export class Table extends Container {
  private readonly felt = new Graphics();
  private readonly weave: TilingSprite;
  private readonly border = new Graphics();
  private readonly mat = new Graphics();
  private readonly weaveTexture: Texture;
  private readonly feltFill = feltGradient();
  /** A soft pool of light where the piles lie. */
  private readonly poolFill = poolGradient();

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
    // The gradients are shared and stay (./gradients.ts).
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
