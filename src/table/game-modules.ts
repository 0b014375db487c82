// Which code opens which game: each game's entry (the list in src/games/index.ts) loads its table with a
// dynamic import, so a game's code and PixiJS load only when that game opens (and are precached by the service
// worker for offline play).
import type { GameId } from '../games/index';
import { GAMES } from '../games/index';
import type { GameModule } from '../ui/game-ui';

export const gameModules: Partial<Record<GameId, () => Promise<GameModule>>> = Object.fromEntries(GAMES.map((g) => [g.id, g.table]));
