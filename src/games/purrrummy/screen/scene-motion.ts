// The Purrrummy table's movements: the deal (the hands leave the deck card by card round the table, then the upcard
// turns) and a move's cards (a discard flying to the pile, another seat's draw or take flying to its plate). The
// scene lays the table out; these move its pieces.
import type { CardFlights } from '../../../scene/card-flight';
import type { CutShort } from '../../../scene/deal-settle';
import { dealGap } from '../../../scene/deal-order';
import type { HandFan, Placement } from '../../../scene/hand-fan';
import type { DiscardPile, DrawPile } from '../../../scene/pile';
import type { SeatPlates } from '../../../scene/seat-plates';
import type { Tweener } from '../../../scene/tween';
import type { Card } from '../../shared/cards';
import type { LastAction } from '../rules/state';
import type { PurrView } from '../rules/view';
import type { PurrRenderContext } from './scene-api';
import { purrDealSteps } from './scene-deal';
import { handCards } from './scene-hand';
import type { SortOrder } from './scene-select';

/** The pieces a movement moves (the scene's). */
export interface PurrStage {
  readonly tw: Tweener;
  readonly fan: HandFan;
  readonly drawPile: DrawPile;
  readonly discardPile: DiscardPile;
  readonly flights: CardFlights;
  readonly seats: SeatPlates;
  /** Where a card leaves or reaches a seat's plate. */
  plateSpot(seat: number): Placement;
  destroyed(): boolean;
}

export const topOf = (pile: readonly Card[]): Card | undefined => pile[pile.length - 1];

export async function dealOnce(st: PurrStage, view: PurrView, ctx: PurrRenderContext, sort: SortOrder, cutShort: CutShort): Promise<void> {
  const n = view.seats;
  const steps = purrDealSteps(view);
  const gap = dealGap(steps.length);
  st.discardPile.sync([]);
  st.drawPile.setCount(view.drawCount + steps.length + view.discard.length);
  st.seats.all.forEach((p) => p.setCount(0));
  await st.fan.sync([], { faceUp: false, animate: false });
  const jobs: Promise<void>[] = [];
  const bottomFirst = steps.findIndex((d) => d.seat === ctx.bottomSeat);
  // The bottom hand: its cards enter in its turn of each round.
  const { known, cards } = handCards(view, ctx.bottomSeat, sort);
  jobs.push(st.fan.sync(cards, {
    faceUp: known && ctx.showHand, animate: true, delay: Math.max(0, bottomFirst) * gap, stagger: n * gap,
    enterFrom: () => st.drawPile.topPlacement(),
  }));
  steps.forEach((d, i) => {
    jobs.push(st.tw.wait(i * gap).then(async () => {
      st.drawPile.setCount(Math.max(0, st.drawPile.count - 1));
      if (d.seat === ctx.bottomSeat || cutShort()) return;
      const s = st.flights.spawn(null, false, st.drawPile.topPlacement());
      const to = st.plateSpot(d.seat);
      await st.flights.fly(s, { ...to, width: to.width * 0.6 });
      if (!s.destroyed) s.destroy();
      const plate = st.seats.all[d.seat];
      plate?.setCount(plate.cardCount + 1);
    }));
  });
  await Promise.all(jobs);
  st.fan.interactiveChildren = known && ctx.showHand;
  if (cutShort()) return;
  // The upcard.
  const up = topOf(view.discard);
  if (up !== undefined && !st.destroyed()) {
    const s = st.flights.spawn(up, false, st.drawPile.topPlacement());
    st.drawPile.setCount(view.drawCount);
    await st.flights.fly(s, st.discardPile.landing(up), { flipTo: true });
    st.discardPile.adopt(s);
  }
  st.discardPile.sync(view.discard);
  st.drawPile.setCount(view.drawCount);
}

/** A move's cards travel: a discard to the pile (from the bottom hand or the seat's plate), another seat's draw or
 *  take to its plate; the bottom hand follows (`syncHand`). */
export async function animateChange(st: PurrStage, prev: PurrView, view: PurrView, ctx: PurrRenderContext, syncHand: () => Promise<void>): Promise<void> {
  const jobs: Promise<void>[] = [];
  const bottom = ctx.bottomSeat;
  // A discard flies to the pile: from the bottom hand, or from the seat's plate.
  const disc = view.last.find((a): a is Extract<LastAction, { kind: 'discard' }> => a.kind === 'discard');
  if (disc && topOf(view.discard) === disc.card && view.discard.length > prev.discard.length) {
    let sprite = disc.seat === bottom ? st.fan.take(disc.card) : null;
    if (sprite) st.flights.layer.addChild(sprite);
    else sprite = st.flights.spawn(disc.card, true, st.plateSpot(disc.seat));
    st.discardPile.sync(prev.discard);
    jobs.push(st.flights.fly(sprite, st.discardPile.landing(disc.card), { flipTo: true }).then(() => {
      st.discardPile.adopt(sprite!);
      st.discardPile.sync(view.discard);
    }));
  } else {
    st.discardPile.sync(view.discard);
  }
  // Another seat's draw or take: a card travels from the pile to its plate.
  for (const a of view.last) {
    if ((a.kind === 'draw' || a.kind === 'takeDiscard') && a.seat !== bottom) {
      const from = a.kind === 'draw' ? st.drawPile.topPlacement() : st.discardPile.landing(a.card);
      const s = st.flights.spawn(a.kind === 'takeDiscard' ? a.card : null, a.kind === 'takeDiscard', from);
      const to = st.plateSpot(a.seat);
      jobs.push(st.flights.fly(s, { ...to, width: to.width * 0.6 }, { flipTo: true }).then(() => s.destroy()));
    }
  }
  st.drawPile.setCount(view.drawCount);
  jobs.push(syncHand());
  await Promise.all(jobs);
}
