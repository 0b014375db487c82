// A save is its log: the game's door checks its input (options, seed, players), then the rules replay its
// events. What comes out is the position to go on from, or why the log does not replay whole and how many of
// its moves the rules accept (the longest accepted prefix, which a recovery keeps).
import * as v from 'valibot';
import { GameSession } from '../engine/session';
import type { AnyGameDefinition, GameEvent, GameId, GameInput, Reason } from '../engine/types';
import { loadDefinition } from '../games/index';
import { describeIssues, EventRecordSchema } from './schema';

/** The rules of a game by id (its entry's definition in the app; tests may pass their own). */
export type LoadDefinition = (gameId: GameId) => Promise<AnyGameDefinition>;

/** Loads a game's rules only when a save of that game is checked (one dynamic import per game). */
export const loadGameDefinition: LoadDefinition = loadDefinition;

export type Replay =
  | { ok: true; session: GameSession; input: GameInput<unknown> }
  /** `session` holds the accepted prefix (`kept` of `total` moves), or is null when the input itself is refused. */
  | { ok: false; why: Reason; detail: string; session: GameSession | null; kept: number; total: number };

/**
 * Event records as stored ({saveId, index, event}) → the events of the longest run that is well formed and in
 * order from index 0, and what is wrong after it (null when every record is fine).
 */
export function readableEvents(records: readonly unknown[], saveId?: string): { events: GameEvent[]; detail: string | null } {
  const events: GameEvent[] = [];
  for (let i = 0; i < records.length; i++) {
    const parsed = v.safeParse(EventRecordSchema, records[i]);
    if (!parsed.success) return { events, detail: `event ${i}: ${describeIssues(parsed.issues)}` };
    const record = parsed.output;
    if (saveId !== undefined && record.saveId !== saveId) return { events, detail: `event ${i} belongs to save ${record.saveId}` };
    if (record.index !== i) return { events, detail: `event ${i} is missing or repeated (next stored is ${record.index})` };
    events.push(record.event);
  }
  return { events, detail: null };
}

/**
 * Replays `events` through the door. `total` is how many moves the save claims (more than `events.length` when
 * the stored log is broken after them): a log shorter than that is not whole even if every event replays.
 * Never throws: a game that throws on bad data is a refusal like any other.
 */
export function replaySave(def: AnyGameDefinition, rawInput: unknown, events: readonly unknown[], total = events.length): Replay {
  const resumed = GameSession.resume(def, rawInput, events);
  if (!resumed.ok) {
    return { ok: false, why: { key: 'saves.why.badInput' }, detail: `input refused: ${resumed.reason.key}`, session: null, kept: 0, total };
  }
  const { session, refused } = resumed.value;
  const kept = session.events.length;
  if (refused) {
    return {
      ok: false,
      why: { key: 'saves.why.refusedMove', params: { move: refused.index + 1, total } },
      detail: `event ${refused.index} refused: ${refused.reason.key}`,
      session,
      kept,
      total,
    };
  }
  if (kept < total) {
    return { ok: false, why: { key: 'saves.why.brokenLog', params: { move: kept + 1, total } }, detail: `only ${kept} of ${total} events are readable`, session, kept, total };
  }
  return { ok: true, session, input: session.input };
}
