// The tables' logs in a real PostgreSQL (DATABASE_URL): the same store behaviours as PGlite and Redis, a schema that
// several processes may make at once, and a game through a real table server while PostgreSQL is SIGKILLed: no move
// a device was told of is lost, none is accepted while the database is down, and the table comes back once it is up.
// Each run starts its own PostgreSQL (./postgres-server.ts); without Debian's binaries the tests fail, saying how.
import { spawn } from 'node:child_process';
import { matchMaker } from '@colyseus/core';
import { ColyseusSDK } from '@colyseus/sdk';
import { Redis } from 'ioredis';
import { Client } from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AnyBotAdapter } from '../src/ai/types';
import { setLanguage } from '../src/base/i18n';
import type { GameEvent, Seat } from '../src/engine/types';
import { gameById } from '../src/games/index';
import { createTable, joinTable } from '../src/table/online/sdk-link';
import { startTableServer, type TableServer } from './app';
import { startPostgresServer, type PostgresServer } from './postgres-server';
import { openPostgresTableStore } from './postgres-store';
import { freePort } from './loopback';
import { startRedisServer } from './redis-server';
import type { TableStore } from './store';
import { describeStore, ev, newTable, storeWith } from './store-cases';
import type { TableRoom } from './table-room';
import { MEOW, moverOf, people, play, randomMove, seated, sit, type Device } from './test-devices';
import { builtServerArgs } from './test-server-process';

let pg: PostgresServer | undefined;
let adapter: AnyBotAdapter;
beforeAll(async () => {
  setLanguage('en');
  [pg, adapter] = await Promise.all([startPostgresServer(), gameById('meow-meow')!.bot()]);
}, 60_000);
afterAll(async () => {
  await pg?.stop();
});

describeStore('PostgreSQL', () => openPostgresTableStore(pg!.url));

/** A plain connection, for what the store does not do (a database made, a trigger); one the server drops is warned. */
async function sql(url: string): Promise<Client> {
  const client = new Client({ connectionString: url });
  client.on('error', (error) => console.warn(`test connection: ${error.message}`));
  await client.connect();
  return client;
}

describe('the PostgreSQL store, opened', () => {
  it('makes its schema once when several processes open a fresh database at once', async () => {
    // A database of its own, so the tables are made here and now, by whichever opening takes the lock first.
    const name = `fresh_${Date.now().toString(36)}`;
    const client = await sql(pg!.url);
    await client.query(`create database ${name}`);
    await client.end();
    const url = pg!.url.replace(/\/postgres$/, `/${name}`);
    const stores = await Promise.all(Array.from({ length: 6 }, () => openPostgresTableStore(url)));
    try {
      const t = newTable();
      await stores[0].create(t);
      await stores[1].append(t.code, 0, ev(0), false);
      expect((await stores[5].load(t.code))!.events).toEqual([ev(0)]);
    } finally {
      await Promise.all(stores.map((s) => s.close()));
    }
  });

  it('rejects when PostgreSQL does not answer', async () => {
    const started = Date.now();
    await expect(openPostgresTableStore(`postgres://nine_lives@127.0.0.1:${await freePort()}/postgres`)).rejects.toThrow(/PostgreSQL did not answer/);
    console.info(`no PostgreSQL: refused after ${Date.now() - started} ms`);
  });
});

describe('npm run server with REDIS_URL and DATABASE_URL', () => {
  it('runs its rooms on Redis and keeps the logs in PostgreSQL (so a Redis without its append-only file will do)', async () => {
    const redis = await startRedisServer({ appendOnly: false });
    const port = await freePort();
    const { APP_DIST: _app, NINE_LIVES_DATA: _data, REDIS_LOGS_WITHOUT_AOF: _aof, ...env } = process.env;
    const child = spawn(process.execPath, builtServerArgs(), {
      env: { ...env, REDIS_URL: redis.url, DATABASE_URL: pg!.url, PORT: String(port), HOST: '127.0.0.1', PUBLIC_ADDRESS: `127.0.0.1:${port}` },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (c) => resolve(c)));
    const store = await openPostgresTableStore(pg!.url);
    const raw = new Redis(redis.url);
    try {
      await Promise.race([
        vi.waitFor(() => expect(output).toContain(`Nine Lives tables on ws://127.0.0.1:${port}`), { timeout: 60_000, interval: 20 }),
        exited.then((code) => { throw new Error(`the server exited (${code}):\n${output}`); }),
      ]);
      expect(output).toContain("Tables' logs in PostgreSQL at postgres://127.0.0.1:");
      const tokens = new Map<Seat, string>();
      const device = sit(await createTable(new ColyseusSDK(`ws://127.0.0.1:${port}`), { ...MEOW, players: people(2) }, 0), 0, tokens);
      await seated([device]);
      const code = device.room.roomId;
      // The table in PostgreSQL, its room listed in Redis, and none of its log there.
      expect((await store.load(code))!.tokens[0]).toBe(tokens.get(0));
      expect(await raw.hexists('roomcaches', code)).toBe(1);
      expect(await raw.keys('nine-lives:*')).toEqual([]);
      await device.room.leave(true);
    } finally {
      child.kill('SIGKILL');
      await exited;
      await Promise.all([store.close(), raw.quit()]);
      await redis.stop();
    }
  }, 90_000);
});

describe('a table on PostgreSQL, the database SIGKILLed mid-game', () => {
  let store: TableStore;
  let table: TableServer;
  let sdk: ColyseusSDK;
  const devices: Device[] = [];
  /** Called as the room's next move is sent to PostgreSQL (its write in flight), then forgotten. */
  let onAppend: (() => void) | null = null;
  beforeAll(async () => {
    store = await openPostgresTableStore(pg!.url);
    const watched: TableStore = storeWith(store, {
      close: async () => {},
      append: (c, i, e, o) => {
        const write = store.append(c, i, e, o);
        onAppend?.();
        onAppend = null;
        return write;
      },
    });
    table = await startTableServer({ store: watched, port: 0, paceMs: 0 });
    sdk = new ColyseusSDK(`ws://127.0.0.1:${table.port}`);
  }, 30_000);
  afterEach(async () => {
    for (const d of devices.splice(0)) if (d.room.connection.isOpen) await d.room.leave(true).catch(() => {});
  });
  afterAll(async () => {
    await table?.stop();
    await store?.close();
  });

  const localRoom = (code: string) => matchMaker.getLocalRoomById(code) as unknown as TableRoom | undefined;

  /** A two-seat table, both seated and a few moves played: the room's events are what both devices were told. */
  async function tableInPlay(tokens: Map<Seat, string>, seed: number): Promise<{ code: string; seats: Device[]; told: GameEvent[] }> {
    const first = sit(await createTable(sdk, { ...MEOW, players: people(2) }, 0), 0, tokens);
    const code = first.room.roomId;
    const seats = [first, sit(await joinTable(sdk, code, 1), 1, tokens)];
    devices.push(...seats);
    await seated(seats);
    await play(adapter, seats, 3, seed);
    const told = [...localRoom(code)!.session.events];
    for (const d of seats) expect(d.guest.update!.at).toBe(told.length);
    return { code, seats, told };
  }

  /** The devices rejoin once PostgreSQL is back (with their tokens): the table's log read again, replayed. */
  async function rejoin(code: string, tokens: Map<Seat, string>): Promise<Device[]> {
    const back = [sit(await joinTable(sdk, code, 0), 0, tokens), sit(await joinTable(sdk, code, 1), 1, tokens)];
    devices.push(...back);
    await seated(back);
    return back;
  }

  it('loses no accepted move, accepts none while it is down, and the table comes back as its log has it', async () => {
    const tokens = new Map<Seat, string>();
    const { code, seats, told } = await tableInPlay(tokens, 1);
    expect((await store.load(code))!.events).toEqual(told);

    // The pool's idle connections end with the server (warned), then the host stops on the failed write (an error).
    const quiet = [vi.spyOn(console, 'error').mockImplementation(() => {}), vi.spyOn(console, 'warn').mockImplementation(() => {})];
    const downAt = Date.now();
    try {
      await pg!.kill();
      // A move while the database is down: its write fails, so nobody is told of it; the room closes (its game in
      // memory would be ahead of its log) and both devices lose it.
      const mover = await moverOf(seats);
      expect(await mover.guest.propose(randomMove(adapter, mover, 7))).toEqual({ ok: false, reason: { key: 'table.lost' } });
      await vi.waitFor(() => expect(seats.map((d) => d.guest.status)).toEqual(['closed', 'closed']), { timeout: 10_000 });
      for (const d of seats) expect(d.guest.update!.at).toBe(told.length);
      // Nor can the table be brought back while its log cannot be read.
      await expect(joinTable(sdk, code, 0)).rejects.toThrow();
    } finally {
      for (const spy of quiet) spy.mockRestore();
    }

    const restartAt = Date.now();
    await pg!.restart();
    const upAt = Date.now();
    const back = await rejoin(code, tokens);
    const backAt = Date.now();
    console.info(`PostgreSQL SIGKILLed: down ${restartAt - downAt} ms (a move tried, refused), its restart with crash recovery ${upAt - restartAt} ms, both devices back at the table ${backAt - upAt} ms later; ${told.length} moves told, ${(await store.load(code))!.events.length} in the log, 0 lost`);

    // Every move the devices were told of is in the log, and only those; the table replays to that very position.
    const stored = (await store.load(code))!;
    expect(stored.events).toEqual(told);
    expect(stored.tokens).toEqual([tokens.get(0), tokens.get(1)]);
    expect(localRoom(code)!.session.events).toEqual(told);
    for (const d of back) {
      expect(d.guest.update!.at).toBe(told.length);
      expect(d.guest.log[0].index).toBe(-1); // the whole move log again
    }
    // And it plays on, every move stored.
    await play(adapter, back, 1, 2);
    expect((await store.load(code))!.events).toEqual(localRoom(code)!.session.events);
    expect(localRoom(code)!.session.events.length).toBeGreaterThan(told.length);
  }, 60_000);

  it('killed while a move\'s insert runs inside PostgreSQL: not committed, nobody told, the table back where its log is', async () => {
    const tokens = new Map<Seat, string>();
    const { code, seats, told } = await tableInPlay(tokens, 3);
    // This table's next insert waits inside the server (a trigger), so the kill lands in the middle of its write.
    const admin = await sql(pg!.url);
    await admin.query(`create function slow_insert() returns trigger language plpgsql as $$
      begin if new.code = '${code}' then perform pg_sleep(10); end if; return new; end $$`);
    await admin.query('create trigger slow_insert before insert on events for each row execute function slow_insert()');
    const mover = await moverOf(seats);
    const quiet = [vi.spyOn(console, 'error').mockImplementation(() => {}), vi.spyOn(console, 'warn').mockImplementation(() => {})];
    let killed: Promise<void> | undefined;
    try {
      onAppend = () => {
        killed = (async () => {
          await vi.waitFor(async () => {
            const { rows } = await admin.query("select 1 from pg_stat_activity where wait_event = 'PgSleep' and query like '%insert into events%'");
            expect(rows).toHaveLength(1);
          }, { timeout: 10_000, interval: 5 });
          await pg!.kill();
        })();
      };
      expect(await mover.guest.propose(randomMove(adapter, mover, 11))).toEqual({ ok: false, reason: { key: 'table.lost' } });
      await killed;
      await vi.waitFor(() => expect(seats.map((d) => d.guest.status)).toEqual(['closed', 'closed']), { timeout: 10_000 });
      for (const d of seats) expect(d.guest.update!.at).toBe(told.length);
    } finally {
      onAppend = null;
      for (const spy of quiet) spy.mockRestore();
      await admin.end().catch(() => {});
    }
    await pg!.restart();
    const after = await sql(pg!.url);
    await after.query('drop trigger slow_insert on events; drop function slow_insert()');
    await after.end();
    const stored = (await store.load(code))!;
    console.info(`PostgreSQL SIGKILLed in the middle of a move's insert: refused, ${told.length} moves told, ${stored.events.length} in the log`);
    expect(stored.events).toEqual(told);
    const back = await rejoin(code, tokens);
    for (const d of back) expect(d.guest.update!.at).toBe(told.length);
    await play(adapter, back, 1, 4);
    expect((await store.load(code))!.events).toEqual(localRoom(code)!.session.events);
  }, 60_000);
});
