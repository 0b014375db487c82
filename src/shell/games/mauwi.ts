// Mauwi (English edition) and Mauw (French edition) on the home and setup screens.
import type { PlayerInfo } from '../../engine/types';
import type { MessageKey } from '../i18n';
import type { ShellGame } from './types';

interface MauwiOptions {
  edition: 'en' | 'fr';
  animals: { kiwi: number; ninox: number; tuatara: number };
  teams: boolean;
  first: number;
}

/** Team mode needs the English edition and 4 to 6 seats (teams sit apart); the French edition has no animals. */
const TEAM_MIN_PLAYERS = 4;

function problem(choices: Record<string, number | string>, players: readonly PlayerInfo[]): MessageKey | null {
  if (choices.edition === 'fr' && choices.teams === 'on') return 'newGame.mauwiTeamsNeedEnglish';
  if (choices.teams === 'on' && players.length < TEAM_MIN_PLAYERS) return 'newGame.mauwiTeamsNeedFour';
  if (choices.edition === 'fr' && Number(choices.animals) > 0) return 'newGame.mauwiAnimalsNeedEnglish';
  return null;
}

export const mauwi: ShellGame = {
  id: 'mauwi',
  titleKey: 'games.mauwi.title',
  blurbKey: 'games.mauwi.blurb',
  minPlayers: 2,
  maxPlayers: 6,
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
  problem,
  // The first seat (usually the person setting up) starts; the rulebook's "hairiest player" is the table's call.
  buildOptions: (choices, players): MauwiOptions => {
    const edition = choices.edition === 'fr' ? 'fr' : 'en';
    const each = edition === 'en' ? Math.max(0, Math.min(4, Number(choices.animals) || 0)) : 0;
    return {
      edition,
      animals: { kiwi: each, ninox: each, tuatara: each },
      teams: edition === 'en' && choices.teams === 'on' && players.length >= TEAM_MIN_PLAYERS,
      first: 0,
    };
  },
  // "Play again": the same choices, and the next seat starts.
  nextOptions: (previous, players): MauwiOptions => {
    const prev = (previous ?? {}) as Partial<MauwiOptions>;
    const edition = prev.edition === 'fr' ? 'fr' : 'en';
    return {
      edition,
      animals: edition === 'en' && prev.animals ? prev.animals : { kiwi: 0, ninox: 0, tuatara: 0 },
      teams: edition === 'en' && prev.teams === true && players.length >= TEAM_MIN_PLAYERS,
      first: ((typeof prev.first === 'number' ? prev.first : -1) + 1) % players.length,
    };
  },
  loadRules: () => import('../../games/mauwi/rules-text').then((m) => m.rulesText),
};
