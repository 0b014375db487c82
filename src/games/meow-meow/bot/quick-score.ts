// The greedy bot's quick score of one event (the normal level plays the best), also what the hard bot's
// determinisations expect of a seat that plays like it (./greedy-check.ts).
import type { Seat } from '../../../engine/types';
import { EIGHT, JACK, SEVEN, rankOf, suitOf, type Card, type Suit } from '../../shared/cards';
import type { MeowEvent, MeowState } from '../rules/state';

function suitCounts(hand: readonly Card[], except: Card | null): number[] {
  const counts = [0, 0, 0, 0];
  for (const c of hand) if (c !== except && rankOf(c) !== JACK) counts[suitOf(c)]++;
  return counts;
}

/** The suit the seat holds most of (jacks left out), lowest suit on a tie. */
export function favouriteSuit(hand: readonly Card[], except: Card | null): Suit {
  const counts = suitCounts(hand, except);
  let best = 0;
  for (let i = 1; i < 4; i++) if (counts[i] > counts[best]) best = i;
  return best as Suit;
}

/** Higher is better, in about "cards" units. */
export function scoreEvent(s: MeowState, e: MeowEvent, seat: Seat): number {
  const hand = s.hands[seat];
  const next = (seat + 1) % s.seats;
  const nextCards = s.hands[next].length;
  switch (e.type) {
    case 'MEOW':
      return 50;
    case 'WISH': {
      const counts = suitCounts(hand, null);
      return counts[e.suit] + 0.01 * (3 - e.suit);
    }
    case 'PASS':
      return -0.5;
    case 'DRAW':
      return s.pendingDraw > 0 ? -s.pendingDraw : -1;
    case 'PLAY': {
      if (hand.length === 1) return 1000;
      const card = e.card;
      const rank = rankOf(card);
      let score = 3;
      if (s.pendingDraw > 0) score += 5 + s.pendingDraw;
      else if (rank === SEVEN) score += nextCards <= 2 ? 1.5 : -1;
      if (rank === JACK) score += hand.length <= 3 ? 0 : -1.5;
      if (rank === EIGHT) score += (s.seats === 2 ? 1.5 : 0.3) + (nextCards <= 2 ? 1 : 0);
      // Forgetting the call costs a card (the MEOW event scores higher, so it comes first).
      if (hand.length === 2 && !s.meowCalled) score -= 5;
      // Leave a top card the seat can follow next turn.
      let follow = 0;
      for (const c of hand) if (c !== card && rankOf(c) !== JACK && (suitOf(c) === suitOf(card) || rankOf(c) === rank)) follow++;
      return score + 0.4 * follow;
    }
  }
}
