// Kitty Cat's one entry: everything the app knows of the game, for the list in ../index.ts. Only data and words
// load with it; the rules and chart, the table, the bot and the score sheet's screen load when asked for.
import type { GameEntry } from '../entry';
import { RULES } from './rules/constants';
import { kittyCatSetup } from './rules/setup';
import type { KittyCatData } from './sheet/sheet';
import { kittyCatSheet } from './sheet/sheet-kind';
import { kittyCatWords } from './words/home';
import { picture } from './picture';

export type { KittyEvent, KittyOptions, KittyState, KittyView } from './rules/definition';

export const kittyCatEntry: GameEntry<'kitty-cat', KittyCatData> = {
  id: 'kitty-cat',
  titleKey: 'games.kittyCat.title',
  blurbKey: 'games.kittyCat.blurb',
  minPlayers: RULES.minPlayers,
  maxPlayers: RULES.maxPlayers,
  facts: { hiddenBetweenSeats: true, severalAtOnce: false, undo: 'own' },
  setup: kittyCatSetup,
  words: kittyCatWords,
  picture,
  rulesText: () => import('./words/rules-text').then((m) => m.rulesText),
  definition: () => import('./rules/definition').then((m) => m.kittyCat),
  table: () => import('./screen/play').then((m) => m.loadKittyCatTable()),
  hostWords: () => import('./words/host').then((m) => m.hostWords),
  bot: () => import('./bot/bot').then((m) => m.kittyCatBot),
  sheet: kittyCatSheet,
  sim: { flags: { counters: `1..${RULES.maxCounters}`, hiss: 'true|false' } },
};
