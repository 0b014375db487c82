import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { GameEventSchema, PlayerSchema } from './schema';

describe('schemas', () => {
  it('accepts an event with any extra JSON fields and keeps them', () => {
    const event = { type: 'play', seat: 2, cards: [{ suit: 'paws', rank: 3 }], note: null, fast: true };
    expect(v.parse(GameEventSchema, event)).toEqual(event);
  });

  it('refuses events without a type, with a fractional or negative seat, or with non-JSON fields', () => {
    for (const bad of [
      { seat: 0 },
      { type: '', seat: 0 },
      { type: 'draw', seat: 1.5 },
      { type: 'draw', seat: -1 },
      { type: 'draw', seat: 0, when: new Date(0) },
      { type: 'draw', seat: 0, n: Number.POSITIVE_INFINITY },
      null,
    ]) {
      expect(v.is(GameEventSchema, bad)).toBe(false);
    }
  });

  it('takes player names of 1 to 24 characters and only the known kinds and levels', () => {
    expect(v.is(PlayerSchema, { name: 'A', kind: 'person' })).toBe(true);
    expect(v.is(PlayerSchema, { name: 'x'.repeat(24), kind: 'bot', level: 'hard' })).toBe(true);
    expect(v.is(PlayerSchema, { name: '', kind: 'person' })).toBe(false);
    expect(v.is(PlayerSchema, { name: 'x'.repeat(25), kind: 'person' })).toBe(false);
    expect(v.is(PlayerSchema, { name: 'Rua', kind: 'cat' })).toBe(false);
    expect(v.is(PlayerSchema, { name: 'Rua', kind: 'bot', level: 'genius' })).toBe(false);
  });
});
