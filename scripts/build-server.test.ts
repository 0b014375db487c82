// The server as `npm start` runs it (scripts/build-server.mjs into dist-server/, then plain node): a second build
// with nothing changed is skipped, and the built server listens, serves a table and its bot thinks in the built
// worker (dist-server/bot-worker.js, found from the built server/bot-pool.ts: the unit tests run the TypeScript).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ColyseusSDK } from '@colyseus/sdk';
import { afterAll, describe, expect, it } from 'vitest';
import { WebSocket as NodeWebSocket } from 'ws';
import { TableGuest } from '../src/table/guest';
import { createTable, SdkLink } from '../src/table/online/sdk-link';

globalThis.WebSocket ??= NodeWebSocket as unknown as typeof WebSocket;

const build = (): string => execFileSync(process.execPath, ['scripts/build-server.mjs'], { encoding: 'utf8' });

let server: ChildProcess | null = null;
const data = mkdtempSync(join(tmpdir(), 'nine-lives-built-'));
afterAll(() => {
  server?.kill('SIGKILL');
  rmSync(data, { recursive: true, force: true });
});

/** The built server on a free port; resolves with its port once it listens. */
function startBuilt(): Promise<number> {
  const child = spawn(process.execPath, ['dist-server/main.js'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', NINE_LIVES_DATA: data, BOT_PACE_MS: '0', APP_DIST: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server = child;
  return new Promise((resolve, reject) => {
    let said = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      const port = /Nine Lives tables on ws:\/\/[^:]+:(\d+)/.exec(said)?.[1];
      if (port) resolve(Number(port));
    });
    child.stderr!.on('data', (chunk: Buffer) => { said += chunk.toString(); });
    child.once('exit', (code) => reject(new Error(`the built server stopped (${code}):\n${said}`)));
  });
}

describe('the built server', () => {
  it('is built once, listens, and its bot plays from the built worker', async () => {
    build();
    expect(build()).toContain('up to date');
    const port = await startBuilt();
    const sdk = new ColyseusSDK(`http://127.0.0.1:${port}`);
    const players = [{ name: 'Ana', kind: 'person' as const }, { name: 'Bot', kind: 'bot' as const, level: 'easy' as const }];
    const room = await createTable(sdk, { gameId: 'meow-meow', options: { deck: 32, dealer: 1 }, players }, 0);
    const guest = new TableGuest(new SdkLink(room), { tokenFor: () => null, lang: 'en', replyTimeoutMs: 30_000 });
    // Ana plays her first legal move whenever asked; once the table has had more moves than hers, the bot moved.
    let mine = 0;
    let answered = -1;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no bot move in 30 s (${JSON.stringify(guest.update)?.slice(0, 200)})`)), 30_000);
      guest.subscribe(() => {
        const u = guest.update;
        if (!u) return;
        if (u.at > mine && mine > 0) {
          clearTimeout(timer);
          resolve();
        } else if (u.asked && u.legal.length > 0 && !u.over && answered !== u.at) {
          answered = u.at;
          mine++;
          void guest.propose(u.legal[0] as never);
        }
      });
    });
    guest.close();
  }, 60_000);
});
