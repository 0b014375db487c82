// The hand at the bottom of the table: N cards in a gentle fan (or a flat row) that fits the width,
// two overlapping rows when one would leave less than a finger's width per card. Tapping a card or
// dragging it onto a drop target (the pile) emits it; the hand never decides what is allowed.
import { Container } from 'pixi.js';
import type { TablePointerEvent } from './pointer-input';
import { CardSprite, type CardLook } from './card';
import type { CardArt } from './card-art';
import { getMotion, type Tweener } from './tween';
import { CARD_ASPECT, CARD_H, CARD_W, DURATION } from './theme';
import { handRows } from './hand-rows';

export interface Rect { x: number; y: number; width: number; height: number }

/** Where a card enters from (in the hand's parent coordinates). */
export interface Placement { x: number; y: number; rotation: number; width: number }

export interface HandLayout {
  /** The band the unlifted cards sit in. */
  area: Rect;
  cardWidth: number;
  /** Smallest visible strip per card (touch target), CSS px. */
  minStep?: number;
  /** Curve the hand into a fan (false: a straight row). */
  fan?: boolean;
}

export interface HandSyncOptions {
  faceUp: boolean;
  /** Animate moves and entries (false: jump). */
  animate: boolean;
  /** Where a new card comes from; null: it rises from below the hand. */
  enterFrom?: (card: number | null, index: number) => Placement | null;
  /** Gap between entries in ms. */
  stagger?: number;
  /** Delay before the first entry in ms. */
  delay?: number;
}

interface Slot {
  x: number;
  y: number;
  rotation: number;
  /** The part of the card not covered by its neighbours, in the card's own (unscaled) coordinates. */
  vis: { x0: number; x1: number; y0: number; y1: number };
}

const DRAG_THRESHOLD = 9;

export class HandFan extends Container {
  onTap: ((card: number) => void) | null = null;
  onDrop: ((card: number, target: string) => void) | null = null;
  /** Which drop target (if any) is under a global point. */
  dropTest: ((x: number, y: number) => string | null) | null = null;
  /** Called while dragging with the target under the card (null when none). */
  onDragOver: ((target: string | null) => void) | null = null;

  private sprites: CardSprite[] = [];
  private slots: Slot[] = [];
  private layout: HandLayout = { area: { x: 0, y: 0, width: 800, height: 140 }, cardWidth: 90 };
  private colourMarks = false;
  private drag: {
    sprite: CardSprite; id: number; startX: number; startY: number; offX: number; offY: number; moved: boolean; over: string | null;
  } | null = null;
  private pending: { sprite: CardSprite; timer: ReturnType<typeof setTimeout> } | null = null;

  constructor(private readonly art: CardArt, private readonly tweener: Tweener) {
    super();
    this.sortableChildren = false;
  }

  get cards(): (number | null)[] {
    return this.sprites.map((s) => s.card);
  }

  get cardWidth(): number {
    return this.layout.cardWidth;
  }

  setColourMarks(on: boolean): void {
    this.colourMarks = on;
    for (const s of this.sprites) s.setColourMarks(on);
  }

  /** New geometry (resize, rotation): cards move to their new places. */
  setLayout(layout: HandLayout, animate: boolean): void {
    this.layout = layout;
    this.place(animate);
  }

  spriteOf(card: number): CardSprite | null {
    return this.sprites.find((s) => s.card === card) ?? null;
  }

  /** Replaces the hand's contents; existing cards keep their sprites and slide to new places. */
  async sync(cards: readonly (number | null)[], options: HandSyncOptions): Promise<void> {
    this.cancelDrag();
    this.clearPending(false);
    const old = this.sprites.slice();
    const used = new Set<CardSprite>();
    const next: CardSprite[] = new Array(cards.length);
    // Same card, same sprite.
    cards.forEach((c, i) => {
      if (c === null) return;
      const s = old.find((o) => !used.has(o) && o.card === c);
      if (s) { used.add(s); next[i] = s; }
    });
    // Unknown cards (face down) reuse unknown sprites in order; such a sprite may become a known card (turned over).
    // A known card's sprite is never reused for another card: it could show that card's face for a moment.
    const spare = old.filter((o) => !used.has(o) && o.card === null);
    const entering: number[] = [];
    cards.forEach((c, i) => {
      if (next[i]) return;
      const s = spare.find((o) => !used.has(o));
      if (s) {
        used.add(s);
        next[i] = s;
        if (s.card !== c) s.setCard(c, false);
      } else {
        const fresh = new CardSprite(this.art, c, false, this.layout.cardWidth, this.colourMarks);
        fresh.eventMode = 'static';
        fresh.cursor = 'pointer';
        this.attach(fresh);
        next[i] = fresh;
        entering.push(i);
      }
    });
    // Cards that left the hand without being taken: slip away downwards.
    const leaving = old.filter((o) => !used.has(o));
    this.sprites = next;
    this.slots = this.computeSlots(next.length);
    for (let i = 0; i < next.length; i++) this.addChild(next[i]);

    const animate = options.animate && getMotion() !== 'off';
    const jobs: Promise<void>[] = [];
    for (const s of leaving) {
      s.eventMode = 'none';
      if (animate) jobs.push(this.tweener.tween(s, { y: s.y + CARD_H, alpha: 0 }, DURATION.move).then(() => s.destroy()));
      else s.destroy();
    }
    const enterSet = new Set(entering);
    const gap = options.stagger ?? DURATION.stagger;
    let order = 0;
    for (let i = 0; i < next.length; i++) {
      const s = next[i];
      const slot = this.slots[i];
      s.slot = i;
      const wantFace = options.faceUp && s.card !== null;
      if (enterSet.has(i)) {
        const from = options.enterFrom?.(s.card, i) ?? null;
        if (from) {
          s.position.set(from.x, from.y);
          s.rotation = from.rotation;
          s.setDisplayWidth(from.width);
        } else {
          s.position.set(slot.x, slot.y + this.layout.cardWidth * CARD_ASPECT * 1.2);
          s.rotation = slot.rotation;
          s.setDisplayWidth(this.layout.cardWidth);
        }
        if (!animate) {
          this.moveTo(s, slot, false);
          s.setCard(s.card, wantFace);
          continue;
        }
        const delay = (options.delay ?? 0) + order++ * gap;
        s.alpha = getMotion() === 'reduced' ? 0 : 1;
        jobs.push(this.tweener.tween(s, { ...this.target(slot), alpha: 1 }, DURATION.flight, { delay }));
        if (wantFace) jobs.push(this.tweener.wait(delay + DURATION.flight * 0.4).then(() => s.flip(true, this.tweener)));
      } else {
        jobs.push(this.moveTo(s, slot, animate));
        if (s.faceUp !== wantFace) jobs.push(s.flip(wantFace, this.tweener, animate ? order++ * 30 : 0));
      }
    }
    await Promise.all(jobs);
  }

  /** Removes a card's sprite from the hand and returns it (the caller reparents it); the rest close up. */
  take(card: number): CardSprite | null {
    const i = this.sprites.findIndex((s) => s.card === card);
    if (i < 0) return null;
    const s = this.sprites[i];
    if (this.drag?.sprite === s) this.cancelDrag(false);
    if (this.pending?.sprite === s) this.clearPending(false);
    this.sprites.splice(i, 1);
    this.detach(s);
    this.slots = this.computeSlots(this.sprites.length);
    return s;
  }

  /** Removes the unknown card at `index` (face-down hands), or the last one. */
  takeAt(index: number): CardSprite | null {
    if (!this.sprites.length) return null;
    const i = Math.max(0, Math.min(this.sprites.length - 1, index));
    const s = this.sprites[i];
    this.sprites.splice(i, 1);
    this.detach(s);
    this.slots = this.computeSlots(this.sprites.length);
    return s;
  }

  /** Sets each card's look (playable halo and lift, dimmed, the "just drawn" mark). */
  setLooks(look: (card: number | null, current: CardLook) => { look: CardLook; lift: number; marked: boolean }, animate: boolean): void {
    for (const s of this.sprites) {
      const l = look(s.card, s.currentLook);
      s.setLook(l.look, l.lift, animate ? this.tweener : null);
      s.setMarked(l.marked);
    }
  }

  /** Where the sprite of `card` currently rests, in the hand's parent coordinates. */
  placementOf(sprite: CardSprite): Placement {
    return { x: sprite.x, y: sprite.y + sprite.body.y * sprite.scale.y, rotation: sprite.rotation, width: sprite.displayWidth };
  }

  /** The uncovered part of a card as a rectangle in the hand's parent coordinates (centre is safe to tap). */
  locate(card: number): Rect | null {
    const i = this.sprites.findIndex((s) => s.card === card);
    if (i < 0) return null;
    const s = this.sprites[i];
    const slot = this.slots[i];
    if (!slot) return null;
    const k = s.scale.x;
    const lift = s.body.y;
    const lx = (slot.vis.x0 + slot.vis.x1) / 2;
    // The upper part of the visible area (the index corner), below any lift.
    const ly = slot.vis.y0 + (slot.vis.y1 - slot.vis.y0) * 0.4 + lift;
    const cos = Math.cos(s.rotation), sin = Math.sin(s.rotation);
    const cx = s.x + (lx * cos - ly * sin) * k;
    const cy = s.y + (lx * sin + ly * cos) * k;
    const w = (slot.vis.x1 - slot.vis.x0) * k * 0.9;
    const h = Math.min((slot.vis.y1 - slot.vis.y0) * k, CARD_H * k) * 0.6;
    return { x: cx - w / 2, y: cy - h / 2, width: w, height: h };
  }

  /** A card dropped on a target and not yet answered goes back to its place. */
  settlePending(): void {
    this.clearPending(true);
  }

  override destroy(options?: Parameters<Container['destroy']>[0]): void {
    this.clearPending(false);
    this.drag = null;
    super.destroy(options);
  }

  // ---------- layout ----------

  private computeSlots(n: number): Slot[] {
    const { area, cardWidth: w } = this.layout;
    const h = w * CARD_ASPECT;
    const minStep = this.layout.minStep ?? 44;
    const k = w / CARD_W;
    const { rows, perRow, step } = handRows(n, area.width, w, minStep);
    const rowGap = rows === 2 ? h * 0.44 : 0;
    const fan = this.layout.fan !== false;
    const radius = w * 30;
    const slots: Slot[] = [];
    const cxArea = area.x + area.width / 2;
    // Two rows: the front row sinks below the band (its index corner stays in view), the back row shows above it.
    const frontY = area.y + area.height / 2 + (rows === 2 ? h * 0.22 : 0);
    const widest = ((perRow - 1) / 2) * step;
    const sag = fan ? (widest * widest) / (2 * radius) : 0;
    for (let i = 0; i < n; i++) {
      const row = rows === 2 ? (i < perRow ? 0 : 1) : 0;
      const inRow = rows === 2 ? (row === 0 ? perRow : n - perRow) : n;
      const j = row === 0 ? i : i - perRow;
      const dx = (j - (inRow - 1) / 2) * step;
      const rotation = fan ? dx / radius : 0;
      const x = cxArea + dx;
      const y = frontY - (rows === 2 && row === 0 ? rowGap : 0) + (fan ? (dx * dx) / (2 * radius) - sag * 0.8 : 0);
      const last = j === inRow - 1;
      slots.push({
        x, y, rotation,
        vis: {
          x0: -CARD_W / 2,
          x1: last ? CARD_W / 2 : -CARD_W / 2 + step / k,
          y0: -CARD_H / 2,
          y1: rows === 2 && row === 0 ? -CARD_H / 2 + rowGap / k : CARD_H / 2,
        },
      });
    }
    return slots;
  }

  private target(slot: Slot) {
    return { x: slot.x, y: slot.y, rotation: slot.rotation, scale: CardSprite.scaleFor(this.layout.cardWidth) };
  }

  private moveTo(s: CardSprite, slot: Slot, animate: boolean): Promise<void> {
    // Reduced motion: cards closing up jump into place (a fade of every card would only blur the hand).
    if (!animate || getMotion() !== 'full') {
      this.tweener.killTweensOf(s, false);
      s.position.set(slot.x, slot.y);
      s.rotation = slot.rotation;
      s.setDisplayWidth(this.layout.cardWidth);
      s.alpha = 1;
      return Promise.resolve();
    }
    if (Math.abs(s.x - slot.x) < 0.5 && Math.abs(s.y - slot.y) < 0.5 && Math.abs(s.scale.x - CardSprite.scaleFor(this.layout.cardWidth)) < 1e-4) {
      s.rotation = slot.rotation;
      return Promise.resolve();
    }
    return this.tweener.tween(s, { ...this.target(slot), alpha: 1 }, DURATION.move);
  }

  private place(animate: boolean): void {
    this.slots = this.computeSlots(this.sprites.length);
    this.sprites.forEach((s, i) => {
      if (this.drag?.sprite === s || this.pending?.sprite === s) return;
      void this.moveTo(s, this.slots[i], animate);
    });
  }

  // ---------- gestures ----------

  private attach(s: CardSprite): void {
    s.on('pointerdown', this.onDown, this);
    s.on('pointerup', this.onUp, this);
    s.on('pointerupoutside', this.onUp, this);
  }

  private detach(s: CardSprite): void {
    s.off('pointerdown', this.onDown, this);
    s.off('pointerup', this.onUp, this);
    s.off('pointerupoutside', this.onUp, this);
    s.off('globalpointermove', this.onMove, this);
    s.eventMode = 'none';
    s.cursor = 'default';
    s.setLook('normal', 0, null);
    s.setMarked(false);
    this.removeChild(s);
  }

  private onDown(e: TablePointerEvent): void {
    if (this.drag) return;
    const s = e.currentTarget as CardSprite;
    if (this.pending?.sprite === s) this.clearPending(false);
    const p = this.parent ? this.parent.toLocal(e.global) : e.global;
    this.drag = { sprite: s, id: e.pointerId, startX: p.x, startY: p.y, offX: s.x - p.x, offY: s.y - p.y, moved: false, over: null };
    s.on('globalpointermove', this.onMove, this);
  }

  private onMove(e: TablePointerEvent): void {
    const d = this.drag;
    if (!d || e.pointerId !== d.id) return;
    const p = this.parent ? this.parent.toLocal(e.global) : e.global;
    if (!d.moved) {
      if (Math.hypot(p.x - d.startX, p.y - d.startY) < DRAG_THRESHOLD) return;
      d.moved = true;
      this.tweener.killTweensOf(d.sprite, false);
      this.addChild(d.sprite);
      d.sprite.setLift(0, null);
      void this.tweener.tween(d.sprite, { rotation: 0, scale: CardSprite.scaleFor(this.layout.cardWidth * 1.06) }, DURATION.quick,
        { keepMotionWhenReduced: true });
    }
    d.sprite.position.set(p.x + d.offX, p.y + d.offY);
    const over = this.dropTest?.(e.global.x, e.global.y) ?? null;
    if (over !== d.over) {
      d.over = over;
      this.onDragOver?.(over);
    }
  }

  private onUp(e: TablePointerEvent): void {
    const d = this.drag;
    if (!d || e.pointerId !== d.id) return;
    d.sprite.off('globalpointermove', this.onMove, this);
    this.drag = null;
    const card = d.sprite.card;
    if (!d.moved) {
      if (card !== null) this.onTap?.(card);
      return;
    }
    if (d.over !== null) this.onDragOver?.(null);
    const target = this.dropTest?.(e.global.x, e.global.y) ?? null;
    if (target !== null && card !== null) {
      // Stay where dropped until the table host answers (a render takes the card, a refusal sends it back).
      const timer = setTimeout(() => this.clearPending(true), 1500);
      this.pending = { sprite: d.sprite, timer };
      this.onDrop?.(card, target);
    } else {
      this.springBack(d.sprite);
    }
  }

  private springBack(s: CardSprite): void {
    const i = this.sprites.indexOf(s);
    if (i < 0) return;
    this.reorder();
    void this.moveTo(s, this.slots[i], true);
  }

  private reorder(): void {
    for (let i = 0; i < this.sprites.length; i++) if (this.sprites[i].parent === this) this.setChildIndex(this.sprites[i], i);
  }

  private cancelDrag(back = true): void {
    const d = this.drag;
    if (!d) return;
    d.sprite.off('globalpointermove', this.onMove, this);
    this.drag = null;
    if (d.over !== null) this.onDragOver?.(null);
    if (back && d.moved) this.springBack(d.sprite);
  }

  private clearPending(back: boolean): void {
    const p = this.pending;
    if (!p) return;
    clearTimeout(p.timer);
    this.pending = null;
    if (back && !p.sprite.destroyed) this.springBack(p.sprite);
  }
}
