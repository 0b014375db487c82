// The bots' contract: a generic search (src/ai/) over a small adapter per game. A bot gets only what
// its seat may see (the view) and the legal events; it samples the hidden rest itself (determinize).
import type { GameDefinition, GameEvent, Seat } from '../engine/types';
import type { RngState } from '../engine/rng';

/** 'normal' is the greedy bot; 'random' is for tests and the sim. */
export type AiLevel = 'random' | 'easy' | 'greedy' | 'normal' | 'hard';
export const AI_LEVELS: readonly AiLevel[] = ['random', 'easy', 'greedy', 'normal', 'hard'];

/** What a game's own search yields: its best event so far, and whether a round has just ended (else it only
 *  pauses, so the caller can check the clock and the message loop within a round). */
export interface SearchStep<E> { best: E; roundDone: boolean }

export interface BotAdapter<S, E extends GameEvent, V> {
  /** The rules the searches run on: the game's own, or the same with a pruned move generator (see `rules`). */
  def: GameDefinition<S, E, any, V>;
  /** The game's whole rules where `def` prunes the moves it searches (a review judges every legal move). */
  rules?: GameDefinition<S, E, any, V>;
  /** A full state consistent with what `view` shows (hidden cards dealt at random among the hidden places,
   *  respecting hand sizes and everything seen), and the next generator state. */
  determinize(view: V, rng: RngState): [S, RngState];
  /** Rewards in [0,1] per seat for a (possibly unfinished) state: the result when over, else a heuristic. */
  evaluate(state: S): number[];
  /** Optional quick score of one event for the greedy and easy bots (higher is better). */
  scoreEvent?(state: S, event: E, seat: Seat): number;
  /** Optional cheap policy for ISMCTS playouts (default: uniform random). Must return one of `legal`. */
  playout?(state: S, seat: Seat, legal: readonly E[], rng: RngState): [E, RngState];
  /** Optional stable identity of an event for the search tree (default: its fields joined). Two events
   *  with the same key must be the same move. */
  eventKey?(event: E): number | string;
  /** Optional: how many events an ISMCTS playout runs past the tree before `evaluate` scores it, for games
   *  whose playouts run long (default: ISMCTS_DEFAULTS.playoutDepth). */
  playoutDepth?: number;
  /** Optional: each seat's chance (reward in [0,1]) in an unfinished state seen whole, by the game's own judgement
   *  (its search's evaluation); the review uses it for its graph and its advice (src/review/estimate.ts). Null, or
   *  none: playouts. */
  chances?(state: S): number[] | null;
  /** Optional: the game's own hard search, used instead of ISMCTS where it measures stronger. It sees only the
   *  view, the legal events and a seed like any bot, yields its best event so far after each piece of work
   *  (marking the ends of its rounds: the time budget may stop it at any yield, the iteration cap counts rounds)
   *  and returns its choice when it has done all its rounds. */
  search?(view: V, legal: readonly E[], rng: RngState): Generator<SearchStep<E>, E>;
  /** Optional: whose decision it is in a determinized state, for games where only one seat ever acts (default:
   *  every seat of def.actors, see src/ai/actors.ts). A game whose actors may be several must not set it. */
  actor?(state: S): Seat | null;
  /** Optional: an event the hard bot plays at once without searching, one that is never worse than any other (a
   *  free call), or null. */
  obvious?(legal: readonly E[]): E | null;
  /** Optional: the adapter the hard bot's ISMCTS runs on for this decision, made from the deciding seat's view (e.g.
   *  one that models the other seats' play as the game sees fit); default: this adapter. */
  forView?(view: V): BotAdapter<S, E, V>;
  /** Optional: true when the event only gives way (gives up, takes the hit, passes) instead of answering. Where
   *  several seats may act at once, such a proposal does not pre-empt another actor's real answer (e.g. Mauwi's
   *  defender giving up while the teammate defends): the sim and the searches' playouts then apply the real
   *  answer (src/ai/actors.ts firstAnswer). Default: no event yields. */
  yields?(event: E): boolean;
}

export type AnyBotAdapter = BotAdapter<any, any, any>;

export interface Budget {
  /** Wall-clock limit of a decision, in milliseconds. */
  ms?: number;
  /** Upper bound on ISMCTS iterations. */
  iterations?: number;
}

export interface Choice<E> {
  event: E;
  /** Search iterations (hard), determinisations (greedy/easy), 0 (random). */
  iterations: number;
  ms: number;
}

/** Default hard budget: 250 ms and at most 1500 iterations. Measured against greedy over 300 two-player games each:
 *  1000 iterations won 57%, 3000 won 57% too, so the cap keeps decisions short on slower tablets. */
export const HARD_DEFAULT_BUDGET: Required<Budget> = { ms: 250, iterations: 1500 };

/** What the app sends to the bot worker. */
export interface BotRequest<V = unknown, E = unknown> {
  gameId: string;
  level: AiLevel;
  view: V;
  legal: E[];
  seed: number;
  budget?: Budget;
}

/** What the app sends the bot worker to review a finished game (src/review/review.ts ReviewRequest, by value). */
export interface ReviewAsk {
  gameId: string;
  input: unknown;
  events: unknown[];
  /** The seats people played. */
  people: number[];
  seed: number;
  /** The first position to judge (the ones before it were judged already). */
  from?: number;
}

export type WorkerInMessage =
  | ({ type?: 'choose'; id: number } & BotRequest)
  | ({ type: 'review'; id: number } & ReviewAsk)
  | { type: 'cancel'; id: number };

/** A bot's answer (the choice), or an end: cancelled, or failed. */
export type WorkerAnswer =
  | { id: number; event: unknown; iterations: number; ms: number }
  | { id: number; cancelled: true }
  | { id: number; error: string };

/** A review's messages: one position (a ReviewPoint) as soon as it is judged, then `reviewed` after the last. */
export type ReviewMessageOut =
  | { id: number; point: unknown }
  | { id: number; reviewed: true };

export type WorkerOutMessage = WorkerAnswer | ReviewMessageOut;
