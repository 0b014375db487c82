// What a build loads, in gzipped JavaScript: the home screen, each open game (with the home screen) and the bot
// worker, found by following the chunks' own imports from index.html; and the font files it ships. Read by
// `npm run bench` (scripts/bench.ts) and by the size check after CI's build (scripts/size-check.ts).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import { GAME_PARTS, gamePart } from '../src/games/parts';

// Minified output quotes with ", ' or ` (rolldown writes import(`./x.js`)).
const STATIC_IMPORT = /(?:\bfrom\s*|\bimport\s*)["'`](\.{1,2}\/[^"'`]+?\.js)["'`]/g;
const DYNAMIC_IMPORT = /\bimport\s*\(\s*["'`](\.{1,2}\/[^"'`]+?\.js)["'`]\s*\)/g;
/** In the bot worker: each game's adapter, imported on demand from its part (src/games/parts.ts's GAME_PARTS.bot). */
const ADAPTER_IMPORT = new RegExp(`["'\`]\\.\\./games/([a-z-]+)/${GAME_PARTS.bot.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}["'\`]\\s*:\\s*\\(\\)\\s*=>\\s*import\\(\\s*["'\`](\\.{1,2}/[^"'\`]+?\\.js)["'\`]`, 'g');
/** The module the shell imports on demand to open any game (src/shell/screens/playing.ts). */
const OPEN_GAME = 'src/table/open-game.ts';
/** What the bot worker loads only to review a finished game (src/ai/worker.ts imports src/review/review.ts), never
 *  while a game is played. The worker's chunks are not in the Vite manifest: found by the module's name. */
const REVIEW_CHUNK = /^assets\/review-[\w-]+\.js$/;
const WORKER_URL = /new\s+Worker\s*\(\s*new\s+URL\s*\(\s*["'`]([^"'`]+?\.js)["'`]/g;
/** PixiJS chunks a browser with WebGL never loads: the other renderers (the canvas one only when WebGL fails or
 *  is emulated in software, src/scene/app.ts), and the environments' catch-all extension sets (the scenes import
 *  what they use and start PixiJS with manageImports: false). */
export const NOT_LOADED = /webworkerAll|browserAll|WebGPURenderer|CanvasRenderer/;

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

export interface Load {
  /** Bytes, gzip level 9, summed over the chunks. */
  gzip: number;
  chunks: string[];
}

export interface BuildSizes {
  home: Load;
  /** Per game id: what opening it on this device loads, the home screen included. */
  openGame: Record<string, Load>;
  /** The same, hosting it for phones (with the table of devices' modules: the link, the codes, the camera). */
  hostedGame: Record<string, Load>;
  /** The bot worker with every game's adapter, as games are played. */
  worker: Load;
  /** The same with the review a finished game loads (src/review/). */
  workerReviewing: Load;
  /** Per game id: the bot worker with that game's adapter (what a worker loads while that game is played). */
  workerFor: Record<string, Load>;
  /** The font files the app ships (woff2, precached; already compressed, so bytes as they are). */
  fonts: { bytes: number; files: string[] };
}

/** The sizes of the build in `dist` (built with its Vite manifest) for these games. */
export function measureBuild(dist: string, gameIds: readonly string[]): BuildSizes {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const entries: string[] = [];
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+\.js)"/g)) entries.push(m[1]);
  for (const m of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+\.js)"/g)) entries.push(m[1]);
  for (const m of html.matchAll(/<link\b[^>]*\bhref="([^"]+\.js)"[^>]*\brel="modulepreload"/g)) entries.push(m[1]);
  const rel = (p: string) => posix.normalize(p.replace(/^(\.\/|\/)/, ''));
  const home = staticClosure(dist, entries.map(rel));
  // Which chunk is which game's (the Vite manifest lists each module loaded on demand under its source path), so
  // one game's size leaves the others out.
  const manifestPath = join(dist, '.vite', 'manifest.json');
  const manifest = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, { file: string }> : {};
  const playChunkOf = (id: string): string | undefined => manifest[`src/games/${gamePart(id, 'table')}`]?.file;
  /** Chunks of the modules a source folder loads on demand (each module Vite lists under its path), with their
   *  static imports. */
  const chunksUnder = (folder: RegExp): Set<string> =>
    staticClosure(dist, Object.entries(manifest).filter(([source]) => folder.test(source)).map(([, chunk]) => chunk.file));
  /** Each game's own chunks: its modules loaded on demand (table, definition, bot, rules text…) and what they
   *  import statically (a game's bot may share a chunk with its table's hints, under no name of its own). */
  const ownChunks = new Map(gameIds.map((id) => [id, chunksUnder(new RegExp(`^src/games/${id}/`))]));
  /** The chunks the table of devices (src/table/) loads on demand: only for a game hosted for phones, or to pair
   *  or join one (what they import statically counts where something else loads it too). */
  const deviceChunks = new Set(Object.entries(manifest).filter(([source]) => source.startsWith('src/table/') && source !== OPEN_GAME).map(([, chunk]) => chunk.file));
  /** A table's words in French and German (files named …translations.ts), loaded only in a language in use: the sizes
   *  are an English player's, as the shell's own French and German (loaded from the home screen) count nowhere. */
  const otherLanguages = new Set(Object.entries(manifest).filter(([source]) => source.endsWith('translations.ts')).map(([, chunk]) => chunk.file));
  const dynamicOf = (files: Iterable<string>, skip: (chunk: string) => boolean) => {
    const out: string[] = [];
    for (const f of files) for (const d of importsOf(dist, f, DYNAMIC_IMPORT)) if (!NOT_LOADED.test(d) && !otherLanguages.has(d) && !skip(d)) out.push(d);
    return out;
  };
  // The screens on the way to a table, each a chunk the shell loads when first shown: New game, then Playing.
  const openingScreens = ['src/shell/screens/new-game.ts', 'src/shell/screens/playing.ts'].map((source) => manifest[source]?.file).filter((f): f is string => f !== undefined);
  // The table's way in: the shell opens a game with import() of OPEN_GAME (found by its source in the manifest, so a
  // renamed chunk cannot drop out of the count unseen).
  const openGameChunk = manifest[OPEN_GAME]?.file;
  if (!openGameChunk) throw new Error(`no chunk for ${OPEN_GAME} in ${manifestPath}: the size check cannot find how a game opens`);
  const playEntry = [openGameChunk];
  /** Home, the table's way in and one game's module (its entry in the home screen's list loads it), with
   *  everything they load when the game opens: their static imports, and what they import on demand (PixiJS's
   *  renderer, the game's bot…) except the other games' own chunks (the table host can load any game's bot)
   *  and, unless `devices`, the table of devices' modules. */
  /** `start` with everything it imports statically, and on demand transitively except what `skip` says. */
  const withDynamic = (start: Iterable<string>, skip: (chunk: string) => boolean, followFrom: (chunk: string) => boolean = () => true): Set<string> => {
    let loads = staticClosure(dist, start);
    for (;;) {
      const more = dynamicOf([...loads].filter(followFrom), skip).filter((d) => !loads.has(d));
      if (!more.length) return loads;
      loads = staticClosure(dist, [...loads, ...more]);
    }
  };
  /** A chunk that is another game's own (not `id`'s). */
  const othersOwn = (id: string) => {
    const mine = ownChunks.get(id)!;
    return (chunk: string) => !mine.has(chunk) && [...ownChunks].some(([other, chunks]) => other !== id && chunks.has(chunk));
  };
  const openGame = (id: string, devices: boolean): Set<string> => {
    const others = othersOwn(id);
    const own = playChunkOf(id);
    return withDynamic([...home, ...openingScreens, ...playEntry, ...(own ? [own] : [])],
      (chunk) => others(chunk) || (!devices && deviceChunks.has(chunk)), (f) => !home.has(f));
  };
  const games: Record<string, Set<string>> = {};
  const devices: Record<string, Set<string>> = {};
  for (const id of gameIds) {
    if (!playChunkOf(id)) continue;
    games[id] = openGame(id, false);
    devices[id] = openGame(id, true);
  }
  // The bot worker: new Worker(new URL(...)) in the games' code, with everything it imports (the adapters lazily).
  const workerEntries = new Set<string>();
  for (const f of new Set(Object.values(games).flatMap((g) => [...g]))) {
    const src = readFileSync(join(dist, f), 'utf8');
    for (const m of src.matchAll(WORKER_URL)) workerEntries.add(m[1].startsWith('.') ? posix.normalize(posix.join(posix.dirname(f), m[1])) : rel(m[1]));
  }
  const notReview = (chunk: string) => REVIEW_CHUNK.test(chunk);
  const worker = withDynamic(workerEntries, notReview);
  const workerReviewing = withDynamic(workerEntries, () => false);
  // What a worker loads for one game: its own code and that game's adapter (it imports an adapter when asked).
  const adapterChunk = new Map<string, string>();
  for (const f of worker) for (const m of readFileSync(join(dist, f), 'utf8').matchAll(ADAPTER_IMPORT)) adapterChunk.set(m[1], posix.normalize(posix.join(posix.dirname(f), m[2])));
  const otherAdapters = (id: string) => (chunk: string) => [...adapterChunk].some(([other, c]) => other !== id && c === chunk);
  const workerFor = Object.fromEntries(Object.keys(games).map((id) => [id, withDynamic(workerEntries, (c) => notReview(c) || otherAdapters(id)(c))]));
  const load = (files: Set<string>): Load => ({ gzip: gz(dist, files), chunks: [...files] });
  const assets = join(dist, 'assets');
  const fonts = existsSync(assets) ? readdirSync(assets).filter((f) => f.endsWith('.woff2')).map((f) => `assets/${f}`) : [];
  return {
    home: load(home),
    openGame: Object.fromEntries(Object.entries(games).map(([id, files]) => [id, load(files)])),
    hostedGame: Object.fromEntries(Object.entries(devices).map(([id, files]) => [id, load(files)])),
    worker: load(worker),
    workerReviewing: load(workerReviewing),
    workerFor: Object.fromEntries(Object.entries(workerFor).map(([id, files]) => [id, load(files)])),
    fonts: { bytes: fonts.reduce((sum, f) => sum + readFileSync(join(dist, f)).length, 0), files: fonts },
  };
}

/** A size in KiB for a line of output. */
export const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;
