import { afterEach, describe, expect, it } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { newSheetData } from './sheet-kinds';
import { openNineLivesDb, type NineLivesDatabase } from './db';
import { SheetStore } from './sheets';
import './test-support';

let db: NineLivesDatabase | undefined;
async function setup(): Promise<{ db: NineLivesDatabase; sheets: SheetStore }> {
  db = await openNineLivesDb('nine-lives-sheets-test', new IDBFactory());
  let t = 1_700_000_000_000;
  let n = 0;
  return { db, sheets: new SheetStore(db, { now: () => (t += 1000), newId: () => `sheet-${++n}` }) };
}
afterEach(() => {
  db?.close();
  db = undefined;
});

const players = ['Aroha', 'Ben', 'Cy'];

/** The rulebook's 176: a 4 on three 9s, three 9s, a spirit on two 9s, three 9s. */
function mauwi176() {
  const data = newSheetData('mauwi', 3);
  data.areas[0] = [{ nines: 3, top: 4 }, { nines: 3, top: null }, { nines: 2, top: 'spirit' }, { nines: 3, top: null }];
  return data;
}

describe('companion sheets: save, load, list', () => {
  it('creates a sheet, updates its data and loads it back', async () => {
    const { sheets } = await setup();
    const created = await sheets.create('mauwi', players, newSheetData('mauwi', 3));
    expect(created).toEqual({ ok: true, id: 'sheet-1' });
    expect(await sheets.update('sheet-1', 'mauwi', mauwi176())).toEqual({ ok: true });
    const loaded = await sheets.load('sheet-1');
    if (!loaded.ok) throw new Error(loaded.reason.key);
    expect(loaded.sheet).toMatchObject({ schema: 1, id: 'sheet-1', kind: 'mauwi', players, data: mauwi176() });
    expect(loaded.sheet.updatedAt).toBeGreaterThan(loaded.sheet.createdAt);
  });

  it('lists every sheet newest first (last changed first)', async () => {
    const { sheets } = await setup();
    await sheets.create('mauwi', players, newSheetData('mauwi', 3));
    await sheets.create('moeraki', ['Hemi', 'Mere'], newSheetData('moeraki', 2));
    await sheets.create('meow-meow', ['A', 'B'], newSheetData('meow-meow', 2));
    await sheets.update('sheet-1', 'mauwi', mauwi176());
    const { sheets: list, problems } = await sheets.list();
    expect(problems).toEqual([]);
    expect(list.map((s) => s.id)).toEqual(['sheet-1', 'sheet-3', 'sheet-2']);
    expect(list.map((s) => s.kind)).toEqual(['mauwi', 'meow-meow', 'moeraki']);
  });

  it('refuses data that does not fit the sheet and writes nothing', async () => {
    const { db, sheets } = await setup();
    expect((await sheets.create('mauwi', ['Solo'], newSheetData('mauwi', 1))).ok).toBe(false);
    expect((await sheets.create('pocket-cats', players, newSheetData('pocket-cats', 3))).ok).toBe(false);
    expect((await sheets.create('meow-meow', players, newSheetData('meow-meow', 2))).ok).toBe(false);
    expect((await sheets.create('mauwi', ['A', 'B'], newSheetData('mauwi', 2, { teams: true }))).ok).toBe(true);
    const bad = newSheetData('mauwi', 2);
    bad.areas[0][0] = { nines: 4, top: null };
    expect((await sheets.update('sheet-4', 'mauwi', bad)).ok).toBe(false);
    expect((await sheets.update('sheet-4', 'moeraki', newSheetData('moeraki', 2))).ok).toBe(false);
    expect(await sheets.update('missing', 'mauwi', bad)).toMatchObject({ ok: false, reason: { key: 'store.notFound' } });
    expect(await db.count('sheets')).toBe(1);
    const loaded = await sheets.load('sheet-4');
    expect(loaded.ok && loaded.sheet.data).toEqual({ teams: false, areas: newSheetData('mauwi', 2).areas });
  });

  it('deletes a sheet; deleting a missing one is not an error', async () => {
    const { sheets } = await setup();
    await sheets.create('kitty-cat', players, newSheetData('kitty-cat', 3));
    expect(await sheets.remove('sheet-1')).toEqual({ ok: true });
    expect(await sheets.remove('sheet-1')).toEqual({ ok: true });
    expect(await sheets.load('sheet-1')).toEqual({ ok: false, reason: { key: 'store.notFound', params: { id: 'sheet-1' } } });
  });
});

describe('companion sheets: damaged records', () => {
  it('a corrupt sheet is reported and set aside while the others still load', async () => {
    const { db, sheets } = await setup();
    await sheets.create('moeraki', ['Hemi', 'Mere'], newSheetData('moeraki', 2));
    await db.put('sheets', { schema: 1, id: 'broken', kind: 'mauwi', players: ['A', 'B'], data: { teams: 'yes' } } as never);
    await db.put('sheets', { schema: 1, id: 'mismatch', kind: 'meow-meow', players: ['A', 'B'], data: { wins: [1, 2, 3] }, createdAt: 1, updatedAt: 1 } as never);
    const { sheets: list, problems } = await sheets.list();
    expect(list.map((s) => s.id)).toEqual(['sheet-1']);
    expect(problems).toEqual([
      { id: 'broken', reason: { key: 'store.damaged', params: { id: 'broken' } } },
      { id: 'mismatch', reason: { key: 'store.damaged', params: { id: 'mismatch' } } },
    ]);
    const quarantined = await db.getAll('quarantine');
    expect(quarantined.map((q) => q.source)).toEqual(['sheets', 'sheets']);
    expect(quarantined[0].raw).toMatchObject({ id: 'broken' });
    expect(quarantined[0].reason).toMatch(/^damaged sheet/);
    expect(await db.getAllKeys('sheets')).toEqual(['sheet-1']);
    expect((await sheets.list()).problems).toEqual([]);
  });

  it('a sheet from a newer version is reported but left for that version', async () => {
    const { db, sheets } = await setup();
    await db.put('sheets', { schema: 2, id: 'future', kind: 'dice' } as never);
    expect((await sheets.list()).problems).toEqual([{ id: 'future', reason: { key: 'store.unknownVersion', params: { id: 'future' } } }]);
    expect(await db.getAllKeys('sheets')).toEqual(['future']);
    expect(await sheets.load('future')).toMatchObject({ ok: false, reason: { key: 'store.unknownVersion' } });
  });

  it('loading a damaged sheet reports it and sets it aside', async () => {
    const { db, sheets } = await setup();
    await db.put('sheets', { schema: 1, id: 'bad', kind: 'kitty-cat', players: ['A', 'B'], data: { counters: 3, firstDealer: 0, rounds: [[7]] }, createdAt: 1, updatedAt: 1 } as never);
    expect(await sheets.load('bad')).toEqual({ ok: false, reason: { key: 'store.damaged', params: { id: 'bad' } } });
    expect(await db.count('sheets')).toBe(0);
    expect(await db.count('quarantine')).toBe(1);
  });
});

describe('companion sheets: export and import', () => {
  it('exports a sheet as a nine-lives-sheet file and imports it under a new id each time', async () => {
    const { sheets } = await setup();
    await sheets.create('mauwi', players, mauwi176());
    const exported = await sheets.exportSheet('sheet-1');
    if (!exported.ok) throw new Error(exported.reason.key);
    const file = JSON.parse(exported.text);
    expect(file).toMatchObject({ format: 'nine-lives-sheet', version: 1, sheet: { id: 'sheet-1', kind: 'mauwi', players } });
    const a = await sheets.importSheet(exported.text);
    const b = await sheets.importSheet(exported.text);
    expect(a).toEqual({ ok: true, id: 'sheet-2' });
    expect(b).toEqual({ ok: true, id: 'sheet-3' });
    const copy = await sheets.load('sheet-2');
    expect(copy.ok && copy.sheet.data).toEqual(mauwi176());
    expect((await sheets.list()).sheets).toHaveLength(3);
  });

  it('refuses what is not a sheet file, a damaged one and one from a newer version, keeping them in quarantine', async () => {
    const { db, sheets } = await setup();
    await sheets.create('purrrummy', ['A', 'B'], newSheetData('purrrummy', 2));
    const good = JSON.parse((await sheets.exportSheet('sheet-1') as { text: string }).text);
    expect(await sheets.importSheet('{oops')).toEqual({ ok: false, reason: { key: 'store.importNotJson' } });
    expect(await sheets.importSheet('{"format":"nine-lives-save","version":2}')).toEqual({ ok: false, reason: { key: 'store.importNotSave' } });
    expect(await sheets.importSheet(JSON.stringify({ ...good, version: 5 }))).toEqual({ ok: false, reason: { key: 'store.unknownVersion', params: { version: 5 } } });
    const huge = JSON.stringify({ ...good, padding: 'x'.repeat(1_000_001) });
    expect(await sheets.importSheet(huge)).toEqual({ ok: false, reason: { key: 'store.importTooLarge' } });
    const damaged = { ...good, sheet: { ...good.sheet, data: { wins: [1, -1] } } };
    expect(await sheets.importSheet(JSON.stringify(damaged))).toEqual({ ok: false, reason: { key: 'store.damaged' } });
    expect(await db.count('sheets')).toBe(1);
    const q = await db.getAll('quarantine');
    expect(q.map((r) => r.source)).toEqual(['import', 'import', 'import', 'import', 'import']);
  });

  it('exporting a missing sheet reports store.notFound', async () => {
    const { sheets } = await setup();
    expect(await sheets.exportSheet('nope')).toEqual({ ok: false, reason: { key: 'store.notFound', params: { id: 'nope' } } });
  });
});
