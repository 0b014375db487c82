// Mauwi's one entry: everything the app knows of the game, for the list in ../index.ts. Only data and words
// load with it; the rules and chart, the table, the bot and the score sheet's screen load when asked for.
import type { GameEntry } from '../entry';
import { RULES } from './constants';
import { mauwiSetup } from './setup';
import type { MauwiData } from './sheet';
import { mauwiSheet } from './sheet-kind';
import { mauwiWords } from './words';
import { picture } from './picture';

export type { MauwiEvent, MauwiOptions, MauwiState, MauwiView } from './definition';

export const mauwiEntry: GameEntry<'mauwi', MauwiData> = {
  id: 'mauwi',
  titleKey: 'games.mauwi.title',
  blurbKey: 'games.mauwi.blurb',
  minPlayers: RULES.minPlayers,
  maxPlayers: RULES.maxPlayers,
  setup: mauwiSetup,
  words: mauwiWords,
  picture,
  rulesText: () => import('./rules-text').then((m) => m.rulesText),
  definition: () => import('./definition').then((m) => m.mauwi),
  table: () => import('./play').then((m) => m.loadMauwiTable()),
  hostWords: () => import('./table-words').then((m) => m.hostWords),
  bot: () => import('./bot').then((m) => m.mauwiBot),
  sheet: mauwiSheet,
  sim: {
    flags: {
      edition: 'en|fr',
      animals: `0..${3 * RULES.maxAnimalsPerKind} (a total over the three kinds; the French edition has none)`,
      teams: `true|false (English, ${RULES.teamMinPlayers}+ players)`,
    },
    translate: () => import('./sim-options').then((m) => m.mauwiSimOptions),
  },
};
