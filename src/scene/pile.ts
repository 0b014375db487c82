// The draw pile (a squared stack of backs with a count) and the discard pile (the last few cards,
// each turned a little as if tossed there). Each pile's origin is its centre.
import { Container, Rectangle, Sprite } from 'pixi.js';
import type { TablePointerEvent } from './pointer-input';
import { Badge, BADGE_STYLES } from './badge';
import { CardSprite } from './card';
import type { CardArt } from './card-art';
import type { Placement } from './hand-fan';
import { shake } from './shake';
import { getMotion, type Tweener } from './tween';
import { CARD_ASPECT, CARD_W, DURATION } from './theme';

const STACK_LAYERS = 6;

export class DrawPile extends Container {
  onTap: (() => void) | null = null;
  private readonly slotSprite: Sprite;
  private layers: CardSprite[] = [];
  private readonly badge: Badge;
  private count_ = 0;
  private width_ = 80;
  private highlighted = false;

  constructor(private readonly art: CardArt, private readonly tweener: Tweener, cardWidth: number) {
    super();
    this.slotSprite = new Sprite(art.slot());
    this.slotSprite.anchor.set(0.5);
    this.addChild(this.slotSprite);
    for (let i = 0; i < STACK_LAYERS; i++) {
      const s = new CardSprite(art, null, false, cardWidth, false);
      this.layers.push(s);
      this.addChild(s);
    }
    this.badge = new Badge('0', BADGE_STYLES.count);
    this.addChild(this.badge);
    this.eventMode = 'static';
    this.cursor = 'pointer';
    this.on('pointertap', (e: TablePointerEvent) => { e.stopPropagation(); this.onTap?.(); });
    this.setCardWidth(cardWidth);
  }

  get cardWidth(): number {
    return this.width_;
  }

  get count(): number {
    return this.count_;
  }

  setCardWidth(w: number): void {
    this.width_ = w;
    const h = w * CARD_ASPECT;
    this.slotSprite.scale.set(w / CARD_W);
    for (const s of this.layers) s.setDisplayWidth(w);
    // A touch target at least as big as the card, never under 44 px.
    const hw = Math.max(44, w) / 2 + 6, hh = Math.max(44, h) / 2 + 6;
    this.hitArea = new Rectangle(-hw, -hh - 8, hw * 2, hh * 2 + 8);
    this.badge.scale.set(Math.max(14 / 17, w / 90)); // its 17-px count never under 14 px (issue 15)
    this.badge.position.set(w * 0.38, h * 0.5 - 2);
    this.setCount(this.count_);
  }

  setCount(n: number): void {
    this.count_ = Math.max(0, n);
    n = this.count_;
    const visible = n === 0 ? 0 : Math.min(STACK_LAYERS, 1 + Math.floor(n / 5));
    const step = Math.max(0.8, this.width_ / 90);
    this.layers.forEach((s, i) => {
      s.visible = i < visible;
      s.position.set(-i * step * 0.6, -i * step);
      s.setLook(i === visible - 1 && this.highlighted ? 'playable' : 'normal', 0, null);
    });
    this.badge.setText(String(n));
    this.badge.visible = true;
  }

  /** A golden halo when drawing is allowed. */
  setHighlight(on: boolean): void {
    this.highlighted = on;
    this.setCount(this.count_);
  }

  /** The top card's place (in this pile's parent coordinates), where drawn cards leave from. */
  topPlacement(): Placement {
    const visible = Math.max(1, Math.min(STACK_LAYERS, 1 + Math.floor(this.count_ / 5)));
    const top = this.layers[visible - 1];
    return { x: this.x + top.x, y: this.y + top.y, rotation: 0, width: this.width_ };
  }

  /** The one refusal shake (shake.ts). */
  shake(): Promise<void> {
    return shake(this, this.tweener);
  }
}

/** A pseudo-random but stable tilt and offset for a card on the pile. */
function tossOf(card: number, depth: number): { dx: number; dy: number; rot: number } {
  let h = (card + 1) * 2654435761 + depth * 40503;
  h = (h ^ (h >>> 13)) >>> 0;
  h = Math.imul(h, 0x5bd1e995) >>> 0;
  const a = ((h & 1023) / 1023) * 2 - 1;
  const b = (((h >>> 10) & 1023) / 1023) * 2 - 1;
  const c = (((h >>> 20) & 1023) / 1023) * 2 - 1;
  return { dx: a * 5, dy: b * 4, rot: c * 0.13 };
}

export class DiscardPile extends Container {
  private readonly slotSprite: Sprite;
  private readonly glow: Sprite;
  private cards: CardSprite[] = [];
  private width_ = 80;
  private colourMarks = false;
  static readonly SHOWN = 4;

  constructor(private readonly art: CardArt, private readonly tweener: Tweener, cardWidth: number) {
    super();
    this.slotSprite = new Sprite(art.slot());
    this.slotSprite.anchor.set(0.5);
    this.glow = new Sprite(art.glow());
    this.glow.anchor.set(0.5);
    this.glow.visible = false;
    this.addChild(this.slotSprite, this.glow);
    this.setCardWidth(cardWidth);
  }

  get cardWidth(): number {
    return this.width_;
  }

  get topSprite(): CardSprite | null {
    return this.cards[this.cards.length - 1] ?? null;
  }

  setCardWidth(w: number): void {
    this.width_ = w;
    this.slotSprite.scale.set(w / CARD_W);
    this.glow.scale.set((w / CARD_W) * 1.04);
    const h = w * CARD_ASPECT;
    this.hitArea = new Rectangle(-w / 2 - 10, -h / 2 - 10, w + 20, h + 20);
    this.layout(false);
  }

  setColourMarks(on: boolean): void {
    this.colourMarks = on;
    for (const c of this.cards) c.setColourMarks(on);
  }

  /** Highlight as a drop target while a card is dragged over it. */
  setDropHighlight(on: boolean): void {
    this.glow.visible = on;
  }

  /** Where `card` will rest when it becomes the top (in this pile's parent coordinates). */
  landing(card: number): Placement {
    const t = tossOf(card, 0);
    const k = this.width_ / 90;
    return { x: this.x + t.dx * k, y: this.y + t.dy * k, rotation: t.rot, width: this.width_ };
  }

  /** Shows the top of `discard` (bottom to top) at once. */
  sync(discard: readonly number[]): void {
    const shown = discard.slice(-DiscardPile.SHOWN);
    const keep: CardSprite[] = [];
    for (const c of shown) {
      const s = this.cards.find((x) => x.card === c && !keep.includes(x));
      if (s) keep.push(s);
      else {
        const fresh = new CardSprite(this.art, c, true, this.width_, this.colourMarks);
        keep.push(fresh);
      }
    }
    for (const s of this.cards) if (!keep.includes(s)) s.destroy();
    this.cards = keep;
    for (const s of keep) this.addChild(s);
    this.setChildIndex(this.glow, this.children.length - 1);
    this.layout(false);
  }

  /** Adopts a sprite that has flown onto the pile as its new top (already at its landing place). */
  adopt(sprite: CardSprite): void {
    sprite.eventMode = 'none';
    sprite.setLook('normal', 0, null);
    sprite.setMarked(false);
    sprite.body.position.set(0, 0);
    sprite.body.scale.set(1);
    this.addChild(sprite);
    sprite.position.set(sprite.x - this.x, sprite.y - this.y);
    this.cards.push(sprite);
    while (this.cards.length > DiscardPile.SHOWN) this.cards.shift()?.destroy();
    this.setChildIndex(this.glow, this.children.length - 1);
    this.layout(false);
  }

  private layout(animate: boolean): void {
    const k = this.width_ / 90;
    const n = this.cards.length;
    this.cards.forEach((s, i) => {
      const depth = n - 1 - i;
      const t = tossOf(s.card ?? 0, 0);
      const x = t.dx * k, y = t.dy * k, rotation = t.rot;
      if (animate && getMotion() !== 'off') void this.tweener.tween(s, { x, y, rotation, scale: this.width_ / CARD_W }, DURATION.move);
      else {
        s.position.set(x, y);
        s.rotation = rotation;
        s.setDisplayWidth(this.width_);
      }
      // Older cards sink into the felt a little.
      s.alpha = 1;
      s.setLook(depth >= 2 ? 'dimmed' : 'normal', 0, null);
    });
  }
}
