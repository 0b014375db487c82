// Mauwi's data: the options, the state every rule reads (plain and serialisable) and the events.
import type { RngState } from '../../../engine/rng';
import type { Seat } from '../../../engine/types';
import type { AnimalCounts, Card, Edition } from './cards';
import type { Column } from './columns';

export interface MauwiOptions {
  edition: Edition;
  /** Expert animals shuffled in (English only). */
  animals: AnimalCounts;
  /** Team mode (English): seats i and i + ceil(n/2) play together. */
  teams: boolean;
  /** Who starts ("the hairiest player"). */
  first: Seat;
}

/** The chart's state keys (machines/mauwi.ts): the state value is the phase. */
export type MauwiPhase = 'play' | 'defending' | 'renewing' | 'placing' | 'over';

/** An open attack: the target lies in the defender's column; `card` is the attacking card now on the table
 *  (null after a defence, until renewed); `value` the attacking value every answer must match. */
export interface Chain {
  attacker: Seat;
  defender: Seat;
  column: number;
  card: Card | null;
  /** The value a joker attacking card was announced as (0 for a warrior). */
  as: number;
  value: number;
  /** Every card played in the chain so far, in order (the discarded ones are in the discard pile). */
  played: Card[];
}

/** Cards won and waiting to be placed by `seat`: a combo pair (one turns face down, the other stays on top)
 *  or a single 9 (same-value combo, Ninox). */
export interface Gain { seat: Seat; cards: Card[]; faceDown: boolean }

export type LastAction =
  | { kind: 'deal' }
  | { kind: 'place' | 'block' | 'unblock' | 'attack' | 'defend' | 'renew' | 'kiwi' | 'ninox' | 'tuatara'; seat: Seat; card: Card }
  | { kind: 'combo'; seat: Seat; same: boolean }
  | { kind: 'placeGain'; seat: Seat; column: number }
  | { kind: 'lostGain'; seat: Seat; count: number }
  | { kind: 'giveUp'; seat: Seat }
  | { kind: 'discardHand'; seat: Seat }
  | { kind: 'reshuffle' };

export interface MauwiState {
  seats: number;
  options: MauwiOptions;
  rng: RngState;
  hands: Card[][];
  /** Face down; the top is the last element. */
  drawPile: Card[];
  /** Face up; the top is the last element. */
  discard: Card[];
  areas: Column[][];
  turn: Seat;
  /** Written only by the chart (its state value). */
  phase: MauwiPhase;
  chain: Chain | null;
  gain: Gain | null;
  winners: Seat[];
  /** Why the game ended, set the moment it does (a refill that ran out, three full columns); null while it goes on. */
  endReason: 'threeColumns' | 'cannotRefill' | null;
  /** What the last move did, for the table's animations and messages. */
  last: LastAction[];
  reshuffles: number;
}

export type MauwiEvent =
  /** Strengthen: a warrior (or joker announced as `as`) on an own free slot or 9-column, or a combo on an own warrior. */
  | { type: 'PLACE'; seat: Seat; card: Card; column: number; as?: number }
  /** A spirit or warrior on an opponent's uncovered 9-column. */
  | { type: 'BLOCK'; seat: Seat; card: Card; target: Seat; column: number }
  /** Spirit/joker on a spirit in an own column, or a same-colour combo on a blocking warrior. */
  | { type: 'UNBLOCK'; seat: Seat; card: Card; column: number; as?: number }
  | { type: 'ATTACK'; seat: Seat; card: Card; target: Seat; column: number; as?: number }
  | { type: 'DEFEND'; seat: Seat; card: Card }
  | { type: 'RENEW'; seat: Seat; card: Card }
  | { type: 'GIVE_UP'; seat: Seat }
  | { type: 'TUATARA'; seat: Seat; card: Card }
  | { type: 'KIWI'; seat: Seat; card: Card; fromSeat: Seat; fromColumn: number; toSeat: Seat; toColumn: number }
  | { type: 'NINOX'; seat: Seat; card: Card; target: Seat; column: number }
  /** Where the gain goes; `nine` is the card turned face down (a joker if one took part). A gain won face
   *  down (a same-value combo, Ninox) names no card: its identity stays hidden, even from its owner. */
  | { type: 'PLACE_GAIN'; seat: Seat; column: number; nine?: Card }
  | { type: 'DISCARD_HAND'; seat: Seat };

/** The event of one type. */
export type MauwiEventOf<T extends MauwiEvent['type']> = Extract<MauwiEvent, { type: T }>;
