// The meld validator (rulebook seeds/003 "Purrrummy": sets, runs, jokers; RULES.md: all suits different in a
// set, ace low or high but no wrap-around, at least one natural card), with jokers in every position.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ACE, rankOf, suitOf, type Card, type Suit } from '../../shared/cards';
import { isJoker } from './constants';
import { analyzeMeld, cardAt, meldOptions, type MeldKind } from './meld';
import { C, D, H, J1, J2, J3, S, c } from '../test/testkit';

const JOKERS = [J1, J2, J3];
const ok = (cards: Card[], jokerAs?: Card[], kind?: MeldKind) => {
  const a = analyzeMeld(cards, jokerAs, kind);
  if (!a.ok) throw new Error(`expected a meld, got ${a.problem}`);
  return a;
};
const problem = (cards: Card[], jokerAs?: Card[], kind?: MeldKind) => {
  const a = analyzeMeld(cards, jokerAs, kind);
  return a.ok ? `ok:${a.kind}` : a.problem;
};

describe('sets (rulebook: 3 or 4 cards of the same rank)', () => {
  it('three 7s of spades, diamonds and hearts are a set (the rulebook example)', () => {
    const a = ok([c(S, 7), c(D, 7), c(H, 7)]);
    expect(a.kind).toBe('set');
    expect(a.rank).toBe(7);
    expect(a.stands).toEqual([c(S, 7), c(D, 7), c(H, 7)]);
  });
  it('all four queens are a set (the rulebook example)', () => {
    expect(ok([c(S, 12), c(D, 12), c(H, 12), c(C, 12)]).kind).toBe('set');
  });
  it('a set has at most 4 cards: four kings and a joker is refused', () => {
    expect(problem([c(S, 13), c(D, 13), c(H, 13), c(C, 13), J1])).toBe('setTooBig');
    expect(problem([c(S, 13), c(D, 13), c(H, 13), J1, J2])).toBe('setTooBig');
  });
  it('two cards are too few, even two of a kind', () => {
    expect(problem([c(S, 13), c(D, 13)])).toBe('tooFewCards');
    expect(problem([c(S, 13), J1])).toBe('tooFewCards');
    expect(problem([])).toBe('tooFewCards');
  });
  it('different ranks of different suits are neither a set nor a run', () => {
    expect(problem([c(S, 7), c(D, 8), c(H, 7)])).toBe('notSetNorRun');
    expect(problem([c(S, 7), c(D, 8), J1])).toBe('notSetNorRun');
  });
  it('a joker in every position of a 3-card and a 4-card set stands for a missing suit', () => {
    const naturals = [c(C, 9), c(S, 9), c(H, 9), c(D, 9)];
    for (const size of [3, 4]) {
      for (let mask = 1; mask < (1 << size) - 1; mask++) {
        const jokerCount = [...Array(size).keys()].filter((i) => mask & (1 << i)).length;
        if (jokerCount > 3) continue;
        let j = 0;
        const cards = naturals.slice(0, size).map((n, i) => (mask & (1 << i) ? JOKERS[j++] : n));
        const a = ok(cards);
        expect(a.kind).toBe('set');
        expect(a.rank).toBe(9);
        expect(new Set(a.stands).size).toBe(size);
        for (const st of a.stands) expect(rankOf(st)).toBe(9);
        cards.forEach((card, i) => { if (!isJoker(card)) expect(a.stands[i]).toBe(card); });
      }
    }
  });
  it('free jokers in a set take the missing suits in order; a named joker takes its suit', () => {
    expect(ok([c(H, 5), J1, J2]).stands).toEqual([c(H, 5), c(C, 5), c(S, 5)]);
    expect(ok([c(H, 5), J1, J2], [c(D, 5)]).stands).toEqual([c(H, 5), c(D, 5), c(C, 5)]);
  });
  it('a joker may not stand for a suit already in the set, nor for another rank in a set', () => {
    expect(problem([c(H, 5), c(C, 5), J1], [c(H, 5)])).toBe('jokerAsImpossible');
    expect(problem([c(H, 5), c(C, 5), J1], [c(H, 6)])).toBe('jokerAsImpossible');
  });
  it('the table order of a set is by suit whatever order the cards are given in', () => {
    expect(ok([c(D, 4), J1, c(C, 4)]).ordered).toEqual([c(C, 4), J1, c(D, 4)]);
  });
});

describe('runs (rulebook: 3 or more cards in a row of one suit)', () => {
  it('3-4-5 of spades and jack-queen-king-ace of hearts are runs (the rulebook examples)', () => {
    const a = ok([c(S, 4), c(S, 3), c(S, 5)]);
    expect(a).toMatchObject({ kind: 'run', suit: S, low: 3, high: 5, ordered: [c(S, 3), c(S, 4), c(S, 5)] });
    expect(ok([c(H, 11), c(H, 12), c(H, 13), c(H, 14)])).toMatchObject({ kind: 'run', suit: H, low: 11, high: 14 });
  });
  it('the ace may go before the 2 (A-2-3) or after the king (Q-K-A)', () => {
    expect(ok([c(C, 2), c(C, 14), c(C, 3)])).toMatchObject({ low: 1, high: 3, ordered: [c(C, 14), c(C, 2), c(C, 3)] });
    expect(ok([c(C, 14), c(C, 12), c(C, 13)])).toMatchObject({ low: 12, high: 14, ordered: [c(C, 12), c(C, 13), c(C, 14)] });
  });
  it('no wrap-around: K-A-2 and Q-K-A-2-3 are refused', () => {
    expect(problem([c(D, 13), c(D, 14), c(D, 2)])).toBe('runWrapsAround');
    expect(problem([c(D, 12), c(D, 13), c(D, 14), c(D, 2), c(D, 3)])).toBe('runWrapsAround');
    expect(problem([c(D, 13), J1, c(D, 2)])).toBe('runWrapsAround');
  });
  it('a whole suit is a run (read ace low), 13 cards at most, a long run may end at either ace', () => {
    const low = [14, ...Array.from({ length: 12 }, (_, i) => i + 2)].map((r) => c(H, r));
    expect(ok(low)).toMatchObject({ low: 1, high: 13 });
    const twoToAce = Array.from({ length: 13 }, (_, i) => c(H, i + 2));
    expect(ok(twoToAce.slice(0, 12))).toMatchObject({ low: 2, high: 13 });
    expect(ok(twoToAce.slice(1))).toMatchObject({ low: 3, high: 14 });
    expect(ok([...twoToAce.slice(1), J1]).stands[12]).toBe(c(H, 2));
    expect(problem([...twoToAce, J1])).toBe('runTooLong');
  });
  it('a gap is refused, unless a joker fills it', () => {
    expect(problem([c(S, 4), c(S, 5), c(S, 7)])).toBe('runGap');
    expect(ok([c(S, 4), J1, c(S, 7), c(S, 5)]).stands).toEqual([c(S, 4), c(S, 6), c(S, 7), c(S, 5)]);
    expect(problem([c(S, 4), J1, c(S, 8)])).toBe('runGap');
  });
  it('cards in a row of different suits are not a run', () => {
    expect(problem([c(S, 4), c(S, 5), c(H, 6)])).toBe('notSetNorRun');
    expect(problem([c(S, 4), c(H, 4), c(H, 5)])).toBe('notSetNorRun');
    expect(problem([c(S, 4), c(H, 4), J1], undefined, 'run')).toBe('notARun');
  });
  it('free jokers fill a gap first, then extend upward, downward only where the ace stops them', () => {
    expect(ok([c(H, 5), c(H, 6), J1]).stands[2]).toBe(c(H, 7));
    expect(ok([c(H, 13), c(H, 14), J1]).stands[2]).toBe(c(H, 12));
    expect(ok([c(H, 14), J1, J2], undefined, 'run')).toMatchObject({ low: 1, high: 3, stands: [c(H, 14), c(H, 2), c(H, 3)] });
    expect(ok([c(H, 12), c(H, 13), J1]).stands[2]).toBe(c(H, 14));
  });
  it('a named joker takes the card asked for, at either end', () => {
    expect(ok([c(H, 5), c(H, 6), J1], [c(H, 4)])).toMatchObject({ low: 4, high: 6, ordered: [J1, c(H, 5), c(H, 6)] });
    expect(ok([c(H, 2), c(H, 3), J1], [c(H, 14)])).toMatchObject({ low: 1, high: 3 });
    expect(problem([c(H, 5), c(H, 6), J1], [c(H, 8)])).toBe('jokerAsImpossible');
    expect(problem([c(H, 5), c(H, 6), J1], [c(S, 7)])).toBe('jokerAsImpossible');
    expect(problem([c(H, 5), c(H, 6), J1], [c(H, 7), c(H, 8)])).toBe('jokerAsImpossible');
  });
  it('a lone natural card with jokers is a set, unless the jokers are named as a run or it is too long for a set', () => {
    expect(ok([c(H, 7), J1, J2]).kind).toBe('set');
    expect(ok([c(H, 7), J1, J2], [c(H, 8), c(H, 9)])).toMatchObject({ kind: 'run', low: 7, high: 9 });
    expect(ok([c(H, 7), J1, J2, J3, c(H, 8)]).kind).toBe('run');
  });

  /** Every run of `n` cards starting at `low`, as natural cards (an ace at position 1 or 14). */
  const runCards = (suit: Suit, low: number, n: number): Card[] => Array.from({ length: n }, (_, i) => cardAt(suit, low + i));

  it('jokers in every position of every run of 3 to 6 cards, named: the run and each joker\'s card are recognised', () => {
    let checked = 0;
    for (let n = 3; n <= 6; n++) {
      for (let low = 1; low + n - 1 <= ACE; low++) {
        const natural = runCards(H, low, n);
        for (let mask = 1; mask < (1 << n) - 1; mask++) {
          const idx = [...Array(n).keys()].filter((i) => mask & (1 << i));
          if (idx.length > 3) continue;
          const cards = natural.map((card, i) => (mask & (1 << i) ? JOKERS[idx.indexOf(i)] : card));
          const a = ok(cards, idx.map((i) => natural[i]), 'run');
          expect(a).toMatchObject({ kind: 'run', suit: H, low, high: low + n - 1 });
          expect(a.stands).toEqual(natural);
          expect(a.orderedStands).toEqual(natural);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(500);
  });

  it('jokers in every position, unnamed: a valid run that keeps every natural card where it is', () => {
    for (let n = 3; n <= 6; n++) {
      for (let low = 1; low + n - 1 <= ACE; low++) {
        const natural = runCards(S, low, n);
        for (let mask = 1; mask < (1 << n) - 1; mask++) {
          const idx = [...Array(n).keys()].filter((i) => mask & (1 << i));
          if (idx.length > 3) continue;
          const cards = natural.map((card, i) => (mask & (1 << i) ? JOKERS[idx.indexOf(i)] : card));
          const a = ok(cards, undefined, 'run');
          expect(a.high - a.low).toBe(n - 1);
          const pos = (card: Card) => (rankOf(card) === ACE ? (a.low === 1 ? 1 : ACE) : rankOf(card));
          const positions = a.orderedStands.map(pos);
          positions.forEach((p, i) => expect(p).toBe(a.low + i));
          for (const card of cards) if (!isJoker(card)) expect(a.stands[cards.indexOf(card)]).toBe(card);
          // Interior gaps (between two natural cards) are forced: some joker stands for each card replaced there.
          const first = natural.findIndex((_, i) => !(mask & (1 << i)));
          const lastNat = n - 1 - [...natural].reverse().findIndex((_, i) => !(mask & (1 << (n - 1 - i))));
          for (const i of idx) if (i > first && i < lastNat) expect(a.stands).toContain(natural[i]);
        }
      }
    }
  });

  it('jokers alone are no meld (at least one natural card)', () => {
    expect(problem([J1, J2, J3])).toBe('noNaturalCard');
    expect(problem([J1, J2, J3], undefined, 'run')).toBe('noNaturalCard');
  });
  it('a card twice, or something that is not a card, is refused', () => {
    expect(problem([c(S, 4), c(S, 4), c(S, 5)])).toBe('sameCardTwice');
    expect(problem([c(S, 4), 99, c(S, 5)])).toBe('notACard');
    expect(problem([c(S, 4), 1.5, c(S, 5)])).toBe('notACard');
  });
  it('the result does not depend on the order the cards are given in', () => {
    fc.assert(fc.property(fc.shuffledSubarray([c(D, 9), c(D, 10), J1, c(D, 12), J2], { minLength: 5, maxLength: 5 }), (cards) => {
      const a = ok(cards);
      expect(a.ordered).toEqual([c(D, 9), c(D, 10), J1, c(D, 12), J2]);
      expect(a.orderedStands).toEqual([c(D, 9), c(D, 10), c(D, 11), c(D, 12), c(D, 13)]);
    }));
  });
});

describe('finding melds in a hand (meldOptions)', () => {
  /** Every meld of a hand by brute force: every subset of 3+ cards, every kind, every card each joker could be. */
  function bruteForce(hand: Card[]): Set<string> {
    const jokersHeld = hand.filter(isJoker).sort((a, b) => a - b);
    const out = new Set<string>();
    for (let mask = 0; mask < 1 << hand.length; mask++) {
      const cards = hand.filter((_, i) => mask & (1 << i));
      if (cards.length < 3) continue;
      const js = cards.filter(isJoker).sort((a, b) => a - b);
      // Jokers are interchangeable: only the lowest ones held count.
      if (js.some((j, i) => j !== jokersHeld[i])) continue;
      const nats = cards.filter((x) => !isJoker(x));
      if (nats.length === 0) continue;
      const key = (kind: MeldKind, stands: Card[]) => `${kind}|${nats.sort((a, b) => a - b).join(',')}|${kind === 'run' ? stands.filter((_, i) => isJoker(cards[i])).sort((a, b) => a - b).join(',') : js.length}`;
      const setAs = [0, 1, 2, 3].map((s) => c(s, rankOf(nats[0])));
      const runAs = Array.from({ length: 13 }, (_, i) => c(suitOf(nats[0]), i + 2));
      for (const kind of ['set', 'run'] as const) {
        const options = kind === 'set' ? setAs : runAs;
        const combos: Card[][] = js.length === 0 ? [[]] : js.length === 1 ? options.map((o) => [o]) : options.flatMap((o) => options.map((p) => [o, p]));
        for (const jokerAs of combos) {
          const a = analyzeMeld(cards, jokerAs, kind);
          if (a.ok) out.add(key(kind, a.stands));
        }
      }
    }
    return out;
  }
  const keyOf = (m: { cards: Card[]; jokerAs?: Card[]; kind: MeldKind }) => {
    const nats = m.cards.filter((x) => !isJoker(x)).sort((a, b) => a - b);
    return `${m.kind}|${nats.join(',')}|${m.kind === 'run' ? (m.jokerAs ?? []).slice().sort((a, b) => a - b).join(',') : m.cards.filter(isJoker).length}`;
  };

  it('lists exactly the melds a brute-force search finds, each once, and each is valid as listed', () => {
    const hands: Card[][] = [
      [c(H, 5), c(H, 6), c(H, 7), c(H, 8), c(S, 7), c(C, 7), J1],
      [c(C, 14), c(C, 2), c(C, 13), c(S, 14), J2, J1],
      [c(D, 9), c(D, 11), c(D, 13), c(H, 9), c(S, 9), J3],
      [c(H, 7), J1, J2, c(S, 3)],
      [c(S, 12), c(S, 13), c(S, 14), c(S, 2), c(S, 3), c(D, 2), J1],
    ];
    for (const hand of hands) {
      const listed = meldOptions(hand);
      const keys = listed.map(keyOf);
      expect(new Set(keys).size).toBe(keys.length);
      expect(new Set(keys)).toEqual(bruteForce(hand));
      for (const m of listed) {
        const a = analyzeMeld(m.cards, m.jokerAs);
        expect(a.ok && a.kind).toBe(m.kind);
      }
    }
  });
  it('random hands agree with the brute force too', () => {
    fc.assert(fc.property(fc.shuffledSubarray([...Array(55).keys()], { minLength: 4, maxLength: 7 }), (hand) => {
      expect(new Set(meldOptions(hand).map(keyOf))).toEqual(bruteForce(hand));
    }), { numRuns: 40 });
  });
});
