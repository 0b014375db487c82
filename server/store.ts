// Each online table's log: options, seed, players (their names), the seats' tokens and every accepted event,
// written before anybody is told of the move, so a server killed and started again brings the table back by
// replaying its log. The SQL is written once, here, over a tiny query interface (SqlDatabase) that two engines meet:
//  - PGlite (one process, the default): Postgres compiled to WebAssembly, shipped inside its npm package (nothing
//    built or downloaded at install time, unlike better-sqlite3's prebuilt binaries), on disk in the process;
//  - a real PostgreSQL through a pg Pool (DATABASE_URL, several processes): ./postgres-store.ts.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Lang } from '../src/base/settings';
import type { GameEvent, PlayerInfo } from '../src/engine/types';
import { paceOf, type Pace } from '../src/table/online/pace';

export interface TableRecord {
  code: string;
  gameId: string;
  options: unknown;
  players: PlayerInfo[];
  /** Never sent to any client. */
  seed: number;
  /** A seat's token (128 random bits), null while nobody has joined it. Never sent to another seat. */
  tokens: (string | null)[];
  /** The seat its creator's device took first: that device may hand an away seat to a bot and back. */
  organiser: number | null;
  /** Live, or over days with a time per move. */
  pace: Pace;
  events: GameEvent[];
  over: boolean;
  /** When the log last changed (a move, an undo), or the table was made: a move's time runs from here (ms). */
  movedAt: number;
}

export type NewTable = Omit<TableRecord, 'events' | 'over' | 'movedAt'>;

/** A device's Web Push subscription (the browser's PushSubscription.toJSON()): where to send, and its keys. */
export interface PushSubscriptionJSON {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** One seat's "tell me when it is my turn": its device's subscription and the language it reads. Never sent to any
 *  client. */
export interface SeatPush {
  seat: number;
  subscription: PushSubscriptionJSON;
  lang: Lang;
}

export interface TableStore {
  /** A new table; refused (throws) when the code is taken. */
  create(table: NewTable): Promise<void>;
  load(code: string): Promise<TableRecord | null>;
  /** The event at `index` of the log (after an undo the place of an event taken back is the new one's). */
  append(code: string, index: number, event: GameEvent, over: boolean): Promise<void>;
  /** An undo: the log cut to its first `length` events. */
  cut(code: string, length: number): Promise<void>;
  setTokens(code: string, tokens: readonly (string | null)[]): Promise<void>;
  /** The tables whose game has not ended (what a restarted server may be asked to bring back). */
  unfinished(): Promise<string[]>;
  /** A seat's push subscription kept (or replaced), or forgotten with null; nothing for a table that does not exist. */
  setPush(code: string, seat: number, push: Omit<SeatPush, 'seat'> | null): Promise<void>;
  /** The seats of `code` that asked to be told, by seat. */
  pushes(code: string): Promise<SeatPush[]>;
  /** The value kept under `name` (the server's VAPID keys): `make`'s, kept if none is yet. Every process, and every
   *  start, gets the first one kept. */
  serverValue<T>(name: string, make: () => T): Promise<T>;
  /** A turn at `name` for `ms` (the store's own clock): true for the one process that takes it, false while another's
   *  runs. What the processes sharing one store take turns at (the deadlines' sweep, the tables past keeping). */
  lease(name: string, ms: number): Promise<boolean>;
  /** The unfinished tables over days whose log last changed before `before` (ms): what the deadlines look at. */
  overdue(before: number): Promise<{ code: string; pace: Pace; movedAt: number }[]>;
  /** Removes the finished tables last changed before `finishedBefore` and every table whose log has not moved since
   *  `movedBefore` (ms), with their logs and subscriptions; how many went. */
  removeStale(finishedBefore: number, movedBefore: number): Promise<number>;
  close(): Promise<void>;
}

// json, not jsonb: the log keeps each event exactly as the door built it.
const SCHEMA = `
create table if not exists tables (
  code text primary key,
  game_id text not null,
  options json not null,
  players json not null,
  seed double precision not null,
  tokens json not null,
  over boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create table if not exists events (
  code text not null references tables(code) on delete cascade,
  idx integer not null,
  event json not null,
  primary key (code, idx)
);
alter table tables add column if not exists organiser integer;
alter table tables add column if not exists pace json;
alter table tables add column if not exists moved_at timestamptz not null default now();
create table if not exists pushes (
  code text not null references tables(code) on delete cascade,
  seat integer not null,
  subscription json not null,
  lang text not null,
  primary key (code, seat)
);
create table if not exists server_values (
  name text primary key,
  value json not null
);
create table if not exists leases (
  name text primary key,
  until timestamptz not null
);`;

interface TableRow {
  code: string;
  game_id: string;
  options: unknown;
  players: PlayerInfo[];
  seed: number;
  tokens: (string | null)[];
  organiser: number | null;
  pace: unknown;
  over: boolean;
  moved_at: Date | string;
}

/** Statements on one database (or inside one of its transactions). */
export interface SqlQueries {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  /** Several statements, no parameters. */
  exec(sql: string): Promise<unknown>;
}

/** What the store asks of its database: PGlite is one as it is; a pg Pool becomes one in ./postgres-store.ts. */
export interface SqlDatabase extends SqlQueries {
  /** `fn`'s statements in one transaction: committed if it resolves, rolled back if it throws. */
  transaction<T>(fn: (tx: SqlQueries) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

// Any fixed number, the same in every process ("9 lifes" in hex): the schema's lock among the database's advisory locks.
const SCHEMA_LOCK = 0x9_11fe5;

/** The store on `db`, its tables made if missing. Several processes starting at once on one Postgres take turns
 *  (`create table if not exists` run concurrently can still fail on the catalog's unique index). */
export async function openSqlTableStore(db: SqlDatabase): Promise<TableStore> {
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SCHEMA_LOCK]);
    await tx.exec(SCHEMA);
  });
  return new PgTableStore(db);
}

/** The PGlite store in `dataDir` (created if missing); in memory without one (tests that need no restart). */
export async function openTableStore(dataDir?: string): Promise<TableStore> {
  // PGlite makes only the last folder of the path: a fresh clone has no .data/ yet.
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir);
  try {
    return await openSqlTableStore(db);
  } catch (error) {
    await db.close();
    throw error;
  }
}

/** The tables in SQL: the same statements on PGlite and on PostgreSQL. */
class PgTableStore implements TableStore {
  constructor(private readonly db: SqlDatabase) {}

  async create(t: NewTable): Promise<void> {
    await this.db.query(
      'insert into tables (code, game_id, options, players, seed, tokens, organiser, pace) values ($1, $2, $3::json, $4::json, $5, $6::json, $7, $8::json)',
      [t.code, t.gameId, JSON.stringify(t.options), JSON.stringify(t.players), t.seed, JSON.stringify(t.tokens), t.organiser, JSON.stringify(t.pace)],
    );
  }

  async load(code: string): Promise<TableRecord | null> {
    const table = (await this.db.query<TableRow>('select code, game_id, options, players, seed, tokens, organiser, pace, over, moved_at from tables where code = $1', [code])).rows[0];
    if (!table) return null;
    const rows = (await this.db.query<{ idx: number; event: GameEvent }>('select idx, event from events where code = $1 order by idx', [code])).rows;
    // A hole in the log would replay another game: refuse it rather than guess.
    rows.forEach((r, i) => {
      if (r.idx !== i) throw new Error(`table ${code}: event ${i} is missing from its log`);
    });
    return {
      code: table.code, gameId: table.game_id, options: table.options, players: table.players, seed: Number(table.seed),
      tokens: table.tokens, organiser: table.organiser ?? null, pace: paceOf(table.pace), events: rows.map((r) => r.event),
      over: table.over, movedAt: new Date(table.moved_at).getTime(),
    };
  }

  async append(code: string, index: number, event: GameEvent, over: boolean): Promise<void> {
    // One statement per move (a trip into the WebAssembly engine, or to the server): the event, and the table's time.
    const written = await this.db.query(
      `with moved as (update tables set moved_at = now(), over = over or $4::boolean,
         updated_at = case when $4::boolean then now() else updated_at end where code = $1 returning code)
       insert into events (code, idx, event) select code, $2, $3::json from moved
       on conflict (code, idx) do update set event = excluded.event returning idx`,
      [code, index, JSON.stringify(event), over],
    );
    if (written.rows.length !== 1) throw new Error(`no table ${code}`);
  }

  async cut(code: string, length: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query('delete from events where code = $1 and idx >= $2', [code, length]);
      await tx.query('update tables set over = false, updated_at = now(), moved_at = now() where code = $1', [code]);
    });
  }

  async setTokens(code: string, tokens: readonly (string | null)[]): Promise<void> {
    await this.db.query('update tables set tokens = $2::json, updated_at = now() where code = $1', [code, JSON.stringify(tokens)]);
  }

  async unfinished(): Promise<string[]> {
    return (await this.db.query<{ code: string }>('select code from tables where not over order by updated_at')).rows.map((r) => r.code);
  }

  async setPush(code: string, seat: number, push: Omit<SeatPush, 'seat'> | null): Promise<void> {
    if (!push) {
      await this.db.query('delete from pushes where code = $1 and seat = $2', [code, seat]);
      return;
    }
    await this.db.query(
      `insert into pushes (code, seat, subscription, lang) select code, $2, $3::json, $4 from tables where code = $1
       on conflict (code, seat) do update set subscription = excluded.subscription, lang = excluded.lang`,
      [code, seat, JSON.stringify(push.subscription), push.lang],
    );
  }

  async pushes(code: string): Promise<SeatPush[]> {
    const rows = (await this.db.query<{ seat: number; subscription: PushSubscriptionJSON; lang: Lang }>(
      'select seat, subscription, lang from pushes where code = $1 order by seat', [code])).rows;
    return rows.map((r) => ({ seat: r.seat, subscription: r.subscription, lang: r.lang }));
  }

  async serverValue<T>(name: string, make: () => T): Promise<T> {
    await this.db.query('insert into server_values (name, value) values ($1, $2::json) on conflict (name) do nothing', [name, JSON.stringify(make())]);
    return (await this.db.query<{ value: T }>('select value from server_values where name = $1', [name])).rows[0].value;
  }

  async lease(name: string, ms: number): Promise<boolean> {
    const taken = await this.db.query(
      `insert into leases (name, until) values ($1, now() + $2 * interval '1 millisecond')
       on conflict (name) do update set until = excluded.until where leases.until <= now() returning name`,
      [name, ms]);
    return taken.rows.length === 1;
  }

  async overdue(before: number): Promise<{ code: string; pace: Pace; movedAt: number }[]> {
    const rows = (await this.db.query<{ code: string; pace: unknown; moved_at: Date | string }>(
      "select code, pace, moved_at from tables where not over and pace->>'kind' = 'days' and moved_at < to_timestamp($1 / 1000.0) order by moved_at",
      [before])).rows;
    return rows.map((r) => ({ code: r.code, pace: paceOf(r.pace), movedAt: new Date(r.moved_at).getTime() }));
  }

  async removeStale(finishedBefore: number, movedBefore: number): Promise<number> {
    const rows = (await this.db.query<{ code: string }>(
      'delete from tables where (over and updated_at < to_timestamp($1 / 1000.0)) or moved_at < to_timestamp($2 / 1000.0) returning code',
      [finishedBefore, movedBefore])).rows;
    return rows.length;
  }

  async close(): Promise<void> {
    await this.db.close();
  }
}
