// A running game: the statechart advanced with XState's pure transition functions, the event log,
// replay of (options, seed, events) and undo up to hidden information. Every event (sent or replayed) passes
// the door (checkEvent) first, and the log keeps the clean event the game's schema built, never the raw one.
import { initialTransition, transition, type AnyMachineSnapshot } from 'xstate';
import { checkEvent, checkInput } from './door';
import type { AnyGameDefinition, Checked, GameEvent, GameInput, Reason, Seat } from './types';

/** The event type of a game definition. */
export type EventOf<D extends AnyGameDefinition> = Parameters<D['apply']>[1];

export type SendResult = { ok: true } | { ok: false; reason: Reason };

/** An event the door let in, and the table (the state, by identity) it was let in at. */
export interface Admitted<E> {
  readonly event: E;
  readonly at: unknown;
}

export class ReplayError extends Error {
  constructor(message: string, readonly index: number) {
    super(message);
  }
}

export interface Replayed<D extends AnyGameDefinition> {
  session: GameSession<D>;
  refused: { index: number; reason: Reason } | null;
}

export class GameSession<D extends AnyGameDefinition = AnyGameDefinition> {
  snapshot: AnyMachineSnapshot;
  readonly events: EventOf<D>[] = [];
  /** hidden[i]: event i revealed hidden information, so undo never goes back past it. */
  readonly hidden: boolean[] = [];

  /** Trusts `input`: anything read from a save, a file or a form goes through `start` or `resume` instead.
   *  Throws when the game cannot be set up from it (XState would keep that as an 'error' snapshot, no game in it). */
  constructor(readonly def: D, readonly input: GameInput<unknown>) {
    [this.snapshot] = initialTransition(def.machine, input);
    if (this.snapshot.status === 'error') throw new Error(`${def.id} cannot be set up from this input: ${String(this.snapshot.error)}`);
  }

  /** A new game from an input that came from outside: checked by the door, or the reason it was refused. */
  static start<D extends AnyGameDefinition>(def: D, rawInput: unknown): Checked<GameSession<D>> {
    const input = checkInput(def, rawInput);
    if (!input.ok) return input;
    // A combination the checks above missed still ends in words, never in a thrown error.
    try {
      return { ok: true, value: new GameSession(def, input.value) };
    } catch {
      return { ok: false, reason: { key: 'engine.badOptions' } };
    }
  }

  /** A stored game (input and log from outside): the input checked by the door, then the longest prefix of
   *  the log the rules accept, with the first refused event and why (null when the whole log replays); or the
   *  reason the input itself was refused. Never throws. */
  static resume<D extends AnyGameDefinition>(def: D, rawInput: unknown, events: readonly unknown[]): Checked<Replayed<D>> {
    const started = GameSession.start(def, rawInput);
    if (!started.ok) return started;
    return { ok: true, value: GameSession.continueLog(started.value, events) };
  }

  /** Replays a log; throws ReplayError at the first event the rules refuse. */
  static replay<D extends AnyGameDefinition>(def: D, input: GameInput<unknown>, events: readonly EventOf<D>[]): GameSession<D> {
    const session = new GameSession(def, input);
    events.forEach((event, i) => {
      const r = session.advance(event);
      if (!r.ok) throw new ReplayError(`event ${i + 1} (${String((event as { type?: unknown } | null)?.type)}) was refused: ${r.reason.key}`, i);
    });
    return session;
  }

  private static continueLog<D extends AnyGameDefinition>(session: GameSession<D>, events: readonly unknown[]): Replayed<D> {
    for (let i = 0; i < events.length; i++) {
      const r = session.advance(events[i]);
      if (!r.ok) return { session, refused: { index: i, reason: r.reason } };
    }
    return { session, refused: null };
  }

  get state(): ReturnType<D['setup']> {
    return this.snapshot.context;
  }

  get over(): boolean {
    return this.snapshot.status === 'done';
  }

  /** Sends an event; an illegal one is refused with the reason and changes nothing. */
  send(event: EventOf<D>): SendResult {
    return this.advance(event);
  }

  /** The door's answer for an event at the table as it is now: the clean event, marked with that table, or the
   *  reason it is refused. A host that must read the event before playing it (who answers, what gives way) asks
   *  once here and plays it with `sendAdmitted`. */
  admit(raw: unknown): Checked<Admitted<EventOf<D>>> {
    if (this.snapshot.status !== 'active') return { ok: false, reason: { key: 'engine.gameOver' } };
    const at = this.snapshot.context;
    const checked = checkEvent(this.def, at, raw);
    return checked.ok ? { ok: true, value: { event: checked.value as EventOf<D>, at } } : checked;
  }

  /** Plays an admitted event without a second pass through the door, if the table is still the one it was admitted
   *  at; after any other move, it goes through the door again. */
  sendAdmitted(admitted: Admitted<EventOf<D>>): SendResult {
    return admitted.at === this.snapshot.context ? this.step(admitted.event) : this.advance(admitted.event);
  }

  /** One event through the door and the chart; a refused one changes nothing. */
  private advance(raw: unknown): SendResult {
    const admitted = this.admit(raw);
    return admitted.ok ? this.step(admitted.value.event) : admitted;
  }

  /** One event the door let in at this table, through the chart. */
  private step(event: EventOf<D>): SendResult {
    if (this.snapshot.status !== 'active') return { ok: false, reason: { key: 'engine.gameOver' } };
    const before = this.snapshot.context;
    let next: AnyMachineSnapshot;
    try {
      [next] = transition(this.def.machine, this.snapshot, event);
    } catch {
      // A rule that breaks on an event its checks let through refuses it rather than take the table down.
      return { ok: false, reason: { key: 'engine.notNow' } };
    }
    if (next.context === before || next.status === 'error') return { ok: false, reason: { key: 'engine.notNow' } };
    this.snapshot = next;
    this.events.push(event);
    this.hidden.push(this.def.revealsHidden(before, next.context));
    return { ok: true };
  }

  /** How many events an undo keeps, or null when undo is not allowed: back to the last event of
   *  one of `seats` (the people at the table) with nothing hidden revealed since. */
  undoTarget(seats: readonly Seat[]): number | null {
    for (let i = this.events.length - 1; i >= 0; i--) {
      if (this.hidden[i]) return null;
      if (seats.includes(this.events[i].seat)) return i;
    }
    return null;
  }

  /** Takes events back to the undo target by replaying the shorter log. */
  undo(seats: readonly Seat[]): boolean {
    const keep = this.undoTarget(seats);
    if (keep === null) return false;
    const replayed = GameSession.replay(this.def, this.input, this.events.slice(0, keep));
    this.snapshot = replayed.snapshot;
    this.events.length = keep;
    this.hidden.length = keep;
    return true;
  }
}
