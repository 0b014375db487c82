// What one seat may see: its own hand, everyone's hand size, the cards others took from the discard pile
// (everyone saw them), the melds and the discard pile. Never the generator state (it would reveal the deck
// order), the draw pile's cards nor another seat's other cards.
import type { Seat } from '../../../engine/types';
import type { Card } from '../../shared/cards';
import type { LastAction, PurrPhase, PurrState, TableMeld } from './state';

export interface PurrView {
  viewer: Seat | null;
  seats: number;
  dealer: Seat;
  layoff: boolean;
  /** The viewer's own hand (null for an onlooker). */
  hand: Card[] | null;
  handCounts: number[];
  /** Cards each seat took from the discard pile and still holds (public). */
  shown: Card[][];
  /** The discard pile, bottom to top: every card in it was seen by all. */
  discard: Card[];
  drawCount: number;
  melds: TableMeld[];
  turn: Seat;
  phase: PurrPhase;
  /** The card taken from the discard pile this turn (it may not be discarded back). */
  taken: Card | null;
  winners: Seat[];
  endReason: PurrState['endReason'];
  last: LastAction[];
  reshuffles: number;
}

export function viewOf(s: PurrState, viewer: Seat | null): PurrView {
  const own = viewer !== null && viewer >= 0 && viewer < s.seats;
  return {
    viewer, seats: s.seats, dealer: s.options.dealer, layoff: s.options.layoff,
    hand: own ? s.hands[viewer].slice() : null,
    handCounts: s.hands.map((h) => h.length),
    shown: s.shown.map((c) => c.slice()),
    discard: s.discard.slice(), drawCount: s.drawPile.length,
    melds: s.melds.map((m) => ({ owner: m.owner, kind: m.kind, cards: m.cards.slice(), stands: m.stands.slice() })),
    turn: s.turn, phase: s.phase, taken: s.taken,
    winners: s.winners.slice(), endReason: s.endReason,
    last: s.last.map((a) => ({ ...a })), reshuffles: s.reshuffles,
  };
}
