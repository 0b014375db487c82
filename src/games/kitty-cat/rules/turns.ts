// A turn (rulebook): swap one card with the middle, swap all three, pass, or knock. When every cat has passed
// in a row, the middle is replaced from the deck. After a knock each other cat has exactly one more turn.
import { shuffle } from '../../../engine/rng';
import type { Card } from '../../shared/cards';
import { RULES } from './constants';
import { nextIn, patch, seatsIn, type KittyState } from './state';

/** One card of the hand for one of the middle, each taking the other's place. Everyone sees the card that
 *  goes into the hand (it lay open in the middle). */
export function swapOne(s: KittyState, handCard: Card, middleCard: Card): KittyState {
  const seat = s.turn;
  const hands = s.hands.slice();
  hands[seat] = s.hands[seat].map((c) => (c === handCard ? middleCard : c));
  const middle = s.middle.map((c) => (c === middleCard ? handCard : c));
  const known = s.known.slice();
  known[seat] = [...s.known[seat].filter((c) => c !== handCard), middleCard];
  return patch(s, { hands, middle, known, passes: 0, last: [{ kind: 'swapOne', seat, gave: handCard, took: middleCard }] });
}

/** All three cards of the hand for all three of the middle. */
export function swapAll(s: KittyState): KittyState {
  const seat = s.turn;
  const hands = s.hands.slice();
  hands[seat] = s.middle.slice();
  const known = s.known.slice();
  known[seat] = s.middle.slice();
  return patch(s, { hands, middle: s.hands[seat].slice(), known, passes: 0, last: [{ kind: 'swapAll', seat, gave: s.hands[seat].slice(), took: s.middle.slice() }] });
}

/** Passing skips the turn; before a knock it `counts` towards "everyone passed" (the chart says when). */
export function pass(s: KittyState, counts: boolean): KittyState {
  return patch(s, { passes: counts ? s.passes + 1 : s.passes, last: [{ kind: 'pass', seat: s.turn }] });
}

/** The knocker has enough: every other cat gets one last turn. */
export function knock(s: KittyState): KittyState {
  return patch(s, { knocker: s.turn, passes: 0, last: [{ kind: 'knock', seat: s.turn }] });
}

/** Every cat still in has passed in a row (passes count only before a knock, and a knock clears them). */
export const everyonePassed = (s: KittyState): boolean => RULES.allPassReplacesMiddle && s.passes >= seatsIn(s).length;

/** A cat has knocked this round: its last turns are running. */
export const knocked = (s: KittyState): boolean => s.knocker !== null;

/** The middle is set aside and three new cards come from the deck; a deck that runs short gets the set-aside
 *  middles shuffled under it first (RULES.md). */
export function replaceMiddle(s: KittyState): KittyState {
  let deck = s.deck;
  let setAside = [...s.setAside, ...s.middle];
  let rng = s.rng;
  let reshuffled = false;
  if (deck.length < RULES.handSize) {
    let fresh: Card[];
    [fresh, rng] = shuffle(setAside, rng);
    deck = [...fresh, ...deck];
    setAside = [];
    reshuffled = true;
  }
  const middle = deck.slice(deck.length - RULES.handSize).reverse();
  deck = deck.slice(0, deck.length - RULES.handSize);
  return patch(s, {
    deck, setAside, middle, rng, passes: 0, reshuffles: s.reshuffles + (reshuffled ? 1 : 0),
    last: [...s.last, { kind: 'newMiddle', reshuffled }],
  });
}

/** After a knock, the turn has come round to the knocker: time for the showdown. */
export const lastTurnsDone = (s: KittyState): boolean => s.knocker !== null && nextIn(s, s.turn) === s.knocker;

/** The turn passes left to the next cat still in. */
export function passTurn(s: KittyState): KittyState {
  return patch(s, { turn: nextIn(s, s.turn) });
}
