// What a table room needs of a game, loaded once per game: its rules (the definition), its bot adapter, and from
// its table module the words of its move log (describe) and whether a bot's move waits for a person's tap. The table module is the PixiJS one (src/games/<id>/play.ts): in Node it loads
// only with 'pixi.js' and the CSS stubbed (vitest: vi.mock; `npm run server`: ./browser-stubs.ts), until each game
// has a PixiJS-free module for these (see NOTES.md, "describe without PixiJS").
import type { AnyBotAdapter } from '../src/ai/types';
import type { AnyGameDefinition } from '../src/engine/types';
import { gameById, isGameId, type GameId } from '../src/games/index';
import type { Describe } from '../src/play/move-log';

export interface GameKit {
  id: GameId;
  def: AnyGameDefinition;
  adapter: AnyBotAdapter;
  describe: Describe;
  waitsForPeople?(state: unknown): boolean;
}

const kits = new Map<GameId, Promise<GameKit>>();

export function loadGameKit(id: string): Promise<GameKit> {
  if (!isGameId(id)) return Promise.reject(new Error(`no game "${id}"`));
  let kit = kits.get(id);
  if (!kit) {
    kit = load(id);
    // A load that failed may be tried again.
    kit.catch(() => kits.delete(id));
    kits.set(id, kit);
  }
  return kit;
}

async function load(id: GameId): Promise<GameKit> {
  const entry = gameById(id)!;
  const [def, adapter, table] = await Promise.all([entry.definition(), entry.bot(), entry.table()]);
  // The move log's words (English; French and German load with a phone that speaks them: TableHost.join).
  table.registerText();
  return {
    id, def, adapter, describe: table.describe,
    waitsForPeople: table.waitsForPeople as ((state: unknown) => boolean) | undefined,
  };
}
