// What a table room needs of a game, loaded once per game: its rules (the definition), its bot adapter, the words
// of its move log (describe) and whether a bot's move waits for a person's tap. These last two come from the game's
// host words (src/games/<id>/words/host.ts), which reach neither PixiJS nor CSS: Node loads them as they are.
import type { AnyBotAdapter } from '../src/ai/types';
import type { AnyGameDefinition } from '../src/engine/types';
import { gameById, isGameId, type GameId } from '../src/games/index';
import type { Describe } from '../src/table/move-log';

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
  const [def, adapter, words] = await Promise.all([entry.definition(), entry.bot(), entry.hostWords()]);
  // The move log's words: English now; French and German load when a phone that reads them joins (TableHost.join).
  words.registerText();
  return { id, def, adapter, describe: words.describe, waitsForPeople: words.waitsForPeople };
}
