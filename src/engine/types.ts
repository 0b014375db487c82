// The one contract every game implements (see ARCHITECTURE.md). The shell, store, bots, tests
// and the sim CLI only talk to a game through this.
import type { AnyStateMachine } from 'xstate';

export type Seat = number;
export type BotLevel = 'easy' | 'normal' | 'hard';

export interface PlayerInfo {
  name: string;
  kind: 'person' | 'bot';
  level?: BotLevel;
}

/** Every game event names the seat that sends it. */
export interface GameEvent {
  type: string;
  seat: Seat;
}

/** A reason in words: a translation key and its parameters (the shell renders it in the player's language). */
export interface Reason {
  key: string;
  params?: Record<string, string | number>;
  /** Anchor in the game's rules text that explains this refusal. */
  rule?: string;
}

/** Something that came in, checked by the door: the clean value, or why it was refused. */
export type Checked<T> = { ok: true; value: T } | { ok: false; reason: Reason };

export interface GameResult {
  scores: number[];
  winners: Seat[];
}

/** What the machine is started with; also what a save stores to replay a game. */
export interface GameInput<O> {
  options: O;
  seed: number;
  players: PlayerInfo[];
}

export type ParseResult<O> = { ok: true; options: O } | { ok: false; message: string };

/**
 * A game. State is the statechart's context: plain, serialisable data.
 * The pure functions take that state, so bots and tests need no XState.
 */
export interface GameDefinition<S, E extends GameEvent, O, V> {
  /** The game's id: a plain string here (the engine knows no game); the typed GameId lives with the list. */
  id: string;
  minPlayers: number;
  maxPlayers: number;
  machine: AnyStateMachine;
  defaultOptions: O;
  parseOptions(raw: unknown): ParseResult<O>;
  /** What the rules forbid in parsed options at a table of `players` seats (a dealer or first seat beyond the
   *  table, teams without their edition…), or null. The door runs it after parseOptions, before setup. */
  checkOptions?(options: O, players: number): Reason | null;
  /** The event's shape against the game's event schema for this state (a known type, the seat and every
   *  index in range, card ids of the right form, no unknown fields): the clean event, or why not. */
  parseEvent?(raw: unknown, state: S): Checked<E>;
  /** The initial state, the same as the machine's initial context. */
  setup(input: GameInput<O>): S;
  /** The pure forward model: the state after an event, assuming it is legal (bots search with this). */
  apply(state: S, event: E): S;
  /** Who may act now (more than one while an out-of-turn answer is open). */
  actors(state: S): Seat[];
  legalEvents(state: S, seat: Seat): E[];
  view(state: S, viewer: Seat | null): V;
  result(state: S): GameResult | null;
  /** Why an event is illegal, or null when it is legal. */
  explain(state: S, event: E): Reason | null;
  /** True when going from `before` to `after` revealed hidden information (undo stops there). */
  revealsHidden(before: S, after: S): boolean;
  /** Broken invariants of a state, in words (property tests and the sim check these). */
  invariants(state: S): string[];
  /** A stable string for the chart's phase, mirrored from the machine's state value. */
  phase(state: S): string;
}

export type AnyGameDefinition = GameDefinition<any, any, any, any>;
