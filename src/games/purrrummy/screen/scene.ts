// The Purrrummy table in PixiJS: every seat's plate and melds, the piles, and the bottom seat's hand, on the
// shared card kit (hand fan, piles, seat plates, felt). It never changes game state and never decides
// legality: a tap on a hand card selects it (selected cards lift), a meld lights when the legal events say
// the selection can go there, and taps and buttons become proposals that the table host accepts or refuses.
// When one gesture matches several legal events (a joker's place) it proposes { type: 'CHOOSE', choices }.
import { STAGE_TOP } from '../../../scene/table';
import { Container, Graphics, Rectangle, Sprite, Text } from 'pixi.js';
import type { Settings } from '../../../base/settings';
import type { Proposal } from '../../../ui/game-ui';
import { t } from '../../../base/i18n';
import type { Card } from '../../shared/cards';
import { openTable, type TableScaffold } from '../../../scene/table-scaffold';
import { TableScene, sameMoves, type Felt } from '../../../scene/table-scene';
import { CardFlights } from '../../../scene/card-flight';
import { HandFan, type Placement } from '../../../scene/hand-fan';
import { DiscardPile, DrawPile } from '../../../scene/pile';
import { SeatPlate } from '../../../scene/seat-plate';
import { SeatPlates } from '../../../scene/seat-plates';
import { BADGE_STYLES } from '../../../scene/badge';
import { getMotion } from '../../../scene/tween';
import { CARD_ASPECT, CARD_W, DURATION, FONT_FAMILY, PALETTE } from '../../../scene/theme';
import { isJoker } from '../rules/constants';
import type { LastAction, PurrEvent, TableMeld } from '../rules/rules';
import type { PurrView } from '../rules/view';
import { PurrCardArt, jokerStar } from './scene-art';
import { MELD_LABEL_SIZE, MIN_TEXT, placeMelds, purrLayout, type PurrLayout, type Rect } from './scene-layout';
import { cardName, layOffChoices, layOffProposal, meldName, sortHand, type SortOrder } from './scene-select';
import { isFreshDeal, purrDealSteps } from './scene-deal';
import { dealGap } from '../../../scene/deal-order';
import { dealOnSettledTable, type CutShort } from '../../../scene/deal-settle';
import { RecentMarks, type MarkShape } from '../../../scene/recent-mark';
import { NO_RECENT, type PurrRecent } from './recent';

export { purrLayout, placeMelds } from './scene-layout';

export interface PurrRenderContext {
  legal: PurrEvent[];
  bottomSeat: number;
  showHand: boolean;
  /** What the others did since your last turn, marked quietly (recent.ts). */
  recent?: PurrRecent;
}

export type PurrTarget = { card: number } | { meld: number } | 'draw' | 'discard' | 'controls' | 'info';

export interface PurrScene {
  render(view: PurrView, ctx: PurrRenderContext): Promise<void>;
  /** Proposals are events without `seat`, or { type: 'CHOOSE', choices } when one gesture matches several. */
  onPropose(handler: (p: Proposal) => void): void;
  /** Called after every redraw or change of selection, so DOM keys and buttons can follow. */
  onRedraw(handler: () => void): void;
  refuse(p: Proposal): void;
  setSettings(settings: Settings): void;
  locate(target: PurrTarget): Rect | null;
  /** The selected hand cards, in hand order. */
  readonly selection: Card[];
  readonly sortOrder: SortOrder;
  /** A phone's table: one row of buttons with short labels (purrLayout's compact). */
  readonly compact: boolean;
  setSort(by: SortOrder): void;
  /** What a tap on a hand card does (also the keyboard's way in): select it or put it back. */
  toggleCard(card: number): void;
  /** What a tap on a meld does: add the selection to it. */
  pickMeld(index: number): void;
  pickDraw(): void;
  /** Take the top discard (drawing), or discard the one selected card. */
  pickDiscard(): void;
  /** True when the selection may go onto this meld now. */
  isMeldTarget(index: number): boolean;
  clearSelection(): void;
  freeze(): void;
  destroy(): void;
}

export interface PurrSceneOptions {
  names: string[];
  settings: Settings;
  insetTop?: number;
}

export async function createPurrScene(container: HTMLElement, options: PurrSceneOptions): Promise<PurrScene> {
  return new PurrTable(await openTable<Proposal>(container, options.settings, 'Purrrummy'), options);
}

const topOf = (pile: readonly Card[]): Card | undefined => pile[pile.length - 1];

class PurrTable extends TableScene<Proposal, PurrEvent, PurrView, PurrRenderContext> implements PurrScene {
  private readonly art: PurrCardArt;
  private readonly areaLayer = new Container();
  private readonly meldLayer = new Container();
  private readonly pileLayer = new Container();
  /** A soft golden halo behind the discard pile when a tap there does something (the drop glow is for drags). */
  private readonly discardHalo: Sprite;
  private readonly flights: CardFlights;
  private readonly drawPile: DrawPile;
  private readonly discardPile: DiscardPile;
  private readonly fan: HandFan;
  private readonly seats: SeatPlates;
  private layout: PurrLayout;
  private selected = new Set<Card>();
  private sort: SortOrder = 'suit';
  /** The card just drawn or taken by the bottom seat (marked with a paw). */
  private fresh: Card | null = null;
  private meldRects = new Map<number, Rect>();
  private meldNodes = new Map<number, Container>();
  /** Where each meld's cards lie (its word below them not included), for the marks. */
  private meldCards = new Map<number, Rect>();
  private readonly marks: RecentMarks;
  /** This render's view is seen by other eyes than the last one's (another seat, or the hand hidden or shown). */
  private switching = false;
  /** This render's new melds pop in with the still picture (they were not there before its movement). */
  private popMelds = false;

  constructor(t: TableScaffold<Proposal>, private readonly options: PurrSceneOptions) {
    super(t, { finishMotion: true });
    this.art = t.own(new PurrCardArt(t.renderer, t.resolution));
    this.seats = new SeatPlates(this.art, this.tw, options.names);
    this.layout = purrLayout(t.width, t.height, Math.max(2, options.names.length), 0, options.insetTop ?? STAGE_TOP);
    this.drawPile = new DrawPile(this.art, this.tw, this.layout.draw.w);
    this.discardPile = new DiscardPile(this.art, this.tw, this.layout.discard.w);
    this.discardPile.setColourMarks(t.settings.colourMarks);
    this.discardPile.eventMode = 'static';
    this.discardPile.cursor = 'pointer';
    this.discardPile.on('pointertap', () => this.pickDiscard());
    this.drawPile.onTap = () => this.pickDraw();
    this.discardHalo = new Sprite(this.art.glow());
    this.discardHalo.anchor.set(0.5);
    this.discardHalo.visible = false;
    this.pileLayer.addChild(this.discardHalo, this.drawPile, this.discardPile);
    this.fan = new HandFan(this.art, this.tw);
    this.fan.setColourMarks(t.settings.colourMarks);
    this.fan.onTap = (card) => this.toggleCard(card);
    this.fan.dropTest = (x, y) => (this.overDiscard(x, y) ? 'discard' : null);
    this.fan.onDragOver = (over) => this.discardPile.setDropHighlight(over === 'discard');
    this.fan.onDrop = (card, target) => {
      // A card dropped on the discard pile is proposed whenever the person may act: a discard the rules refuse
      // (before drawing, the card just taken) is explained by the table host.
      if (target === 'discard' && this.interactive()) {
        if (this.legal().some((e) => e.type === 'DISCARD' && e.card === card)) this.selected.clear();
        this.propose({ type: 'DISCARD', card });
      } else {
        this.fan.settlePending();
      }
    };
    this.flights = new CardFlights(this.art, this.tw, new Container(), () => t.settings.colourMarks);
    this.flights.layer.eventMode = 'none';
    this.marks = new RecentMarks(this.tw);
    // Under everything: a label or a card lying over a mark hides it, never the other way round.
    t.stack(this.marks, this.areaLayer, this.meldLayer, this.pileLayer, this.fan, this.flights.layer);
    t.everyFrame((ms) => this.seats.tick(ms));
  }

  private get plates(): readonly SeatPlate[] {
    return this.seats.all;
  }

  get selection(): Card[] {
    const order = this.fan.cards;
    return [...this.selected].sort((a, b) => order.indexOf(a) - order.indexOf(b));
  }

  get sortOrder(): SortOrder { return this.sort; }

  get compact(): boolean { return this.layout.compact; }

  // ---------- public API ----------

  refuse(p: Proposal): void {
    if (this.t.destroyed) return;
    if (p.type === 'DRAW') { void this.drawPile.shake(); return; }
    const cards = Array.isArray(p.cards) ? (p.cards as Card[]) : typeof p.card === 'number' ? [p.card] : [];
    this.fan.settlePending();
    for (const c of cards) {
      const s = this.fan.spriteOf(c);
      if (s) void s.shake(this.tw);
    }
  }

  override setSettings(settings: Settings): void {
    if (settings.colourMarks !== this.t.settings.colourMarks) {
      this.fan.setColourMarks(settings.colourMarks);
      this.discardPile.setColourMarks(settings.colourMarks);
    }
    super.setSettings(settings);
  }

  locate(target: PurrTarget): Rect | null {
    const L = this.layout;
    if (target === 'controls') return L.controls;
    if (target === 'info') return L.info;
    if (target === 'draw' || target === 'discard') {
      const p = target === 'draw' ? L.draw : L.discard;
      const h = p.w * CARD_ASPECT;
      return { x: p.x - p.w / 2, y: p.y - h / 2, width: p.w, height: h };
    }
    if ('meld' in target) return this.meldRects.get(target.meld) ?? null;
    return this.fan.locate(target.card);
  }

  setSort(by: SortOrder): void {
    if (by === this.sort) return;
    this.sort = by;
    if (this.view && this.ctx) void this.syncHand(this.view, this.ctx, getMotion() === 'full', null).then(() => this.t.redrawn());
  }

  toggleCard(card: number): void {
    if (!this.interactive() || !this.view?.hand?.includes(card)) return;
    if (this.selected.has(card)) this.selected.delete(card);
    else this.selected.add(card);
    this.restyle(true);
  }

  clearSelection(): void {
    if (this.selected.size === 0) return;
    this.selected.clear();
    this.restyle(true);
  }

  isMeldTarget(index: number): boolean {
    if (!this.view) return false;
    return layOffChoices(this.selection, index, this.view.melds, this.legal()).length > 0;
  }

  pickMeld(index: number): void {
    if (!this.view || !this.interactive()) return;
    const p = layOffProposal(this.selection, index, this.view.melds, this.legal());
    if (p) this.propose(p);
  }

  pickDraw(): void {
    if (!this.interactive()) return;
    this.propose({ type: 'DRAW' });
  }

  pickDiscard(): void {
    if (!this.interactive() || !this.view) return;
    const legal = this.legal();
    if (legal.some((e) => e.type === 'TAKE_DISCARD')) { this.propose({ type: 'TAKE_DISCARD' }); return; }
    const sel = this.selection;
    if (sel.length === 1) this.propose({ type: 'DISCARD', card: sel[0] });
    else if (sel.length > 1) for (const c of sel) { const s = this.fan.spriteOf(c); if (s) void s.shake(this.tw); }
  }

  /** Highlights off: no layout, as a freeze may come while cards are still moving. */
  freeze(): void {
    this.moves.freeze();
    this.selected.clear();
    this.applyLooks(false);
    this.drawMelds(null);
  }

  // ---------- drawing a view ----------

  private interactive(): boolean {
    return this.legal().length > 0;
  }

  /** A change of selection: highlights and lit melds, then the DOM follows. */
  private restyle(animate: boolean): void {
    this.applyLooks(animate);
    this.drawMelds(null);
    this.t.redrawn();
  }

  /** The moves of the person whose hand is in view (none while it is hidden for the hand-over). */
  protected override offered(ctx: PurrRenderContext): PurrEvent[] {
    return ctx.showHand ? ctx.legal : [];
  }

  /** The selection survives a redraw of the same turn; a new turn (or a card gone) starts afresh. */
  protected override arrive(view: PurrView, ctx: PurrRenderContext, prev: PurrView | null, prevCtx: PurrRenderContext | null): boolean {
    this.switching = !prevCtx || prevCtx.bottomSeat !== ctx.bottomSeat || prevCtx.showHand !== ctx.showHand;
    const hand = view.hand ?? [];
    if (!prev || prev.turn !== view.turn || this.switching || ctx.legal.length === 0) this.selected.clear();
    for (const c of [...this.selected]) if (!hand.includes(c)) this.selected.delete(c);
    this.fresh = this.freshCard(prev, view, ctx);
    this.seats.seat(view.seats, this.areaLayer, { width: 180, height: 44 }, false);
    return prev !== null && !this.switching && !sameMoves(prev, view);
  }

  protected override async animate(view: PurrView, ctx: PurrRenderContext, prev: PurrView | null, news: boolean): Promise<void> {
    this.popMelds = false;
    if (isFreshDeal(prev, view) && getMotion() !== 'off') return this.dealIn(view, ctx);
    if (!news || getMotion() === 'off') {
      this.discardPile.sync(view.discard);
      this.drawPile.setCount(view.drawCount);
      await this.syncHand(view, ctx, false, prev);
      return;
    }
    this.popMelds = true;
    await this.animateChange(prev!, view, ctx);
  }

  /** The deal, as Meow Meow deals: the hands leave the deck card by card around the table, then the upcard turns
   *  (dealt again if the table resizes under it: deal-settle.ts). */
  private dealIn(view: PurrView, ctx: PurrRenderContext): Promise<void> {
    return dealOnSettledTable(() => `${this.t.width}x${this.t.height}`, (cutShort) => this.dealOnce(view, ctx, cutShort));
  }

  private async dealOnce(view: PurrView, ctx: PurrRenderContext, cutShort: CutShort): Promise<void> {
    const n = view.seats;
    const steps = purrDealSteps(view);
    const gap = dealGap(steps.length);
    this.discardPile.sync([]);
    this.drawPile.setCount(view.drawCount + steps.length + view.discard.length);
    this.plates.forEach((p) => p.setCount(0));
    await this.fan.sync([], { faceUp: false, animate: false });
    const jobs: Promise<void>[] = [];
    const bottomFirst = steps.findIndex((d) => d.seat === ctx.bottomSeat);
    // The bottom hand: its cards enter in its turn of each round.
    const known = view.viewer === ctx.bottomSeat && view.hand !== null;
    const cards: (Card | null)[] = known ? sortHand(view.hand!, this.sort) : new Array<Card | null>(view.handCounts[ctx.bottomSeat] ?? 0).fill(null);
    jobs.push(this.fan.sync(cards, {
      faceUp: known && ctx.showHand, animate: true, delay: Math.max(0, bottomFirst) * gap, stagger: n * gap,
      enterFrom: () => this.drawPile.topPlacement(),
    }));
    steps.forEach((d, i) => {
      jobs.push(this.tw.wait(i * gap).then(async () => {
        this.drawPile.setCount(Math.max(0, this.drawPile.count - 1));
        if (d.seat === ctx.bottomSeat || cutShort()) return;
        const s = this.flights.spawn(null, false, this.drawPile.topPlacement());
        const to = this.plateSpot(d.seat);
        await this.flights.fly(s, { ...to, width: to.width * 0.6 });
        if (!s.destroyed) s.destroy();
        const plate = this.plates[d.seat];
        plate?.setCount(plate.cardCount + 1);
      }));
    });
    await Promise.all(jobs);
    this.fan.interactiveChildren = known && ctx.showHand;
    if (cutShort()) return;
    // The upcard.
    const up = topOf(view.discard);
    if (up !== undefined && !this.t.destroyed) {
      const s = this.flights.spawn(up, false, this.drawPile.topPlacement());
      this.drawPile.setCount(view.drawCount);
      await this.flights.fly(s, this.discardPile.landing(up), { flipTo: true });
      this.discardPile.adopt(s);
    }
    this.discardPile.sync(view.discard);
    this.drawPile.setCount(view.drawCount);
  }

  /** Plates, melds, highlights: the still picture after the movement. */
  protected override settle(view: PurrView, _ctx: PurrRenderContext, prev: PurrView | null): void {
    const over = view.phase === 'over';
    this.plates.forEach((p, s) => {
      p.setCount(view.handCounts[s]);
      p.setTurn(!over && s === view.turn);
      p.setWinner(over && view.winners.includes(s));
    });
    if (over && prev && prev.phase !== 'over') for (const w of view.winners) this.plates[w]?.showNote(t('purrrummy.scene.wins'), BADGE_STYLES.gold, 1e9);
    this.drawAreas(view);
    this.drawMelds(this.popMelds ? prev : null);
    this.applyLooks(false);
    this.t.redrawn();
  }

  /** Before a new view's movement only the marks go (your own move ends them; new ones wait for the still
   *  picture); otherwise the still picture as it stands. */
  protected override draw(arriving: boolean): void {
    const view = this.view, ctx = this.ctx;
    if (arriving) {
      if (!ctx?.recent?.discard && !ctx?.recent?.melds.length) this.marks.clear();
      return;
    }
    if (!view) return;
    this.drawAreas(view);
    this.drawMelds(null);
    this.applyLooks(false);
  }

  /** The card that came into the bottom hand with this turn's draw (or take). */
  private freshCard(prev: PurrView | null, view: PurrView, ctx: PurrRenderContext): Card | null {
    if (view.viewer !== ctx.bottomSeat || !view.hand || view.turn !== ctx.bottomSeat || view.phase !== 'melding') return null;
    if (view.taken !== null) return view.taken;
    if (prev && prev.hand && prev.viewer === view.viewer) {
      const added = view.hand.filter((c) => !prev.hand!.includes(c));
      if (added.length === 1) return added[0];
    }
    return this.fresh !== null && view.hand.includes(this.fresh) ? this.fresh : null;
  }

  private async animateChange(prev: PurrView, view: PurrView, ctx: PurrRenderContext): Promise<void> {
    const jobs: Promise<void>[] = [];
    const bottom = ctx.bottomSeat;
    // A discard flies to the pile: from the bottom hand, or from the seat's plate.
    const disc = view.last.find((a): a is Extract<LastAction, { kind: 'discard' }> => a.kind === 'discard');
    if (disc && topOf(view.discard) === disc.card && view.discard.length > prev.discard.length) {
      let sprite = disc.seat === bottom ? this.fan.take(disc.card) : null;
      if (sprite) this.flights.layer.addChild(sprite);
      else sprite = this.flights.spawn(disc.card, true, this.plateSpot(disc.seat));
      this.discardPile.sync(prev.discard);
      jobs.push(this.flights.fly(sprite, this.discardPile.landing(disc.card), { flipTo: true }).then(() => {
        this.discardPile.adopt(sprite!);
        this.discardPile.sync(view.discard);
      }));
    } else {
      this.discardPile.sync(view.discard);
    }
    // Another seat's draw or take: a card travels from the pile to its plate.
    for (const a of view.last) {
      if ((a.kind === 'draw' || a.kind === 'takeDiscard') && a.seat !== bottom) {
        const from = a.kind === 'draw' ? this.drawPile.topPlacement() : this.discardPile.landing(a.card);
        const s = this.flights.spawn(a.kind === 'takeDiscard' ? a.card : null, a.kind === 'takeDiscard', from);
        const to = this.plateSpot(a.seat);
        jobs.push(this.flights.fly(s, { ...to, width: to.width * 0.6 }, { flipTo: true }).then(() => s.destroy()));
      }
    }
    this.drawPile.setCount(view.drawCount);
    jobs.push(this.syncHand(view, ctx, true, prev));
    await Promise.all(jobs);
  }

  private async syncHand(view: PurrView, ctx: PurrRenderContext, animate: boolean, prev: PurrView | null): Promise<void> {
    const known = view.viewer === ctx.bottomSeat && view.hand !== null;
    const cards: (Card | null)[] = known ? sortHand(view.hand!, this.sort) : new Array<Card | null>(view.handCounts[ctx.bottomSeat] ?? 0).fill(null);
    const prevTop = prev ? topOf(prev.discard) : undefined;
    await this.fan.sync(cards, {
      faceUp: known && ctx.showHand,
      animate,
      enterFrom: (c): Placement | null => {
        if (!prev) return null;
        if (c !== null && c === prevTop && view.taken === c) return this.discardPile.landing(c);
        return this.drawPile.topPlacement();
      },
    });
    this.fan.interactiveChildren = known && ctx.showHand;
    this.applyLooks(false);
  }

  private applyLooks(animate: boolean): void {
    const lift = this.layout.lift;
    this.fan.setLooks((c) => {
      const on = c !== null && this.selected.has(c);
      return { look: on ? 'playable' : 'normal', lift: on ? lift : 0, marked: c !== null && c === this.fresh };
    }, animate && getMotion() !== 'off');
    const legal = this.legal();
    this.drawPile.setHighlight(legal.some((e) => e.type === 'DRAW'));
    this.discardHalo.visible = this.discardLit();
  }

  private discardLit(): boolean {
    const legal = this.legal();
    if (legal.some((e) => e.type === 'TAKE_DISCARD')) return true;
    const sel = this.selection;
    return sel.length === 1 && legal.some((e) => e.type === 'DISCARD' && e.card === sel[0]);
  }

  // ---------- layout ----------

  protected override arrange(): Felt {
    const n = this.view?.seats ?? Math.max(2, this.options.names.length);
    const bottom = this.ctx?.bottomSeat ?? 0;
    const L = purrLayout(this.t.width, this.t.height, n, bottom, this.options.insetTop ?? STAGE_TOP);
    this.layout = L;
    for (const a of L.areas) {
      const p = this.plates[a.seat];
      if (!p) continue;
      if (p.plateWidth !== a.plate.width || p.plateHeight !== a.plate.height) p.resize(a.plate.width, a.plate.height);
      p.position.set(a.plate.x + a.plate.width / 2, a.plate.y + a.plate.height / 2);
    }
    this.drawPile.setCardWidth(L.draw.w);
    this.drawPile.position.set(L.draw.x, L.draw.y);
    this.discardPile.setCardWidth(L.discard.w);
    this.discardPile.position.set(L.discard.x, L.discard.y);
    this.discardHalo.position.set(L.discard.x, L.discard.y);
    this.discardHalo.scale.set((L.discard.w / CARD_W) * 1.08);
    this.fan.setLayout({ area: L.hand, cardWidth: L.handCardW, minStep: L.handMinStep }, false);
    return { width: L.width, height: L.height, unit: L.unit };
  }

  private plateSpot(seat: number): Placement {
    const a = this.layout.areas.find((x) => x.seat === seat);
    const r = a?.plate ?? { x: this.layout.width / 2, y: 80, width: 100, height: 40 };
    return { x: r.x + r.height / 2, y: r.y + r.height / 2, rotation: 0, width: this.layout.draw.w };
  }

  /** Each area's frame, with the cards a seat took from the discard pile and still holds (everyone saw them). */
  private drawAreas(view: PurrView): void {
    for (const c of this.areaLayer.removeChildren()) if (!(c instanceof SeatPlate)) c.destroy({ children: true });
    const over = view.phase === 'over';
    for (const a of this.layout.areas) {
      const g = new Graphics();
      const turn = !over && a.seat === view.turn;
      g.roundRect(a.box.x, a.box.y, a.box.width, a.box.height, 12).fill({ color: 0x000000, alpha: 0.16 })
        .stroke({ width: turn ? 2.5 : 1.5, color: turn ? PALETTE.gold : PALETTE.flax, alpha: turn ? 0.9 : 0.35 });
      this.areaLayer.addChild(g);
      const shown = view.shown[a.seat] ?? [];
      const room = a.box.x + a.box.width - (a.plate.x + a.plate.width) - 16;
      if (shown.length && a.seat !== this.ctx?.bottomSeat && room > 60) {
        const took = new Text({ text: t('purrrummy.scene.holds', { cards: shown.map(cardName).join(' ') }), style: { fontFamily: FONT_FAMILY, fontWeight: '700', fontSize: 15, fill: PALETTE.textDim } });
        took.anchor.set(0, 0.5);
        took.position.set(a.plate.x + a.plate.width + 12, a.plate.y + a.plate.height / 2);
        // Never under 14 px: shrink a little, then drop the first cards (the newest stay in view).
        if (took.width > room) took.scale.set(Math.max(MIN_TEXT / 15, room / took.width));
        for (let from = 1; took.width > room && from < shown.length; from++) {
          took.text = t('purrrummy.scene.holds', { cards: `… ${shown.slice(from).map(cardName).join(' ')}` });
        }
        if (took.width <= room) this.areaLayer.addChild(took);
        else took.destroy();
      }
    }
    for (const p of this.plates) this.areaLayer.addChild(p);
  }

  /** Every seat's melds in its area, overlapped, each with its label; lit when the selection may go there. */
  private drawMelds(prev: PurrView | null): void {
    for (const c of this.meldLayer.removeChildren()) c.destroy({ children: true });
    this.meldRects.clear();
    this.meldNodes.clear();
    this.meldCards.clear();
    const view = this.view;
    if (!view) return;
    const sel = this.selection;
    const legal = this.legal();
    for (const area of this.layout.areas) {
      const mine = view.melds.map((m, i) => ({ m, i })).filter((x) => x.m.owner === area.seat);
      if (mine.length === 0) {
        const none = new Text({ text: t('purrrummy.scene.noMelds'), style: { fontFamily: FONT_FAMILY, fontSize: 15, fill: PALETTE.textDim, fontStyle: 'italic' } });
        none.alpha = 0.75;
        none.position.set(area.melds.x + 4, area.melds.y + 4);
        this.meldLayer.addChild(none);
        continue;
      }
      const place = placeMelds(area.melds, mine.map((x) => x.m.cards.length), area.maxCardW, this.layout.labelH);
      mine.forEach(({ m, i }, k) => {
        const box = place.boxes[k];
        const lit = sel.length > 0 && layOffChoices(sel, i, view.melds, legal).length > 0;
        const node = this.meldNode(m, place.cardW, place.step, box, lit);
        node.position.set(box.x, box.y);
        this.meldLayer.addChild(node);
        this.meldNodes.set(i, node);
        const hitW = Math.max(44, box.width), hitH = Math.max(44, box.height);
        this.meldRects.set(i, { x: box.x, y: box.y, width: hitW, height: hitH });
        this.meldCards.set(i, { x: box.x, y: box.y, width: place.cardW + (m.cards.length - 1) * place.step, height: place.cardW * CARD_ASPECT });
        const old = prev?.melds[i];
        if (prev && (!old || old.cards.length !== m.cards.length)) this.pop(node);
      });
    }
    this.showMarks();
  }

  /** The melds and the discard pile the others touched since your last turn (recent-mark.ts). */
  private showMarks(): void {
    const r = this.ctx?.recent ?? NO_RECENT;
    const shapes: MarkShape[] = [];
    for (const i of r.melds) {
      // Round the cards only: the meld's word below them stays clear.
      const c = this.meldCards.get(i);
      if (c) shapes.push({ kind: 'rect', x: c.x, y: c.y, w: c.width, h: c.height, pad: 3 });
    }
    if (r.discard) {
      const d = this.layout.discard;
      const h = d.w * CARD_ASPECT;
      // Clear of the cards' skew, but never reaching the deck beside it.
      const gap = d.x - this.layout.draw.x - (d.w + this.layout.draw.w) / 2;
      shapes.push({ kind: 'rect', x: d.x - d.w / 2, y: d.y - h / 2, w: d.w, h, pad: Math.max(2, Math.min(8 * this.layout.unit, gap / 2 - 2)) });
    }
    this.marks.show(shapes, this.layout.unit, JSON.stringify(r));
  }

  private meldNode(m: TableMeld, cardW: number, step: number, box: Rect, lit: boolean): Container {
    const node = new Container();
    const cardH = cardW * CARD_ASPECT;
    if (lit) {
      const g = new Graphics();
      g.roundRect(-5, -5, box.width + 10, cardH + 10, 9).fill({ color: PALETTE.gold, alpha: 0.28 }).stroke({ width: 3, color: PALETTE.gold });
      node.addChild(g);
    }
    m.cards.forEach((card, i) => {
      const joker = isJoker(card);
      // A joker shows the card it stands for, tinted gold and starred (the star, not the tint, says "joker").
      const s = new Sprite(this.art.face(joker ? m.stands[i] : card, this.t.settings.colourMarks));
      s.anchor.set(0.5);
      s.scale.set(cardW / CARD_W);
      s.position.set(i * step + cardW / 2, cardH / 2);
      if (joker) s.tint = 0xffe4a6;
      node.addChild(s);
      if (joker) {
        const star = new Graphics();
        jokerStar(star, i * step + Math.max(step, 12) / 2 + 1, cardH * 0.62, Math.max(6, Math.min(step * 0.42, 12)));
        node.addChild(star);
      }
    });
    if (lit) {
      // A plus in a gold disc: "this meld takes your cards" (shape as well as colour).
      const plus = new Graphics();
      const r = 11;
      const x = box.width - 2, y = 2;
      plus.circle(x, y, r).fill({ color: PALETTE.gold }).stroke({ width: 2, color: PALETTE.wood });
      plus.rect(x - 6, y - 1.5, 12, 3).fill({ color: PALETTE.ink }).rect(x - 1.5, y - 6, 3, 12).fill({ color: PALETTE.ink });
      node.addChild(plus);
    }
    // The meld's word (none on a phone: the cards say it, the key names it), at 14 px, shortened rather than shrunk.
    if (this.layout.labelH > 0) {
      const name = meldName(m.kind, m.stands);
      const label = new Text({ text: name, style: { fontFamily: FONT_FAMILY, fontWeight: '700', fontSize: MELD_LABEL_SIZE, fill: lit ? PALETTE.gold : PALETTE.text } });
      label.anchor.set(0.5, 0);
      // Below the lit frame (which reaches 5 px under the cards).
      label.position.set(box.width / 2, cardH + 6);
      for (let n = name.length - 1; label.width > box.width + 10 && n > 1; n--) label.text = `${name.slice(0, n).trimEnd()}…`;
      node.addChild(label);
    }
    node.eventMode = 'static';
    node.cursor = 'pointer';
    node.hitArea = new Rectangle(0, 0, Math.max(44, box.width), Math.max(44, box.height));
    const index = this.view!.melds.indexOf(m);
    node.on('pointertap', () => this.pickMeld(index));
    return node;
  }

  // ---------- motion ----------

  private pop(node: Container): void {
    const mode = getMotion();
    if (mode === 'off') return;
    node.alpha = 0;
    if (mode === 'full') {
      const x = node.x, y = node.y;
      node.position.set(x, y + 14);
      void this.tw.tween(node, { alpha: 1, y }, DURATION.move);
    } else {
      void this.tw.tween(node, { alpha: 1 }, DURATION.move);
    }
  }

  private overDiscard(x: number, y: number): boolean {
    const p = this.layout.discard;
    const w = p.w * 1.5, h = p.w * CARD_ASPECT * 1.4;
    return Math.abs(x - p.x) < w / 2 + 20 && Math.abs(y - p.y) < h / 2 + 20;
  }
}
