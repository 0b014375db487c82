// Purrrummy's one entry: everything the app knows of the game, for the list in ../index.ts. Only data and words
// load with it; the rules and chart, the table and the bot load when asked for.
import { tallySheet } from '../../sheet/tally-sheet';
import type { TallyData } from '../../sheet/tally';
import type { GameEntry } from '../entry';
import { RULES } from './rules/constants';
import { purrrummySetup } from './rules/setup';
import { purrrummyWords } from './words/home';
import { picture } from './picture';

export type { PurrEvent, PurrOptions, PurrState, PurrView } from './rules/definition';

export const purrrummyEntry: GameEntry<'purrrummy', TallyData> = {
  id: 'purrrummy',
  titleKey: 'games.purrrummy.title',
  blurbKey: 'games.purrrummy.blurb',
  minPlayers: RULES.minPlayers,
  maxPlayers: RULES.maxPlayers,
  facts: { hiddenBetweenSeats: true, severalAtOnce: false, undo: 'own' },
  setup: purrrummySetup,
  words: purrrummyWords,
  picture,
  rulesText: () => import('./words/rules-text').then((m) => m.rulesText),
  definition: () => import('./rules/definition').then((m) => m.purrrummy),
  table: () => import('./screen/play').then((m) => m.loadPurrrummyTable()),
  hostWords: () => import('./words/host').then((m) => m.hostWords),
  bot: () => import('./bot/bot').then((m) => m.purrrummyBot),
  sheet: tallySheet,
  sim: { flags: { layoff: 'true|false' } },
};
