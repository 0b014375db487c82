// Mauwi's one entry: everything the app knows of the game, for the list in ../index.ts. Only data and words
// load with it; the rules and chart, the table, the bot and the score sheet's screen load when asked for.
import type { GameEntry } from '../entry';
import { RULES } from './rules/constants';
import { mauwiSetup } from './rules/setup';
import type { MauwiData } from './sheet/sheet';
import { mauwiSheet } from './sheet/sheet-kind';
import { mauwiWords } from './words/home';
import { picture } from './picture';

export type { MauwiEvent, MauwiOptions, MauwiState, MauwiView } from './rules/definition';

export const mauwiEntry: GameEntry<'mauwi', MauwiData> = {
  id: 'mauwi',
  titleKey: 'games.mauwi.title',
  blurbKey: 'games.mauwi.blurb',
  minPlayers: RULES.minPlayers,
  maxPlayers: RULES.maxPlayers,
  facts: { hiddenBetweenSeats: true, severalAtOnce: true, undo: 'own' },
  setup: mauwiSetup,
  words: mauwiWords,
  picture,
  rulesText: () => import('./words/rules-text').then((m) => m.rulesText),
  definition: () => import('./rules/definition').then((m) => m.mauwi),
  table: () => import('./screen/play').then((m) => m.loadMauwiTable()),
  hostWords: () => import('./words/host').then((m) => m.hostWords),
  bot: () => import('./bot/bot').then((m) => m.mauwiBot),
  sheet: mauwiSheet,
  sim: {
    flags: {
      edition: 'en|fr',
      animals: `0..${3 * RULES.maxAnimalsPerKind} (a total over the three kinds; the French edition has none)`,
      teams: `true|false (English, ${RULES.teamMinPlayers}+ players)`,
    },
    translate: () => import('./rules/sim-options').then((m) => m.mauwiSimOptions),
  },
};
