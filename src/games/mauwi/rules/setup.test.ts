import { describe, expect, it } from 'vitest';
import { checkInput } from '../../../engine/door';
import type { PlayerInfo } from '../../../engine/types';
import { RULES } from './constants';
import { mauwi as mauwiDef } from './definition';
import { mauwiEntry } from '../index';

const players = (n: number): PlayerInfo[] => Array.from({ length: n }, (_, i) => ({ name: `P${i}`, kind: 'person' }));
const { setup } = mauwiEntry;
/** What the door says on Start: null when the game starts, else the refusal's key. */
const onStart = (choices: Record<string, string | number>, n: number): string | null => {
  const checked = checkInput(mauwiDef, { options: setup.build(choices, players(n)), seed: 1, players: players(n) });
  return checked.ok ? null : checked.reason.key;
};

describe('Mauwi on the setup screen', () => {
  it('builds options from the choices: edition, the same number of each animal, teams, the first seat starts', () => {
    expect(setup.build({ edition: 'en', animals: 2, teams: 'on' }, players(4)))
      .toEqual({ edition: 'en', animals: { kiwi: 2, ninox: 2, tuatara: 2 }, teams: true, first: 0 });
    expect(setup.build({ edition: 'fr', animals: 0, teams: 'off' }, players(3)))
      .toEqual({ edition: 'fr', animals: { kiwi: 0, ninox: 0, tuatara: 0 }, teams: false, first: 0 });
  });

  it('leaves the editions\' rules to the door: team mode needs the English edition and four seats, the animals the English edition', () => {
    expect(onStart({ edition: 'en', animals: 0, teams: 'on' }, RULES.teamMinPlayers - 1)).toBe('engine.teamsNeedPlayers');
    expect(onStart({ edition: 'fr', animals: 0, teams: 'on' }, RULES.teamMinPlayers)).toBe('engine.teamsNeedEnglish');
    expect(onStart({ edition: 'fr', animals: 1, teams: 'off' }, 2)).toBe('engine.frenchHasNoAnimals');
    expect(onStart({ edition: 'en', animals: 4, teams: 'on' }, 6)).toBeNull();
  });

  it('starts every combination the rules allow, and refuses only with the rules\' own reasons', () => {
    const reasons = new Set<string>();
    for (const edition of ['en', 'fr']) for (const animals of [0, 1, 2, 4]) for (const teams of ['off', 'on']) {
      for (let n = RULES.minPlayers; n <= RULES.maxPlayers; n++) {
        const refused = onStart({ edition, animals, teams }, n);
        const allowed = (edition === 'en' || (animals === 0 && teams === 'off')) && (teams === 'off' || n >= RULES.teamMinPlayers);
        expect(refused === null, `${edition} ${animals} ${teams} at ${n}`).toBe(allowed);
        if (refused) reasons.add(refused);
      }
    }
    expect([...reasons].sort()).toEqual(['engine.frenchHasNoAnimals', 'engine.teamsNeedEnglish', 'engine.teamsNeedPlayers']);
  });

  it('passes the first turn one seat on for "play again" and keeps the choices', () => {
    const prev = { edition: 'en', animals: { kiwi: 1, ninox: 1, tuatara: 1 }, teams: true, first: 3 };
    expect(setup.next(prev, players(4))).toEqual({ ...prev, first: 0 });
  });
});
