import { describe, expect, it } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import './test-support';
import { DB_VERSION, openNineLivesDb } from './db';
import { SaveStore } from './saves';

const NAME = 'nine-lives';

/** Builds a database exactly as version 1 of the app left it, with the raw IndexedDB API. */
function createV1Database(factory: IDBFactory, records: unknown[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = factory.open(NAME, 1);
    request.onupgradeneeded = () => {
      const games = request.result.createObjectStore('games', { keyPath: 'id' });
      for (const record of records) games.put(record);
    };
    request.onsuccess = () => {
      request.result.close();
      resolve();
    };
    request.onerror = () => reject(request.error);
  });
}

const players = [
  { name: 'Aroha', kind: 'person' },
  { name: 'Whiskers', kind: 'bot', level: 'easy' },
];
const goodA = {
  id: 'game-a',
  game: 'meow-meow',
  seed: 7,
  options: { rounds: 2 },
  players,
  log: [
    { type: 'draw', seat: 0 },
    { type: 'play', seat: 1, card: 12 },
  ],
  savedAt: 1_600_000_000_000,
};
const goodB = { id: 'game-b', game: 'moeraki', seed: 99, options: {}, players, log: [], savedAt: 1_650_000_000_000 };
const malformed = { id: 'game-bad', game: 'meow-meow', seed: 'seven', players: 'nobody', log: [{ type: 'draw', seat: -1 }] };

describe('migration from version 1', () => {
  it('moves good v1 games into saves + events and a malformed one into quarantine', async () => {
    const factory = new IDBFactory();
    await createV1Database(factory, [goodA, goodB, malformed]);
    const db = await openNineLivesDb(NAME, factory);
    try {
      expect(db.version).toBe(DB_VERSION);
      expect([...db.objectStoreNames].sort()).toEqual(['events', 'quarantine', 'reviews', 'saves', 'settings', 'sheets']);

      expect(await db.get('saves', 'game-a')).toEqual({
        schema: 2,
        id: 'game-a',
        gameId: 'meow-meow',
        input: { options: { rounds: 2 }, seed: 7, players },
        eventCount: 2,
        snapshot: null,
        status: 'playing',
        createdAt: goodA.savedAt,
        updatedAt: goodA.savedAt,
      });
      expect(await db.getAll('events', IDBKeyRange.bound(['game-a', 0], ['game-a', []]))).toEqual([
        { saveId: 'game-a', index: 0, event: goodA.log[0] },
        { saveId: 'game-a', index: 1, event: goodA.log[1] },
      ]);
      expect(await db.getAllKeys('saves')).toEqual(['game-a', 'game-b']);
      expect(await db.count('events')).toBe(2);

      const quarantined = await db.getAll('quarantine');
      expect(quarantined).toHaveLength(1);
      expect(quarantined[0]).toMatchObject({ source: 'saves', raw: malformed });
      expect(quarantined[0].reason).toMatch(/v1 migration: record game-bad is malformed/);

      // The migrated saves load through the normal, validating path.
      const store = new SaveStore(db);
      const loaded = await store.load('game-a');
      expect(loaded.ok && loaded.events).toEqual(goodA.log);
      const { saves, problems } = await store.list();
      expect(problems).toEqual([]);
      expect(saves.map((s) => s.id)).toEqual(['game-b', 'game-a']);
    } finally {
      db.close();
    }
  });

  it('turns number ids into strings and quarantines a record whose id then collides', async () => {
    const factory = new IDBFactory();
    await createV1Database(factory, [
      { ...goodB, id: 7 },
      { ...goodB, id: '7', seed: 8 },
    ]);
    const db = await openNineLivesDb(NAME, factory);
    try {
      expect(await db.getAllKeys('saves')).toEqual(['7']);
      expect((await db.get('saves', '7'))?.input.seed).toBe(99);
      const [q] = await db.getAll('quarantine');
      expect(q.reason).toMatch(/same id/);
      expect(q.raw).toMatchObject({ id: '7', seed: 8 });
    } finally {
      db.close();
    }
  });

  it('creates the version 2 stores and indexes in a new database, and reopening keeps the data', async () => {
    const factory = new IDBFactory();
    const db = await openNineLivesDb(NAME, factory);
    const tx = db.transaction(['saves', 'events'], 'readonly');
    expect([...tx.objectStore('saves').indexNames].sort()).toEqual(['status', 'updatedAt']);
    expect([...tx.objectStore('events').indexNames]).toEqual(['saveId']);
    expect(tx.objectStore('events').keyPath).toEqual(['saveId', 'index']);
    await tx.done;
    const created = await new SaveStore(db).create('mauwi', { options: null, seed: 1, players: [{ name: 'Tama', kind: 'person' }] }, null);
    db.close();

    const again = await openNineLivesDb(NAME, factory);
    try {
      expect(created.ok).toBe(true);
      expect(await again.getAllKeys('saves')).toEqual([created.ok ? created.id : '']);
    } finally {
      again.close();
    }
  });
});
