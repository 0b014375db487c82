// npx tsx scripts/bench-online.ts [--rooms 1000] [--step 100] [--seconds 15] [--pace-ms 3000] [--max-minutes 8] [--processes 1]
// The online tables' load (issue 31), over the loopback only: server processes (server/main.ts built and run as
// `npm start` runs it: ./built-server.ts; bots unused) and, in this process, simulated players: 4-seat Meow Meow
// rooms, each seat its own @colyseus/sdk client, moving at a human pace (a move every `--pace-ms` on average,
// spread at random). Rooms are added `--step` at a time up to
// `--rooms`; after each step, `--seconds` of play are measured: the move round trip (a move sent to its reply,
// p50/p95/p99) and the servers' resident memory; what a room adds is the slope of that memory over the steps (its
// store's own start weighs hundreds of MiB at first, then the GC swings it). It stops at the room count, when the
// p95 passes 100 ms twice in a row, or after `--max-minutes`; bounded in count and time, and nothing leaves the
// machine. Prints one line per step, then one JSON line.
//  - `--processes 1` (the default): one process, its PGlite store in a temporary folder.
//  - `--processes N` (N >= 2): a throwaway redis-server (server/redis-server.ts, Debian's /usr/bin/redis-server;
//    `bash scripts/ensure-deps.sh --browser` installs it) and N processes on it (REDIS_URL: Colyseus's Redis presence
//    and driver, the tables' logs in Redis), each at its own PUBLIC_ADDRESS. One SDK client per process: room i is
//    made through process i % N and its seat s joins through process (i + s) % N, so most joins are matchmade by a
//    process that does not hold the room (it reserves the seat over presence and sends the client to the room's
//    process). Memory is the sum of the processes' (the slope too), each process's as well; Redis's own memory and
//    the rooms each process holds (its listings in Redis) are reported beside it.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ColyseusSDK } from '@colyseus/sdk';
import { Redis } from 'ioredis';
import { WebSocket as NodeWebSocket } from 'ws';
import { TableGuest } from '../src/table/guest';
import { createTable, joinTable, SdkLink } from '../src/table/online/sdk-link';
import { hasRedisServer, REDIS_SERVER, startRedisServer, type RedisServer } from '../server/redis-server';
import { BUILT_SERVER_ARGS, buildServer } from './built-server';
import { freePort } from '../server/loopback';

globalThis.WebSocket ??= NodeWebSocket as unknown as typeof WebSocket;

const flag = (name: string, fallback: number): number => {
  const at = process.argv.indexOf(`--${name}`);
  const n = at > 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} takes a positive number`);
  return n;
};
const MAX_ROOMS = flag('rooms', 1000);
const STEP = flag('step', 100);
const SECONDS = flag('seconds', 15);
const PACE_MS = flag('pace-ms', 3000);
const MAX_MINUTES = flag('max-minutes', 8);
const PROCESSES = flag('processes', 1);
if (!Number.isInteger(PROCESSES)) throw new Error('--processes takes a whole number');
const SEATS = 4;
const TARGET_P95_MS = 100;
const WITH_REDIS = PROCESSES >= 2;

if (WITH_REDIS && !hasRedisServer()) {
  process.stderr.write(`--processes ${PROCESSES} needs Redis: ${REDIS_SERVER} is missing (bash scripts/ensure-deps.sh --browser installs Debian's redis-server)\n`);
  process.exit(2);
}

const rssKiB = (pid: number): number => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
const quantile = (sorted: number[], q: number): number => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN);
const round = (n: number): number => Math.round(n * 10) / 10;
const sum = (xs: number[]): number => xs.reduce((a, x) => a + x, 0);

// ---------- the servers (and Redis) ----------
const servers: { child: ChildProcess; port: number }[] = [];
let redis: RedisServer | undefined;
let redisPid: number | undefined;
let listings: Redis | undefined;
const data = WITH_REDIS ? undefined : mkdtempSync(join(tmpdir(), 'nine-lives-load-'));
let stopping = false;
// This process ending any other way (an error, a signal) must not leave a server behind (redis-server.ts does the same).
process.once('exit', () => {
  for (const { child } of servers) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void shutdown().then(() => process.exit(130)));

async function shutdown(): Promise<void> {
  stopping = true;
  await Promise.all(servers.map(({ child }) => new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    // Colyseus lets its rooms go, then the store closes; a process still there after 30 s is killed.
    const hard = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.once('exit', () => { clearTimeout(hard); resolve(); });
    child.kill('SIGTERM');
  })));
  listings?.disconnect();
  await redis?.stop();
  if (data) rmSync(data, { recursive: true, force: true });
}

function startServer(env: Record<string, string>, port: number): Promise<void> {
  const child = spawn(process.execPath, BUILT_SERVER_ARGS, {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', BOT_PACE_MS: '0', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  servers.push({ child, port });
  child.once('exit', (code, signal) => {
    if (stopping) return;
    process.stderr.write(`server process ${servers.findIndex((s) => s.child === child)} (port ${port}) ended (${signal ?? code}) during the bench\n`);
    void shutdown().then(() => process.exit(1));
  });
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server did not start in 60 s')), 60_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Nine Lives tables on')) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
}

try {
  buildServer();
  if (WITH_REDIS) {
    redis = await startRedisServer();
    listings = new Redis(redis.url);
    redisPid = Number(/process_id:(\d+)/.exec(await listings.info('server'))?.[1]) || undefined;
    const ports = await Promise.all(Array.from({ length: PROCESSES }, () => freePort()));
    await Promise.all(ports.map((port) => startServer({ REDIS_URL: redis!.url, PUBLIC_ADDRESS: `127.0.0.1:${port}` }, port)));
  } else {
    const port = await freePort();
    await startServer({ NINE_LIVES_DATA: data! }, port);
  }
} catch (error) {
  await shutdown();
  throw error;
}
/** One client per process: a device reaches whichever process the load balancer gave it. */
const sdks = servers.map(({ port }) => new ColyseusSDK(`http://127.0.0.1:${port}`));
let measuring = false;
let stopped = false;
const roundTrips: number[] = [];
const guests: TableGuest[] = [];
let refused = 0;

/** A player: when asked, waits a human while, then plays its first legal event (a draw when nothing fits). */
function play(guest: TableGuest): void {
  let pending: ReturnType<typeof setTimeout> | null = null;
  const consider = (): void => {
    const u = guest.update;
    if (stopped || pending || !u?.asked || u.over || u.legal.length === 0) return;
    pending = setTimeout(() => {
      const now = guest.update;
      if (stopped || !now?.asked || now.legal.length === 0) {
        pending = null;
        return;
      }
      const event = now.legal.find((e) => e.type !== 'DRAW') ?? now.legal[0];
      const sent = performance.now();
      void guest.propose(event as never).then((r) => {
        if (measuring) roundTrips.push(performance.now() - sent);
        if (!r.ok) refused++;
        pending = null;
        consider(); // still asked (a refusal, a table that moved): look again
      });
    }, PACE_MS * (0.5 + Math.random()));
  };
  guest.subscribe(consider);
}

/** Room `index`: made through process index % N, seat s joined through process (index + s) % N. */
async function openRoom(index: number): Promise<void> {
  const through = (seat: number) => sdks[(index + seat) % sdks.length];
  const players = Array.from({ length: SEATS }, (_, i) => ({ name: `P${i + 1}`, kind: 'person' as const }));
  const first = await createTable(through(0), { gameId: 'meow-meow', options: { deck: 52, dealer: SEATS - 1 }, players }, 0);
  // Each link made as its join resolves: the host's invite follows at once.
  const links = [new SdkLink(first), ...await Promise.all(Array.from({ length: SEATS - 1 }, (_, i) => joinTable(through(i + 1), first.roomId, i + 1).then((room) => new SdkLink(room))))];
  for (const link of links) {
    const guest = new TableGuest(link, { tokenFor: () => null, lang: 'en', replyTimeoutMs: 30_000 });
    guests.push(guest);
    play(guest);
  }
}

/** The rooms each process holds, from the matchmaker's listings in Redis (by the PUBLIC_ADDRESS each names). */
async function roomsPerProcess(): Promise<number[]> {
  const counts = servers.map(() => 0);
  for (const value of Object.values(await listings!.hgetall('roomcaches'))) {
    const at = servers.findIndex(({ port }) => (JSON.parse(value) as { publicAddress?: string }).publicAddress === `127.0.0.1:${port}`);
    if (at >= 0) counts[at]++;
  }
  return counts;
}

type Step = {
  rooms: number; moves: number; p50: number; p95: number; p99: number; rssMiB: number; rssMiBPerProcess: number[];
  redisMiB?: number; roomsPerProcess?: number[];
};
const started = Date.now();
const steps: Step[] = [];
let over = 0;
let rooms = 0;
/** Why rooms stopped being added before the count or the time ran out (a refusal from the server), or null. */
let stoppedBy: string | null = null;
try {
  while (rooms < MAX_ROOMS && Date.now() - started < MAX_MINUTES * 60_000) {
    const adding = Math.min(STEP, MAX_ROOMS - rooms);
    try {
      for (let i = 0; i < adding; i += 10) await Promise.all(Array.from({ length: Math.min(10, adding - i) }, (_, k) => openRoom(rooms + i + k)));
    } catch (error) {
      // The server refused more tables (its most rooms, say): the figures so far stand, and the refusal says why.
      stoppedBy = (error as Error).message;
      console.log(`more rooms refused after ${rooms}: ${stoppedBy}`);
      break;
    }
    rooms += adding;
    // Settle, then measure a window of play.
    await new Promise((r) => setTimeout(r, PACE_MS));
    roundTrips.length = 0;
    measuring = true;
    await new Promise((r) => setTimeout(r, SECONDS * 1000));
    measuring = false;
    const sorted = roundTrips.slice().sort((a, b) => a - b);
    const perProcess = servers.map(({ child }) => rssKiB(child.pid!));
    const step: Step = {
      rooms, moves: sorted.length, p50: round(quantile(sorted, 0.5)), p95: round(quantile(sorted, 0.95)), p99: round(quantile(sorted, 0.99)),
      rssMiB: round(sum(perProcess) / 1024), rssMiBPerProcess: perProcess.map((k) => round(k / 1024)),
    };
    if (WITH_REDIS) {
      if (redisPid) step.redisMiB = round(rssKiB(redisPid) / 1024);
      step.roomsPerProcess = await roomsPerProcess();
    }
    steps.push(step);
    const memory = WITH_REDIS
      ? `servers ${step.rssMiB} MiB (${step.rssMiBPerProcess.join(' + ')}), rooms per process ${step.roomsPerProcess!.join(' / ')}, redis ${step.redisMiB ?? '?'} MiB`
      : `server ${step.rssMiB} MiB`;
    console.log(`${rooms} rooms (${rooms * SEATS} clients): ${step.moves} moves in ${SECONDS} s, round trip p50 ${step.p50} ms, p95 ${step.p95} ms, p99 ${step.p99} ms; ${memory}`);
    over = step.p95 > TARGET_P95_MS ? over + 1 : 0;
    if (over >= 2) break;
  }
} catch (error) {
  // Stopped by a signal: joins in flight fail as the servers go, and the signal's handler ends this process.
  if (stopping) await new Promise(() => {});
  await shutdown();
  throw error;
}
stopped = true;
const passedAt = steps.find((s) => s.p95 > TARGET_P95_MS)?.rooms ?? null;
// Memory a room adds: the slope of a memory over the steps (one step's figure swings with the GC).
const slopeOf = (mib: (s: Step) => number | undefined): number | null => {
  const points = steps.filter((s) => mib(s) !== undefined);
  if (points.length < 2) return null;
  const mx = sum(points.map((s) => s.rooms)) / points.length;
  const my = sum(points.map((s) => mib(s)! * 1024)) / points.length;
  const num = sum(points.map((s) => (s.rooms - mx) * (mib(s)! * 1024 - my)));
  const den = sum(points.map((s) => (s.rooms - mx) ** 2));
  return den > 0 ? round(num / den) : null;
};
console.log(JSON.stringify({
  online: {
    seats: SEATS, paceMs: PACE_MS, seconds: SECONDS, refused, p95PassesTargetAt: passedAt, kibPerRoomSlope: slopeOf((s) => s.rssMiB),
    ...(WITH_REDIS ? { redisKibPerRoomSlope: slopeOf((s) => s.redisMiB) } : {}),
    processes: PROCESSES, redis: WITH_REDIS, stoppedBy, steps,
  },
}));
for (const g of guests) g.close();
await shutdown();
process.exit(0);
