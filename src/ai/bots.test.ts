// Generic parts of the bots: the async search is cancellable between batches, the client matches
// answers to requests and rejects on cancel, and the ISMCTS early stop is sound.
import { describe, expect, it } from 'vitest';
import { GameSession } from '../engine/session';
import meowMeow from '../games/meow-meow/rules/definition';
import { meowMeowBot } from '../games/meow-meow/bot/bot';
import pocketCats from '../games/pocket-cats/rules/definition';
import { pocketCatsBot } from '../games/pocket-cats/bot/bot';
import { BotCancelled, chooseEvent, chooseEventAsync } from './bots';
import { BotCancelledError, BotClient } from './client';
import { defaultEventKey } from './ismcts';
import { hasAdapter, loadAdapter } from './adapters';
import { GAME_IDS, gameById } from '../games/index';
import type { WorkerInMessage, WorkerOutMessage } from './types';

const players = [{ name: 'a', kind: 'bot' as const }, { name: 'b', kind: 'bot' as const }, { name: 'c', kind: 'bot' as const }];
const start = () => {
  const s = new GameSession(meowMeow, { options: { deck: 32, dealer: 0 }, seed: 42, players });
  const seat = s.state.turn;
  return { view: meowMeow.view(s.state, seat), legal: meowMeow.legalEvents(s.state, seat) };
};

describe('chooseEventAsync', () => {
  it('gives the same event as the synchronous search for the same seed and iteration cap', async () => {
    const { view, legal } = start();
    const budget = { iterations: 200, ms: 60_000 };
    const sync = chooseEvent(meowMeowBot, 'hard', view, legal, 5, budget);
    const async = await chooseEventAsync(meowMeowBot, 'hard', view, legal, 5, budget, { yieldFn: () => new Promise((r) => setTimeout(r, 0)), everyMs: 0 });
    expect(async.event).toEqual(sync.event);
    expect(async.iterations).toBe(sync.iterations);
  });

  it('stops promptly when cancelled between batches', async () => {
    const { view, legal } = start();
    let cancel = false;
    setTimeout(() => { cancel = true; }, 20);
    // Its budget is ten minutes and a billion iterations: only the cancel can end it within the test's limit, and
    // ended by the cancel it throws BotCancelled (a spent budget would answer with an event).
    await expect(chooseEventAsync(meowMeowBot, 'hard', view, legal, 5, { ms: 600_000, iterations: 1e9 }, {
      yieldFn: () => new Promise((r) => setTimeout(r, 0)), everyMs: 5, cancelled: () => cancel,
    })).rejects.toBeInstanceOf(BotCancelled);
  });
});

describe("a game's own hard search (Pocket Cats)", () => {
  const table = () => {
    const s = new GameSession(pocketCats, { options: pocketCats.defaultOptions, seed: 3, players: players.slice(0, 2) });
    return { view: pocketCats.view(s.state, 0), legal: pocketCats.legalEvents(s.state, 0) };
  };

  it('runs instead of ISMCTS, stops at the iteration cap (its rounds), and async gives the sync answer', async () => {
    const { view, legal } = table();
    const capped = chooseEvent(pocketCatsBot, 'hard', view, legal, 5, { iterations: 2, ms: 60_000 });
    expect(capped.iterations).toBe(2);
    const full = chooseEvent(pocketCatsBot, 'hard', view, legal, 5, { ms: 60_000 });
    expect(full.iterations).toBeGreaterThan(2);
    const async = await chooseEventAsync(pocketCatsBot, 'hard', view, legal, 5, { ms: 60_000 }, { yieldFn: () => new Promise((r) => setTimeout(r, 0)), everyMs: 0 });
    expect(async.event).toEqual(full.event);
    expect(async.iterations).toBe(full.iterations);
  });

  it('stops inside a round when the time is up, with a legal move', () => {
    const { view, legal } = table();
    const c = chooseEvent(pocketCatsBot, 'hard', view, legal, 5, { ms: 0.001 });
    expect(c.iterations).toBe(0);
    expect(legal).toContainEqual(c.event);
  });

  it('is cancelled between rounds', async () => {
    const { view, legal } = table();
    await expect(chooseEventAsync(pocketCatsBot, 'hard', view, legal, 5, { ms: 60_000 }, {
      yieldFn: () => Promise.resolve(), everyMs: 0, cancelled: () => true,
    })).rejects.toBeInstanceOf(BotCancelled);
  });
});

describe('ismcts helpers', () => {
  it('the default event key tells events apart by every field', () => {
    expect(defaultEventKey({ type: 'PLAY', seat: 1, card: 3 } as never)).not.toBe(defaultEventKey({ type: 'PLAY', seat: 1, card: 4 } as never));
    expect(defaultEventKey({ type: 'DRAW', seat: 0 })).not.toBe(defaultEventKey({ type: 'DRAW', seat: 1 }));
  });
});

describe('adapters', () => {
  it('loads an adapter lazily for every game, the same one each time, and refuses unknown games', async () => {
    expect(await loadAdapter('meow-meow')).toBe(meowMeowBot);
    for (const id of GAME_IDS) {
      expect(hasAdapter(id), id).toBe(true);
      const adapter = await loadAdapter(id);
      expect(adapter.def.id).toBe(id);
      expect(adapter, 'the entry\'s bot').toBe(await gameById(id)!.bot());
      expect(await loadAdapter(id)).toBe(adapter);
    }
    expect(hasAdapter('snap')).toBe(false);
    expect(hasAdapter('../games/mauwi')).toBe(false);
    await expect(loadAdapter('snap' as never)).rejects.toThrow(/no bot/);
  });
});

/** A stand-in for the worker: answers each request on the next tick, unless cancelled first. */
class FakeWorker {
  onmessage: ((ev: MessageEvent<WorkerOutMessage>) => void) | null = null;
  onerror: ((ev: ErrorEvent) => void) | null = null;
  readonly cancelled = new Set<number>();
  terminated = false;
  postMessage(m: WorkerInMessage): void {
    if (m.type === 'cancel') { this.cancelled.add(m.id); return; }
    const req = m as Extract<WorkerInMessage, { legal: unknown[] }>;
    setTimeout(() => {
      const out: WorkerOutMessage = this.cancelled.has(req.id) ? { id: req.id, cancelled: true } : { id: req.id, event: req.legal[0], iterations: 0, ms: 0 };
      this.onmessage?.({ data: out } as MessageEvent<WorkerOutMessage>);
    }, 1);
  }
  terminate(): void { this.terminated = true; }
}

describe('BotClient', () => {
  it('resolves each request with its own answer and rejects cancelled ones', async () => {
    const fake = new FakeWorker();
    const client = new BotClient(() => fake as unknown as Worker);
    const { view, legal } = start();
    const a = client.choose({ gameId: 'meow-meow', level: 'random', view, legal: [legal[1]], seed: 1 });
    const b = client.choose({ gameId: 'meow-meow', level: 'random', view, legal: [legal[0]], seed: 2 });
    expect(await b).toEqual(legal[0]);
    expect(await a).toEqual(legal[1]);
    const c = client.choose({ gameId: 'meow-meow', level: 'hard', view, legal, seed: 3 });
    client.cancelAll();
    await expect(c).rejects.toBeInstanceOf(BotCancelledError);
    expect(fake.cancelled.size).toBe(1);
    client.terminate();
    expect(fake.terminated).toBe(true);
  });
});
