// What the rooms' server answers over plain HTTP (./http.ts): whether it is there and speaks this protocol, a
// table's lobby (nothing hidden: no seed, no token), and which pages may ask (APP_ORIGIN), the matchmaking included.
import { LIVE } from '../src/table/online/pace';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION } from '../src/table/protocol';
import { startTableServer, type TableServer } from './app';
import { type TableStore } from './store';
import { freshTableStore } from './test-store';

// One store for the file: PGlite takes seconds to start on a busy machine.
let store: TableStore;
beforeAll(async () => {
  store = await freshTableStore();
}, 60_000);
afterAll(() => store.close());
const running: TableServer[] = [];
afterEach(async () => {
  for (const table of running.splice(0)) await table.stop();
});

async function serve(appOrigins?: string[]): Promise<{ url: string; store: TableStore }> {
  const table = await startTableServer({ store, port: 0, appOrigins });
  running.push(table);
  return { url: `http://127.0.0.1:${table.port}`, store };
}

const SEED = 987_654_321_123;

describe('the rooms\' server over HTTP', () => {
  it('says it is there and which protocol it speaks; a table\'s lobby has its seats and nothing hidden', async () => {
    const { url, store } = await serve();
    const health = await fetch(`${url}/online/health`);
    expect(health.headers.get('cache-control')).toBe('no-store');
    expect(await health.json()).toEqual({ ok: true, protocol: PROTOCOL_VERSION });
    await store.create({
      code: 'abcdefgh23', gameId: 'meow-meow', options: { deck: 32, dealer: 0 }, seed: SEED, organiser: 0, pace: LIVE,
      players: [{ name: 'Ana', kind: 'person' }, { name: 'Ben', kind: 'person' }, { name: 'Tiger', kind: 'bot', level: 'easy' }],
      tokens: ['secret-token-of-ana', null, null],
    });
    const lobby = await fetch(`${url}/online/tables/abcdefgh23`);
    const text = await lobby.text();
    expect(JSON.parse(text)).toEqual({ code: 'abcdefgh23', gameId: 'meow-meow', names: ['Ana', 'Ben', 'Tiger'], over: false, seats: ['taken', 'free', 'bot'], pace: { kind: 'live' } });
    expect(text).not.toContain('secret-token');
    expect(text).not.toContain(String(SEED));
    for (const code of ['zzzzzzzzzz', 'not-a-code', 'ABCDEFGH23']) {
      const missing = await fetch(`${url}/online/tables/${code}`);
      expect([missing.status, await missing.json()]).toEqual([404, { key: 'online.noSuchTable' }]);
    }
  });

  it('answers any page unless told; told (APP_ORIGIN), only the app\'s own pages, for the lobby and the matchmaking alike', async () => {
    const open = await serve();
    const anyPage = await fetch(`${open.url}/online/health`, { headers: { Origin: 'https://elsewhere.example' } });
    // Any page, and never with credentials: no cookie or other credential goes to the rooms.
    expect(anyPage.headers.get('access-control-allow-origin')).toBe('*');
    expect(anyPage.headers.get('access-control-allow-credentials')).toBeNull();
    await running.pop()!.stop();

    const { url } = await serve(['https://cats.example.org', 'https://www.cats.example.org']);
    for (const path of ['/online/health', '/matchmake/joinById/zzzzzzzzzz']) {
      const init = (origin: string): RequestInit => (path.startsWith('/matchmake')
        ? { method: 'POST', headers: { Origin: origin, 'Content-Type': 'application/json' }, body: JSON.stringify({ seat: 0 }) }
        : { headers: { Origin: origin } });
      const app = await fetch(`${url}${path}`, init('https://www.cats.example.org'));
      expect(app.headers.get('access-control-allow-origin'), path).toBe('https://www.cats.example.org');
      const stranger = await fetch(`${url}${path}`, init('https://elsewhere.example'));
      // The browser compares this with the page's origin and keeps the answer from that page.
      expect(stranger.headers.get('access-control-allow-origin'), path).toBe('https://cats.example.org');
    }
  });
});
