// The Mauwi table's movements: the cards of the last move flying to where the new table shows them, and the deal
// leaving the draw pile card by card. The scene says where things lie; these only move sprites on its flight layer.
import type { Container } from 'pixi.js';
import type { CutShort } from '../../../scene/deal-settle';
import { DEAL_FLIGHT_MS, dealGap } from '../../../scene/deal-order';
import { CARD_W, DURATION } from '../../../scene/theme';
import type { Tweener } from '../../../scene/tween';
import type { Card } from '../rules/cards';
import type { MauwiView } from '../rules/view';
import type { MauwiArt } from './scene-art';
import { mauwiDealSteps } from './scene-deal';
import type { Rect } from './scene-layout';

export type Spot = { x: number; y: number };
/** Where a card lies on the new table, and its node there (hidden while its copy flies). */
export type Landing = { x: number; y: number; w: number; node: Container | null };

export interface MotionStage {
  readonly tw: Tweener;
  readonly art: MauwiArt;
  /** Cards in flight, above everything. */
  readonly flights: Container;
  /** Where a seat's name plate is (another seat's cards fly from and to it). */
  plateOf(seat: number): Spot | null;
}

/** Each card the last move put on the table flies there from the hand that played it (the bottom hand's card from
 *  where it lay; another seat's from its name plate), landing where the new table shows it. */
export async function flyPlayedCards(st: MotionStage, view: MauwiView, bottomSeat: number, handBefore: Map<number, Spot>, landingOf: (card: Card) => Landing | null): Promise<void> {
  const flights: Promise<void>[] = [];
  view.last.forEach((a, i) => {
    if (!('card' in a)) return;
    const to = landingOf(a.card);
    if (!to) return;
    const from = (a.seat === bottomSeat ? handBefore.get(a.card) : undefined) ?? st.plateOf(a.seat);
    if (!from) return;
    const sprite = st.art.sprite(a.card, to.w);
    sprite.position.set(from.x, from.y);
    st.flights.addChild(sprite);
    if (to.node) to.node.alpha = 0;
    flights.push(st.tw.tween(sprite, { x: to.x, y: to.y }, DURATION.flight, { delay: i * DURATION.stagger }).then(() => {
      if (to.node && !to.node.destroyed) to.node.alpha = 1;
      sprite.destroy();
    }));
  });
  await Promise.all(flights);
}

/** One deal: backs leave the draw pile one at a time round the table (staggered, 280 ms flights); another seat's
 *  card flies to its name plate, the bottom seat's to its place in the hand, which shows it once it has landed. */
export async function dealOnce(st: MotionStage, view: MauwiView, bottomSeat: number, from: Rect | null, handLayer: Container, handCardW: () => number, cutShort: CutShort): Promise<void> {
  if (!from) return;
  const steps = mauwiDealSteps(view);
  const gap = dealGap(steps.length);
  const hand = handLayer.children.slice();
  for (const c of hand) c.alpha = 0;
  const seen = new Map<number, number>();
  const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
  await st.tw.stagger(steps, gap, async (d) => {
    if (cutShort()) return;
    const i = seen.get(d.seat) ?? 0;
    seen.set(d.seat, i + 1);
    const landing = d.seat === bottomSeat ? hand[i] ?? null : null;
    const to = landing ? { x: landing.x, y: landing.y, w: handCardW() } : st.plateOf(d.seat) && { ...st.plateOf(d.seat)!, w: from.width * 0.6 };
    if (!to) return;
    const s = st.art.sprite(null, from.width);
    s.position.set(start.x, start.y);
    st.flights.addChild(s);
    await st.tw.tween(s, { x: to.x, y: to.y, scale: to.w / CARD_W }, DEAL_FLIGHT_MS);
    if (!s.destroyed) s.destroy();
    if (landing && !landing.destroyed) landing.alpha = 1;
  });
  for (const c of hand) if (!c.destroyed) c.alpha = 1;
}
