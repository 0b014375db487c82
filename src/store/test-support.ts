// Shared set-up for the store tests: a fresh in-memory IndexedDB per test, so tests never share data.
import 'fake-indexeddb/auto'; // idb's wrappers and IDBKeyRange need the IndexedDB globals.
import { IDBFactory } from 'fake-indexeddb';
import type { GameEvent, GameInput } from '../engine/types';
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

export const input: GameInput<unknown> = {
  options: { rounds: 3, houseRule: 'none' },
  seed: 12345,
  players: [
    { name: 'Aroha', kind: 'person' },
    { name: 'Mittens', kind: 'bot', level: 'hard' },
  ],
};

export const events: GameEvent[] = [
  { type: 'draw', seat: 0 },
  { type: 'play', seat: 1, card: { suit: 'paws', rank: 7 } } as GameEvent,
  { type: 'pass', seat: 0 },
];

export const snapshotAt = (n: number) => ({ value: { playing: 'turn' }, context: { moves: n } });

/** A save with `count` of the sample events appended; returns its id. */
export async function saveWithEvents(store: SaveStore, count = events.length): Promise<string> {
  const created = await store.create('meow-meow', input, snapshotAt(0));
  if (!created.ok) throw new Error(`create failed: ${created.reason.key}`);
  for (let i = 0; i < count; i++) {
    const r = await store.append(created.id, i, events[i], snapshotAt(i + 1), 'playing');
    if (!r.ok) throw new Error(`append ${i} failed: ${r.reason.key}`);
  }
  return created.id;
}
