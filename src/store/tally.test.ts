// The evening's tally rides in the save's header: "Play again" writes it, a reload reads it back, an export and
// an import keep it, and a damaged tally is refused like any damaged header.
import { describe, expect, it } from 'vitest';
import { input, storePerTest } from './test-support';

const setup = storePerTest();
const tally = { played: 2, wins: [{ seat: 0, name: 'Aroha', wins: 1 }, { seat: 1, name: 'Mittens', wins: 1 }] };

describe('the evening tally in a save header', () => {
  it('is written by create and read back by load (what a reload of the next game does)', async () => {
    const t = await setup();
    const created = await t.store.create('meow-meow', input, null, { tally });
    if (!created.ok) throw new Error(created.reason.key);
    const loaded = await t.store.load(created.id);
    if (!loaded.ok) throw new Error(loaded.reason.key);
    expect(loaded.header.tally).toEqual(tally);
  });

  it('is absent from a save started from the setup screen', async () => {
    const t = await setup();
    const created = await t.store.create('meow-meow', input, null);
    if (!created.ok) throw new Error(created.reason.key);
    const loaded = await t.store.load(created.id);
    expect(loaded.ok && loaded.header.tally).toBeUndefined();
  });

  it('travels with an exported save and comes back on import', async () => {
    const t = await setup();
    const created = await t.store.create('meow-meow', input, null, { tally });
    if (!created.ok) throw new Error(created.reason.key);
    const exported = await t.store.exportSave(created.id);
    if (!exported.ok) throw new Error(exported.reason.key);
    const imported = await t.store.importSave(exported.text);
    if (!imported.ok) throw new Error(imported.reason.key);
    const loaded = await t.store.load(imported.id);
    expect(loaded.ok && loaded.header.tally).toEqual(tally);
  });

  it('refuses to write a tally that would not read back', async () => {
    const t = await setup();
    const bad = { played: 0, wins: [{ seat: 0, name: '', wins: -1 }] };
    const created = await t.store.create('meow-meow', input, null, { tally: bad });
    expect(created.ok).toBe(false);
  });
});
