// The TableStore's behaviours, one set of tests for every store: PGlite and Redis (server/redis.test.ts) and
// PostgreSQL (server/postgres.test.ts) must answer them alike, since a server may be moved from one to another.
import { LIVE } from '../src/table/online/pace';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameEvent } from '../src/engine/types';
import type { NewTable, TableStore } from './store';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let codes = 0;
/** A fresh table's code (a store is shared by a describe's tests, and may outlive a run: Redis, Postgres). */
export const newCode = () => `t${String(++codes).padStart(3, '0')}${Date.now().toString(36).slice(-6)}`;
export const newTable = (code = newCode()): NewTable => ({
  code, gameId: 'meow-meow', options: { deck: 32, dealer: 0 },
  players: [{ name: 'Ana', kind: 'person' }, { name: 'Bot', kind: 'bot', level: 'easy' }],
  // Past 32 bits and odd: a number that must come back exactly.
  seed: 2 ** 40 + 1, tokens: [null, null], organiser: 1, pace: LIVE,
});
/** `inner` with some of its methods replaced (a test watching or failing its writes); the rest are inner's own. */
export function storeWith(inner: TableStore, replaced: Partial<TableStore>): TableStore {
  return new Proxy(inner, {
    get: (target, name: keyof TableStore) => replaced[name] ?? (target[name] as (...args: unknown[]) => unknown).bind(target),
  });
}

export const ev = (n: number): GameEvent => ({ type: 'PLAY', seat: n % 2, card: `c${n}` }) as GameEvent;

/** `describe`s the store that `open` opens (once, for all of its tests). */
export function describeStore(name: string, open: () => Promise<TableStore>): void {
  describe(`the ${name} store`, () => {
    let store: TableStore;
    beforeAll(async () => {
      store = await open();
    }, 30_000);
    afterAll(async () => {
      await store?.close();
    });
    const mine = async (codes: string[]) => (await store.unfinished()).filter((c) => codes.includes(c));

    it('gives back a table as written, each event byte for byte; an unknown code is null', async () => {
      const t = newTable();
      await store.create(t);
      expect(await store.load(t.code)).toEqual({ ...t, events: [], over: false, movedAt: expect.any(Number) });
      // Keys in an unusual order, unicode, nesting: the JSON comes back as it went in.
      const odd = { type: 'PLAY', z: 1, seat: 0, a: [{ y: 'é🐱', b: null }], card: 'c1' } as unknown as GameEvent;
      await store.append(t.code, 0, odd, false);
      const loaded = (await store.load(t.code))!;
      expect(JSON.stringify(loaded.events[0])).toBe(JSON.stringify(odd));
      expect(loaded.seed).toBe(2 ** 40 + 1);
      expect(await store.load('nosuchcode')).toBeNull();
    });

    it('refuses a taken code, and keeps the first table', async () => {
      const t = newTable();
      await store.create(t);
      await store.append(t.code, 0, ev(0), false);
      await expect(store.create({ ...t, gameId: 'mauwi' })).rejects.toThrow();
      const loaded = (await store.load(t.code))!;
      expect(loaded.gameId).toBe('meow-meow');
      expect(loaded.events).toEqual([ev(0)]);
    });

    it('appends at an index (an upsert), ends the game with the last event, and refuses a table that does not exist', async () => {
      const t = newTable();
      await store.create(t);
      for (let i = 0; i < 3; i++) await store.append(t.code, i, ev(i), false);
      await store.append(t.code, 1, ev(11), false); // after an undo the index is the new event's
      expect((await store.load(t.code))!.events).toEqual([ev(0), ev(11), ev(2)]);
      expect(await mine([t.code])).toEqual([t.code]);
      await store.append(t.code, 3, ev(3), true);
      const over = (await store.load(t.code))!;
      expect(over.over).toBe(true);
      expect(over.events).toHaveLength(4);
      expect(await mine([t.code])).toEqual([]);
      await expect(store.append('nosuchcode', 0, ev(0), false)).rejects.toThrow();
      expect(await store.load('nosuchcode')).toBeNull();
    });

    it('refuses to load a log with a hole', async () => {
      const t = newTable();
      await store.create(t);
      await store.append(t.code, 0, ev(0), false);
      await store.append(t.code, 2, ev(2), false);
      await expect(store.load(t.code)).rejects.toThrow(/event 1 is missing/);
    });

    it('cuts the log (an undo), which makes a finished game unfinished again', async () => {
      const t = newTable();
      await store.create(t);
      for (let i = 0; i < 5; i++) await store.append(t.code, i, ev(i), i === 4);
      expect(await mine([t.code])).toEqual([]);
      await store.cut(t.code, 2);
      const cut = (await store.load(t.code))!;
      expect(cut.events).toEqual([ev(0), ev(1)]);
      expect(cut.over).toBe(false);
      expect(await mine([t.code])).toEqual([t.code]);
      await store.append(t.code, 2, ev(22), false);
      expect((await store.load(t.code))!.events).toEqual([ev(0), ev(1), ev(22)]);
      await store.cut(t.code, 0);
      expect((await store.load(t.code))!.events).toEqual([]);
      // A table that does not exist: nothing happens, and nothing is made up.
      await store.cut('nosuchcode', 0);
      await store.setTokens('nosuchcode', ['x']);
      expect(await store.load('nosuchcode')).toBeNull();
    });

    it('keeps the seats\' tokens', async () => {
      const t = newTable();
      await store.create(t);
      await store.setTokens(t.code, ['a'.repeat(32), null]);
      expect((await store.load(t.code))!.tokens).toEqual(['a'.repeat(32), null]);
      await store.setTokens(t.code, ['a'.repeat(32), 'b'.repeat(32)]);
      expect((await store.load(t.code))!.tokens).toEqual(['a'.repeat(32), 'b'.repeat(32)]);
    });

    it('keeps a table\'s pace, and when its log last changed (a move, an undo)', async () => {
      const t = { ...newTable(), pace: { kind: 'days', moveHours: 24, standIn: true } as const };
      const before = Date.now();
      await store.create(t);
      const made = (await store.load(t.code))!;
      expect(made.pace).toEqual({ kind: 'days', moveHours: 24, standIn: true });
      // The database's clock, not this process's: a second either way.
      expect(Math.abs(made.movedAt - before)).toBeLessThan(1_000);
      await sleep(20);
      await store.append(t.code, 0, ev(0), false);
      const moved = (await store.load(t.code))!.movedAt;
      expect(moved).toBeGreaterThan(made.movedAt);
      await sleep(20);
      await store.setTokens(t.code, ['x', null]); // not a move
      expect((await store.load(t.code))!.movedAt).toBe(moved);
      await store.cut(t.code, 0);
      expect((await store.load(t.code))!.movedAt).toBeGreaterThan(moved);
    });

    it('keeps each seat\'s push subscription, replaces and forgets it; none for a table that does not exist', async () => {
      const t = newTable();
      await store.create(t);
      expect(await store.pushes(t.code)).toEqual([]);
      const sub = (n: number) => ({ endpoint: `https://push.example/${n}`, keys: { p256dh: `p${n}`, auth: `a${n}` } });
      await store.setPush(t.code, 1, { subscription: sub(1), lang: 'de' });
      await store.setPush(t.code, 0, { subscription: sub(0), lang: 'en' });
      expect(await store.pushes(t.code)).toEqual([{ seat: 0, subscription: sub(0), lang: 'en' }, { seat: 1, subscription: sub(1), lang: 'de' }]);
      await store.setPush(t.code, 0, { subscription: sub(2), lang: 'fr' });
      await store.setPush(t.code, 1, null);
      expect(await store.pushes(t.code)).toEqual([{ seat: 0, subscription: sub(2), lang: 'fr' }]);
      await store.setPush('nosuchcode', 0, { subscription: sub(3), lang: 'en' });
      expect(await store.pushes('nosuchcode')).toEqual([]);
      // Nothing of it in the table's record (what the lobby and the room read).
      expect(JSON.stringify(await store.load(t.code))).not.toContain('push.example');
    });

    it('keeps the first value made under a name, for every later ask', async () => {
      const name = `test-${newCode()}`;
      expect(await store.serverValue(name, () => ({ n: 1 }))).toEqual({ n: 1 });
      expect(await store.serverValue(name, () => ({ n: 2 }))).toEqual({ n: 1 });
    });

    it('gives a lease to one asker at a time, and again once it has run out', async () => {
      const name = `test-${newCode()}`;
      const asks = await Promise.all([store.lease(name, 300), store.lease(name, 300), store.lease(name, 300)]);
      expect(asks.filter(Boolean)).toHaveLength(1);
      expect(await store.lease(name, 300)).toBe(false);
      await sleep(400);
      expect(await store.lease(name, 300)).toBe(true);
      expect(await store.lease(`${name}-other`, 300)).toBe(true);
    });

    it('finds the unfinished tables over days not moved since a time, and removes finished ones past theirs', async () => {
      const days = { ...newTable(), pace: { kind: 'days', moveHours: 12, standIn: true } as const };
      const live = newTable();
      const done = { ...newTable(), pace: { kind: 'days', moveHours: 12, standIn: false } as const };
      for (const t of [days, live, done]) await store.create(t);
      await store.append(done.code, 0, ev(0), true);
      await sleep(20);
      const ours = async (before: number) => (await store.overdue(before)).filter((t) => [days.code, live.code, done.code].includes(t.code));
      expect(await ours(Date.now() - 60_000)).toEqual([]);
      expect(await ours(Date.now() + 1_000)).toEqual([{ code: days.code, pace: days.pace, movedAt: (await store.load(days.code))!.movedAt }]);
      // Only finished ones go here (every table of the store moved after 0).
      expect(await store.removeStale(Date.now() + 1_000, 0)).toBeGreaterThanOrEqual(1);
      expect(await store.load(done.code)).toBeNull();
      expect(await store.load(days.code)).not.toBeNull();
      expect(await store.load(live.code)).not.toBeNull();
    });

    it('lists the unfinished tables by their last update', async () => {
      const [a, b, c] = [newTable(), newTable(), newTable()];
      for (const t of [a, b, c]) {
        await store.create(t);
        await sleep(3);
      }
      const all = [a.code, b.code, c.code];
      expect(await mine(all)).toEqual([a.code, b.code, c.code]);
      await store.setTokens(a.code, ['x', null]);
      expect(await mine(all)).toEqual([b.code, c.code, a.code]);
      await store.append(b.code, 0, ev(0), true);
      expect(await mine(all)).toEqual([c.code, a.code]);
      await sleep(3);
      await store.cut(b.code, 0);
      expect(await mine(all)).toEqual([c.code, a.code, b.code]);
    });
  });
}
