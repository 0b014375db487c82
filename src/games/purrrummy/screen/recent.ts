// What to light on the Purrrummy table for the moves since your last turn: the melds laid or extended and the
// discard pile when a card went onto it or was taken from it. Melded and discarded cards were seen by all; a
// card drawn from the deck names nothing.
import type { PurrEvent } from '../rules/state';
import type { PurrView } from '../rules/view';

export interface PurrRecent {
  /** Indices into view.melds. */
  melds: number[];
  discard: boolean;
}

export const NO_RECENT: PurrRecent = { melds: [], discard: false };

export function recentTargets(events: readonly PurrEvent[], view: Pick<PurrView, 'melds'>): PurrRecent {
  const out: PurrRecent = { melds: [], discard: false };
  const meld = (i: number) => { if (i >= 0 && i < view.melds.length && !out.melds.includes(i)) out.melds.push(i); };
  for (const e of events) {
    switch (e.type) {
      // A new meld has no index in its event: it is the one holding its cards now.
      case 'MELD': meld(view.melds.findIndex((m) => m.cards.includes(e.cards[0]))); break;
      case 'LAY_OFF': meld(e.meld); break;
      case 'DISCARD': case 'TAKE_DISCARD': out.discard = true; break;
      case 'DRAW': break;
    }
  }
  return out;
}
