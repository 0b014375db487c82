// Small changes of the state that the effects are made of. Each returns a new state; inputs are never mutated.
import { shuffle } from '../../../engine/rng';
import type { Seat } from '../../../engine/types';
import type { Card } from './cards';
import type { Column } from './columns';
import { RULES } from './constants';
import type { LastAction, MauwiState } from './state';

/** A copy with some fields changed; one fixed object shape for every state (object spreads were the
 *  Meow Meow bots' main cost). */
export function patch(s: MauwiState, changes: Partial<MauwiState>): MauwiState {
  return Object.assign({
    seats: s.seats, options: s.options, rng: s.rng, hands: s.hands, drawPile: s.drawPile, discard: s.discard,
    areas: s.areas, turn: s.turn, phase: s.phase, chain: s.chain, gain: s.gain, winners: s.winners,
    endReason: s.endReason, last: s.last, reshuffles: s.reshuffles,
  } satisfies MauwiState, changes);
}


export function setColumn(s: MauwiState, seat: Seat, column: number, col: Column): Column[][] {
  const areas = s.areas.slice();
  areas[seat] = s.areas[seat].slice();
  areas[seat][column] = col;
  return areas;
}

export function removeFromHand(s: MauwiState, seat: Seat, card: Card): MauwiState {
  const hands = s.hands.slice();
  hands[seat] = s.hands[seat].filter((c) => c !== card);
  return patch(s, { hands });
}

export const toDiscard = (s: MauwiState, ...cards: Card[]): MauwiState => patch(s, { discard: [...s.discard, ...cards] });
export const log = (s: MauwiState, a: LastAction): MauwiState => patch(s, { last: [...s.last, a] });
/** A move's own record starts the account of what happened (the previous move's is dropped): every effect
 *  records its move this way before anything else is logged. */
export const begin = (s: MauwiState, a: LastAction): MauwiState => patch(s, { last: [a] });

/** The top card of the draw pile, re-forming it from the whole discard pile when empty; null if both are empty. */
export function takeTop(s: MauwiState): [MauwiState, Card | null] {
  let next = s;
  if (next.drawPile.length === 0) {
    if (next.discard.length === 0) return [next, null];
    const [drawPile, rng] = shuffle(next.discard, next.rng);
    next = log(patch(next, { drawPile, rng, discard: [], reshuffles: next.reshuffles + 1 }), { kind: 'reshuffle' });
  }
  const drawPile = next.drawPile.slice();
  const card = drawPile.pop()!;
  return [patch(next, { drawPile }), card];
}

/** Draw back to 4 at once; if both piles are empty before the hand is full, the game ends (RULES.md): the
 *  reason is noted and the chart goes to 'over'. */
export function refill(s: MauwiState, seat: Seat): MauwiState {
  let next = s;
  // One card per missing card: a fixed count, so the loop ends whatever the piles hold.
  for (let missing = RULES.handSize - next.hands[seat].length; missing > 0; missing--) {
    const [after, card] = takeTop(next);
    if (card === null) return patch(after, { endReason: 'cannotRefill' });
    const hands = after.hands.slice();
    hands[seat] = [...after.hands[seat], card];
    next = patch(after, { hands });
  }
  return next;
}
