import { describe, expect, it } from 'vitest';
import { events, input, saveWithEvents, type TestStore, storePerTest } from './test-support';

const setup = storePerTest();

async function exported(t: TestStore, id: string): Promise<string> {
  const r = await t.store.exportSave(id);
  if (!r.ok) throw new Error(r.reason.key);
  return r.text;
}

describe('export and import', () => {
  it('exports a save as a nine-lives-save version 2 JSON file with its whole log', async () => {
    const t = await setup();
    const id = await saveWithEvents(t.store, 3);
    const file = JSON.parse(await exported(t, id));
    expect(file.format).toBe('nine-lives-save');
    expect(file.version).toBe(2);
    expect(file.header).toMatchObject({ schema: 2, id, gameId: 'meow-meow', input, eventCount: 3, snapshot: null });
    expect(file.events).toEqual(events.map((event, index) => ({ saveId: id, index, event })));
  });

  it('exports a table of devices without its seat tokens (a shared file is no key to the phones\' seats)', async () => {
    const t = await setup();
    const created = await t.store.create('meow-meow', input, null, { devices: { phones: [1], tokens: [null, null] } });
    if (!created.ok) throw new Error(created.reason.key);
    expect((await t.store.setDeviceTokens(created.id, [null, 'seat-one-token-0123'])).ok).toBe(true);
    const file = JSON.parse(await exported(t, created.id));
    expect(file.header.devices).toEqual({ phones: [1], tokens: [null, null] });
    const kept = await t.store.load(created.id);
    expect(kept.ok && kept.header.devices?.tokens).toEqual([null, 'seat-one-token-0123']);
  });

  it('imports a good export under a new id each time, with the same log', async () => {
    const t = await setup();
    const id = await saveWithEvents(t.store, 3);
    const text = await exported(t, id);
    const first = await t.store.importSave(text);
    const second = await t.store.importSave(text);
    if (!first.ok || !second.ok) throw new Error('import refused');
    expect(new Set([id, first.id, second.id]).size).toBe(3);
    const original = await t.store.load(id);
    const copy = await t.store.load(first.id);
    if (!original.ok || !copy.ok) throw new Error('load failed');
    expect(copy.events).toEqual(original.events);
    expect(copy.header).toMatchObject({ id: first.id, gameId: 'meow-meow', input, eventCount: 3, status: 'playing' });
    // The file's snapshot is not trusted: the one stored is the replayed position.
    expect(copy.header.snapshot?.context).toMatchObject({ seats: 2 });
    expect((await t.store.list()).saves).toHaveLength(3);
    expect(await t.db.count('quarantine')).toBe(0);
  });

  it('refuses text that is not JSON as store.importNotJson and keeps the text in quarantine', async () => {
    const t = await setup();
    const r = await t.store.importSave('{"format": "nine-lives-save", oops');
    expect(r).toEqual({ ok: false, reason: { key: 'store.importNotJson' } });
    const [q] = await t.db.getAll('quarantine');
    expect(q).toMatchObject({ source: 'import', raw: '{"format": "nine-lives-save", oops' });
    expect(q.reason).toMatch(/^store\.importNotJson/);
    expect(await t.db.count('saves')).toBe(0);
  });

  it('refuses JSON that is not a save file as store.importNotSave', async () => {
    const t = await setup();
    for (const text of ['{"hello": "world"}', '[1, 2, 3]', '"nine-lives-save"', '{"format": "nine-lives-save"}']) {
      expect(await t.store.importSave(text)).toEqual({ ok: false, reason: { key: 'store.importNotSave' } });
    }
    expect(await t.db.count('quarantine')).toBe(4);
    expect(await t.db.count('saves')).toBe(0);
  });

  it('refuses a file from a newer version as store.unknownVersion', async () => {
    const t = await setup();
    const id = await saveWithEvents(t.store, 1);
    const file = JSON.parse(await exported(t, id));
    expect(await t.store.importSave(JSON.stringify({ ...file, version: 3 }))).toEqual({
      ok: false,
      reason: { key: 'store.unknownVersion', params: { version: 3 } },
    });
    expect(await t.store.importSave(JSON.stringify({ ...file, header: { ...file.header, schema: 4 } }))).toEqual({
      ok: false,
      reason: { key: 'store.unknownVersion', params: { version: 4 } },
    });
    expect(await t.db.count('saves')).toBe(1);
  });

  it('puts a save with a gap in its events under Needs attention (the moves before it recoverable) and imports no save', async () => {
    const t = await setup();
    const id = await saveWithEvents(t.store, 3);
    const file = JSON.parse(await exported(t, id));
    file.events.splice(1, 1);
    file.header.eventCount = 2; // the count agrees, but index 1 is missing
    expect(await t.store.importSave(JSON.stringify(file))).toEqual({ ok: false, reason: { key: 'store.importNeedsAttention' } });
    const [q] = await t.db.getAll('quarantine');
    expect(q.source).toBe('import');
    expect(q.reason).toMatch(/event 1 is missing/);
    expect(q.why).toEqual({ key: 'saves.why.brokenLog', params: { move: 2, total: 2 } });
    const { items } = await t.store.attention();
    expect(await t.store.planRecovery(items[0].ref)).toEqual({ ok: true, kept: 1, total: 2 });
    expect(await t.db.getAllKeys('saves')).toEqual([id]);
    expect(await t.db.count('events')).toBe(3);
  });

  it('puts a save missing the end of its log under Needs attention, and refuses one whose header is malformed', async () => {
    const t = await setup();
    const id = await saveWithEvents(t.store, 2);
    const file = JSON.parse(await exported(t, id));
    expect(await t.store.importSave(JSON.stringify({ ...file, header: { ...file.header, eventCount: 5 } }))).toEqual({
      ok: false,
      reason: { key: 'store.importNeedsAttention' },
    });
    const badPlayer = { ...file.header, input: { ...file.header.input, players: [{ name: 'x'.repeat(25), kind: 'person' }] } };
    expect(await t.store.importSave(JSON.stringify({ ...file, header: badPlayer }))).toEqual({
      ok: false,
      reason: { key: 'store.importDamaged' },
    });
    expect(await t.db.count('saves')).toBe(1);
  });

  it('exportSave of a missing save reports store.notFound', async () => {
    const t = await setup();
    expect(await t.store.exportSave('missing')).toEqual({ ok: false, reason: { key: 'store.notFound', params: { id: 'missing' } } });
  });
});
