import { describe, expect, it } from 'vitest';
import type { PlayerInfo } from '../../../engine/types';
import { moerakiEntry } from '../index';
import { moeraki as moerakiDef } from './definition';

const players: PlayerInfo[] = [{ name: 'Ana', kind: 'person' }, { name: 'Luna', kind: 'bot', level: 'normal' }];

describe('Moeraki-Kemu on the setup screen', () => {
  const g = moerakiEntry;

  it('always seats two and offers the three levels and the five match lengths', () => {
    expect([g.minPlayers, g.maxPlayers]).toEqual([2, 2]);
    expect(g.setup.fields.find((f) => f.id === 'level')?.choices.map((c) => c.value)).toEqual(['beginner', 'basic', 'master']);
    expect(g.setup.fields.find((f) => f.id === 'match')?.choices.map((c) => c.value)).toEqual([1, 3, 5, 7, 10]);
  });

  it('builds options the game accepts for every choice; the first seat places the first ball', () => {
    for (const level of ['beginner', 'basic', 'master']) for (const match of [1, 3, 5, 7, 10]) {
      const built = g.setup.build({ level, match }, players);
      expect(built).toEqual({ level, matchTo: match, first: 0 });
      expect(moerakiDef.parseOptions(built).ok).toBe(true);
    }
  });

  it('keeps level and match length for "play again" and gives the first ball to the other seat', () => {
    expect(g.setup.next({ level: 'master', matchTo: 5, first: 0 }, players)).toEqual({ level: 'master', matchTo: 5, first: 1 });
    expect(g.setup.next({ level: 'beginner', matchTo: 1, first: 1 }, players)).toEqual({ level: 'beginner', matchTo: 1, first: 0 });
  });
});
