// What just happened on the Kitty Cat table, moved where it happened: a new round dealt out of the deck card by
// card, a short word on the seat that passed or swapped, each swapped card flying hand ↔ middle, and at the
// showdown each lost counter lifting off its place (a cat that went out fading grey). It only moves what the
// redraw drew (the cards' sprites by card and by place, the seats' boxes and counters) over the flight layer.
import { Container, Graphics } from 'pixi.js';
import { t } from '../../../base/i18n';
import type { TableScaffold } from '../../../scene/table-scaffold';
import type { CardArt } from '../../../scene/card-art';
import type { CardSprite } from '../../../scene/card';
import { Badge } from '../../../scene/badge';
import { CardFlights } from '../../../scene/card-flight';
import { dealOnSettledTable } from '../../../scene/deal-settle';
import { getMotion } from '../../../scene/tween';
import { CARD_ASPECT, CARD_W, DURATION, PALETTE } from '../../../scene/theme';
import type { Proposal } from '../../../ui/game-ui';
import type { Card } from '../../shared/cards';
import type { KittyView } from '../rules/view';
import { MIN_TEXT, VALUE_LINE, type KittyLayout } from './scene-layout';
import { kittyDealSteps } from './scene-deal';
import { MARK_STYLE, cardSprite, label } from './scene-art';
import type { KittySeats } from './scene-seat';
import type { KittyRenderContext } from './scene-api';

interface Spot { x: number; y: number; w: number }

export class KittyMotion {
  constructor(
    private readonly t: TableScaffold<Proposal>,
    private readonly art: CardArt,
    private readonly layer: Container,
    /** The redraw's card sprites (./scene-art.ts KittyDrawing.nodes). */
    private readonly nodes: Map<string, CardSprite>,
    private readonly seats: KittySeats,
    private readonly layout: () => KittyLayout,
  ) {}

  private sprite(card: Card | null, w: number): CardSprite {
    return cardSprite(this.art, card, w, this.t.settings.colourMarks);
  }

  /** The deal: every card of the new round hidden where it lies, then flown there from the deck in deal order
   *  (dealt again if the table resizes under it: deal-settle.ts). */
  dealIn(view: KittyView, ctx: KittyRenderContext): Promise<void> {
    return dealOnSettledTable(() => `${this.t.width}x${this.t.height}`, async (cutShort) => {
      const d = this.layout().deck;
      const flights = new CardFlights(this.art, this.t.tweener, this.layer, () => this.t.settings.colourMarks);
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
  showNotes(view: KittyView): void {
    if (view.phase === 'showdown' || view.phase === 'over') return;
    const L = this.layout();
    const tw = this.t.tweener;
    for (const a of view.last) {
      let text = '';
      let seat = -1;
      if (a.kind === 'pass') { text = t('kitty.scene.pass'); seat = a.seat; }
      else if (a.kind === 'swapOne') { text = t('kitty.scene.swap'); seat = a.seat; }
      else if (a.kind === 'swapAll') { text = t('kitty.scene.swapAll'); seat = a.seat; }
      if (a.kind === 'newMiddle') {
        const d = L.deck;
        const b = new Badge(t('kitty.scene.newMiddle'), MARK_STYLE, L.rowH / 30);
        b.position.set(d.x, d.y + (d.w * CARD_ASPECT) / 2 - 14);
        this.layer.addChild(b);
        void b.pop(tw, L.unit);
        continue;
      }
      const box = L.seats.find((x) => x.seat === seat);
      if (!box || !text) continue;
      const b = new Badge(text, MARK_STYLE, L.rowH / 30);
      const lineY = box.y + L.plateH + 4 + Math.max(L.rowH, box.cardW * CARD_ASPECT) / 2;
      b.position.set(box.x + box.w / 2, box.style === 'line' ? lineY : box.own ? box.y - 12 : box.y + box.h - VALUE_LINE - (box.cardW * CARD_ASPECT) / 2);
      this.layer.addChild(b);
      void b.pop(tw, L.rowH / 30);
    }
  }

  /** Where a card that just changed hands lies now. */
  private spotOf(card: Card, seat: number): Spot | null {
    const s = this.nodes.get(`h:${card}`) ?? this.nodes.get(`s:${card}`) ?? this.nodes.get(`m:${card}`);
    if (s) return { x: s.x, y: s.y, w: s.displayWidth };
    const L = this.layout();
    const box = L.seats.find((b) => b.seat === seat);
    return box ? { x: box.x + box.w / 2, y: box.y + L.plateH / 2, w: 40 } : null;
  }

  /** Each swapped card flies from where it was to where it is now: hand ↔ middle. */
  async flySwaps(view: KittyView, ctx: KittyRenderContext): Promise<void> {
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
    this.layer.addChild(s);
    if (landing) landing.alpha = 0;
    await this.t.tweener.tween(s, { x: to.x, y: to.y, scale: to.w / CARD_W }, DURATION.flight, { delay: i * DURATION.stagger });
    if (landing && !landing.destroyed) landing.alpha = 1;
    if (!s.destroyed) s.destroy();
  }

  /** At a fresh showdown, each lost counter lifts off its place and fades; a cat that went out fades grey. */
  async loseCounters(view: KittyView, prev: KittyView): Promise<void> {
    const sd = view.showdown;
    if (!sd || prev.showdown === sd || !view.last.some((a) => a.kind === 'showdown')) return;
    const L = this.layout();
    const tw = this.t.tweener;
    const jobs: Promise<void>[] = [];
    const full = getMotion() === 'full';
    for (const e of sd.entries) {
      if (e.countersAfter >= e.countersBefore && !e.out) continue;
      const spots = this.seats.coinSpots.get(e.seat) ?? [];
      const spot = spots[e.countersAfter];
      const box = L.seats.find((b) => b.seat === e.seat);
      const at = spot ?? (box ? { x: box.x + 24, y: box.y + L.plateH + 6 + L.rowH / 2, r: Math.round(L.rowH * 0.36) } : null);
      if (!at) continue;
      const coin = new Container();
      const disc = new Graphics();
      disc.circle(0, 0, at.r).fill({ color: PALETTE.gold }).stroke({ width: 2, color: PALETTE.wood });
      const minus = label('−1', Math.max(MIN_TEXT, Math.round(at.r * 1.1)), PALETTE.ink);
      minus.anchor.set(0.5);
      coin.addChild(disc, minus);
      coin.position.set(at.x, at.y);
      this.layer.addChild(coin);
      const move = full ? { y: at.y - 46 * L.unit, alpha: 0, scale: 1.5 } : { alpha: 0 };
      jobs.push(tw.tween(coin, move, 900, { delay: 120 }).then(() => { if (!coin.destroyed) coin.destroy({ children: true }); }));
      const node = this.seats.nodes.get(e.seat);
      if (e.out && node) {
        node.alpha = 1;
        jobs.push(tw.tween(node, { alpha: 0.6 }, 600, { delay: 300 }));
      }
    }
    await Promise.all(jobs);
  }
}
