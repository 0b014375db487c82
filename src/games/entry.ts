// What the app knows of a game, in one object per game (src/games/<game>/index.ts), listed once in
// src/games/index.ts. The shell, the store, the bot worker, the sim, the companion and the tests all read it.
// An entry loads with the home screen, so it holds only data and words: the rules and chart, the table (PixiJS),
// the table host's words and the bot are `() => import(...)`, loaded when a screen (or the server) needs them.
import type * as v from 'valibot';
import type { AnyGameDefinition } from '../engine/types';
import type { AnyBotAdapter } from '../ai/types';
import type { GameModule } from '../ui/game-ui';
import type { SheetBody } from '../sheet/body';
import type { Lang } from '../base/settings';
import type { WordsLoader } from '../base/i18n';

export type { Words, GameWords, RulesSection, RulesText, ChoiceValue, Choices, OptionField, GameSetup, SimOptions, Wording, SheetChoice, SheetChoices, SheetControl } from './kinds';
import type { GameSetup, GameWords, RulesText, SheetChoices, SheetControl, SimOptions, Wording } from './kinds';

/** The companion's score sheet for the boxed game (src/companion): its data, checked when read back, and its
 *  screen, loaded when a sheet opens. Its players are the game's own player counts. */
export interface SheetKind<D> {
  /** What the sheet does, in a line. */
  blurbKey: string;
  /** The data's shape (src/store/sheet-schema.ts wraps it in the sheet record). */
  schema: v.GenericSchema<unknown, D>;
  /** What a per-field schema cannot see: lengths and seats that must agree with the players. */
  fits?(data: D, players: number): boolean;
  /** A fresh sheet's data for `players` players and the form's choices. */
  fresh(players: number, choices: SheetChoices): D;
  controls?: SheetControl[];
  /** How the form names a seat (default: "Player n"). */
  seatLabel?(seat: number): Wording;
  /** The sheet's content, loaded when a sheet opens. */
  screen(): Promise<(sheet: { players: string[] }) => SheetBody<D>>;
}

/** What is true of a game at every table, declared once (as OpenSpiel's GameType) rather than worked out by each
 *  reader; src/games/facts.test.ts checks each against the rules in random games. */
export interface GameFacts {
  /** Two seats may see the table differently (a hand, a card kept face down). When
   *  false, people sharing one device pass it without the privacy screen, whatever the position. */
  hiddenBetweenSeats: boolean;
  /** More than one seat may be asked at once (a Mauwi defence: the defender and their teammate). An answer out of
   *  turn by one seat alone (Moeraki's Tane offer to the tile's owner) is not that. */
  severalAtOnce: boolean;
  /** Whose moves an undo takes back when only people sharing one device play: their own ('own', as on Board Game
   *  Arena), or, in a game with nothing hidden between seats, anybody's, one per press ('anybody'). */
  undo: 'own' | 'anybody';
}

/** The one entry of a game. `D` is its score sheet's data. */
export interface GameEntry<Id extends string = string, D = unknown> {
  id: Id;
  titleKey: string;
  blurbKey: string;
  /** From the game's own constants (the definition reads the same ones). */
  minPlayers: number;
  maxPlayers: number;
  facts: GameFacts;
  setup: GameSetup;
  words: GameWords;
  /** The home screen's picture, drawn in a 120 x 90 box (./shared/picture-kit.ts). */
  picture(): SVGElement[];
  /** The rules reader's text. */
  rulesText(): Promise<Record<Lang, RulesText>>;
  /** The rules and chart: what the door, the store's replay, the sim and the tests run. */
  definition(): Promise<AnyGameDefinition>;
  /** The table: scene, controls and words, which the seat screen shows and the table host answers. */
  table(): Promise<GameModule>;
  /** What a table host needs of the table, without PixiJS or CSS: the move log's words, and whether a bot's move
   *  waits for a person's tap (the online server's tables, server/games.ts). */
  hostWords(): Promise<HostWords>;
  /** The bot adapter the worker and the sim search with. */
  bot(): Promise<AnyBotAdapter>;
  sheet?: SheetKind<D>;
  sim?: SimOptions;
  /** A line the save list shows under a save's players (e.g. "played with the first edition's tiles"), from
   *  the save's options as stored; null for none. */
  saveNote?(options: unknown): Wording | null;
}

/** What a table host needs of a game besides its rules and bot: the words of its move log, and whether a bot's move
 *  waits for a person's tap. Each game's words/host.ts gives them without PixiJS or CSS, so the online server
 *  (server/games.ts) runs a table without a browser; its table module (play.ts) uses the same functions. */
export interface HostWords<V = any, S = any> {
  /** Sentences for what the last event did, as `view`'s seat may read them (GameModule.describe). */
  describe(view: V, names: string[]): string[];
  /** Registers the game's words: English at once, French and German in every language in use, now or loaded
   *  later (wordsOnDemand), so a phone that joins in French reads its move log in French (TableHost.join). */
  registerText(): void;
  /** Optional: a bot's move that people should see coming waits for a person's tap (GameModule.waitsForPeople). */
  waitsForPeople?(state: S): boolean;
  /** Every word the table registers, in English (its words/table.ts): the languages walk and the hints test read
   *  them from here, so no list of games' dictionaries is kept by hand. */
  english: Readonly<Record<string, string>>;
  /** The same words in French or German (its words/table-translations.ts), loaded when asked. */
  translations: WordsLoader;
}

/** What the shared tests play each game of the list with (src/games/test-cases.ts loads them). */
export interface GameTestCases {
  /** The game's refusal words in English, as its play module registers them (their French and German load on
   *  demand; the tests' setup, src/shell/all-languages.ts, registers every game's). */
  text: { en: Record<string, string> };
  eventTypes: readonly string[];
  /** Tables that between them reach every kind of event (animals, teams, Tane, clan choices, next rounds). */
  tables: { options: unknown; players: number }[];
  /** Ten option sets its door must refuse, each with the table it is tried at. */
  malformedOptions: { options: unknown; players: number }[];
  /** The chart test's option variants (over the default options, played in turn) and the events per game it
   *  compares at most. */
  chart: { variants: Record<string, unknown>[]; maxEvents: number };
}
