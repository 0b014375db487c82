// The tables' logs in Redis, for several server processes (and machines) serving one set of rooms: any process can
// bring back a table whose process died. The same TableStore as ./store.ts (PGlite), with the same semantics.
// The client is ioredis, the one @colyseus/redis-presence and @colyseus/redis-driver run on (one copy in the tree).
//
// Keys:
//   nine-lives:table:<code>   hash: gameId, options, players, seed, tokens, organiser, over ('0' | '1'), createdAt, updatedAt
//   nine-lives:events:<code>  hash: event index → the event's JSON, kept as written (an upsert at an index, as in SQL)
//   nine-lives:unfinished     sorted set: the codes of the tables not over, by their last update (µs, Redis's clock)
//
// Each write is one Lua script, atomic, and its promise resolves once Redis has applied it: another process reads it
// from then on. Whether it also survives a crash of Redis itself is Redis's own persistence: the store refuses to
// open on a Redis whose append-only file is off (Debian's default) unless told (REDIS_LOGS_WITHOUT_AOF=1).
import { RedisDriver } from '@colyseus/redis-driver';
import { Redis } from 'ioredis';
import type { GameEvent, PlayerInfo } from '../src/engine/types';
import { paceOf, type Pace } from '../src/table/online/pace';
import type { NewTable, SeatPush, TableRecord, TableStore } from './store';

const PREFIX = 'nine-lives';
const tableKey = (code: string) => `${PREFIX}:table:${code}`;
const eventsKey = (code: string) => `${PREFIX}:events:${code}`;
const pushesKey = (code: string) => `${PREFIX}:pushes:${code}`;
const serverKey = (name: string) => `${PREFIX}:server:${name}`;
const leaseKey = (name: string) => `${PREFIX}:lease:${name}`;
const UNFINISHED = `${PREFIX}:unfinished`;

// Redis's own clock in µs (the same for every process, unlike theirs), as a string: a Lua number would be rounded.
// now: microseconds (the unfinished tables' order); nowMs: milliseconds (when the log last changed).
const NOW = `local t = redis.call('time') local now = t[1] .. string.format('%06d', t[2])
  local nowMs = string.format('%d', tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000))`;

/** The scripts, by name: KEYS then ARGV. */
const SCRIPTS = {
  // KEYS: table, unfinished. ARGV: code, then the table's fields and values. 0 when the code is taken.
  createTable: {
    numberOfKeys: 2,
    lua: `${NOW}
      if redis.call('exists', KEYS[1]) == 1 then return 0 end
      redis.call('hset', KEYS[1], 'over', '0', 'createdAt', now, 'updatedAt', now, 'movedAt', nowMs, unpack(ARGV, 2))
      redis.call('zadd', KEYS[2], now, ARGV[1])
      return 1`,
  },
  // KEYS: table, events, unfinished. ARGV: code, index, event, over ('1' ends the game).
  appendEvent: {
    numberOfKeys: 3,
    lua: `${NOW}
      if redis.call('exists', KEYS[1]) == 0 then return redis.error_reply('no table ' .. ARGV[1]) end
      redis.call('hset', KEYS[2], ARGV[2], ARGV[3])
      redis.call('hset', KEYS[1], 'movedAt', nowMs)
      if ARGV[4] == '1' then
        redis.call('hset', KEYS[1], 'over', '1', 'updatedAt', now)
        redis.call('zrem', KEYS[3], ARGV[1])
      end
      return 1`,
  },
  // KEYS: table, events, unfinished. ARGV: code, length. An undo: the game is not over any more.
  cutLog: {
    numberOfKeys: 3,
    lua: `${NOW}
      if redis.call('exists', KEYS[1]) == 0 then return 0 end
      local length = tonumber(ARGV[2])
      for _, index in ipairs(redis.call('hkeys', KEYS[2])) do
        if tonumber(index) >= length then redis.call('hdel', KEYS[2], index) end
      end
      redis.call('hset', KEYS[1], 'over', '0', 'updatedAt', now, 'movedAt', nowMs)
      redis.call('zadd', KEYS[3], now, ARGV[1])
      return 1`,
  },
  setPush: {
    numberOfKeys: 2,
    lua: `
      if redis.call('exists', KEYS[1]) == 0 then return 0 end
      if ARGV[2] == '' then redis.call('hdel', KEYS[2], ARGV[1]) else redis.call('hset', KEYS[2], ARGV[1], ARGV[2]) end
      return 1`,
  },
  // KEYS: table, unfinished. ARGV: code, tokens (JSON).
  setTokens: {
    numberOfKeys: 2,
    lua: `${NOW}
      if redis.call('exists', KEYS[1]) == 0 then return 0 end
      redis.call('hset', KEYS[1], 'tokens', ARGV[2], 'updatedAt', now)
      if redis.call('hget', KEYS[1], 'over') == '0' then redis.call('zadd', KEYS[2], now, ARGV[1]) end
      return 1`,
  },
} as const;

type Script = (...keysThenArgs: (string | number)[]) => Promise<number>;
type WithScripts = Redis & Record<keyof typeof SCRIPTS, Script>;

export interface RedisStoreOptions {
  /** Keep the logs in a Redis without its append-only file (`REDIS_LOGS_WITHOUT_AOF=1`): a crash of Redis then loses
   *  every move since its last snapshot, if it takes any. */
  withoutAppendOnly?: boolean;
}

/** The store in the Redis at `url` (redis:// or rediss://); rejects if Redis does not answer, or keeps no
 *  append-only file (unless `withoutAppendOnly`). */
export async function openRedisTableStore(url: string, { withoutAppendOnly = false }: RedisStoreOptions = {}): Promise<TableStore> {
  // Connected here, so a server started without its Redis stops at once (ioredis would queue and retry for 10 s).
  const redis = new Redis(url, { lazyConnect: true }) as WithScripts;
  for (const [name, script] of Object.entries(SCRIPTS)) redis.defineCommand(name, script);
  // Without a listener ioredis prints every failed reconnection as an unhandled error; a failed write still rejects.
  redis.on('error', (error: Error) => console.warn(`tables' store (Redis): ${error.message}`));
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(`the tables' store: Redis did not answer (${(error as Error).message})`, { cause: error });
  }
  if (!withoutAppendOnly) {
    const aof = await appendOnly(redis).catch((error: Error) => `it did not say whether it keeps an append-only file (${error.message})`);
    if (aof !== true) {
      redis.disconnect();
      throw new Error(withoutPersistence(aof === false ? 'its appendonly is off' : aof));
    }
  }
  return new RedisTableStore(redis);
}

/** Whether Redis keeps its append-only file: CONFIG GET, or INFO where CONFIG is not allowed (hosted Redis). */
async function appendOnly(redis: Redis): Promise<boolean> {
  try {
    const [, value] = (await redis.config('GET', 'appendonly')) as string[];
    return value === 'yes';
  } catch (error) {
    const enabled = /^aof_enabled:(\d)/m.exec(await redis.info('persistence'))?.[1];
    if (enabled === undefined) throw error;
    return enabled === '1';
  }
}

function withoutPersistence(why: string): string {
  return [
    `The tables' logs are not kept in the Redis at REDIS_URL: ${why}, and a crash of Redis would lose moves the players were told of.`,
    'Do one of these:',
    '  - turn its append-only file on: redis-cli CONFIG SET appendonly yes, and `appendonly yes` in redis.conf',
    '    (appendfsync everysec, the default: a crash of Redis loses no move, one of the machine up to a second\'s; always: none);',
    '  - keep the logs in PostgreSQL: DATABASE_URL=postgres://… (Redis then serves only Colyseus\'s presence and driver);',
    '  - or accept the risk: REDIS_LOGS_WITHOUT_AOF=1.',
  ].join('\n');
}

class RedisTableStore implements TableStore {
  constructor(private readonly redis: WithScripts) {}

  async create(t: NewTable): Promise<void> {
    const created = await this.redis.createTable(tableKey(t.code), UNFINISHED, t.code,
      'gameId', t.gameId, 'options', json(t.options), 'players', json(t.players), 'seed', String(t.seed), 'tokens', json(t.tokens),
      'organiser', t.organiser === null ? '' : String(t.organiser), 'pace', json(t.pace));
    if (created !== 1) throw new Error(`table ${t.code} exists already`);
  }

  async load(code: string): Promise<TableRecord | null> {
    // One MULTI: the table and its log as of the same moment.
    const replies = await this.redis.multi().hgetall(tableKey(code)).hgetall(eventsKey(code)).exec();
    if (!replies) throw new Error(`table ${code}: the read was aborted`);
    for (const [error] of replies) if (error) throw error;
    const table = replies[0][1] as Record<string, string>;
    const byIndex = replies[1][1] as Record<string, string>;
    if (!table.gameId) return null;
    const indexes = Object.keys(byIndex).map(Number).sort((a, b) => a - b);
    // A hole in the log would replay another game: refuse it rather than guess.
    indexes.forEach((index, i) => {
      if (index !== i) throw new Error(`table ${code}: event ${i} is missing from its log`);
    });
    return {
      code, gameId: table.gameId, options: JSON.parse(table.options), players: JSON.parse(table.players) as PlayerInfo[],
      seed: Number(table.seed), tokens: JSON.parse(table.tokens) as (string | null)[],
      organiser: table.organiser ? Number(table.organiser) : null, pace: paceOf(table.pace ? JSON.parse(table.pace) : null),
      events: indexes.map((i) => JSON.parse(byIndex[String(i)]) as GameEvent), over: table.over === '1', movedAt: Number(table.movedAt),
    };
  }

  async append(code: string, index: number, event: GameEvent, over: boolean): Promise<void> {
    await this.redis.appendEvent(tableKey(code), eventsKey(code), UNFINISHED, code, index, json(event), over ? '1' : '0');
  }

  async cut(code: string, length: number): Promise<void> {
    await this.redis.cutLog(tableKey(code), eventsKey(code), UNFINISHED, code, length);
  }

  async setTokens(code: string, tokens: readonly (string | null)[]): Promise<void> {
    await this.redis.setTokens(tableKey(code), UNFINISHED, code, json(tokens));
  }

  async unfinished(): Promise<string[]> {
    return this.redis.zrange(UNFINISHED, 0, -1);
  }

  async setPush(code: string, seat: number, push: Omit<SeatPush, 'seat'> | null): Promise<void> {
    await this.redis.setPush(tableKey(code), pushesKey(code), String(seat), push ? json({ subscription: push.subscription, lang: push.lang }) : '');
  }

  async pushes(code: string): Promise<SeatPush[]> {
    const bySeat = await this.redis.hgetall(pushesKey(code));
    return Object.entries(bySeat).map(([seat, value]) => ({ seat: Number(seat), ...(JSON.parse(value) as Omit<SeatPush, 'seat'>) }))
      .sort((a, b) => a.seat - b.seat);
  }

  async serverValue<T>(name: string, make: () => T): Promise<T> {
    await this.redis.set(serverKey(name), json(make()), 'NX');
    return JSON.parse((await this.redis.get(serverKey(name)))!) as T;
  }

  async lease(name: string, ms: number): Promise<boolean> {
    return (await this.redis.set(leaseKey(name), '1', 'PX', ms, 'NX')) === 'OK';
  }

  async overdue(before: number): Promise<{ code: string; pace: Pace; movedAt: number }[]> {
    const codes = await this.redis.zrange(UNFINISHED, 0, -1);
    const pipeline = this.redis.pipeline();
    for (const code of codes) pipeline.hmget(tableKey(code), 'pace', 'movedAt');
    const replies = (await pipeline.exec()) ?? [];
    const out: { code: string; pace: Pace; movedAt: number }[] = [];
    replies.forEach(([error, fields], i) => {
      if (error) return;
      const [pace, movedAt] = fields as (string | null)[];
      const parsed = paceOf(pace ? JSON.parse(pace) : null);
      if (parsed.kind === 'days' && Number(movedAt) < before) out.push({ code: codes[i], pace: parsed, movedAt: Number(movedAt) });
    });
    return out.sort((a, b) => a.movedAt - b.movedAt);
  }

  async removeStale(finishedBefore: number, movedBefore: number): Promise<number> {
    // A sweep a day at most: every table's key, a page at a time.
    let removed = 0;
    let cursor = '0';
    do {
      const [next, keys] = await this.redis.scan(cursor, 'MATCH', tableKey('*'), 'COUNT', 500);
      cursor = next;
      for (const key of keys) {
        const [over, updatedAt, movedAt] = await this.redis.hmget(key, 'over', 'updatedAt', 'movedAt');
        const code = key.slice(tableKey('').length);
        // updatedAt is in microseconds (./redis-store.ts NOW), movedAt in milliseconds.
        const finished = over === '1' && Number(updatedAt) / 1000 < finishedBefore;
        // A table from before movedAt was kept: its last update stands in.
        const moved = movedAt ? Number(movedAt) : Number(updatedAt) / 1000;
        if (!finished && !(moved < movedBefore)) continue;
        await this.redis.multi().del(key, eventsKey(code), pushesKey(code)).zrem(UNFINISHED, code).exec();
        removed++;
      }
    } while (cursor !== '0');
    return removed;
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}

/** JSON that is never `undefined` (a missing value is stored as null, as the SQL store's json column has it). */
function json(value: unknown): string {
  return JSON.stringify(value) ?? 'null';
}

// The room cache's hash in @colyseus/redis-driver (its ROOMCACHES_KEY, not exported).
const ROOM_CACHES = 'roomcaches';
/** How long the loser of a duplicate room waits for the owner's room to listen (core's remote-call timeout). */
const OWNER_WAIT_MS = 2_000;

/**
 * Colyseus's RedisDriver with `insert`: a room's id recorded only if no process holds it yet (HSETNX). A table's code
 * is its room's id; when two devices bring the same table back through two processes at once, the matchmaker keeps
 * the first room and seats both there (core's `recordRoom`). Without it (RedisDriver 0.18.3 has no `insert`) the
 * second listing overwrites the first, and two rooms in two processes would write one log.
 */
export class OneRoomPerTableRedisDriver extends RedisDriver {
  private readonly listings: Redis;

  constructor(url: string) {
    const redis = new Redis(url);
    super(redis);
    this.listings = redis;
  }

  async insert(room: Parameters<RedisDriver['persist']>[0]): Promise<boolean> {
    if ((await this.listings.hsetnx(ROOM_CACHES, room.roomId, JSON.stringify(room))) === 1) return true;
    await this.ownerListening(room.roomId);
    return false;
  }

  /** Core lists a room before its process subscribes to the room's channel (`$<roomId>`), and the loser of an
   *  insert at once asks the owner for a seat on that channel: asked in that gap, the request is lost, times out
   *  (2 s) and comes back as "<code> is already full." So the loser waits until the owner listens, a few ms as a
   *  rule, at most OWNER_WAIT_MS (an owner that never listens is a dead process, found by core's health check). */
  private async ownerListening(roomId: string): Promise<void> {
    const deadline = Date.now() + OWNER_WAIT_MS;
    while (Date.now() < deadline) {
      const [, listeners] = (await this.listings.pubsub('NUMSUB', `$${roomId}`)) as [string, number];
      if (Number(listeners) > 0) return;
      await new Promise((wait) => setTimeout(wait, 10));
    }
  }
}
