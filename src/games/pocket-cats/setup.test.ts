import { describe, expect, it } from 'vitest';
import type { PlayerInfo } from '../../engine/types';
import { pocketCatsEntry } from './index';
import { pocketCats as pocketCatsDef } from './definition';

const two: PlayerInfo[] = [{ name: 'Ana', kind: 'person' }, { name: 'Luna', kind: 'bot', level: 'normal' }];

describe('Pocket Cats on the setup screen', () => {
  const game = pocketCatsEntry;

  it('always has two seats', () => {
    expect([game.minPlayers, game.maxPlayers]).toEqual([2, 2]);
  });

  it('builds the first game (Royal Claws against Gourmets, no effects) by default, seat 1 playing the chosen clan', () => {
    const defaults = Object.fromEntries(game.setup.fields.map((f) => [f.id, f.default]));
    expect(game.setup.build(defaults, two)).toEqual({ effects: false, clans: ['royal-claws', 'gourmets'], choice: 'first-game', first: 0 });
    expect(game.setup.build({ ...defaults, clan: 'gourmets', mode: 'effects' }, two))
      .toEqual({ effects: true, clans: ['gourmets', 'royal-claws'], choice: 'free', first: 0 });
  });

  it('never builds options the rules refuse, whatever is chosen', () => {
    for (const mode of ['first-game', 'effects']) for (const choice of ['free', 'limited', 'experts']) for (const clan of ['royal-claws', 'gourmets']) {
      const parsed = pocketCatsDef.parseOptions(game.setup.build({ mode, choice, clan }, two));
      expect(parsed.ok, `${mode} ${choice} ${clan}`).toBe(true);
    }
  });

  it('keeps the choices for "play again" and lets the other player start', () => {
    const prev = { effects: true, clans: ['gourmets', 'royal-claws'], choice: 'experts', first: 0 };
    expect(game.setup.next(prev, two)).toEqual({ ...prev, first: 1 });
    expect(pocketCatsDef.parseOptions(game.setup.next(prev, two)).ok).toBe(true);
  });
});
