// Which bot adapter plays which game, loaded lazily so the worker only fetches the game it needs. Each game's
// adapter is its folder's bot.ts (what its entry's `bot()` loads too; src/games/registry.test.ts checks that
// every folder is a game of the list). The worker does not import the list itself: the entries' other lazy
// parts (tables with PixiJS, rules texts, sheets) would all be bundled into the worker.
import type { AnyBotAdapter } from './types';

const BOTS = import.meta.glob<AnyBotAdapter>('../games/*/bot/bot.ts', { import: 'default' });
const pathOf = (gameId: string) => `../games/${gameId}/bot/bot.ts`;

const loaded = new Map<string, Promise<AnyBotAdapter>>();

export function hasAdapter(gameId: string): boolean {
  return Object.prototype.hasOwnProperty.call(BOTS, pathOf(gameId));
}

/** The adapter of a game (cached); rejects for a game without bots. */
export function loadAdapter(gameId: string): Promise<AnyBotAdapter> {
  let p = loaded.get(gameId);
  if (!p) {
    if (!hasAdapter(gameId)) return Promise.reject(new Error(`no bot for game "${gameId}"`));
    p = BOTS[pathOf(gameId)]();
    loaded.set(gameId, p);
  }
  return p;
}
