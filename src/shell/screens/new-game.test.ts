import { describe, expect, it } from 'vitest';
import { playersFrom } from './new-game';

describe('new game seats', () => {
  it('fills empty names, trims long ones, and gives bots their level only', () => {
    const out = playersFrom([
      { kind: 'person', level: 'normal', name: '  ' },
      { kind: 'bot', level: 'hard', name: null },
      { kind: 'person', level: 'easy', name: 'x'.repeat(40) },
    ]);
    expect(out[0]).toEqual({ name: 'Player 1', kind: 'person' });
    expect(out[1]).toMatchObject({ kind: 'bot', level: 'hard' });
    expect(out[1].name.length).toBeGreaterThan(0);
    expect(out[2].name).toHaveLength(24);
    expect('level' in out[2]).toBe(false);
  });
});
