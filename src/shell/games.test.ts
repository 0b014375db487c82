import { describe, expect, it } from 'vitest';
import type { PlayerInfo } from '../engine/types';
import { gameById, games } from './games';
import { playersFrom } from './screens/new-game';

const players = (n: number): PlayerInfo[] => Array.from({ length: n }, (_, i) => ({ name: `P${i}`, kind: 'person' }));

describe('games registry', () => {
  it('offers Meow Meow for 2 to 6 players with a 32 or 52 deck', () => {
    const meow = gameById('meow-meow')!;
    expect(games.map((g) => g.id)).toContain('meow-meow');
    expect([meow.minPlayers, meow.maxPlayers]).toEqual([2, 6]);
    expect(meow.fields.find((f) => f.id === 'deck')?.choices.map((c) => c.value)).toEqual([32, 52]);
  });

  it('lets the last seat deal, so the first seat plays first', () => {
    expect(gameById('meow-meow')!.buildOptions({ deck: 52 }, players(4))).toEqual({ deck: 52, dealer: 3 });
  });

  it('passes the deal one seat on for "play again", wrapping round the table', () => {
    const meow = gameById('meow-meow')!;
    expect(meow.nextOptions({ deck: 32, dealer: 1 }, players(3))).toEqual({ deck: 32, dealer: 2 });
    expect(meow.nextOptions({ deck: 52, dealer: 2 }, players(3))).toEqual({ deck: 52, dealer: 0 });
  });
});

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
