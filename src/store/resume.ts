// Resuming a save: the log is the truth. Its events (and any still waiting in memory to be written) replay
// through the game's door; the stored snapshot is only a cache, rewritten when it is stale (an older position,
// keys in another order, a status not updated). Only a log the rules refuse, or input the door refuses, is a
// problem: that save is set aside under "Needs attention" with the reason in words.
import { sameState } from '../engine/equal';
import type { GameSession } from '../engine/session';
import type { AnyGameDefinition, GameEvent, Reason } from '../engine/types';
import { replaySave } from './replay-session';
import type { Failure } from './results';
import type { SaveStore } from './saves';
import type { SaveHeader, SaveSnapshot } from './schema';

export type Resumed =
  | { ok: true; header: SaveHeader; session: GameSession }
  /** `setAside`: why the rules refused it (it is now under "Needs attention"); absent when the store refused it. */
  | (Failure & { setAside?: Reason });

/** Moves accepted but not written yet (storage full): the log is the stored first `from` events, then these. */
export interface Unsaved {
  from: number;
  events: readonly GameEvent[];
}

export async function resumeSave(store: SaveStore, def: AnyGameDefinition, saveId: string, unsaved: Unsaved | null): Promise<Resumed> {
  const loaded = await store.load(saveId);
  if (!loaded.ok) return loaded;
  const { header } = loaded;
  const waiting = unsaved && unsaved.from <= loaded.events.length ? unsaved : null;
  const events = waiting ? [...loaded.events.slice(0, waiting.from), ...waiting.events] : loaded.events;
  const replay = replaySave(def, header.input, events);
  if (!replay.ok) {
    await store.setAside(saveId, replay.why, `does not replay: ${replay.detail}`);
    return { ok: false, reason: replay.why, setAside: replay.why };
  }
  const { session } = replay;
  // With moves waiting, the pending writer writes the snapshot that goes with them.
  if (!waiting) await refreshCache(store, header, session);
  return { ok: true, header: { ...header, input: replay.input }, session };
}

/** Best effort: a full disk only means the next opening replays again. */
async function refreshCache(store: SaveStore, header: SaveHeader, session: GameSession): Promise<void> {
  const snapshot: SaveSnapshot = { value: session.snapshot.value, context: session.state };
  const status = session.over ? 'finished' : 'playing';
  if (header.snapshot && sameState(header.snapshot, snapshot) && header.status === status) return;
  await store.writeLog(header.id, session.events.length, [], snapshot, status);
}
