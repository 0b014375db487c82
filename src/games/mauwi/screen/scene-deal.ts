// Mauwi's deal as the table shows it: four cards to each seat, one at a time from the seat that plays first,
// round after round (deal.ts deals so). Pure, so the order is tested without a canvas.
import { dealOrder, type DealStep } from '../../../scene/deal-order';
import type { MauwiView } from '../rules/view';

/** The picture is a game just dealt that the table has not shown yet. */
export function isFreshDeal(prev: MauwiView | null, view: MauwiView): boolean {
  const dealt = view.last.length === 1 && view.last[0].kind === 'deal';
  return dealt && (prev === null || prev.last[0]?.kind !== 'deal' || prev.seats !== view.seats);
}

/** Each card of the deal, in the order it leaves the draw pile (the first player gets the first card). */
export function mauwiDealSteps(view: MauwiView): DealStep[] {
  return dealOrder(view.handCounts, view.turn);
}
