// The Mauwi table in PixiJS: every seat's four columns, the bottom seat's hand, the piles, the turn, an open
// attack chain and a gain being placed. It never changes game state and never decides legality: it lights up
// what `legal` allows and proposes what the player touches; the table host accepts or refuses. When one touch
// matches several legal events (a joker's identity, PLACE or UNBLOCK, which card turns into a 9) it proposes
// { type: 'CHOOSE', choices } and play.ts asks.
import { STAGE_TOP } from '../../../scene/table';
import { Container, Graphics, Rectangle, Sprite, Text } from 'pixi.js';
import type { Settings } from '../../../base/settings';
import type { Proposal } from '../../../ui/game-ui';
import type { Card } from '../rules/cards';
import type { MauwiEvent } from '../rules/types';
import type { ColumnView, MauwiView } from '../rules/view';
import { openTable, type TableScaffold } from '../../../scene/table-scaffold';
import { TableScene, sameMoves, type Felt } from '../../../scene/table-scene';
import { Badge, BADGE_STYLES } from '../../../scene/badge';
import { getMotion } from '../../../scene/tween';
import { CARD_ASPECT, CARD_W, DURATION, FONT_FAMILY, PALETTE } from '../../../scene/theme';
import { MauwiArt } from './scene-art';
import { columnOf, scoreLabel, seatTotal } from '../words/score-labels';
import { columnScore } from '../rules/columns';
import { HEADER, MIN_TEXT, columnSlots, mauwiLayout, type AreaBox, type Layout, type Rect } from './scene-layout';

export { mauwiLayout } from './scene-layout';

export { columnOf, scoreLabel, seatTotal } from '../words/score-labels';
import { hasMessage, inLanguage, t } from '../../../base/i18n';
import { mauwiSceneText, type MauwiSceneKey } from '../words/scene-text';
import { triedCard } from './scene-input';
import { isFreshDeal, mauwiDealSteps } from './scene-deal';
import { DEAL_FLIGHT_MS, dealGap } from '../../../scene/deal-order';
import { dealOnSettledTable, type CutShort } from '../../../scene/deal-settle';
import { RecentMarks, MARK_PAD, type MarkShape } from '../../../scene/recent-mark';
import { NO_RECENT, type MauwiRecent } from './recent';
import { KeptParts, markCount } from '../../../scene/kept-parts';

export interface MauwiRenderContext {
  legal: MauwiEvent[];
  bottomSeat: number;
  showHand: boolean;
  /** What the others did since your last turn, marked quietly (recent.ts). */
  recent?: MauwiRecent;
}

export type MauwiTarget = { card: number } | { seat: number; column: number } | 'draw' | 'discard' | 'controls';

export interface MauwiScene {
  render(view: MauwiView, ctx: MauwiRenderContext): Promise<void>;
  /** Proposals are events without `seat`, or { type: 'CHOOSE', choices } when one touch matches several. */
  onPropose(handler: (p: Proposal) => void): void;
  /** Shakes a refused card (or nothing when the card is not in the bottom hand). */
  refuse(card: number | null): void;
  setSettings(settings: Settings): void;
  /** CSS-px rectangle (relative to the container) of a hand card, a seat's column or a pile. */
  locate(target: MauwiTarget): Rect | null;
  /** The hand card selected by a tap, waiting for a target. */
  readonly selected: number | null;
  /** What a tap on a hand card does (also the keyboard's way in): select it, or play it when it needs no target. */
  pickCard(card: number): void;
  /** What a tap on a column does: the selected card's move there, or a gain placed there. */
  pickColumn(seat: number, column: number): void;
  /** True when a tap on this column now would make a move. */
  isTarget(seat: number, column: number): boolean;
  /** Called after every redraw (a selection, a resize, a new view), so DOM keys can follow the cards. */
  onRedraw(handler: () => void): void;
  /** No move can be made while one is being saved. */
  freeze(): void;
  destroy(): void;
}

export interface MauwiSceneOptions {
  names: string[];
  settings: Settings;
  /** Room kept free for DOM at the top (default 64 px). */
  insetTop?: number;
}

export async function createMauwiScene(container: HTMLElement, options: MauwiSceneOptions): Promise<MauwiScene> {
  return new MauwiTable(await openTable<Proposal>(container, options.settings, 'Mauwi'), options);
}

// ---------- pure helpers (exported for tests) ----------

const key = (seat: number, column: number): string => `${seat}:${column}`;
const LETTERS = ['A', 'B', 'C', 'D'];

export function eventCard(e: MauwiEvent): number | null {
  return 'card' in e ? e.card : null;
}

/** The column a targeted event points at, or null for events made by the card alone (defend, renew, Tuatara). */
export function eventTarget(e: MauwiEvent): { seat: number; column: number } | null {
  switch (e.type) {
    case 'PLACE': case 'UNBLOCK': case 'PLACE_GAIN': return { seat: e.seat, column: e.column };
    case 'BLOCK': case 'ATTACK': case 'NINOX': return { seat: e.target, column: e.column };
    case 'KIWI': return { seat: e.fromSeat, column: e.fromColumn };
    default: return null;
  }
}

/** An event as the table host wants it from a gesture: without the seat. */
export function toProposal(e: MauwiEvent): Proposal {
  const { seat: _seat, ...rest } = e;
  return rest as Proposal;
}

export function proposalOf(events: MauwiEvent[]): Proposal | null {
  if (events.length === 0) return null;
  if (events.length === 1) return toProposal(events[0]);
  return { type: 'CHOOSE', choices: events.map(toProposal) };
}

function fmt(s: string, p: Record<string, string | number>): string {
  return s.replace(/\{(\w+)\}/g, (m, k: string) => (k in p ? String(p[k]) : m));
}

// ---------- the scene ----------

class MauwiTable extends TableScene<Proposal, MauwiEvent, MauwiView, MauwiRenderContext> implements MauwiScene {
  private readonly art: MauwiArt;
  private readonly root = new Container();
  private readonly handLayer = new Container();
  /** The table's parts and the hand's cards, each kept while what it draws is the same (kept-parts.ts). */
  private readonly parts = new KeptParts<Container>(this.root);
  private readonly handParts = new KeptParts<Container>(this.handLayer);
  private layout: Layout;
  private selectedCard: number | null = null;
  private handSprites = new Map<number, Container>();
  /** Where the cards of the hand were before a new view, so a played card flies from there. */
  private handBefore = new Map<number, { x: number; y: number }>();
  private columnRects = new Map<string, Rect>();
  private columnNodes = new Map<string, Container>();
  private columnCardW = new Map<string, number>();
  /** Cards in flight, above everything. */
  private readonly flightLayer = new Container();
  private readonly marks: RecentMarks;
  private pileRects: { draw: Rect | null; discard: Rect | null } = { draw: null, discard: null };

  constructor(t: TableScaffold<Proposal>, private readonly options: MauwiSceneOptions) {
    // Flights land before a render or a resize redraws: the places they flew to are gone (a deal is then dealt again).
    super(t, { finishMotion: true });
    this.art = t.own(new MauwiArt(t.renderer, t.resolution));
    this.layout = mauwiLayout(t.width, t.height, Math.max(2, options.names.length), 0, options.insetTop ?? STAGE_TOP);
    this.marks = new RecentMarks(this.tw);
    // Under everything: a badge or a score lying over a mark hides it, never the other way round.
    t.stack(this.marks, this.root, this.handLayer, this.flightLayer);
  }

  get selected(): number | null { return this.selectedCard; }

  private text(k: MauwiSceneKey, p: Record<string, string | number> = {}): string {
    // In the table's language when its words are here (French and German load on demand), else in English.
    const lang = this.t.settings.language;
    return fmt(hasMessage(k, lang) ? inLanguage(lang, () => t(k)) : mauwiSceneText.en[k], p);
  }

  /** The same moves in the same phase keep the selection while it is still legal; news drops it. */
  protected override arrive(view: MauwiView, ctx: MauwiRenderContext, prev: MauwiView | null): boolean {
    const sameTurn = sameMoves(prev, view) && prev!.phase === view.phase;
    if (!sameTurn || (this.selectedCard !== null && !ctx.legal.some((e) => eventCard(e) === this.selectedCard))) this.selectedCard = null;
    this.handBefore = new Map();
    for (const [card, c] of this.handSprites) this.handBefore.set(card, { x: c.x, y: c.y });
    return !sameTurn;
  }

  protected override async animate(view: MauwiView, ctx: MauwiRenderContext, prev: MauwiView | null, news: boolean): Promise<void> {
    // A new game comes out of the draw pile card by card, as Meow Meow deals.
    if (isFreshDeal(prev, view) && getMotion() !== 'off') { await this.dealIn(view, ctx); return; }
    if (!news) return;
    if (getMotion() === 'full') await this.flyPlayedCards(view, ctx, this.handBefore);
    else if (getMotion() === 'reduced') {
      this.root.alpha = 0.6;
      await this.tw.tween(this.root, { alpha: 1 }, DURATION.move);
    }
  }

  /** Each card the last move put on the table flies there from the hand that played it (the bottom hand's
   *  card from where it lay; another seat's from its name plate), landing where the new table shows it. */
  private async flyPlayedCards(view: MauwiView, ctx: MauwiRenderContext, handBefore: Map<number, { x: number; y: number }>): Promise<void> {
    const flights: Promise<void>[] = [];
    view.last.forEach((a, i) => {
      if (!('card' in a)) return;
      const to = this.landingOf(view, a.card);
      if (!to) return;
      const from = (a.seat === ctx.bottomSeat ? handBefore.get(a.card) : undefined) ?? this.plateOf(a.seat);
      if (!from) return;
      const sprite = this.sprite(a.card, to.w);
      sprite.position.set(from.x, from.y);
      this.flightLayer.addChild(sprite);
      if (to.node) to.node.alpha = 0;
      flights.push(this.tw.tween(sprite, { x: to.x, y: to.y }, DURATION.flight, { delay: i * DURATION.stagger }).then(() => {
        if (to.node && !to.node.destroyed) to.node.alpha = 1;
        sprite.destroy();
      }));
    });
    await Promise.all(flights);
  }

  /** The deal: backs leave the draw pile one at a time round the table (staggered, 280 ms flights; fades when motion
   *  is reduced); another seat's card flies to its name plate, the bottom seat's to its place in the hand, which
   *  shows it once it has landed. Dealt again if the table resizes under it (deal-settle.ts). */
  private dealIn(view: MauwiView, ctx: MauwiRenderContext): Promise<void> {
    return dealOnSettledTable(() => `${this.t.width}x${this.t.height}`, (cutShort) => this.dealOnce(view, ctx, cutShort));
  }

  private async dealOnce(view: MauwiView, ctx: MauwiRenderContext, cutShort: CutShort): Promise<void> {
    const from = this.pileRects.draw;
    if (!from) return;
    const steps = mauwiDealSteps(view);
    const gap = dealGap(steps.length);
    const hand = this.handLayer.children.slice();
    for (const c of hand) c.alpha = 0;
    const seen = new Map<number, number>();
    const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
    await this.tw.stagger(steps, gap, async (d) => {
      if (cutShort()) return;
      const i = seen.get(d.seat) ?? 0;
      seen.set(d.seat, i + 1);
      const landing = d.seat === ctx.bottomSeat ? hand[i] ?? null : null;
      const to = landing ? { x: landing.x, y: landing.y, w: this.layout.hand.cardW } : this.plateOf(d.seat) && { ...this.plateOf(d.seat)!, w: from.width * 0.6 };
      if (!to) return;
      const s = this.sprite(null, from.width);
      s.position.set(start.x, start.y);
      this.flightLayer.addChild(s);
      await this.tw.tween(s, { x: to.x, y: to.y, scale: to.w / CARD_W }, DEAL_FLIGHT_MS);
      if (!s.destroyed) s.destroy();
      if (landing && !landing.destroyed) landing.alpha = 1;
    });
    for (const c of hand) if (!c.destroyed) c.alpha = 1;
  }

  /** Where a card now lies on the table: on top of a column, as the attacking card, or on the discard pile. */
  private landingOf(view: MauwiView, card: Card): { x: number; y: number; w: number; node: Container | null } | null {
    for (const [k, node] of this.columnNodes) {
      const [seat, col] = k.split(':').map(Number);
      const c = view.areas[seat]?.[col];
      if (c && (c.top === card || view.chain?.card === card && view.chain.defender === seat && view.chain.column === col)) {
        const b = node.getBounds();
        return { x: b.x + b.width / 2, y: b.y + b.height / 2, w: this.columnCardW.get(k) ?? 60, node };
      }
    }
    if (view.discard[view.discard.length - 1] === card && this.pileRects.discard) {
      const r = this.pileRects.discard;
      return { x: r.x + r.width / 2, y: r.y + r.height / 2, w: r.width, node: null };
    }
    return null;
  }

  private plateOf(seat: number): { x: number; y: number } | null {
    const box = this.layout.areas.find((a) => a.seat === seat);
    return box ? { x: box.x + box.w / 2, y: box.y + HEADER } : null;
  }

  freeze(): void {
    this.moves.freeze();
    this.selectedCard = null;
    this.redraw();
  }

  refuse(card: number | null): void {
    const s = card === null ? undefined : this.handSprites.get(card);
    if (s) this.t.shake(s);
  }

  locate(target: MauwiTarget): Rect | null {
    if (target === 'draw') return this.pileRects.draw;
    if (target === 'discard') return this.pileRects.discard;
    if (target === 'controls') return this.layout.controls;
    if ('card' in target) {
      const s = this.handSprites.get(target.card);
      if (!s) return null;
      const b = s.getBounds();
      return { x: b.x, y: b.y, width: b.width, height: b.height };
    }
    return this.columnRects.get(key(target.seat, target.column)) ?? null;
  }

  // ---------- input ----------

  pickCard(card: number): void {
    const evs = this.legal().filter((e) => eventCard(e) === card);
    // No move for this card: propose it as it is; the table host refuses it with the reason (and shakes it).
    if (evs.length === 0) {
      if (this.view && this.legal().length > 0) this.propose(triedCard(this.view.phase, card));
      return;
    }
    const direct = evs.filter((e) => eventTarget(e) === null);
    if (direct.length === evs.length) {
      this.selectedCard = null;
      this.propose(proposalOf(direct));
      return;
    }
    this.selectedCard = this.selectedCard === card ? null : card;
    this.redraw();
  }

  /** Events a tap on this column would make now. */
  private columnEvents(seat: number, column: number): MauwiEvent[] {
    return this.legal().filter((e) => {
      const t = eventTarget(e);
      if (!t || t.seat !== seat || t.column !== column) return false;
      if (e.type === 'PLACE_GAIN') return true;
      return this.selectedCard !== null && eventCard(e) === this.selectedCard;
    });
  }

  isTarget(seat: number, column: number): boolean {
    return this.columnEvents(seat, column).length > 0;
  }

  pickColumn(seat: number, column: number): void {
    const evs = this.columnEvents(seat, column);
    if (evs.length === 0) {
      if (this.selectedCard !== null) { this.selectedCard = null; this.redraw(); }
      return;
    }
    this.selectedCard = null;
    this.redraw();
    this.propose(proposalOf(evs));
  }

  // ---------- drawing ----------

  protected override arrange(): Felt {
    const n = this.view?.seats ?? Math.max(2, this.options.names.length);
    const bottom = this.ctx?.bottomSeat ?? 0;
    this.layout = mauwiLayout(this.t.width, this.t.height, n, bottom, this.options.insetTop ?? STAGE_TOP);
    return { width: this.layout.width, height: this.layout.height };
  }

  protected override draw(): void {
    const view = this.view;
    const L = this.layout;
    this.parts.begin();
    this.handParts.begin();
    this.handSprites.clear();
    this.columnRects.clear();
    this.columnNodes.clear();
    this.columnCardW.clear();
    for (const c of this.flightLayer.removeChildren()) c.destroy();
    const ctx = this.ctx;
    if (view && ctx) {
      const targets = new Set<string>();
      for (const e of this.legal()) {
        const t = eventTarget(e);
        if (!t) continue;
        if (e.type === 'PLACE_GAIN' || (this.selectedCard !== null && eventCard(e) === this.selectedCard)) targets.add(key(t.seat, t.column));
      }
      for (const box of L.areas) this.drawArea(view, ctx, box, targets);
      this.drawBanner(view);
      this.drawPiles(view);
      this.drawHand(view, ctx);
    }
    this.parts.end();
    this.handParts.end();
    // The flights and the deal a kept card waited for are gone: it stands as the still picture shows it.
    for (const n of this.columnNodes.values()) n.alpha = 1;
    for (const n of this.handLayer.children) n.alpha = 1;
    markCount(this.t.renderer.canvas, { built: this.parts.built + this.handParts.built, size: this.parts.size + this.handParts.size });
    if (view && ctx) this.showMarks(view, ctx.recent ?? NO_RECENT);
  }

  /** The words' language (a part with words is drawn again when it changes). */
  private get lang(): string {
    return this.t.settings.language;
  }

  /** The columns, the discard pile and the areas of the seats that moved since your last turn (recent-mark.ts). */
  private showMarks(view: MauwiView, r: MauwiRecent): void {
    const shapes: MarkShape[] = [];
    for (const { seat, column } of r.columns) {
      const box = this.layout.areas.find((a) => a.seat === seat);
      const c = view.areas[seat]?.[column];
      if (!box || !c) continue;
      const slot = columnSlots(box)[column];
      const w = box.cardW, h = w * CARD_ASPECT;
      const backs = c.top === null ? Math.max(0, c.nines - 1) : c.nines;
      const up = backs * box.stack * h;
      // Between columns the brackets stay inside the gap.
      const pad = Math.max(1, Math.min(MARK_PAD, box.gap / 2 - 2));
      shapes.push({ kind: 'rect', x: box.x + slot.cx - w / 2, y: box.y + slot.cy - h / 2 - up, w, h: h + up, pad });
    }
    if (r.discard && this.pileRects.discard) {
      const d = this.pileRects.discard;
      shapes.push({ kind: 'rect', x: d.x, y: d.y, w: d.width, h: d.height });
    }
    for (const seat of r.seats) {
      const box = this.layout.areas.find((a) => a.seat === seat);
      // On the area's own frame: areas may lie 2 px apart, and the name line is too thin for a mark of its own.
      if (box) shapes.push({ kind: 'rect', x: box.x, y: box.y, w: box.w, h: box.h, pad: 0, radius: 12 });
    }
    this.marks.show(shapes, 1, JSON.stringify(r));
  }

  private drawArea(view: MauwiView, ctx: MauwiRenderContext, box: AreaBox, targets: Set<string>): void {
    const seat = box.seat;
    const over = view.phase === 'over';
    const actors = actingSeats(view);
    const isTurn = !over && seat === view.turn;
    const acting = !over && actors.includes(seat);
    const winner = over && view.winners.includes(seat);
    const mate = view.teammate !== null && view.teammate === seat ? ' ♥' : '';
    const name = `${isTurn ? '▶ ' : winner ? '★ ' : ''}${this.options.names[seat] ?? `${seat + 1}`}${mate}`;
    const counts = `🂠 ${view.handCounts[seat]}  Σ ${seatTotal(view, seat)}`;
    this.parts.part(`area ${seat}`, { box, F: this.layout.fonts, isTurn, acting, winner, name, counts }, () => this.areaArt(box, isTurn, acting, winner, name, counts));

    // The four columns, each with its hit area (at least 44 px, columnSlots) over the card, the 9s and its score.
    const cw = box.cardW;
    const chain = view.chain;
    columnSlots(box).forEach((slot, col) => {
      const c = view.areas[seat][col];
      const target = targets.has(key(seat, col));
      const attack = chain && chain.defender === seat && chain.column === col ? { card: chain.card } : null;
      const node = this.parts.part(`column ${seat}:${col}`, { L: this.layout, c, target, attack, lang: this.lang }, () => {
        const n = this.drawColumn(view, seat, col, c, box, target);
        n.position.set(box.x + slot.cx, box.y + slot.cy);
        return n;
      });
      this.columnNodes.set(key(seat, col), node);
      this.columnCardW.set(key(seat, col), cw);
      this.columnRects.set(key(seat, col), slot.hit);
      this.parts.part(`hit ${seat}:${col}`, slot.hit, () => {
        const hit = new Container();
        hit.hitArea = new Rectangle(slot.hit.x, slot.hit.y, slot.hit.width, slot.hit.height);
        hit.eventMode = 'static';
        hit.cursor = 'pointer';
        hit.on('pointertap', () => this.pickColumn(seat, col));
        return hit;
      });
    });
    void ctx;
  }

  /** A seat's area: its frame, lit while it acts, and its header (turn marker, name, hand size, total). */
  private areaArt(box: AreaBox, isTurn: boolean, acting: boolean, winner: boolean, name: string, counts: string): Container {
    const area = new Container();
    area.position.set(box.x, box.y);
    const bg = new Graphics();
    bg.roundRect(0, 0, box.w, box.h, 12).fill({ color: 0x000000, alpha: box.big ? 0.22 : 0.18 });
    const edge = winner || isTurn ? PALETTE.gold : acting ? PALETTE.alert : PALETTE.flax;
    bg.roundRect(0, 0, box.w, box.h, 12).stroke({ width: isTurn || acting || winner ? 3 : 1.5, color: edge, alpha: isTurn || acting || winner ? 1 : 0.4 });
    area.addChild(bg);

    // Header: turn marker, name, hand size, total.
    const header = new Graphics();
    const F = this.layout.fonts;
    // A top header is a line across; a side header a block on the left, the name over the counts.
    const hh = box.side ? box.h : box.header;
    const hw = box.side ? box.header : box.w;
    if (isTurn || acting || winner) header.roundRect(4, 4, hw - 8, hh - 8, 8).fill({ color: edge, alpha: 0.9 });
    area.addChild(header);
    const dark = isTurn || acting || winner;
    const nameText = new Text({ text: name, style: { fontFamily: FONT_FAMILY, fontWeight: '700', fontSize: box.big ? F.bigName : F.name, fill: dark ? PALETTE.ink : PALETTE.text } });
    const info = new Text({
      text: counts,
      style: { fontFamily: FONT_FAMILY, fontWeight: '700', fontSize: box.big ? F.bigInfo : F.info, fill: dark ? PALETTE.ink : PALETTE.textDim },
    });
    if (box.side) {
      nameText.position.set(10, Math.max(6, hh / 2 - nameText.height - 1));
      info.position.set(10, nameText.y + nameText.height + 2);
    } else {
      info.anchor.set(1, 0);
      info.position.set(box.w - 10, 4 + (hh - 4 - info.height) / 2);
      nameText.position.set(10, 4 + (hh - 4 - nameText.height) / 2);
    }
    // A long name is cut short (never drawn smaller): the counts and the total always show in full.
    fitWidth(nameText, box.side ? hw - 16 : box.w - info.width - 28);
    area.addChild(nameText, info);
    return area;
  }

  private sprite(card: Card | null, w: number): Sprite {
    const s = new Sprite(card === null ? this.art.back() : this.art.face(card));
    s.anchor.set(0.5);
    s.scale.set(w / CARD_W);
    return s;
  }

  private drawColumn(view: MauwiView, seat: number, col: number, c: ColumnView, box: AreaBox, target: boolean): Container {
    const node = new Container();
    const w = box.cardW;
    const h = w * CARD_ASPECT;
    const step = box.stack * h;
    const F = this.layout.fonts;
    // Badges at least the table's smallest text, bigger with bigger cards.
    const badgeScale = (style: { fontSize: number }, grow: number) => Math.max(F.badge / style.fontSize, Math.min(1, w / grow));
    const chain = view.chain;
    if (target) {
      const g = new Sprite(this.art.glow());
      g.anchor.set(0.5);
      g.scale.set(w / CARD_W);
      node.addChild(g);
    }
    if (c.nines === 0 && c.top === null) {
      const slot = new Sprite(this.art.slot());
      slot.anchor.set(0.5);
      slot.scale.set(w / CARD_W);
      node.addChild(slot);
      const letter = new Text({ text: LETTERS[col], style: { fontFamily: FONT_FAMILY, fontWeight: '700', fontSize: Math.max(MIN_TEXT, w * 0.32), fill: PALETTE.pounamuLight } });
      letter.anchor.set(0.5);
      letter.alpha = 0.6;
      node.addChild(letter);
    } else {
      // Face-down 9s peek out above, the covering card (or the last 9) in front.
      const backs = c.top === null ? c.nines - 1 : c.nines;
      for (let i = 0; i < backs; i++) {
        const b = this.sprite(null, w);
        b.y = -(backs - i) * step;
        node.addChild(b);
      }
      node.addChild(this.sprite(c.top, w));
      if (c.top !== null && c.owner !== seat) {
        // Someone else's card on these 9s: the column is blocked.
        const ring = new Graphics();
        ring.roundRect(-w / 2 - 3, -h / 2 - 3, w + 6, h + 6, 8).stroke({ width: 4, color: PALETTE.alert });
        node.addChild(ring);
        const tag = new Badge(this.text('mauwi.scene.blocked'), BADGE_STYLES.note, badgeScale(BADGE_STYLES.note, 200));
        tag.position.set(0, h / 2 - 10);
        // A column narrower than the word (a phone): a padlock says it, the word never shrinks under 14 px.
        if (tag.width > w + 8) {
          tag.destroy();
          const lock = padlock(12);
          lock.position.set(0, h / 2 - 12);
          node.addChild(lock);
        } else node.addChild(tag);
      }
      if (c.top !== null && c.as > 0) {
        const as = new Badge(`= ${c.as}`, BADGE_STYLES.gold, badgeScale(BADGE_STYLES.gold, 160));
        as.position.set(w * 0.3, -h * 0.3);
        node.addChild(as);
      }
      if (c.nines > 0) {
        const count = new Badge(`9×${c.nines}`, BADGE_STYLES.count, badgeScale(BADGE_STYLES.count, 150));
        count.position.set(w * 0.42, -h / 2 - (backs > 0 ? backs * step : 0));
        node.addChild(count);
      }
    }
    // The open attack: the attacking card lies on the target warrior.
    if (chain && chain.defender === seat && chain.column === col) {
      const ring = new Graphics();
      ring.roundRect(-w / 2 - 5, -h / 2 - 5, w + 10, h + 10, 10).stroke({ width: 5, color: PALETTE.alert });
      node.addChild(ring);
      if (chain.card !== null) {
        const a = this.sprite(chain.card, w * 0.8);
        a.position.set(w * 0.22, h * 0.16);
        a.rotation = 0.18;
        node.addChild(a);
      }
    }
    const score = scoreLabel(c);
    if (score) {
      const t = new Text({ text: score, style: { fontFamily: FONT_FAMILY, fontWeight: '700', fontSize: Math.max(F.score, Math.min(17, w * 0.17)), fill: PALETTE.text } });
      t.anchor.set(0.5, 0);
      t.y = h / 2 + 2;
      // No room for "4×2³ = 32" under a small card: the total alone (the 9s are counted on the badge).
      if (t.width > w + box.gap - 2) t.text = String(columnScore(columnOf(c)));
      node.addChild(t);
    }
    return node;
  }

  private drawBanner(view: MauwiView): void {
    const b = this.layout.banner;
    const names = this.options.names;
    let msg = '';
    let cards: (Card | null)[] = [];
    if (view.chain) {
      const ch = view.chain;
      const value = ch.value;
      msg = view.phase === 'renewing'
        ? this.text('mauwi.scene.attackerRenews', { name: names[ch.attacker] ?? '', value })
        : this.text('mauwi.scene.defenderAnswers', { name: names[ch.defender] ?? '', value });
      cards = ch.played;
    } else if (view.gain) {
      msg = this.text('mauwi.scene.placeGain', { name: names[view.gain.seat] ?? '' });
      cards = view.gain.cards;
    }
    if (!msg) return;
    const red = view.chain !== null && view.chain !== undefined;
    this.parts.part('banner', { b, F: this.layout.fonts, msg, cards, red }, () => this.bannerArt(msg, cards, red));
  }

  private bannerArt(msg: string, cards: (Card | null)[], red: boolean): Container {
    const b = this.layout.banner;
    const c = new Container();
    c.position.set(b.x, b.y);
    const ch = b.height - 8;
    const cw = ch / CARD_ASPECT;
    const F = this.layout.fonts;
    const label = new Text({ text: msg, style: { fontFamily: FONT_FAMILY, fontWeight: '700', fontSize: F.banner, fill: PALETTE.ink, lineHeight: F.banner + 2 } });
    // A long chain on a narrow banner (a phone): the latest cards are shown and the earlier ones counted ("+2"),
    // so the words keep two lines at most, never a smaller text.
    const oneLine = label.width;
    const more = new Text({ text: '', style: { fontFamily: FONT_FAMILY, fontWeight: '700', fontSize: F.badge, fill: PALETTE.ink } });
    const moreW = (hidden: number) => { if (!hidden) return 0; more.text = `+${hidden}`; return more.width + 6; };
    const roomFor = (shown: number) => b.width - 12 - shown * (cw + 4) - moreW(cards.length - shown) - (shown ? 6 : 0) - 20;
    let shown = cards.length;
    const wrapTo = (room: number) => { label.style.wordWrap = oneLine > room; label.style.wordWrapWidth = Math.max(40, room); };
    wrapTo(roomFor(shown));
    while (shown > 1 && label.height > b.height - 4) wrapTo(roomFor(--shown));
    const extra = shown < cards.length ? more : null;
    if (!extra) more.destroy();
    const used = shown * (cw + 4) + moreW(cards.length - shown);
    const w = Math.min(b.width, Math.min(oneLine, label.style.wordWrap ? label.width : oneLine) + 28 + used + (shown ? 10 : 0));
    const g = new Graphics();
    const x0 = (b.width - w) / 2;
    g.roundRect(x0, 2, w, b.height - 4, 10).fill({ color: red ? PALETTE.alert : PALETTE.gold }).stroke({ width: 2, color: PALETTE.wood });
    c.addChild(g);
    let x = x0 + 12;
    if (extra) {
      extra.anchor.set(0, 0.5);
      extra.position.set(x, b.height / 2);
      c.addChild(extra);
      x += extra.width + 6;
    }
    cards.slice(cards.length - shown).forEach((card) => {
      const s = this.sprite(card, cw);
      s.position.set(x + cw / 2, b.height / 2);
      c.addChild(s);
      x += cw + 4;
    });
    label.position.set(x + (shown ? 6 : 0), (b.height - label.height) / 2);
    c.addChild(label);
    return c;
  }

  private drawPiles(view: MauwiView): void {
    const L = this.layout;
    const mk = (id: string, p: { x: number; y: number; w: number }, card: Card | null | 'empty', count: number, caption: string): Rect => {
      const h = p.w * CARD_ASPECT;
      this.parts.part(id, { p, card, count, caption, badge: L.fonts.badge, size: L.fonts.caption }, () => {
        const c = new Container();
        c.position.set(p.x, p.y);
        if (card === 'empty') {
          const s = new Sprite(this.art.slot());
          s.anchor.set(0.5);
          s.scale.set(p.w / CARD_W);
          c.addChild(s);
        } else {
          for (let i = Math.min(3, Math.ceil(count / 12)); i > 0; i--) {
            const under = this.sprite(card === null ? null : card, p.w);
            under.position.set(i * 1.5, i * 1.5);
            under.tint = 0xbbbbbb;
            c.addChild(under);
          }
          c.addChild(this.sprite(card, p.w));
        }
        const badge = new Badge(String(count), BADGE_STYLES.count, L.fonts.badge / BADGE_STYLES.count.fontSize);
        badge.position.set(p.w / 2 - 4, -h / 2 + 4);
        c.addChild(badge);
        const cap = new Text({ text: caption, style: { fontFamily: FONT_FAMILY, fontWeight: '700', fontSize: L.fonts.caption, fill: PALETTE.textDim } });
        cap.anchor.set(0.5, 0);
        cap.y = h / 2 + 2;
        c.addChild(cap);
        return c;
      });
      return { x: p.x - p.w / 2, y: p.y - h / 2, width: p.w, height: h };
    };
    this.pileRects.draw = mk('draw pile', L.draw, view.drawCount > 0 ? null : 'empty', view.drawCount, this.text('mauwi.scene.draw'));
    const top = view.discard[view.discard.length - 1];
    this.pileRects.discard = mk('discard pile', L.discard, top === undefined ? 'empty' : top, view.discard.length, this.text('mauwi.scene.discard'));
  }

  private drawHand(view: MauwiView, ctx: MauwiRenderContext): void {
    const L = this.layout;
    const known = view.viewer === ctx.bottomSeat && view.hand !== null && ctx.showHand;
    const cards: (Card | null)[] = known ? view.hand!.slice() : new Array<Card | null>(view.handCounts[ctx.bottomSeat] ?? 0).fill(null);
    const legal = this.legal();
    const playable = new Set(legal.map(eventCard).filter((c): c is number => c !== null));
    const acting = known && legal.length > 0;
    const none = this.selectedCard === null;
    cards.forEach((card, i) => {
      const selected = card !== null && card === this.selectedCard;
      const canPlay = card !== null && playable.has(card);
      const id = card === null ? `back ${i}` : `card ${card}`;
      // What its drawing shows: lifted (a little when playable), lit, dimmed (cannot be played now).
      const look = { selected, raised: canPlay && acting, glow: selected || (canPlay && acting && none), dim: acting && !canPlay };
      const c = this.handParts.part(id, { hand: L.hand, i, card, ...look }, () => this.handCard(card, i, look));
      if (card !== null) this.handSprites.set(card, c);
    });
  }

  /** A card of the bottom hand, lifted when selected (a little when playable), lit while it may be played. */
  private handCard(card: Card | null, i: number, look: { selected: boolean; raised: boolean; glow: boolean; dim: boolean }): Container {
    const L = this.layout;
    const { cardW, gap } = L.hand;
    const lift = Math.round(cardW * 0.14);
    const selected = look.selected;
    const c = new Container();
    const x = L.hand.x + i * (cardW + gap) + cardW / 2;
    c.position.set(x, L.hand.y - (selected ? lift : card !== null && look.raised ? lift / 3 : 0));
    if (look.glow) {
      const g = new Sprite(this.art.glow());
      g.anchor.set(0.5);
      g.scale.set(cardW / CARD_W);
      g.alpha = selected ? 1 : 0.55;
      c.addChild(g);
    }
    const s = this.sprite(card, cardW);
    if (card !== null && look.dim) s.alpha = 0.55;
    c.addChild(s);
    if (card !== null) {
      c.eventMode = 'static';
      c.cursor = 'pointer';
      const h = cardW * CARD_ASPECT;
      c.hitArea = new Rectangle(-Math.max(44, cardW) / 2, -h / 2, Math.max(44, cardW), h);
      c.on('pointertap', () => this.pickCard(card));
    }
    return c;
  }
}

/** Cuts a text short with an ellipsis until it fits `max` px (at least one letter). */
function fitWidth(t: Text, max: number): void {
  const full = t.text;
  for (let n = full.length - 1; t.width > max && n > 1; n--) t.text = `${full.slice(0, n).trimEnd()}…`;
}

/** Who may act now, read from the view alone (the table host's `actors`, without the state). */
export function actingSeats(view: MauwiView): number[] {
  switch (view.phase) {
    case 'over': return [];
    case 'defending': return view.chain ? [view.chain.defender] : [];
    case 'renewing': return view.chain ? [view.chain.attacker] : [];
    case 'placing': return view.gain ? [view.gain.seat] : [];
    default: return [view.turn];
  }
}

/** A padlock in a disc: "blocked" where the word does not fit the column. */
function padlock(r: number): Graphics {
  const g = new Graphics();
  g.circle(0, 0, r).fill({ color: PALETTE.cream }).stroke({ width: 2, color: PALETTE.alert });
  const bw = r * 0.95, bh = r * 0.7, top = r * 0.5 - bh;
  g.moveTo(-bw * 0.3, top).arc(0, top, bw * 0.3, Math.PI, 0).stroke({ width: 2.5, color: PALETTE.alert });
  g.roundRect(-bw / 2, top, bw, bh, 2).fill({ color: PALETTE.alert });
  return g;
}
