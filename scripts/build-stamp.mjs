// Whether a build's inputs changed since it was last built, for scripts/build-app.mjs and scripts/build-server.mjs:
// `npm start` after a crash must not spend half a minute rebuilding what is already built. A stamp file inside the
// build's own folder holds a hash of its inputs (every file under the folders and files named, by path and content,
// and whatever else the build reads, such as its environment) as they were when the build started; the build is
// skipped while the hash is the same. The stamp is written only after a build succeeds, and a build made by
// anything else (`npx vite build` empties dist/) removes it, so the next start builds again. Plain JavaScript, run
// by node itself: nothing to compile before knowing there is nothing to build.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Tests never reach a build. */
const IGNORED = /\.test\.ts$/;

function* files(path) {
  if (!existsSync(path)) return;
  if (!statSync(path).isDirectory()) return yield path;
  for (const name of readdirSync(path).sort()) {
    if (!IGNORED.test(name)) yield* files(join(path, name));
  }
}

/** One hash of the files under `paths` (relative to the repository, which is the working directory), each by its
 *  path and bytes, and of `extra` (strings that change the build, such as environment variables). */
export function inputsHash(paths, extra = []) {
  const hash = createHash('sha256');
  for (const x of extra) hash.update(`${x}\0`);
  for (const path of paths) {
    for (const file of files(path)) hash.update(`${file}\0`).update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

/** True when `stampFile` holds `hash`, and `built` (the build's main output) is there. */
export function upToDate(stampFile, hash, built) {
  return existsSync(built) && existsSync(stampFile) && readFileSync(stampFile, 'utf8').trim() === hash;
}

export function writeStamp(stampFile, hash) {
  writeFileSync(stampFile, `${hash}\n`);
}
