// Purrrummy's deal on the table follows setupPurr: one card at a time from the seat left of the dealer; a new
// game is dealt once (a redraw of the same picture does not deal again).
import { describe, expect, it } from 'vitest';
import { purrrummy } from '../rules/definition';
import { viewOf } from '../rules/view';
import { isFreshDeal, purrDealSteps } from './scene-deal';

const players = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i}`, kind: 'bot' as const }));

describe('Purrrummy deal order', () => {
  it('starts left of the dealer and gives every seat its whole hand, card by card', () => {
    const s = purrrummy.setup({ options: { layoff: false, dealer: 2 }, seed: 9, players: players(3) });
    const v = viewOf(s, 0);
    const steps = purrDealSteps(v);
    expect(steps.slice(0, 4).map((d) => d.seat)).toEqual([0, 1, 2, 0]);
    expect(steps).toHaveLength(v.handCounts.reduce((a, b) => a + b, 0));
    for (let seat = 0; seat < 3; seat++) expect(steps.filter((d) => d.seat === seat)).toHaveLength(v.handCounts[seat]);
  });

  it('is fresh only for the first picture of a new game', () => {
    const s = purrrummy.setup({ options: { layoff: false, dealer: 0 }, seed: 1, players: players(2) });
    const v = viewOf(s, 0);
    expect(isFreshDeal(null, v)).toBe(true);
    expect(isFreshDeal(v, v)).toBe(false);
  });
});
