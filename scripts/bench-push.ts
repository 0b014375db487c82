// npx tsx scripts/bench-push.ts [--tables 10000] [--per-minute 1000] [--seconds 60]: the online server over days
// (issue 38), over the loopback only, built and run as `npm start` runs it (./built-server.ts), its PGlite store in a
// temporary folder.
//  - the store holds `--tables` two-seat tables over days (Moeraki and Pocket Cats, a day per move, a few moves in
//    each log), both seats taken and both asked to be told (their subscriptions point at a push service's receiving
//    side in this process, server/push-receiver.ts, which decrypts every push and checks its VAPID signature);
//  - for `--seconds`, a device comes back to a table `--per-minute` times a minute, each at a table nobody is at
//    (the table brought back from the store, as after days), plays the move it is asked for and leaves: the other
//    seat, away, gets its push. A push's time is from the move sent to the push decrypted at the receiver;
//  - meanwhile, twice a second, a device asks "Your tables" for 20 seats' tokens (random tables);
//  - the server process's memory (resident set, from /proc): once the store is open and answering, at its peak,
//    and at the end.
// Prints one line each, then one JSON line ({"push":{…}}). `npm run bench -- --online` runs it.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { ColyseusSDK } from '@colyseus/sdk';
import { WebSocket as NodeWebSocket } from 'ws';
import { GameSession } from '../src/engine/session';
import type { GameEvent, PlayerInfo } from '../src/engine/types';
import { answeringSeats } from '../src/table/answering';
import { TableGuest } from '../src/table/guest';
import { joinTable, SdkLink } from '../src/table/online/sdk-link';
import { loadGameKit, type GameKit } from '../server/games';
import { freePort } from '../server/loopback';
import { startPushReceiver } from '../server/push-receiver';
import { openSqlTableStore, type TableStore } from '../server/store';
import { BUILT_SERVER_ARGS, buildServer } from './built-server';

globalThis.WebSocket ??= NodeWebSocket as unknown as typeof WebSocket;

const flag = (name: string, fallback: number): number => {
  const at = process.argv.indexOf(`--${name}`);
  const n = at > 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isInteger(n) || n <= 0) throw new Error(`--${name} takes a positive whole number`);
  return n;
};
const TABLES = flag('tables', 10_000);
const PER_MINUTE = flag('per-minute', 1_000);
const SECONDS = flag('seconds', 60);
const ASKS_PER_SECOND = 2;
const SEATS_PER_ASK = 20;
const GAMES = ['moeraki', 'pocket-cats'] as const;
const CODE_LETTERS = '0123456789abcdefghjkmnpqrstvwxyz';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const quantile = (xs: number[], q: number): number => {
  const s = xs.slice().sort((a, b) => a - b);
  return s.length ? Math.round(s[Math.min(s.length - 1, Math.floor(q * s.length))]) : NaN;
};
const mib = (kib: number): number => Math.round(kib / 102.4) / 10;

interface Table {
  code: string;
  tokens: string[];
  /** The seat the game waits for, and the other's subscription id at the receiver. */
  asked: number;
  otherDevice: string;
}

buildServer();
const sentAt = new Map<string, number>();
const pushMs: number[] = [];
const receiver = await startPushReceiver((push) => {
  const at = sentAt.get(push.id);
  if (at !== undefined) {
    pushMs.push(performance.now() - at);
    sentAt.delete(push.id);
  }
});
const data = mkdtempSync(join(tmpdir(), 'nine-lives-push-'));
let child: ChildProcess | null = null;
process.once('exit', () => {
  child?.kill('SIGKILL');
  rmSync(data, { recursive: true, force: true });
});

// ---------- the store: TABLES tables over days ----------
const kits = new Map<string, GameKit>();
for (const id of GAMES) kits.set(id, await loadGameKit(id));
const fillStarted = performance.now();
const tables = await fill();
const fillSeconds = Math.round((performance.now() - fillStarted) / 100) / 10;
console.log(`store: ${TABLES} tables over days written in ${fillSeconds} s`);

async function fill(): Promise<Table[]> {
  const db = await PGlite.create(data);
  await openSqlTableStore(db);
  const out: Table[] = [];
  // 500 tables a transaction: one commit each, not one per statement.
  for (let from = 0; from < TABLES; from += 500) {
    await db.transaction(async (tx) => {
      const store = await openSqlTableStore({ query: (q, p) => tx.query(q, p), exec: (q) => tx.exec(q), transaction: (fn) => fn(tx), close: async () => {} });
      out.push(...(await fillSome(store, from, Math.min(TABLES, from + 500))));
    });
  }
  await db.close();
  return out;
}

async function fillSome(store: TableStore, from: number, to: number): Promise<Table[]> {
  const out: Table[] = [];
  const players: PlayerInfo[] = [{ name: 'Ana', kind: 'person' }, { name: 'Ben', kind: 'person' }];
  for (let i = from; i < to; i++) {
    const kit = kits.get(GAMES[i % GAMES.length])!;
    const code = tableCode(i);
    const seed = i * 7919 + 1;
    const started = GameSession.start(kit.def, { options: kit.def.defaultOptions, seed, players });
    if (!started.ok) throw new Error(`${kit.id}: ${started.reason.key}`);
    // A table in play: a few moves made, the game not over.
    const events: GameEvent[] = [];
    for (let m = 0, session = started.value; m < 1 + (i % 6); m++) {
      const seat = answeringSeats(kit.def, session.state, players).people[0];
      const legal = seat === undefined ? [] : kit.def.legalEvents(session.state, seat);
      if (legal.length === 0) break;
      const next = GameSession.replay(kit.def, session.input, [...events, legal[(i + m) % legal.length]] as never[]);
      if (next.over) break;
      events.push(legal[(i + m) % legal.length] as GameEvent);
      session = next;
    }
    const replayed = GameSession.replay(kit.def, started.value.input, events as never[]);
    const asked = answeringSeats(kit.def, replayed.state, players).people[0] ?? 0;
    const tokens = [token(), token()];
    await store.create({ code, gameId: kit.id, options: started.value.input.options, players, seed, tokens, organiser: 0, pace: { kind: 'days', moveHours: 24, standIn: false } });
    for (let e = 0; e < events.length; e++) await store.append(code, e, events[e], false);
    const devices = [receiver.subscribe(), receiver.subscribe()];
    for (let seat = 0; seat < 2; seat++) await store.setPush(code, seat, { subscription: devices[seat], lang: 'en' });
    out.push({ code, tokens, asked, otherDevice: devices[1 - asked].id });
  }
  return out;
}

function tableCode(i: number): string {
  let code = '';
  for (let n = i, k = 0; k < 10; k++, n = Math.floor(n / 32)) code = CODE_LETTERS[n % 32] + code;
  return code;
}

function token(): string {
  return randomBytes(16).toString('base64url');
}

// ---------- the server ----------
const port = await freePort();
const url = `http://127.0.0.1:${port}`;
await start();

function start(): Promise<void> {
  const c = spawn(process.execPath, BUILT_SERVER_ARGS, {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', NINE_LIVES_DATA: data, BOT_PACE_MS: '0', APP_DIST: '', PUSH_TO_LOOPBACK: '1' },
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
        resolve();
      }
    });
    c.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the server ended (${signal ?? code}):\n${said}`));
    });
  });
}

/** The server's resident memory now and at its peak (KiB), from /proc. */
function memory(): { rssKiB: number; peakKiB: number } {
  const status = readFileSync(`/proc/${child!.pid}/status`, 'utf8');
  const kib = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rssKiB: kib('VmRSS'), peakKiB: kib('VmHWM') };
}

async function yourTables(): Promise<number> {
  const seats = Array.from({ length: SEATS_PER_ASK }, () => {
    const t = tables[Math.floor(Math.random() * tables.length)];
    const seat = Math.random() < 0.5 ? 0 : 1;
    return { code: t.code, seat, token: t.tokens[seat] };
  });
  const at = performance.now();
  const res = await fetch(`${url}/online/your-tables`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ lang: 'en', seats }) });
  const answer = (await res.json()) as { tables?: unknown[] };
  const took = performance.now() - at;
  if (!res.ok || answer.tables?.length !== SEATS_PER_ASK) throw new Error(`Your tables answered ${res.status} with ${answer.tables?.length} tables, not ${SEATS_PER_ASK}`);
  return took;
}

// The store opened and answering (PGlite opens beside the listening), the first asks answered: memory at rest.
for (let i = 0; i < 5; i++) await yourTables();
const atRest = memory();
console.log(`server memory with ${TABLES} tables in the store, none open: ${mib(atRest.rssKiB)} MiB`);

// ---------- the load ----------
const sdk = new ColyseusSDK(url);
const failures: string[] = [];
let moves = 0;

/** A device back at its table after days: takes its seat with its token, plays the move asked for, leaves. */
async function visit(table: Table): Promise<void> {
  const room = await joinTable(sdk, table.code, { seat: table.asked, token: table.tokens[table.asked] });
  const guest = new TableGuest(new SdkLink(room), {
    tokenFor: (_code, seat) => table.tokens[seat] ?? null,
    onWelcome: () => {},
    lang: 'en',
    replyTimeoutMs: 30_000,
  });
  try {
    const update = await new Promise<NonNullable<TableGuest['update']>>((resolve, reject) => {
      const look = (): void => {
        if (guest.status === 'joined' && guest.update) resolve(guest.update);
        else if (guest.status === 'closed' || guest.status === 'refused') reject(new Error(guest.refusal?.key ?? 'closed'));
      };
      guest.subscribe(look);
      look();
    });
    if (!update.asked || update.legal.length === 0) throw new Error(`table ${table.code}: seat ${table.asked} is not asked`);
    sentAt.set(table.otherDevice, performance.now());
    // The seat's move, whole (a Pocket Cats turn may take two taps): until the other seat is asked.
    for (let step = 0; guest.update?.asked && !guest.update.over; step++) {
      if (step === 8) throw new Error(`table ${table.code}: seat ${table.asked} still asked after 8 events`);
      const before = guest.update;
      const result = await guest.propose(before.legal[0] as never);
      if (!result.ok) throw new Error(`table ${table.code}: the move was refused`);
      await changed(guest, before);
    }
    moves++;
  } finally {
    await room.leave(true).catch(() => {});
  }
}

/** Resolves once the guest's view is newer than `before` (the move's own update). */
function changed(guest: TableGuest, before: TableGuest['update']): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no update after a move in 30 s')), 30_000);
    const look = (): void => {
      if (guest.update === before) return;
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const unsubscribe = guest.subscribe(look);
    look();
  });
}

const askMs: number[] = [];
const visits: Promise<void>[] = [];
const started = performance.now();
const endAt = started + SECONDS * 1000;
const everyMs = 60_000 / PER_MINUTE;
let peakRss = atRest.rssKiB;
const asking = (async () => {
  while (performance.now() < endAt) {
    await sleep(1000 / ASKS_PER_SECOND);
    askMs.push(await yourTables().catch((e: Error) => (failures.push(e.message), NaN)));
    peakRss = Math.max(peakRss, memory().rssKiB);
  }
})();
for (let i = 0; performance.now() < endAt && i < tables.length; i++) {
  // Each at its time on the clock, so a slow answer does not slow the load down.
  await sleep(Math.max(0, started + i * everyMs - performance.now()));
  visits.push(visit(tables[i]).catch((e: Error) => void failures.push(e.message)));
}
await Promise.all([asking, ...visits]);
// The last pushes on their way.
for (const until = performance.now() + 10_000; sentAt.size > 0 && performance.now() < until; ) await sleep(50);
const end = memory();
const minutes = (performance.now() - started) / 60_000;

const figures = {
  tables: TABLES,
  storeFillSeconds: fillSeconds,
  seconds: SECONDS,
  moves,
  pushes: pushMs.length,
  pushesPerMinute: Math.round(pushMs.length / minutes),
  pushesMissing: sentAt.size,
  pushRefused: receiver.refused.length,
  pushMs: { p50: quantile(pushMs, 0.5), p95: quantile(pushMs, 0.95), p99: quantile(pushMs, 0.99) },
  yourTablesSeats: SEATS_PER_ASK,
  yourTablesAsks: askMs.filter((x) => !Number.isNaN(x)).length,
  yourTablesMs: { p50: quantile(askMs.filter((x) => !Number.isNaN(x)), 0.5), p95: quantile(askMs.filter((x) => !Number.isNaN(x)), 0.95) },
  memoryMiB: { atRest: mib(atRest.rssKiB), peak: mib(Math.max(peakRss, end.peakKiB)), end: mib(end.rssKiB) },
  failures: failures.length,
  firstFailure: failures[0] ?? null,
};
console.log(`pushes: ${figures.pushes} in ${Math.round(minutes * 60)} s (${figures.pushesPerMinute}/min), move to decrypted push p50 ${figures.pushMs.p50} ms, p95 ${figures.pushMs.p95} ms, p99 ${figures.pushMs.p99} ms; ${figures.pushesMissing} missing, ${figures.pushRefused} refused`);
console.log(`Your tables for ${SEATS_PER_ASK} seats: p50 ${figures.yourTablesMs.p50} ms, p95 ${figures.yourTablesMs.p95} ms over ${figures.yourTablesAsks} asks`);
console.log(`server memory: ${figures.memoryMiB.atRest} MiB at rest, ${figures.memoryMiB.peak} MiB at peak, ${figures.memoryMiB.end} MiB at the end; ${figures.failures} failures${failures[0] ? ` (${failures[0]})` : ''}`);
console.log(JSON.stringify({ push: figures }));
await receiver.close();
(child as ChildProcess | null)?.kill('SIGTERM');
process.exit(failures.length > 0 || figures.pushesMissing > 0 ? 1 : 0);
