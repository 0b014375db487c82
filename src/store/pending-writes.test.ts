// Storage full: accepted moves wait in memory and land as soon as there is room, a finished game included, even
// after the game screen is gone; a save opened meanwhile includes them.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDBObjectStore as FakeObjectStore } from 'fake-indexeddb';
import { GameSession } from '../engine/session';
import type { GameEvent } from '../engine/types';
import type { MeowEvent } from '../games/meow-meow/rules/definition';
import { meowMeow } from '../games/meow-meow/rules/definition';
import { resumeSave } from './resume';
import { freshStore, input, type TestStore } from './test-support';
import { PendingWrites } from './pending-writes';

let open: TestStore | undefined;
afterEach(() => {
  vi.restoreAllMocks();
  open?.db.close();
  open = undefined;
});

const realPut = FakeObjectStore.prototype.put;
const realAdd = FakeObjectStore.prototype.add;
/** Every put and add throws QuotaExceededError while `full.on`, as a full disk does (the e2e spec does the same). */
const full = { on: false };
function diskMayFill(): void {
  const quota = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  vi.spyOn(FakeObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, value, key) {
    if (full.on) throw quota();
    return realPut.call(this, value, key);
  });
  vi.spyOn(FakeObjectStore.prototype, 'add').mockImplementation(function (this: IDBObjectStore, value, key) {
    if (full.on) throw quota();
    return realAdd.call(this, value, key);
  });
}

/** A Meow Meow game played to its end: Meow! when due, else a card, else a draw (the same game each run). */
function wholeGame(): { events: MeowEvent[]; session: GameSession } {
  const session = new GameSession(meowMeow, input);
  for (let i = 0; i < 2000 && !session.over; i++) {
    const seat = meowMeow.actors(session.state)[0];
    const legal = meowMeow.legalEvents(session.state, seat);
    const pick = ['MEOW', 'PLAY', 'WISH', 'DRAW', 'PASS'].map((type) => legal.find((e) => e.type === type)).find((e) => e);
    session.send(pick ?? legal[0]);
  }
  if (!session.over) throw new Error('the sample game never ended');
  return { events: session.events.slice(), session };
}

const positionOf = (session: GameSession) => ({ value: session.snapshot.value, context: session.state });

async function setup(retryMs = 20): Promise<{ t: TestStore; id: string; writes: PendingWrites; game: ReturnType<typeof wholeGame> }> {
  const t = await freshStore();
  open = t;
  diskMayFill();
  full.on = false;
  const created = await t.store.create('meow-meow', input, null);
  if (!created.ok) throw new Error(created.reason.key);
  return { t, id: created.id, writes: new PendingWrites(retryMs), game: wholeGame() };
}

/** Plays moves from..to-1 of the sample game through the writer, as the table host does after each move. */
async function play(writes: PendingWrites, t: TestStore, id: string, game: ReturnType<typeof wholeGame>, from: number, to: number) {
  const results = [];
  const session = GameSession.replay(meowMeow, input, game.events.slice(0, from));
  for (let i = from; i < to; i++) {
    session.send(game.events[i]);
    results.push(await writes.record(t.store, id, i, game.events[i], positionOf(session), session.over ? 'finished' : 'playing'));
  }
  return results;
}

async function storedEvents(t: TestStore, id: string): Promise<GameEvent[]> {
  const loaded = await t.store.load(id);
  if (!loaded.ok) throw new Error(loaded.reason.key);
  return loaded.events;
}

describe('pending writes', () => {
  it('never counts a move whose first write is still in flight as unsaved (the badge does not flicker)', async () => {
    const { t, id, writes, game } = await setup();
    const seen: number[] = [];
    writes.subscribe(() => seen.push(writes.count(id)));
    await play(writes, t, id, game, 0, 3);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((n) => n === 0)).toBe(true);
    full.on = true;
    await play(writes, t, id, game, 3, 4);
    expect(writes.count(id)).toBe(1);
  });

  it('keeps moves made while storage is full in memory and writes them with the next move once there is room', async () => {
    const { t, id, writes, game } = await setup();
    await play(writes, t, id, game, 0, 2);
    full.on = true;
    const refused = await play(writes, t, id, game, 2, 5);
    expect(refused.map((r) => r.ok || r.reason.key)).toEqual(['store.full', 'store.full', 'store.full']);
    expect(writes.count(id)).toBe(3);
    expect(await storedEvents(t, id)).toEqual(game.events.slice(0, 2));
    // A save opened now includes them (the table host passes what waits).
    const resumed = await resumeSave(t.store, meowMeow, id, writes.unsaved(id));
    expect(resumed.ok && resumed.session.events).toEqual(game.events.slice(0, 5));

    full.on = false;
    expect(await play(writes, t, id, game, 5, 6)).toEqual([{ ok: true }]);
    expect(writes.count(id)).toBe(0);
    expect(await storedEvents(t, id)).toEqual(game.events.slice(0, 6));
    const header = await t.db.get('saves', id);
    expect(header?.snapshot).toEqual(positionOf(GameSession.replay(meowMeow, input, game.events.slice(0, 6))));
  });

  it('writes a game that ended while storage was full, with its end, once room returns (no game screen needed)', async () => {
    const { t, id, writes, game } = await setup();
    const end = game.events.length;
    await play(writes, t, id, game, 0, end - 3);
    full.on = true;
    await play(writes, t, id, game, end - 3, end);
    expect(writes.count(id)).toBe(3);
    // Nobody plays any more: the timer alone writes it when the disk has room again.
    await new Promise((r) => setTimeout(r, 60));
    expect(writes.count(id)).toBe(3);
    full.on = false;
    await vi.waitFor(() => expect(writes.count(id)).toBe(0), { timeout: 2000, interval: 10 });
    const header = await t.db.get('saves', id);
    expect(header).toMatchObject({ eventCount: end, status: 'finished' });
    expect(await storedEvents(t, id)).toEqual(game.events);
    expect(header?.snapshot).toEqual(positionOf(game.session));
  });

  it('takes an undo made while full into account: the stored log ends where the game is', async () => {
    const { t, id, writes, game } = await setup();
    await play(writes, t, id, game, 0, 4);
    full.on = true;
    await play(writes, t, id, game, 4, 6);
    // Undo back to 3 moves (below what is stored), then play move 3 again.
    const at3 = GameSession.replay(meowMeow, input, game.events.slice(0, 3));
    expect((await writes.cut(t.store, id, 3, positionOf(at3), 'playing')).ok).toBe(false);
    await play(writes, t, id, game, 3, 4);
    expect(writes.unsaved(id)).toMatchObject({ from: 3, events: [game.events[3]] });
    full.on = false;
    expect((await writes.flush(id)).ok).toBe(true);
    expect(await storedEvents(t, id)).toEqual(game.events.slice(0, 4));
  });

  it('tells whoever listens when the count changes, and drops what waits for a save that was deleted', async () => {
    // No timer retry during this test: the deleted save must be met by the flush below, not by a retry first.
    const { t, id, writes, game } = await setup(60_000);
    const counts: number[] = [];
    writes.subscribe(() => counts.push(writes.count(id)));
    full.on = true;
    await play(writes, t, id, game, 0, 2);
    expect(counts.at(-1)).toBe(2);
    await t.store.remove(id);
    full.on = false;
    expect((await writes.flush(id)).ok).toBe(false);
    expect(writes.count(id)).toBe(0);
    expect(counts.at(-1)).toBe(0);
  });
});
