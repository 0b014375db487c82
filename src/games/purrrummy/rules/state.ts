// Purrrummy's data: the options, the state every rule reads (plain and serialisable), what just happened and the
// events. The rules over them are in ./rules.ts.
import type { RngState } from '../../../engine/rng';
import type { Seat } from '../../../engine/types';
import type { Card } from '../../shared/cards';
import type { MeldKind } from './meld';

export interface PurrOptions {
  /** Variant: once you have a meld of your own, you may add cards to other players' melds too. */
  layoff: boolean;
  /** The dealer's seat; the seat to the dealer's left (the next seat) plays first. */
  dealer: number;
}

export type PurrPhase = 'drawing' | 'melding' | 'over';

/** A meld on the table: its cards in table order and the card each one stands for. */
export interface TableMeld {
  owner: Seat;
  kind: MeldKind;
  cards: Card[];
  stands: Card[];
}

/** What just happened, public to everyone (the scene animates it, screen readers announce it). */
export type LastAction =
  | { kind: 'deal' }
  | { kind: 'draw'; seat: Seat }
  | { kind: 'reshuffle'; count: number }
  | { kind: 'takeDiscard'; seat: Seat; card: Card }
  | { kind: 'meld'; seat: Seat; meld: number }
  | { kind: 'layOff'; seat: Seat; meld: number; cards: Card[] }
  | { kind: 'discard'; seat: Seat; card: Card }
  | { kind: 'won'; seat: Seat }
  /** No card can ever leave a hand again except by discarding: the game ends, the fewest cards win. */
  | { kind: 'blocked'; winners: Seat[] };

export interface PurrState {
  seats: number;
  options: PurrOptions;
  rng: RngState;
  hands: Card[][];
  /** Face down; the top is the last element. */
  drawPile: Card[];
  /** Face up; the top is the last element. */
  discard: Card[];
  melds: TableMeld[];
  turn: Seat;
  phase: PurrPhase;
  /** The card taken from the discard pile this turn: it may not go back on the pile this turn. */
  taken: Card | null;
  /** Cards each seat took from the discard pile and still holds: everyone saw them, so they are public. */
  shown: Card[][];
  winners: Seat[];
  endReason: 'melded' | 'discarded' | 'blocked' | null;
  last: LastAction[];
  reshuffles: number;
}

export type PurrEvent =
  | { type: 'DRAW'; seat: Seat }
  | { type: 'TAKE_DISCARD'; seat: Seat }
  /** jokerAs[i]: the card the i-th joker of `cards` stands for (optional; see analyzeMeld). */
  | { type: 'MELD'; seat: Seat; cards: Card[]; jokerAs?: Card[] }
  /** Add cards to the meld at index `meld` of the table. */
  | { type: 'LAY_OFF'; seat: Seat; meld: number; cards: Card[]; jokerAs?: Card[] }
  | { type: 'DISCARD'; seat: Seat; card: Card };
