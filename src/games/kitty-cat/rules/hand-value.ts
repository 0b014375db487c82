// The value of a three-card Kitty Cat hand (rulebook, "Mauz"): Meow (three aces) 33, Purr (ace + 10 +
// king/queen/jack of one suit) 31, Hiss (three of a rank) 30.5, otherwise the best sum of one suit. The
// rulebook says to count "the suit of which you hold the most cards"; with three cards that is always the
// best suit sum (two cards of a suit make at least 6 + 7 = 13, more than any single card's 11).
import { ACE, rankOf, suitOf, type Card, type Suit } from '../../shared/cards';
import { RULES } from './constants';

export type HandKind = 'meow' | 'purr' | 'hiss' | 'suit';

/** A hand's value and how it was counted (the showdown spells it out). */
export interface HandValue {
  points: number;
  kind: HandKind;
  /** The counted suit for 'suit' and 'purr', else null. */
  suit: Suit | null;
  /** The cards that count, in hand order. */
  counted: Card[];
  /** Each counted card's points, in the same order (for a special combination: the cards' own points). */
  parts: number[];
}

/** Ace 11; king, queen, jack and 10 score 10; 6 to 9 their number. */
export function cardPoints(card: Card): number {
  const r = (card % 13) + 2;
  return r === ACE ? RULES.acePoints : r >= 10 ? RULES.facePoints : r;
}

export const isMeow = (hand: readonly Card[]): boolean => hand.length === 3 && hand.every((c) => rankOf(c) === ACE);

/** Ace + 10 + king, queen or jack of one suit (with purrNeedsTen off: any 31 of one suit). */
export function isPurr(hand: readonly Card[]): boolean {
  if (hand.length !== 3) return false;
  const s = suitOf(hand[0]);
  if (suitOf(hand[1]) !== s || suitOf(hand[2]) !== s) return false;
  const ranks = hand.map(rankOf).sort((a, b) => a - b);
  if (!RULES.purrNeedsTen) return ranks[2] === ACE && ranks[0] >= 10;
  return ranks[0] === 10 && ranks[1] >= 11 && ranks[1] <= 13 && ranks[2] === ACE;
}

export const isHiss = (hand: readonly Card[]): boolean =>
  hand.length === 3 && rankOf(hand[0]) === rankOf(hand[1]) && rankOf(hand[1]) === rankOf(hand[2]);

/** Meow and Purr are laid down at once and end the round. A Hiss never is: its holder chooses (the HISS move). */
export const showsAtOnce = (hand: readonly Card[]): boolean => isMeow(hand) || isPurr(hand);

/** The points alone, without allocating: the bots call this in every playout step. */
export function handPoints(hand: readonly Card[]): number {
  const a = hand[0], b = hand[1], c = hand[2];
  const ra = a % 13, rb = b % 13, rc = c % 13;
  if (ra === rb && rb === rc) return ra === ACE - 2 ? RULES.meowPoints : RULES.hissPoints;
  const sa = (a / 13) | 0, sb = (b / 13) | 0, sc = (c / 13) | 0;
  const pa = cardPoints(a), pb = cardPoints(b), pc = cardPoints(c);
  if (sa === sb && sb === sc) return isPurr(hand) ? RULES.purrPoints : pa + pb + pc;
  if (sa === sb) return pa + pb;
  if (sa === sc) return pa + pc;
  if (sb === sc) return pb + pc;
  return Math.max(pa, pb, pc);
}

/** The value of a hand of three cards, and how it was counted. */
export function handValue(hand: readonly Card[]): HandValue {
  const parts = (cards: readonly Card[]) => cards.map(cardPoints);
  if (isMeow(hand)) return { points: RULES.meowPoints, kind: 'meow', suit: null, counted: hand.slice(), parts: parts(hand) };
  if (isPurr(hand)) return { points: RULES.purrPoints, kind: 'purr', suit: suitOf(hand[0]), counted: hand.slice(), parts: parts(hand) };
  if (isHiss(hand)) return { points: RULES.hissPoints, kind: 'hiss', suit: null, counted: hand.slice(), parts: parts(hand) };
  let best: { suit: Suit; counted: Card[]; points: number } | null = null;
  for (const suit of [0, 1, 2, 3] as Suit[]) {
    const counted = hand.filter((c) => suitOf(c) === suit);
    if (counted.length === 0) continue;
    const points = counted.reduce((sum, c) => sum + cardPoints(c), 0);
    if (best === null || points > best.points) best = { suit, counted, points };
  }
  if (best === null) return { points: 0, kind: 'suit', suit: null, counted: [], parts: [] };
  return { points: best.points, kind: 'suit', suit: best.suit, counted: best.counted, parts: parts(best.counted) };
}
