// The hard bot's rummy strategy: the exact count of cards no meld takes (checked against every split of the
// hand into the melds the rules offer), going out in one turn, melds kept in hand otherwise, discards by outs,
// and taking the discard only when it pays.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Card } from '../shared/cards';
import { fullDeck, isJoker } from './constants';
import { meldOptions } from './meld';
import { unmelded } from './hand-value';
import { canGoOut, strategicEvent } from './strategy';
import { purrrummy, type PurrEvent, type PurrState } from './definition';
import { C, D, H, J1, J2, S, c, must, position, tableMeld } from './testkit';

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
});
