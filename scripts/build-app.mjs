// node scripts/build-app.mjs: `npm start`'s build of the app (vite build into dist/), skipped when nothing it reads
// changed since dist/ was built (scripts/build-stamp.mjs): started again after a crash, the server listens in a
// second or so instead of after half a minute of building the same app again.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { inputsHash, upToDate, writeStamp } from './build-stamp.mjs';

const DIST = 'dist';
const STAMP = join(DIST, '.build-stamp');
// What vite build reads: the app, its assets and page, its configuration and what that imports (the policy, the
// font cutter), the packages, this script; and the VITE_ variables, from the environment or .env files
// (VITE_ONLINE_SERVER names another server).
const INPUTS = [
  'src', 'machines', 'assets', 'index.html', 'vite.config.ts', 'tsconfig.json', 'package-lock.json',
  'server/csp.ts', 'scripts/size-fonts.ts', 'scripts/build-app.mjs', 'scripts/build-stamp.mjs',
  '.env', '.env.local', '.env.production', '.env.production.local',
];
const env = Object.keys(process.env).filter((k) => k.startsWith('VITE_')).sort().map((k) => `${k}=${process.env[k]}`);

const hash = inputsHash(INPUTS, env);
if (upToDate(STAMP, hash, join(DIST, 'index.html'))) {
  console.log(`${DIST}/ is up to date`);
} else {
  // vite build empties dist/ first, the stamp with it.
  const built = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
  writeStamp(STAMP, hash);
}
