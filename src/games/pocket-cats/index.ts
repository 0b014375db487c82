// Pocket Cats' one entry: everything the app knows of the game, for the list in ../index.ts. Only data and words
// load with it; the rules and chart, the table, the bot and the score sheet's screen load when asked for.
import type { GameEntry } from '../entry';
import { RULES } from './rules/constants';
import { BOX_CLANS, pocketCatsSaveNote, pocketCatsSetup } from './rules/setup';
import type { PocketCatsData } from './sheet/sheet';
import { pocketCatsSheet } from './sheet/sheet-kind';
import { pocketCatsWords } from './words/home';
import { picture } from './picture';

export type { PocketCatsEvent, PocketCatsOptions, PocketCatsState, PocketCatsView } from './rules/definition';

export const pocketCatsEntry: GameEntry<'pocket-cats', PocketCatsData> = {
  id: 'pocket-cats',
  titleKey: 'games.pocketCats.title',
  blurbKey: 'games.pocketCats.blurb',
  minPlayers: RULES.players,
  maxPlayers: RULES.players,
  facts: { hiddenBetweenSeats: false, severalAtOnce: false, undo: 'own' },
  setup: pocketCatsSetup,
  words: pocketCatsWords,
  picture,
  rulesText: () => import('./words/rules-text').then((m) => m.rulesText),
  definition: () => import('./rules/definition').then((m) => m.pocketCats),
  table: () => import('./screen/play').then((m) => m.loadPocketCatsTable()),
  hostWords: () => import('./words/host').then((m) => m.hostWords),
  bot: () => import('./bot/bot').then((m) => m.pocketCatsBot),
  sheet: pocketCatsSheet,
  saveNote: pocketCatsSaveNote,
  sim: {
    flags: {
      effects: 'true|false', choice: 'first-game|free|limited|experts',
      clans: `<seat 0's>,<seat 1's> of ${BOX_CLANS.join(', ')}`,
    },
    // The slowest pairing for the hard bot (measured over every pairing, issue 14): the Royal Claws' chief's dog
    // turn in every projection, the Polterkitties' moves of other prey.
    benchVariants: { effects: { effects: true }, slowestPairing: { effects: true, clans: ['royal-claws', 'polterkitties'] } },
    translate: () => import('./rules/sim-options').then((m) => m.pocketCatsSimOptions),
  },
};
