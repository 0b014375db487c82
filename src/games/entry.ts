// What the app knows of a game, in one object per game (src/games/<game>/index.ts), listed once in
// src/games/index.ts. The shell, the store, the bot worker, the sim, the companion and the tests all read it.
// An entry loads with the home screen, so it holds only data and words: the rules and chart, the table (PixiJS),
// the table host's words and the bot are `() => import(...)`, loaded when a screen (or the server) needs them.
import type * as v from 'valibot';
import type { AnyGameDefinition } from '../engine/types';
import type { AnyBotAdapter } from '../ai/types';
import type { GameModule } from '../play/game-ui';
import type { HostWords } from '../play/host-words';
import type { SheetBody } from '../companion/screens/body';
import type { Lang } from '../base/settings';

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

/** The one entry of a game. `D` is its score sheet's data. */
export interface GameEntry<Id extends string = string, D = unknown> {
  id: Id;
  titleKey: string;
  blurbKey: string;
  /** From the game's own constants (the definition reads the same ones). */
  minPlayers: number;
  maxPlayers: number;
  setup: GameSetup;
  words: GameWords;
  /** The home screen's picture, drawn in a 120 x 90 box (./shared/picture-kit.ts). */
  picture(): SVGElement[];
  /** The rules reader's text. */
  rulesText(): Promise<Record<Lang, RulesText>>;
  /** The rules and chart: what the door, the store's replay, the sim and the tests run. */
  definition(): Promise<AnyGameDefinition>;
  /** The table: scene, controls and words, plugged into the play controller. */
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
