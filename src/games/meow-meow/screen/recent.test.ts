// Meow Meow's marks for the moves since your last turn: the pile when a card landed on it, the seats that moved.
import { describe, expect, it } from 'vitest';
import type { MeowEvent } from '../rules/state';
import type { MeowView } from '../rules/view';
import { recentTargets } from './recent';

const view = { viewer: 0, seats: 4 } as MeowView;

describe('Meow Meow recentTargets', () => {
  it('marks nothing without moves', () => {
    expect(recentTargets([], view)).toEqual({ discard: false, seats: [] });
  });

  it('marks the discard pile for a played card and every seat that moved, once each', () => {
    const events: MeowEvent[] = [
      { type: 'PLAY', seat: 1, card: 11 },
      { type: 'WISH', seat: 1, suit: 2 },
      { type: 'DRAW', seat: 2 },
      { type: 'PASS', seat: 2 },
      { type: 'MEOW', seat: 3 },
      { type: 'PLAY', seat: 3, card: 20 },
    ];
    expect(recentTargets(events, view)).toEqual({ discard: true, seats: [1, 2, 3] });
  });

  it('leaves the pile alone when the others only drew or passed', () => {
    expect(recentTargets([{ type: 'DRAW', seat: 1 }, { type: 'PASS', seat: 1 }], view)).toEqual({ discard: false, seats: [1] });
  });

  it('never marks the viewer\'s own seat or a seat not at the table', () => {
    expect(recentTargets([{ type: 'DRAW', seat: 0 }, { type: 'DRAW', seat: 7 }], view).seats).toEqual([]);
  });
});
