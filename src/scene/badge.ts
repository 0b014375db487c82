// Small labelled markers: a count on a pile, "+4" of a 7-chain, "skipped", "Meow!", the wished suit.
import { Container, Graphics, Text } from 'pixi.js';
import { drawSuit, suitColour } from './suits';
import { getMotion, easeOutBack, type Tweener } from './tween';
import { DURATION, FONT_FAMILY, PALETTE } from './theme';

export interface BadgeStyle {
  fill: number;
  fillAlpha?: number;
  stroke: number;
  strokeWidth?: number;
  text: number;
  fontSize: number;
  /** Height of the pill; width follows the text. */
  height: number;
  minWidth?: number;
  /** Draws an icon of the given size left of the text (centred on 0, 0). */
  icon?: (g: Graphics, size: number) => void;
}

export const BADGE_STYLES = {
  count: { fill: PALETTE.plate, fillAlpha: 0.92, stroke: PALETTE.flax, strokeWidth: 2, text: PALETTE.text, fontSize: 17, height: 30, minWidth: 30 },
  alert: { fill: PALETTE.alert, stroke: 0xfff1dc, strokeWidth: 3, text: 0xffffff, fontSize: 30, height: 50, minWidth: 64 },
  note: { fill: PALETTE.cream, stroke: PALETTE.wood, strokeWidth: 2.5, text: PALETTE.ink, fontSize: 17, height: 32 },
  gold: { fill: PALETTE.gold, stroke: PALETTE.wood, strokeWidth: 2.5, text: PALETTE.ink, fontSize: 18, height: 34 },
} satisfies Record<string, BadgeStyle>;

/** A pill-shaped label; its origin is its centre. */
export class Badge extends Container {
  private readonly bg = new Graphics();
  private readonly icon: Graphics | null;
  private readonly caption_: Text;
  private style: BadgeStyle;
  private current = '';

  constructor(text: string, style: BadgeStyle, scale = 1) {
    super();
    this.style = style;
    this.icon = style.icon ? new Graphics() : null;
    this.caption_ = new Text({ text, style: { fontFamily: FONT_FAMILY, fontWeight: '700', fontSize: style.fontSize, fill: style.text, padding: 2 } });
    this.caption_.anchor.set(0.5);
    this.addChild(this.bg);
    if (this.icon) this.addChild(this.icon);
    this.addChild(this.caption_);
    this.scale.set(scale);
    this.setText(text, true);
  }

  get text(): string {
    return this.current;
  }

  setText(text: string, force = false): void {
    if (text === this.current && !force) return;
    this.current = text;
    this.caption_.text = text;
    const st = this.style;
    const h = st.height;
    const iconSize = this.icon ? h * 0.62 : 0;
    const gap = this.icon && text ? h * 0.18 : 0;
    const pad = h * 0.38;
    const w = Math.max(st.minWidth ?? h, (text ? this.caption_.width : 0) + iconSize + gap + pad * 2);
    this.bg.clear();
    this.bg.roundRect(-w / 2 + 1, -h / 2 + 3, w, h, h / 2).fill({ color: 0x000000, alpha: 0.28 });
    this.bg.roundRect(-w / 2, -h / 2, w, h, h / 2).fill({ color: st.fill, alpha: st.fillAlpha ?? 1 })
      .stroke({ width: st.strokeWidth ?? 2, color: st.stroke });
    const contentW = iconSize + gap + (text ? this.caption_.width : 0);
    const left = -contentW / 2;
    if (this.icon) {
      this.icon.clear();
      st.icon?.(this.icon, iconSize);
      this.icon.position.set(left + iconSize / 2, 0);
    }
    this.caption_.position.set(text ? left + iconSize + gap + this.caption_.width / 2 : 0, 1);
  }

  /** Pops in (scale from small with a little overshoot); a fade when motion is reduced. */
  async pop(tweener: Tweener, baseScale = 1): Promise<void> {
    const mode = getMotion();
    this.visible = true;
    if (mode === 'off') { this.alpha = 1; this.scale.set(baseScale); return; }
    if (mode === 'reduced') {
      this.scale.set(baseScale);
      this.alpha = 0;
      await tweener.tween(this, { alpha: 1 }, DURATION.pop);
      return;
    }
    this.alpha = 1;
    this.scale.set(baseScale * 0.4);
    await tweener.tween(this, { scale: baseScale }, DURATION.pop, { ease: easeOutBack });
  }
}

/** The wished suit after a jack: a big round token with the suit shape, and a caption below. */
export class SuitBadge extends Container {
  private readonly disc = new Graphics();
  private readonly caption: Badge;
  private suit = -1;
  private colourMarks = false;

  constructor(caption: string, private readonly radius: number) {
    super();
    this.caption = new Badge(caption, { ...BADGE_STYLES.note, fontSize: 15, height: 26 });
    this.caption.position.set(0, radius + 8);
    this.addChild(this.disc, this.caption);
  }

  get currentSuit(): number {
    return this.suit;
  }

  setCaption(text: string): void {
    this.caption.setText(text);
  }

  setSuit(suit: number, colourMarks: boolean): void {
    if (suit === this.suit && colourMarks === this.colourMarks) return;
    this.suit = suit;
    this.colourMarks = colourMarks;
    const r = this.radius;
    const color = suitColour(suit, colourMarks);
    const g = this.disc;
    g.clear();
    g.circle(2, 5, r + 2).fill({ color: 0x000000, alpha: 0.3 });
    g.circle(0, 0, r + 5).fill({ color: PALETTE.gold }).stroke({ width: 2, color: PALETTE.wood });
    g.circle(0, 0, r - 1).fill({ color: PALETTE.cream }).stroke({ width: 3, color, alpha: 0.9 });
    drawSuit(g, suit, 0, 1, r * 1.15, color);
  }
}

/** A count badge drawing a tiny card before the number. */
export function cardIcon(g: Graphics, size: number): void {
  const w = size * 0.62, h = size * 0.86;
  g.roundRect(-w / 2 - 2, -h / 2 + 1, w, h, 2).fill({ color: PALETTE.pounamu }).stroke({ width: 1.2, color: PALETTE.flaxLight });
  g.roundRect(-w / 2 + 2, -h / 2 - 1, w, h, 2).fill({ color: PALETTE.jade }).stroke({ width: 1.2, color: PALETTE.flaxLight });
}
