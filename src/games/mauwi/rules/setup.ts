// Mauwi's setup screen: the edition (Mauwi in English, Mauw in French), the expert animals and team mode.
// What the editions allow (teams and animals are English only, teams need four seats) is the game's own
// checkOptions: the door refuses it on Start, in the rule's words.
import type { GameSetup } from '../../kinds';
import type { MauwiOptions } from './definition';

const NO_ANIMALS = { kiwi: 0, ninox: 0, tuatara: 0 };

export const mauwiSetup: GameSetup = {
  fields: [
    {
      id: 'edition',
      labelKey: 'newGame.edition',
      choices: [
        { value: 'en', labelKey: 'newGame.editionEn' },
        { value: 'fr', labelKey: 'newGame.editionFr' },
      ],
      default: 'en',
    },
    {
      id: 'animals',
      labelKey: 'newGame.animals',
      choices: [
        { value: 0, labelKey: 'newGame.animals0' },
        { value: 1, labelKey: 'newGame.animals1' },
        { value: 2, labelKey: 'newGame.animals2' },
        { value: 4, labelKey: 'newGame.animals4' },
      ],
      default: 0,
    },
    {
      id: 'teams',
      labelKey: 'newGame.teams',
      choices: [
        { value: 'off', labelKey: 'newGame.teamsOff' },
        { value: 'on', labelKey: 'newGame.teamsOn' },
      ],
      default: 'off',
    },
  ],
  // The same number of each animal. The first seat (usually the person setting up) starts; the rulebook's
  // "hairiest player" is the table's call.
  build: (choices): MauwiOptions => {
    const each = Number(choices.animals) || 0;
    return {
      edition: choices.edition === 'fr' ? 'fr' : 'en',
      animals: { kiwi: each, ninox: each, tuatara: each },
      teams: choices.teams === 'on',
      first: 0,
    };
  },
  // "Play again": the same choices, and the next seat starts.
  next: (previous, players): MauwiOptions => {
    const prev = (previous ?? {}) as Partial<MauwiOptions>;
    return {
      edition: prev.edition === 'fr' ? 'fr' : 'en',
      animals: prev.animals ?? NO_ANIMALS,
      teams: prev.teams === true,
      first: ((typeof prev.first === 'number' ? prev.first : -1) + 1) % players.length,
    };
  },
};
