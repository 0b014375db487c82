// Meow Meow's plain, serialisable state, its events and options (the types only; rules.ts has the rules).
import type { RngState } from '../../../engine/rng';
import type { Seat } from '../../../engine/types';
import type { Card, Suit } from '../../shared/cards';
import type { TurnList } from './history';

export interface MeowOptions {
  deck: 32 | 52;
  /** The dealer's seat; the seat to the dealer's left (the next seat) plays first. */
  dealer: number;
}

/** The states the chart rests in (machines/meow-meow.ts writes it on entering each). */
export type MeowPhase = 'choosingCard' | 'drawnCard' | 'choosingSuit' | 'over';

/** The last thing that happened, public to everyone (the scene animates it, screen readers announce it). */
export type LastAction =
  | { kind: 'deal' }
  | { kind: 'play'; seat: Seat; card: Card }
  | { kind: 'draw'; seat: Seat; count: number }
  | { kind: 'penalty7'; seat: Seat; count: number }
  | { kind: 'meowPenalty'; seat: Seat }
  | { kind: 'wish'; seat: Seat; suit: Suit }
  | { kind: 'meow'; seat: Seat }
  | { kind: 'pass'; seat: Seat }
  | { kind: 'skip'; seat: Seat };

export interface MeowState {
  seats: number;
  options: MeowOptions;
  rng: RngState;
  hands: Card[][];
  /** Face down; the top is the last element. */
  drawPile: Card[];
  /** Face up; the top is the last element. */
  discard: Card[];
  turn: Seat;
  phase: MeowPhase;
  /** The suit asked for by the last jack, until a card is played on it. */
  wish: Suit | null;
  /** Cards the player to act must draw unless they stack a 7 (the 7-chain). */
  pendingDraw: number;
  /** The card drawn this turn that may still be played at once. */
  drawn: Card | null;
  meowCalled: boolean;
  /** The last card played this turn (an 8 skips, a card leaving one in hand needs the call). */
  playedThisTurn: Card | null;
  winners: Seat[];
  endReason: 'emptied' | null;
  last: LastAction[];
  /** Number of reshuffles (for the scene and the figures). */
  reshuffles: number;
  /** Every seat's turns since the deal as the table saw them, in chunks, newest chunk first (./history.ts). */
  history: TurnList | null;
}

export type MeowEvent =
  | { type: 'PLAY'; seat: Seat; card: Card }
  | { type: 'DRAW'; seat: Seat }
  | { type: 'PASS'; seat: Seat }
  | { type: 'WISH'; seat: Seat; suit: Suit }
  | { type: 'MEOW'; seat: Seat };
