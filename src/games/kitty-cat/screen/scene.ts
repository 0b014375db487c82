// The Kitty Cat table in PixiJS: every seat's plate with its counters (coins held, rings lost), the last life
// and "out" marks, the dealer button and the "last turn" marks after a knock; the middle and the deck; the
// bottom hand with its live value; at the showdown every hand face up with its value spelled out, the lowest
// marked and the lost counter flying off. It never changes game state and never decides legality: it lights
// what `legal` allows (a hand card, then a middle card, or the other way round) and proposes what is touched.
import { STAGE_TOP } from '../../../scene/table';
import { Container, Graphics, Text } from 'pixi.js';
import type { Settings } from '../../../base/settings';
import { t } from '../../../base/i18n';
import type { Proposal } from '../../../ui/game-ui';
import { getCardLetters, type Card } from '../../shared/cards';
import type { KittyEvent } from '../rules/rules';
import type { KittyView } from '../rules/view';
import { handValue } from '../rules/hand-value';
import { openTable, type TableScaffold } from '../../../scene/table-scaffold';
import { TableScene, sameMoves, type Felt } from '../../../scene/table-scene';
import { CardArt } from '../../../scene/card-art';
import { CardSprite } from '../../../scene/card';
import { SeatPlates } from '../../../scene/seat-plates';
import { Badge, BADGE_STYLES, type BadgeStyle } from '../../../scene/badge';
import { getMotion } from '../../../scene/tween';
import { CARD_ASPECT, CARD_W, DURATION, FONT_FAMILY, PALETTE } from '../../../scene/theme';
import { kittyLayout, MIN_TEXT, rowX, VALUE_LINE, type Arrangement, type KittyLayout, type Rect, type SeatBox } from './scene-layout';
import { formatPoints, valueLabel } from '../words/scene-labels';
import { handRow, lastTurnSeats, middleRow, seatRow, shownEntry } from './scene-rows';
import { isFreshDeal, kittyDealSteps } from './scene-deal';
import { CardFlights } from '../../../scene/card-flight';
import { dealOnSettledTable } from '../../../scene/deal-settle';
import { RecentMarks } from '../../../scene/recent-mark';
import { NO_RECENT, type KittyRecent } from './recent';
import { recentShapes } from './scene-recent';
import { KeptParts, markCount } from '../../../scene/kept-parts';

export { kittyLayout } from './scene-layout';
export { handRow, lastTurnSeats, middleRow, seatRow, shownEntry } from './scene-rows';

export interface KittyRenderContext {
  legal: KittyEvent[];
  bottomSeat: number;
  showHand: boolean;
  /** What the others did since your last turn, marked quietly (recent.ts). */
  recent?: KittyRecent;
}

export type KittyTarget = { hand: number } | { middle: number } | { seat: number } | 'controls';

export interface KittyScene {
  render(view: KittyView, ctx: KittyRenderContext): Promise<void>;
  /** Proposals are events without `seat`. */
  onPropose(handler: (p: Proposal) => void): void;
  refuse(card: number | null): void;
  setSettings(settings: Settings): void;
  /** CSS-px rectangle (relative to the container) of a hand card, a middle card (by place), a seat's box, the buttons. */
  locate(target: KittyTarget): Rect | null;
  /** What the hand row and the middle row show now (null: face down). */
  rows(): { hand: (Card | null)[]; middle: (Card | null)[] };
  /** Which table the layout chose: a phone's gets one row of buttons (play.ts, play.css). */
  readonly arrangement: Arrangement;
  /** The card picked first, waiting for its partner. */
  readonly selected: { hand: Card | null; middle: Card | null };
  /** A tap on the i-th hand card (also the keyboard's way in). */
  pickHand(i: number): void;
  /** A tap on the i-th middle card. */
  pickMiddle(i: number): void;
  /** True when a tap there now would select or make a move. */
  isLit(row: 'hand' | 'middle', i: number): boolean;
  onRedraw(handler: () => void): void;
  freeze(): void;
  destroy(): void;
}

export interface KittySceneOptions {
  names: string[];
  settings: Settings;
  insetTop?: number;
}

export async function createKittyScene(container: HTMLElement, options: KittySceneOptions): Promise<KittyScene> {
  return new KittyTable(await openTable<Proposal>(container, options.settings, 'Kitty Cat'), options);
}

// ---------- pure helpers (exported for tests) ----------

const toProposal = (e: KittyEvent): Proposal => {
  const { seat: _seat, ...rest } = e;
  return rest as Proposal;
};

/** A colour-blind-safe blue for the last life, white text on it (contrast > 4.5). */
const SWIM_BLUE = 0x0072b2;
const SWIM_STYLE: BadgeStyle = {
  fill: SWIM_BLUE, stroke: 0xfff1dc, strokeWidth: 2, text: 0xffffff, fontSize: 15, height: 26,
  icon: (g, size) => waves(g, size, 0xffffff),
};
const OUT_STYLE: BadgeStyle = { fill: 0x3a3a3a, stroke: 0xd0d0d0, strokeWidth: 2, text: 0xffffff, fontSize: 15, height: 26 };
const MARK_STYLE: BadgeStyle = { ...BADGE_STYLES.note, fontSize: 14, height: 26 };
/** "Last turn": an hourglass; "Knocked": a knuckle with two knock lines. Shapes, so colour is not alone. */
const LAST_TURN_STYLE: BadgeStyle = { ...MARK_STYLE, icon: (g, size) => hourglass(g, size, PALETTE.ink) };
const KNOCK_STYLE: BadgeStyle = { ...BADGE_STYLES.gold, fontSize: 14, height: 26, icon: (g, size) => knuckle(g, size, PALETTE.ink) };
const LOW_STYLE: BadgeStyle = { fill: PALETTE.alert, stroke: 0xfff1dc, strokeWidth: 2, text: 0x1d1b18, fontSize: 14, height: 26 };

function hourglass(g: Graphics, size: number, color: number): void {
  const w = size * 0.62, h = size * 0.9;
  g.moveTo(-w / 2, -h / 2).lineTo(w / 2, -h / 2).lineTo(-w / 2, h / 2).lineTo(w / 2, h / 2).closePath()
    .stroke({ width: Math.max(1.5, size * 0.11), color, join: 'round' });
  g.moveTo(-w * 0.3, h / 2 - 1).lineTo(w * 0.3, h / 2 - 1).lineTo(0, h * 0.12).closePath().fill({ color });
}

function knuckle(g: Graphics, size: number, color: number): void {
  g.roundRect(-size * 0.25, -size * 0.3, size * 0.5, size * 0.6, size * 0.14).fill({ color });
  for (const dy of [-0.22, 0.22]) {
    g.moveTo(size * 0.34, dy * size).lineTo(size * 0.52, dy * size * 1.6).stroke({ width: Math.max(1.5, size * 0.1), color, cap: 'round' });
  }
}

/** Two little waves: the last life ("swimming"). */
function waves(g: Graphics, size: number, color: number): void {
  for (const dy of [-size * 0.18, size * 0.18]) {
    g.moveTo(-size / 2, dy);
    for (let i = 1; i <= 8; i++) g.lineTo(-size / 2 + (i * size) / 8, dy + Math.sin((i / 8) * Math.PI * 2) * size * 0.12);
    g.stroke({ width: Math.max(1.5, size * 0.12), color, cap: 'round' });
  }
}

// ---------- the scene ----------

interface Spot { x: number; y: number; w: number }
/** A seat's one mark: lowest at the showdown, knocked, or a last turn still to play. */
type SeatMark = 'lowest' | 'knocked' | 'lastTurn' | null;

class KittyTable extends TableScene<Proposal, KittyEvent, KittyView, KittyRenderContext> implements KittyScene {
  private readonly art: CardArt;
  private readonly root = new Container();
  private readonly seatLayer = new Container();
  private readonly cardLayer = new Container();
  private readonly flightLayer = new Container();
  private readonly seats: SeatPlates;
  private readonly marks: RecentMarks;
  /** New marks wait while the others' moves are still flying in. */
  private marksHeld = false;
  private layout: KittyLayout;
  private selHand: Card | null = null;
  private selMiddle: Card | null = null;
  /** Per drawn card: its sprite (face-up cards by card, the rows by place). */
  private nodes = new Map<string, CardSprite>();
  private handRects: Rect[] = [];
  private middleRects: Rect[] = [];
  private seatNodes = new Map<number, Container>();
  private coinSpots = new Map<number, { x: number; y: number; r: number }[]>();
  /** The table's parts and its cards, each kept while what it draws is the same (kept-parts.ts). */
  private readonly parts = new KeptParts<Container>(this.root);
  private readonly cardParts = new KeptParts<Container>(this.cardLayer);
  /** Where a seat's box left room for its cards (measured when the box is drawn, kept with it). */
  private seatRoom = new Map<number, { x: number; rowY: number; spots: { x: number; y: number; r: number }[] }>();

  constructor(t: TableScaffold<Proposal>, private readonly options: KittySceneOptions) {
    super(t, { finishMotion: true });
    this.art = t.own(new CardArt(t.renderer, t.resolution));
    this.seats = new SeatPlates(this.art, this.tw, options.names);
    this.layout = kittyLayout(t.width, t.height, Math.max(2, options.names.length), 0, options.insetTop ?? STAGE_TOP);
    this.flightLayer.eventMode = 'none';
    this.marks = new RecentMarks(this.tw);
    // Under everything: a card, a plate or a badge lying over a mark hides it, never the other way round.
    t.stack(this.marks, this.root, this.seatLayer, this.cardLayer, this.flightLayer);
    t.everyFrame((ms) => this.seats.tick(ms));
  }

  get arrangement(): Arrangement { return this.layout.arrangement; }

  get selected(): { hand: Card | null; middle: Card | null } {
    return { hand: this.selHand, middle: this.selMiddle };
  }

  /** News (other moves, another round or phase) drops the selection. */
  protected override arrive(view: KittyView, _ctx: KittyRenderContext, prev: KittyView | null): boolean {
    const news = !(sameMoves(prev, view) && prev!.round === view.round && prev!.phase === view.phase);
    if (news) this.selHand = this.selMiddle = null;
    this.dropStaleSelection();
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
    // A new round comes out of the deck card by card, as Meow Meow deals.
    if (news && isFreshDeal(prev, view) && getMotion() !== 'off') { await this.dealIn(view, ctx); return; }
    if (!news || prev === null) return;
    this.showNotes(view);
    const mode = getMotion();
    if (mode === 'off') return;
    if (mode === 'reduced') {
      this.cardLayer.alpha = 0.55;
      await this.tw.tween(this.cardLayer, { alpha: 1 }, DURATION.move);
      await this.loseCounters(view, prev);
      return;
    }
    await this.flySwaps(view, ctx);
    await this.loseCounters(view, prev);
  }

  freeze(): void {
    this.moves.freeze();
    this.selHand = this.selMiddle = null;
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

  // ---------- input ----------

  private swaps(): Extract<KittyEvent, { type: 'SWAP_ONE' }>[] {
    return this.legal().filter((e): e is Extract<KittyEvent, { type: 'SWAP_ONE' }> => e.type === 'SWAP_ONE');
  }

  private has(type: KittyEvent['type']): boolean {
    return this.legal().some((e) => e.type === type);
  }

  /** A touch that matches no legal event, proposed as it is (the table host explains the refusal), unless
   *  nobody here may act (a bot's turn, a move being saved). */
  private proposeTried(p: Proposal): void {
    if (this.legal().length > 0) this.propose(p);
  }

  private dropStaleSelection(): void {
    const sw = this.swaps();
    if (this.selHand !== null && !sw.some((e) => e.hand === this.selHand)) this.selHand = null;
    if (this.selMiddle !== null && !sw.some((e) => e.middle === this.selMiddle)) this.selMiddle = null;
  }

  isLit(row: 'hand' | 'middle', i: number): boolean {
    const { hand, middle } = this.rows();
    if (row === 'hand') {
      if (this.has('KEEP_SET')) return true;
      const card = hand[i];
      return card !== null && card !== undefined && this.swaps().some((e) => e.hand === card && (this.selMiddle === null || e.middle === this.selMiddle));
    }
    if (this.has('TAKE_BLIND')) return true;
    const card = middle[i];
    return card !== null && card !== undefined && this.swaps().some((e) => e.middle === card && (this.selHand === null || e.hand === this.selHand));
  }

  pickHand(i: number): void {
    if (this.has('KEEP_SET')) { this.propose({ type: 'KEEP_SET' }); return; }
    const card = this.rows().hand[i];
    if (card === null || card === undefined) return;
    const sw = this.swaps();
    // No swap with this card now (the showdown): propose it as it is; the table host refuses it with the reason.
    if (!sw.some((e) => e.hand === card)) { this.proposeTried({ type: 'SWAP_ONE', hand: card }); return; }
    if (this.selMiddle !== null) {
      const e = sw.find((x) => x.hand === card && x.middle === this.selMiddle);
      if (e) {
        this.selHand = this.selMiddle = null;
        this.redraw();
        this.propose(toProposal(e));
        return;
      }
    }
    this.selHand = this.selHand === card ? null : card;
    this.redraw();
  }

  pickMiddle(i: number): void {
    if (this.has('TAKE_BLIND')) { this.propose({ type: 'TAKE_BLIND' }); return; }
    const card = this.rows().middle[i];
    if (card === null || card === undefined) return;
    const sw = this.swaps();
    if (!sw.some((e) => e.middle === card)) { this.proposeTried({ type: 'SWAP_ONE', middle: card }); return; }
    if (this.selHand !== null) {
      const e = sw.find((x) => x.middle === card && x.hand === this.selHand);
      if (e) {
        this.selHand = this.selMiddle = null;
        this.redraw();
        this.propose(toProposal(e));
        return;
      }
    }
    this.selMiddle = this.selMiddle === card ? null : card;
    this.redraw();
  }

  // ---------- drawing ----------

  protected override arrange(): Felt {
    const n = this.view?.seats ?? Math.max(2, this.options.names.length);
    const bottom = this.ctx?.bottomSeat ?? 0;
    const L = kittyLayout(this.t.width, this.t.height, n, bottom, this.options.insetTop ?? STAGE_TOP);
    this.layout = L;
    this.seats.seat(n, this.seatLayer, { width: 180, height: 50 }, false);
    const pool: Rect = { x: L.deck.x - L.deck.w, y: L.banner.y, width: (L.middle.x + L.middle.cardW * 2) - (L.deck.x - L.deck.w), height: L.middle.y + L.middle.cardW - L.banner.y };
    return { width: L.width, height: L.height, unit: L.unit, pool };
  }

  protected override draw(): void {
    const view = this.view;
    const L = this.layout;
    this.parts.begin();
    this.cardParts.begin();
    for (const c of this.flightLayer.removeChildren()) c.destroy({ children: true });
    this.cardLayer.alpha = 1;
    this.nodes.clear();
    this.seatNodes.clear();
    this.coinSpots.clear();
    this.handRects = [];
    this.middleRects = [];
    if (view && this.ctx) {
      for (const box of L.seats) this.drawSeat(view, box);
      this.drawBanner(view);
      this.drawDeck(view);
      this.drawMiddle(view);
      this.drawValue(view);
      this.drawHand(view, this.ctx);
    }
    this.parts.end();
    this.cardParts.end();
    // The flights and fades a kept part waited for are gone: it stands as the still picture shows it.
    for (const n of this.nodes.values()) n.alpha = 1;
    if (view) for (const [seat, n] of this.seatNodes) n.alpha = view.out[seat] ? 0.6 : 1;
    markCount(this.t.renderer.canvas, { built: this.parts.built + this.cardParts.built, size: this.parts.size + this.cardParts.size });
    if (view && this.ctx) this.showMarks();
  }

  /** The words' language and the cards' marks (a part with words or card faces is drawn again when they change). */
  private get look(): { lang: string; marks: { colours: boolean; letters: string } } {
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
    const middleLift = (i: number) => (row[i] !== null && row[i] === this.selMiddle ? lift : this.isLit('middle', i) ? lift / 3 : 0);
    this.marks.show(recentShapes(this.layout, r, middleLift), this.layout.unit, JSON.stringify(r));
  }

  private sprite(card: Card | null, w: number, faceUp = true): CardSprite {
    const s = new CardSprite(this.art, card, faceUp && card !== null, w, this.t.settings.colourMarks);
    s.eventMode = 'none';
    return s;
  }

  private label(text: string, size: number, fill: number = PALETTE.text, weight: '400' | '700' = '700'): Text {
    return new Text({ text, style: { fontFamily: FONT_FAMILY, fontWeight: weight, fontSize: size, fill, padding: 2 } });
  }

  private drawSeat(view: KittyView, box: SeatBox): void {
    const L = this.layout;
    const seat = box.seat;
    const u = L.unit;
    const over = view.phase === 'over';
    const entry = shownEntry(view, seat);
    const lowest = entry?.lowest === true && !(view.showdown?.spared ?? false);
    const out = view.out[seat];

    // The plate (kit): cat, name, cards held, the turn's paw and glow, the winner's crown.
    const plate = this.seats.all[seat];
    const pw = box.plateW, ph = L.plateH;
    if (plate.plateWidth !== pw || plate.plateHeight !== ph) plate.resize(pw, ph);
    plate.position.set(box.x + pw / 2, box.y + ph / 2);
    // The dealer still choosing holds two sets; the plate counts the three cards about to be kept.
    plate.setCount(view.phase === 'choosingSet' && seat === view.dealer ? view.setSizes?.[0] ?? 0 : view.handCounts[seat] ?? 0);
    const acting = !over && view.phase !== 'showdown' && view.turn === seat;
    plate.setTurn(acting);
    plate.setWinner(over && view.winners.includes(seat));
    plate.alpha = out ? 0.5 : 1;

    // The dealer button: a round disc with the initial, at the plate's top corner.
    if (view.dealer === seat && !out) {
      this.cardParts.part(`dealer ${seat}`, { box, u, ...this.look }, () => {
        const r = Math.max(12, Math.round(12 * u));
        // A Container holds the disc and its letter (a Graphics with children is deprecated in PixiJS v8).
        const d = new Container();
        const disc = new Graphics();
        disc.circle(0, 0, r).fill({ color: PALETTE.cream }).stroke({ width: 2.5, color: PALETTE.wood });
        disc.circle(0, 0, r - 4).stroke({ width: 1, color: PALETTE.wood, alpha: 0.6 });
        const txt = this.label(t('kitty.scene.dealerMark'), Math.max(MIN_TEXT, Math.round(13 * u)), PALETTE.ink);
        txt.anchor.set(0.5);
        d.addChild(disc, txt);
        d.position.set(box.x + r - 2, box.y + r - 2);
        return d;
      });
    }

    const markKind: SeatMark = lowest ? 'lowest' : view.phase === 'lastTurns' && view.knocker === seat ? 'knocked' : lastTurnSeats(view).includes(seat) ? 'lastTurn' : null;
    const row = seatRow(view, seat);
    const look = {
      box, L: { plateH: L.plateH, rowH: L.rowH, unit: u }, lowest, out, swimming: view.swimming[seat], counters: view.counters,
      held: view.counterCounts[seat], markKind, shown: !!entry, noCards: row.cards.length === 0, lang: this.look.lang,
    };
    const c = this.parts.part(`seat ${seat}`, look, () => this.seatArt(box, look));
    this.seatNodes.set(seat, c);
    const room = this.seatRoom.get(seat)!;
    this.coinSpots.set(seat, room.spots);
    if (box.own) return;

    // The three small cards: the ones seen going in face up, the rest face down; all face up at the showdown.
    // On a 'line' they sit at its right end, overlapped as far as the room asks (each corner still shows).
    const x = room.x, rowY = room.rowY;
    const cw = box.cardW, ch = cw * CARD_ASPECT;
    const line = box.style === 'line';
    const cy = line ? rowY : ph + 6 + L.rowH + 6 + ch / 2;
    const step = line ? Math.max(cw * 0.42, Math.min(cw + 5, (box.w - 6 - x - cw) / 2)) : cw + 6;
    const cardsX = line ? box.w - 6 - cw / 2 - step : box.w / 2;
    const counted = new Set(entry?.value.counted ?? []);
    row.cards.forEach((card, i) => {
      const at = { x: box.x + cardsX + (i - 1) * step, y: box.y + cy };
      // At the showdown, cards that do not count are dimmed (the counted ones stay bright).
      const dim = !!entry && card !== null && !counted.has(card);
      const s = this.cardParts.part(`seat ${seat} card ${i}`, { at, cw, card, dim, marks: this.look.marks }, () => {
        const n = this.sprite(card, cw);
        n.position.set(at.x, at.y);
        if (dim) n.setLook('dimmed', 0, null);
        return n;
      });
      if (card !== null) this.nodes.set(`s:${card}`, s);
      this.nodes.set(`s${seat}:${i}`, s);
    });
    if (entry) {
      // The showdown value: under the cards, or (a 'line') over them.
      const words = `${lowest ? '▼ ' : ''}${valueLabel(entry.value)}`;
      this.cardParts.part(`pill ${seat}`, { box, words, lowest, u, line, cardsX, cy, ch }, () => {
        const style: BadgeStyle = lowest ? { ...LOW_STYLE, fontSize: 16, height: 24 } : { ...BADGE_STYLES.count, fontSize: 16, height: 24 };
        const pill = new Badge(words, style, Math.max(MIN_TEXT / 16, Math.min(1.15, u)));
        const minScale = MIN_TEXT / 16;
        if (pill.width > box.w - 8) pill.scale.set(Math.max(minScale, pill.scale.x * (box.w - 8) / pill.width));
        const px = line ? Math.min(box.w - 4 - pill.width / 2, cardsX) : box.w / 2;
        pill.position.set(box.x + px, box.y + (line ? cy : cy + ch / 2 + VALUE_LINE / 2 + 1));
        return pill;
      });
    }
  }

  /** A seat's box: its well, the counters line (coins, rings lost, the last life or out) and its one mark. */
  private seatArt(box: SeatBox, look: { lowest: boolean; out: boolean; swimming: boolean; counters: number; held: number;
    markKind: SeatMark; shown: boolean; noCards: boolean }): Container {
    const L = this.layout;
    const seat = box.seat;
    const u = L.unit;
    const { lowest, out, markKind } = look;
    const c = new Container();
    c.position.set(box.x, box.y);

    // The box: a dark well; the lowest hand of the showdown gets a thick ring (and a "Lowest" badge, below).
    const bg = new Graphics();
    bg.roundRect(0, 0, box.w, box.h, 12).fill({ color: 0x000000, alpha: 0.2 });
    if (lowest) bg.roundRect(-2, -2, box.w + 4, box.h + 4, 13).stroke({ width: 4, color: PALETTE.alert });
    c.addChild(bg);
    c.alpha = out ? 0.6 : 1;
    const ph = L.plateH;

    // The counters line: coins held, rings for those lost; or the last life, or out. Where it goes: under the
    // plate ('full'), beside it ('strip', the mark under the coins), or on one line with the cards ('line').
    const cw = box.cardW, ch = cw * CARD_ASPECT;
    const lineH = Math.max(L.rowH, ch);
    const stripMark = box.style === 'strip' && markKind !== null;
    let rowY = box.style === 'full' ? ph + 6 + L.rowH / 2 : box.style === 'line' ? ph + 4 + lineH / 2 : stripMark ? L.rowH / 2 : ph / 2;
    const x0 = box.style === 'strip' ? box.plateW + 10 : box.style === 'line' ? 8 : 10;
    let x = x0;
    // On a 'line', the cards keep at least their overlapped width at the right end.
    const cardsMin = box.style === 'line' && !box.own ? cw * 1.84 + 10 : 0;
    const spots: { x: number; y: number; r: number }[] = [];
    const scale = L.rowH / 30;
    if (out) {
      const b = new Badge(`✕ ${t('kitty.ui.out')}`, OUT_STYLE, scale);
      b.position.set(x + b.width / 2, rowY);
      c.addChild(b);
      x += b.width + 6;
    } else if (look.swimming) {
      const b = new Badge(t('kitty.ui.swimming'), SWIM_STYLE, scale);
      b.position.set(x + b.width / 2, rowY);
      c.addChild(b);
      x += b.width + 6;
    } else {
      const g = new Graphics();
      // Coins no text: on a narrow line they may sit closer and smaller.
      const room = box.w - 8 - x - cardsMin;
      const pitch = Math.min(2 * Math.round(L.rowH * 0.36) + 5, room / Math.max(1, look.counters));
      const r = Math.min(Math.round(L.rowH * 0.36), Math.max(6, (pitch - 3) / 2));
      for (let i = 0; i < look.counters; i++) {
        const cx = x + r + i * pitch;
        spots.push({ x: box.x + cx, y: box.y + rowY, r });
        if (i < look.held) {
          g.circle(cx + 1, rowY + 2, r).fill({ color: 0x000000, alpha: 0.3 });
          g.circle(cx, rowY, r).fill({ color: PALETTE.gold }).stroke({ width: 2, color: PALETTE.wood });
          g.circle(cx, rowY, r * 0.55).stroke({ width: 1.5, color: PALETTE.goldDeep });
        } else {
          g.circle(cx, rowY, r - 1).stroke({ width: 1.5, color: PALETTE.flaxLight, alpha: 0.55 });
        }
      }
      c.addChild(g);
      x += look.counters * pitch + 4;
    }

    // One mark: lowest at the showdown, knocked, or a last turn still to play. Where its words do not fit, its
    // shape alone (the hourglass, the knuckle, ▼), never smaller words. A 'line' box's showdown pill says lowest.
    if (markKind && !(box.style === 'line' && markKind === 'lowest' && look.shown)) {
      const make = (words: boolean) => markKind === 'lowest' ? new Badge(words ? `▼ ${t('kitty.scene.lowest')}` : '▼', LOW_STYLE, scale)
        : new Badge(words ? t(markKind === 'knocked' ? 'kitty.scene.knocked' : 'kitty.scene.lastTurn') : '', markKind === 'knocked' ? KNOCK_STYLE : LAST_TURN_STYLE, scale);
      let mark = make(true);
      if (stripMark) {
        mark.position.set(x0 + mark.width / 2, ph - 13);
      } else {
        const room = box.w - 6 - x - cardsMin;
        if (mark.width > room) { mark.destroy(); mark = make(false); }
        mark.position.set(box.style === 'line' ? x + mark.width / 2 : box.w - 6 - mark.width / 2, rowY);
        x += mark.width + 6;
      }
      c.addChild(mark);
    }
    if (!box.own && out && look.noCards && box.style !== 'line') {
      const cy = ph + 6 + L.rowH + 6 + ch / 2;
      const gone = this.label(t('kitty.ui.out'), Math.max(MIN_TEXT, Math.round(15 * u)), PALETTE.textDim);
      gone.anchor.set(0.5);
      gone.position.set(box.w / 2, cy);
      c.addChild(gone);
    }
    this.seatRoom.set(seat, { x, rowY, spots });
    return c;
  }

  private drawBanner(view: KittyView): void {
    const b = this.layout.banner;
    const names = this.options.names;
    const n = (s: number) => names[s] ?? `${s + 1}`;
    let msg = t('kitty.ui.middle');
    let strong = false;
    const sd = view.showdown;
    if (view.phase === 'over' && view.winners.length) {
      msg = t('kitty.scene.winner', { name: n(view.winners[0]) });
      strong = true;
    } else if ((view.phase === 'showdown' || view.phase === 'over') && sd) {
      const points = formatPoints(sd.lowestPoints);
      if (sd.reason === 'knock') msg = t('kitty.scene.showdownKnock', { name: n(sd.by[0]), points });
      else {
        const kind = sd.entries.find((e) => e.seat === sd.by[0])?.value.kind ?? 'purr';
        msg = t('kitty.scene.showdownShown', { names: sd.by.map(n).join(', '), kind: t(`kitty.kind.${kind}`), points });
      }
      if (sd.spared) msg += ` · ${t('kitty.scene.spared')}`;
      strong = true;
    } else if (view.phase === 'choosingSet') {
      msg = view.lookedAtSet && this.ctx?.showHand ? t('kitty.scene.chooseMine') : t('kitty.scene.chooseOther', { name: n(view.dealer) });
    } else if (view.phase === 'lastTurns' && view.knocker !== null) {
      msg = t('kitty.scene.lastTurns', { name: n(view.knocker) });
      strong = true;
    }
    this.parts.part('banner', { b, msg, strong }, () => this.bannerArt(msg, strong));
  }

  private bannerArt(msg: string, strong: boolean): Container {
    const b = this.layout.banner;
    const c = new Container();
    const label = this.label(msg, 17, strong ? PALETTE.ink : PALETTE.text);
    // Too long for the line: 14 px, then wrapped (a phone's narrow banner), and only then smaller.
    if (label.width > b.width - 24) label.style.fontSize = MIN_TEXT;
    const wrapped = label.width > b.width - 24;
    if (wrapped) Object.assign(label.style, { wordWrap: true, wordWrapWidth: b.width - 16, lineHeight: 16, align: 'center' });
    const w = wrapped ? b.width : Math.min(b.width, label.width + 32);
    const rad = Math.min(b.height / 2, wrapped ? 12 : b.height / 2);
    const g = new Graphics();
    if (strong) g.roundRect((b.width - w) / 2, 0, w, b.height, rad).fill({ color: PALETTE.gold }).stroke({ width: 2, color: PALETTE.wood });
    else g.roundRect((b.width - w) / 2, 0, w, b.height, rad).fill({ color: 0x000000, alpha: 0.28 });
    c.addChild(g);
    const fit = Math.min((b.width - (wrapped ? 12 : 24)) / label.width, (b.height - 2) / label.height);
    if (fit < 1) label.scale.set(fit);
    label.anchor.set(0.5);
    label.position.set(b.width / 2, b.height / 2);
    c.addChild(label);
    c.position.set(b.x, b.y);
    return c;
  }

  private drawDeck(view: KittyView): void {
    const d = this.layout.deck;
    const count = view.deckCount;
    this.parts.part('deck', { d, count, marks: this.look.marks }, () => this.deckArt(count));
  }

  private deckArt(count: number): Container {
    const d = this.layout.deck;
    const h = d.w * CARD_ASPECT;
    const c = new Container();
    c.position.set(d.x, d.y);
    if (count > 0) {
      for (let i = Math.min(3, Math.ceil(count / 8)); i > 0; i--) {
        const under = this.sprite(null, d.w);
        under.position.set(i * 1.5, i * 1.5);
        c.addChild(under);
      }
      c.addChild(this.sprite(null, d.w));
    }
    const badge = new Badge(String(count), BADGE_STYLES.count, MIN_TEXT / BADGE_STYLES.count.fontSize);
    badge.position.set(d.w / 2 - 4, -h / 2 + 4);
    c.addChild(badge);
    return c;
  }

  private drawMiddle(view: KittyView): void {
    const m = this.layout.middle;
    const row = middleRow(view);
    const lift = Math.round(16 * this.layout.unit);
    const choosing = view.phase === 'choosingSet';
    row.forEach((card, i) => {
      const x = rowX(m.x, m.cardW, m.gap, i);
      const lit = this.isLit('middle', i);
      const picked = card !== null && card === this.selMiddle;
      const swapping = this.swaps().length > 0;
      const look = lit || picked ? 'playable' : swapping && !choosing ? 'dimmed' : 'normal';
      const up = picked ? lift : lit ? lift / 3 : 0;
      // The tap asks the scene what it does now (pickMiddle reads the legal moves and the selection then).
      const s = this.cardParts.part(`middle ${i}`, { x, y: m.y, w: m.cardW, card, look, up, marks: this.look.marks }, () => {
        const n = this.sprite(card, m.cardW);
        n.position.set(x, m.y);
        n.setLook(look, up, null);
        n.eventMode = 'static';
        n.cursor = 'pointer';
        n.on('pointertap', () => this.pickMiddle(i));
        return n;
      });
      if (card !== null) this.nodes.set(`m:${card}`, s);
      this.nodes.set(`m#${i}`, s);
      const h = m.cardW * CARD_ASPECT;
      this.middleRects.push({ x: x - Math.max(44, m.cardW) / 2, y: m.y - h / 2, width: Math.max(44, m.cardW), height: h });
    });
  }

  /** The bottom hand's value, live (or the looked-at set's while choosing). */
  private drawValue(view: KittyView): void {
    const ctx = this.ctx!;
    const row = handRow(view, ctx);
    if (row.length !== 3 || row.some((c) => c === null)) return;
    const v = handValue(row as Card[]);
    const key = view.phase === 'choosingSet' ? 'kitty.scene.thisSet' : 'kitty.ui.hand';
    const entry = shownEntry(view, ctx.bottomSeat);
    const lowest = entry?.lowest === true && !(view.showdown?.spared ?? false);
    const r = this.layout.value;
    const words = t(key), value = valueLabel(v);
    this.parts.part('value', { r, lowest, words, value }, () => this.valueArt(lowest, words, value));
  }

  private valueArt(lowest: boolean, words: string, value: string): Badge {
    const r = this.layout.value;
    const style: BadgeStyle = lowest ? LOW_STYLE : { ...BADGE_STYLES.gold, fontSize: 17, height: 32 };
    let b = new Badge(`${lowest ? '▼ ' : ''}${words}: ${value}`, style, 1);
    // Narrower than its words (a phone): down to 14 px, else on two lines where the place is tall enough.
    if (b.width > r.width) {
      const one = Math.max(MIN_TEXT / style.fontSize, r.width / b.width);
      if (b.width * one > r.width && r.height >= 44) {
        b.destroy();
        const two: BadgeStyle = { ...style, fontSize: 15, height: 44 };
        b = new Badge(`${lowest ? '▼ ' : ''}${words}:\n${value}`, two, 1);
        if (b.width > r.width) b.scale.set(Math.max(MIN_TEXT / two.fontSize, r.width / b.width));
      } else b.scale.set(one);
    }
    b.position.set(r.x + r.width / 2, r.y + r.height / 2);
    return b;
  }

  private drawHand(view: KittyView, ctx: KittyRenderContext): void {
    const H = this.layout.hand;
    const row = handRow(view, ctx);
    const acting = this.swaps().length > 0;
    const entry = shownEntry(view, ctx.bottomSeat);
    const counted = new Set(entry?.value.counted ?? []);
    row.forEach((card, i) => {
      const x = H.x + i * (H.cardW + H.gap);
      const lit = this.isLit('hand', i);
      const picked = card !== null && card === this.selHand;
      const look = lit || picked ? 'playable' : (acting && view.phase !== 'choosingSet') || (entry && card !== null && !counted.has(card)) ? 'dimmed' : 'normal';
      const up = picked ? H.lift : lit ? H.lift / 3 : 0;
      const s = this.cardParts.part(`hand ${i}`, { x, y: H.y, w: H.cardW, card, look, up, marks: this.look.marks }, () => {
        const n = this.sprite(card, H.cardW);
        n.position.set(x, H.y);
        n.setLook(look, up, null);
        n.eventMode = 'static';
        n.cursor = 'pointer';
        n.on('pointertap', () => this.pickHand(i));
        return n;
      });
      if (card !== null) this.nodes.set(`h:${card}`, s);
      this.nodes.set(`h#${i}`, s);
      const h = H.cardW * CARD_ASPECT;
      this.handRects.push({ x: x - H.cardW / 2, y: H.y - h / 2 - (picked ? H.lift : 0), width: H.cardW, height: h });
    });
  }

  // ---------- what just happened ----------

  /** The deal: every card of the new round hidden where it lies, then flown there from the deck in deal order
   *  (dealt again if the table resizes under it: deal-settle.ts). */
  private dealIn(view: KittyView, ctx: KittyRenderContext): Promise<void> {
    return dealOnSettledTable(() => `${this.t.width}x${this.t.height}`, async (cutShort) => {
      const d = this.layout.deck;
      const flights = new CardFlights(this.art, this.tw, this.flightLayer, () => this.t.settings.colourMarks);
      const cards = kittyDealSteps(view, ctx).flatMap((step) => {
        const key = step.to === 'middle' ? `m#${step.index}` : step.seat === ctx.bottomSeat ? `h#${step.index}` : `s${step.seat}:${step.index}`;
        const landing = this.nodes.get(key);
        if (!landing) return [];
        landing.alpha = 0;
        return [{
          card: landing.card, faceUp: landing.faceUp,
          to: { x: landing.x, y: landing.y, rotation: 0, width: landing.displayWidth },
          landed: () => { if (!landing.destroyed) landing.alpha = 1; },
        }];
      });
      await flights.deal(() => ({ x: d.x, y: d.y, rotation: 0, width: d.w }), cards, { cutShort });
    });
  }

  /** A short word on the seat that passed, swapped or got a new middle (kept until the next picture). */
  private showNotes(view: KittyView): void {
    if (view.phase === 'showdown' || view.phase === 'over') return;
    for (const a of view.last) {
      let text = '';
      let seat = -1;
      if (a.kind === 'pass') { text = t('kitty.scene.pass'); seat = a.seat; }
      else if (a.kind === 'swapOne') { text = t('kitty.scene.swap'); seat = a.seat; }
      else if (a.kind === 'swapAll') { text = t('kitty.scene.swapAll'); seat = a.seat; }
      if (a.kind === 'newMiddle') {
        const d = this.layout.deck;
        const b = new Badge(t('kitty.scene.newMiddle'), MARK_STYLE, this.layout.rowH / 30);
        b.position.set(d.x, d.y + (d.w * CARD_ASPECT) / 2 - 14);
        this.flightLayer.addChild(b);
        void b.pop(this.tw, this.layout.unit);
        continue;
      }
      const box = this.layout.seats.find((x) => x.seat === seat);
      if (!box || !text) continue;
      const b = new Badge(text, MARK_STYLE, this.layout.rowH / 30);
      const lineY = box.y + this.layout.plateH + 4 + Math.max(this.layout.rowH, box.cardW * CARD_ASPECT) / 2;
      b.position.set(box.x + box.w / 2, box.style === 'line' ? lineY : box.own ? box.y - 12 : box.y + box.h - VALUE_LINE - (box.cardW * CARD_ASPECT) / 2);
      this.flightLayer.addChild(b);
      void b.pop(this.tw, this.layout.rowH / 30);
    }
  }

  /** Where a card that just changed hands lies now. */
  private spotOf(card: Card, seat: number): Spot | null {
    const s = this.nodes.get(`h:${card}`) ?? this.nodes.get(`s:${card}`) ?? this.nodes.get(`m:${card}`);
    if (s) return { x: s.x, y: s.y, w: s.displayWidth };
    const box = this.layout.seats.find((b) => b.seat === seat);
    return box ? { x: box.x + box.w / 2, y: box.y + this.layout.plateH / 2, w: 40 } : null;
  }

  /** Each swapped card flies from where it was to where it is now: hand ↔ middle. */
  private async flySwaps(view: KittyView, ctx: KittyRenderContext): Promise<void> {
    const pairs: { seat: number; gave: Card; took: Card }[] = [];
    for (const a of view.last) {
      if (a.kind === 'swapOne') pairs.push({ seat: a.seat, gave: a.gave, took: a.took });
      if (a.kind === 'swapAll') a.gave.forEach((g, i) => pairs.push({ seat: a.seat, gave: g, took: a.took[i] }));
    }
    if (pairs.length === 0) return;
    const jobs: Promise<void>[] = [];
    pairs.forEach((p, i) => {
      const inMiddle = this.nodes.get(`m:${p.gave}`);
      const withSeat = this.nodes.get(`h:${p.took}`) ?? this.nodes.get(`s:${p.took}`);
      const seatSpot = withSeat ? { x: withSeat.x, y: withSeat.y, w: withSeat.displayWidth } : this.spotOf(p.took, p.seat);
      if (!inMiddle || !seatSpot) return;
      const midSpot = { x: inMiddle.x, y: inMiddle.y, w: inMiddle.displayWidth };
      // The card the seat gave is seen going into the middle; the card it took is face down in another's hand
      // unless everyone saw it (it lay open in the middle: always, so it flies face up).
      jobs.push(this.fly(p.gave, seatSpot, midSpot, inMiddle, i));
      const faceUp = p.seat === ctx.bottomSeat ? ctx.showHand : withSeat?.faceUp ?? true;
      jobs.push(this.fly(faceUp ? p.took : null, midSpot, seatSpot, withSeat ?? null, i));
    });
    await Promise.all(jobs);
  }

  private async fly(card: Card | null, from: Spot, to: Spot, landing: CardSprite | null, i: number): Promise<void> {
    const s = this.sprite(card, from.w);
    s.position.set(from.x, from.y);
    this.flightLayer.addChild(s);
    if (landing) landing.alpha = 0;
    await this.tw.tween(s, { x: to.x, y: to.y, scale: to.w / CARD_W }, DURATION.flight, { delay: i * DURATION.stagger });
    if (landing && !landing.destroyed) landing.alpha = 1;
    if (!s.destroyed) s.destroy();
  }

  /** At a fresh showdown, each lost counter lifts off its place and fades; a cat that went out fades grey. */
  private async loseCounters(view: KittyView, prev: KittyView): Promise<void> {
    const sd = view.showdown;
    if (!sd || prev.showdown === sd || !view.last.some((a) => a.kind === 'showdown')) return;
    const jobs: Promise<void>[] = [];
    const full = getMotion() === 'full';
    for (const e of sd.entries) {
      if (e.countersAfter >= e.countersBefore && !e.out) continue;
      const spots = this.coinSpots.get(e.seat) ?? [];
      const spot = spots[e.countersAfter];
      const box = this.layout.seats.find((b) => b.seat === e.seat);
      const at = spot ?? (box ? { x: box.x + 24, y: box.y + this.layout.plateH + 6 + this.layout.rowH / 2, r: Math.round(this.layout.rowH * 0.36) } : null);
      if (!at) continue;
      const coin = new Container();
      const disc = new Graphics();
      disc.circle(0, 0, at.r).fill({ color: PALETTE.gold }).stroke({ width: 2, color: PALETTE.wood });
      const minus = this.label('−1', Math.max(MIN_TEXT, Math.round(at.r * 1.1)), PALETTE.ink);
      minus.anchor.set(0.5);
      coin.addChild(disc, minus);
      coin.position.set(at.x, at.y);
      this.flightLayer.addChild(coin);
      const move = full ? { y: at.y - 46 * this.layout.unit, alpha: 0, scale: 1.5 } : { alpha: 0 };
      jobs.push(this.tw.tween(coin, move, 900, { delay: 120 }).then(() => { if (!coin.destroyed) coin.destroy({ children: true }); }));
      const node = this.seatNodes.get(e.seat);
      if (e.out && node) {
        node.alpha = 1;
        jobs.push(this.tw.tween(node, { alpha: 0.6 }, 600, { delay: 300 }));
      }
    }
    await Promise.all(jobs);
  }
}
