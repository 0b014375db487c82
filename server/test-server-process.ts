// The server as `npm run server` runs it, for the tests that start it as a process of its own: built ahead into
// dist-server/ (scripts/build-server.mjs, skipped when nothing changed), then plain node. Compiling server/main.ts
// with tsx at each start cost seconds of CPU, and a minute to listen beside the end-to-end specs.
import { execFileSync } from 'node:child_process';

let built = false;

/** Node's arguments for the built server (built first, once per test file). */
export function builtServerArgs(): string[] {
  if (!built) {
    execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'ignore' });
    built = true;
  }
  return ['dist-server/main.js'];
}
