// npm run bench [-- --quick] [-- --no-build] [-- --size-only] [-- --moeraki-games N] [-- --moeraki-only]: the figures the
// lead tracks, one line each, then one JSON line.
//  - the first game of the list (Meow Meow, tracked since issue 2): events/s through the statechart (GameSession: XState's pure transition()) in random four-player
//    games, events/s of the same chart through the plain-data executor (src/engine/chart.ts), events/s of the
//    pure forward model (legalEvents + apply), ISMCTS iterations/s, and the hard bot's decision time
//    (median, p95) over about 200 decisions of real two-seat games against greedy
//  - every other game of the sim: the same figures under "games", the hard bot at 2 seats and at its maximum
//  - Moeraki's hard bot against the depth-2 alpha-beta reference and greedy: win rates with Wilson 95% intervals
//    (--moeraki-games per opponent, default 400, 40 with --quick, 0 skips; the iteration cap binds, not the clock)
//  - the gzipped JS the home screen loads, and what an open game adds (from dist/, built if stale)
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import { GameSession } from '../src/engine/session';
import type { GameEvent, PlayerInfo } from '../src/engine/types';
import { Ismcts } from '../src/ai/ismcts';
import { HARD_DEFAULT_BUDGET } from '../src/ai/types';
import { GAMES } from '../src/games/index';
import { SIM_GAMES } from './sim-lib';
import { chartExecutorRate, forwardModelRate, hardDecisions, statechartRate } from './bench-game';
import { duel, wilson, type DuelStats, type Player } from '../src/games/moeraki/arena';

const quick = process.argv.includes('--quick');
const noBuild = process.argv.includes('--no-build');
const moerakiOnly = process.argv.includes('--moeraki-only');
const sizeOnly = process.argv.includes('--size-only');
const moerakiGamesAt = process.argv.indexOf('--moeraki-games');
const moerakiGames = moerakiGamesAt > 0 ? Number(process.argv[moerakiGamesAt + 1]) : quick ? 40 : 400;
if (!Number.isInteger(moerakiGames) || moerakiGames < 0) {
  process.stderr.write('--moeraki-games takes a whole number of games (0 skips the Moeraki duels)\n');
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

// ---------- Moeraki: the hard bot against its references (issue 17) ----------
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
  for (const opponent of ['ab2', 'greedy'] as Player[]) {
    const half = Math.ceil(moerakiGames / 2);
    const basic = duel('hard', opponent, half, ['basic'], budget, 1);
    const master = duel('hard', opponent, moerakiGames - half, ['master'], budget, 100_001);
    times.push(...basic.ms, ...master.ms);
    cpu.push(...basic.cpuMs, ...master.cpuMs);
    const all: DuelStats = { games: basic.games + master.games, wins: basic.wins + master.wins, draws: basic.draws + master.draws, ms: [], cpuMs: [], distinct: basic.distinct + master.distinct };
    const r = { all: rate(all), basic: rate(basic), master: rate(master) };
    out[opponent] = r;
    const show = (x: ReturnType<typeof rate>) => `${pct(x.rate)}% [${pct(x.low)}, ${pct(x.high)}] of ${x.games}`;
    line(`moeraki: hard vs ${opponent === 'ab2' ? 'depth-2 alpha-beta' : opponent} win rate`, `${show(r.all)} (${r.all.distinct} distinct)  (basic ${show(r.basic)}; master ${show(r.master)})`);
  }
  const q = (xs: number[], p: number) => {
    const sorted = xs.filter((x) => !Number.isNaN(x)).sort((a, b) => a - b);
    return Math.round(10 * sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]) / 10;
  };
  out.hardDecisionMs = { decisions: times.length, median: q(times, 0.5), p95: q(times, 0.95), cpuMedian: q(cpu, 0.5), cpuP95: q(cpu, 0.95), budget };
  figures.moeraki = out;
  line('moeraki: hard decision ms in those games (median / p95)', `${q(times, 0.5)} / ${q(times, 0.95)} wall, ${q(cpu, 0.5)} / ${q(cpu, 0.95)} CPU  (${times.length} decisions, cap ${budget.iterations} rounds)`);
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

// Minified output quotes with ", ' or ` (rolldown writes import(`./x.js`)).
const STATIC_IMPORT = /(?:\bfrom\s*|\bimport\s*)["'`](\.{1,2}\/[^"'`]+?\.js)["'`]/g;
const DYNAMIC_IMPORT = /\bimport\s*\(\s*["'`](\.{1,2}\/[^"'`]+?\.js)["'`]\s*\)/g;
const WORKER_URL = /new\s+Worker\s*\(\s*new\s+URL\s*\(\s*["'`]([^"'`]+?\.js)["'`]/g;
/** PixiJS chunks a browser with WebGL never loads (other renderers, the web-worker environment). */
const NOT_LOADED = /webworkerAll|WebGPURenderer|CanvasRenderer/;

/** Chunks (paths relative to dist/) that `file` imports, statically or dynamically. */
function importsOf(dist: string, file: string, re: RegExp): string[] {
  const src = readFileSync(join(dist, file), 'utf8');
  const out: string[] = [];
  for (const m of src.matchAll(re)) out.push(posix.normalize(posix.join(posix.dirname(file), m[1])));
  return out;
}

/** `files` and everything they import statically, transitively. */
function staticClosure(dist: string, files: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const todo = [...files];
  while (todo.length) {
    const f = todo.pop()!;
    if (seen.has(f) || !existsSync(join(dist, f))) continue;
    seen.add(f);
    todo.push(...importsOf(dist, f, STATIC_IMPORT));
  }
  return seen;
}

const gz = (dist: string, files: Iterable<string>): number => {
  let sum = 0;
  for (const f of files) sum += gzipSync(readFileSync(join(dist, f)), { level: 9 }).length;
  return sum;
};

if (!moerakiOnly) {
  const dist = join(ROOT, 'dist');
  const built = existsSync(join(dist, 'index.html')) ? statSync(join(dist, 'index.html')).mtimeMs : 0;
  const sources = Math.max(newestMtime(join(ROOT, 'src')), newestMtime(join(ROOT, 'machines')), existsSync(join(ROOT, 'index.html')) ? statSync(join(ROOT, 'index.html')).mtimeMs : 0);
  let buildError: string | null = null;
  if (!noBuild && built < sources) {
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
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    const entries: string[] = [];
    for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+\.js)"/g)) entries.push(m[1]);
    for (const m of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+\.js)"/g)) entries.push(m[1]);
    for (const m of html.matchAll(/<link\b[^>]*\bhref="([^"]+\.js)"[^>]*\brel="modulepreload"/g)) entries.push(m[1]);
    const rel = (p: string) => posix.normalize(p.replace(/^(\.\/|\/)/, ''));
    const home = staticClosure(dist, entries.map(rel));
    // The play module (the shell opens a game with import() of src/play/index.ts, a chunk named play-*),
    // its static imports, and what it loads dynamically when a game opens (the scene, PixiJS and its
    // WebGL renderer), transitively with their static imports.
    // Which chunk is which game's play module (the Vite manifest), so one game's size leaves the others out.
    const manifestPath = join(dist, '.vite', 'manifest.json');
    const manifest = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, { file: string }> : {};
    const gameIds = Object.keys(SIM_GAMES);
    const playChunkOf = (id: string): string | undefined => manifest[`src/games/${id}/play.ts`]?.file;
    const dynamicOf = (files: Iterable<string>, skip: Set<string>) => {
      const out: string[] = [];
      for (const f of files) for (const d of importsOf(dist, f, DYNAMIC_IMPORT)) if (!NOT_LOADED.test(d) && !skip.has(d)) out.push(d);
      return out;
    };
    const playEntry = dynamicOf(home, new Set()).filter((d) => /(^|\/)play-[^/]*\.js$/.test(d) && !gameIds.some((id) => playChunkOf(id) === d));
    /** The chunks of each game's own modules loaded on demand (its table, definition, bot…), by game. */
    const gameOfChunk = new Map<string, string>();
    for (const [source, chunk] of Object.entries(manifest)) {
      const id = /^src\/games\/([^/]+)\//.exec(source)?.[1];
      if (id && gameIds.includes(id)) gameOfChunk.set(chunk.file, id);
    }
    /** Home, the play controller and one game's module (its entry in the home screen's list loads it), with
     *  everything they load when the game opens, except the other games' own modules (lazy loaders of every
     *  game are reachable, e.g. the bots' adapters, but only this game's are loaded). */
    const openGame = (id: string): Set<string> => {
      const others = new Set([...gameOfChunk].filter(([, g]) => g !== id).map(([file]) => file));
      const own = playChunkOf(id);
      let game = staticClosure(dist, [...home, ...playEntry, ...(own ? [own] : [])]);
      for (;;) {
        const more = dynamicOf([...game].filter((f) => !home.has(f)), others).filter((d) => !game.has(d));
        if (!more.length) break;
        game = staticClosure(dist, [...game, ...more]);
      }
      return game;
    };
    const game = openGame(TRACKED);
    // The bot worker: new Worker(new URL(...)) in the game's code, with everything it imports (the adapter lazily).
    const workerEntries = new Set<string>();
    for (const f of game) {
      const src = readFileSync(join(dist, f), 'utf8');
      for (const m of src.matchAll(WORKER_URL)) workerEntries.add(m[1].startsWith('.') ? posix.normalize(posix.join(posix.dirname(f), m[1])) : rel(m[1]));
    }
    let worker = staticClosure(dist, workerEntries);
    for (;;) {
      const more = dynamicOf(worker, new Set()).filter((d) => !worker.has(d));
      if (!more.length) break;
      worker = staticClosure(dist, [...worker, ...more]);
    }
    const workers = [...worker];
    const homeGz = gz(dist, home);
    const gameGz = gz(dist, game);
    const workerGz = gz(dist, workers);
    const perGameGz: Record<string, number> = {};
    for (const id of gameIds) if (playChunkOf(id)) perGameGz[id] = gz(dist, openGame(id));
    figures.build = { homeJsGzip: homeGz, homeChunks: [...home], meowGameJsGzip: gameGz, meowGameChunks: [...game], botWorkerJsGzip: workerGz, botWorkerChunks: workers, openGameJsGzip: perGameGz };
    line('home screen JS, gzip', `${(homeGz / 1024).toFixed(1)} KiB  (${home.size} chunks)`);
    line(`open ${TRACKED} game JS, gzip (incl. home)`, `${(gameGz / 1024).toFixed(1)} KiB  (${game.size} chunks)`);
    for (const [id, size] of Object.entries(perGameGz)) if (id !== TRACKED) line(`open ${id} game JS, gzip (incl. home)`, `${(size / 1024).toFixed(1)} KiB`);
    line('bot worker JS, gzip (with every adapter)', workers.length ? `${(workerGz / 1024).toFixed(1)} KiB  (${workers.length} chunks)` : 'no bot worker found in the game chunks');
  }
}

process.stdout.write(JSON.stringify(figures) + '\n');
