// Kitty Cat's deal on the table (rulebook): three cards to every other cat, one at a time from the seat left of
// the dealer, then the dealer's two sets (the held one, then the one that becomes the middle); cats that are
// out get nothing; the deal is shown once per round.
import { describe, expect, it } from 'vitest';
import { kittyCat } from '../rules/definition';
import { viewOf } from '../rules/view';
import { isFreshDeal, kittyDealSteps } from './scene-deal';
import { position } from '../test/testkit';
import { c, C, H, S, D } from '../test/testkit';

const players = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i}`, kind: 'bot' as const }));

describe('Kitty Cat deal order', () => {
  it('deals the others round by round from left of the dealer, then the dealer\'s set, then the middle', () => {
    const s = kittyCat.setup({ options: { dealer: 1, counters: 3 }, seed: 4, players: players(3) });
    const v = viewOf(s, null);
    const steps = kittyDealSteps(v, { bottomSeat: 0, showHand: false });
    expect(steps.slice(0, 6)).toEqual([
      { to: 'seat', seat: 2, index: 0 }, { to: 'seat', seat: 0, index: 0 },
      { to: 'seat', seat: 2, index: 1 }, { to: 'seat', seat: 0, index: 1 },
      { to: 'seat', seat: 2, index: 2 }, { to: 'seat', seat: 0, index: 2 },
    ]);
    expect(steps.slice(6, 9).every((d) => d.to === 'seat' && d.seat === 1)).toBe(true);
    expect(steps.slice(9)).toEqual([{ to: 'middle', index: 0 }, { to: 'middle', index: 1 }, { to: 'middle', index: 2 }]);
  });

  it('gives a cat that is out nothing', () => {
    const s = position({ hands: [[c(C, 6), c(S, 7), c(H, 8)], [], [c(H, 6), c(H, 9), c(D, 7)]], out: [false, true, false] } as never);
    const steps = kittyDealSteps(viewOf(s, 0), { bottomSeat: 0, showHand: true });
    expect(steps.some((d) => d.to === 'seat' && d.seat === 1)).toBe(false);
  });

  it('is fresh once per round', () => {
    const s = kittyCat.setup({ options: { dealer: 0, counters: 3 }, seed: 2, players: players(2) });
    const v = viewOf(s, null);
    expect(isFreshDeal(null, v)).toBe(true);
    expect(isFreshDeal(v, v)).toBe(false);
    expect(isFreshDeal(v, { ...v, round: v.round + 1 })).toBe(true);
  });
});
