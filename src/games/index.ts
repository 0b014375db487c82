// The games, listed once, in the order of the home screen. Everything that knows of the games reads this list:
// the shell (home, setup, rules, saves, results), the store (which game a save is of, the sheets' kinds), the bot
// worker, the sim and bench, the companion and the tests. A seventh game is its folder, its chart and one line here.
import { meowMeowEntry } from './meow-meow/index';
import { mauwiEntry } from './mauwi/index';
import { moerakiEntry } from './moeraki/index';
import { pocketCatsEntry } from './pocket-cats/index';
import { purrrummyEntry } from './purrrummy/index';
import { kittyCatEntry } from './kitty-cat/index';
import type { AnyGameDefinition } from '../engine/types';
import type { GameEntry } from './entry';
import { addGameWords } from '../base/i18n';

export const GAMES = [meowMeowEntry, mauwiEntry, moerakiEntry, pocketCatsEntry, purrrummyEntry, kittyCatEntry] as const;

// Their words go to the translations from here, so the base (i18n) imports no game.
addGameWords(GAMES.map((g) => g.words));

export type AnyGameEntry = (typeof GAMES)[number];
export type GameId = AnyGameEntry['id'];

/** Every game id, in the order of the home screen's list. */
export const GAME_IDS: readonly GameId[] = GAMES.map((g) => g.id);

/** True for the id of a game this build knows (anything read from storage or a file is checked with this). */
export function isGameId(x: unknown): x is GameId {
  return typeof x === 'string' && (GAME_IDS as readonly string[]).includes(x);
}

/** The game's entry (undefined for an id this build does not know). */
export function gameById(id: string): GameEntry<GameId, unknown> | undefined {
  return GAMES.find((g) => g.id === id);
}

/** The game's definition (its rules, schemas and door checks), loaded on demand: one dynamic import per game, so
 *  a screen that checks a save loads only that game's rules, never all six up front. */
export function loadDefinition(id: GameId): Promise<AnyGameDefinition> {
  const entry = gameById(id);
  return entry ? entry.definition() : Promise.reject(new Error(`no game "${id}"`));
}
