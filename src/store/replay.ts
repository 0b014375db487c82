// A save is its log: the game's door checks its input (options, seed, players), then the rules replay its
// events (./replay-session.ts). What comes out is the position to go on from, or why the log does not replay whole
// and how many of its moves the rules accept (the longest accepted prefix, which a recovery keeps).
import * as v from 'valibot';
import type { GameSession } from '../engine/session';
import type { AnyGameDefinition, GameEvent, GameInput, Reason } from '../engine/types';
import { isGameId, loadDefinition } from '../games/index';
import { describeIssues, EventRecordSchema } from './schema';

/** The rules of a game by id (its entry's definition in the app; tests may pass their own). */
export type LoadDefinition = (gameId: string) => Promise<AnyGameDefinition>;

/** Loads a game's rules only when a save of that game is checked (one dynamic import per game). */
export const loadGameDefinition: LoadDefinition = (gameId) =>
  isGameId(gameId) ? loadDefinition(gameId) : Promise.reject(new Error(`no game "${gameId}"`));

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
