// The Purrrummy table in PixiJS: every seat's plate and melds, the piles, and the bottom seat's hand, on the
// shared card kit (hand fan, piles, seat plates, felt). It never changes game state and never decides
// legality: a tap on a hand card selects it (selected cards lift), a meld lights when the legal events say
// the selection can go there, and taps and buttons become proposals that the table host accepts or refuses.
// When one gesture matches several legal events (a joker's place) it proposes { type: 'CHOOSE', choices }.
import { Container, Sprite } from 'pixi.js';
import type { Settings } from '../../../base/settings';
import { t } from '../../../base/i18n';
import type { Proposal } from '../../../ui/game-ui';
import type { Card } from '../../shared/cards';
import { STAGE_TOP } from '../../../scene/table';
import { openTable, type TableScaffold } from '../../../scene/table-scaffold';
import { TableScene, sameMoves, type Felt } from '../../../scene/table-scene';
import { CardFlights } from '../../../scene/card-flight';
import { HandFan, type Placement } from '../../../scene/hand-fan';
import { DiscardPile, DrawPile } from '../../../scene/pile';
import { SeatPlate } from '../../../scene/seat-plate';
import { SeatPlates } from '../../../scene/seat-plates';
import { BADGE_STYLES } from '../../../scene/badge';
import { getMotion } from '../../../scene/tween';
import { CARD_ASPECT, CARD_W } from '../../../scene/theme';
import { dealOnSettledTable } from '../../../scene/deal-settle';
import { RecentMarks } from '../../../scene/recent-mark';
import type { PurrEvent } from '../rules/state';
import type { PurrView } from '../rules/view';
import { NO_RECENT } from './recent';
import type { PurrRenderContext, PurrScene, PurrSceneOptions, PurrTarget } from './scene-api';
import { PurrCardArt } from './scene-art';
import { drawAreaFrames } from './scene-areas';
import { isFreshDeal } from './scene-deal';
import { overPile, placeMelds, plateSpot, purrLayout, type PurrLayout, type Rect } from './scene-layout';
import { recentShapes } from './scene-marks';
import { meldArt, noMeldsArt, popIn } from './scene-melds';
import { animateChange, dealOnce, topOf, type PurrStage } from './scene-motion';
import { freshCard, handCards } from './scene-hand';
import { layOffChoices, layOffProposal, type SortOrder } from './scene-select';

export { purrLayout, placeMelds } from './scene-layout';
export type { PurrRenderContext, PurrScene, PurrSceneOptions, PurrTarget } from './scene-api';

export async function createPurrScene(container: HTMLElement, options: PurrSceneOptions): Promise<PurrScene> {
  return new PurrTableScene(await openTable<Proposal>(container, options.settings, 'Purrrummy'), options);
}

class PurrTableScene extends TableScene<Proposal, PurrEvent, PurrView, PurrRenderContext> implements PurrScene {
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
  /** What the movements move (scene-motion.ts). */
  private readonly stage: PurrStage;
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
    this.fan.dropTest = (x, y) => (overPile(this.layout.discard, x, y) ? 'discard' : null);
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
    this.stage = {
      tw: this.tw, fan: this.fan, drawPile: this.drawPile, discardPile: this.discardPile, flights: this.flights,
      seats: this.seats,
      plateSpot: (seat) => plateSpot(this.layout, seat),
      destroyed: () => t.destroyed,
    };
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
    this.shake(cards);
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
    else if (sel.length > 1) this.shake(sel);
  }

  /** Highlights off: no layout, as a freeze may come while cards are still moving. */
  freeze(): void {
    this.moves.freeze();
    this.selected.clear();
    this.applyLooks(false);
    this.drawMelds(null);
  }

  // ---------- drawing a view ----------

  /** Refused cards of the hand shake. */
  private shake(cards: readonly Card[]): void {
    for (const c of cards) void this.fan.spriteOf(c)?.shake(this.tw);
  }

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
    this.fresh = freshCard(prev, view, ctx.bottomSeat, this.fresh);
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
    await animateChange(this.stage, prev!, view, ctx, () => this.syncHand(view, ctx, true, prev));
  }

  /** The deal, as Meow Meow deals: the hands leave the deck card by card around the table, then the upcard turns
   *  (dealt again if the table resizes under it: deal-settle.ts). */
  private dealIn(view: PurrView, ctx: PurrRenderContext): Promise<void> {
    return dealOnSettledTable(() => `${this.t.width}x${this.t.height}`, (cutShort) => dealOnce(this.stage, view, ctx, this.sort, cutShort));
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

  private async syncHand(view: PurrView, ctx: PurrRenderContext, animate: boolean, prev: PurrView | null): Promise<void> {
    const { known, cards } = handCards(view, ctx.bottomSeat, this.sort);
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


  /** Each area's frame, with the cards a seat took from the discard pile and still holds (everyone saw them). */
  private drawAreas(view: PurrView): void {
    for (const c of this.areaLayer.removeChildren()) if (!(c instanceof SeatPlate)) c.destroy({ children: true });
    drawAreaFrames(this.areaLayer, view, this.layout.areas, this.ctx?.bottomSeat);
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
        this.meldLayer.addChild(noMeldsArt(t('purrrummy.scene.noMelds'), area.melds));
        continue;
      }
      const place = placeMelds(area.melds, mine.map((x) => x.m.cards.length), area.maxCardW, this.layout.labelH);
      mine.forEach(({ m, i }, k) => {
        const box = place.boxes[k];
        const lit = sel.length > 0 && layOffChoices(sel, i, view.melds, legal).length > 0;
        const node = meldArt(this.art, this.t.settings.colourMarks, m, place.cardW, place.step, box, lit, this.layout.labelH, () => this.pickMeld(i));
        node.position.set(box.x, box.y);
        this.meldLayer.addChild(node);
        this.meldNodes.set(i, node);
        const hitW = Math.max(44, box.width), hitH = Math.max(44, box.height);
        this.meldRects.set(i, { x: box.x, y: box.y, width: hitW, height: hitH });
        this.meldCards.set(i, { x: box.x, y: box.y, width: place.cardW + (m.cards.length - 1) * place.step, height: place.cardW * CARD_ASPECT });
        const old = prev?.melds[i];
        if (prev && (!old || old.cards.length !== m.cards.length)) popIn(this.tw, node);
      });
    }
    const r = this.ctx?.recent ?? NO_RECENT;
    this.marks.show(recentShapes(r, this.meldCards, this.layout), this.layout.unit, JSON.stringify(r));
  }
}
