// A throwaway PostgreSQL for the tests: Debian's binaries (the `postgresql` package; scripts/ensure-deps.sh --browser
// installs it) on a free loopback port, its cluster made by initdb in a temporary folder, trust on the loopback
// alone, no Unix socket. Debian's own cluster (its service) is never touched. initdb and postgres refuse to run as
// root: as root they run as the package's `postgres` user. kill() is a crash (SIGKILL to the server and every
// backend), restart() starts it again on the same folder and port (crash recovery from the WAL). Gone with stop().
import { spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startOnFreePort, untilReady } from './loopback';

const POSTGRES_LIB = '/usr/lib/postgresql';
const USER = 'nine_lives';

export interface PostgresServer {
  /** postgres://nine_lives@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  /** SIGKILL to the server and all its processes at once; the data folder stays. */
  kill(): Promise<void>;
  /** Started again on the same folder and port; resolves once it accepts connections (after its crash recovery). */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/** Debian's postgresql binaries folder (/usr/lib/postgresql/<version>/bin), the newest, or null. */
export function postgresBin(): string | null {
  if (!existsSync(POSTGRES_LIB)) return null;
  const versions = readdirSync(POSTGRES_LIB).filter((v) => existsSync(join(POSTGRES_LIB, v, 'bin', 'postgres'))).sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(POSTGRES_LIB, versions[0], 'bin') : null;
}

/** Who runs the server: the `postgres` user when this process is root, else this process's own user. */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const line = readFileSync('/etc/passwd', 'utf8').split('\n').find((l) => l.startsWith('postgres:'));
  if (!line) throw new Error('running as root, and there is no postgres user to run PostgreSQL as (Debian\'s postgresql package makes it)');
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

/** initdb, then postgres; resolves once it accepts connections. */
export async function startPostgresServer({ timeoutMs = 30_000 } = {}): Promise<PostgresServer> {
  const bin = postgresBin();
  if (!bin) throw new Error(`no ${POSTGRES_LIB}/*/bin/postgres: bash scripts/ensure-deps.sh --browser installs Debian's postgresql`);
  const user = runAs();
  const dir = mkdtempSync(join(tmpdir(), 'nine-lives-postgres-'));
  if (user) chownSync(dir, user.uid, user.gid);
  const data = join(dir, 'data');
  try {
    await run(join(bin, 'initdb'), ['-D', data, '-U', USER, '--auth=trust', '-E', 'UTF8', '--no-locale', '--no-sync', '--no-instructions'], user, timeoutMs);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }

  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  // A test process that ends without stop() must not leave a postgres behind (synchronously: the process is ending).
  const killOnExit = () => {
    if (child?.pid && child.exitCode === null && child.signalCode === null) sigkill([child.pid, ...childrenOf(child.pid)]);
  };
  process.once('exit', killOnExit);
  // synchronous_commit on: a commit returns once its WAL is written out, so a SIGKILLed server loses no commit (the
  // kernel has it). fsync off, unlike production: only a machine going down would need it, which no test does, and
  // with it on, crash recovery starts by fsyncing every file of the cluster (seconds on a loaded disk).
  const start = async (port: number) => {
    const c = spawn(join(bin, 'postgres'), [
      '-D', data, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=',
      '-c', 'synchronous_commit=on', '-c', 'fsync=off', '-c', 'max_connections=50', '-c', 'shared_buffers=16MB',
    ], { stdio: ['ignore', 'pipe', 'pipe'], ...user });
    child = c;
    exited = new Promise<void>((resolve) => c.once('exit', () => resolve()));
    await untilReady(c, /database system is ready to accept connections/, 'postgres', timeoutMs).catch(async (error) => {
      await killAll(c);
      await exited;
      throw error;
    });
  };
  const kill = async () => {
    await killAll(child);
    await exited;
  };

  const port = await startOnFreePort(start, () => {
    process.off('exit', killOnExit);
    rmSync(dir, { recursive: true, force: true });
  });
  return {
    url: `postgres://${USER}@127.0.0.1:${port}/postgres`,
    port,
    kill,
    restart: async () => {
      await kill();
      await start(port);
    },
    stop: async () => {
      // SIGINT: a fast shutdown (the backends told to end, a checkpoint); a server killed already has nothing to end.
      if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
      await exited;
      process.off('exit', killOnExit);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The postmaster and every process it started (each backend makes itself a group leader, so no process group
 *  holds them all), as a crash of the database's machine would end them; resolves once none is left running. */
async function killAll(child: ChildProcess | undefined): Promise<void> {
  const pid = child?.pid;
  if (!pid || child.exitCode !== null || child.signalCode !== null) return;
  const pids = [pid, ...childrenOf(pid)];
  sigkill(pids);
  // A backend still running would hold the shared memory, and the next start would refuse it. SIGKILL is not
  // refused: this waits for the kernel, not for a process's goodwill.
  const deadline = Date.now() + 10_000;
  while (pids.some(running)) {
    if (Date.now() > deadline) throw new Error(`postgres processes ${pids.filter(running).join(', ')} outlived SIGKILL`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

function sigkill(pids: number[]): void {
  for (const p of pids) {
    try {
      process.kill(p, 'SIGKILL');
    } catch {
      // gone already
    }
  }
}

/** The processes whose parent is `pid` (from /proc). */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc').filter((d) => /^\d+$/.test(d)).flatMap((d) => {
    try {
      // /proc/<pid>/stat: "pid (comm) state ppid ...", comm in parentheses and possibly with spaces.
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid ? [Number(d)] : [];
    } catch {
      return [];
    }
  });
}

/** Alive and not a zombie (a zombie holds no memory: it only waits to be reaped). */
function running(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

/** A command to its end; rejects with its output if it fails. */
function run(command: string, args: string[], user: { uid: number; gid: number } | undefined, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const c = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...user });
    let log = '';
    c.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
    c.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
    const timer = setTimeout(() => c.kill('SIGKILL'), timeoutMs);
    c.once('error', (error) => { clearTimeout(timer); reject(error); });
    c.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`${command} failed (${code ?? signal}):\n${log}`));
    });
  });
}
