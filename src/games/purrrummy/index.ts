// Purrrummy's one entry: everything the app knows of the game, for the list in ../index.ts. Only data and words
// load with it; the rules and chart, the table and the bot load when asked for.
import { tallySheet } from '../../sheet/tally-sheet';
import type { TallyData } from '../../sheet/tally';
import type { GameEntry } from '../entry';
import { RULES } from './constants';
import { purrrummySetup } from './setup';
import { purrrummyWords } from './words';
import { picture } from './picture';

export type { PurrEvent, PurrOptions, PurrState, PurrView } from './definition';

export const purrrummyEntry: GameEntry<'purrrummy', TallyData> = {
  id: 'purrrummy',
  titleKey: 'games.purrrummy.title',
  blurbKey: 'games.purrrummy.blurb',
  minPlayers: RULES.minPlayers,
  maxPlayers: RULES.maxPlayers,
  setup: purrrummySetup,
  words: purrrummyWords,
  picture,
  rulesText: () => import('./rules-text').then((m) => m.rulesText),
  definition: () => import('./definition').then((m) => m.purrrummy),
  table: () => import('./play').then((m) => m.loadPurrrummyTable()),
  hostWords: () => import('./table-words').then((m) => m.hostWords),
  bot: () => import('./bot').then((m) => m.purrrummyBot),
  sheet: tallySheet,
  sim: { flags: { layoff: 'true|false' } },
};
