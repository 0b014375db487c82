// The Mauwi table in PixiJS: every seat's four columns, the bottom seat's hand, the piles, the turn, an open
// attack chain and a gain being placed. It never changes game state and never decides legality: it lights up
// what `legal` allows and proposes what the player touches; the table host accepts or refuses. When one touch
// matches several legal events (a joker's identity, PLACE or UNBLOCK, which card turns into a 9) it proposes
// { type: 'CHOOSE', choices } and play.ts asks.
import { Container, Rectangle } from 'pixi.js';
import { hasMessage, inLanguage, t } from '../../../base/i18n';
import type { Proposal } from '../../../ui/game-ui';
import { STAGE_TOP } from '../../../scene/table';
import { openTable, type TableScaffold } from '../../../scene/table-scaffold';
import { TableScene, sameMoves, type Felt } from '../../../scene/table-scene';
import { getMotion } from '../../../scene/tween';
import { DURATION } from '../../../scene/theme';
import { dealOnSettledTable } from '../../../scene/deal-settle';
import { RecentMarks } from '../../../scene/recent-mark';
import { KeptParts, markCount } from '../../../scene/kept-parts';
import type { Card } from '../rules/cards';
import type { MauwiEvent } from '../rules/state';
import type { MauwiView } from '../rules/view';
import { seatTotal } from '../words/names';
import { mauwiTableText, type MauwiTableKey } from '../words/table';
import type { MauwiRenderContext, MauwiScene, MauwiSceneOptions, MauwiTarget } from './scene-api';
import { MauwiArt } from './scene-art';
import { bannerArt } from './scene-banner';
import { columnArt } from './scene-column';
import { isFreshDeal } from './scene-deal';
import { handCardArt } from './scene-hand';
import { eventCard, eventTarget, proposalOf, triedCard } from './scene-input';
import { HEADER, columnSlots, mauwiLayout, type AreaBox, type Layout, type Rect } from './scene-layout';
import { recentShapes } from './scene-marks';
import { dealOnce, flyPlayedCards, type Landing, type MotionStage, type Spot } from './scene-motion';
import { pileArt, pileCards, type PilePlace } from './scene-piles';
import { areaArt } from './scene-seat';
import { NO_RECENT } from './recent';

export { mauwiLayout } from './scene-layout';
export type { MauwiRenderContext, MauwiScene, MauwiSceneOptions, MauwiTarget } from './scene-api';

export async function createMauwiScene(container: HTMLElement, options: MauwiSceneOptions): Promise<MauwiScene> {
  return new MauwiTableScene(await openTable<Proposal>(container, options.settings, 'Mauwi'), options);
}

const key = (seat: number, column: number): string => `${seat}:${column}`;

function fmt(s: string, p: Record<string, string | number>): string {
  return s.replace(/\{(\w+)\}/g, (m, k: string) => (k in p ? String(p[k]) : m));
}


class MauwiTableScene extends TableScene<Proposal, MauwiEvent, MauwiView, MauwiRenderContext> implements MauwiScene {
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
  private handBefore = new Map<number, Spot>();
  private columnRects = new Map<string, Rect>();
  private columnNodes = new Map<string, Container>();
  private columnCardW = new Map<string, number>();
  /** Cards in flight, above everything. */
  private readonly flightLayer = new Container();
  /** What the movements move on (scene-motion.ts). */
  private readonly stage: MotionStage;
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
    this.stage = { tw: this.tw, art: this.art, flights: this.flightLayer, plateOf: (seat) => this.plateOf(seat) };
  }

  get selected(): number | null { return this.selectedCard; }

  private text(k: MauwiTableKey, p: Record<string, string | number> = {}): string {
    // In the table's language when its words are here (French and German load on demand), else in English.
    const lang = this.t.settings.language;
    return fmt(hasMessage(k, lang) ? inLanguage(lang, () => t(k)) : mauwiTableText.en[k], p);
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
    if (getMotion() === 'full') await flyPlayedCards(this.stage, view, ctx.bottomSeat, this.handBefore, (card) => this.landingOf(view, card));
    else if (getMotion() === 'reduced') {
      this.root.alpha = 0.6;
      await this.tw.tween(this.root, { alpha: 1 }, DURATION.move);
    }
  }

  /** The deal (fades when motion is reduced), dealt again if the table resizes under it (deal-settle.ts). */
  private dealIn(view: MauwiView, ctx: MauwiRenderContext): Promise<void> {
    return dealOnSettledTable(() => `${this.t.width}x${this.t.height}`, (cutShort) =>
      dealOnce(this.stage, view, ctx.bottomSeat, this.pileRects.draw, this.handLayer, () => this.layout.hand.cardW, cutShort));
  }

  /** Where a card now lies on the table: on top of a column, as the attacking card, or on the discard pile. */
  private landingOf(view: MauwiView, card: Card): Landing | null {
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

  private plateOf(seat: number): Spot | null {
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
    if (view && ctx) {
      const r = ctx.recent ?? NO_RECENT;
      this.marks.show(recentShapes(view, r, this.layout.areas, this.pileRects.discard), 1, JSON.stringify(r));
    }
  }

  /** The words' language (a part with words is drawn again when it changes). */
  private get lang(): string {
    return this.t.settings.language;
  }

  private drawArea(view: MauwiView, ctx: MauwiRenderContext, box: AreaBox, targets: Set<string>): void {
    const seat = box.seat;
    const over = view.phase === 'over';
    const isTurn = !over && seat === view.turn;
    const acting = !over && view.actors.includes(seat);
    const winner = over && view.winners.includes(seat);
    const mate = view.teammate !== null && view.teammate === seat ? ' ♥' : '';
    const name = `${isTurn ? '▶ ' : winner ? '★ ' : ''}${this.options.names[seat] ?? `${seat + 1}`}${mate}`;
    const counts = `🂠 ${view.handCounts[seat]}  Σ ${seatTotal(view, seat)}`;
    const look = { isTurn, acting, winner, name, counts };
    this.parts.part(`area ${seat}`, { box, F: this.layout.fonts, ...look }, () => areaArt(box, this.layout.fonts, look));

    // The four columns, each with its hit area (at least 44 px, columnSlots) over the card, the 9s and its score.
    const cw = box.cardW;
    const chain = view.chain;
    columnSlots(box).forEach((slot, col) => {
      const c = view.areas[seat][col];
      const target = targets.has(key(seat, col));
      const attack = chain && chain.defender === seat && chain.column === col ? { card: chain.card } : null;
      const node = this.parts.part(`column ${seat}:${col}`, { L: this.layout, c, target, attack, lang: this.lang }, () => {
        const n = columnArt(this.art, chain, seat, col, c, box, this.layout.fonts, target, this.text('mauwi.scene.blocked'));
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
    this.parts.part('banner', { b, F: this.layout.fonts, msg, cards, red }, () => bannerArt(this.art, b, this.layout.fonts, msg, cards, red));
  }

  private drawPiles(view: MauwiView): void {
    const L = this.layout;
    const pile = (id: string, p: PilePlace, card: Card | null | 'empty', count: number, caption: string): Rect => {
      this.parts.part(id, { p, card, count, caption, badge: L.fonts.badge, size: L.fonts.caption }, () => pileArt(this.art, p, card, count, caption, L.fonts));
      return pileCards(p);
    };
    this.pileRects.draw = pile('draw pile', L.draw, view.drawCount > 0 ? null : 'empty', view.drawCount, this.text('mauwi.scene.draw'));
    const top = view.discard[view.discard.length - 1];
    this.pileRects.discard = pile('discard pile', L.discard, top === undefined ? 'empty' : top, view.discard.length, this.text('mauwi.scene.discard'));
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
      const c = this.handParts.part(id, { hand: L.hand, i, card, ...look }, () => handCardArt(this.art, L.hand, card, i, look, (k) => this.pickCard(k)));
      if (card !== null) this.handSprites.set(card, c);
    });
  }
}
