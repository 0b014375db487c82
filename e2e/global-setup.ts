// Before any spec: the online server built (scripts/build-server.mjs, skipped when its sources are as they were),
// once for every worker, so the specs that start it (e2e/online-server.ts) run what `npm start` runs, never a
// build older than the sources nor two builds at once.
import { execFileSync } from 'node:child_process';

export default function globalSetup(): void {
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
}
