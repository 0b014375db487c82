// Moeraki-Kemu's one entry: everything the app knows of the game, for the list in ../index.ts. Only data and
// words load with it; the rules and chart, the table, the bot and the score sheet's screen load when asked for.
import type { GameEntry } from '../entry';
import { LEVELS, MATCH_LENGTHS } from './rules/constants';
import { moerakiSetup } from './rules/setup';
import type { MoerakiData } from './sheet/sheet';
import { moerakiSheet } from './sheet/sheet-kind';
import { moerakiWords } from './words/home';
import { picture } from './picture';

export type { MoerakiEvent, MoerakiOptions, MoerakiState, MoerakiView } from './rules/definition';

/** Two chiefs, always (the rulebook). */
const PLAYERS = 2;

export const moerakiEntry: GameEntry<'moeraki', MoerakiData> = {
  id: 'moeraki',
  titleKey: 'games.moeraki.title',
  blurbKey: 'games.moeraki.blurb',
  minPlayers: PLAYERS,
  maxPlayers: PLAYERS,
  facts: { hiddenBetweenSeats: false, severalAtOnce: false, undo: 'anybody' },
  setup: moerakiSetup,
  words: moerakiWords,
  picture,
  rulesText: () => import('./words/rules-text').then((m) => m.rulesText),
  definition: () => import('./rules/definition').then((m) => m.moeraki),
  table: () => import('./screen/play').then((m) => m.loadMoerakiTable()),
  hostWords: () => import('./words/host').then((m) => m.hostWords),
  bot: () => import('./bot/bot').then((m) => m.moerakiBot),
  sheet: moerakiSheet,
  sim: {
    flags: { level: LEVELS.join('|'), matchTo: MATCH_LENGTHS.join('|') },
    benchVariants: Object.fromEntries(LEVELS.map((level) => [level, { level }])),
    strength: 'references',
  },
};
