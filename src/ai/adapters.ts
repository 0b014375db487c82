// Which bot adapter plays which game, loaded lazily so the worker only fetches the game it needs.
import type { GameId } from '../engine/types';
import type { AnyBotAdapter } from './types';

const loaders: Partial<Record<GameId, () => Promise<AnyBotAdapter>>> = {
  'meow-meow': () => import('../games/meow-meow/bot').then((m) => m.meowMeowBot),
  mauwi: () => import('../games/mauwi/bot').then((m) => m.mauwiBot),
  moeraki: () => import('../games/moeraki/bot').then((m) => m.moerakiBot),
  'pocket-cats': () => import('../games/pocket-cats/bot').then((m) => m.pocketCatsBot),
  purrrummy: () => import('../games/purrrummy/bot').then((m) => m.purrrummyBot),
  'kitty-cat': () => import('../games/kitty-cat/bot').then((m) => m.kittyCatBot),
};

const loaded = new Map<GameId, Promise<AnyBotAdapter>>();

export function hasAdapter(gameId: string): gameId is GameId {
  return Object.prototype.hasOwnProperty.call(loaders, gameId);
}

/** The adapter of a game (cached); rejects for a game without bots. */
export function loadAdapter(gameId: GameId): Promise<AnyBotAdapter> {
  let p = loaded.get(gameId);
  if (!p) {
    const load = loaders[gameId];
    if (!load) return Promise.reject(new Error(`no bot for game "${gameId}"`));
    p = load();
    loaded.set(gameId, p);
  }
  return p;
}
