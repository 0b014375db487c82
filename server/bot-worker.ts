// One bot-thinking thread of ./bot-pool.ts. It answers one request at a time with chooseEvent, the same search
// the server ran in its own thread before, so a hard bot's hundreds of milliseconds no longer hold up every other
// table. It loads a game's bot adapter from the games' list (PixiJS-free) the first time that game asks.
// Whatever goes wrong here is left uncaught: the thread ends, and the pool fails the request and starts afresh.
import { parentPort } from 'node:worker_threads';
import { chooseEvent } from '../src/ai/bots';
import type { AiLevel, AnyBotAdapter, Budget } from '../src/ai/types';
import type { GameEvent } from '../src/engine/types';
import { gameById } from '../src/games/index';

/** What the pool asks: a bot's choice from its seat's view and legal events only, as the app's bot worker gets. */
export interface BotWorkerRequest {
  id: number;
  gameId: string;
  level: AiLevel;
  view: unknown;
  legal: GameEvent[];
  seed: number;
  budget?: Budget;
}

/** What a worker says: it has loaded; it has its game and starts thinking (the pool's clock starts then); its choice. */
export type BotWorkerMessage =
  | { type: 'ready' }
  | { type: 'thinking'; id: number }
  | { type: 'chosen'; id: number; event: GameEvent };

const port = parentPort;
if (!port) throw new Error('server/bot-worker.ts runs in a worker thread that ./bot-pool.ts starts');

const adapters = new Map<string, Promise<AnyBotAdapter>>();

function adapterOf(gameId: string): Promise<AnyBotAdapter> {
  let adapter = adapters.get(gameId);
  if (!adapter) {
    const entry = gameById(gameId);
    if (!entry) throw new Error(`no game "${gameId}"`);
    adapter = entry.bot();
    adapters.set(gameId, adapter);
  }
  return adapter;
}

const say = (message: BotWorkerMessage): void => port.postMessage(message);

async function answer(request: BotWorkerRequest): Promise<void> {
  const adapter = await adapterOf(request.gameId);
  say({ type: 'thinking', id: request.id });
  const { event } = chooseEvent(adapter, request.level, request.view as never, request.legal, request.seed, request.budget);
  say({ type: 'chosen', id: request.id, event });
}

port.on('message', (request: BotWorkerRequest) => {
  // Thrown again outside the promise, so it is an uncaught exception: Node ends the thread with it as the error.
  answer(request).catch((error: unknown) => setImmediate(() => { throw error; }));
});
say({ type: 'ready' });
