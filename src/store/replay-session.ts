// A save's log through the game's door and rules (the engine's session): loaded when a save is opened, imported or
// recovered, not with the home screen, which lists saves from their headers (./replay.ts has the rest).
import { GameSession } from '../engine/session';
import type { AnyGameDefinition } from '../engine/types';
import type { Replay } from './replay';

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
