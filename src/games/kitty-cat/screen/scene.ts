// The Kitty Cat table in PixiJS: every seat's plate with its counters (coins held, rings lost), the last life
// and "out" marks, the dealer button and the "last turn" marks after a knock; the middle and the deck; the
// bottom hand with its live value; at the showdown every hand face up with its value spelled out, the lowest
// marked and the lost counter flying off. It never changes game state and never decides legality: it lights
// what `legal` allows (a hand card, then a middle card, or the other way round) and proposes what is touched.
import { STAGE_TOP } from '../../../scene/table';
import { Container } from 'pixi.js';
import type { Settings } from '../../../base/settings';
import type { Proposal } from '../../../ui/game-ui';
import { getCardLetters, type Card } from '../../shared/cards';
import type { KittyEvent } from '../rules/rules';
import type { KittyView } from '../rules/view';
import { openTable, type TableScaffold } from '../../../scene/table-scaffold';
import { TableScene, sameMoves, type Felt } from '../../../scene/table-scene';
import { CardArt } from '../../../scene/card-art';
import type { CardSprite } from '../../../scene/card';
import { SeatPlates } from '../../../scene/seat-plates';
import { getMotion } from '../../../scene/tween';
import { DURATION } from '../../../scene/theme';
import { RecentMarks } from '../../../scene/recent-mark';
import { KeptParts, markCount } from '../../../scene/kept-parts';
import { kittyLayout, type Arrangement, type KittyLayout, type Rect } from './scene-layout';
import { handRow, middleRow } from './scene-rows';
import { isFreshDeal } from './scene-deal';
import { NO_RECENT, type KittyRecent } from './recent';
import { recentShapes } from './scene-recent';
import { cardSprite, type KittyDrawing } from './scene-art';
import { KittySeats } from './scene-seat';
import { drawBanner, drawDeck, drawMiddle } from './scene-middle';
import { drawHand, drawValue } from './scene-hand';
import { KittyPicker } from './scene-picker';
import { KittyMotion } from './scene-motion';
import type { KittyRenderContext, KittyScene, KittySceneOptions, KittyTarget } from './scene-api';

export { kittyLayout } from './scene-layout';
export { handRow, lastTurnSeats, middleRow, seatRow, shownEntry } from './scene-rows';

export type { KittyRenderContext, KittyScene, KittySceneOptions, KittyTarget } from './scene-api';

export async function createKittyScene(container: HTMLElement, options: KittySceneOptions): Promise<KittyScene> {
  return new KittyTableScene(await openTable<Proposal>(container, options.settings, 'Kitty Cat'), options);
}

// ---------- the scene: its layers and parts, the render sequence's steps ----------

class KittyTableScene extends TableScene<Proposal, KittyEvent, KittyView, KittyRenderContext> implements KittyScene {
  private readonly art: CardArt;
  private readonly root = new Container();
  private readonly seatLayer = new Container();
  private readonly cardLayer = new Container();
  private readonly flightLayer = new Container();
  private readonly plates: SeatPlates;
  private readonly seats: KittySeats;
  private readonly marks: RecentMarks;
  private readonly picker: KittyPicker;
  private readonly motion: KittyMotion;
  /** New marks wait while the others' moves are still flying in. */
  private marksHeld = false;
  private layout: KittyLayout;
  /** Per drawn card: its sprite (face-up cards by card, the rows by place). */
  private readonly nodes = new Map<string, CardSprite>();
  private handRects: Rect[] = [];
  private middleRects: Rect[] = [];
  /** The table's parts and its cards, each kept while what it draws is the same (kept-parts.ts). */
  private readonly parts = new KeptParts<Container>(this.root);
  private readonly cardParts = new KeptParts<Container>(this.cardLayer);

  constructor(t: TableScaffold<Proposal>, private readonly options: KittySceneOptions) {
    super(t, { finishMotion: true });
    this.art = t.own(new CardArt(t.renderer, t.resolution));
    this.plates = new SeatPlates(this.art, this.tw, options.names);
    this.seats = new KittySeats(this.plates);
    this.layout = kittyLayout(t.width, t.height, Math.max(2, options.names.length), 0, options.insetTop ?? STAGE_TOP);
    this.flightLayer.eventMode = 'none';
    this.marks = new RecentMarks(this.tw);
    this.picker = this.addPart(new KittyPicker({ legal: () => this.legal(), rows: () => this.rows(), propose: (p) => this.propose(p), redraw: () => this.redraw() }));
    this.motion = new KittyMotion(t, this.art, this.flightLayer, this.nodes, this.seats, () => this.layout);
    // Under everything: a card, a plate or a badge lying over a mark hides it, never the other way round.
    t.stack(this.marks, this.root, this.seatLayer, this.cardLayer, this.flightLayer);
    t.everyFrame((ms) => this.plates.tick(ms));
  }

  get arrangement(): Arrangement { return this.layout.arrangement; }

  get selected(): { hand: Card | null; middle: Card | null } {
    return { hand: this.picker.hand, middle: this.picker.middle };
  }

  /** News (other moves, another round or phase) drops the selection (a pick made stale goes too: scene-picker.ts). */
  protected override arrive(view: KittyView, _ctx: KittyRenderContext, prev: KittyView | null): boolean {
    const news = !(sameMoves(prev, view) && prev!.round === view.round && prev!.phase === view.phase);
    if (news) this.picker.clear();
    // Your own move ends the marks at once (redraw); new ones wait until the movement is over.
    this.marksHeld = news && prev !== null && getMotion() !== 'off';
    return news;
  }

  /** The marks held back while the others' moves flew in. */
  protected override settle(): void {
    if (!this.marksHeld) return;
    this.marksHeld = false;
    this.showMarks();
  }

  protected override async animate(view: KittyView, ctx: KittyRenderContext, prev: KittyView | null, news: boolean): Promise<void> {
    const motion = this.motion;
    // A new round comes out of the deck card by card, as Meow Meow deals.
    if (news && isFreshDeal(prev, view) && getMotion() !== 'off') { await motion.dealIn(view, ctx); return; }
    if (!news || prev === null) return;
    motion.showNotes(view);
    const mode = getMotion();
    if (mode === 'off') return;
    if (mode === 'reduced') {
      this.cardLayer.alpha = 0.55;
      await this.tw.tween(this.cardLayer, { alpha: 1 }, DURATION.move);
      await motion.loseCounters(view, prev);
      return;
    }
    await motion.flySwaps(view, ctx);
    await motion.loseCounters(view, prev);
  }

  freeze(): void {
    this.moves.freeze();
    this.picker.clear();
    this.redraw();
  }

  refuse(card: number | null): void {
    if (this.t.destroyed || card === null) return;
    const s = this.nodes.get(`h:${card}`) ?? this.nodes.get(`m:${card}`);
    if (s) void s.shake(this.tw);
  }

  locate(target: KittyTarget): Rect | null {
    if (target === 'controls') return this.layout.controls;
    if ('hand' in target) return this.handRects[target.hand] ?? null;
    if ('middle' in target) return this.middleRects[target.middle] ?? null;
    const box = this.layout.seats.find((b) => b.seat === target.seat);
    return box ? { x: box.x, y: box.y, width: box.w, height: box.h } : null;
  }

  rows(): { hand: (Card | null)[]; middle: (Card | null)[] } {
    if (!this.view || !this.ctx) return { hand: [], middle: [] };
    return { hand: handRow(this.view, this.ctx), middle: middleRow(this.view) };
  }

  isLit(row: 'hand' | 'middle', i: number): boolean {
    return this.picker.isLit(row, i);
  }

  pickHand(i: number): void {
    this.picker.pickHand(i);
  }

  pickMiddle(i: number): void {
    this.picker.pickMiddle(i);
  }

  // ---------- drawing ----------

  protected override arrange(): Felt {
    const n = this.view?.seats ?? Math.max(2, this.options.names.length);
    const bottom = this.ctx?.bottomSeat ?? 0;
    const L = kittyLayout(this.t.width, this.t.height, n, bottom, this.options.insetTop ?? STAGE_TOP);
    this.layout = L;
    this.plates.seat(n, this.seatLayer, { width: 180, height: 50 }, false);
    const pool: Rect = { x: L.deck.x - L.deck.w, y: L.banner.y, width: (L.middle.x + L.middle.cardW * 2) - (L.deck.x - L.deck.w), height: L.middle.y + L.middle.cardW - L.banner.y };
    return { width: L.width, height: L.height, unit: L.unit, pool };
  }

  protected override draw(): void {
    const { view, ctx, parts, cardParts } = this;
    parts.begin();
    cardParts.begin();
    for (const c of this.flightLayer.removeChildren()) c.destroy({ children: true });
    this.cardLayer.alpha = 1;
    this.nodes.clear();
    this.seats.clear();
    this.handRects = [];
    this.middleRects = [];
    if (view && ctx) {
      const d: KittyDrawing = {
        L: this.layout, view, ctx, parts, cardParts, look: this.look, nodes: this.nodes,
        sprite: (card, w) => cardSprite(this.art, card, w, this.t.settings.colourMarks),
      };
      for (const box of this.layout.seats) this.seats.draw(d, box);
      drawBanner(d, this.options.names);
      drawDeck(d);
      this.middleRects = drawMiddle(d, this.picker);
      drawValue(d);
      this.handRects = drawHand(d, this.picker);
    }
    parts.end();
    cardParts.end();
    // The flights and fades a kept part waited for are gone: it stands as the still picture shows it.
    for (const n of this.nodes.values()) n.alpha = 1;
    if (view) for (const [seat, n] of this.seats.nodes) n.alpha = view.out[seat] ? 0.6 : 1;
    markCount(this.t.renderer.canvas, { built: parts.built + cardParts.built, size: parts.size + cardParts.size });
    if (view && ctx) this.showMarks();
  }

  /** The words' language and the cards' marks (a part with words or card faces is drawn again when they change). */
  private get look(): KittyDrawing['look'] {
    // A card's face shows the colour marks and the corner letters (the language's or the deck's printed ones).
    return { lang: this.t.settings.language, marks: { colours: this.t.settings.colourMarks, letters: getCardLetters() } };
  }

  /** The middle cards and the boxes the others touched since your last turn (recent-mark.ts), where this
   *  arrangement put them; a lit or picked middle card is bracketed where it is lifted to. */
  private showMarks(): void {
    const r = this.ctx?.recent ?? NO_RECENT;
    if (this.marksHeld || !this.view || (r.middle.length === 0 && r.seats.length === 0)) { this.marks.clear(); return; }
    const row = middleRow(this.view);
    const lift = Math.round(16 * this.layout.unit);
    const middleLift = (i: number) => (row[i] !== null && row[i] === this.picker.middle ? lift : this.isLit('middle', i) ? lift / 3 : 0);
    this.marks.show(recentShapes(this.layout, r, middleLift), this.layout.unit, JSON.stringify(r));
  }
}
