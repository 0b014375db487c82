// Shared set-up for the store tests: a fresh in-memory IndexedDB per test, so tests never share data.
import 'fake-indexeddb/auto'; // idb's wrappers and IDBKeyRange need the IndexedDB globals.
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, vi } from 'vitest';
import { GameSession } from '../engine/session';
import type { GameEvent, GameInput } from '../engine/types';
import { meowMeow } from '../games/meow-meow/rules/definition';
import { openNineLivesDb, type NineLivesDatabase } from './db';
import { SaveStore } from './saves';

export interface TestStore {
  factory: IDBFactory;
  db: NineLivesDatabase;
  store: SaveStore;
}

/** A store on a new fake database, with a clock that ticks one second per reading. */
export async function freshStore(factory: IDBFactory = new IDBFactory()): Promise<TestStore> {
  const db = await openNineLivesDb('nine-lives-test', factory);
  let t = 1_700_000_000_000;
  let n = 0;
  const store = new SaveStore(db, { now: () => (t += 1000), newId: () => `save-${++n}` });
  return { factory, db, store };
}

/** For a test file: `setup()` opens a fresh store for one test, closed again after it (mocks restored too). */
export function storePerTest(): () => Promise<TestStore> {
  let open: TestStore | undefined;
  afterEach(() => {
    vi.restoreAllMocks();
    open?.db.close();
    open = undefined;
  });
  return async () => (open = await freshStore());
}

/** A real Meow Meow table: imports and recoveries pass the game's door, so the sample must be a game. */
export const input: GameInput<unknown> = {
  options: { deck: 32, dealer: 0 },
  seed: 12345,
  players: [
    { name: 'Aroha', kind: 'person' },
    { name: 'Mittens', kind: 'bot', level: 'hard' },
  ],
};

/** The first legal moves of that game, `count` of them (the first legal event each time). */
export function legalMoves(count: number): GameEvent[] {
  const session = new GameSession(meowMeow, input);
  for (let i = 0; i < count && !session.over; i++) {
    const seat = meowMeow.actors(session.state)[0];
    const r = session.send(meowMeow.legalEvents(session.state, seat)[0]);
    if (!r.ok) throw new Error(`sample move ${i} refused: ${r.reason.key}`);
  }
  return session.events.slice();
}

export const events: GameEvent[] = legalMoves(3);

export const snapshotAt = (n: number) => ({ value: { playing: 'turn' }, context: { moves: n } });

/** A save with `count` of the sample events appended; returns its id. */
export async function saveWithEvents(store: SaveStore, count = events.length): Promise<string> {
  const created = await store.create('meow-meow', input, snapshotAt(0));
  if (!created.ok) throw new Error(`create failed: ${created.reason.key}`);
  for (let i = 0; i < count; i++) {
    const r = await store.writeLog(created.id, i, [events[i]], snapshotAt(i + 1), 'playing');
    if (!r.ok) throw new Error(`writing event ${i} failed: ${r.reason.key}`);
  }
  return created.id;
}
