// Mauwi's words outside its table: its title and blurb, its setup choices, the door's refusals of its options
// (checkOptions) and its score sheet. Merged into the shell's dictionaries from the list of games (src/base/i18n.ts).
import type { GameWords } from '../../kinds';

const en = {
  'games.mauwi.title': 'Mauwi',
  'games.mauwi.blurb': 'Cat warriors of New Zealand: build combos to 9, block, attack and defend, and double your columns.',
  'newGame.edition': 'Edition',
  'newGame.editionEn': 'Mauwi (English): 80 warriors, experts, teams',
  'newGame.editionFr': 'Mauw (French): 56 warriors, 4 Maui',
  'newGame.animals': 'Expert animals (English edition)',
  'newGame.animals0': 'None',
  'newGame.animals1': '1 Kiwi, Ninox and Tuatara',
  'newGame.animals2': '2 of each',
  'newGame.animals4': '4 of each',
  'newGame.teams': 'Teams (English edition, 4 to 6 players)',
  'newGame.teamsOff': 'Each for themselves',
  'newGame.teamsOn': 'Teams of two',
  'companion.kind.mauwi': 'Columns A–D per player: 9s, warriors, spirits; totals and teams.',
  'companion.mauwi.mode': 'Scoring',
  'companion.mauwi.solo': 'Each for themselves',
  'companion.mauwi.teamMode': 'Teams of two',
  'companion.mauwi.teams': 'Teams',
  'companion.mauwi.team': 'Team {n}: {names}',
  'companion.mauwi.column': 'Column {column}',
  'companion.mauwi.nines': '9s',
  'companion.mauwi.ninesOf': '9s in column {column} of {name}',
  'companion.mauwi.cover': 'On top',
  'companion.mauwi.coverOf': 'On top of column {column} of {name}',
  'companion.mauwi.nothing': 'Nothing',
  'companion.mauwi.warrior': 'Warrior',
  'companion.mauwi.spirit': 'Spirit',
  'companion.mauwi.value': 'Warrior',
  'companion.mauwi.valueOf': 'Warrior value in column {column} of {name}',
  'companion.mauwi.nothingNote': 'Uncovered 9s are worth 9 each, doubled per 9.',
  'companion.mauwi.spiritNote': 'A spirit makes the column worth 0.',
  'engine.teamsNeedEnglish': 'Team mode is part of the English edition: choose Mauwi (English) or play each for themselves.',
  'engine.teamsNeedPlayers': 'Team mode needs at least {min} players: add seats or play each for themselves.',
  'engine.animalsPerKind': 'Up to {max} expert animals of each kind can be shuffled in.',
  'engine.frenchHasNoAnimals': 'The expert animals are part of the English edition: choose Mauwi (English) or no animals.',
};

/** French and German (./home-translations.ts, loaded when chosen) are typed from the English: a missing or extra key is
 *  a compile error. */
export type Dictionary = Record<keyof typeof en, string>;

export const mauwiWords: GameWords = { en, translations: () => import('./home-translations').then((m) => m.translations) };
