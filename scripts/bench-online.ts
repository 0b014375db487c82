// npx tsx scripts/bench-online.ts [--rooms 1000] [--step 100] [--seconds 15] [--pace-ms 3000] [--max-minutes 8]
// The online tables' load (issue 31), over the loopback only: one server process (server/main.ts, its PGlite store
// in a temporary folder, bots unused) and, in this process, simulated players: 4-seat Meow Meow rooms, each seat
// its own @colyseus/sdk client, moving at a human pace (a move every `--pace-ms` on average, spread at random). Rooms
// are added `--step` at a time up to `--rooms`; after each step, `--seconds` of play are measured: the move round
// trip (a move sent to its reply, p50/p95/p99) and the server's resident memory; what a room adds is the slope of
// that memory over the steps (its store's own start weighs hundreds of MiB at first, then the GC swings it). It stops
// at the room count, when the p95 passes 100 ms twice in a row, or after `--max-minutes`; bounded in count and
// time, and nothing leaves the machine. Prints one line per step, then one JSON line.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ColyseusSDK } from '@colyseus/sdk';
import { WebSocket as NodeWebSocket } from 'ws';
import { TableGuest } from '../src/table/guest';
import { createTable, joinTable, SdkLink } from '../src/table/online/sdk-link';

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
const SEATS = 4;
const TARGET_P95_MS = 100;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

const rssKiB = (pid: number): number => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
const quantile = (sorted: number[], q: number): number => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN);
const round = (n: number): number => Math.round(n * 10) / 10;

const port = await freePort();
const data = mkdtempSync(join(tmpdir(), 'nine-lives-load-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', NINE_LIVES_DATA: data, BOT_PACE_MS: '0' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise<void>((resolve, reject) => {
  const timer = setTimeout(() => reject(new Error('the server did not start in 60 s')), 60_000);
  server.stdout!.on('data', (chunk: Buffer) => {
    if (chunk.toString().includes('Nine Lives tables on')) {
      clearTimeout(timer);
      resolve();
    }
  });
});
const sdk = new ColyseusSDK(`http://127.0.0.1:${port}`);
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

async function openRoom(): Promise<void> {
  const players = Array.from({ length: SEATS }, (_, i) => ({ name: `P${i + 1}`, kind: 'person' as const }));
  const first = await createTable(sdk, { gameId: 'meow-meow', options: { deck: 52, dealer: SEATS - 1 }, players }, 0);
  // Each link made as its join resolves: the host's invite follows at once.
  const links = [new SdkLink(first), ...await Promise.all(Array.from({ length: SEATS - 1 }, (_, i) => joinTable(sdk, first.roomId, i + 1).then((room) => new SdkLink(room))))];
  for (const link of links) {
    const guest = new TableGuest(link, { tokenFor: () => null, lang: 'en', replyTimeoutMs: 30_000 });
    guests.push(guest);
    play(guest);
  }
}

const started = Date.now();
const steps: { rooms: number; moves: number; p50: number; p95: number; p99: number; rssMiB: number }[] = [];
let over = 0;
let rooms = 0;
while (rooms < MAX_ROOMS && Date.now() - started < MAX_MINUTES * 60_000) {
  const adding = Math.min(STEP, MAX_ROOMS - rooms);
  for (let i = 0; i < adding; i += 10) await Promise.all(Array.from({ length: Math.min(10, adding - i) }, () => openRoom()));
  rooms += adding;
  // Settle, then measure a window of play.
  await new Promise((r) => setTimeout(r, PACE_MS));
  roundTrips.length = 0;
  measuring = true;
  await new Promise((r) => setTimeout(r, SECONDS * 1000));
  measuring = false;
  const sorted = roundTrips.slice().sort((a, b) => a - b);
  const rss = rssKiB(server.pid!);
  const step = {
    rooms, moves: sorted.length, p50: round(quantile(sorted, 0.5)), p95: round(quantile(sorted, 0.95)), p99: round(quantile(sorted, 0.99)),
    rssMiB: round(rss / 1024),
  };
  steps.push(step);
  console.log(`${rooms} rooms (${rooms * SEATS} clients): ${step.moves} moves in ${SECONDS} s, round trip p50 ${step.p50} ms, p95 ${step.p95} ms, p99 ${step.p99} ms; server ${step.rssMiB} MiB`);
  over = step.p95 > TARGET_P95_MS ? over + 1 : 0;
  if (over >= 2) break;
}
stopped = true;
const passedAt = steps.find((s) => s.p95 > TARGET_P95_MS)?.rooms ?? null;
// Memory a room adds: the slope of the server's memory over the steps (one step's figure swings with the GC).
const slope = (() => {
  if (steps.length < 2) return null;
  const mx = steps.reduce((a, s) => a + s.rooms, 0) / steps.length;
  const my = steps.reduce((a, s) => a + s.rssMiB * 1024, 0) / steps.length;
  const num = steps.reduce((a, s) => a + (s.rooms - mx) * (s.rssMiB * 1024 - my), 0);
  const den = steps.reduce((a, s) => a + (s.rooms - mx) ** 2, 0);
  return den > 0 ? round(num / den) : null;
})();
console.log(JSON.stringify({ online: { seats: SEATS, paceMs: PACE_MS, seconds: SECONDS, refused, p95PassesTargetAt: passedAt, kibPerRoomSlope: slope, steps } }));
for (const g of guests) g.close();
server.kill('SIGTERM');
await new Promise((r) => server.once('exit', r));
rmSync(data, { recursive: true, force: true });
process.exit(0);
