// The Meow Meow table in PixiJS: draws a MeowView and turns taps and drags into proposals.
// It never changes game state and never decides legality: it highlights what `legal` allows and
// proposes what the player touches; the table host accepts or refuses. Animations come from the
// difference between the previous view and this one.
import { Container } from 'pixi.js';
import type { Settings } from '../../../base/settings';
import { rankOf, suitOf, type Card } from '../../shared/cards';
import type { LastAction, MeowEvent } from '../rules/rules';
import type { MeowView } from '../rules/view';
import { openTable, type TableScaffold } from '../../../scene/table-scaffold';
import { TableScene, sameMoves, type Felt } from '../../../scene/table-scene';
import { CardArt } from '../../../scene/card-art';
import { CardFlights } from '../../../scene/card-flight';
import { HandFan, type Placement, type Rect } from '../../../scene/hand-fan';
import { DiscardPile, DrawPile } from '../../../scene/pile';
import { SeatPlate } from '../../../scene/seat-plate';
import { SeatPlates } from '../../../scene/seat-plates';
import { Badge, BADGE_STYLES, SuitBadge } from '../../../scene/badge';
import { DEFAULT_INSETS, tableLayout, textScale, type Insets, type TableLayout } from '../../../scene/table';
import { getMotion } from '../../../scene/tween';
import { CARD_ASPECT, DURATION } from '../../../scene/theme';
import { sceneLabels, type MeowSceneLabels } from '../words/scene-labels';
import { RecentMarks, type MarkShape } from '../../../scene/recent-mark';
import { NO_RECENT, type MeowRecent } from './recent';

export type MeowProposal = { type: 'PLAY'; card: number } | { type: 'DRAW' };

export interface MeowRenderContext {
  legal: MeowEvent[];
  bottomSeat: number;
  showHand: boolean;
  /** What the others did since your last turn, marked quietly (recent.ts). */
  recent?: MeowRecent;
}

export interface MeowScene {
  /** Draws the view; animates what changed since the previous render. Resolves when the animation has finished. */
  render(view: MeowView, ctx: MeowRenderContext): Promise<void>;
  /** Tapping or dragging a card to the pile proposes PLAY; tapping the draw pile proposes DRAW. */
  onPropose(handler: (e: MeowProposal) => void): void;
  /** Called after every redraw (a new view, a resize), so the keys over the cards follow them. */
  onRedraw(handler: () => void): void;
  /** Shakes a refused card briefly (null: the draw pile). */
  refuse(card: number | null): void;
  setSettings(settings: Settings): void;
  /** Screen rectangle (CSS px relative to the container) of a card in the bottom hand (its uncovered part), the draw pile or the discard pile. */
  locate(target: { card: number } | 'draw' | 'discard'): { x: number; y: number; width: number; height: number } | null;
  destroy(): void;
}

export interface MeowSceneOptions {
  names: string[];
  settings: Settings;
  /** Room kept free for DOM over the canvas (default: 64 px at the top). */
  insets?: Partial<Insets>;
}

export async function createMeowScene(container: HTMLElement, options: MeowSceneOptions): Promise<MeowScene> {
  return new MeowTable(await openTable<MeowProposal>(container, options.settings, 'Meow'), options);
}

/** Hands are shown sorted: suits alternate in colour (clubs, hearts, spades, diamonds), ranks ascending. */
const SUIT_ORDER = [0, 2, 1, 3];
const sortHand = (cards: readonly Card[]): Card[] =>
  cards.slice().sort((a, b) => SUIT_ORDER[suitOf(a)] - SUIT_ORDER[suitOf(b)] || rankOf(a) - rankOf(b));

class MeowTable extends TableScene<MeowProposal, MeowEvent, MeowView, MeowRenderContext> implements MeowScene {
  private readonly art: CardArt;
  private readonly pileLayer = new Container();
  private readonly seatLayer = new Container();
  private readonly badgeLayer = new Container();
  private readonly flights: CardFlights;
  private readonly drawPile: DrawPile;
  private readonly discard: DiscardPile;
  private readonly fan: HandFan;
  private readonly wishBadge: SuitBadge;
  private readonly pendingBadge: Badge;
  private readonly seats: SeatPlates;
  private readonly marks: RecentMarks;
  private layout: TableLayout;
  private labels: MeowSceneLabels;
  private insets: Insets;
  /** This render's view deals a new game (the cards leave the pile). */
  private freshDeal = false;
  /** This render's view is seen from another seat than the last one's (the plates move round the table). */
  private switching = false;

  constructor(t: TableScaffold<MeowProposal>, private readonly options: MeowSceneOptions) {
    super(t, { finishMotion: true });
    this.labels = sceneLabels(t.settings.language);
    this.insets = { ...DEFAULT_INSETS, ...options.insets };
    this.art = t.own(new CardArt(t.renderer, t.resolution));
    this.seats = new SeatPlates(this.art, this.tw, options.names);
    this.layout = tableLayout(t.width, t.height, Math.max(2, options.names.length), this.insets);
    const L = this.layout;
    this.drawPile = new DrawPile(this.art, this.tw, L.pileCardWidth);
    this.discard = new DiscardPile(this.art, this.tw, L.pileCardWidth);
    this.discard.setColourMarks(t.settings.colourMarks);
    this.pileLayer.addChild(this.drawPile, this.discard);
    this.fan = new HandFan(this.art, this.tw);
    this.fan.setColourMarks(t.settings.colourMarks);
    this.wishBadge = new SuitBadge(this.labels.wish, 34);
    this.wishBadge.visible = false;
    this.pendingBadge = new Badge('+2', BADGE_STYLES.alert);
    this.pendingBadge.visible = false;
    this.badgeLayer.addChild(this.wishBadge, this.pendingBadge);
    this.flights = new CardFlights(this.art, this.tw, new Container(), () => t.settings.colourMarks);
    this.flights.layer.eventMode = 'none';
    this.marks = new RecentMarks(this.tw);
    // Under everything: a badge or a card lying over a mark hides it, never the other way round.
    t.stack(this.marks, this.pileLayer, this.badgeLayer, this.seatLayer, this.fan, this.flights.layer);

    this.fan.onTap = (card) => this.propose({ type: 'PLAY', card });
    this.fan.onDrop = (card, target) => {
      if (target === 'discard') this.propose({ type: 'PLAY', card });
    };
    this.fan.dropTest = (x, y) => (this.overDiscard(x, y) ? 'discard' : null);
    this.fan.onDragOver = (over) => this.discard.setDropHighlight(over === 'discard');
    this.drawPile.onTap = () => this.propose({ type: 'DRAW' });

    t.everyFrame((ms) => this.seats.tick(ms));
    this.redraw();
  }

  private get plates(): readonly SeatPlate[] {
    return this.seats.all;
  }

  // ---------- public API ----------

  refuse(card: number | null): void {
    if (this.t.destroyed) return;
    if (card === null) {
      void this.drawPile.shake();
      return;
    }
    this.fan.settlePending();
    const s = this.fan.spriteOf(card);
    if (s) void s.shake(this.tw);
  }

  /** Applied in place, not redrawn: a redraw would snap cards that are still moving. */
  override setSettings(settings: Settings): void {
    const old = this.t.applySettings(settings);
    if (settings.language !== old.language) {
      this.labels = sceneLabels(settings.language);
      this.wishBadge.setCaption(this.labels.wish);
    }
    if (settings.colourMarks !== old.colourMarks) {
      this.fan.setColourMarks(settings.colourMarks);
      this.discard.setColourMarks(settings.colourMarks);
      if (this.view?.wish != null) this.wishBadge.setSuit(this.view.wish, settings.colourMarks);
    }
  }

  locate(target: { card: number } | 'draw' | 'discard'): Rect | null {
    if (this.t.destroyed) return null;
    if (target === 'draw' || target === 'discard') {
      const p = target === 'draw' ? this.drawPile : this.discard;
      const w = p.cardWidth, h = w * CARD_ASPECT;
      return { x: p.x - w / 2, y: p.y - h / 2, width: w, height: h };
    }
    if (!this.fan.interactiveChildren) return null;
    const s = this.fan.spriteOf(target.card);
    if (!s || !s.faceUp) return null;
    return this.fan.locate(target.card);
  }

  // ---------- rendering ----------

  protected override arrive(view: MeowView, ctx: MeowRenderContext, prev: MeowView | null, prevCtx: MeowRenderContext | null): boolean {
    this.freshDeal = view.last.length === 1 && view.last[0].kind === 'deal' && (prev === null || prev.last[0]?.kind !== 'deal' || prev.seats !== view.seats);
    if (this.plates.length !== view.seats) this.buildSeats(view.seats);
    this.switching = prevCtx !== null && prevCtx.bottomSeat !== ctx.bottomSeat;
    return !sameMoves(prev, view);
  }

  /** Everything in place, except in a render: there the new view's pieces move into place (animate) and the still
   *  picture follows (settle), so only the old highlights and marks go now. */
  protected override draw(arriving: boolean): void {
    const view = this.view, ctx = this.ctx;
    if (!view || !ctx) return;
    if (!arriving) {
      this.snap(view, ctx);
      this.applyStatus(view, ctx, false);
      return;
    }
    // Notes fade by themselves; with motion off they stay until the next picture.
    if (getMotion() === 'off') for (const p of this.plates) p.clearNote();
    // The old highlights must not linger on cards while they move (or turn face down).
    this.applyLooks(view, ctx, false, true);
    // Your own move ends the marks at once; new ones wait until the movement is over.
    if (!ctx.recent?.discard && !ctx.recent?.seats.length) this.marks.clear();
  }

  protected override async animate(view: MeowView, ctx: MeowRenderContext, prev: MeowView | null, news: boolean): Promise<void> {
    if (this.freshDeal && getMotion() !== 'off') await this.deal(view, ctx);
    else if (prev === null || this.freshDeal || prev.seats !== view.seats) this.snap(view, ctx);
    else await this.animateChange(prev, view, ctx, this.switching, news);
  }

  protected override settle(view: MeowView, ctx: MeowRenderContext, _prev: MeowView | null, news: boolean): void {
    this.applyStatus(view, ctx, news);
  }

  /** Everything in place at once. */
  private snap(view: MeowView, ctx: MeowRenderContext): void {
    const hand = this.handOf(view, ctx);
    void this.fan.sync(hand.cards, { faceUp: hand.faceUp, animate: false });
    this.discard.sync(view.discard);
    this.drawPile.setCount(view.drawCount);
    view.handCounts.forEach((n, s) => this.plates[s].setCount(n));
  }

  /** The deal: cards leave the pile one at a time around the table, then the upcard is turned. */
  private async deal(view: MeowView, ctx: MeowRenderContext): Promise<void> {
    const n = view.seats;
    const first = (view.dealer + 1) % n;
    const total = view.handCounts.reduce((a, b) => a + b, 0);
    const rounds = Math.max(...view.handCounts);
    // The whole deal in about a second and a half, however many seats.
    const gap = Math.min(70, 1500 / Math.max(1, n * rounds));
    this.discard.sync([]);
    this.drawPile.setCount(view.drawCount + total + view.discard.length);
    this.plates.forEach((p) => p.setCount(0));
    await this.fan.sync([], { faceUp: false, animate: false });

    const jobs: Promise<void>[] = [];
    const bottomOrder = (ctx.bottomSeat - first + n) % n;
    const hand = this.handOf(view, ctx);
    // The bottom hand: its cards enter in its turn of each round.
    jobs.push(this.fan.sync(hand.cards, {
      faceUp: hand.faceUp, animate: true, delay: bottomOrder * gap, stagger: n * gap,
      enterFrom: () => this.drawPile.topPlacement(),
    }));
    for (let r = 0; r < rounds; r++) {
      for (let i = 0; i < n; i++) {
        const seat = (first + i) % n;
        const delay = (r * n + i) * gap;
        if (r >= view.handCounts[seat]) continue;
        if (seat === ctx.bottomSeat) {
          jobs.push(this.tw.wait(delay).then(() => this.drawPile.setCount(this.drawPile.count - 1)));
          continue;
        }
        jobs.push(this.tw.wait(delay).then(async () => {
          this.drawPile.setCount(this.drawPile.count - 1);
          await this.flyBack(this.drawPile.topPlacement(), this.plates[seat]);
        }));
      }
    }
    await Promise.all(jobs);
    // The upcard.
    const up = view.discard[view.discard.length - 1];
    if (up !== undefined) {
      const s = this.flights.spawn(up, false, this.drawPile.topPlacement());
      this.drawPile.setCount(view.drawCount);
      await this.flights.fly(s, this.discard.landing(up), { flipTo: true });
      this.discard.adopt(s);
    }
    this.discard.sync(view.discard);
  }

  /** The turn's events as movement: reshuffle, the played card to the pile, drawn cards to their seats. */
  private async animateChange(prev: MeowView, view: MeowView, ctx: MeowRenderContext, switching: boolean, news: boolean): Promise<void> {
    const n = view.seats;
    // A reshuffle: the pile under the top card goes back face down.
    if (view.reshuffles > prev.reshuffles) {
      const moving = Math.min(3, Math.max(0, prev.discard.length - 1));
      const from = this.discard.landing(prev.discard[prev.discard.length - 1] ?? 0);
      const jobs: Promise<void>[] = [];
      for (let i = 0; i < moving; i++) {
        const s = this.flights.spawn(prev.discard[prev.discard.length - 2 - i], true, from);
        jobs.push(this.tw.wait(i * 60).then(() => this.flights.fly(s, this.drawPile.topPlacement(), { flipTo: false }).then(() => s.destroy())));
      }
      this.discard.sync(prev.discard.slice(-1));
      this.drawPile.setCount(prev.drawCount + Math.max(0, prev.discard.length - 1));
      await Promise.all(jobs);
    }

    // The played card.
    const play = view.last.find((a): a is Extract<LastAction, { kind: 'play' }> => a.kind === 'play');
    const top = view.discard[view.discard.length - 1];
    let playedBy = -1;
    const isNewPlay = play !== undefined && top === play.card &&
      (prev.discard[prev.discard.length - 1] !== play.card || prev.discard.length !== view.discard.length || news);
    const handJobs: Promise<void>[] = [];
    if (isNewPlay && play) {
      playedBy = play.seat;
      const landing = this.discard.landing(play.card);
      let sprite = this.fan.take(play.card);
      if (!sprite && play.seat === ctx.bottomSeat && !switching && this.fan.cards.includes(null)) {
        // A face-down bottom hand (privacy): any back will do.
        sprite = this.fan.takeAt(this.fan.cards.length - 1);
        sprite?.setCard(play.card, false);
      }
      if (sprite) {
        this.flights.layer.addChild(sprite);
      } else {
        const plate = this.plates[play.seat];
        plate.setCount(Math.max(0, plate.cardCount - 1));
        sprite = this.flights.spawn(play.card, false, plate.fanPlacement());
      }
      // The rest of the hand closes up while the card travels.
      const hand = this.handOf(view, ctx);
      if (play.seat === ctx.bottomSeat) {
        handJobs.push(this.fan.sync(hand.cards, { faceUp: hand.faceUp, animate: true, enterFrom: (c) => this.enterFrom(c, prev, switching) }));
      }
      await this.flights.fly(sprite, landing, { flipTo: true, ms: DURATION.flight + 40 });
      this.discard.adopt(sprite);
    }
    this.discard.sync(view.discard);

    // Drawn cards: from the pile to each seat.
    const draws: { seat: number; count: number }[] = [];
    for (let s = 0; s < n; s++) {
      if (s === ctx.bottomSeat) continue;
      const gained = view.handCounts[s] - prev.handCounts[s] + (playedBy === s ? 1 : 0);
      if (gained > 0) draws.push({ seat: s, count: gained });
      else if (playedBy !== s) this.plates[s].setCount(view.handCounts[s]);
    }
    const hand = this.handOf(view, ctx);
    handJobs.push(this.fan.sync(hand.cards, {
      faceUp: hand.faceUp, animate: true, enterFrom: (c) => this.enterFrom(c, prev, switching), stagger: switching ? 40 : 110,
    }));
    this.drawPile.setCount(view.drawCount);
    const flights: Promise<void>[] = [];
    for (const d of draws) {
      const plate = this.plates[d.seat];
      for (let i = 0; i < d.count; i++) {
        flights.push(this.tw.wait(i * 110).then(() => this.flyBack(this.drawPile.topPlacement(), plate)));
      }
    }
    await Promise.all([...handJobs, ...flights]);
    view.handCounts.forEach((c, s) => this.plates[s].setCount(c));
  }

  /** Where a card newly in the bottom hand comes from: below (a new person's hand), the pile it was on (undo), or the draw pile. */
  private enterFrom(card: number | null, prev: MeowView, switching: boolean): Placement | null {
    if (switching) return null;
    if (card !== null && prev.discard[prev.discard.length - 1] === card && this.view && this.view.discard[this.view.discard.length - 1] !== card) {
      return this.discard.landing(card);
    }
    return this.drawPile.topPlacement();
  }

  /** Turn, wish, 7-chain, notes (for `news` only), highlights: the still picture after the movement. */
  private applyStatus(view: MeowView, ctx: MeowRenderContext, news: boolean): void {
    const over = view.phase === 'over';
    this.plates.forEach((p, s) => {
      p.setCount(view.handCounts[s]);
      p.setTurn(!over && s === view.turn);
      p.setWinner(over && view.winners.includes(s));
    });

    // The wished suit.
    if (view.wish !== null) {
      const fresh = !this.wishBadge.visible || this.wishBadge.currentSuit !== view.wish;
      this.wishBadge.setSuit(view.wish, this.t.settings.colourMarks);
      if (fresh) void this.wishBadge_pop();
    } else if (this.wishBadge.visible) {
      this.hide(this.wishBadge);
    }
    // The 7-chain.
    if (view.pendingDraw > 0) {
      const text = `+${view.pendingDraw}`;
      const fresh = !this.pendingBadge.visible || this.pendingBadge.text !== text;
      this.pendingBadge.setText(text);
      if (fresh) void this.pendingBadge.pop(this.tw, textScale(this.layout.unit, BADGE_STYLES.alert.fontSize));
    } else if (this.pendingBadge.visible) {
      this.hide(this.pendingBadge);
    }

    // What just happened, said briefly on the seat it happened to.
    if (news) {
      for (const a of view.last) {
        const plate = this.plates[(a as { seat?: number }).seat ?? -1];
        if (!plate) continue;
        if (a.kind === 'skip') plate.showNote(this.labels.skipped, BADGE_STYLES.note);
        else if (a.kind === 'meow') plate.showNote(this.labels.meow, BADGE_STYLES.gold);
        else if (a.kind === 'pass') plate.showNote(this.labels.pass, BADGE_STYLES.note);
        else if (a.kind === 'meowPenalty') plate.showNote(this.labels.forgot, BADGE_STYLES.note);
        else if (a.kind === 'penalty7') plate.showNote(`+${a.count}`, BADGE_STYLES.note);
      }
    }
    if (over) for (const w of view.winners) this.plates[w]?.showNote(this.labels.wins, BADGE_STYLES.gold, 1e9);

    this.applyLooks(view, ctx, getMotion() !== 'off');
    this.showMarks(ctx);
  }

  /** The pile and the plates the others touched since your last turn (recent-mark.ts). */
  private showMarks(ctx: MeowRenderContext): void {
    const r = ctx.recent ?? NO_RECENT;
    const shapes: MarkShape[] = [];
    const pile = r.discard ? this.locate('discard') : null;
    // The pile's cards lie a little askew: the mark keeps clear of their corners.
    const slack = 6 * this.layout.unit;
    if (pile) shapes.push({ kind: 'rect', x: pile.x - slack, y: pile.y - slack, w: pile.width + 2 * slack, h: pile.height + 2 * slack });
    for (const s of r.seats) {
      const p = this.plates[s];
      if (p) shapes.push({ kind: 'rect', x: p.x - p.plateWidth / 2, y: p.y - p.plateHeight / 2, w: p.plateWidth, h: p.plateHeight });
    }
    this.marks.show(shapes, this.layout.unit, JSON.stringify(r));
  }

  /** Highlights for the bottom seat's choices: playable cards lift and glow, the rest dim, the drawn card is marked. */
  private applyLooks(view: MeowView, ctx: MeowRenderContext, animate: boolean, onlyRemove = false): void {
    const over = view.phase === 'over';
    const acting = !over && ctx.showHand && ctx.legal.some((e) => e.type === 'PLAY' || e.type === 'DRAW' || e.type === 'PASS');
    const playable = new Set<number>();
    for (const e of ctx.legal) if (e.type === 'PLAY') playable.add(e.card);
    const lift = Math.round(16 * this.layout.unit);
    const drawn = ctx.showHand && view.viewer === ctx.bottomSeat ? view.drawn : null;
    this.fan.setLooks((c, current) => {
      const look = c !== null && playable.has(c) ? 'playable' : acting ? 'dimmed' : 'normal';
      // Before the movement only take highlights away; new ones appear when the movement is over.
      if (onlyRemove && look === 'playable' && current !== 'playable') return { look: current === 'dimmed' ? 'normal' : current, lift: 0, marked: false };
      return { look, lift: c !== null && (playable.has(c) || c === drawn) ? lift : 0, marked: c !== null && c === drawn };
    }, animate);
    this.drawPile.setHighlight(acting && ctx.legal.some((e) => e.type === 'DRAW'));
    this.fan.interactiveChildren = ctx.showHand && view.viewer === ctx.bottomSeat && view.hand !== null;
  }

  private async wishBadge_pop(): Promise<void> {
    const b = this.wishBadge;
    b.visible = true;
    const base = textScale(this.layout.unit, 15);
    if (getMotion() === 'off') { b.alpha = 1; b.scale.set(base); return; }
    if (getMotion() === 'reduced') { b.scale.set(base); b.alpha = 0; await this.tw.tween(b, { alpha: 1 }, DURATION.pop); return; }
    b.alpha = 1;
    b.scale.set(base * 0.3);
    await this.tw.tween(b, { scale: base }, DURATION.pop + 60, { ease: (t) => 1 + 2.2 * Math.pow(t - 1, 3) + 1.2 * Math.pow(t - 1, 2) });
  }

  private hide(c: Container): void {
    if (getMotion() === 'off') { c.visible = false; return; }
    void this.tw.tween(c, { alpha: 0 }, DURATION.quick).then(() => { if (c.alpha === 0) c.visible = false; });
  }

  private handOf(view: MeowView, ctx: MeowRenderContext): { cards: (number | null)[]; faceUp: boolean } {
    const known = view.viewer === ctx.bottomSeat && view.hand !== null;
    if (known) return { cards: sortHand(view.hand!), faceUp: ctx.showHand };
    return { cards: new Array<number | null>(view.handCounts[ctx.bottomSeat] ?? 0).fill(null), faceUp: false };
  }

  // ---------- flights ----------

  /** A face-down card from `from` into a seat's small fan; the seat's count goes up as it lands. */
  private async flyBack(from: Placement, plate: SeatPlate): Promise<void> {
    const s = this.flights.spawn(null, false, from);
    await this.flights.fly(s, plate.fanPlacement());
    s.destroy();
    plate.setCount(plate.cardCount + 1);
  }

  // ---------- layout ----------

  private buildSeats(n: number): void {
    const spot = tableLayout(this.t.width, this.t.height, n, this.insets).seats[0];
    this.seats.seat(n, this.seatLayer, spot, true);
  }

  /** A new view seen from another seat moves the plates round the table. */
  protected override arrange(arriving: boolean): Felt {
    const animate = arriving && this.switching && getMotion() !== 'off';
    const n = this.plates.length || Math.max(2, this.options.names.length);
    const L = tableLayout(this.t.width, this.t.height, n, this.insets);
    this.layout = L;
    const bottom = this.ctx?.bottomSeat ?? 0;
    this.plates.forEach((p, s) => {
      const rel = (s - bottom + n) % n;
      const spot = L.seats[rel];
      if (p.plateWidth !== spot.width || p.plateHeight !== spot.height) p.resize(spot.width, spot.height);
      p.setMiniFan(rel !== 0);
      if (animate) void this.tw.tween(p, { x: spot.x, y: spot.y }, DURATION.move + 60);
      else p.position.set(spot.x, spot.y);
    });

    // Piles in the middle of the free area: draw pile left, discard right.
    const c = L.centre;
    const pw = L.pileCardWidth, ph = pw * CARD_ASPECT;
    const gap = Math.round(34 * L.unit);
    const cx = c.x + c.width / 2, cy = c.y + c.height / 2;
    this.drawPile.setCardWidth(pw);
    this.discard.setCardWidth(pw);
    this.drawPile.position.set(cx - pw / 2 - gap / 2, cy);
    this.discard.position.set(cx + pw / 2 + gap / 2, cy);
    // The wish beside the discard pile (on its free top-right corner when there is no room); the 7-chain count on the draw pile's corner.
    const wr = 36 * L.unit;
    const beside = this.discard.x + pw / 2 + gap * 0.6 + wr;
    if (beside + wr + 4 <= c.x + c.width) this.wishBadge.position.set(beside, cy - 8 * L.unit);
    else this.wishBadge.position.set(this.discard.x + pw * 0.45, this.discard.y - ph * 0.5 - 2 * L.unit);
    // Scaled with the table, but the wish's caption (15 px) never under 14 px.
    this.wishBadge.scale.set(textScale(L.unit, 15));
    this.pendingBadge.position.set(this.drawPile.x - pw * 0.5, this.drawPile.y - ph * 0.5 + 4 * L.unit);
    this.pendingBadge.scale.set(textScale(L.unit, BADGE_STYLES.alert.fontSize));

    this.fan.setLayout({ area: L.hand, cardWidth: L.handCardWidth, minStep: 44 }, animate);
    return { width: L.width, height: L.height, unit: L.unit, pool: L.centre };
  }

  private overDiscard(x: number, y: number): boolean {
    const w = this.discard.cardWidth * 1.5, h = this.discard.cardWidth * CARD_ASPECT * 1.4;
    return Math.abs(x - this.discard.x) < w / 2 + 20 && Math.abs(y - this.discard.y) < h / 2 + 20;
  }
}
