// A seat's box on the Kitty Cat table: its plate (the kit's: cat, name, cards held, turn, crown), the dealer
// button, the well with the counters line (coins held, rings for those lost, the last life or out) and its one
// mark (lowest, knocked, a last turn to play), the other seats' three small cards and their showdown value.
// Kept here: where each box left room for its cards and where its counters lie (lost ones fly off from there).
import { Container, Graphics } from 'pixi.js';
import { t } from '../../../base/i18n';
import type { SeatPlates } from '../../../scene/seat-plates';
import { Badge, BADGE_STYLES, type BadgeStyle } from '../../../scene/badge';
import { CARD_ASPECT, PALETTE } from '../../../scene/theme';
import type { Card } from '../../shared/cards';
import { valueLabel } from '../words/names';
import { MIN_TEXT, VALUE_LINE, type SeatBox } from './scene-layout';
import { lastTurnSeats, seatRow, shownEntry } from './scene-rows';
import { KNOCK_STYLE, LAST_TURN_STYLE, LOW_STYLE, OUT_STYLE, SWIM_STYLE, label, type KittyDrawing } from './scene-art';

/** A seat's one mark: lowest at the showdown, knocked, or a last turn still to play. */
type SeatMark = 'lowest' | 'knocked' | 'lastTurn' | null;
export interface CoinSpot { x: number; y: number; r: number }

export class KittySeats {
  /** Per seat: its box (faded when out) and where its counters lie, as the last redraw drew them. */
  readonly nodes = new Map<number, Container>();
  readonly coinSpots = new Map<number, CoinSpot[]>();
  /** Where a seat's box left room for its cards (measured when the box is drawn, kept with it). */
  private room = new Map<number, { x: number; rowY: number; spots: CoinSpot[] }>();

  constructor(private readonly plates: SeatPlates) {}

  clear(): void {
    this.nodes.clear();
    this.coinSpots.clear();
  }

  draw(d: KittyDrawing, box: SeatBox): void {
    const { L, view } = d;
    const seat = box.seat;
    const u = L.unit;
    const over = view.phase === 'over';
    const entry = shownEntry(view, seat);
    const lowest = entry?.lowest === true && !(view.showdown?.spared ?? false);
    const out = view.out[seat];

    // The plate (kit): cat, name, cards held, the turn's paw and glow, the winner's crown.
    const plate = this.plates.all[seat];
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
      d.cardParts.part(`dealer ${seat}`, { box, u, ...d.look }, () => {
        const r = Math.max(12, Math.round(12 * u));
        // A Container holds the disc and its letter (a Graphics with children is deprecated in PixiJS v8).
        const c = new Container();
        const disc = new Graphics();
        disc.circle(0, 0, r).fill({ color: PALETTE.cream }).stroke({ width: 2.5, color: PALETTE.wood });
        disc.circle(0, 0, r - 4).stroke({ width: 1, color: PALETTE.wood, alpha: 0.6 });
        const txt = label(t('kitty.scene.dealerMark'), Math.max(MIN_TEXT, Math.round(13 * u)), PALETTE.ink);
        txt.anchor.set(0.5);
        c.addChild(disc, txt);
        c.position.set(box.x + r - 2, box.y + r - 2);
        return c;
      });
    }

    const markKind: SeatMark = lowest ? 'lowest' : view.phase === 'lastTurns' && view.knocker === seat ? 'knocked' : lastTurnSeats(view).includes(seat) ? 'lastTurn' : null;
    const row = seatRow(view, seat);
    const look = {
      box, L: { plateH: L.plateH, rowH: L.rowH, unit: u }, lowest, out, swimming: view.swimming[seat], counters: view.counters,
      held: view.counterCounts[seat], markKind, shown: !!entry, noCards: row.cards.length === 0, lang: d.look.lang,
    };
    const c = d.parts.part(`seat ${seat}`, look, () => this.art(d, box, look));
    this.nodes.set(seat, c);
    const room = this.room.get(seat)!;
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
    row.cards.forEach((card: Card | null, i) => {
      const at = { x: box.x + cardsX + (i - 1) * step, y: box.y + cy };
      // At the showdown, cards that do not count are dimmed (the counted ones stay bright).
      const dim = !!entry && card !== null && !counted.has(card);
      const s = d.cardParts.part(`seat ${seat} card ${i}`, { at, cw, card, dim, marks: d.look.marks }, () => {
        const n = d.sprite(card, cw);
        n.position.set(at.x, at.y);
        if (dim) n.setLook('dimmed', 0, null);
        return n;
      });
      if (card !== null) d.nodes.set(`s:${card}`, s);
      d.nodes.set(`s${seat}:${i}`, s);
    });
    if (entry) {
      // The showdown value: under the cards, or (a 'line') over them.
      const words = `${lowest ? '▼ ' : ''}${valueLabel(entry.value)}`;
      d.cardParts.part(`pill ${seat}`, { box, words, lowest, u, line, cardsX, cy, ch }, () => {
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
  private art(d: KittyDrawing, box: SeatBox, look: { lowest: boolean; out: boolean; swimming: boolean; counters: number; held: number;
    markKind: SeatMark; shown: boolean; noCards: boolean }): Container {
    const L = d.L;
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
      const gone = label(t('kitty.ui.out'), Math.max(MIN_TEXT, Math.round(15 * u)), PALETTE.textDim);
      gone.anchor.set(0.5);
      gone.position.set(box.w / 2, cy);
      c.addChild(gone);
    }
    this.room.set(seat, { x, rowY, spots });
    return c;
  }
}
