// One card on the table: a cached face or back texture, a soft shadow, and a golden halo when playable.
// The sprite's origin is the card's centre and its scale is displayWidth / CARD_W, so tweens of
// position, rotation and scale move the whole card; lifting and shaking move an inner body only.
import { Container, Graphics, Rectangle, Sprite } from 'pixi.js';
import type { CardArt } from './card-art';
import { getMotion, type Tweener } from './tween';
import { CARD_H, CARD_W, PALETTE, DURATION } from './theme';
import { paw } from './motifs';
import { shake } from './shake';

export type CardLook = 'normal' | 'playable' | 'dimmed';

export class CardSprite extends Container {
  card: number | null;
  faceUp: boolean;
  /** Free for owners (a hand keeps the slot index here). */
  slot = -1;
  readonly body = new Container();
  private readonly shadowSprite: Sprite;
  private readonly glowSprite: Sprite;
  private readonly faceSprite: Sprite;
  private marker: Graphics | null = null;
  private colourMarks: boolean;
  private look: CardLook = 'normal';
  private liftPx = 0;

  constructor(private readonly art: CardArt, card: number | null, faceUp: boolean, displayWidth: number, colourMarks: boolean) {
    super();
    this.card = card;
    this.faceUp = faceUp && card !== null;
    this.colourMarks = colourMarks;
    this.shadowSprite = new Sprite(art.shadow());
    this.shadowSprite.anchor.set(0.5);
    this.shadowSprite.position.set(0, 4);
    this.shadowSprite.alpha = 0.8;
    this.glowSprite = new Sprite(art.glow());
    this.glowSprite.anchor.set(0.5);
    this.glowSprite.visible = false;
    this.faceSprite = new Sprite(this.texture(displayWidth));
    this.faceSprite.anchor.set(0.5);
    this.body.addChild(this.shadowSprite, this.glowSprite, this.faceSprite);
    this.addChild(this.body);
    this.hitArea = new Rectangle(-CARD_W / 2, -CARD_H / 2, CARD_W, CARD_H);
    this.setDisplayWidth(displayWidth);
  }

  get displayWidth(): number {
    return this.scale.x * CARD_W;
  }

  /** Scale for a display width in CSS px. */
  static scaleFor(displayWidth: number): number {
    return displayWidth / CARD_W;
  }

  setDisplayWidth(w: number): void {
    this.scale.set(w / CARD_W);
  }

  /** Shows `card` face up or down (null = an unknown card, always a back). */
  setCard(card: number | null, faceUp: boolean): void {
    this.card = card;
    this.faceUp = faceUp && card !== null;
    this.faceSprite.texture = this.texture(this.displayWidth);
  }

  setColourMarks(on: boolean): void {
    if (on === this.colourMarks) return;
    this.colourMarks = on;
    if (this.faceUp) this.faceSprite.texture = this.texture(this.displayWidth);
  }

  /** Turns the card over: a squeeze and swap when motion is full, an instant swap otherwise. */
  async flip(faceUp: boolean, tweener: Tweener, delay = 0): Promise<void> {
    const next = faceUp && this.card !== null;
    if (next === this.faceUp) return;
    if (getMotion() !== 'full') {
      if (delay) await tweener.wait(delay);
      this.faceUp = next;
      this.faceSprite.texture = this.texture(this.displayWidth);
      return;
    }
    await tweener.tween(this.body, { scaleX: 0 }, DURATION.flip, { delay });
    // A redraw may have destroyed the card half-way (a resize during a deal): nothing left to turn.
    if (this.destroyed) return;
    this.faceUp = next;
    this.faceSprite.texture = this.texture(this.displayWidth);
    await tweener.tween(this.body, { scaleX: 1 }, DURATION.flip);
  }

  /** Playable cards lift and glow; dimmed cards darken; `lift` is in CSS px. */
  setLook(look: CardLook, lift: number, tweener: Tweener | null): void {
    this.look = look;
    this.glowSprite.visible = look === 'playable';
    this.faceSprite.tint = look === 'dimmed' ? 0x9c9c9c : 0xffffff;
    this.shadowSprite.alpha = look === 'dimmed' ? 0.5 : 0.8;
    this.setLift(lift, tweener);
  }

  get currentLook(): CardLook {
    return this.look;
  }

  setLift(lift: number, tweener: Tweener | null): void {
    if (lift === this.liftPx && !tweener) return;
    this.liftPx = lift;
    const y = -lift / (this.scale.y || 1);
    if (tweener && getMotion() === 'full') void tweener.tween(this.body, { y }, DURATION.quick);
    else {
      tweener?.killTweensOf(this.body, false);
      this.body.y = y;
    }
  }

  /** A small golden paw above the card: "the card you just drew". */
  setMarked(on: boolean): void {
    if (on && !this.marker) {
      const g = new Graphics();
      g.roundRect(-26, -17, 52, 30, 15).fill({ color: PALETTE.plate, alpha: 0.92 }).stroke({ width: 2.5, color: PALETTE.gold });
      paw(g, 0, -2, 24, PALETTE.gold);
      g.position.set(0, -CARD_H / 2 - 12);
      this.marker = g;
      this.body.addChild(g);
    } else if (!on && this.marker) {
      this.marker.destroy();
      this.marker = null;
    }
  }

  /** The one refusal shake (shake.ts), of the body so the card's place stays put. */
  shake(tweener: Tweener): Promise<void> {
    return shake(this.body, tweener, { from: 0, scale: this.scale.x || 1 });
  }

  private texture(displayWidth: number) {
    return this.faceUp && this.card !== null ? this.art.face(this.card, this.colourMarks) : this.art.back(displayWidth);
  }
}
