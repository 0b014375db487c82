// What one seat may see: its own hand, everyone's hand size, the public piles. Never the generator
// state (it would reveal the deck order) nor another seat's cards.
import type { Seat } from '../../../engine/types';
import type { Card, Suit } from '../../shared/cards';
import type { LastAction, MeowPhase, MeowState } from './state';
import { turnsOf, type MeowTurn } from './history';

export interface MeowView {
  viewer: Seat | null;
  seats: number;
  deck: 32 | 52;
  dealer: Seat;
  /** The viewer's own hand (null for an onlooker). */
  hand: Card[] | null;
  handCounts: number[];
  /** The play pile, bottom to top: every card in it was seen by all. */
  discard: Card[];
  drawCount: number;
  turn: Seat;
  phase: MeowPhase;
  wish: Suit | null;
  pendingDraw: number;
  /** The card the viewer just drew and may still play (only shown to that seat). */
  drawn: Card | null;
  meowCalled: boolean;
  winners: Seat[];
  endReason: MeowState['endReason'];
  last: LastAction[];
  reshuffles: number;
  /** Every seat's turns since the deal, oldest first: public, everyone saw them (./history.ts). viewOf always
   *  fills it; optional only for hand-made views (the scene preview's) that have no past. */
  history?: MeowTurn[];
}

export function viewOf(s: MeowState, viewer: Seat | null): MeowView {
  const own = viewer !== null && viewer >= 0 && viewer < s.seats;
  return {
    viewer, seats: s.seats, deck: s.options.deck, dealer: s.options.dealer,
    hand: own ? s.hands[viewer].slice() : null,
    handCounts: s.hands.map((h) => h.length),
    discard: s.discard.slice(), drawCount: s.drawPile.length,
    turn: s.turn, phase: s.phase, wish: s.wish, pendingDraw: s.pendingDraw,
    drawn: own && viewer === s.turn ? s.drawn : null,
    meowCalled: s.meowCalled, winners: s.winners.slice(), endReason: s.endReason,
    last: s.last.map((a) => ({ ...a })), reshuffles: s.reshuffles,
    history: turnsOf(s.history),
  };
}
