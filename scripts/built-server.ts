// The online server as `npm start` runs it, for the benches that start their own (scripts/bench-online.ts,
// scripts/bench-restart.ts): built ahead into dist-server/ (scripts/build-server.mjs, skipped when its sources are
// as they were), then run with plain node, its source maps on so a stack names server/*.ts.
import { execFileSync } from 'node:child_process';

/** node's arguments that start the built server. */
export const BUILT_SERVER_ARGS = ['--enable-source-maps', 'dist-server/main.js'];

/** Builds dist-server/ if its sources changed; what the build says goes to stderr (stdout is the bench's figures). */
export function buildServer(): void {
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: ['ignore', process.stderr, 'inherit'] });
}
