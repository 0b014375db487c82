// The throwaway processes the tests, specs and benches start on the loopback (redis-server, postgres, the built
// server): a free port to give one, and its output watched until it says it is ready.
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A loopback port free at the moment of asking (from the kernel's ephemeral range, so none of the ports WebKit
 *  refuses to load). */
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

/** Starts a server on a port asked of the OS; another process taking the port in between is tried again, twice.
 *  `giveUp` runs before the last failure is thrown. */
export async function startOnFreePort(start: (port: number) => Promise<void>, giveUp: () => void): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    try {
      const port = await freePort();
      await start(port);
      return port;
    } catch (error) {
      if (attempt >= 3) {
        giveUp();
        throw error;
      }
    }
  }
}

/** Resolves once the child's output matches `pattern` (a server saying it accepts connections); rejects if it exits
 *  or takes longer than `timeoutMs`, with its output. Its output is then drained, not kept. */
export function untilReady(child: ChildProcess, pattern: RegExp, name: string, timeoutMs: number): Promise<void> {
  let log = '';
  return new Promise<void>((resolve, reject) => {
    const done = (error?: Error) => {
      clearTimeout(timer);
      child.stdout!.removeListener('data', listen);
      child.stderr!.removeListener('data', listen);
      child.stdout!.resume();
      child.stderr!.resume();
      if (error) reject(error);
      else resolve();
    };
    const timer = setTimeout(() => done(new Error(`${name} did not start in ${timeoutMs} ms:\n${log}`)), timeoutMs);
    const listen = (chunk: Buffer) => {
      log += chunk.toString();
      if (pattern.test(log)) done();
    };
    child.stdout!.on('data', listen);
    child.stderr!.on('data', listen);
    child.once('error', (error) => done(error));
    child.once('exit', (code) => done(new Error(`${name} exited (${code}):\n${log}`)));
  });
}
