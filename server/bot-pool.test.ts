// The server's bots in worker threads (./bot-pool.ts, ./bot-worker.ts): a worker's answer is the one chooseEvent
// gives in this thread; this thread keeps ticking while a worker thinks; a worker that crashes or thinks too long
// is replaced, and its request fails; close() ends every worker. Real workers, started as the server starts them
// (tsx's hooks registered inside each thread).
import { performance } from 'node:perf_hooks';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseEvent } from '../src/ai/bots';
import type { AnyBotAdapter } from '../src/ai/types';
import { rngInt, seedFrom } from '../src/engine/rng';
import { GameSession } from '../src/engine/session';
import type { GameEvent } from '../src/engine/types';
import { gameById } from '../src/games/index';
import { BotPool, type BotPoolOptions } from './bot-pool';

const pools: BotPool[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});
function newPool(options: BotPoolOptions): BotPool {
  const pool = new BotPool(options);
  pools.push(pool);
  return pool;
}

interface Position {
  gameId: string;
  adapter: AnyBotAdapter;
  view: unknown;
  legal: GameEvent[];
}

/** A game after a few random moves, from the seat to act: its view and legal events. */
async function position(gameId: string, seats: number, moves: number): Promise<Position> {
  const entry = gameById(gameId)!;
  const [def, adapter] = await Promise.all([entry.definition(), entry.bot()]);
  const players = Array.from({ length: seats }, (_, i) => ({ name: `B${i + 1}`, kind: 'bot' as const }));
  const session = new GameSession(def, { options: def.defaultOptions, seed: 11, players });
  let rng = seedFrom(11);
  for (let m = 0; m < moves; m++) {
    const legal = def.legalEvents(session.state, def.actors(session.state)[0]);
    let pick: number;
    [pick, rng] = rngInt(rng, legal.length);
    session.send(legal[pick]);
  }
  const seat = def.actors(session.state)[0];
  return { gameId, adapter, view: def.view(session.state, seat), legal: def.legalEvents(session.state, seat) };
}

/** Hard bots stop at an iteration cap, not the clock, so an answer does not depend on the machine's load. */
const CAPPED = { iterations: 40, ms: 600_000 };
/** Long enough for the difference between a blocked and a free thread to be plain, short enough for a test. */
const LONG_THINK = { iterations: 1e9, ms: 1_500 };

describe('the bot pool', () => {
  it('answers as chooseEvent does in this thread, in three games and every level', async () => {
    const pool = newPool({ size: 2 });
    const positions = await Promise.all([position('meow-meow', 3, 0), position('kitty-cat', 3, 2), position('moeraki', 2, 2)]);
    const asked = positions.flatMap((p) => (['random', 'easy', 'normal', 'hard'] as const).map((level, n) => ({ ...p, level, seed: 100 + n })));
    const answers = await Promise.all(asked.map(({ adapter: _, ...request }) => pool.choose({ ...request, budget: CAPPED })));
    for (const [n, a] of asked.entries()) {
      expect(answers[n], `${a.gameId} ${a.level}`).toEqual(chooseEvent(a.adapter, a.level, a.view as never, a.legal, a.seed, CAPPED).event);
    }
    expect(pool.workers).toBeLessThanOrEqual(2);
  });

  it('leaves this thread free while a hard Moeraki bot thinks', async () => {
    const pool = newPool({ size: 1 });
    const { adapter, ...moeraki } = await position('moeraki', 2, 2);
    // Started, with Moeraki loaded, before the clock runs: a cold worker's start is not what is measured.
    await pool.choose({ ...moeraki, level: 'random', seed: 1 });
    // Read from this thread's event loop, not the clock: the share of the think it spent running rather than
    // waiting. A loaded machine makes the think slower, not this thread busier.
    const before = performance.eventLoopUtilization();
    const started = performance.now();
    await pool.choose({ ...moeraki, level: 'hard', seed: 5, budget: LONG_THINK });
    const took = performance.now() - started;
    const inWorker = performance.eventLoopUtilization(before).utilization;
    // The control: the same search in this thread keeps its loop running the whole think.
    const controlStart = performance.eventLoopUtilization();
    await new Promise<void>((done) => setTimeout(() => {
      chooseEvent(adapter, 'hard', moeraki.view as never, moeraki.legal, 5, { iterations: 1e9, ms: 300 });
      done();
    }, 0));
    const inThread = performance.eventLoopUtilization(controlStart).utilization;
    console.log(`a hard Moeraki bot thought ${Math.round(took)} ms in a worker, this thread busy ${(inWorker * 100).toFixed(1)}% of it; the same search in this thread: ${(inThread * 100).toFixed(1)}%`);
    expect(inThread).toBeGreaterThan(0.5);
    expect(inWorker).toBeLessThan(0.5);
  });

  it('fails the request of a worker that crashes, and answers the next one from a new worker', async () => {
    const pool = newPool({ size: 1 });
    const meow = await position('meow-meow', 3, 0);
    // An unknown game throws in the worker, and the worker dies of it.
    await expect(pool.choose({ gameId: 'no-such-game', level: 'random', view: meow.view, legal: meow.legal, seed: 1 })).rejects.toThrow(/no game "no-such-game"/);
    const event = await pool.choose({ gameId: 'meow-meow', level: 'normal', view: meow.view, legal: meow.legal, seed: 1 });
    expect(event).toEqual(chooseEvent(meow.adapter, 'normal', meow.view as never, meow.legal, 1).event);
    expect(pool.workers).toBe(1);
  });

  it('ends a worker that thinks past the limit, fails its request, and answers the next one', async () => {
    const pool = newPool({ size: 1, timeoutMs: 300 });
    const { adapter: _, ...moeraki } = await position('moeraki', 2, 2);
    // The bot was given ten minutes: only the pool's limit can end it within the test's, and it says so.
    await expect(pool.choose({ ...moeraki, level: 'hard', seed: 5, budget: { iterations: 1e9, ms: 600_000 } })).rejects.toThrow(/more than 300 ms/);
    await expect(pool.choose({ ...moeraki, level: 'random', seed: 1 })).resolves.toBeDefined();
    expect(pool.workers).toBe(1);
  });

  it('ends every worker on close(), failing what was asked, and refuses more', async () => {
    const pool = newPool({ size: 2 });
    const { adapter: _, ...moeraki } = await position('moeraki', 2, 2);
    const long = { ...moeraki, level: 'hard' as const, seed: 5, budget: { iterations: 1e9, ms: 60_000 } };
    // Both workers started, with Moeraki loaded; then two bots thinking and one waiting for a worker.
    await Promise.all([pool.choose({ ...moeraki, level: 'random', seed: 1 }), pool.choose({ ...moeraki, level: 'random', seed: 2 })]);
    expect(pool.workers).toBe(2);
    const asked = [pool.choose(long), pool.choose(long), pool.choose(long)].map((p) => p.then(() => 'answered', (e: Error) => e.message));
    await new Promise((r) => setTimeout(r, 200));
    await pool.close();
    expect(await Promise.all(asked)).toEqual(['the bot pool closed', 'the bot pool closed', 'the bot pool closed']);
    expect(pool.workers).toBe(0);
    await expect(pool.choose(long)).rejects.toThrow(/closed/);
  });
});
