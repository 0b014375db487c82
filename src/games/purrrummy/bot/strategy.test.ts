// The hard bot's rummy strategy: the exact count of cards no meld takes (checked against every split of the
// hand into the melds the rules offer), going out in one turn, melds kept in hand otherwise, discards by outs,
// and taking the discard only when it pays.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Card } from '../../shared/cards';
import { fullDeck, isJoker } from '../rules/constants';
import { meldOptions } from '../rules/meld';
import { handKey, unmelded } from '../rules/hand-value';
import { STRATEGY, canGoOut, partnerMasks, strategicEvent } from './strategy';
import { purrrummy, type PurrEvent, type PurrState } from '../rules/definition';
import { C, D, H, J1, J2, J3, S, c, must, position, tableMeld } from '../test/testkit';

/** The fewest naturals left over, by trying every meld the rules offer (slow, for small hands). */
function bruteUnmelded(hand: readonly Card[]): number {
  let best = hand.filter((x) => !isJoker(x)).length;
  for (const m of meldOptions(hand)) {
    if (best === 0) break;
    best = Math.min(best, bruteUnmelded(hand.filter((x) => !m.cards.includes(x))));
  }
  return best;
}

const hard = (s: PurrState): PurrEvent => strategicEvent(purrrummy.view(s, s.turn), purrrummy.legalEvents(s, s.turn), 1);

describe('unmelded', () => {
  it('counts the naturals outside the best split into sets and runs', () => {
    expect(unmelded([c(H, 5), c(H, 6), c(H, 7)])).toBe(0);
    expect(unmelded([c(H, 14), c(H, 2), c(H, 3)])).toBe(0);
    expect(unmelded([c(H, 13), c(H, 14), J1])).toBe(0);
    expect(unmelded([c(H, 14), J1, J2])).toBe(0);
    expect(unmelded([c(H, 13), c(H, 14), c(H, 2)])).toBe(3);
    expect(unmelded([c(H, 5), c(H, 6), c(H, 7), c(S, 7), c(D, 7), c(C, 7)])).toBe(0);
    expect(unmelded([c(H, 5), c(H, 6), c(H, 7), c(H, 8), c(S, 7), c(D, 7)])).toBe(2);
    expect(unmelded([c(H, 5), c(H, 7), J1, c(S, 2)])).toBe(1);
  });

  it('equals the best split found by trying every meld the rules offer', () => {
    // The whole deck, and a dense corner of it (two suits around the ace, the jokers) where melds overlap.
    const dense = [...[H, S].flatMap((suit) => [2, 3, 4, 5, 12, 13, 14].map((rank) => c(suit, rank))), c(D, 2), c(C, 14), J1, J2];
    for (const deck of [fullDeck(), dense]) {
      fc.assert(fc.property(fc.shuffledSubarray(deck, { minLength: 1, maxLength: 8 }), (hand) => {
        expect(unmelded(hand)).toBe(bruteUnmelded(hand));
      }), { numRuns: 400 });
    }
  });
});

describe('strategicEvent', () => {
  it('goes out in one turn when the whole hand can, one meld after another and the last card discarded', () => {
    let s = position({ hands: [[c(H, 5), c(H, 6), c(H, 7), c(S, 9), c(D, 9), c(C, 9), c(C, 2)], [c(C, 12), c(S, 4)]] });
    expect(canGoOut(s.hands[0], null)).toBe(true);
    for (let i = 0; i < 4 && s.phase !== 'over'; i++) s = must(s, hard(s));
    expect(s.phase).toBe('over');
    expect(s.winners).toEqual([0]);
  });

  it('keeps its melds in hand while it cannot go out, and discards a loose card', () => {
    const s = position({ hands: [[c(H, 5), c(H, 6), c(H, 7), c(S, 9), c(C, 2), c(D, 12)], [c(C, 12), c(S, 4)]] });
    const e = hard(s);
    expect(e.type).toBe('DISCARD');
    expect([c(C, 2), c(D, 12), c(S, 9)]).toContain((e as { card: Card }).card);
  });

  it('keeps the card with outs: a pair with live partners over a card nothing completes', () => {
    // 9♠ 10♠ wait on 8♠ or J♠ (unseen); the K♦'s partners are all seen (in the discard pile).
    const s = position({
      hands: [[c(S, 9), c(S, 10), c(D, 13), c(H, 3), c(H, 4), c(H, 5)], [c(C, 12), c(S, 2)]],
      discard: [c(C, 13), c(S, 13), c(H, 13), c(D, 12), c(D, 11), c(D, 14)],
    });
    expect(hard(s)).toEqual({ type: 'DISCARD', seat: 0, card: c(D, 13) });
  });

  it('with the lay-off variant, goes out by laying a meld, adding a card to another seat\'s meld and discarding', () => {
    let s = position({
      hands: [[c(H, 5), c(H, 6), c(H, 7), c(S, 12), c(C, 2)], [c(C, 9), c(S, 4)]],
      melds: [tableMeld(1, [c(D, 12), c(H, 12), c(C, 12)])],
      options: { layoff: true },
    });
    expect(canGoOut(s.hands[0], null)).toBe(false);
    for (let i = 0; i < 4 && s.phase !== 'over'; i++) s = must(s, hard(s));
    expect(s.winners).toEqual([0]);
  });

  it('takes a joker or a discard that lets it go out, and draws instead of taking a card that fits nothing', () => {
    const hand = [c(H, 5), c(H, 6), c(S, 9), c(D, 9), c(C, 2)];
    const joker = position({ hands: [hand, [c(C, 12)]], discard: [c(S, 3), J1], phase: 'drawing' });
    expect(hard(joker).type).toBe('TAKE_DISCARD');
    const out = position({ hands: [[c(H, 5), c(H, 6), c(S, 9), c(D, 9), c(C, 9)], [c(C, 12)]], discard: [c(S, 3), c(H, 7)], phase: 'drawing' });
    expect(hard(out).type).toBe('TAKE_DISCARD');
    const loose = position({ hands: [hand, [c(C, 12)]], discard: [c(S, 3), c(D, 13)], phase: 'drawing' });
    expect(hard(loose).type).toBe('DRAW');
  });

  it('outRisk: does not discard the card that lets a three-card hand go out at once (8♥ to a cat that took 7♥ and 9♥)', () => {
    // Four kings and 2♦ to 6♦ melded, 8♥ and J♠ loose. Keeping J♠ has one more out (Q♠ makes J♠ Q♠ K♠ beside
    // K♣ K♦ K♥), so without the rule it throws 8♥; but the other cat would take 8♥, lay 7♥ 8♥ 9♥ and discard its
    // third card: out. The rule throws J♠.
    const s = position({
      hands: [[c(C, 13), c(D, 13), c(S, 13), c(H, 13), c(D, 2), c(D, 3), c(D, 4), c(D, 5), c(D, 6), c(H, 8), c(S, 11)], [c(H, 7), c(H, 9), c(C, 10)]],
      discard: [c(H, 6), c(H, 10), c(C, 8), c(S, 8), c(D, 8)],
    });
    s.shown = [[], [c(H, 7), c(H, 9)]];
    expect(hard(s)).toEqual({ type: 'DISCARD', seat: 0, card: c(S, 11) });
    const weight = STRATEGY.feedOut;
    try {
      STRATEGY.feedOut = 0;
      expect(hard(s)).toEqual({ type: 'DISCARD', seat: 0, card: c(H, 8) });
    } finally {
      STRATEGY.feedOut = weight;
    }
  });

  it('going out now weighs as an out next turn: with the other cat on three cards, draws (7 of 34 cards win at once) instead of taking 9♦', () => {
    // A position from the sim: going out now counted 3 (less than the race's 16 for an out on the next draw), so
    // the 9♦, which only helps the next turn, was taken.
    const hand = [c(D, 7), c(D, 11), J3, c(S, 2), c(S, 12), J1, c(S, 14), c(S, 11), c(S, 4), c(D, 6)];
    const s = position({
      hands: [hand, [c(S, 3), c(S, 5), c(H, 5)]],
      melds: [tableMeld(1, [c(D, 3), c(D, 4), c(D, 5)]), tableMeld(1, [c(C, 4), c(C, 5), c(C, 6), c(C, 7)])],
      discard: [c(D, 14), c(D, 10), c(H, 4), c(D, 9)],
      phase: 'drawing',
    });
    const seen = new Set([...hand, ...s.melds.flatMap((m) => m.cards), ...s.discard]);
    const unseen = fullDeck().filter((x) => !seen.has(x));
    expect(unseen.filter((x) => canGoOut([...hand, x], null))).toHaveLength(7);
    expect(unseen).toHaveLength(34);
    expect(hard(s)).toEqual({ type: 'DRAW', seat: 0 });
  });

  it('partnerMasks: a card outside them leaves exactly one more card over (the outs count skips solving it)', () => {
    fc.assert(fc.property(fc.shuffledSubarray(fullDeck(), { minLength: 4, maxLength: 11 }), (hand) => {
      const { masks, jokers } = handKey(hand);
      if (jokers >= 2) return;
      const near = partnerMasks(masks);
      const u = unmelded(hand);
      for (const x of fullDeck()) {
        if (isJoker(x) || hand.includes(x) || near[(x / 13) | 0] & (1 << x % 13)) continue;
        expect(unmelded([...hand, x])).toBe(u + 1);
      }
    }), { numRuns: 300 });
  });
});
