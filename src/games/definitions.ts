// Every game's definition by id, loaded on demand: one dynamic import per game, so a screen that checks a save
// (through the engine's door) loads only that game's rules, never all six up front.
import type { AnyGameDefinition, GameId } from '../engine/types';

const LOADERS: Record<GameId, () => Promise<AnyGameDefinition>> = {
  'meow-meow': () => import('./meow-meow/index').then((m) => m.meowMeow),
  mauwi: () => import('./mauwi/index').then((m) => m.mauwi),
  moeraki: () => import('./moeraki/index').then((m) => m.moeraki),
  'pocket-cats': () => import('./pocket-cats/index').then((m) => m.pocketCats),
  purrrummy: () => import('./purrrummy/index').then((m) => m.purrrummy),
  'kitty-cat': () => import('./kitty-cat/index').then((m) => m.kittyCat),
};

/** Every game id, in the order of the home screen's list. */
export const GAME_IDS = Object.keys(LOADERS) as GameId[];

/** True for the id of a game this build knows (anything read from storage or a file is checked with this). */
export function isGameId(x: unknown): x is GameId {
  return typeof x === 'string' && Object.prototype.hasOwnProperty.call(LOADERS, x);
}

/** The game's definition (its rules, schemas and door checks). */
export function loadDefinition(id: GameId): Promise<AnyGameDefinition> {
  return LOADERS[id]();
}
