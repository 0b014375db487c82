// The app's own online server for the end-to-end specs (server/main.ts built into dist-server/, run with node as
// `npm start` runs it; e2e/global-setup.ts builds it): the built app and its rooms on one origin, on a free loopback
// port, with its tables' store in a folder of its own. A spec starts it, may kill it (SIGKILL) and start it again on
// the same port and store, and stops it at the end.
// `env` adds to its environment (e2e/online-redis.spec.ts: REDIS_URL and PUBLIC_ADDRESS, the store then in Redis).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../server/loopback';

export interface OnlineServer {
  url: string;
  /** SIGKILL: no goodbye to any client, nothing flushed but what the store already wrote. */
  kill(): Promise<void>;
  /** Started again on the same port and store. */
  restart(): Promise<void>;
  stop(): Promise<void>;
  /** From the last start's spawn to its listening, in ms. */
  readonly listeningMs: number;
}

/** The built server (scripts/build-server.mjs), as `npm start` runs it. */
const SERVER = 'dist-server/main.js';

export async function startOnlineServer(env: Record<string, string> = {}): Promise<OnlineServer> {
  const port = await freePort();
  const data = mkdtempSync(join(tmpdir(), 'nine-lives-tables-'));
  let child: ChildProcess | null = null;
  // A test process that ends without stop() (a worker torn down) must not leave a server behind.
  const killOnExit = (): void => void child?.kill('SIGKILL');
  process.on('exit', killOnExit);

  let listeningMs = NaN;

  const launch = (): Promise<void> => new Promise((resolve, reject) => {
    if (!existsSync(SERVER)) return reject(new Error(`no ${SERVER}: node scripts/build-server.mjs builds it (e2e/global-setup.ts does before the specs)`));
    const spawnedAt = performance.now();
    const started = spawn(process.execPath, ['--enable-source-maps', SERVER], {
      env: {
        ...process.env, APP_DIST: process.env.E2E_DIST ?? 'dist', PORT: String(port), HOST: '127.0.0.1', NINE_LIVES_DATA: data,
        BOT_PACE_MS: '0', ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = started;
    let said = '';
    let listening = false;
    const timer = setTimeout(() => reject(new Error(`the online server did not start in 60 s:\n${said}`)), 60_000);
    const hear = (chunk: Buffer): void => {
      said += chunk.toString();
      if (!listening && said.includes('Nine Lives is at')) {
        listening = true;
        listeningMs = performance.now() - spawnedAt;
        clearTimeout(timer);
        resolve();
      }
    };
    started.stdout!.on('data', hear);
    started.stderr!.on('data', (chunk: Buffer) => { said += chunk.toString(); });
    started.on('exit', (code) => {
      clearTimeout(timer);
      if (!said.includes('Nine Lives is at')) reject(new Error(`the online server stopped (${code}):\n${said}`));
    });
  });

  const end = (signal: NodeJS.Signals): Promise<void> => new Promise((resolve) => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return resolve();
    running.once('exit', () => resolve());
    running.kill(signal);
  });

  await launch();
  return {
    url: `http://127.0.0.1:${port}`,
    kill: () => end('SIGKILL'),
    restart: launch,
    get listeningMs() {
      return listeningMs;
    },
    async stop() {
      await end('SIGTERM');
      process.off('exit', killOnExit);
      rmSync(data, { recursive: true, force: true });
    },
  };
}
