// Hand values of the rulebook ("Mauz" / "Kitty Cat"): every case, and every one of the 7140 hands of the
// 36-card deck against a plain re-reading of the rulebook.
import { describe, expect, it } from 'vitest';
import { cardOf, makeDeck, rankOf, suitOf, type Card } from '../../shared/cards';
import { cardPoints, handPoints, handValue, isHiss, isMeow, isPurr, showsAtOnce } from './hand-value';
import { MEAN_HAND } from '../bot/bot';

const C = 0, S = 1, H = 2, D = 3; // clubs (Kreuz), spades (Pik), hearts (Herz), diamonds (Karo)
const c = cardOf;
const A = 14, K = 13, Q = 12, J = 11; // ace, king, queen (D), jack (B)

/** Every three-card hand of the 36-card deck. */
function allHands(): Card[][] {
  const d = makeDeck(6);
  const out: Card[][] = [];
  for (let i = 0; i < d.length; i++) for (let j = i + 1; j < d.length; j++) for (let k = j + 1; k < d.length; k++) out.push([d[i], d[j], d[k]]);
  return out;
}

/** The rulebook read plainly: the special combinations first, else "the suit of which you hold the most cards"
 *  (ties between suits with one card each: the highest card). */
function reference(hand: Card[]): number {
  const ranks = hand.map(rankOf);
  if (ranks.every((r) => r === A)) return 33;
  const suits = hand.map(suitOf);
  const oneSuit = suits.every((s) => s === suits[0]);
  const sorted = ranks.slice().sort((a, b) => a - b);
  if (oneSuit && sorted[2] === A && sorted[0] === 10 && [J, Q, K].includes(sorted[1])) return 31;
  if (ranks.every((r) => r === ranks[0])) return 30.5;
  const pts = (r: number) => (r === A ? 11 : r >= 10 ? 10 : r);
  let mostCards = 0;
  for (const s of [C, S, H, D]) mostCards = Math.max(mostCards, suits.filter((x) => x === s).length);
  let best = 0;
  for (const s of [C, S, H, D]) {
    if (suits.filter((x) => x === s).length !== mostCards) continue;
    best = Math.max(best, hand.filter((x) => suitOf(x) === s).reduce((sum, x) => sum + pts(rankOf(x)), 0));
  }
  return best;
}

describe('card values (rulebook: ace 11; king, queen, jack, 10 score 10; 6 to 9 their number)', () => {
  it('ace 11', () => expect(cardPoints(c(H, A))).toBe(11));
  it('king, queen (D), jack (B) and 10 are 10 each', () => {
    for (const r of [K, Q, J, 10]) expect(cardPoints(c(S, r))).toBe(10);
  });
  it('6 to 9 score their number', () => {
    for (const r of [6, 7, 8, 9]) expect(cardPoints(c(D, r))).toBe(r);
  });
});

describe('hand value: the best suit', () => {
  it('three cards of one suit add up (the rulebook: ace, queen and 9 of hearts)', () => {
    expect(handValue([c(H, A), c(H, Q), c(H, 9)])).toEqual({ points: 30, kind: 'suit', suit: H, counted: [c(H, A), c(H, Q), c(H, 9)], parts: [11, 10, 9] });
  });
  it('two hearts and one diamond count the two hearts (the rulebook\'s example)', () => {
    expect(handValue([c(H, 7), c(D, A), c(H, 6)])).toEqual({ points: 13, kind: 'suit', suit: H, counted: [c(H, 7), c(H, 6)], parts: [7, 6] });
  });
  it('two small cards of a suit beat a lone ace (6 + 7 = 13 > 11)', () => {
    expect(handValue([c(C, 6), c(C, 7), c(S, A)]).points).toBe(13);
  });
  it('three suits: the highest card counts alone', () => {
    expect(handValue([c(C, 9), c(S, A), c(H, K)])).toEqual({ points: 11, kind: 'suit', suit: S, counted: [c(S, A)], parts: [11] });
    expect(handValue([c(C, 6), c(S, 7), c(H, 8)]).points).toBe(8);
  });
  it('ace + king + queen of one suit is 31 as a suit sum, but not a Purr (the Purr needs the 10)', () => {
    const hand = [c(D, A), c(D, K), c(D, Q)];
    expect(handValue(hand)).toMatchObject({ points: 31, kind: 'suit', suit: D });
    expect(isPurr(hand)).toBe(false);
    expect(showsAtOnce(hand)).toBe(false);
  });
  it('10 + king + queen of one suit is 30', () => expect(handValue([c(C, 10), c(C, K), c(C, Q)]).points).toBe(30));
});

describe('hand value: Meow, Purr and Hiss', () => {
  it('Meow: three aces score 33 and are shown at once', () => {
    const hand = [c(C, A), c(H, A), c(S, A)];
    expect(handValue(hand)).toEqual({ points: 33, kind: 'meow', suit: null, counted: hand, parts: [11, 11, 11] });
    expect(isMeow(hand)).toBe(true);
    expect(showsAtOnce(hand)).toBe(true);
  });
  it('Purr: ace + 10 + king of one suit scores 31 and is shown at once', () => {
    const hand = [c(S, 10), c(S, A), c(S, K)];
    expect(handValue(hand)).toEqual({ points: 31, kind: 'purr', suit: S, counted: hand, parts: [10, 11, 10] });
    expect(showsAtOnce(hand)).toBe(true);
  });
  it('Purr with a queen (D) or a jack (B) in place of the king', () => {
    expect(handValue([c(H, A), c(H, 10), c(H, Q)]).kind).toBe('purr');
    expect(handValue([c(D, J), c(D, 10), c(D, A)]).kind).toBe('purr');
  });
  it('ace + 10 + king of different suits is no Purr', () => {
    const hand = [c(S, 10), c(S, A), c(H, K)];
    expect(isPurr(hand)).toBe(false);
    expect(handValue(hand)).toMatchObject({ points: 21, kind: 'suit', suit: S });
  });
  it('ace + 10 + 9 of one suit is no Purr (30 as a suit sum)', () => {
    expect(handValue([c(C, A), c(C, 10), c(C, 9)])).toMatchObject({ points: 30, kind: 'suit' });
  });
  it('Hiss: three of a rank score 30.5, three kings or three 7s alike; not shown at once', () => {
    for (const r of [K, 7, 6, 10]) {
      const hand = [c(C, r), c(D, r), c(H, r)];
      expect(handValue(hand)).toMatchObject({ points: 30.5, kind: 'hiss', suit: null });
      expect(isHiss(hand)).toBe(true);
      expect(showsAtOnce(hand)).toBe(false);
    }
  });
  it('the order of the specials: Meow 33 > Purr 31 > Hiss 30.5 > the best suit sum (at most 31)', () => {
    const meow = handValue([c(C, A), c(D, A), c(S, A)]).points;
    const purr = handValue([c(C, A), c(C, 10), c(C, J)]).points;
    const hiss = handValue([c(C, 6), c(D, 6), c(S, 6)]).points;
    const thirty = handValue([c(C, 10), c(C, K), c(C, Q)]).points;
    expect(meow > purr && purr > hiss && hiss > thirty).toBe(true);
  });
});

describe('every hand of the deck', () => {
  const hands = allHands();
  it('there are 7140 hands of three cards', () => expect(hands).toHaveLength(7140));
  it('handValue agrees with the plain reading of the rulebook for each of them, in any card order', () => {
    for (const h of hands) {
      const want = reference(h);
      expect(handValue(h).points).toBe(want);
      expect(handValue([h[2], h[0], h[1]]).points).toBe(want);
      expect(handPoints(h)).toBe(want);
      expect(handPoints([h[1], h[2], h[0]])).toBe(want);
    }
  });
  it('the counted cards add up to the points for a suit sum, and come from the hand', () => {
    for (const h of hands) {
      const v = handValue(h);
      expect(v.counted.every((x) => h.includes(x))).toBe(true);
      expect(v.parts).toEqual(v.counted.map(cardPoints));
      if (v.kind === 'suit') {
        expect(v.parts.reduce((a, b) => a + b, 0)).toBe(v.points);
        expect(v.counted.every((x) => suitOf(x) === v.suit)).toBe(true);
      }
    }
  });
  it('counts: 4 Meows, 12 Purrs (4 suits × king, queen, jack), 32 Hisses (8 ranks × 4); the mean hand is worth 15.33 (the bots\' MEAN_HAND)', () => {
    const kinds = { meow: 0, purr: 0, hiss: 0, suit: 0 };
    let sum = 0;
    for (const h of hands) {
      const v = handValue(h);
      kinds[v.kind]++;
      sum += v.points;
    }
    expect(kinds).toEqual({ meow: 4, purr: 12, hiss: 32, suit: 7140 - 48 });
    expect(sum / hands.length).toBeCloseTo(MEAN_HAND, 2);
  });
});
