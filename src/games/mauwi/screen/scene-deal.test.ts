// Mauwi's deal on the table follows deal.ts: four cards to each seat, one at a time from the first player; a new
// game is dealt once.
import { describe, expect, it } from 'vitest';
import { viewOf } from '../rules/view';
import { isFreshDeal, mauwiDealSteps } from './scene-deal';
import { ALL_ANIMALS, newGame } from '../test/testkit';

describe('Mauwi deal order', () => {
  it('starts with the first player and deals four rounds round the table', () => {
    const s = newGame({ edition: 'en', animals: ALL_ANIMALS, teams: false, first: 2 }, 3, 4);
    const v = viewOf(s, 0);
    const steps = mauwiDealSteps(v);
    expect(steps.slice(0, 5).map((d) => d.seat)).toEqual([2, 3, 0, 1, 2]);
    expect(steps).toHaveLength(16);
    expect(steps.filter((d) => d.seat === 0).map((d) => d.index)).toEqual([0, 1, 2, 3]);
  });

  it('is fresh only for the first picture of a new game', () => {
    const v = viewOf(newGame({ edition: 'en', animals: ALL_ANIMALS, teams: false, first: 0 }, 1, 2), 0);
    expect(isFreshDeal(null, v)).toBe(true);
    expect(isFreshDeal(v, v)).toBe(false);
  });
});
