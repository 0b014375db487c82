// node scripts/build-server.mjs [--force]: the online tables' server (server/main.ts) and its bot worker
// (server/bot-worker.ts) built ahead into dist-server/, which `npm start`, `npm run server` and the end-to-end specs
// run with plain node. Compiling the TypeScript as the server started (tsx) took a minute to listen on a loaded
// machine; this build takes about a second, and is skipped when its inputs are as they were (scripts/build-stamp.mjs).
// ESM for Node 20, one chunk per dynamic import (the server loads each game's rules, bot and words only when a table
// of it opens: src/games/index.ts), and node_modules left to Node (PGlite finds its WebAssembly next to its own code).
// The chunks sit beside the entries, so server/bot-pool.ts finds ./bot-worker.js from whichever chunk it is in.
// The folder is not emptied first: the chunks' names are their hashes, and a server still running from the last
// build (`npm start` while the end-to-end specs build) loads a game's chunk only when a table of it opens.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { inputsHash, upToDate, writeStamp } from './build-stamp.mjs';

const SERVER_OUT = 'dist-server';
const STAMP = join(SERVER_OUT, '.build-stamp');
// What the build reads: the server, the app's code it imports (the games, the table protocol), how TypeScript and
// esbuild read it, and this script.
const INPUTS = ['server', 'src', 'machines', 'tsconfig.json', 'package-lock.json', 'scripts/build-server.mjs', 'scripts/build-stamp.mjs'];

/** The tables' screens reach CSS (PixiJS's scenes, the score sheets): the server never shows one, so their styles
 *  are left out rather than written beside the server. */
const noStyles = {
  name: 'no-styles',
  setup(b) {
    b.onResolve({ filter: /\.css$/ }, (args) => ({ path: args.path, namespace: 'no-styles' }));
    b.onLoad({ filter: /.*/, namespace: 'no-styles' }, () => ({ contents: '', loader: 'js' }));
  },
};

const started = performance.now();
const hash = inputsHash(INPUTS);
if (!process.argv.includes('--force') && upToDate(STAMP, hash, join(SERVER_OUT, 'main.js'))) {
  console.log(`${SERVER_OUT}/ is up to date`);
} else {
  // A stamp from an earlier build must not outlive a build that fails halfway.
  rmSync(STAMP, { force: true });
  const { build } = await import('esbuild');
  await build({
    entryPoints: { main: 'server/main.ts', 'bot-worker': 'server/bot-worker.ts' },
    outdir: SERVER_OUT,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    plugins: [noStyles],
    logLevel: 'warning',
  });
  writeStamp(STAMP, hash);
  console.log(`${SERVER_OUT}/ built in ${Math.round(performance.now() - started)} ms`);
}
