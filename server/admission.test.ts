// A table is its players': strangers holding its invite link cannot keep them out (./admission.ts, ./gate.ts). Each
// of the three lock-outs an independent check found, by 20 strangers, against a real server on 127.0.0.1: after each,
// the table's own players (their tokens) and a watcher still get in. Strangers come from many addresses (a proxy's
// X-Forwarded-For, which the server is told to trust here), as a crowd of devices would; one address alone is
// bounded harder. The times are shortened for the test (a second where the server waits 5 or 10).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { matchMaker } from '@colyseus/core';
import { ColyseusSDK, type Room as SdkRoom } from '@colyseus/sdk';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../src/base/i18n';
import type { PlayerInfo, Seat } from '../src/engine/types';
import { TableGuest } from '../src/table/guest';
import { createTable, joinTable, SdkLink } from '../src/table/online/sdk-link';
import { ADMISSION, admits, classify, type Unproven } from './admission';
import { startTableServer, type TableServer } from './app';
import { MAX_MATCHMAKE_BODY } from './gate';
import { type TableStore } from './store';
import { freshTableStore } from './test-store';
import type { TableRoom } from './table-room';

const MEOW = { gameId: 'meow-meow', options: { deck: 32, dealer: 0 } };
const PLAYERS: PlayerInfo[] = ['Ana', 'Ben', 'Cat'].map((name) => ({ name, kind: 'person' as const }));
const STRANGERS = 20;
const SHORT = { reservationSeconds: 1, proofSeconds: 1 };

let store: TableStore;
beforeAll(async () => {
  setLanguage('en');
  store = await freshTableStore();
}, 60_000);
afterAll(() => store.close());
const running: TableServer[] = [];
const sockets: { leave(consented?: boolean): Promise<unknown> }[] = [];
afterEach(async () => {
  // A room already left never answers a leave: wait a moment at most.
  const moment = () => new Promise((r) => setTimeout(r, 200));
  await Promise.all(sockets.splice(0).map((s) => Promise.race([s.leave(true).catch(() => {}), moment()])));
  for (const table of running.splice(0)) await table.stop();
});

interface Served { url: string; table: TableServer; sdk(address?: string): ColyseusSDK }

async function serve(opts: { app?: string; appOrigins?: string[] } = {}): Promise<Served> {
  const table = await startTableServer({
    store, port: 0, paceMs: 0, admission: SHORT, trustProxy: true, ...(opts.app ? { app: { dist: opts.app } } : {}), appOrigins: opts.appOrigins,
  });
  running.push(table);
  const url = `http://127.0.0.1:${table.port}`;
  return { url, table, sdk: (address = '10.0.0.1') => new ColyseusSDK(url, { headers: { 'X-Forwarded-For': address } }) };
}

const roomOf = (code: string): TableRoom => matchMaker.getLocalRoomById(code) as unknown as TableRoom;
const reservations = (code: string): number => Object.keys((roomOf(code) as unknown as { _reservedSeats: object })._reservedSeats).length;

/** A seat's device: a guest on its link, with the token it was given. */
interface Device { seat: Seat; guest: TableGuest; link: SdkLink }
function device(room: SdkRoom, seat: Seat, tokens: Map<Seat, string>): Device {
  const link = new SdkLink(room);
  sockets.push(room);
  const guest = new TableGuest(link, { tokenFor: (_t, s) => tokens.get(s) ?? null, lang: 'en', onWelcome: (w) => tokens.set(w.seat, w.token) });
  return { seat, guest, link };
}
const joined = (devices: Device[]) => vi.waitFor(() => expect(devices.map((d) => d.guest.status)).toEqual(devices.map(() => 'joined')), { timeout: 10_000 });

/** A table of three people, each in their seat on their own device, with the tokens they were given. */
async function table(s: Served): Promise<{ code: string; tokens: Map<Seat, string>; devices: Device[] }> {
  const tokens = new Map<Seat, string>();
  const ana = s.sdk('192.168.1.10');
  const first = await createTable(ana, { ...MEOW, players: PLAYERS }, 0);
  const code = first.roomId;
  const devices = [device(first, 0, tokens)];
  for (const seat of [1, 2]) devices.push(device(await joinTable(s.sdk(`192.168.2.${seat}`), code, seat), seat, tokens));
  await joined(devices);
  return { code, tokens, devices };
}

/** The players leave and come back with their tokens (from new addresses: a phone on another network), and a
 *  watcher comes: everybody gets in. */
async function playersStillGetIn(s: Served, code: string, tokens: Map<Seat, string>, devices: Device[]): Promise<void> {
  for (const d of devices) d.link.close();
  const back = await Promise.all([0, 1, 2].map(async (seat) => device(await joinTable(s.sdk(`172.16.0.${seat}`), code, { seat, token: tokens.get(seat)! }), seat, tokens)));
  await joined(back);
  const watcher = device(await joinTable(s.sdk('172.16.9.9'), code, { watch: true, lang: 'en' }), 3, new Map());
  await vi.waitFor(() => expect([watcher.guest.status, watcher.guest.watching]).toEqual(['joined', true]), { timeout: 10_000 });
}

const settled = (attempts: Promise<unknown>[]) => Promise.allSettled(attempts);
const refusedFull = (results: PromiseSettledResult<unknown>[]) => results.filter((r) => r.status === 'rejected' && /already full/.test(String((r.reason as Error).message))).length;

describe('a table is its players\'', () => {
  it('20 strangers connected and never joining: a few wait, none for long, and the players and a watcher get in', async () => {
    const s = await serve();
    const { code, tokens, devices } = await table(s);
    const strangers = await settled(Array.from({ length: STRANGERS }, (_, i) => s.sdk(`10.0.0.${i + 1}`).joinById(code, { seat: i % 3 })));
    const inside = strangers.flatMap((r) => (r.status === 'fulfilled' ? [r.value as { leave(c?: boolean): Promise<unknown>; onLeave(cb: (code: number) => void): void }] : []));
    inside.forEach((room) => sockets.push(room));
    expect(inside.length).toBe(ADMISSION.newcomers);
    expect(refusedFull(strangers)).toBe(STRANGERS - ADMISSION.newcomers);
    await playersStillGetIn(s, code, tokens, devices);
    // Past their time to join, the strangers are let go (a leave, not a drop: nothing is held for them).
    const left = inside.map((room) => new Promise<number>((resolve) => room.onLeave(resolve)));
    expect(await Promise.all(left)).toEqual(inside.map(() => 4000));
    await vi.waitFor(() => expect(roomOf(code).clients.length).toBe(4));
    expect(reservations(code)).toBe(0);
  });

  it('20 strangers reserving seats over HTTP alone: a few reservations, expiring fast; the players and a watcher get in', async () => {
    const s = await serve();
    const { code, tokens, devices } = await table(s);
    const reserve = (address: string) => fetch(`${s.url}/matchmake/joinById/${code}`, {
      method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address }, body: JSON.stringify({ seat: 0 }),
    }).then(async (r) => [r.status, await r.json()] as const);
    const answers = await Promise.all(Array.from({ length: STRANGERS }, (_, i) => reserve(`10.1.0.${i + 1}`)));
    expect(answers.filter(([status]) => status === 200).length).toBe(ADMISSION.newcomers);
    expect(answers.filter(([status, body]) => status !== 200 && /already full/.test(String(body.error))).length).toBe(STRANGERS - ADMISSION.newcomers);
    await playersStillGetIn(s, code, tokens, devices);
    // The reservations expire: new strangers find the same few places again.
    await vi.waitFor(() => expect(reservations(code)).toBe(0), { timeout: 5_000 });
    const again = await Promise.all(Array.from({ length: STRANGERS }, (_, i) => reserve(`10.2.0.${i + 1}`)));
    expect(again.filter(([status]) => status === 200).length).toBe(ADMISSION.newcomers);
  });

  it('20 refused joins for a taken seat: each refused in words, each place freed at once; the players and a watcher get in', async () => {
    const s = await serve();
    const { code, tokens, devices } = await table(s);
    for (let i = 0; i < STRANGERS; i++) {
      const intruder = device(await joinTable(s.sdk(`10.3.0.${(i % 2) + 1}`), code, 1), 1, new Map());
      await vi.waitFor(() => expect(intruder.guest.status).toBe('refused'));
      expect(intruder.guest.refusal?.key).toBe('table.seatTaken');
    }
    // Nothing is held for a refused device (before, each held its place for the 20 s grace of a dropped one).
    await vi.waitFor(() => expect([roomOf(code).clients.length, reservations(code)]).toEqual([3, 0]), { timeout: 2_000 });
    await playersStillGetIn(s, code, tokens, devices);
  });

  it('one address holds at most a few places; a seat\'s own device is never bounded by strangers', () => {
    const tokens = ['tok-ana-0123456', 'tok-ben-0123456', null];
    const strangers: Unproven[] = Array.from({ length: ADMISSION.newcomers }, (_, i) => ({ asking: { kind: 'newcomer' }, address: `10.0.0.${i}` }));
    expect(classify({ seat: 1, token: 'tok-ben-0123456' }, PLAYERS, tokens)).toEqual({ kind: 'player', seat: 1 });
    expect(classify({ seat: 1, token: 'tok-ana-0123456' }, PLAYERS, tokens)).toEqual({ kind: 'newcomer' });
    expect(classify({ seat: 2 }, PLAYERS, tokens)).toEqual({ kind: 'newcomer' });
    expect(classify({ seat: 9 }, PLAYERS, tokens)).toEqual({ kind: 'newcomer' });
    expect(classify({ watch: true, lang: 'de' }, PLAYERS, tokens)).toEqual({ kind: 'watcher' });
    expect(admits({ kind: 'newcomer' }, '10.9.9.9', strangers, 0, 8)).toBe(false);
    expect(admits({ kind: 'player', seat: 1 }, '10.0.0.1', strangers, 0, 8)).toBe(true);
    expect(admits({ kind: 'watcher' }, '10.9.9.9', strangers, 0, 8)).toBe(true);
    expect(admits({ kind: 'watcher' }, '10.9.9.9', strangers, 8, 8)).toBe(false);
    const oneAddress: Unproven[] = Array.from({ length: ADMISSION.perAddress }, () => ({ asking: { kind: 'watcher' }, address: '10.0.0.1' }));
    expect(admits({ kind: 'newcomer' }, '10.0.0.1', oneAddress, 0, 8)).toBe(false);
    expect(admits({ kind: 'newcomer' }, '10.0.0.2', oneAddress, 0, 8)).toBe(true);
  });
});

describe('the front door over HTTP', () => {
  let dist: string;
  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), 'nine-lives-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Nine Lives</title>');
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('refuses a matchmaking body past a few KiB in words, with or without its length said, and reserves nothing', async () => {
    const s = await serve();
    const { code } = await table(s);
    const big = JSON.stringify({ seat: 1, pad: 'x'.repeat(10 * 1024 * 1024) });
    const said = await fetch(`${s.url}/matchmake/joinById/${code}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: big });
    expect([said.status, await said.json()]).toEqual([413, { code: 413, error: 'online.requestTooLarge' }]);
    const chunks = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 8; i++) controller.enqueue(new TextEncoder().encode(i === 0 ? '{"seat":1,"pad":"' : 'x'.repeat(MAX_MATCHMAKE_BODY)));
        controller.close();
      },
    });
    const streamed = await fetch(`${s.url}/matchmake/joinById/${code}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: chunks, duplex: 'half' } as RequestInit);
    expect([streamed.status, await streamed.json()]).toEqual([413, { code: 413, error: 'online.requestTooLarge' }]);
    expect(reservations(code)).toBe(0);
    const fine = await fetch(`${s.url}/matchmake/joinById/${code}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ watch: true, lang: 'en' }) });
    expect(fine.status).toBe(200);
  });

  it('sends CORS headers only on the rooms\' routes, never with credentials; none on the app\'s pages', async () => {
    const s = await serve({ app: dist });
    const page = await fetch(`${s.url}/`, { headers: { Origin: 'https://elsewhere.example' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect([...page.headers.keys()].filter((k) => k.startsWith('access-control-'))).toEqual([]);
    for (const path of ['/online/health', '/matchmake/joinById/zzzzzzzzzz']) {
      const init: RequestInit = path.startsWith('/matchmake')
        ? { method: 'POST', headers: { Origin: 'https://elsewhere.example', 'Content-Type': 'application/json' }, body: '{"seat":0}' }
        : { headers: { Origin: 'https://elsewhere.example' } };
      const answer = await fetch(`${s.url}${path}`, init);
      expect(answer.headers.get('access-control-allow-origin'), path).toBe('*');
      expect(answer.headers.get('access-control-allow-credentials'), path).toBeNull();
    }
    const preflight = await fetch(`${s.url}/matchmake/joinById/zzzzzzzzzz`, {
      method: 'OPTIONS', headers: { Origin: 'https://elsewhere.example', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
    const pagePreflight = await fetch(`${s.url}/index.html`, { method: 'OPTIONS', headers: { Origin: 'https://elsewhere.example' } });
    expect([...pagePreflight.headers.keys()].filter((k) => k.startsWith('access-control-'))).toEqual([]);
  });
});
