// Purrrummy's marks for the moves since your last turn, one case per kind of event.
import { describe, expect, it } from 'vitest';
import type { PurrEvent, TableMeld } from '../rules/state';
import { recentTargets } from './recent';

const meld = (owner: number, cards: number[]): TableMeld => ({ owner, kind: 'run', cards, stands: cards } as TableMeld);
const view = { melds: [meld(0, [1, 2, 3]), meld(1, [20, 21, 22]), meld(2, [30, 31, 32, 33])] };

describe('Purrrummy recentTargets', () => {
  it('marks nothing without moves or for a draw from the deck', () => {
    expect(recentTargets([], view)).toEqual({ melds: [], discard: false });
    expect(recentTargets([{ type: 'DRAW', seat: 1 }], view)).toEqual({ melds: [], discard: false });
  });

  it('marks a new meld by its cards, and a meld laid off on by its index, once each', () => {
    const events: PurrEvent[] = [
      { type: 'MELD', seat: 1, cards: [20, 21, 22] },
      { type: 'LAY_OFF', seat: 2, meld: 0, cards: [4] },
      { type: 'LAY_OFF', seat: 2, meld: 0, cards: [5] },
    ];
    expect(recentTargets(events, view)).toEqual({ melds: [1, 0], discard: false });
  });

  it('marks the discard pile for a card discarded or taken', () => {
    expect(recentTargets([{ type: 'TAKE_DISCARD', seat: 1 }], view).discard).toBe(true);
    expect(recentTargets([{ type: 'DRAW', seat: 1 }, { type: 'DISCARD', seat: 1, card: 40 }], view).discard).toBe(true);
  });

  it('ignores a meld no longer on the table (an index out of range)', () => {
    expect(recentTargets([{ type: 'LAY_OFF', seat: 1, meld: 9, cards: [4] }, { type: 'MELD', seat: 1, cards: [50, 51, 52] }], view).melds).toEqual([]);
  });
});
