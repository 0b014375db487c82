// The tables' logs in a real PostgreSQL (DATABASE_URL), for several server processes on one set of tables: the same
// SQL and TableStore as PGlite's (./store.ts), over a pg Pool. Postgres, not Redis, because a commit is on disk
// (its WAL, fsynced) before the move is accepted: a crash of the database loses no move anybody was told of.
// The client is `pg` (node-postgres), the standard one: pure JavaScript, nothing built at install time.
import { Pool, type PoolClient } from 'pg';
import { openSqlTableStore, type SqlDatabase, type SqlQueries, type TableStore } from './store';

/** The store in the PostgreSQL at `url` (postgres://user:password@host:port/database); rejects if it does not answer. */
export async function openPostgresTableStore(url: string): Promise<TableStore> {
  const pool = new Pool({
    connectionString: url,
    application_name: 'nine-lives',
    // A database that does not answer fails a write (the room closes, its devices rejoin later) rather than hold a
    // table's moves forever; a dead peer is noticed on an idle connection too.
    connectionTimeoutMillis: 5_000,
    keepAlive: true,
  });
  // An idle connection the server ends (a restart, a crash) is an 'error' on the pool, which without a listener
  // would end the process: the pool drops that connection and the next query opens a new one.
  pool.on('error', (error) => console.warn(`tables' store (PostgreSQL): ${error.message}`));
  try {
    return await openSqlTableStore(new PoolDatabase(pool));
  } catch (error) {
    await pool.end().catch(() => {});
    throw new Error(`the tables' store: PostgreSQL did not answer or refused the schema (${(error as Error).message})`, { cause: error });
  }
}

/** A pg Pool as the store's SqlDatabase: each statement on any free connection, a transaction on one of its own. */
class PoolDatabase implements SqlDatabase {
  constructor(private readonly pool: Pool) {}

  async query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }> {
    return { rows: (await this.pool.query(sql, params)).rows as T[] };
  }

  async exec(sql: string): Promise<unknown> {
    // Without parameters pg sends the simple query protocol, which takes several statements.
    return this.pool.query(sql);
  }

  async transaction<T>(fn: (tx: SqlQueries) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    let broken: Error | undefined;
    try {
      await client.query('begin');
      const result = await fn(on(client));
      await client.query('commit');
      return result;
    } catch (error) {
      // A connection that cannot even roll back is not given back to the pool.
      await client.query('rollback').catch((e: Error) => (broken = e));
      throw error;
    } finally {
      client.release(broken);
    }
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}

const on = (client: PoolClient): SqlQueries => ({
  query: async <T>(sql: string, params?: unknown[]) => ({ rows: (await client.query(sql, params)).rows as T[] }),
  exec: (sql: string) => client.query(sql),
});
