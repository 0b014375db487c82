// npx tsx scripts/bench-restart.ts [--tables 3] [--starts 5]: how soon the online server is back, over the loopback
// only, the server built and run as `npm start` runs it (./built-server.ts), its PGlite store in a temporary folder.
//  - start to listening: ms from a server process's spawn to its listening line, over `--starts` starts on the same
//    store (each ended by SIGKILL); and start to store: to its first answer that needed the store (a table's lobby:
//    the store opens beside the listening, server/deferred-store.ts)
//  - kill to all seated: `--tables` 4-seat Meow Meow tables, each seat its own @colyseus/sdk client (a device), a
//    few moves played at each; the server SIGKILLed and started again at once on the same port and store; ms from
//    the SIGKILL to every device back in its seat (the table's welcome, its token accepted), each device taking its
//    seat back as the app does (src/table/online/online-table.ts: once its link is closed, the SDK's own reconnection
//    refused, tries after 0.5, 1, 2, 2… s). Then one move at each table, which must be accepted (the table came back
//    from its log).
// Prints one line each, then one JSON line ({"restart":{…}}). `npm run bench -- --online` runs it first.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ColyseusSDK } from '@colyseus/sdk';
import { WebSocket as NodeWebSocket } from 'ws';
import { TableGuest } from '../src/table/guest';
import { createTable, joinTable, SdkLink } from '../src/table/online/sdk-link';
import { BUILT_SERVER_ARGS, buildServer } from './built-server';
import { freePort } from '../server/loopback';

globalThis.WebSocket ??= NodeWebSocket as unknown as typeof WebSocket;

const flag = (name: string, fallback: number): number => {
  const at = process.argv.indexOf(`--${name}`);
  const n = at > 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isInteger(n) || n <= 0) throw new Error(`--${name} takes a positive whole number`);
  return n;
};
const TABLES = flag('tables', 3);
const STARTS = flag('starts', 5);
const SEATS = 4;
const BACK_WITHIN_MS = 120_000;
const SDK_MIN_UPTIME_MS = 5_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const median = (xs: number[]): number => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (x: number): number => Math.round(x);

buildServer();
const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const data = mkdtempSync(join(tmpdir(), 'nine-lives-restart-'));
let child: ChildProcess | null = null;
// This process ending any other way (an error, a signal) must not leave a server behind.
process.once('exit', () => child?.kill('SIGKILL'));

/** A server process on `port` and `data`; resolves when it listens, with when it was spawned and how long that took. */
function start(): Promise<{ spawnedAt: number; listeningMs: number }> {
  const spawnedAt = performance.now();
  const c = spawn(process.execPath, BUILT_SERVER_ARGS, {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', NINE_LIVES_DATA: data, BOT_PACE_MS: '0', APP_DIST: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child = c;
  return new Promise((resolve, reject) => {
    let said = '';
    const timer = setTimeout(() => reject(new Error(`the server did not listen in 60 s:\n${said}`)), 60_000);
    c.stdout!.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      if (said.includes('Nine Lives tables on')) {
        clearTimeout(timer);
        resolve({ spawnedAt, listeningMs: performance.now() - spawnedAt });
      }
    });
    c.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the server ended (${signal ?? code}):\n${said}`));
    });
  });
}

/** The first answer that needed the store: a lobby asked for a table nobody made (404 once the store has looked). */
async function storeAnswered(spawnedAt: number): Promise<number> {
  const res = await fetch(`${url}/online/tables/0000000000`);
  await res.arrayBuffer();
  return performance.now() - spawnedAt;
}

function end(signal: NodeJS.Signals): Promise<void> {
  const c = child;
  child = null;
  if (!c || c.exitCode !== null || c.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    c.once('exit', () => resolve());
    c.kill(signal);
  });
}

// ---------- start to listening ----------
const listening: number[] = [];
const storeReady: number[] = [];
for (let i = 0; i < STARTS; i++) {
  const { spawnedAt, listeningMs } = await start();
  listening.push(ms(listeningMs));
  storeReady.push(ms(await storeAnswered(spawnedAt)));
  await end('SIGKILL');
}
console.log(`start to listening: median ${median(listening)} ms (${listening.join(', ')}); to the store's first answer: median ${median(storeReady)} ms (${storeReady.join(', ')})`);

// ---------- kill to all seated ----------
interface Device {
  code: string;
  seat: number;
  guest: TableGuest;
  /** ms from the SIGKILL to its seat's welcome again, once back. */
  backMs: number | null;
}
const sdk = new ColyseusSDK(url);
const tokens = new Map<string, string>();
const devices: Device[] = [];
let killedAt = 0;

function guestOn(link: SdkLink): TableGuest {
  return new TableGuest(link, {
    tokenFor: (table, seat) => tokens.get(`${table}/${seat}`) ?? null,
    onWelcome: ({ table, seat, token }) => void tokens.set(`${table}/${seat}`, token),
    lang: 'en',
    replyTimeoutMs: 30_000,
  });
}

/** Resolves when the guest is in its seat, rejects when its link closes or the table refuses it first. */
function seated(guest: TableGuest): Promise<void> {
  return new Promise((resolve, reject) => {
    const look = (): void => {
      if (guest.status === 'joined' && guest.update) resolve();
      else if (guest.status === 'closed' || guest.status === 'refused') reject(new Error(guest.refusal?.key ?? 'closed'));
    };
    guest.subscribe(look);
    look();
  });
}

/** The device takes its seat back as the app's online screen does, trying again a while. */
async function takeBack(device: Device): Promise<void> {
  for (let attempt = 0; performance.now() - killedAt < BACK_WITHIN_MS; attempt++) {
    await sleep(Math.min(2_000, 500 * 2 ** attempt));
    try {
      // With its token, as the app asks (src/table/online/connection.ts): strangers waiting never keep it out.
      const room = await joinTable(sdk, device.code, { seat: device.seat, token: tokens.get(`${device.code}/${device.seat}`) ?? null });
      device.guest = guestOn(new SdkLink(room));
      await seated(device.guest);
      device.backMs = performance.now() - killedAt;
      return;
    } catch {
      // Not yet (the server still starting, its store still opening): again, later.
    }
  }
  throw new Error(`table ${device.code}, seat ${device.seat}: not back in ${BACK_WITHIN_MS / 1000} s`);
}

/** One move at the table `code`, by whichever of its devices is asked (its first legal event, a draw last). */
async function oneMove(code: string): Promise<boolean> {
  const until = performance.now() + 15_000;
  while (performance.now() < until) {
    const asked = devices.find((d) => d.code === code && d.guest.update?.asked && !d.guest.update.over && d.guest.update.legal.length > 0);
    if (asked) {
      const legal = asked.guest.update!.legal;
      const result = await asked.guest.propose((legal.find((e) => e.type !== 'DRAW') ?? legal[0]) as never);
      if (result.ok) return true;
    }
    await sleep(20);
  }
  return false;
}

await start();
const codes: string[] = [];
let lastJoinAt = 0;
for (let t = 0; t < TABLES; t++) {
  const players = Array.from({ length: SEATS }, (_, i) => ({ name: `P${i + 1}`, kind: 'person' as const }));
  const first = await createTable(sdk, { gameId: 'meow-meow', options: { deck: 52, dealer: SEATS - 1 }, players }, 0);
  codes.push(first.roomId);
  // One seat after another, each seated before the next asks (a table bounds the newcomers one address has waiting:
  // server/admission.ts); each link made as its join resolves, the host's invite following at once.
  for (let seat = 0; seat < SEATS; seat++) {
    const room = seat === 0 ? first : await joinTable(sdk, first.roomId, seat);
    const device: Device = { code: first.roomId, seat, guest: guestOn(new SdkLink(room)), backMs: null };
    devices.push(device);
    await seated(device.guest);
  }
  lastJoinAt = performance.now();
}
for (const code of codes) for (let m = 0; m < 3; m++) if (!(await oneMove(code))) throw new Error(`table ${code}: no move before the kill`);
// Rooms younger than 5 s are not reconnected to by the SDK at all (its least uptime): these have been up a while,
// as a table in play has, so each device's SDK tries its own reconnection first, as a player's would.
await sleep(Math.max(0, SDK_MIN_UPTIME_MS + 1_000 - (performance.now() - lastJoinAt)));

// Each device takes its seat back once its link has closed (the SDK's own reconnection refused: the room is gone).
const back = devices.map((device) => new Promise<void>((resolve, reject) => {
  const before = device.guest;
  const unsubscribe = before.subscribe(() => {
    if (before.status !== 'closed') return;
    unsubscribe();
    takeBack(device).then(resolve, reject);
  });
}));
killedAt = performance.now();
await end('SIGKILL');
const restarted = await start();
const killToListeningMs = ms(restarted.spawnedAt + restarted.listeningMs - killedAt);
await Promise.all(back);
const seatedMs = devices.map((d) => ms(d.backMs!)).sort((a, b) => a - b);
const killToAllSeatedMs = seatedMs[seatedMs.length - 1];
let accepted = 0;
for (const code of codes) if (await oneMove(code)) accepted++;
console.log(`SIGKILL to listening again: ${killToListeningMs} ms (start to listening ${ms(restarted.listeningMs)} ms); to all ${devices.length} devices back in their seats: ${killToAllSeatedMs} ms (first ${seatedMs[0]}, median ${median(seatedMs)}); a move accepted after at ${accepted} of ${codes.length} tables`);

console.log(JSON.stringify({
  restart: {
    tables: TABLES, seats: SEATS, starts: STARTS,
    startToListeningMs: median(listening), startToListeningSamples: listening,
    startToStoreMs: median(storeReady), startToStoreSamples: storeReady,
    killToListeningMs, restartStartToListeningMs: ms(restarted.listeningMs),
    killToAllSeatedMs, killToSeatedMedianMs: median(seatedMs), killToSeatedSamples: seatedMs,
    tablesMovingAfter: accepted,
  },
}));
for (const d of devices) d.guest.close();
await end('SIGTERM');
rmSync(data, { recursive: true, force: true });
process.exit(accepted === codes.length ? 0 : 1);
