// npm run bench [-- --quick] [-- --no-build] [-- --size-only] [-- --no-review] [-- --dist DIR] [-- --moeraki-games N] [-- --moeraki-refs LIST] [-- --moeraki-only] [-- --card-games N] [-- --no-frames] [-- --no-browsers] [-- --deep-tests]: the figures the
// lead tracks, one line each, then one JSON line.
//  - the first game of the list (Meow Meow, tracked since issue 2): events/s through the statechart (GameSession: XState's pure transition()) in random four-player
//    games, events/s of the same chart through the plain-data executor (src/engine/chart.ts), events/s of the
//    pure forward model (legalEvents + apply), ISMCTS iterations/s, and the hard bot's decision time
//    (median, p95) over about 200 decisions of real two-seat games against greedy
//  - every other game of the sim: the same figures under "games", the hard bot at 2 seats and at its maximum
//  - Moeraki's hard bot against references that do not share its search (issue 28: depth-2, -3 and -4 alpha-beta
//    with a side-to-move threat evaluation, a threat-space player) and greedy: win rates with Wilson 95% intervals
//    (--moeraki-games per opponent, default 200, 40 with --quick, 0 skips; --moeraki-refs ab2,ab3,ab4,tss,greedy
//    picks the opponents; the iteration cap binds, not the clock)
//  - the card games' hard bot against greedy (scripts/bench-cards.ts): win rates with Wilson 95% intervals over
//    two-seat games, hard in each seat on the same deals (--card-games per game, default 400, 20 with --quick, 0 skips;
//    the iteration cap binds, not the clock); skipped with --moeraki-only and --size-only
//  - the gzipped JS the home screen loads, and what an open game adds (scripts/size-lib.ts; from dist/, built if
//    stale, or from --dist DIR as it is)
//  - what a table costs the browser (issue 29, scripts/bench-frames.ts over that build in Debian's Chromium): frames
//    drawn and requested and main-thread busy time at rest, frame intervals during a six-seat deal, Start to first
//    frame with the CPU slowed 4x; under "frames" (--no-frames, --quick, --size-only and --moeraki-only skip it)
//  - the review after the game (issue 40, scripts/bench-review.ts, under "review"; --no-review, --size-only and
//    --moeraki-only skip it): per game, time per move reviewed (median, p95), a 60-move game and its first point,
//    and how often the review's better move is the hard bot's at twice the review's budget (Wilson 95%)
//  - with --deep-tests, the heavy property and random-game tests at five times their npm-test size (issue 37;
//    NINE_LIVES_TEST_DEPTH=5, src/engine/test-depth.ts), under "deepTests": passed or not, tests, seconds
//  - every tablet's browser (issue 39, e2e-browsers/smoke.ts over that build in WebKitGTK and Firefox ESR): per engine,
//    Start to a ready table in each game, under "browsers" (--no-browsers, --quick, --size-only and --moeraki-only skip it)
//  - with --online, how soon the online server is back (scripts/bench-restart.ts, under "onlineRestart": spawn to
//    listening, ms, and a SIGKILL to every device of a few tables of SDK clients back in its seat, ms), then
//    the online tables under load (scripts/bench-online.ts: 4-seat Meow Meow rooms of simulated
//    clients at a human pace over the loopback): move round trip p50/p95/p99 and server memory as rooms are added,
//    under "online" with one server process (PGlite), then under "onlineTwoProcesses" with two processes on one
//    throwaway Redis (--processes 2: rooms made through one process, seats joined through the other; memory summed
//    over both; needs Debian's redis-server, else recorded as unavailable); then over days (scripts/bench-push.ts,
//    under "push"): 10,000 tables in one process's store, 1,000 "your move" pushes a minute to a local push receiver,
//    the move to decrypted push p50/p95/p99, a Your-tables ask for 20 seats p50/p95, the server's memory
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { GameSession } from '../src/engine/session';
import type { GameEvent, PlayerInfo } from '../src/engine/types';
import { Ismcts } from '../src/ai/ismcts';
import { HARD_DEFAULT_BUDGET } from '../src/ai/types';
import { GAMES } from '../src/games/index';
import { SIM_GAMES } from './sim-lib';
import { kib, measureBuild } from './size-lib';
import { chartExecutorRate, forwardModelRate, hardDecisions, statechartRate } from './bench-game';
import { duel, wilson, type DuelStats, type Player } from './moeraki/arena';
import { benchCardDuels, cardGamesFlag } from './bench-cards';
import { hasRedisServer, REDIS_SERVER } from '../server/redis-server';

const quick = process.argv.includes('--quick');
const noBuild = process.argv.includes('--no-build');
const moerakiOnly = process.argv.includes('--moeraki-only');
const sizeOnly = process.argv.includes('--size-only');
const moerakiGamesAt = process.argv.indexOf('--moeraki-games');
const moerakiGames = moerakiGamesAt > 0 ? Number(process.argv[moerakiGamesAt + 1]) : quick ? 40 : 200;
const MOERAKI_REFS: Record<string, string> = {
  ab2: 'depth-2 alpha-beta', ab3: 'depth-3 alpha-beta', ab4: 'depth-4 alpha-beta', tss: 'threat-space player', greedy: 'greedy',
};
const moerakiRefsAt = process.argv.indexOf('--moeraki-refs');
const moerakiRefs = (moerakiRefsAt > 0 ? process.argv[moerakiRefsAt + 1] ?? '' : 'ab2,ab3,ab4,tss,greedy').split(',') as Player[];
if (moerakiRefs.some((r) => !(r in MOERAKI_REFS))) {
  process.stderr.write(`--moeraki-refs takes a comma-separated list of ${Object.keys(MOERAKI_REFS).join(', ')}\n`);
  process.exit(2);
}
if (!Number.isInteger(moerakiGames) || moerakiGames < 0) {
  process.stderr.write('--moeraki-games takes a whole number of games (0 skips the Moeraki duels)\n');
  process.exit(2);
}
const cardGames = cardGamesFlag(process.argv, quick);
if (typeof cardGames === 'string') {
  process.stderr.write(cardGames + '\n');
  process.exit(2);
}
const ROOT = join(dirname(new URL(import.meta.url).pathname), '..');
const players = (n: number): PlayerInfo[] => Array.from({ length: n }, (_, i) => ({ name: `B${i + 1}`, kind: 'bot' }));
const figures: Record<string, unknown> = {};
const line = (label: string, value: string) => process.stdout.write(`${label.padEnd(50)} ${value}\n`);
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
/** The game whose figures are tracked at the top level of the JSON since issue 2: the first of the list. */
const TRACKED = GAMES[0].id;

// ---------- the tracked game: statechart, forward model, hard bot (the figures tracked since issue 2) ----------
if (!sizeOnly && !moerakiOnly) {
  const { def, adapter } = SIM_GAMES[TRACKED];
  let iterations = 0;
  let iterMs = 0;
  const sc = statechartRate(def, 4, quick ? 40 : 200);
  figures.statechartEventsPerSecond = sc;
  line('statechart (GameSession.send) events/s', `${fmt(sc)}  (random 4-seat games)`);
  const ce = chartExecutorRate(def, 4, quick ? 40 : 200);
  figures.chartExecutorEventsPerSecond = ce;
  line('chart executor (compileChart send) events/s', `${fmt(ce)}  (the same games)`);
  const fm = forwardModelRate(def, 4, quick ? 500 : 3000);
  figures.forwardModelEventsPerSecond = fm;
  line('forward model (legalEvents+apply) events/s', `${fmt(fm)}  (target 500,000)`);
  const hard = hardDecisions(def, adapter, 2, quick ? 40 : 200);
  // Raw iteration rate: fixed-count searches from positions of those games (no early stop).
  for (let g = 0; g < (quick ? 4 : 12); g++) {
    const s = new GameSession(def, { options: def.defaultOptions, seed: 7000 + g, players: players(2 + (g % 3)) });
    for (let k = 0; k < 2 * g && !s.over; k++) s.send((def.legalEvents(s.state, def.actors(s.state)[0]) as GameEvent[])[0]);
    if (s.over) continue;
    const seat = def.actors(s.state)[0];
    const search = new Ismcts(adapter, def.view(s.state, seat), def.legalEvents(s.state, seat), g);
    const t = performance.now();
    for (let i = 0; i < 1000; i++) search.iterate();
    iterMs += performance.now() - t;
    iterations += 1000;
  }
  const ips = (iterations * 1000) / iterMs;
  figures.ismctsIterationsPerSecond = Math.round(ips);
  figures.hardDecisionMs = { budget: HARD_DEFAULT_BUDGET, ...hard };
  line('ISMCTS iterations/s', fmt(ips));
  line('hard decision ms (median / p95)', `${hard.median} / ${hard.p95}  (${hard.decisions} decisions, 2 seats, budget ${HARD_DEFAULT_BUDGET.ms} ms / ${HARD_DEFAULT_BUDGET.iterations} it.)`);
  line('  with 2+ legal events (median / p95)', `${hard.searchedMedian} / ${hard.searchedP95}  (${hard.searchedDecisions} decisions)`);
}

// ---------- every other game: the same figures, per seat count ----------
if (!sizeOnly && !moerakiOnly) {
  const perGame: Record<string, unknown> = {};
  for (const [id, g] of Object.entries(SIM_GAMES)) {
    if (id === TRACKED) continue;
    const seatCounts = g.def.maxPlayers > 2 ? [2, g.def.maxPlayers] : [2];
    const entry: Record<string, unknown> = {
      statechartEventsPerSecond: statechartRate(g.def, 2, quick ? 20 : 100),
      chartExecutorEventsPerSecond: chartExecutorRate(g.def, 2, quick ? 20 : 100),
      forwardModelEventsPerSecond: forwardModelRate(g.def, 2, quick ? 100 : 1000),
    };
    line(`${id}: statechart / forward model events/s`, `${fmt(entry.statechartEventsPerSecond as number)} / ${fmt(entry.forwardModelEventsPerSecond as number)}  (2 seats)`);
    line(`${id}: chart executor events/s`, `${fmt(entry.chartExecutorEventsPerSecond as number)}  (2 seats, the statechart's games)`);
    for (const n of seatCounts) {
      const hard = hardDecisions(g.def, g.adapter, n, quick ? 20 : 100);
      entry[`hardDecisionMs${n}Seats`] = hard;
      line(`${id}: hard decision ms, ${n} seats (median / p95)`, `${hard.median} / ${hard.p95}  (${hard.decisions} decisions)`);
    }
    // Games with levels or variants: the hard bot at each one.
    for (const [name, options] of Object.entries(g.benchVariants ?? {})) {
      const hard = hardDecisions(g.def, g.adapter, 2, quick ? 20 : 100, options);
      entry[`hardDecisionMs_${name}`] = hard;
      line(`${id}: hard decision ms, ${name} (median / p95)`, `${hard.median} / ${hard.p95}  (${hard.decisions} decisions)`);
    }
    perGame[id] = entry;
  }
  figures.games = perGame;
}

// ---------- Moeraki: the hard bot against its references (issues 17 and 28) ----------
// Half the games at the basic level, half at the master's; within each, the hard bot's colour alternates every
// game and the ball placer every two; every player sees the legal events in a seeded random order, so ties are
// broken at random and the games differ ("distinct" counts them). The hard bot runs at the app's iteration cap with
// no clock.
if (moerakiGames > 0 && !sizeOnly) {
  const budget = { iterations: HARD_DEFAULT_BUDGET.iterations, ms: 1e9 };
  const pct = (x: number) => (100 * x).toFixed(1);
  const rate = (st: DuelStats) => {
    const score = st.wins + st.draws / 2;
    const [lo, hi] = wilson(score, st.games);
    return { games: st.games, distinct: st.distinct, wins: st.wins, draws: st.draws, rate: score / st.games, low: lo, high: hi };
  };
  const out: Record<string, unknown> = {};
  const times: number[] = [];
  const cpu: number[] = [];
  for (const opponent of moerakiRefs) {
    const half = Math.ceil(moerakiGames / 2);
    const basic = duel('hard', opponent, half, ['basic'], budget, 1);
    const master = duel('hard', opponent, moerakiGames - half, ['master'], budget, 100_001);
    times.push(...basic.ms, ...master.ms);
    cpu.push(...basic.cpuMs, ...master.cpuMs);
    const all: DuelStats = { games: basic.games + master.games, wins: basic.wins + master.wins, draws: basic.draws + master.draws, ms: [], cpuMs: [], distinct: basic.distinct + master.distinct };
    const r = { all: rate(all), basic: rate(basic), master: rate(master) };
    out[opponent] = r;
    const show = (x: ReturnType<typeof rate>) => `${pct(x.rate)}% [${pct(x.low)}, ${pct(x.high)}] of ${x.games}`;
    line(`moeraki: hard vs ${MOERAKI_REFS[opponent]} win rate`, `${show(r.all)} (${r.all.distinct} distinct)  (basic ${show(r.basic)}; master ${show(r.master)})`);
  }
  const q = (xs: number[], p: number) => {
    const sorted = xs.filter((x) => !Number.isNaN(x)).sort((a, b) => a - b);
    return Math.round(10 * sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]) / 10;
  };
  out.hardDecisionMs = { decisions: times.length, median: q(times, 0.5), p95: q(times, 0.95), cpuMedian: q(cpu, 0.5), cpuP95: q(cpu, 0.95), budget };
  figures.moeraki = out;
  line('moeraki: hard decision ms in those games (median / p95)', `${q(times, 0.5)} / ${q(times, 0.95)} wall, ${q(cpu, 0.5)} / ${q(cpu, 0.95)} CPU  (${times.length} decisions, cap ${budget.iterations} rounds)`);
}

// ---------- the card games: the hard bot against greedy (issue 17) ----------
if (!sizeOnly && !moerakiOnly) {
  if (cardGames > 0) figures.cardDuels = benchCardDuels(cardGames, line);
}

// ---------- build size ----------

function newestMtime(dir: string): number {
  let newest = 0;
  if (!existsSync(dir)) return 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    newest = Math.max(newest, e.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

if (!moerakiOnly) {
  // --dist DIR measures another build as it is (a helper's own), never rebuilt.
  const distAt = process.argv.indexOf('--dist');
  const dist = distAt > 0 ? join(ROOT, process.argv[distAt + 1]) : join(ROOT, 'dist');
  const built = existsSync(join(dist, 'index.html')) ? statSync(join(dist, 'index.html')).mtimeMs : 0;
  const sources = Math.max(newestMtime(join(ROOT, 'src')), newestMtime(join(ROOT, 'machines')), existsSync(join(ROOT, 'index.html')) ? statSync(join(ROOT, 'index.html')).mtimeMs : 0);
  let buildError: string | null = null;
  if (!noBuild && distAt < 0 && built < sources) {
    process.stderr.write('[bench] dist/ is missing or older than the sources: vite build\n');
    try {
      execSync(`"${process.execPath}" node_modules/vite/bin/vite.js build --logLevel error`, { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'] });
    } catch (e) {
      const text = String((e as { stderr?: Buffer }).stderr ?? e);
      const lines = text.split('\n').map((l) => l.trim()).filter((l) => l && !/^npm warn/i.test(l));
      const at = lines.findIndex((l) => /error/i.test(l));
      buildError = 'vite build failed: ' + lines.slice(Math.max(0, at), at + 4).join(' ').slice(0, 300);
    }
  }
  if (!existsSync(join(dist, 'index.html'))) {
    line('initial JS gzip', `unavailable (${buildError ?? 'no dist/index.html'})`);
    figures.build = { error: buildError ?? 'no dist/index.html' };
  } else {
    const sizes = measureBuild(dist, Object.keys(SIM_GAMES));
    const homeGz = sizes.home.gzip;
    const game = sizes.openGame[TRACKED] ?? { gzip: 0, chunks: [] };
    const gameGz = game.gzip;
    const workers = sizes.worker.chunks;
    const workerGz = sizes.worker.gzip;
    const perGameGz = Object.fromEntries(Object.entries(sizes.openGame).map(([id, g]) => [id, g.gzip]));
    const workerPerGameGz = Object.fromEntries(Object.entries(sizes.workerFor).map(([id, w]) => [id, w.gzip]));
    figures.build = { homeJsGzip: homeGz, homeChunks: sizes.home.chunks, meowGameJsGzip: gameGz, meowGameChunks: game.chunks, botWorkerJsGzip: workerGz, botWorkerChunks: workers, botWorkerPerGameJsGzip: workerPerGameGz, openGameJsGzip: perGameGz, fontsBytes: sizes.fonts.bytes };
    line('home screen JS, gzip', `${kib(homeGz)}  (${sizes.home.chunks.length} chunks)`);
    line(`open ${TRACKED} game JS, gzip (incl. home)`, `${kib(gameGz)}  (${game.chunks.length} chunks)`);
    for (const [id, size] of Object.entries(perGameGz)) if (id !== TRACKED) line(`open ${id} game JS, gzip (incl. home)`, kib(size));
    if (sizes.hostedGame[TRACKED]) line(`${TRACKED} hosted for phones, gzip (incl. home)`, kib(sizes.hostedGame[TRACKED].gzip));
    line('bot worker JS, gzip (with every adapter)', workers.length ? `${kib(workerGz)}  (${workers.length} chunks)` : 'no bot worker found in the game chunks');
    for (const [id, size] of Object.entries(workerPerGameGz)) line(`bot worker JS playing ${id}, gzip`, kib(size));
    line('fonts shipped (woff2)', `${kib(sizes.fonts.bytes)}  (${sizes.fonts.files.length} files)`);
  }
}

// ---------- frames: a table at rest draws nothing (issue 29) ----------
if (!moerakiOnly && !sizeOnly && !quick && !process.argv.includes('--no-frames') && figures.build && !(figures.build as { error?: string }).error) {
  const distAt = process.argv.indexOf('--dist');
  const dist = distAt > 0 ? process.argv[distAt + 1] : 'dist';
  try {
    // Its own process (a browser and a preview server of its own on the loopback); its lines are passed through.
    const out = execSync(`"${process.execPath}" node_modules/tsx/dist/cli.mjs scripts/bench-frames.ts --json --dist ${dist}`, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    const lines = out.trim().split('\n');
    for (const l of lines.slice(0, -1)) process.stdout.write(l + '\n');
    figures.frames = JSON.parse(lines[lines.length - 1]);
  } catch (e) {
    line('frames', `unavailable (${String((e as Error).message).split('\n')[0].slice(0, 200)})`);
    figures.frames = { error: 'bench-frames failed' };
  }
}

// ---------- the heavy tests at depth (issue 37: npm test sizes them for a busy laptop; their depth is kept here) ----------
if (process.argv.includes('--deep-tests')) figures.deepTests = deepTests(5);

// ---------- every tablet's browser: Start to a ready table in WebKit and Firefox (issue 39) ----------
if (!moerakiOnly && !sizeOnly && !quick && !process.argv.includes('--no-browsers') && figures.build && !(figures.build as { error?: string }).error) {
  const distAt = process.argv.indexOf('--dist');
  const dist = distAt > 0 ? process.argv[distAt + 1] : 'dist';
  figures.browsers = browserFigures(dist);
}

// ---------- the review after the game (issue 40, scripts/bench-review.ts) ----------
if (!sizeOnly && !moerakiOnly && !process.argv.includes('--no-review')) {
  try {
    const out = execSync(`"${process.execPath}" node_modules/tsx/dist/cli.mjs scripts/bench-review.ts --games ${quick ? 1 : 3}`, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 16 << 20 });
    const lines = out.trim().split('\n');
    for (const l of lines.slice(0, -1)) line('review', l);
    figures.review = JSON.parse(lines[lines.length - 1]).review;
  } catch (e) {
    line('review', `unavailable (${String((e as Error).message).split('\n')[0].slice(0, 200)})`);
    figures.review = { error: 'bench-review failed' };
  }
}

// ---------- online tables under load (issue 31; only with --online: it takes minutes) ----------
if (process.argv.includes('--online')) {
  // Each in its own process: servers of its own on the loopback and thousands of simulated clients
  // (scripts/bench-online.ts); one server process on PGlite, then two on one Redis.
  /** One bench script's lines, the SDK's own words left out; its figures are the last line's JSON. */
  const runScript = (script: string, args = ''): { said: string[]; figures: Record<string, unknown> } => {
    const out = execSync(`"${process.execPath}" node_modules/tsx/dist/cli.mjs scripts/${script}${args}`, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 16 << 20 });
    const lines = out.trim().split('\n').filter((l) => !/^(@colyseus|\[Colyseus)/.test(l));
    return { said: lines.slice(0, -1), figures: JSON.parse(lines[lines.length - 1]) };
  };
  const runOnline = (args: string, prefix: string): unknown => {
    const { said, figures: f } = runScript('bench-online.ts', args);
    for (const l of said) process.stdout.write(prefix + l + '\n');
    return f.online;
  };
  // First, how soon a server is back (scripts/bench-restart.ts, the server built as `npm start` runs it): spawn to
  // listening, and a SIGKILL to every device of a few tables back in its seat. The SDK's own words are left out.
  try {
    const restart = runScript('bench-restart.ts').figures.restart as {
      startToListeningMs: number; startToListeningSamples: number[]; startToStoreMs: number; killToAllSeatedMs: number; tables: number; seats: number; killToListeningMs: number;
    };
    figures.onlineRestart = restart;
    line('online: start to listening ms (median)', `${restart.startToListeningMs}  (${restart.startToListeningSamples.join(', ')}; to the store's first answer ${restart.startToStoreMs})`);
    line('online: SIGKILL to all seated ms', `${restart.killToAllSeatedMs}  (${restart.tables} tables of ${restart.seats} SDK clients; listening again after ${restart.killToListeningMs})`);
  } catch (e) {
    line('online: restart', `unavailable (${String((e as Error).message).split('\n')[0].slice(0, 200)})`);
    figures.onlineRestart = { error: 'bench-restart failed' };
  }
  try {
    figures.online = runOnline('', '');
  } catch (e) {
    line('online', `unavailable (${String((e as Error).message).split('\n')[0].slice(0, 200)})`);
    figures.online = { error: 'bench-online failed' };
  }
  if (!hasRedisServer()) {
    line('online, 2 processes on Redis', `unavailable (no ${REDIS_SERVER}: bash scripts/ensure-deps.sh --browser installs it)`);
    figures.onlineTwoProcesses = { error: `no ${REDIS_SERVER}` };
  } else {
    try {
      figures.onlineTwoProcesses = runOnline(' --processes 2', '2 processes on Redis: ');
    } catch (e) {
      line('online, 2 processes on Redis', `unavailable (${String((e as Error).message).split('\n')[0].slice(0, 200)})`);
      figures.onlineTwoProcesses = { error: 'bench-online --processes 2 failed' };
    }
  }
  // Over days (issue 38, scripts/bench-push.ts): 10,000 tables in the store, 1,000 "your move" pushes a minute.
  try {
    const push = runScript('bench-push.ts').figures.push as { tables: number; pushes: number; pushMs: Record<string, number>; yourTablesMs: Record<string, number>; memoryMiB: Record<string, number> };
    figures.push = push;
    line('over days: move to decrypted push ms p50/p95', `${push.pushMs.p50} / ${push.pushMs.p95}  (${push.pushes} pushes in a minute, ${push.tables} tables in the store)`);
    line('over days: Your tables, 20 seats, ms p50/p95', `${push.yourTablesMs.p50} / ${push.yourTablesMs.p95}`);
    line('over days: server memory MiB at rest / peak', `${push.memoryMiB.atRest} / ${push.memoryMiB.peak}`);
  } catch (e) {
    line('over days: pushes', `unavailable (${String((e as Error).message).split('\n')[0].slice(0, 200)})`);
    figures.push = { error: 'bench-push failed' };
  }
}

process.stdout.write(JSON.stringify(figures) + '\n');

/** The browser lane (e2e-browsers/smoke.ts, its own Xvfb, browsers and preview server) over the build: per engine,
 *  its version, renderer and each game's Start to a ready table (the person's first control), from its JSON lines. */
function browserFigures(dist: string): Record<string, unknown> {
  let out: string;
  try {
    out = execSync(`"${process.execPath}" node_modules/tsx/dist/cli.mjs e2e-browsers/smoke.ts --dist ${dist}`, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 16 << 20 });
  } catch (e) {
    // A failed lane still prints what it measured; no browsers at all is said as such.
    out = String((e as { stdout?: string }).stdout ?? '');
    if (!out.includes('"bench":"browsers"')) {
      line('browsers', `unavailable (${String((e as Error).message).split('\n')[0].slice(0, 200)}; bash scripts/ensure-deps.sh --browser --engines installs them)`);
      return { error: 'e2e-browsers/smoke.ts failed' };
    }
  }
  const rows = out.split('\n').filter((l) => l.startsWith('{"bench":"browsers"')).map((l) => JSON.parse(l) as Record<string, unknown>);
  const engines: Record<string, { version: unknown; ok: unknown; laneMs: unknown; renderer?: unknown; startToReadyMs: Record<string, number> }> = {};
  for (const row of rows) {
    const engine = String(row.engine);
    engines[engine] ??= { version: null, ok: null, laneMs: null, startToReadyMs: {} };
    if (row.game === undefined) Object.assign(engines[engine], { version: row.version, ok: row.ok, laneMs: row.laneMs });
    else {
      engines[engine].startToReadyMs[String(row.game)] = Number(row.startToReadyMs);
      engines[engine].renderer = row.renderer;
    }
  }
  for (const [engine, f] of Object.entries(engines)) {
    const games = Object.entries(f.startToReadyMs).map(([game, ms]) => `${game} ${ms}`).join(', ');
    line(`${engine}: Start to a ready table ms`, `${games}  (${f.version}, ${f.renderer ?? '?'} renderer, fast settings; the lane ${f.ok ? 'passed' : 'FAILED'} in ${(Number(f.laneMs) / 1000).toFixed(1)} s)`);
  }
  return engines;
}

/** Every test sized by src/engine/test-depth.ts, run at `depth` times its npm-test size: files, tests, failures and
 *  the time taken (the tests check behaviour; the time is the bench's). */
function deepTests(depth: number): Record<string, unknown> {
  const files = ['src', 'machines', 'scripts', 'server'].flatMap((dir) => testFilesUnder(join(ROOT, dir)))
    .filter((file) => readFileSync(file, 'utf8').includes('test-depth'));
  const report = join(ROOT, 'node_modules', '.deep-tests.json');
  const started = Date.now();
  let ok = true;
  try {
    execSync(`npx vitest run --maxWorkers=2 --reporter=json --outputFile=${report} ${files.map((f) => relative(ROOT, f)).join(' ')}`,
      { cwd: ROOT, stdio: 'ignore', env: { ...process.env, NINE_LIVES_TEST_DEPTH: String(depth) } });
  } catch {
    ok = false;
  }
  const seconds = (Date.now() - started) / 1000;
  const result = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) as { numTotalTests: number; numFailedTests: number } : { numTotalTests: 0, numFailedTests: -1 };
  line(`heavy tests at depth ${depth}`, `${ok ? 'passed' : 'FAILED'}: ${result.numTotalTests} tests in ${files.length} files, ${result.numFailedTests} failed, ${seconds.toFixed(0)} s`);
  return { depth, files: files.length, tests: result.numTotalTests, failed: result.numFailedTests, seconds, ok };
}

function testFilesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.test.ts') && !f.includes('node_modules')).map((f) => join(dir, f));
}
