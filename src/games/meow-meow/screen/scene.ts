// The Meow Meow table in PixiJS: draws a MeowView and turns taps and drags into proposals.
// It never changes game state and never decides legality: it highlights what `legal` allows and
// proposes what the player touches; the table host accepts or refuses. Animations come from the
// difference between the previous view and this one (scene-motion.ts); the still picture after them is a part
// of its own (scene-status.ts).
import { Container } from 'pixi.js';
import type { Settings } from '../../../base/settings';
import type { MeowEvent } from '../rules/state';
import type { MeowView } from '../rules/view';
import { openTable, type TableScaffold } from '../../../scene/table-scaffold';
import { TableScene, sameMoves, type Felt } from '../../../scene/table-scene';
import { CardArt } from '../../../scene/card-art';
import { CardFlights } from '../../../scene/card-flight';
import { HandFan, type Rect } from '../../../scene/hand-fan';
import { DiscardPile, DrawPile } from '../../../scene/pile';
import type { SeatPlate } from '../../../scene/seat-plate';
import { SeatPlates } from '../../../scene/seat-plates';
import { DEFAULT_INSETS, tableLayout, type Insets, type TableLayout } from '../../../scene/table';
import { getMotion, type Tweener } from '../../../scene/tween';
import { CARD_ASPECT, DURATION } from '../../../scene/theme';
import { handOf, pileRect, type MeowPieces, type MeowProposal, type MeowRenderContext } from './scene-pieces';
import { animateChange, deal } from './scene-motion';
import { MeowStatus } from './scene-status';

export type { MeowProposal, MeowRenderContext } from './scene-pieces';

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
  return new MeowTableScene(await openTable<MeowProposal>(container, options.settings, 'Meow'), options);
}

/** The scene is the pieces its parts move and mark (scene-pieces.ts). */
class MeowTableScene extends TableScene<MeowProposal, MeowEvent, MeowView, MeowRenderContext> implements MeowScene, MeowPieces {
  private readonly pileLayer = new Container();
  private readonly seatLayer = new Container();
  private readonly seats: SeatPlates;
  readonly fan: HandFan;
  readonly drawPile: DrawPile;
  readonly discard: DiscardPile;
  readonly flights: CardFlights;
  private readonly status: MeowStatus;
  layout: TableLayout;
  private insets: Insets;
  /** This render's view deals a new game (the cards leave the pile). */
  private freshDeal = false;
  /** This render's view is seen from another seat than the last one's (the plates move round the table). */
  private switching = false;

  constructor(t: TableScaffold<MeowProposal>, private readonly options: MeowSceneOptions) {
    super(t, { finishMotion: true });
    this.insets = { ...DEFAULT_INSETS, ...options.insets };
    const art = t.own(new CardArt(t.renderer, t.resolution));
    this.seats = new SeatPlates(art, this.tw, options.names);
    this.layout = tableLayout(t.width, t.height, Math.max(2, options.names.length), this.insets);
    const L = this.layout;
    const drawPile = this.drawPile = new DrawPile(art, this.tw, L.pileCardWidth);
    const discard = this.discard = new DiscardPile(art, this.tw, L.pileCardWidth);
    discard.setColourMarks(t.settings.colourMarks);
    this.pileLayer.addChild(drawPile, discard);
    const fan = this.fan = new HandFan(art, this.tw);
    fan.setColourMarks(t.settings.colourMarks);
    const flights = this.flights = new CardFlights(art, this.tw, new Container(), () => t.settings.colourMarks);
    flights.layer.eventMode = 'none';
    this.status = this.addPart(new MeowStatus(this));
    t.stack(this.status.marks, this.pileLayer, this.status.badgeLayer, this.seatLayer, fan, flights.layer);

    fan.onTap = (card) => this.propose({ type: 'PLAY', card });
    fan.onDrop = (card, target) => {
      if (target === 'discard') this.propose({ type: 'PLAY', card });
    };
    fan.dropTest = (x, y) => (this.overDiscard(x, y) ? 'discard' : null);
    fan.onDragOver = (over) => discard.setDropHighlight(over === 'discard');
    drawPile.onTap = () => this.propose({ type: 'DRAW' });

    t.everyFrame((ms) => this.seats.tick(ms));
    this.redraw();
  }

  override get tw(): Tweener {
    return this.t.tweener;
  }

  get plates(): readonly SeatPlate[] {
    return this.seats.all;
  }

  get colourMarks(): boolean {
    return this.t.settings.colourMarks;
  }

  // ---------- public API ----------

  refuse(card: number | null): void {
    if (this.t.destroyed) return;
    if (card === null) {
      void this.drawPile.shake();
      return;
    }
    const fan = this.fan;
    fan.settlePending();
    const s = fan.spriteOf(card);
    if (s) void s.shake(this.tw);
  }

  /** Applied in place, not redrawn: a redraw would snap cards that are still moving. */
  override setSettings(settings: Settings): void {
    const old = this.t.applySettings(settings);
    if (settings.colourMarks !== old.colourMarks) {
      this.fan.setColourMarks(settings.colourMarks);
      this.discard.setColourMarks(settings.colourMarks);
    }
    this.status.changeSettings(settings, old);
  }

  locate(target: { card: number } | 'draw' | 'discard'): Rect | null {
    if (this.t.destroyed) return null;
    if (target === 'draw' || target === 'discard') return pileRect(target === 'draw' ? this.drawPile : this.discard);
    const fan = this.fan;
    if (!fan.interactiveChildren) return null;
    const s = fan.spriteOf(target.card);
    if (!s || !s.faceUp) return null;
    return fan.locate(target.card);
  }

  // ---------- rendering ----------

  protected override arrive(view: MeowView, ctx: MeowRenderContext, prev: MeowView | null, prevCtx: MeowRenderContext | null): boolean {
    this.freshDeal = view.last.length === 1 && view.last[0].kind === 'deal' && (prev === null || prev.last[0]?.kind !== 'deal' || prev.seats !== view.seats);
    if (this.plates.length !== view.seats) this.buildSeats(view.seats);
    this.switching = prevCtx !== null && prevCtx.bottomSeat !== ctx.bottomSeat;
    return !sameMoves(prev, view);
  }

  /** Everything in place, except in a render: there the new view's pieces move into place (animate) and the still
   *  picture follows (the status part's settle). */
  protected override draw(arriving: boolean): void {
    const view = this.view, ctx = this.ctx;
    if (view && ctx && !arriving) this.snap(view, ctx);
  }

  protected override async animate(view: MeowView, ctx: MeowRenderContext, prev: MeowView | null, news: boolean): Promise<void> {
    if (this.freshDeal && getMotion() !== 'off') await deal(this, view, ctx);
    else if (prev === null || this.freshDeal || prev.seats !== view.seats) this.snap(view, ctx);
    else await animateChange(this, prev, view, ctx, this.switching, news);
  }

  /** Everything in place at once. */
  private snap(view: MeowView, ctx: MeowRenderContext): void {
    const hand = handOf(view, ctx);
    void this.fan.sync(hand.cards, { faceUp: hand.faceUp, animate: false });
    this.discard.sync(view.discard);
    this.drawPile.setCount(view.drawCount);
    view.handCounts.forEach((n, s) => this.plates[s].setCount(n));
  }

  // ---------- layout ----------

  private buildSeats(n: number): void {
    const spot = tableLayout(this.t.width, this.t.height, n, this.insets).seats[0];
    this.seats.seat(n, this.seatLayer, spot, true);
  }

  /** A new view seen from another seat moves the plates round the table. */
  protected override arrange(arriving: boolean): Felt {
    const animate = arriving && this.switching && getMotion() !== 'off';
    const plates = this.plates;
    const n = plates.length || Math.max(2, this.options.names.length);
    const L = tableLayout(this.t.width, this.t.height, n, this.insets);
    this.layout = L;
    const bottom = this.ctx?.bottomSeat ?? 0;
    plates.forEach((p, s) => {
      const rel = (s - bottom + n) % n;
      const spot = L.seats[rel];
      if (p.plateWidth !== spot.width || p.plateHeight !== spot.height) p.resize(spot.width, spot.height);
      p.setMiniFan(rel !== 0);
      if (animate) void this.tw.tween(p, { x: spot.x, y: spot.y }, DURATION.move + 60);
      else p.position.set(spot.x, spot.y);
    });

    // Piles in the middle of the free area: draw pile left, discard right (the status part sets its badges by them).
    const c = L.centre;
    const pw = L.pileCardWidth;
    const gap = Math.round(34 * L.unit);
    const cx = c.x + c.width / 2, cy = c.y + c.height / 2;
    const { drawPile, discard, fan } = this;
    drawPile.setCardWidth(pw);
    discard.setCardWidth(pw);
    drawPile.position.set(cx - pw / 2 - gap / 2, cy);
    discard.position.set(cx + pw / 2 + gap / 2, cy);

    fan.setLayout({ area: L.hand, cardWidth: L.handCardWidth, minStep: 44 }, animate);
    return { width: L.width, height: L.height, unit: L.unit, pool: L.centre };
  }

  private overDiscard(x: number, y: number): boolean {
    const discard = this.discard;
    const w = discard.cardWidth * 1.5, h = discard.cardWidth * CARD_ASPECT * 1.4;
    return Math.abs(x - discard.x) < w / 2 + 20 && Math.abs(y - discard.y) < h / 2 + 20;
  }
}
