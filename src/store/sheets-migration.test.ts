import { describe, expect, it } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import './test-support';
import { newSheetData } from './sheet-kinds';
import { DB_VERSION, openNineLivesDb } from './db';
import { SaveStore } from './saves';
import { SheetStore } from './sheets';

const NAME = 'nine-lives';

/** A database exactly as version 2 of the app left it, with a save, its events, settings and a quarantined record. */
function createV2Database(factory: IDBFactory): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = factory.open(NAME, 2);
    request.onupgradeneeded = () => {
      const db = request.result;
      const saves = db.createObjectStore('saves', { keyPath: 'id' });
      saves.createIndex('updatedAt', 'updatedAt');
      saves.createIndex('status', 'status');
      const events = db.createObjectStore('events', { keyPath: ['saveId', 'index'] });
      events.createIndex('saveId', 'saveId');
      const quarantine = db.createObjectStore('quarantine', { autoIncrement: true });
      const settings = db.createObjectStore('settings');
      saves.put({
        schema: 2, id: 'kept', gameId: 'mauwi', input: { options: {}, seed: 3, players: [{ name: 'Tama', kind: 'person' }, { name: 'Kiri', kind: 'bot', level: 'easy' }] },
        eventCount: 1, snapshot: null, status: 'playing', createdAt: 1_600_000_000_000, updatedAt: 1_600_000_001_000,
      });
      events.put({ saveId: 'kept', index: 0, event: { type: 'pass', seat: 0 } });
      quarantine.put({ at: 5, source: 'saves', reason: 'old damage', raw: { id: 'x' } });
      settings.put({ language: 'de', sound: false, motion: 'reduced', colourMarks: true, botPace: 'quick' }, 'settings');
    };
    request.onsuccess = () => {
      request.result.close();
      resolve();
    };
    request.onerror = () => reject(request.error);
  });
}

describe('migration from version 2 (the companion\'s sheets in 3, the reviews in 4)', () => {
  it('adds the sheets store and keeps every save, event, setting and quarantined record', async () => {
    const factory = new IDBFactory();
    await createV2Database(factory);
    const db = await openNineLivesDb(NAME, factory);
    try {
      expect(DB_VERSION).toBe(4);
      expect(db.version).toBe(4);
      expect([...db.objectStoreNames].sort()).toEqual(['events', 'quarantine', 'reviews', 'saves', 'settings', 'sheets']);
      const tx = db.transaction('sheets', 'readonly');
      expect(tx.store.keyPath).toBe('id');
      expect([...tx.store.indexNames]).toEqual(['updatedAt']);
      await tx.done;

      const saves = new SaveStore(db);
      const loaded = await saves.load('kept');
      expect(loaded.ok && loaded.events).toEqual([{ type: 'pass', seat: 0 }]);
      expect((await saves.list()).saves.map((s) => s.id)).toEqual(['kept']);
      expect(await saves.getSettings()).toMatchObject({ language: 'de', motion: 'reduced', colourMarks: true, botPace: 'quick' });
      expect(await db.getAll('quarantine')).toEqual([{ at: 5, source: 'saves', reason: 'old damage', raw: { id: 'x' } }]);

      // The new store works at once.
      const sheets = new SheetStore(db);
      const created = await sheets.create('moeraki', ['Hemi', 'Mere'], newSheetData('moeraki', 2));
      expect(created.ok).toBe(true);
      expect((await sheets.list()).sheets).toHaveLength(1);
    } finally {
      db.close();
    }
  });

  it('a version 1 database goes all the way to version 4', async () => {
    const factory = new IDBFactory();
    await new Promise<void>((resolve, reject) => {
      const request = factory.open(NAME, 1);
      request.onupgradeneeded = () => {
        request.result.createObjectStore('games', { keyPath: 'id' }).put({
          id: 'g', game: 'meow-meow', seed: 1, options: {}, players: [{ name: 'A', kind: 'person' }], log: [], savedAt: 10,
        });
      };
      request.onsuccess = () => { request.result.close(); resolve(); };
      request.onerror = () => reject(request.error);
    });
    const db = await openNineLivesDb(NAME, factory);
    try {
      expect([...db.objectStoreNames].sort()).toEqual(['events', 'quarantine', 'reviews', 'saves', 'settings', 'sheets']);
      expect(await db.getAllKeys('saves')).toEqual(['g']);
    } finally {
      db.close();
    }
  });
});
