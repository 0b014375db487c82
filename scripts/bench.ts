// npm run bench [-- --quick] [-- --no-build] [-- --size-only]: the figures the lead tracks, one line each, then one JSON line.
//  - events/s through the statechart (GameSession: XState's pure transition()) in random four-player games
//  - events/s of the pure forward model (legalEvents + apply) in random playouts
//  - ISMCTS iterations/s, and the hard bot's decision time (median, p95) over about 200 decisions of real games
//  - the gzipped JS the home screen loads, and what an open Meow Meow game adds (from dist/, built if stale)
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import { rngInt } from '../src/engine/rng';
import { GameSession } from '../src/engine/session';
import type { PlayerInfo } from '../src/engine/types';
import { chooseEvent } from '../src/ai/bots';
import { Ismcts } from '../src/ai/ismcts';
import { HARD_DEFAULT_BUDGET } from '../src/ai/types';
import meowMeow, { type MeowEvent, type MeowState } from '../src/games/meow-meow/index';
import { meowMeowBot } from '../src/games/meow-meow/bot';
import { percentile } from './sim-lib';

const quick = process.argv.includes('--quick');
const noBuild = process.argv.includes('--no-build');
const sizeOnly = process.argv.includes('--size-only');
const ROOT = join(dirname(new URL(import.meta.url).pathname), '..');
const players = (n: number): PlayerInfo[] => Array.from({ length: n }, (_, i) => ({ name: `B${i + 1}`, kind: 'bot' }));
const figures: Record<string, unknown> = {};
const line = (label: string, value: string) => process.stdout.write(`${label.padEnd(50)} ${value}\n`);
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

// ---------- statechart ----------
if (!sizeOnly) {
  const games = quick ? 40 : 200;
  let events = 0;
  let ms = 0;
  let rng = 1;
  for (let g = 0; g < games; g++) {
    const s = new GameSession(meowMeow, { options: { deck: 32, dealer: g % 4 }, seed: g, players: players(4) });
    while (!s.over) {
      const legal = meowMeow.legalEvents(s.state, s.state.turn);
      let i: number;
      [i, rng] = rngInt(rng, legal.length);
      const t = performance.now();
      s.send(legal[i]);
      ms += performance.now() - t;
      events++;
    }
  }
  const eps = (events * 1000) / ms;
  figures.statechartEventsPerSecond = Math.round(eps);
  line('statechart (GameSession.send) events/s', `${fmt(eps)}  (${games} random 4-seat games, ${fmt(events)} events)`);
}

// ---------- forward model ----------
if (!sizeOnly) {
  const games = quick ? 500 : 3000;
  let events = 0;
  let rng = 7;
  const t = performance.now();
  for (let g = 0; g < games; g++) {
    let s: MeowState = meowMeow.setup({ options: { deck: 32, dealer: g % 4 }, seed: g, players: players(4) });
    while (s.phase !== 'over') {
      const legal = meowMeow.legalEvents(s, s.turn);
      let i: number;
      [i, rng] = rngInt(rng, legal.length);
      s = meowMeow.apply(s, legal[i]);
      events++;
    }
  }
  const eps = (events * 1000) / (performance.now() - t);
  figures.forwardModelEventsPerSecond = Math.round(eps);
  line('forward model (legalEvents+apply) events/s', `${fmt(eps)}  (target 500,000)`);
}

// ---------- hard bot: iterations/s and decision times in real games ----------
if (!sizeOnly) {
  const target = quick ? 40 : 200;
  const times: number[] = [];
  const searched: number[] = [];
  let iterations = 0;
  let iterMs = 0;
  for (let g = 0; times.length < target; g++) {
    // Two seats, hard against greedy, seats alternating; then a few four-seat games.
    const n = g % 4 === 3 ? 4 : 2;
    const hardSeat = g % n;
    const s = new GameSession(meowMeow, { options: { deck: 32, dealer: g % n }, seed: 9000 + g, players: players(n) });
    for (let k = 0; !s.over; k++) {
      const seat = s.state.turn;
      const legal = meowMeow.legalEvents(s.state, seat);
      const c = chooseEvent(meowMeowBot, seat === hardSeat ? 'hard' : 'greedy', meowMeow.view(s.state, seat), legal, g * 1000 + k);
      if (seat === hardSeat) {
        times.push(c.ms);
        if (legal.length > 1) searched.push(c.ms);
      }
      s.send(c.event);
    }
  }
  // Raw iteration rate: fixed-count searches from positions of those games (no early stop).
  for (let g = 0; g < (quick ? 4 : 12); g++) {
    const s = new GameSession(meowMeow, { options: { deck: 32, dealer: 0 }, seed: 7000 + g, players: players(2 + (g % 3)) });
    for (let k = 0; k < 2 * g && !s.over; k++) s.send(meowMeow.legalEvents(s.state, s.state.turn)[0]);
    if (s.over) continue;
    const seat = s.state.turn;
    const search = new Ismcts<MeowState, MeowEvent, unknown>(meowMeowBot as never, meowMeow.view(s.state, seat), meowMeow.legalEvents(s.state, seat), g);
    const t = performance.now();
    for (let i = 0; i < 1000; i++) search.iterate();
    iterMs += performance.now() - t;
    iterations += 1000;
  }
  const ips = (iterations * 1000) / iterMs;
  const sorted = times.slice().sort((a, b) => a - b);
  const sortedSearched = searched.slice().sort((a, b) => a - b);
  figures.ismctsIterationsPerSecond = Math.round(ips);
  figures.hardDecisionMs = {
    budget: HARD_DEFAULT_BUDGET,
    decisions: times.length,
    median: Number(percentile(sorted, 0.5).toFixed(1)),
    p95: Number(percentile(sorted, 0.95).toFixed(1)),
    searchedDecisions: searched.length,
    searchedMedian: Number(percentile(sortedSearched, 0.5).toFixed(1)),
    searchedP95: Number(percentile(sortedSearched, 0.95).toFixed(1)),
  };
  line('ISMCTS iterations/s', fmt(ips));
  line('hard decision ms (median / p95)', `${percentile(sorted, 0.5).toFixed(1)} / ${percentile(sorted, 0.95).toFixed(1)}  (${times.length} decisions, budget ${HARD_DEFAULT_BUDGET.ms} ms / ${HARD_DEFAULT_BUDGET.iterations} it.)`);
  line('  with 2+ legal events (median / p95)', `${percentile(sortedSearched, 0.5).toFixed(1)} / ${percentile(sortedSearched, 0.95).toFixed(1)}  (${searched.length} decisions)`);
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

{
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
    const dynamicOf = (files: Iterable<string>) => {
      const out: string[] = [];
      for (const f of files) for (const d of importsOf(dist, f, DYNAMIC_IMPORT)) if (!NOT_LOADED.test(d)) out.push(d);
      return out;
    };
    const playEntry = dynamicOf(home).filter((d) => /(^|\/)play-[^/]*\.js$/.test(d));
    let game = staticClosure(dist, [...home, ...playEntry]);
    for (;;) {
      const more = dynamicOf([...game].filter((f) => !home.has(f))).filter((d) => !game.has(d));
      if (!more.length) break;
      game = staticClosure(dist, [...game, ...more]);
    }
    // The bot worker: new Worker(new URL(...)) in the game's code, with everything it imports (the adapter lazily).
    const workerEntries = new Set<string>();
    for (const f of game) {
      const src = readFileSync(join(dist, f), 'utf8');
      for (const m of src.matchAll(WORKER_URL)) workerEntries.add(m[1].startsWith('.') ? posix.normalize(posix.join(posix.dirname(f), m[1])) : rel(m[1]));
    }
    let worker = staticClosure(dist, workerEntries);
    for (;;) {
      const more = dynamicOf(worker).filter((d) => !worker.has(d));
      if (!more.length) break;
      worker = staticClosure(dist, [...worker, ...more]);
    }
    const workers = [...worker];
    const homeGz = gz(dist, home);
    const gameGz = gz(dist, game);
    const workerGz = gz(dist, workers);
    figures.build = { homeJsGzip: homeGz, homeChunks: [...home], meowGameJsGzip: gameGz, meowGameChunks: [...game], botWorkerJsGzip: workerGz, botWorkerChunks: workers };
    line('home screen JS, gzip', `${(homeGz / 1024).toFixed(1)} KiB  (${home.size} chunks)`);
    line('open Meow Meow game JS, gzip (incl. home)', `${(gameGz / 1024).toFixed(1)} KiB  (${game.size} chunks)`);
    line('bot worker JS, gzip (with the Meow Meow adapter)', workers.length ? `${(workerGz / 1024).toFixed(1)} KiB  (${workers.length} chunks)` : 'no bot worker found in the game chunks');
  }
}

process.stdout.write(JSON.stringify(figures) + '\n');
