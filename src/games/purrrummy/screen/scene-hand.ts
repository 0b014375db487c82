// The bottom hand of the Purrrummy table, without a canvas: the cards it shows and the one just drawn or taken.
import type { Card } from '../../shared/cards';
import type { PurrView } from '../rules/view';
import { sortHand, type SortOrder } from './scene-select';

/** The bottom hand as the table shows it: the viewer's own cards in order (`known`), or backs as many as it holds. */
export function handCards(view: PurrView, bottomSeat: number, sort: SortOrder): { known: boolean; cards: (Card | null)[] } {
  const known = view.viewer === bottomSeat && view.hand !== null;
  return { known, cards: known ? sortHand(view.hand!, sort) : new Array<Card | null>(view.handCounts[bottomSeat] ?? 0).fill(null) };
}

/** The card that came into the bottom hand with this turn's draw (or take), marked with a paw; `fresh` is the one
 *  marked before. */
export function freshCard(prev: PurrView | null, view: PurrView, bottomSeat: number, fresh: Card | null): Card | null {
  if (view.viewer !== bottomSeat || !view.hand || view.turn !== bottomSeat || view.phase !== 'melding') return null;
  if (view.taken !== null) return view.taken;
  if (prev && prev.hand && prev.viewer === view.viewer) {
    const added = view.hand.filter((c) => !prev.hand!.includes(c));
    if (added.length === 1) return added[0];
  }
  return fresh !== null && view.hand.includes(fresh) ? fresh : null;
}
