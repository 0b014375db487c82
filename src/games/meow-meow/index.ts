// Meow Meow's one entry: everything the app knows of the game, for the list in ../index.ts. Only data and words
// load with it; the rules and chart, the table and the bot load when asked for.
import { tallySheet } from '../../sheet/tally-sheet';
import type { TallyData } from '../../sheet/tally';
import type { GameEntry } from '../entry';
import { RULES } from './rules/constants';
import { meowMeowSetup } from './rules/setup';
import { meowMeowWords } from './words/home';
import { picture } from './picture';

export type { MeowEvent, MeowOptions, MeowState, MeowView } from './rules/definition';

export const meowMeowEntry: GameEntry<'meow-meow', TallyData> = {
  id: 'meow-meow',
  titleKey: 'games.meowMeow.title',
  blurbKey: 'games.meowMeow.blurb',
  minPlayers: RULES.minPlayers,
  maxPlayers: RULES.maxPlayers,
  facts: { hiddenBetweenSeats: true, severalAtOnce: false, undo: 'own' },
  setup: meowMeowSetup,
  words: meowMeowWords,
  picture,
  rulesText: () => import('./words/rules-text').then((m) => m.rulesText),
  definition: () => import('./rules/definition').then((m) => m.meowMeow),
  table: () => import('./screen/play').then((m) => m.loadMeowMeowTable()),
  hostWords: () => import('./words/host').then((m) => m.hostWords),
  bot: () => import('./bot/bot').then((m) => m.meowMeowBot),
  sheet: tallySheet,
  sim: { flags: { deck: '32|52' } },
};
