// `npm run server` (this module built into dist-server/main.js by scripts/build-server.mjs, run by node): the
// online tables' rooms alone, on 127.0.0.1 unless HOST says otherwise.
//   PORT            the port (2567)
//   HOST            the address to listen on (127.0.0.1; behind a reverse proxy with TLS it stays loopback)
//   NINE_LIVES_DATA the tables' store, a folder (.data/tables)
//   BOT_PACE_MS     the least time a bot's move takes (700), RECONNECT_SECONDS a dropped seat's grace (20)
//   APP_DIST        the built app to serve on the same origin (`npm start` sets dist); unset, the rooms alone
//   REDIS_URL       several processes, one set of rooms: Colyseus's Redis presence and driver, and (without
//                   DATABASE_URL) the tables' logs in Redis (./redis-store.ts) instead of NINE_LIVES_DATA, which it
//                   refuses on a Redis whose appendonly is off unless REDIS_LOGS_WITHOUT_AOF=1; unset, one process
//   DATABASE_URL    the tables' logs in PostgreSQL (postgres://…, ./postgres-store.ts) instead of PGlite or Redis:
//                   what several processes should share (with REDIS_URL for the rooms), a commit is on disk
//   PUBLIC_ADDRESS  with REDIS_URL, how clients reach this very process (host[:port][/path], no scheme): a seat
//                   reserved through another process sends its client here by it
//   APP_ORIGIN      the app's origin(s) when it is hosted elsewhere (comma-separated, e.g. https://cats.example.org):
//                   only their pages may use these rooms; unset, any page may (a table's code is its key)
//   TRUST_PROXY     1 behind a reverse proxy that sets X-Forwarded-For: its last hop is each asker's address (what
//                   the rooms' admission counts per address, ./admission.ts); unset, the connection's own address
//   PUSH_SUBJECT    who runs this server, for the push services ("your move" on the phones, ./push.ts): a mailto: or
//                   https: address (mailto:nine-lives@localhost unless set); the VAPID keys are made and kept in the store
//   PUSH_TO_LOOPBACK 1 in the end-to-end specs only: pushes may go to a receiver on 127.0.0.1 over plain HTTP
//   KEEP_FINISHED_DAYS, KEEP_ABANDONED_DAYS  how long a finished table, and one nobody has moved at, is kept (30, 30)
import { RedisPresence } from '@colyseus/redis-presence';
import { openTableStore } from './store';
import { openPostgresTableStore } from './postgres-store';
import { OneRoomPerTableRedisDriver, openRedisTableStore } from './redis-store';
import { startTableServer } from './app';
import { BotPool } from './bot-pool';
import { deferredStore } from './deferred-store';
import { vapidKeys, webPushSender } from './push';
import { DAY_MS, sweepEvery } from './deadlines';

const number = (name: string, fallback: number): number => {
  const raw = process.env[name];
  const n = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, not "${raw}"`);
  return n;
};

const redisUrl = process.env.REDIS_URL || '';
const databaseUrl = process.env.DATABASE_URL || '';
const publicAddress = process.env.PUBLIC_ADDRESS || undefined;
// The store opens beside the listening (PGlite takes seconds to start: ./deferred-store.ts); one that cannot open
// ends the process, as it did before the server listened.
const opening = databaseUrl ? openPostgresTableStore(databaseUrl)
  : redisUrl ? openRedisTableStore(redisUrl, { withoutAppendOnly: process.env.REDIS_LOGS_WITHOUT_AOF === '1' })
  : openTableStore(process.env.NINE_LIVES_DATA || '.data/tables');
opening.catch((error: unknown) => {
  // Its words say why and what to do (a Redis without appendonly, a database that refuses); a stack adds nothing.
  console.error(`The tables' store did not open: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
const store = deferredStore(opening);
if (databaseUrl) console.log(`Tables' logs in PostgreSQL at ${withoutPassword(databaseUrl)}`);
if (redisUrl) {
  console.log(`Tables in Redis at ${withoutPassword(redisUrl)} (Colyseus's Redis presence and driver${databaseUrl ? '' : ', the logs too'}), this process at ${publicAddress ?? 'the address each client used'}`);
  // Without it a client is sent to the room's process at the address it used for matchmaking: fine for one process,
  // or behind a proxy that routes /<processId>/<roomId> to its process, not for several processes behind one address.
  if (!publicAddress) console.warn('PUBLIC_ADDRESS is not set: a room held by another process is reached only through a proxy that routes by process id');
} else if (!databaseUrl) {
  console.log(`Tables in PGlite at ${process.env.NINE_LIVES_DATA || '.data/tables'} (one process)`);
}
// Bots think in worker threads, so a hard bot's search holds up no other table.
const bots = new BotPool();
const pushSubject = process.env.PUSH_SUBJECT || 'mailto:nine-lives@localhost';
if (!/^(mailto:|https:)/.test(pushSubject)) throw new Error(`PUSH_SUBJECT must be a mailto: or https: address, not "${pushSubject}"`);
const { server, port } = await startTableServer({
  store,
  port: number('PORT', 2567),
  host: process.env.HOST || '127.0.0.1',
  paceMs: number('BOT_PACE_MS', 700),
  reconnectSeconds: number('RECONNECT_SECONDS', 20),
  chooseBot: (request) => bots.choose(request),
  // The key pair is read (or made) on the first push or the first device asking for it, once the store is open.
  push: webPushSender({ keys: () => vapidKeys(store), subject: pushSubject, allowLoopbackHttp: process.env.PUSH_TO_LOOPBACK === '1' }),
  app: process.env.APP_DIST ? { dist: process.env.APP_DIST } : undefined,
  appOrigins: (process.env.APP_ORIGIN ?? '').split(',').map((o) => o.trim()).filter(Boolean),
  trustProxy: process.env.TRUST_PROXY === '1',
  ...(redisUrl ? { presence: new RedisPresence(redisUrl), driver: new OneRoomPerTableRedisDriver(redisUrl), publicAddress } : {}),
  // Colyseus's SIGINT/SIGTERM handling lets the rooms go, then this closes the store, then the process ends.
  signals: true,
});
// Over days: the stand-ins due and the tables past keeping, looked at every minute.
const stopSweeping = sweepEvery(60_000, {
  store, keepFinishedMs: number('KEEP_FINISHED_DAYS', 30) * DAY_MS, keepAbandonedMs: number('KEEP_ABANDONED_DAYS', 30) * DAY_MS,
});
server.onShutdown(() => {
  stopSweeping();
  return Promise.all([store.close(), bots.close()]);
});
console.log(process.env.APP_DIST ? `Nine Lives is at http://localhost:${port} (tables on the same origin)` : `Nine Lives tables on ws://${process.env.HOST || '127.0.0.1'}:${port}`);

/** A Redis or PostgreSQL URL fit for a log line (no user, no password, no query). */
function withoutPassword(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}${u.pathname === '/' ? '' : u.pathname}`;
  } catch {
    return 'its URL';
  }
}
