// The reviews kept on the device (issue 40): read back only whole and valid, found by what they judged, the newest
// REVIEWS_KEPT kept, and version 4 added to a version 3 database without touching what it held.
import { describe, expect, it } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { storePerTest } from './test-support';
import { openNineLivesDb } from './db';
import { reviewKey, REVIEWS_KEPT, ReviewShelf } from './reviews';
import type { ReviewAsk } from '../ai/types';
import type { ReviewPoint } from '../review/review';

const setup = storePerTest();

const ask: ReviewAsk = {
  gameId: 'meow-meow', input: { options: { deck: 32, dealer: 0 }, seed: 5, players: [{ name: 'Ana', kind: 'person' }, { name: 'Ben', kind: 'bot', level: 'easy' }] },
  events: [{ type: 'draw', seat: 1 }, { type: 'play', seat: 0, card: 3 }], people: [0], seed: 9,
};
const points: ReviewPoint[] = [
  { index: 0, chances: [0.5, 0.5], mover: null, advice: null },
  { index: 1, chances: [0.55, 0.45], mover: 1, advice: null },
  { index: 2, chances: [0.3, 0.7], mover: 0, advice: { better: { type: 'draw', seat: 0 }, agrees: false, playedChance: 0.3, betterChance: 0.4 } },
];

describe('reviews kept on the device', () => {
  it('a kept review reads back as it was, by its key', async () => {
    const { db } = await setup();
    const shelf = new ReviewShelf(db);
    const key = reviewKey(ask);
    expect(await shelf.read(key, 2)).toBeNull();
    expect(await shelf.keep(key, points)).toEqual({ ok: true });
    expect(await shelf.read(key, 2)).toEqual(points);
  });

  it('the key is what was judged: the same log with its fields in another order finds it, another move or seed does not', () => {
    const reordered: ReviewAsk = { seed: 9, people: [0], events: [{ seat: 1, type: 'draw' }, { card: 3, seat: 0, type: 'play' }], input: ask.input, gameId: 'meow-meow' };
    expect(reviewKey(reordered)).toBe(reviewKey(ask));
    expect(reviewKey({ ...ask, seed: 10 })).not.toBe(reviewKey(ask));
    expect(reviewKey({ ...ask, people: [0, 1] })).not.toBe(reviewKey(ask));
    expect(reviewKey({ ...ask, events: [{ type: 'draw', seat: 1 }, { type: 'play', seat: 0, card: 4 }] })).not.toBe(reviewKey(ask));
  });

  it('a damaged or partial record is not shown, and goes', async () => {
    const { db } = await setup();
    const shelf = new ReviewShelf(db);
    const key = reviewKey(ask);
    await db.put('reviews', { key, at: 1, points: [{ ...points[0], chances: [2, -1] }, points[1], points[2]] });
    expect(await shelf.read(key, 2)).toBeNull();
    expect(await db.get('reviews', key)).toBeUndefined();
    // Another game's length, or points out of order: not this review.
    await shelf.keep(key, points);
    expect(await shelf.read(key, 3)).toBeNull();
    await db.put('reviews', { key, at: 1, points: [points[0], points[2], points[1]] });
    expect(await shelf.read(key, 2)).toBeNull();
  });

  it(`keeps the newest ${REVIEWS_KEPT}`, async () => {
    const { db } = await setup();
    let now = 0;
    const shelf = new ReviewShelf(db, () => ++now);
    const keys = Array.from({ length: REVIEWS_KEPT + 3 }, (_, i) => reviewKey({ ...ask, seed: i }));
    for (const key of keys) await shelf.keep(key, points);
    expect(await db.count('reviews')).toBe(REVIEWS_KEPT);
    expect(await shelf.read(keys[0], 2)).toBeNull();
    expect(await shelf.read(keys[2], 2)).toBeNull();
    expect(await shelf.read(keys[3], 2)).toEqual(points);
    expect(await shelf.read(keys.at(-1)!, 2)).toEqual(points);
  });

  it('version 4 adds the reviews to a version 3 database and keeps its sheets and saves', async () => {
    const factory = new IDBFactory();
    await new Promise<void>((resolve, reject) => {
      const request = factory.open('nine-lives', 3);
      request.onupgradeneeded = () => {
        const db = request.result;
        db.createObjectStore('saves', { keyPath: 'id' }).put({ id: 'kept' });
        db.createObjectStore('events', { keyPath: ['saveId', 'index'] });
        db.createObjectStore('quarantine', { autoIncrement: true });
        db.createObjectStore('settings');
        db.createObjectStore('sheets', { keyPath: 'id' }).put({ id: 'sheet' });
      };
      request.onsuccess = () => { request.result.close(); resolve(); };
      request.onerror = () => reject(request.error);
    });
    const db = await openNineLivesDb('nine-lives', factory);
    try {
      expect(db.version).toBe(4);
      expect(await db.getAllKeys('saves')).toEqual(['kept']);
      expect(await db.getAllKeys('sheets')).toEqual(['sheet']);
      const shelf = new ReviewShelf(db);
      await shelf.keep('k', points);
      expect(await shelf.read('k', 2)).toEqual(points);
    } finally {
      db.close();
    }
  });
});
