import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { parseWith } from './options';
import mauwi from '../games/mauwi/rules/definition';

describe('options checked against a schema', () => {
  const schema = v.object({ deck: v.picklist([32, 52] as const), teams: v.boolean() });

  it('gives the options back when they fit', () => {
    expect(parseWith(schema, { deck: 52, teams: false })).toEqual({ ok: true, options: { deck: 52, teams: false } });
  });

  it('names every wrong field in one message', () => {
    const r = parseWith(schema, { deck: 40, teams: 'yes' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(/deck: .*; teams: /);
  });

  it('is what the games use: a save with a bad Mauwi edition is refused with the field named', () => {
    const r = mauwi.parseOptions({ edition: 'de', animals: { kiwi: 0, ninox: 0, tuatara: 0 }, teams: false, first: 0 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toContain('edition');
  });
});
