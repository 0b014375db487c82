// Scale-out with Redis (REDIS_URL): the tables' logs in Redis behave as the PGlite store does (./store-cases.ts), only
// on a Redis that keeps its append-only file (refused otherwise, in words), whose SIGKILL loses none; and two server
// processes on one Redis (Colyseus's Redis presence and driver) serve one set of rooms: a table made through one is
// joined and played through the other, and when the first is killed the table comes back on the second from its log.
// Each run starts its own redis-server (./redis-server.ts); without Debian's binary the tests fail, saying how to install it.
import { LIVE } from '../src/table/online/pace';
import { spawn, type ChildProcess } from 'node:child_process';
import { RedisPresence } from '@colyseus/redis-presence';
import { matchMaker } from '@colyseus/core';
import { ColyseusSDK, type Room as SdkRoom } from '@colyseus/sdk';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AnyBotAdapter } from '../src/ai/types';
import { setLanguage } from '../src/base/i18n';
import type { Seat } from '../src/engine/types';
import { gameById } from '../src/games/index';
import { createTable, joinTable } from '../src/table/online/sdk-link';
import { startTableServer, type TableServer } from './app';
import { freePort } from './loopback';
import { startRedisServer, type RedisServer } from './redis-server';
import { OneRoomPerTableRedisDriver, openRedisTableStore } from './redis-store';
import { type NewTable, type TableStore } from './store';
import { freshTableStore } from './test-store';
import { describeStore, ev, newTable } from './store-cases';
import type { TableRoom } from './table-room';
import { comeBack, MEOW, othersMoves, people, play, seated, sit } from './test-devices';
import { builtServerArgs } from './test-server-process';

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

// ---- the store: the same behaviours, PGlite and Redis side by side (PostgreSQL: ./postgres.test.ts) ----

describeStore('PGlite', () => freshTableStore());
describeStore('Redis', () => openRedisTableStore(redis!.url));

describe('the Redis store across processes', () => {
  it('is read at once through another connection, as another process would, with its keys under the prefix', async () => {
    const [one, two] = await Promise.all([openRedisTableStore(redis!.url), openRedisTableStore(redis!.url)]);
    const raw = new Redis(redis!.url);
    try {
      const t = newTable();
      await one.create(t);
      await one.setTokens(t.code, ['tok', null]);
      for (let i = 0; i < 3; i++) await one.append(t.code, i, ev(i), false);
      expect(await two.load(t.code)).toEqual({ ...t, tokens: ['tok', null], events: [ev(0), ev(1), ev(2)], over: false, movedAt: expect.any(Number) });
      expect((await raw.keys(`nine-lives:*${t.code}`)).sort()).toEqual([`nine-lives:events:${t.code}`, `nine-lives:table:${t.code}`]);
      expect(await raw.hlen(`nine-lives:events:${t.code}`)).toBe(3);
    } finally {
      await Promise.all([one.close(), two.close(), raw.quit()]);
    }
  });

  it("the room driver: a duplicate room's process is answered only once the owner's room listens on its channel", async () => {
    const driver = new OneRoomPerTableRedisDriver(redis!.url);
    const owner = new Redis(redis!.url);
    const listing = { roomId: 'dup-room-1', name: 'table', processId: 'p1' } as Parameters<OneRoomPerTableRedisDriver['insert']>[0];
    try {
      expect(await driver.insert(listing)).toBe(true);
      // The owner subscribes 300 ms after its listing is in, as core does after recordRoom (a slow Redis).
      // When the owner's subscribe is sent: Redis may answer the duplicate before the owner's own client has
      // read its subscribe's reply (a busy machine), so that reply's time would be too late a mark.
      const listening = sleep(300).then(() => {
        const sent = Date.now();
        return owner.subscribe('$dup-room-1').then(() => sent);
      });
      const started = Date.now();
      expect(await driver.insert({ ...listing, processId: 'p2' } as typeof listing)).toBe(false);
      const answered = Date.now();
      expect(answered).toBeGreaterThanOrEqual(await listening);
      console.info(`the duplicate was answered ${answered - started} ms after it asked, once the owner listened`);
    } finally {
      owner.disconnect();
      await driver.remove('dup-room-1');
      await driver.shutdown();
    }
  });

  it('rejects when Redis does not answer', async () => {
    const url = `redis://127.0.0.1:${await freePort()}`;
    const started = Date.now();
    await expect(openRedisTableStore(url)).rejects.toThrow();
    console.info(`no Redis: refused after ${Date.now() - started} ms`);
  }, 30_000);
});

describe("the Redis store and Redis's own persistence", () => {
  it('refuses a Redis whose append-only file is off (Debian\'s default), saying why and what to do, unless told', async () => {
    const bare = await startRedisServer({ appendOnly: false });
    try {
      const words = /appendonly is off[\s\S]*CONFIG SET appendonly yes[\s\S]*DATABASE_URL[\s\S]*REDIS_LOGS_WITHOUT_AOF=1/;
      await expect(openRedisTableStore(bare.url)).rejects.toThrow(words);
      await (await openRedisTableStore(bare.url, { withoutAppendOnly: true })).close();
      // `npm run server` on it ends at once, in those words.
      const { APP_DIST: _app, NINE_LIVES_DATA: _data, DATABASE_URL: _db, REDIS_LOGS_WITHOUT_AOF: _aof, ...env } = process.env;
      const child = spawn(process.execPath, builtServerArgs(), {
        env: { ...env, REDIS_URL: bare.url, PORT: String(await freePort()), HOST: '127.0.0.1' }, stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
      child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
      const code = await new Promise<number | null>((resolve) => child.once('exit', (c) => resolve(c)));
      expect(code, output).toBe(1);
      expect(output).toMatch(words);
    } finally {
      await bare.stop();
    }
  }, 60_000);

  it('keeps the whole log when redis-server is SIGKILLed right after a write and started again on its folder', async () => {
    const own = await startRedisServer();
    const store = await openRedisTableStore(own.url);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {}); // ioredis's failed reconnections while it is down
    try {
      const t = newTable();
      await store.create(t);
      await store.setTokens(t.code, ['tok', null]);
      const n = 300;
      for (let i = 0; i < n; i++) await store.append(t.code, i, ev(i), false);
      // The last write acknowledged, then a crash: no shutdown, no final fsync.
      await own.kill();
      const started = Date.now();
      await own.restart();
      const restartMs = Date.now() - started;
      const fresh = await openRedisTableStore(own.url);
      try {
        expect(await fresh.load(t.code)).toEqual({ ...t, tokens: ['tok', null], events: Array.from({ length: n }, (_, i) => ev(i)), over: false, movedAt: expect.any(Number) });
        expect(await fresh.unfinished()).toContain(t.code);
        // The store opened before the crash reconnects by itself and goes on.
        await store.append(t.code, n, ev(n), false);
        expect((await fresh.load(t.code))!.events).toHaveLength(n + 1);
      } finally {
        await fresh.close();
      }
      console.info(`redis-server SIGKILLed after ${n} acknowledged writes: back in ${restartMs} ms with all ${n} (appendonly yes, appendfsync everysec)`);
    } finally {
      warn.mockRestore();
      await store.close();
      await own.stop();
    }
  }, 30_000);
});

// ---- two processes, one set of rooms ----

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
  const child = spawn(process.execPath, builtServerArgs(), {
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
    throw new Error(`the server did not start: ${(error as Error).message}\n${output}`);
  }
  return { port, child, output: () => output, kill };
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

    await play(adapter, devices, 3, 1);
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
    await play(adapter, back, 1, 2);
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
    const t: NewTable = { code: 'z2b4d6f8h0', gameId: MEOW.gameId, options: MEOW.options, players: people(2), seed: 1_234_567_896, tokens: [null, null], organiser: 0, pace: LIVE };
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
    await play(adapter, devices, 1, 3);
    const stored = (await bStore.load(t.code))!;
    expect(stored.events).toHaveLength(devices[0].guest.update!.at);
    expect(stored.tokens).toEqual([tokens.get(0), tokens.get(1)]);
  }, 120_000);
});
