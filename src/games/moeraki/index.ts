// Moeraki-Kemu's one entry: everything the app knows of the game, for the list in ../index.ts. Only data and
// words load with it; the rules and chart, the table, the bot and the score sheet's screen load when asked for.
import type { GameEntry } from '../entry';
import { LEVELS, MATCH_LENGTHS } from './constants';
import { moerakiSetup } from './setup';
import type { MoerakiData } from './sheet';
import { moerakiSheet } from './sheet-kind';
import { moerakiWords } from './words';
import { picture } from './picture';

export type { MoerakiEvent, MoerakiOptions, MoerakiState, MoerakiView } from './definition';

/** Two chiefs, always (the rulebook). */
const PLAYERS = 2;

export const moerakiEntry: GameEntry<'moeraki', MoerakiData> = {
  id: 'moeraki',
  titleKey: 'games.moeraki.title',
  blurbKey: 'games.moeraki.blurb',
  minPlayers: PLAYERS,
  maxPlayers: PLAYERS,
  setup: moerakiSetup,
  words: moerakiWords,
  picture,
  rulesText: () => import('./rules-text').then((m) => m.rulesText),
  definition: () => import('./definition').then((m) => m.moeraki),
  table: () => import('./play').then((m) => m.loadMoerakiTable()),
  hostWords: () => import('./table-words').then((m) => m.hostWords),
  bot: () => import('./bot').then((m) => m.moerakiBot),
  sheet: moerakiSheet,
  sim: {
    flags: { level: LEVELS.join('|'), matchTo: MATCH_LENGTHS.join('|') },
    benchVariants: Object.fromEntries(LEVELS.map((level) => [level, { level }])),
  },
};
