// Scale-out with Redis (REDIS_URL): the tables' logs in Redis behave as the PGlite store does, and two server
// processes on one Redis (Colyseus's Redis presence and driver) serve one set of rooms: a table made through one is
// joined and played through the other, and when the first is killed the table comes back on the second from its log.
// Each run starts its own redis-server (./redis-server.ts); without Debian's binary the tests fail, saying how to install it.
import { spawn, type ChildProcess } from 'node:child_process';
import { RedisPresence } from '@colyseus/redis-presence';
import { matchMaker } from '@colyseus/core';
import { ColyseusSDK, type Room as SdkRoom } from '@colyseus/sdk';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { chooseEvent } from '../src/ai/bots';
import type { AnyBotAdapter } from '../src/ai/types';
import { setLanguage } from '../src/base/i18n';
import { rngInt, seedFrom } from '../src/engine/rng';
import type { GameEvent, PlayerInfo, Seat } from '../src/engine/types';
import { gameById } from '../src/games/index';
import { TableGuest } from '../src/table/guest';
import { createTable, joinTable, SdkLink } from '../src/table/online/sdk-link';
import { startTableServer, type TableServer } from './app';
import { freePort, startRedisServer, type RedisServer } from './redis-server';
import { OneRoomPerTableRedisDriver, openRedisTableStore } from './redis-store';
import { openTableStore, type NewTable, type TableStore } from './store';
import type { TableRoom } from './table-room';


const MEOW = { gameId: 'meow-meow', options: { deck: 32, dealer: 0 } };
const people = (n: number): PlayerInfo[] => Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}`, kind: 'person' as const }));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let redis: RedisServer | undefined;
let adapter: AnyBotAdapter;
beforeAll(async () => {
  // No redis-server fails here, in words (startRedisServer): the test command installs it, so nothing is skipped.
  setLanguage('en');
  [redis, adapter] = await Promise.all([startRedisServer(), gameById('meow-meow')!.bot()]);
}, 30_000);
afterAll(async () => {
  await redis?.stop();
});

// ---- the store: the same behaviours, PGlite and Redis side by side ----

let codes = 0;
/** A fresh table's code (the stores are shared by a describe's tests). */
const newCode = () => `t${String(++codes).padStart(3, '0')}${Date.now().toString(36).slice(-6)}`;
const newTable = (code = newCode()): NewTable => ({
  code, gameId: 'meow-meow', options: { deck: 32, dealer: 0 },
  players: [{ name: 'Ana', kind: 'person' }, { name: 'Bot', kind: 'bot', level: 'easy' }],
  // Past 32 bits and odd: a number that must come back exactly.
  seed: 2 ** 40 + 1, tokens: [null, null], organiser: 1,
});
const ev = (n: number): GameEvent => ({ type: 'PLAY', seat: n % 2, card: `c${n}` }) as GameEvent;

const STORES: [string, () => Promise<TableStore>][] = [
  ['PGlite', () => openTableStore()],
  ['Redis', () => openRedisTableStore(redis!.url)],
];

for (const [name, open] of STORES) {
  describe(`the ${name} store`, () => {
    let store: TableStore;
    beforeAll(async () => {
      store = await open();
    }, 30_000);
    afterAll(async () => {
      await store?.close();
    });
    const mine = async (codes: string[]) => (await store.unfinished()).filter((c) => codes.includes(c));

    it('gives back a table as written, each event byte for byte; an unknown code is null', async () => {
      const t = newTable();
      await store.create(t);
      expect(await store.load(t.code)).toEqual({ ...t, events: [], over: false });
      // Keys in an unusual order, unicode, nesting: the JSON comes back as it went in.
      const odd = { type: 'PLAY', z: 1, seat: 0, a: [{ y: 'é🐱', b: null }], card: 'c1' } as unknown as GameEvent;
      await store.append(t.code, 0, odd, false);
      const loaded = (await store.load(t.code))!;
      expect(JSON.stringify(loaded.events[0])).toBe(JSON.stringify(odd));
      expect(loaded.seed).toBe(2 ** 40 + 1);
      expect(await store.load('nosuchcode')).toBeNull();
    });

    it('refuses a taken code, and keeps the first table', async () => {
      const t = newTable();
      await store.create(t);
      await store.append(t.code, 0, ev(0), false);
      await expect(store.create({ ...t, gameId: 'mauwi' })).rejects.toThrow();
      const loaded = (await store.load(t.code))!;
      expect(loaded.gameId).toBe('meow-meow');
      expect(loaded.events).toEqual([ev(0)]);
    });

    it('appends at an index (an upsert), ends the game with the last event, and refuses a table that does not exist', async () => {
      const t = newTable();
      await store.create(t);
      for (let i = 0; i < 3; i++) await store.append(t.code, i, ev(i), false);
      await store.append(t.code, 1, ev(11), false); // after an undo the index is the new event's
      expect((await store.load(t.code))!.events).toEqual([ev(0), ev(11), ev(2)]);
      expect(await mine([t.code])).toEqual([t.code]);
      await store.append(t.code, 3, ev(3), true);
      const over = (await store.load(t.code))!;
      expect(over.over).toBe(true);
      expect(over.events).toHaveLength(4);
      expect(await mine([t.code])).toEqual([]);
      await expect(store.append('nosuchcode', 0, ev(0), false)).rejects.toThrow();
      expect(await store.load('nosuchcode')).toBeNull();
    });

    it('refuses to load a log with a hole', async () => {
      const t = newTable();
      await store.create(t);
      await store.append(t.code, 0, ev(0), false);
      await store.append(t.code, 2, ev(2), false);
      await expect(store.load(t.code)).rejects.toThrow(/event 1 is missing/);
    });

    it('cuts the log (an undo), which makes a finished game unfinished again', async () => {
      const t = newTable();
      await store.create(t);
      for (let i = 0; i < 5; i++) await store.append(t.code, i, ev(i), i === 4);
      expect(await mine([t.code])).toEqual([]);
      await store.cut(t.code, 2);
      const cut = (await store.load(t.code))!;
      expect(cut.events).toEqual([ev(0), ev(1)]);
      expect(cut.over).toBe(false);
      expect(await mine([t.code])).toEqual([t.code]);
      await store.append(t.code, 2, ev(22), false);
      expect((await store.load(t.code))!.events).toEqual([ev(0), ev(1), ev(22)]);
      await store.cut(t.code, 0);
      expect((await store.load(t.code))!.events).toEqual([]);
      // A table that does not exist: nothing happens, and nothing is made up.
      await store.cut('nosuchcode', 0);
      await store.setTokens('nosuchcode', ['x']);
      expect(await store.load('nosuchcode')).toBeNull();
    });

    it('keeps the seats\' tokens', async () => {
      const t = newTable();
      await store.create(t);
      await store.setTokens(t.code, ['a'.repeat(32), null]);
      expect((await store.load(t.code))!.tokens).toEqual(['a'.repeat(32), null]);
      await store.setTokens(t.code, ['a'.repeat(32), 'b'.repeat(32)]);
      expect((await store.load(t.code))!.tokens).toEqual(['a'.repeat(32), 'b'.repeat(32)]);
    });

    it('lists the unfinished tables by their last update', async () => {
      const [a, b, c] = [newTable(), newTable(), newTable()];
      for (const t of [a, b, c]) {
        await store.create(t);
        await sleep(3);
      }
      const all = [a.code, b.code, c.code];
      expect(await mine(all)).toEqual([a.code, b.code, c.code]);
      await store.setTokens(a.code, ['x', null]);
      expect(await mine(all)).toEqual([b.code, c.code, a.code]);
      await store.append(b.code, 0, ev(0), true);
      expect(await mine(all)).toEqual([c.code, a.code]);
      await sleep(3);
      await store.cut(b.code, 0);
      expect(await mine(all)).toEqual([c.code, a.code, b.code]);
    });
  });
}

describe('the Redis store across processes', () => {
  it('is read at once through another connection, as another process would, with its keys under the prefix', async () => {
    const [one, two] = await Promise.all([openRedisTableStore(redis!.url), openRedisTableStore(redis!.url)]);
    const raw = new Redis(redis!.url);
    try {
      const t = newTable();
      await one.create(t);
      await one.setTokens(t.code, ['tok', null]);
      for (let i = 0; i < 3; i++) await one.append(t.code, i, ev(i), false);
      expect(await two.load(t.code)).toEqual({ ...t, tokens: ['tok', null], events: [ev(0), ev(1), ev(2)], over: false });
      expect((await raw.keys(`nine-lives:*${t.code}`)).sort()).toEqual([`nine-lives:events:${t.code}`, `nine-lives:table:${t.code}`]);
      expect(await raw.hlen(`nine-lives:events:${t.code}`)).toBe(3);
    } finally {
      await Promise.all([one.close(), two.close(), raw.quit()]);
    }
  });

  it('rejects when Redis does not answer', async () => {
    const url = `redis://127.0.0.1:${await freePort()}`;
    const started = Date.now();
    await expect(openRedisTableStore(url)).rejects.toThrow();
    console.info(`no Redis: refused after ${Date.now() - started} ms`);
  }, 30_000);
});

// ---- two processes, one set of rooms ----

/** One seat's device: an SDK room wrapped as a link for a guest. */
interface Device {
  seat: Seat;
  room: SdkRoom;
  guest: TableGuest;
}

function sit(room: SdkRoom, seat: Seat, tokens: Map<Seat, string>): Device {
  const guest = new TableGuest(new SdkLink(room), { tokenFor: (_t, s) => tokens.get(s) ?? null, lang: 'en', onWelcome: (w) => tokens.set(w.seat, w.token) });
  return { seat, room, guest };
}

async function seated(devices: Device[]): Promise<void> {
  await vi.waitFor(() => expect(devices.map((d) => d.guest.status === 'joined' && d.guest.update !== null)).not.toContain(false), { timeout: 10_000 });
}

/** Random legal moves, one at a time, each waited for on every device, until each seat has made `each` moves. */
async function play(devices: Device[], each: number, seed: number): Promise<void> {
  let rng = seedFrom(seed);
  const made = new Map<Seat, number>();
  for (let moves = 0; devices.some((d) => (made.get(d.seat) ?? 0) < each); moves++) {
    if (moves > 40) throw new Error('the seats did not all get to move in 40 moves');
    await vi.waitFor(() => expect(devices.some((d) => d.guest.update!.asked)).toBe(true), { timeout: 10_000 });
    const mover = devices.find((d) => d.guest.update!.asked)!;
    const u = mover.guest.update!;
    let pick: number;
    [pick, rng] = rngInt(rng, 2 ** 31);
    const event = chooseEvent(adapter, 'random', u.view as never, u.legal, pick).event;
    expect(await mover.guest.propose(event as never)).toEqual({ ok: true });
    made.set(mover.seat, (made.get(mover.seat) ?? 0) + 1);
    // Every device is shown the move: the same count of moves everywhere, past the one proposed.
    await vi.waitFor(() => {
      const ats = devices.map((d) => d.guest.update!.at);
      expect(ats.every((at) => at === ats[0] && at > u.at)).toBe(true);
    }, { timeout: 10_000 });
  }
}

/** The moves a device was told of in its log that another seat made. */
const othersMoves = (d: Device) => d.guest.log.filter((e) => e.index >= 0 && e.seat !== null && e.seat !== d.seat).length;

/** `npm run server` in a child process on Redis, listening on `port` and reached there. */
interface MainProcess {
  port: number;
  child: ChildProcess;
  output(): string;
  kill(): Promise<void>;
}

async function startMainProcess(redisUrl: string): Promise<MainProcess> {
  const port = await freePort();
  const { APP_DIST: _app, NINE_LIVES_DATA: _data, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...env, REDIS_URL: redisUrl, PORT: String(port), HOST: '127.0.0.1', PUBLIC_ADDRESS: `127.0.0.1:${port}`, BOT_PACE_MS: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  };
  const ready = `Nine Lives tables on ws://127.0.0.1:${port}`;
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no word in 60 s')), 60_000);
      const check = () => {
        if (output.includes(ready)) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout!.on('data', check);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`exited (${code})`));
      });
    });
  } catch (error) {
    await kill();
    throw new Error(`server/main.ts did not start: ${(error as Error).message}\n${output}`);
  }
  return { port, child, output: () => output, kill };
}

/** A device coming back to its table through `sdk` (`joinTable`). A room whose process died is still listed until a
 *  process finds it dead: the first try waits out Colyseus's timeouts (2 s, then a 2 s health check) and fails with
 *  "process … is not available", having removed the dead process's listings; the next brings the table back. */
async function comeBack(sdk: ColyseusSDK, code: string, seat: Seat): Promise<SdkRoom> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await joinTable(sdk, code, seat);
    } catch (error) {
      if (attempt >= 3 || !/is not available/.test(String((error as Error).message))) throw error;
    }
  }
}

describe('two server processes on one Redis', () => {
  let b: TableServer;
  let bStore: TableStore;
  let sdkB: ColyseusSDK;
  const children: MainProcess[] = [];
  const rooms: SdkRoom[] = [];

  // Process B is this test process (Colyseus's matchmaker is one per process); A and C are `npm run server` children.
  beforeAll(async () => {
    const port = await freePort();
    bStore = await openRedisTableStore(redis!.url);
    b = await startTableServer({
      store: bStore, port, paceMs: 0,
      presence: new RedisPresence(redis!.url), driver: new OneRoomPerTableRedisDriver(redis!.url), publicAddress: `127.0.0.1:${port}`,
    });
    sdkB = new ColyseusSDK(`ws://127.0.0.1:${b.port}`);
  }, 30_000);
  afterEach(async () => {
    for (const room of rooms.splice(0)) {
      room.reconnection.enabled = false;
      // A room whose connection is gone already has left (its leave() would wait for a goodbye that never comes).
      if (room.connection.isOpen) await Promise.race([room.leave(true).catch(() => {}), sleep(2_000)]);
    }
    for (const child of children.splice(0)) await child.kill();
  });
  afterAll(async () => {
    await b?.stop();
    await bStore?.close();
  });

  const localRoom = (code: string) => matchMaker.getLocalRoomById(code) as unknown as TableRoom | undefined;

  it('a table made through A is joined and played through B; A killed, it comes back on B from its log', async () => {
    let started = Date.now();
    const a = await startMainProcess(redis!.url);
    children.push(a);
    console.info(`process A (npm run server on Redis) started in ${Date.now() - started} ms`);
    const sdkA = new ColyseusSDK(`ws://127.0.0.1:${a.port}`);
    const tokens = new Map<Seat, string>();

    // Each device listens as soon as its room is joined: the host's invite follows at once.
    const first = sit(await createTable(sdkA, { ...MEOW, players: people(2) }, 0), 0, tokens);
    const code = first.room.roomId;
    // The second device asks B: B's matchmaker finds the room in Redis (A's), has A reserve the seat over Redis,
    // and sends the device to A's address.
    const second = sit(await joinTable(sdkB, code, 1), 1, tokens);
    const devices = [first, second];
    rooms.push(first.room, second.room);
    await seated(devices);
    expect(localRoom(code)).toBeUndefined();
    const listing = await matchMaker.getRoomById(code);
    expect(listing.processId).not.toBe(matchMaker.processId);
    expect(listing.publicAddress).toBe(`127.0.0.1:${a.port}`);

    await play(devices, 3, 1);
    for (const d of devices) expect(othersMoves(d)).toBeGreaterThanOrEqual(3);
    const before = (await bStore.load(code))!;
    expect(before.events).toHaveLength(devices[0].guest.update!.at);
    expect(before.tokens).toEqual([tokens.get(0), tokens.get(1)]);

    // A dies without a word. The devices lose their table (their SDK's own reconnection is off: the app rejoins
    // with joinTable and the seat's token, as after any restart).
    for (const d of devices) d.room.reconnection.enabled = false;
    await a.kill();
    await vi.waitFor(() => expect(devices.map((d) => d.guest.status)).toEqual(['closed', 'closed']), { timeout: 10_000 });

    started = Date.now();
    const back0 = sit(await comeBack(sdkB, code, 0), 0, tokens);
    const restoredMs = Date.now() - started;
    started = Date.now();
    const back1 = sit(await comeBack(sdkB, code, 1), 1, tokens);
    const secondMs = Date.now() - started;
    const back = [back0, back1];
    rooms.push(back0.room, back1.room);
    await seated(back);
    console.info(`A killed: the table was back on B in ${restoredMs} ms (first device), the second device in ${secondMs} ms`);

    const room = localRoom(code)!;
    expect(room).toBeDefined();
    expect(room.session.events).toEqual(before.events);
    expect((await matchMaker.getRoomById(code)).processId).toBe(matchMaker.processId);
    for (const d of back) {
      expect(d.guest.update!.at).toBe(before.events.length);
      expect(d.guest.log[0].index).toBe(-1); // the whole move log again
      expect(othersMoves(d)).toBeGreaterThanOrEqual(3);
    }
    expect(room.host.presence()).toEqual(['here', 'here']);
    await play(back, 1, 2);
    const after = (await bStore.load(code))!;
    expect(after.events.slice(0, before.events.length)).toEqual(before.events);
    expect(after.events).toEqual(room.session.events);
    expect(after.events.length).toBeGreaterThan(before.events.length);
  }, 120_000);

  it('two devices bringing one table back through two processes at once are seated in one room', async () => {
    const c = await startMainProcess(redis!.url);
    children.push(c);
    const sdkC = new ColyseusSDK(`ws://127.0.0.1:${c.port}`);
    // A table in the log and open nowhere (its processes restarted).
    const t: NewTable = { code: 'z2b4d6f8h0', gameId: MEOW.gameId, options: MEOW.options, players: people(2), seed: 1_234_567_896, tokens: [null, null], organiser: 0 };
    await bStore.create(t);

    // Straight to create { restore } on both (joinTable does it when joinById finds no room): whichever process
    // records the room first keeps it, and the other seats its device there.
    const tokens = new Map<Seat, string>();
    const devices = await Promise.all([
      sdkC.create('table', { restore: t.code, seat: 0 }).then((room) => sit(room, 0, tokens)),
      sdkB.create('table', { restore: t.code, seat: 1 }).then((room) => sit(room, 1, tokens)),
    ]);
    rooms.push(...devices.map((d) => d.room));
    await seated(devices);
    // One host: each device sees the other here, and their moves.
    await vi.waitFor(() => expect(devices.map((d) => d.guest.update!.presence)).toEqual([['here', 'here'], ['here', 'here']]), { timeout: 5_000 });
    const owner = (await matchMaker.getRoomById(t.code)).processId;
    console.info(`the table came back in ${owner === matchMaker.processId ? 'B (this process)' : 'C'}`);
    await play(devices, 1, 3);
    const stored = (await bStore.load(t.code))!;
    expect(stored.events).toHaveLength(devices[0].guest.update!.at);
    expect(stored.tokens).toEqual([tokens.get(0), tokens.get(1)]);
  }, 120_000);
});
