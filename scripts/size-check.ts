// npx tsx scripts/size-check.ts [DIST]: fails when a build loads more JavaScript than its budget (gzip, as
// `npm run bench` measures it, scripts/size-lib.ts): the home screen, each open game with the home screen, the bot
// worker. A size is a fact of the build, not a timing, so CI checks it right after its build (scripts/test.sh).
// Raise a budget only with a reason in the commit; lower it when a change makes room.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { GAME_IDS } from '../src/games/index';
import { kib, measureBuild } from './size-lib';

/** Budgets in KiB of gzipped JS. Issue 17's aims are a home screen of 50, an open game of 200 with it and a bot
 *  worker of 40. Home (49.5) and the worker a player loads (its game's adapter: 13.4-19.7) are held to theirs. An
 *  open game is not there yet (PixiJS alone is about 115); its budget stands at the largest measured (241.7, Pocket
 *  Cats, once pointer input no longer took PixiJS's event system) rounded up a little, so nothing grows unnoticed.
 *  Every adapter at once (no player loads that) grew past 60 with Meow Meow's public history and hand model
 *  (61.2). One host for every table (issue 30) loads the table host, its protocol, the seats' ends and the seat
 *  screen with every game in place of the one-device controller: 6.2-6.6 KiB more per open game (Pocket Cats 249.3
 *  with its kept parts), so 251. Online tables (issue 31) add the online seat kind to the new-game screen (its
 *  code loads apart, when that screen opens) and give each game's move-log words a PixiJS-free module of their own
 *  that the server loads (a chunk of their own in the app too): 0.8-1.0 KiB more (Pocket Cats 252.2), so 253. Then
 *  protocol 3 (a device watching the table, the organiser handing an away seat to a bot) in the host, guest and
 *  protocol every game loads, with their refusals' words: 0.6 KiB more (Pocket Cats 253.5), so 254. The GPU probe that
 *  picks the canvas renderer on a weak GPU (issue 39: WebKit's software WebGL drew a deal in 4-28 s) and the shared
 *  gradients: 1.1 KiB more (Pocket Cats 254.6), so 255. Then back to 245 (issue 37): the build leaves out the parts of
 *  PixiJS no table uses (vite.config.ts, pixiWithoutUnused: video, SVG, tagged text, the WebGPU and particle patches,
 *  pixel reading, the resize plugin, compressed textures, 146 colour names), 10.4 KiB in every game (Pocket Cats
 *  254.5 -> 244.1). The review (issue 40) adds the database's fourth version (the reviews kept beside the saves) to
 *  the home screen every game loads, and Moeraki's and Pocket Cats' judgement of a position to their adapters:
 *  about 0.1 KiB each (Pocket Cats 245.0), so 246; every adapter at once 63.1, so 64. */
const BUDGETS = {
  home: 50,
  openGame: 246,
  workerPerGame: 40,
  worker: 64,
};

const dist = resolve(process.argv[2] ?? 'dist');
if (!existsSync(join(dist, 'index.html'))) {
  process.stderr.write(`size check: no build in ${dist} (run vite build first)\n`);
  process.exit(2);
}
const sizes = measureBuild(dist, GAME_IDS);
const over: string[] = [];
const check = (what: string, bytes: number, budgetKiB: number) => {
  const ok = bytes <= budgetKiB * 1024;
  process.stdout.write(`${ok ? 'ok  ' : 'OVER'} ${what.padEnd(44)} ${kib(bytes).padStart(10)} of ${budgetKiB} KiB\n`);
  if (!ok) over.push(`${what} loads ${kib(bytes)} of gzipped JavaScript, over its budget of ${budgetKiB} KiB`);
};

check('home screen', sizes.home.gzip, BUDGETS.home);
for (const id of GAME_IDS) {
  const game = sizes.openGame[id];
  if (!game) over.push(`the game ${id} has no play chunk in the build's manifest (${join(dist, '.vite/manifest.json')}), so its size is unknown`);
  else check(`open ${id} (with the home screen)`, game.gzip, BUDGETS.openGame);
}
if (!sizes.worker.chunks.length) over.push('no bot worker was found in the games\' chunks (new Worker(new URL(...)))');
else {
  // A worker loads the adapter of the game being played (src/ai/adapters.ts): that is what a player waits for.
  for (const id of GAME_IDS) {
    const w = sizes.workerFor[id];
    if (!w || w.chunks.length === sizes.worker.chunks.length) over.push(`no adapter chunk of ${id} was found in the bot worker (src/ai/adapters.ts), so its own size is unknown`);
    else check(`bot worker playing ${id}`, w.gzip, BUDGETS.workerPerGame);
  }
  check('bot worker (every game\'s adapter at once)', sizes.worker.gzip, BUDGETS.worker);
}
const info = (what: string, bytes: number) => process.stdout.write(`     ${what.padEnd(44)} ${kib(bytes).padStart(10)}\n`);
info('largest game hosted for phones (no budget)', Math.max(...Object.values(sizes.hostedGame).map((g) => g.gzip)));
info('fonts shipped, woff2 (no budget)', sizes.fonts.bytes);
info('bot worker reviewing (no budget)', sizes.workerReviewing.gzip);

if (over.length) {
  process.stderr.write(`size check failed:\n${over.map((o) => `  - ${o}`).join('\n')}\n` +
    'Find what grew with `npm run bench -- --size-only` (it lists the chunks in its JSON line); see scripts/size-check.ts.\n');
  process.exit(1);
}
process.stdout.write('size check: every budget met\n');
