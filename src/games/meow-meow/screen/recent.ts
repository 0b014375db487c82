// What to light on the Meow Meow table for the moves since your last turn: the discard pile when a card was
// played on it, and the plates of the seats that moved. Only public fields (no drawn card is ever named).
import type { MeowEvent } from '../rules/state';
import type { MeowView } from '../rules/view';

export interface MeowRecent {
  discard: boolean;
  /** Seats that moved, in the order they first did. */
  seats: number[];
}

export const NO_RECENT: MeowRecent = { discard: false, seats: [] };

export function recentTargets(events: readonly MeowEvent[], view: MeowView): MeowRecent {
  const seats: number[] = [];
  let discard = false;
  for (const e of events) {
    if (e.type === 'PLAY') discard = true;
    if (e.seat >= 0 && e.seat < view.seats && e.seat !== view.viewer && !seats.includes(e.seat)) seats.push(e.seat);
  }
  return { discard, seats };
}
