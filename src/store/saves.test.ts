import { describe, expect, it, vi } from 'vitest';
import { IDBObjectStore as FakeObjectStore } from 'fake-indexeddb';
import { events, input, saveWithEvents, snapshotAt, type TestStore, storePerTest } from './test-support';
import type { SaveHeader } from './schema';

const setup = storePerTest();

async function rawEvents(t: TestStore, id: string): Promise<unknown[]> {
  return t.db.getAll('events', IDBKeyRange.bound([id, 0], [id, []]));
}

describe('create, write the log and load', () => {
  it('round-trips a save: header fields, the event log in order and the last snapshot', async () => {
    const t = await setup();
    const created = await t.store.create('meow-meow', input, snapshotAt(0));
    expect(created).toEqual({ ok: true, id: 'save-1' });
    const id = (created as { id: string }).id;
    for (let i = 0; i < events.length; i++) {
      expect(await t.store.writeLog(id, i, [events[i]], snapshotAt(i + 1), i === 2 ? 'finished' : 'playing')).toEqual({ ok: true });
    }
    const loaded = await t.store.load(id);
    if (!loaded.ok) throw new Error(loaded.reason.key);
    expect(loaded.events).toEqual(events);
    expect(loaded.header).toMatchObject({
      schema: 2,
      id,
      gameId: 'meow-meow',
      input,
      eventCount: 3,
      snapshot: snapshotAt(3),
      status: 'finished',
    });
    expect(loaded.header.updatedAt).toBeGreaterThan(loaded.header.createdAt);
  });

  it('refuses a log that would leave a gap past the last event (or starts before the first), leaving it as it was', async () => {
    const t = await setup();
    const id = await saveWithEvents(t.store, 1);
    const skipped = await t.store.writeLog(id, 2, [events[2]], snapshotAt(3), 'playing');
    expect(skipped.ok).toBe(false);
    expect(!skipped.ok && skipped.reason.key).toBe('store.writeFailed');
    const before = await t.store.writeLog(id, -1, [events[2]], snapshotAt(3), 'playing');
    expect(before.ok).toBe(false);
    const loaded = await t.store.load(id);
    expect(loaded.ok && loaded.events).toEqual([events[0]]);
  });

  it('refuses an event with a negative seat or a non-JSON field', async () => {
    const t = await setup();
    const id = await saveWithEvents(t.store, 0);
    expect((await t.store.writeLog(id, 0, [{ type: 'draw', seat: -1 }], null, 'playing')).ok).toBe(false);
    const withNaN = { type: 'bet', seat: 0, amount: Number.NaN };
    expect((await t.store.writeLog(id, 0, [withNaN], null, 'playing')).ok).toBe(false);
    expect(await rawEvents(t, id)).toEqual([]);
  });

  it('reports store.notFound for writing to or loading a save that does not exist', async () => {
    const t = await setup();
    expect(await t.store.writeLog('nope', 0, [events[0]], null, 'playing')).toEqual({
      ok: false,
      reason: { key: 'store.notFound', params: { id: 'nope' } },
    });
    expect(await t.store.load('nope')).toEqual({ ok: false, reason: { key: 'store.notFound', params: { id: 'nope' } } });
  });

  it('refuses to create a save with an invalid player name and writes nothing', async () => {
    const t = await setup();
    const bad = { ...input, players: [{ name: '', kind: 'person' as const }] };
    const r = await t.store.create('meow-meow', bad, null);
    expect(r.ok).toBe(false);
    expect(await t.db.count('saves')).toBe(0);
  });
});

describe('a write of the log is atomic', () => {
  it('leaves header and events unchanged when the header write fails after the event was queued', async () => {
    const t = await setup();
    const id = await saveWithEvents(t.store, 1);
    const before = await t.db.get('saves', id);
    // A function cannot be stored: the header put throws DataCloneError after the event put was queued.
    const unstorable = { value: 'turn', context: { onTick: () => 1 } };
    const r = await t.store.writeLog(id, 1, [events[1]], unstorable, 'playing');
    expect(r.ok).toBe(false);
    expect(!r.ok && r.reason.key).toBe('store.writeFailed');
    expect(!r.ok && String(r.reason.params?.message)).toMatch(/DataCloneError/);
    expect(await t.db.get('saves', id)).toEqual(before);
    expect(await rawEvents(t, id)).toEqual([{ saveId: id, index: 0, event: events[0] }]);
  });

  it('rolls back the event already written when the header request fails inside the transaction', async () => {
    const t = await setup();
    const id = await saveWithEvents(t.store, 1);
    const before = (await t.db.get('saves', id)) as SaveHeader;
    const put = FakeObjectStore.prototype.put;
    // `add` of an existing key fails asynchronously (ConstraintError), after the event put succeeded.
    vi.spyOn(FakeObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, value, key) {
      return this.name === 'saves' ? this.add(value, key) : put.call(this, value, key);
    });
    const r = await t.store.writeLog(id, 1, [events[1]], snapshotAt(2), 'finished');
    vi.restoreAllMocks();
    expect(r).toEqual({ ok: false, reason: { key: 'store.writeFailed', params: { message: expect.stringMatching(/ConstraintError/) } } });
    expect(await t.db.get('saves', id)).toEqual(before);
    expect(before.eventCount).toBe(1);
    expect(await rawEvents(t, id)).toHaveLength(1);
    // And the save still takes the next event normally.
    expect(await t.store.writeLog(id, 1, [events[1]], snapshotAt(2), 'playing')).toEqual({ ok: true });
  });
});

describe('writing the log from an earlier event (undo)', () => {
  it('drops events from `keep` on and updates the header in one go', async () => {
    const t = await setup();
    const id = await saveWithEvents(t.store, 3);
    expect(await t.store.writeLog(id, 1, [], snapshotAt(1), 'playing')).toEqual({ ok: true });
    const loaded = await t.store.load(id);
    if (!loaded.ok) throw new Error(loaded.reason.key);
    expect(loaded.events).toEqual([events[0]]);
    expect(loaded.header.eventCount).toBe(1);
    expect(loaded.header.snapshot).toEqual(snapshotAt(1));
    expect(loaded.header.status).toBe('playing');
    // Appending continues from the kept index.
    expect(await t.store.writeLog(id, 1, [events[2]], snapshotAt(2), 'playing')).toEqual({ ok: true });
    const after = await t.store.load(id);
    expect(after.ok && after.events).toEqual([events[0], events[2]]);
  });

  it('refuses to keep more events than the save has', async () => {
    const t = await setup();
    const id = await saveWithEvents(t.store, 2);
    const r = await t.store.writeLog(id, 5, [], null, 'playing');
    expect(!r.ok && r.reason.key).toBe('store.writeFailed');
    expect(await rawEvents(t, id)).toHaveLength(2);
  });
});

describe('list', () => {
  it('lists saves newest first by last update', async () => {
    const t = await setup();
    const a = await saveWithEvents(t.store, 0);
    const b = await saveWithEvents(t.store, 0);
    await t.store.writeLog(a, 0, [events[0]], null, 'playing'); // a is now the most recently updated
    const { saves, problems } = await t.store.list();
    expect(problems).toEqual([]);
    expect(saves.map((s) => s.id)).toEqual([a, b]);
  });

  it('reports a corrupt header, moves it and its events to quarantine, and still lists the others', async () => {
    const t = await setup();
    const good1 = await saveWithEvents(t.store, 2);
    const good2 = await saveWithEvents(t.store, 1);
    const garbage = { id: 'junk', schema: 2, gameId: 'chess', eventCount: 'many' };
    await t.db.put('saves', garbage as never);
    await t.db.put('events', { saveId: 'junk', index: 0, event: { type: 'draw', seat: 0 } });
    await t.db.put('saves', { id: 42 } as never); // not even a string key

    const { saves, problems } = await t.store.list();
    expect(saves.map((s) => s.id)).toEqual([good2, good1]);
    expect(problems).toEqual([
      { id: '42', reason: { key: 'store.damaged', params: { id: '42' } } },
      { id: 'junk', reason: { key: 'store.damaged', params: { id: 'junk' } } },
    ]);

    expect(await t.db.getAllKeys('saves')).toEqual([good1, good2]);
    expect(await rawEvents(t, 'junk')).toEqual([]);
    const quarantined = await t.db.getAll('quarantine');
    expect(quarantined).toHaveLength(2);
    const junk = quarantined.find((q) => (q.raw as { header: { id: unknown } }).header.id === 'junk');
    expect(junk).toMatchObject({
      source: 'saves',
      raw: { header: garbage, events: [{ saveId: 'junk', index: 0, event: { type: 'draw', seat: 0 } }] },
    });
    expect(junk?.reason).toMatch(/damaged header/);
    // The good saves are untouched, and a second listing is clean.
    expect((await t.store.load(good1)).ok).toBe(true);
    expect((await t.store.list()).problems).toEqual([]);
  });

  it('reports a header from a newer schema as store.unknownVersion and leaves it in place', async () => {
    const t = await setup();
    const good = await saveWithEvents(t.store, 1);
    const future = { ...((await t.db.get('saves', good)) as SaveHeader), id: 'future', schema: 3, newField: true };
    await t.db.put('saves', future as never);
    const { saves, problems } = await t.store.list();
    expect(saves.map((s) => s.id)).toEqual([good]);
    expect(problems).toEqual([{ id: 'future', reason: { key: 'store.unknownVersion', params: { id: 'future' } } }]);
    expect(await t.db.get('saves', 'future')).toEqual(future);
    expect(await t.db.count('quarantine')).toBe(0);
    expect(await t.store.load('future')).toEqual({ ok: false, reason: { key: 'store.unknownVersion', params: { id: 'future' } } });
  });
});

describe('load validation', () => {
  it('reports store.damaged when a stored event is missing from the middle of the log', async () => {
    const t = await setup();
    const id = await saveWithEvents(t.store, 3);
    await t.db.delete('events', [id, 1]);
    expect(await t.store.load(id)).toEqual({ ok: false, reason: { key: 'store.damaged', params: { id } } });
    // Set aside, so it is no longer listed, with what was wrong.
    expect(await t.db.get('saves', id)).toBeUndefined();
    expect(await rawEvents(t, id)).toEqual([]);
    const [q] = await t.db.getAll('quarantine');
    expect(q.source).toBe('events');
    expect(q.reason).toMatch(/event 1 is missing/);
    expect((q.raw as { events: unknown[] }).events).toHaveLength(2);
  });

  it('reports store.damaged when a stored event is malformed', async () => {
    const t = await setup();
    const id = await saveWithEvents(t.store, 2);
    await t.db.put('events', { saveId: id, index: 1, event: { type: 'play' } } as never);
    expect(await t.store.load(id)).toEqual({ ok: false, reason: { key: 'store.damaged', params: { id } } });
    expect(await t.db.count('quarantine')).toBe(1);
    expect(await t.store.load(id)).toEqual({ ok: false, reason: { key: 'store.notFound', params: { id } } });
  });
});

describe('setAside and remove', () => {
  it('setAside moves header and events to quarantine with the given reason', async () => {
    const t = await setup();
    const keep = await saveWithEvents(t.store, 1);
    const id = await saveWithEvents(t.store, 2);
    const header = await t.db.get('saves', id);
    const why = { key: 'saves.why.refusedMove', params: { move: 2, total: 2 } };
    expect(await t.store.setAside(id, why, 'replay failed at event 2')).toEqual({ ok: true });
    expect(await t.db.get('saves', id)).toBeUndefined();
    expect(await rawEvents(t, id)).toEqual([]);
    const [q] = await t.db.getAll('quarantine');
    expect(q).toMatchObject({ source: 'saves', reason: 'replay failed at event 2', why });
    expect(q.raw).toEqual({
      header,
      events: [
        { saveId: id, index: 0, event: events[0] },
        { saveId: id, index: 1, event: events[1] },
      ],
    });
    expect((await t.store.list()).saves.map((s) => s.id)).toEqual([keep]);
    expect(await t.store.setAside('missing', why, 'x')).toEqual({ ok: false, reason: { key: 'store.notFound', params: { id: 'missing' } } });
  });

  it('remove deletes only that save and its events', async () => {
    const t = await setup();
    const keep = await saveWithEvents(t.store, 2);
    const gone = await saveWithEvents(t.store, 3);
    expect(await t.store.remove(gone)).toEqual({ ok: true });
    expect(await t.db.getAllKeys('saves')).toEqual([keep]);
    expect(await t.db.count('events')).toBe(2);
    expect(await t.store.remove(gone)).toEqual({ ok: true });
  });
});
