// A throwaway redis-server for the tests (and an end-to-end spec, and the load bench): Debian's binary on a free
// loopback port, in a temporary folder, with the append-only file on (appendfsync everysec, no RDB snapshots), as
// the server asks of a Redis that keeps the tables' logs (./redis-store.ts). everysec, not always: a write reaches
// the file (the kernel's page cache) before Redis replies (unless a slow disk's fsync holds it back, up to 2 s), so
// a crash of redis-server itself loses nothing acknowledged, which the kill test checks; only the machine losing
// power could cost the last second. `always` would fsync each move before its reply: slower, for no test here that
// could lose power. kill() is that crash (SIGKILL), restart() starts it again on the same folder and port, replaying
// the file. Gone with stop().
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startOnFreePort, untilReady } from './loopback';

/** Debian's redis-server (scripts/ensure-deps.sh --browser installs it). */
export const REDIS_SERVER = '/usr/bin/redis-server';

export interface RedisServer {
  /** redis://127.0.0.1:<port> */
  url: string;
  port: number;
  /** SIGKILL: redis-server dies at once; its folder (the append-only file) stays. */
  kill(): Promise<void>;
  /** Started again on the same folder and port; resolves once it has loaded its file and accepts connections. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

export const hasRedisServer = (): boolean => existsSync(REDIS_SERVER);

/** Starts redis-server and resolves once it accepts connections. `appendOnly: false`: a Redis as Debian's default
 *  has it (no append-only file), which the server refuses for the logs unless told (the tests of that refusal). */
export async function startRedisServer({ timeoutMs = 10_000, appendOnly = true } = {}): Promise<RedisServer> {
  if (!hasRedisServer()) throw new Error(`${REDIS_SERVER} is missing: bash scripts/ensure-deps.sh --browser installs Debian's redis-server`);
  const dir = mkdtempSync(join(tmpdir(), 'nine-lives-redis-'));
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  const alive = () => child !== undefined && child.exitCode === null && child.signalCode === null;
  // A test process that ends without stop() must not leave a redis-server behind.
  const killOnExit = () => {
    if (alive()) child!.kill('SIGKILL');
  };
  process.once('exit', killOnExit);
  const start = async (port: number) => {
    const c = spawn(REDIS_SERVER, [
      '--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '',
      '--appendonly', appendOnly ? 'yes' : 'no', '--appendfsync', 'everysec', '--daemonize', 'no', '--loglevel', 'notice',
    ], { stdio: ['ignore', 'pipe', 'pipe'] });
    child = c;
    exited = new Promise<void>((resolve) => c.once('exit', () => resolve()));
    try {
      // Ready once it has loaded its append-only file.
      await untilReady(c, /Ready to accept connections/, 'redis-server', timeoutMs);
    } catch (error) {
      if (alive()) c.kill('SIGKILL');
      await exited;
      throw error;
    }
  };
  const kill = async () => {
    if (alive()) child!.kill('SIGKILL');
    await exited;
  };
  const port = await startOnFreePort(start, () => {
    process.off('exit', killOnExit);
    rmSync(dir, { recursive: true, force: true });
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    kill,
    restart: async () => {
      await kill();
      await start(port);
    },
    stop: async () => {
      if (alive()) child!.kill('SIGTERM');
      await exited;
      process.off('exit', killOnExit);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
