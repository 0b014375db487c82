// What to light on the Kitty Cat table for the moves since your last turn: the middle cards the others put there
// (one swapped card, or the whole row after a swap of all three or the dealer's choice, or a new row when every cat
// passed) and the boxes of the seats that moved. Only public fields: the card a seat gave lies open in the middle; a
// hand card is never read.
import type { KittyEvent } from '../rules/rules';
import type { KittyView } from '../rules/view';

export interface KittyRecent {
  /** Places in the middle row (0 to 2), left to right. */
  middle: number[];
  /** Seats that moved, in the order they first did. */
  seats: number[];
}

export const NO_RECENT: KittyRecent = { middle: [], seats: [] };

export function recentTargets(events: readonly KittyEvent[], view: Pick<KittyView, 'viewer' | 'seats' | 'middle' | 'passes' | 'knocker'>): KittyRecent {
  // A new round deals a new table: only what came after the latest NEXT_ROUND is on it.
  let from = 0;
  events.forEach((e, i) => { if (e.type === 'NEXT_ROUND') from = i + 1; });
  const middle = new Set<number>();
  const seats: number[] = [];
  const wholeRow = () => view.middle.forEach((_, i) => middle.add(i));
  for (const e of events.slice(from)) {
    switch (e.type) {
      // The card given is the one lying in the middle now (unless it has left it since).
      case 'SWAP_ONE': { const i = view.middle.indexOf(e.hand); if (i >= 0) middle.add(i); break; }
      case 'SWAP_ALL': case 'KEEP_SET': case 'TAKE_BLIND': wholeRow(); break;
      case 'PASS': case 'KNOCK': case 'HISS': case 'NEXT_ROUND': break;
    }
    if (e.seat >= 0 && e.seat < view.seats && e.seat !== view.viewer && !seats.includes(e.seat)) seats.push(e.seat);
  }
  // Everyone passed in a row and a new middle came (./turns.ts everyonePassed): the table's count of passes was set
  // back to nought, so it is lower than the passes that end these moves. The new row is what changed; what lay there
  // before has gone. (The run may have begun with this seat's own pass, which these moves do not hold: the count
  // still tells.) After a knock passes no longer count.
  let trailing = 0;
  for (let i = events.length - 1; i >= from && events[i].type === 'PASS'; i--) trailing++;
  if (view.knocker === null && trailing > view.passes) {
    middle.clear();
    wholeRow();
  }
  return { middle: [...middle].sort((a, b) => a - b), seats };
}
