import { describe, expect, it, vi } from 'vitest';
import { IDBObjectStore as FakeObjectStore } from 'fake-indexeddb';
import { events, saveWithEvents, snapshotAt, type TestStore, storePerTest } from './test-support';

const setup = storePerTest();

const quotaError = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');
const realPut = FakeObjectStore.prototype.put;
const realAdd = FakeObjectStore.prototype.add;

/** Puts (and adds) into `storeName` throw QuotaExceededError, as a full disk does in some browsers. */
function failWritesTo(storeName: string) {
  vi.spyOn(FakeObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, value, key) {
    if (this.name === storeName) throw quotaError();
    return realPut.call(this, value, key);
  });
  vi.spyOn(FakeObjectStore.prototype, 'add').mockImplementation(function (this: IDBObjectStore, value, key) {
    if (this.name === storeName) throw quotaError();
    return realAdd.call(this, value, key);
  });
}

/** The request succeeds but the transaction is then aborted with QuotaExceededError, as Chrome does at commit. */
function abortTransactionsWritingTo(storeName: string) {
  vi.spyOn(FakeObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, value, key) {
    const request = realPut.call(this, value, key);
    if (this.name === storeName) (this.transaction as unknown as { _abort(name: string): void })._abort('QuotaExceededError');
    return request;
  });
}

async function snapshotOf(t: TestStore, id: string) {
  return { header: await t.db.get('saves', id), events: await t.db.getAll('events') };
}

describe('storage full', () => {
  it('writeLog returns store.full when a write throws QuotaExceededError, and the save is intact', async () => {
    const t = await setup();
    const id = await saveWithEvents(t.store, 2);
    const before = await snapshotOf(t, id);
    failWritesTo('saves'); // the event put goes through first, then the header put fails
    expect(await t.store.writeLog(id, 2, [events[2]], snapshotAt(3), 'finished')).toEqual({ ok: false, reason: { key: 'store.full' } });
    vi.restoreAllMocks();
    expect(await snapshotOf(t, id)).toEqual(before);
    const loaded = await t.store.load(id);
    expect(loaded.ok && loaded.events).toEqual(events.slice(0, 2));
  });

  // Aborting at the header put surfaces through tx.done; at the event put, the next request fails
  // with a generic error and only the transaction's error says the disk is full.
  it.each(['saves', 'events'])('writeLog returns store.full when the transaction aborts with QuotaExceededError at the %s write, and the save is intact', async (storeName) => {
    const t = await setup();
    const id = await saveWithEvents(t.store, 2);
    const before = await snapshotOf(t, id);
    abortTransactionsWritingTo(storeName);
    expect(await t.store.writeLog(id, 2, [events[2]], snapshotAt(3), 'playing')).toEqual({ ok: false, reason: { key: 'store.full' } });
    vi.restoreAllMocks();
    expect(await snapshotOf(t, id)).toEqual(before);
  });

  it('create, writeLog (an undo), import and putSettings return store.full instead of throwing', async () => {
    const t = await setup();
    const id = await saveWithEvents(t.store, 3);
    const file = await t.store.exportSave(id);
    const before = await snapshotOf(t, id);
    failWritesTo('saves');
    expect(await t.store.create('kitty-cat', { options: {}, seed: 1, players: [{ name: 'Pip', kind: 'person' }] }, null)).toEqual({
      ok: false,
      reason: { key: 'store.full' },
    });
    expect(await t.store.writeLog(id, 1, [], null, 'playing')).toEqual({ ok: false, reason: { key: 'store.full' } });
    expect(file.ok && (await t.store.importSave(file.text))).toEqual({ ok: false, reason: { key: 'store.full' } });
    vi.restoreAllMocks();
    failWritesTo('settings');
    expect(await t.store.putSettings({ language: 'fr', sound: true, motion: 'off', colourMarks: true, botPace: 'quick', tips: true, tipsSeen: [] })).toEqual({
      ok: false,
      reason: { key: 'store.full' },
    });
    vi.restoreAllMocks();
    expect(await snapshotOf(t, id)).toEqual(before);
    expect(await t.db.getAllKeys('saves')).toEqual([id]);
    expect(await t.db.get('settings', 'settings')).toBeUndefined();
  });

  it('a failure that is not about space is store.writeFailed with the message', async () => {
    const t = await setup();
    const id = await saveWithEvents(t.store, 0);
    vi.spyOn(FakeObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('disk on fire', 'UnknownError');
    });
    expect(await t.store.writeLog(id, 0, [events[0]], null, 'playing')).toEqual({
      ok: false,
      reason: { key: 'store.writeFailed', params: { message: 'UnknownError: disk on fire' } },
    });
  });
});
