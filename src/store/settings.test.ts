import { describe, expect, it } from 'vitest';
import type { Settings } from '../base/settings';
import { storePerTest } from './test-support';

const setup = storePerTest();

const defaults: Settings = { language: 'de', sound: false, motion: 'reduced', colourMarks: false, botPace: 'normal', tips: true, tipsSeen: [] };
const mine: Settings = { language: 'fr', sound: true, motion: 'off', colourMarks: true, botPace: 'instant', tips: false, tipsSeen: ['mauwi:ATTACK'] };

describe('settings', () => {
  it('gives the defaults when nothing has been saved', async () => {
    const t = await setup();
    expect(await t.store.getSettings(defaults)).toEqual(defaults);
  });

  it('gives defaultSettings() when called without defaults', async () => {
    const t = await setup();
    const s = await t.store.getSettings();
    expect(s).toMatchObject({ sound: false, motion: 'full', colourMarks: false, botPace: 'normal' });
    expect(['en', 'fr', 'de']).toContain(s.language);
  });

  it('round-trips saved settings', async () => {
    const t = await setup();
    expect(await t.store.putSettings(mine)).toEqual({ ok: true });
    expect(await t.store.getSettings(defaults)).toEqual(mine);
    expect(await t.db.get('settings', 'settings')).toEqual(mine);
  });

  it('keeps the valid fields of a partly bad record and defaults the rest', async () => {
    const t = await setup();
    await t.db.put('settings', { language: 'tlh', sound: true, motion: 'wobbly', botPace: 'quick', extra: 1 } as never, 'settings');
    expect(await t.store.getSettings(defaults)).toEqual({ ...defaults, sound: true, botPace: 'quick' });
  });

  it('gives the defaults for a record that is not an object', async () => {
    const t = await setup();
    await t.db.put('settings', 'garbage' as never, 'settings');
    expect(await t.store.getSettings(defaults)).toEqual(defaults);
  });

  it('refuses to store invalid settings and keeps the previous ones', async () => {
    const t = await setup();
    await t.store.putSettings(mine);
    const r = await t.store.putSettings({ ...mine, language: 'es' } as unknown as Settings);
    expect(!r.ok && r.reason.key).toBe('store.writeFailed');
    expect(await t.store.getSettings(defaults)).toEqual(mine);
  });
});
