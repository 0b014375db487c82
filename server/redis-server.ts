// A throwaway redis-server for the tests (and an end-to-end spec): Debian's binary on a free loopback port, in a
// temporary folder, keeping nothing on disk (no RDB snapshots, no append-only file). Gone with stop().
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Debian's redis-server (scripts/ensure-deps.sh --browser installs it). */
export const REDIS_SERVER = '/usr/bin/redis-server';

export interface RedisServer {
  /** redis://127.0.0.1:<port> */
  url: string;
  port: number;
  stop(): Promise<void>;
}

export const hasRedisServer = (): boolean => existsSync(REDIS_SERVER);

/** Starts redis-server and resolves once it accepts connections. */
export async function startRedisServer({ timeoutMs = 10_000 } = {}): Promise<RedisServer> {
  if (!hasRedisServer()) throw new Error(`${REDIS_SERVER} is missing: bash scripts/ensure-deps.sh --browser installs Debian's redis-server`);
  // The port is asked of the OS and then handed to redis; another process taking it in between is retried.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOn(await freePort(), timeoutMs);
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}

async function startOn(port: number, timeoutMs: number): Promise<RedisServer> {
  const dir = mkdtempSync(join(tmpdir(), 'nine-lives-redis-'));
  const child = spawn(REDIS_SERVER, [
    '--port', String(port), '--bind', '127.0.0.1', '--dir', dir,
    '--save', '', '--appendonly', 'no', '--daemonize', 'no', '--loglevel', 'notice',
  ], { stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // A test process that ends without stop() must not leave a redis-server behind.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  let log = '';
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`redis-server did not start in ${timeoutMs} ms:\n${log}`)), timeoutMs);
      const listen = (chunk: Buffer) => {
        log += chunk.toString();
        if (/Ready to accept connections/.test(log)) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout.on('data', listen);
      child.stderr.on('data', listen);
      child.once('error', (error) => { clearTimeout(timer); reject(error); });
      child.once('exit', (code) => { clearTimeout(timer); reject(new Error(`redis-server exited (${code}):\n${log}`)); });
    });
  } catch (error) {
    await stop();
    throw error;
  }
  child.stdout.removeAllListeners('data');
  child.stderr.removeAllListeners('data');
  child.stdout.resume();
  child.stderr.resume();
  return { url: `redis://127.0.0.1:${port}`, port, stop };
}

/** A loopback port free at the moment of asking. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
