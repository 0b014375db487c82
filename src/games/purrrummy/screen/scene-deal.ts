// Purrrummy's deal as the table shows it: one card at a time from the seat left of the dealer, round after round
// (setupPurr deals so), then the upcard turned onto the discard pile. Pure, so the order is tested without a canvas.
import { dealOrder, type DealStep } from '../../../scene/deal-order';
import type { PurrView } from '../rules/view';

/** The picture is a game just dealt that the table has not shown yet. */
export function isFreshDeal(prev: PurrView | null, view: PurrView): boolean {
  const dealt = view.last.length === 1 && view.last[0].kind === 'deal';
  return dealt && (prev === null || prev.last[0]?.kind !== 'deal' || prev.seats !== view.seats);
}

/** Each hand card of the deal, in the order it leaves the deck (the upcard follows them). */
export function purrDealSteps(view: PurrView): DealStep[] {
  return dealOrder(view.handCounts, view.dealer + 1);
}
