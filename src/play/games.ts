// Which code opens which game. Each entry is a dynamic import, so a game's code and PixiJS load
// only when that game opens (and are precached by the service worker for offline play).
import type { GameId } from '../engine/types';
import type { GameModule } from './game-ui';

export const gameModules: Partial<Record<GameId, () => Promise<GameModule>>> = {
  'meow-meow': () => import('../games/meow-meow/play').then((m) => m.meowMeowModule),
  mauwi: () => import('../games/mauwi/play').then((m) => m.mauwiModule),
  'pocket-cats': () => import('../games/pocket-cats/play').then((m) => m.pocketCatsModule),
  moeraki: () => import('../games/moeraki/play').then((m) => m.moerakiModule),
  purrrummy: () => import('../games/purrrummy/play').then((m) => m.purrrummyModule),
  'kitty-cat': () => import('../games/kitty-cat/play').then((m) => m.kittyCatModule),
};
