import { describe, expect, it } from 'vitest';
import type { PlayerInfo } from '../../engine/types';
import { gameById, games } from './index';
import { playersFrom } from '../screens/new-game';
import mauwiDef from '../../games/mauwi/index';
import { optionsProblem } from '../../games/mauwi/rules';

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

describe('Mauwi on the setup screen', () => {
  const mauwi = gameById('mauwi')!;

  it('builds options the game accepts: edition, the same number of each animal, teams, the first seat starts', () => {
    expect(mauwi.buildOptions({ edition: 'en', animals: 2, teams: 'on' }, players(4)))
      .toEqual({ edition: 'en', animals: { kiwi: 2, ninox: 2, tuatara: 2 }, teams: true, first: 0 });
    expect(mauwi.buildOptions({ edition: 'fr', animals: 0, teams: 'off' }, players(3)))
      .toEqual({ edition: 'fr', animals: { kiwi: 0, ninox: 0, tuatara: 0 }, teams: false, first: 0 });
  });

  it('never builds options the game itself would refuse, whatever is chosen', () => {
    for (const edition of ['en', 'fr']) for (const animals of [0, 1, 2, 4]) for (const teams of ['off', 'on']) {
      for (let n = 2; n <= 6; n++) {
        const built = mauwi.buildOptions({ edition, animals, teams }, players(n));
        const parsed = mauwiDef.parseOptions(built);
        expect(parsed.ok).toBe(true);
        if (parsed.ok) expect(optionsProblem(parsed.options, n)).toBeNull();
      }
    }
  });

  it('refuses team mode with fewer than four seats or in the French edition, and animals in the French edition', () => {
    expect(mauwi.problem!({ edition: 'en', animals: 0, teams: 'on' }, players(3))).toBe('newGame.mauwiTeamsNeedFour');
    expect(mauwi.problem!({ edition: 'fr', animals: 0, teams: 'on' }, players(4))).toBe('newGame.mauwiTeamsNeedEnglish');
    expect(mauwi.problem!({ edition: 'fr', animals: 1, teams: 'off' }, players(2))).toBe('newGame.mauwiAnimalsNeedEnglish');
    expect(mauwi.problem!({ edition: 'en', animals: 4, teams: 'on' }, players(6))).toBeNull();
  });

  it('passes the first turn one seat on for "play again" and keeps the choices', () => {
    const prev = { edition: 'en', animals: { kiwi: 1, ninox: 1, tuatara: 1 }, teams: true, first: 3 };
    expect(mauwi.nextOptions(prev, players(4))).toEqual({ ...prev, first: 0 });
  });
});
