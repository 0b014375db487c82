// Kitty Cat's deal as the table shows it (rulebook): three cards to every other cat in, one at a time from the
// seat left of the dealer, then the dealer's two sets: the one the dealer holds and the one that becomes the
// middle. Pure (from the view alone), so the order is tested without a canvas.
import { dealOrder } from '../../../scene/deal-order';
import { handRow, middleRow, seatRow } from './scene-rows';
import type { KittyView } from '../rules/view';

/** One card of the deal: to a seat's row (the bottom hand for the bottom seat) or to the middle, at `index`. */
export type KittyDealStep = { to: 'seat'; seat: number; index: number } | { to: 'middle'; index: number };

/** A new round has just been dealt (and this picture has not shown it yet). */
export function isFreshDeal(prev: KittyView | null, view: KittyView): boolean {
  if (!view.last.some((a) => a.kind === 'deal')) return false;
  return prev === null || prev.round !== view.round || !prev.last.some((a) => a.kind === 'deal');
}

/** Where each card of the deal flies, in the order it leaves the deck. */
export function kittyDealSteps(view: KittyView, ctx: { bottomSeat: number; showHand: boolean }): KittyDealStep[] {
  const n = view.seats;
  const rowLength = (seat: number): number => (seat === ctx.bottomSeat ? handRow(view, ctx).length : seatRow(view, seat).cards.length);
  const others = Array.from({ length: n }, (_, s) => (s === view.dealer || view.out[s] ? 0 : rowLength(s)));
  const steps: KittyDealStep[] = dealOrder(others, view.dealer + 1).map((d) => ({ to: 'seat', seat: d.seat, index: d.index }));
  if (!view.out[view.dealer]) {
    for (let i = 0; i < rowLength(view.dealer); i++) steps.push({ to: 'seat', seat: view.dealer, index: i });
  }
  middleRow(view).forEach((_, i) => steps.push({ to: 'middle', index: i }));
  return steps;
}
