import { describe, expect, it } from 'vitest';
import type { PlayerInfo } from '../../../engine/types';
import { builtInMessages } from '../../../shell/all-languages';
import { languages } from '../../../base/i18n';
import { CLANS, CLAN_IDS, FIRST_GAME_CLANS } from './data';
import { pocketCatsEntry } from '../index';
import { pocketCats as pocketCatsDef } from './definition';
import { BOX_CLANS, pocketCatsSaveNote } from './setup';

const two: PlayerInfo[] = [{ name: 'Ana', kind: 'person' }, { name: 'Luna', kind: 'bot', level: 'normal' }];
const game = pocketCatsEntry;
const defaults = Object.fromEntries(game.setup.fields.map((f) => [f.id, f.default]));

/** The door's answer to the options built from these choices: 'ok' or the refusal's key. */
function door(choices: Record<string, string>): string {
  const parsed = pocketCatsDef.parseOptions(game.setup.build({ ...defaults, ...choices }, two));
  if (!parsed.ok) return `unparsed: ${parsed.message}`;
  return pocketCatsDef.checkOptions?.(parsed.options, 2)?.key ?? 'ok';
}

describe('Pocket Cats on the setup screen', () => {
  it('always has two seats', () => {
    expect([game.minPlayers, game.maxPlayers]).toEqual([2, 2]);
  });

  it('offers the box\'s seven clans, in its order, to each seat', () => {
    expect(BOX_CLANS).toEqual(CLAN_IDS);
    for (const id of ['clan', 'otherClan']) {
      expect(game.setup.fields.find((f) => f.id === id)!.choices.map((c) => c.value), id).toEqual([...CLAN_IDS]);
    }
    // The names on the setup screen are the clans' own (data.ts), which the home screen does not load.
    for (const lang of languages) for (const clan of CLAN_IDS) expect(builtInMessages[lang][`newGame.pocketClan.${clan}`], `${lang} ${clan}`).toBe(CLANS[clan].name[lang]);
  });

  it('builds the first game (Royal Claws against Gourmets, no effects, the published tiles) by default', () => {
    expect(game.setup.build(defaults, two)).toEqual({ effects: false, clans: [...FIRST_GAME_CLANS], choice: 'first-game', first: 0, edition: 'published' });
  });

  it('in the first game, seat 1 picks its side of the pair and seat 2 plays the other', () => {
    expect(game.setup.build({ ...defaults, clan: 'gourmets' }, two)).toMatchObject({ clans: ['gourmets', 'royal-claws'], choice: 'first-game' });
    expect(game.setup.build({ ...defaults, clan: 'gourmets', otherClan: 'crooks' }, two)).toMatchObject({ clans: ['gourmets', 'royal-claws'] });
  });

  it('with clan effects, the free choice gives each seat the clan chosen for it', () => {
    expect(game.setup.build({ ...defaults, mode: 'effects', clan: 'crooks', otherClan: 'polterkitties' }, two))
      .toEqual({ effects: true, clans: ['crooks', 'polterkitties'], choice: 'free', first: 0, edition: 'published' });
  });

  it('the door accepts every choice but equal clans and a first game outside the pair, which it refuses in words', () => {
    for (const mode of ['first-game', 'effects']) for (const choice of ['free', 'limited', 'experts']) for (const clan of CLAN_IDS) for (const otherClan of CLAN_IDS) {
      const firstGame = mode === 'first-game' && choice === 'free';
      const expected = firstGame && !FIRST_GAME_CLANS.includes(clan) ? (clan === otherClan ? 'engine.sameClan' : 'engine.firstGameClans')
        : choice === 'free' && !firstGame && clan === otherClan ? 'engine.sameClan'
          : 'ok';
      expect(door({ mode, choice, clan, otherClan }), `${mode} ${choice} ${clan} ${otherClan}`).toBe(expected);
    }
  });

  it('keeps the choices for "play again" and lets the other player start', () => {
    const prev = { effects: true, clans: ['defenders', 'chaoticats'], choice: 'experts', first: 0, edition: 'published' };
    expect(game.setup.next(prev, two)).toEqual({ ...prev, first: 1 });
    expect(pocketCatsDef.parseOptions(game.setup.next(prev, two)).ok).toBe(true);
  });

  it('an old save\'s next game is played with the published tiles', () => {
    const old = { effects: false, clans: ['gourmets', 'royal-claws'], choice: 'first-game', first: 1 };
    expect(game.setup.next(old, two)).toEqual({ ...old, first: 0, edition: 'published' });
  });
});

describe('Pocket Cats in the save list', () => {
  it('names the saves made before the published tiles (no edition, or draft), and only those', () => {
    expect(game.saveNote).toBe(pocketCatsSaveNote);
    const note = { key: 'games.pocketCats.draftNote' };
    expect(pocketCatsSaveNote({ effects: false, clans: ['royal-claws', 'gourmets'], choice: 'first-game', first: 0 })).toEqual(note);
    expect(pocketCatsSaveNote({ effects: false, clans: ['royal-claws', 'gourmets'], choice: 'first-game', first: 0, edition: 'draft' })).toEqual(note);
    expect(pocketCatsSaveNote(game.setup.build(defaults, two))).toBeNull();
    expect(pocketCatsSaveNote(null)).toBeNull();
    for (const lang of languages) expect(builtInMessages[lang][note.key], lang).toBeTruthy();
  });

  it('a save whose options have no edition is read as the draft one (the note and the rules agree)', () => {
    const parsed = pocketCatsDef.parseOptions({ effects: false, clans: ['royal-claws', 'gourmets'], choice: 'first-game', first: 0 });
    expect(parsed.ok && parsed.options.edition).toBe('draft');
  });
});
