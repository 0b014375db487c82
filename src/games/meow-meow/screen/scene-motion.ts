// The Meow Meow scene's movement: the deal, and a turn's events (a reshuffle, the card played, the cards drawn)
// flown from the previous view's places to the new one's.
import type { LastAction } from '../rules/state';
import type { MeowView } from '../rules/view';
import type { Placement } from '../../../scene/hand-fan';
import type { SeatPlate } from '../../../scene/seat-plate';
import { DURATION } from '../../../scene/theme';
import { handOf, type MeowPieces, type MeowRenderContext } from './scene-pieces';

/** The deal: cards leave the pile one at a time around the table, then the upcard is turned. */
export async function deal(p: MeowPieces, view: MeowView, ctx: MeowRenderContext): Promise<void> {
  const { drawPile, discard, fan, flights, tw } = p;
  const n = view.seats;
  const first = (view.dealer + 1) % n;
  const total = view.handCounts.reduce((a, b) => a + b, 0);
  const rounds = Math.max(...view.handCounts);
  // The whole deal in about a second and a half, however many seats.
  const gap = Math.min(70, 1500 / Math.max(1, n * rounds));
  discard.sync([]);
  drawPile.setCount(view.drawCount + total + view.discard.length);
  p.plates.forEach((plate) => plate.setCount(0));
  await fan.sync([], { faceUp: false, animate: false });

  const jobs: Promise<void>[] = [];
  const bottomOrder = (ctx.bottomSeat - first + n) % n;
  const hand = handOf(view, ctx);
  // The bottom hand: its cards enter in its turn of each round.
  jobs.push(fan.sync(hand.cards, {
    faceUp: hand.faceUp, animate: true, delay: bottomOrder * gap, stagger: n * gap,
    enterFrom: () => drawPile.topPlacement(),
  }));
  for (let r = 0; r < rounds; r++) {
    for (let i = 0; i < n; i++) {
      const seat = (first + i) % n;
      const delay = (r * n + i) * gap;
      if (r >= view.handCounts[seat]) continue;
      if (seat === ctx.bottomSeat) {
        jobs.push(tw.wait(delay).then(() => drawPile.setCount(drawPile.count - 1)));
        continue;
      }
      jobs.push(tw.wait(delay).then(async () => {
        drawPile.setCount(drawPile.count - 1);
        await flyBack(p, drawPile.topPlacement(), p.plates[seat]);
      }));
    }
  }
  await Promise.all(jobs);
  // The upcard.
  const up = view.discard[view.discard.length - 1];
  if (up !== undefined) {
    const s = flights.spawn(up, false, drawPile.topPlacement());
    drawPile.setCount(view.drawCount);
    await flights.fly(s, discard.landing(up), { flipTo: true });
    discard.adopt(s);
  }
  discard.sync(view.discard);
}

/** The turn's events as movement: reshuffle, the played card to the pile, drawn cards to their seats. */
export async function animateChange(p: MeowPieces, prev: MeowView, view: MeowView, ctx: MeowRenderContext, switching: boolean, news: boolean): Promise<void> {
  const { drawPile, discard, fan, flights, tw } = p;
  const n = view.seats;
  // A reshuffle: the pile under the top card goes back face down.
  if (view.reshuffles > prev.reshuffles) {
    const moving = Math.min(3, Math.max(0, prev.discard.length - 1));
    const from = discard.landing(prev.discard[prev.discard.length - 1] ?? 0);
    const jobs: Promise<void>[] = [];
    for (let i = 0; i < moving; i++) {
      const s = flights.spawn(prev.discard[prev.discard.length - 2 - i], true, from);
      jobs.push(tw.wait(i * 60).then(() => flights.fly(s, drawPile.topPlacement(), { flipTo: false }).then(() => s.destroy())));
    }
    discard.sync(prev.discard.slice(-1));
    drawPile.setCount(prev.drawCount + Math.max(0, prev.discard.length - 1));
    await Promise.all(jobs);
  }

  // The played card.
  const play = view.last.find((a): a is Extract<LastAction, { kind: 'play' }> => a.kind === 'play');
  const top = view.discard[view.discard.length - 1];
  let playedBy = -1;
  const isNewPlay = play !== undefined && top === play.card &&
    (prev.discard[prev.discard.length - 1] !== play.card || prev.discard.length !== view.discard.length || news);
  const handJobs: Promise<void>[] = [];
  const enterFrom = (c: number | null) => enteringFrom(p, c, prev, view, switching);
  if (isNewPlay && play) {
    playedBy = play.seat;
    const landing = discard.landing(play.card);
    let sprite = fan.take(play.card);
    if (!sprite && play.seat === ctx.bottomSeat && !switching && fan.cards.includes(null)) {
      // A face-down bottom hand (privacy): any back will do.
      sprite = fan.takeAt(fan.cards.length - 1);
      sprite?.setCard(play.card, false);
    }
    if (sprite) {
      flights.layer.addChild(sprite);
    } else {
      const plate = p.plates[play.seat];
      plate.setCount(Math.max(0, plate.cardCount - 1));
      sprite = flights.spawn(play.card, false, plate.fanPlacement());
    }
    // The rest of the hand closes up while the card travels.
    const hand = handOf(view, ctx);
    if (play.seat === ctx.bottomSeat) {
      handJobs.push(fan.sync(hand.cards, { faceUp: hand.faceUp, animate: true, enterFrom }));
    }
    await flights.fly(sprite, landing, { flipTo: true, ms: DURATION.flight + 40 });
    discard.adopt(sprite);
  }
  discard.sync(view.discard);

  // Drawn cards: from the pile to each seat.
  const draws: { seat: number; count: number }[] = [];
  for (let s = 0; s < n; s++) {
    if (s === ctx.bottomSeat) continue;
    const gained = view.handCounts[s] - prev.handCounts[s] + (playedBy === s ? 1 : 0);
    if (gained > 0) draws.push({ seat: s, count: gained });
    else if (playedBy !== s) p.plates[s].setCount(view.handCounts[s]);
  }
  const hand = handOf(view, ctx);
  handJobs.push(fan.sync(hand.cards, {
    faceUp: hand.faceUp, animate: true, enterFrom, stagger: switching ? 40 : 110,
  }));
  drawPile.setCount(view.drawCount);
  const flying: Promise<void>[] = [];
  for (const d of draws) {
    const plate = p.plates[d.seat];
    for (let i = 0; i < d.count; i++) {
      flying.push(tw.wait(i * 110).then(() => flyBack(p, drawPile.topPlacement(), plate)));
    }
  }
  await Promise.all([...handJobs, ...flying]);
  view.handCounts.forEach((c, s) => p.plates[s].setCount(c));
}

/** Where a card newly in the bottom hand comes from: below (a new person's hand), the pile it was on (undo), or the draw pile. */
function enteringFrom(p: MeowPieces, card: number | null, prev: MeowView, view: MeowView, switching: boolean): Placement | null {
  if (switching) return null;
  if (card !== null && prev.discard[prev.discard.length - 1] === card && view.discard[view.discard.length - 1] !== card) {
    return p.discard.landing(card);
  }
  return p.drawPile.topPlacement();
}

/** A face-down card from `from` into a seat's small fan; the seat's count goes up as it lands. */
async function flyBack(p: MeowPieces, from: Placement, plate: SeatPlate): Promise<void> {
  const s = p.flights.spawn(null, false, from);
  await p.flights.fly(s, plate.fanPlacement());
  s.destroy();
  plate.setCount(plate.cardCount + 1);
}
