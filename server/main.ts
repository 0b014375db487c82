// `npm run server` (tsx server/main.ts): the online tables' rooms alone, on 127.0.0.1 unless HOST says otherwise.
//   PORT            the port (2567)
//   HOST            the address to listen on (127.0.0.1; behind a reverse proxy with TLS it stays loopback)
//   NINE_LIVES_DATA the tables' store, a folder (.data/tables)
//   BOT_PACE_MS     the least time a bot's move takes (700), RECONNECT_SECONDS a dropped seat's grace (20)
//   APP_DIST        the built app to serve on the same origin (`npm start` sets dist); unset, the rooms alone
//   REDIS_URL       several processes, one set of rooms: Colyseus's Redis presence and driver, and the tables' logs
//                   in Redis (./redis-store.ts) instead of NINE_LIVES_DATA; unset, one process and PGlite
//   PUBLIC_ADDRESS  with REDIS_URL, how clients reach this very process (host[:port][/path], no scheme): a seat
//                   reserved through another process sends its client here by it
//   APP_ORIGIN      the app's origin(s) when it is hosted elsewhere (comma-separated, e.g. https://cats.example.org):
//                   only their pages may use these rooms; unset, any page may (a table's code is its key)
import { RedisPresence } from '@colyseus/redis-presence';
import { openTableStore } from './store';
import { OneRoomPerTableRedisDriver, openRedisTableStore } from './redis-store';
import { startTableServer } from './app';
import { BotPool } from './bot-pool';

const number = (name: string, fallback: number): number => {
  const raw = process.env[name];
  const n = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, not "${raw}"`);
  return n;
};

const redisUrl = process.env.REDIS_URL || '';
const publicAddress = process.env.PUBLIC_ADDRESS || undefined;
const store = redisUrl ? await openRedisTableStore(redisUrl) : await openTableStore(process.env.NINE_LIVES_DATA || '.data/tables');
if (redisUrl) {
  console.log(`Tables in Redis at ${withoutPassword(redisUrl)} (Colyseus's Redis presence and driver, the logs too), this process at ${publicAddress ?? 'the address each client used'}`);
  // Without it a client is sent to the room's process at the address it used for matchmaking: fine for one process,
  // or behind a proxy that routes /<processId>/<roomId> to its process, not for several processes behind one address.
  if (!publicAddress) console.warn('PUBLIC_ADDRESS is not set: a room held by another process is reached only through a proxy that routes by process id');
} else {
  console.log(`Tables in PGlite at ${process.env.NINE_LIVES_DATA || '.data/tables'} (one process)`);
}
// Bots think in worker threads, so a hard bot's search holds up no other table.
const bots = new BotPool();
const { server, port } = await startTableServer({
  store,
  port: number('PORT', 2567),
  host: process.env.HOST || '127.0.0.1',
  paceMs: number('BOT_PACE_MS', 700),
  reconnectSeconds: number('RECONNECT_SECONDS', 20),
  chooseBot: (request) => bots.choose(request),
  app: process.env.APP_DIST ? { dist: process.env.APP_DIST } : undefined,
  appOrigins: (process.env.APP_ORIGIN ?? '').split(',').map((o) => o.trim()).filter(Boolean),
  ...(redisUrl ? { presence: new RedisPresence(redisUrl), driver: new OneRoomPerTableRedisDriver(redisUrl), publicAddress } : {}),
  // Colyseus's SIGINT/SIGTERM handling lets the rooms go, then this closes the store, then the process ends.
  signals: true,
});
server.onShutdown(() => Promise.all([store.close(), bots.close()]));
console.log(process.env.APP_DIST ? `Nine Lives is at http://localhost:${port} (tables on the same origin)` : `Nine Lives tables on ws://${process.env.HOST || '127.0.0.1'}:${port}`);

/** A Redis URL fit for a log line. */
function withoutPassword(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}${u.pathname === '/' ? '' : u.pathname}`;
  } catch {
    return 'REDIS_URL';
  }
}
