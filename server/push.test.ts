// "Your move" on the phone, through a real server and a push service's receiving side on the loopback
// (./push-receiver.ts: each subscription with its own keys, every push decrypted there and its VAPID signature
// checked). A push goes to a seat asked while its device is away, never while it is connected, once until it acts;
// it holds only what an onlooker could read (no card of a hand, no seed, no token); a subscription the push service
// has forgotten (410) is forgotten; the VAPID keys survive a restart. Your tables answers only for the tokens given.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { matchMaker } from '@colyseus/core';
import { ColyseusSDK } from '@colyseus/sdk';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AnyBotAdapter } from '../src/ai/types';
import { setLanguage } from '../src/base/i18n';
import type { Seat } from '../src/engine/types';
import { gameById } from '../src/games/index';
import { cardLabelIn } from '../src/games/shared/cards';
import { createTable, joinTable } from '../src/table/online/sdk-link';
import type { Pace } from '../src/table/online/pace';
import { startTableServer, type TableServer } from './app';
import { endpointAllowed, vapidKeys, webPushSender, type PushSender, type TurnPush } from './push';
import { startPushReceiver, type PushReceiver } from './push-receiver';
import { openTableStore, type TableStore } from './store';
import { freshTableStore } from './test-store';
import { sweepDeadlines } from './deadlines';
import type { TableRoom } from './table-room';
import { MEOW, people, randomMove, seated, sit, type Device } from './test-devices';

let adapter: AnyBotAdapter;
let receiver: PushReceiver;
beforeAll(async () => {
  setLanguage('en');
  [adapter, receiver] = await Promise.all([gameById('meow-meow')!.bot(), startPushReceiver()]);
}, 60_000);
afterAll(async () => {
  await receiver.close();
});

const SUBJECT = 'mailto:tables@nine-lives.example';
const localRoom = (code: string) => matchMaker.getLocalRoomById(code) as unknown as TableRoom;

describe('the push sender', () => {
  it('sends a push its subscription alone can read, signed for the push service, with its TTL, topic and urgency', async () => {
    const store = await freshTableStore();
    try {
      const sender = webPushSender({ keys: () => vapidKeys(store), subject: SUBJECT, allowLoopbackHttp: true });
      const device = receiver.subscribe();
      const push: TurnPush = { v: 1, code: 'abcdefgh23', gameId: 'meow-meow', title: 'Your move · Meow Meow', body: 'P1 played 7♥.' };
      expect(await sender.send(device, push, { ttlSeconds: 3600, topic: 'tabcdefgh23' })).toBe('sent');
      const got = receiver.received.filter((r) => r.id === device.id);
      expect(got).toHaveLength(1);
      expect(JSON.parse(got[0].text)).toEqual(push);
      expect([got[0].ttl, got[0].topic, got[0].urgency]).toEqual([3600, 'tabcdefgh23', 'high']);
      expect(got[0].vapidKey).toBe(await sender.publicKey());
      // Encrypted on the way: the words are not in the body.
      expect(got[0].body.includes(Buffer.from('Meow'))).toBe(false);
      expect(receiver.refused).toEqual([]);
      receiver.forget(device.id);
      expect(await sender.send(device, push, { ttlSeconds: 60, topic: 'tabcdefgh23' })).toBe('gone');
    } finally {
      await store.close();
    }
  });

  it('sends only to a push service over HTTPS by name, never inward (plain HTTP to the loopback only where told)', () => {
    expect(endpointAllowed('https://fcm.googleapis.com/fcm/send/abc')).toBe(true);
    expect(endpointAllowed('https://web.push.apple.com/QGx')).toBe(true);
    for (const inward of ['http://push.example/x', 'https://127.0.0.1/x', 'https://10.0.0.5/x', 'https://[::1]/x', 'https://[fd00::1]/x',
      'https://localhost/x', 'https://user:pw@push.example/x', 'ftp://push.example/x', 'not a url']) {
      expect(endpointAllowed(inward), inward).toBe(false);
    }
    expect(endpointAllowed('http://127.0.0.1:4000/push/d1', true)).toBe(true);
    expect(endpointAllowed('http://push.example/x', true)).toBe(false);
  });

  it('removes a table nobody moved at for the time given, with its log and subscriptions', async () => {
    const store = await freshTableStore();
    try {
      const t = { code: 'abcdefgh23', gameId: 'meow-meow', options: { deck: 32, dealer: 0 }, players: people(2), seed: 5, tokens: [null, null], organiser: 0, pace: { kind: 'live' } as const };
      await store.create(t);
      await store.setPush(t.code, 0, { subscription: receiver.subscribe(), lang: 'en' });
      expect(await store.removeStale(0, Date.now() - 60_000)).toBe(0);
      expect(await store.removeStale(0, Date.now() + 1_000)).toBe(1);
      expect([await store.load(t.code), await store.pushes(t.code)]).toEqual([null, []]);
    } finally {
      await store.close();
    }
  });

  it('keeps its VAPID key pair across a restart (the store on disk), and every process gets the same one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'nine-lives-vapid-'));
    try {
      const first = await freshTableStore(dir);
      const keys = await vapidKeys(first);
      expect(keys.publicKey).toMatch(/^[\w-]{87}$/);
      expect(await vapidKeys(first)).toEqual(keys);
      await first.close();
      const again = await openTableStore(dir);
      expect(await vapidKeys(again)).toEqual(keys);
      await again.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('an online table that tells a seat of its move', () => {
  let store: TableStore;
  let server: TableServer;
  let sdk: ColyseusSDK;
  let url: string;
  let sender: PushSender;
  const devices: Device[] = [];
  beforeAll(async () => {
    store = await freshTableStore();
    sender = webPushSender({ keys: () => vapidKeys(store), subject: SUBJECT, allowLoopbackHttp: true });
    server = await startTableServer({ store, port: 0, paceMs: 0, push: sender, newSeed: () => 1_234_567_896, reconnectSeconds: 1 });
    url = `http://127.0.0.1:${server.port}`;
    sdk = new ColyseusSDK(`ws://127.0.0.1:${server.port}`);
  }, 60_000); // PGlite's start: seconds on a busy machine
  afterEach(() => {
    for (const d of devices.splice(0)) d.guest.close();
  });
  afterAll(async () => {
    await server.stop();
    await store.close();
  });

  const post = (path: string, body: unknown) => fetch(`${url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

  async function table(tokens: Map<Seat, string>, pace?: Pace): Promise<{ code: string; ana: Device; ben: Device }> {
    const ana = sit(await createTable(sdk, { ...MEOW, players: people(2), ...(pace ? { pace } : {}) }, 0), 0, tokens);
    const code = ana.room.roomId;
    const ben = sit(await joinTable(sdk, code, 1), 1, tokens);
    devices.push(ana, ben);
    await seated([ana, ben]);
    return { code, ana, ben };
  }

  /** Ana moves (random legal moves) until the table waits for Ben. */
  async function anaMovesUntilBensTurn(code: string, ana: Device, seed: number): Promise<void> {
    for (let i = 0; ; i++) {
      const asked = localRoom(code).host.askedPeople();
      if (asked.includes(1)) return;
      if (i > 40) throw new Error('Ben was never asked');
      await vi.waitFor(() => expect(ana.guest.update!.asked).toBe(true), { timeout: 10_000 });
      const at = ana.guest.update!.at;
      expect(await ana.guest.propose(randomMove(adapter, ana, seed + i))).toEqual({ ok: true });
      await vi.waitFor(() => expect(ana.guest.update!.at).toBeGreaterThan(at), { timeout: 10_000 });
    }
  }

  /** Ben moves (random legal moves) until it is Ana's turn again. */
  async function benMovesUntilAnasTurn(ben: Device, ana: Device, seed: number): Promise<void> {
    for (let i = 0; !ana.guest.update!.asked; i++) {
      if (i > 40) throw new Error('Ana was never asked');
      await vi.waitFor(() => expect(ben.guest.update!.asked || ana.guest.update!.asked).toBe(true), { timeout: 10_000 });
      if (ana.guest.update!.asked) break;
      const at = ben.guest.update!.at;
      expect(await ben.guest.propose(randomMove(adapter, ben, seed + i))).toEqual({ ok: true });
      await vi.waitFor(() => expect(ben.guest.update!.at).toBeGreaterThan(at), { timeout: 10_000 });
    }
  }

  async function away(code: string, device: Device): Promise<void> {
    device.guest.close();
    await vi.waitFor(() => expect(localRoom(code).host.presence()[device.seat]).toBe('away'), { timeout: 10_000 });
  }

  it('pushes once to a seat asked while its device is away, never while it is here, and again only after it acted', async () => {
    const tokens = new Map<Seat, string>();
    const { code, ana, ben } = await table(tokens, { kind: 'days', moveHours: 24, standIn: false });
    const phone = receiver.subscribe();
    expect((await post(`/online/tables/${code}/push`, { seat: 1, token: tokens.get(1), lang: 'en', subscription: phone })).status).toBe(204);
    const pushes = () => receiver.received.filter((r) => r.id === phone.id);
    const settled = () => localRoom(code).turnPushes!.settled();

    // Ben here: asked, and not pushed.
    if (!ana.guest.update!.asked) await benMovesUntilAnasTurn(ben, ana, 100);
    await anaMovesUntilBensTurn(code, ana, 200);
    await settled();
    expect(pushes()).toHaveLength(0);

    // Ben away when his turn comes: one push, and no other while he has not acted.
    await benMovesUntilAnasTurn(ben, ana, 300);
    await away(code, ben);
    await anaMovesUntilBensTurn(code, ana, 400);
    await settled();
    expect(pushes()).toHaveLength(1);
    // Ana's device leaves too: nobody is at the table, which lives in the store only (its room let go). She comes
    // back, which brings it back from its log with Ben still asked: no second push.
    ana.guest.close();
    await vi.waitFor(() => expect(matchMaker.getLocalRoomById(code)).toBeUndefined(), { timeout: 10_000 });
    const anaBack = sit(await joinTable(sdk, code, { seat: 0, token: tokens.get(0)! }), 0, tokens);
    devices.push(anaBack);
    await seated([anaBack]);
    await settled();
    expect(pushes()).toHaveLength(1);
    const room = localRoom(code);

    // What it says: the game, the table, the newest move as the whole table reads it; nothing hidden.
    const push = JSON.parse(pushes()[0].text) as TurnPush;
    expect(push).toMatchObject({ v: 1, code, gameId: 'meow-meow', title: 'Your move · Meow Meow' });
    expect(push.body.length).toBeGreaterThan(0);
    const hands = (room.session.state as { hands: number[][] }).hands.flat();
    const secrets = [String(room.session.input.seed), ...tokens.values(), ...hands.flatMap((c) => ['en', 'fr', 'de', 'printed'].map((l) => cardLabelIn(c, l as 'en')))];
    for (const secret of secrets) expect(pushes()[0].text, secret).not.toContain(secret);
    // A day per move: the push waits as long as the move has left.
    expect(pushes()[0].ttl).toBeGreaterThan(24 * 3600 - 120);
    expect(pushes()[0].ttl).toBeLessThanOrEqual(24 * 3600);
    expect(pushes()[0].topic).toBe(`t${code}`);

    // Ben comes back and plays; Ana's move asks him again while he is away: a second push.
    const back = sit(await joinTable(sdk, code, { seat: 1, token: tokens.get(1)! }), 1, tokens);
    devices.push(back);
    await seated([back]);
    await benMovesUntilAnasTurn(back, anaBack, 500);
    await away(code, back);
    await anaMovesUntilBensTurn(code, anaBack, 600);
    await settled();
    expect(pushes()).toHaveLength(2);

    // The push service has forgotten the phone (410): so does the table.
    receiver.forget(phone.id);
    const again = sit(await joinTable(sdk, code, { seat: 1, token: tokens.get(1)! }), 1, tokens);
    devices.push(again);
    await seated([again]);
    await benMovesUntilAnasTurn(again, anaBack, 700);
    await away(code, again);
    await anaMovesUntilBensTurn(code, anaBack, 800);
    await settled();
    expect(await store.pushes(code)).toEqual([]);
    expect(receiver.refused).toEqual([]);
  }, 60_000);

  it('hands an away seat to a bot once its move\'s time has run out twice over, where the table says so; the person takes it back', async () => {
    const tokens = new Map<Seat, string>();
    const { code, ana, ben } = await table(tokens, { kind: 'days', moveHours: 12, standIn: true });
    if (!ana.guest.update!.asked) await benMovesUntilAnasTurn(ben, ana, 900);
    await anaMovesUntilBensTurn(code, ana, 1000);
    await away(code, ben);
    const at = localRoom(code).session.events.length;
    const hours = (h: number) => () => Date.now() + h * 3_600_000;
    // One period gone: the move's time is up, and the table says so to every device; nobody stands in yet.
    const heard: unknown[] = [];
    ana.room.onMessage('timeUp', (m: unknown) => heard.push(m));
    expect(await sweepDeadlines({ store, now: hours(11) })).toEqual({ standIns: 0, removed: 0 });
    expect(await sweepDeadlines({ store, now: hours(13) })).toEqual({ standIns: 0, removed: 0 });
    await vi.waitFor(() => expect(heard).toEqual([{ seats: [1], at }]), { timeout: 10_000 });
    expect(localRoom(code).host.presence()[1]).toBe('away');
    // Two: the bot plays for Ben, and Ana's device shows it.
    expect((await sweepDeadlines({ store, now: hours(25) })).standIns).toBe(1);
    await vi.waitFor(() => expect(ana.guest.update!.presence[1]).toBe('standIn'), { timeout: 10_000 });
    await vi.waitFor(() => expect(localRoom(code).session.events.length).toBeGreaterThan(at), { timeout: 10_000 });
    // A table set up to wait is left to wait.
    const waits = await table(new Map(), { kind: 'days', moveHours: 12, standIn: false });
    if (!waits.ana.guest.update!.asked) await benMovesUntilAnasTurn(waits.ben, waits.ana, 1100);
    await anaMovesUntilBensTurn(waits.code, waits.ana, 1200);
    await away(waits.code, waits.ben);
    await sweepDeadlines({ store, now: hours(100) });
    expect(localRoom(waits.code).host.presence()[1]).toBe('away');
    // Ben comes back: his seat is his again.
    const back = sit(await joinTable(sdk, code, { seat: 1, token: tokens.get(1)! }), 1, tokens);
    devices.push(back);
    await seated([back]);
    await vi.waitFor(() => expect(ana.guest.update!.presence[1]).toBe('here'), { timeout: 10_000 });
  }, 60_000);

  it('brings back a table nobody is at after days, only where it is this process\'s turn, and a bot stands in', async () => {
    const tokens = new Map<Seat, string>();
    const { code, ana, ben } = await table(tokens, { kind: 'days', moveHours: 12, standIn: true });
    if (!ana.guest.update!.asked) await benMovesUntilAnasTurn(ben, ana, 1300);
    await anaMovesUntilBensTurn(code, ana, 1400);
    const moves = localRoom(code).session.events.length;
    // Both devices gone: the room goes, the table lives in the store only.
    ana.guest.close();
    ben.guest.close();
    await vi.waitFor(() => expect(matchMaker.getLocalRoomById(code)).toBeUndefined(), { timeout: 15_000 });
    const days = () => Date.now() + 50 * 3_600_000;
    // Another process's turn to bring tables back: this one leaves it.
    await sweepDeadlines({ store, now: days, bringBack: false, removeStale: false });
    expect(matchMaker.getLocalRoomById(code)).toBeUndefined();
    // This one's: the table is brought back from its log, and the bot plays Ben's move, into the store.
    // (The earlier tests' tables, let go since, may be brought back too.)
    expect((await sweepDeadlines({ store, now: days, removeStale: false })).standIns).toBeGreaterThanOrEqual(1);
    expect(localRoom(code).host.presence()[1]).toBe('standIn');
    await vi.waitFor(async () => expect((await store.load(code))!.events.length).toBeGreaterThan(moves), { timeout: 10_000 });
  }, 60_000);

  it('keeps a subscription only for the seat\'s own token, and answers Your tables only for the tokens given', async () => {
    const tokens = new Map<Seat, string>();
    const { code, ana } = await table(tokens);
    const other = await table(new Map());
    const phone = receiver.subscribe();
    // A wrong token, another table's, a table that does not exist: refused alike, and nothing kept.
    for (const [where, token] of [[code, 'x'.repeat(22)], [other.code, tokens.get(1)], ['zzzzzzzzzz', tokens.get(1)]] as const) {
      const r = await post(`/online/tables/${where}/push`, { seat: 1, token, lang: 'en', subscription: phone });
      expect(r.status, where).toBe(403);
      expect(await r.json()).toEqual({ key: 'online.notYourSeat' });
    }
    expect(await store.pushes(code)).toEqual([]);
    expect((await post(`/online/tables/${code}/push`, { seat: 1, token: tokens.get(1), lang: 'de', subscription: { endpoint: 'no' } })).status).toBe(400);
    expect((await fetch(`${url}/online/push-key`).then((r) => r.json()))).toEqual({ publicKey: await sender.publicKey() });

    const asked = await post('/online/your-tables', {
      lang: 'en',
      seats: [
        { code, seat: 0, token: tokens.get(0) },
        { code, seat: 1, token: tokens.get(0) }, // Ana's token for Ben's seat
        { code: other.code, seat: 0, token: tokens.get(0) },
        { code: 'zzzzzzzzzz', seat: 0, token: tokens.get(0) },
      ],
    });
    expect(asked.headers.get('cache-control')).toBe('no-store');
    const { tables } = (await asked.json()) as { tables: { code: string; seat: Seat; names: string[]; asked: Seat[]; pace: Pace; over: boolean; deadline: number | null; lastMove: unknown }[] };
    expect(tables.map((t) => [t.code, t.seat])).toEqual([[code, 0]]);
    const room = localRoom(code);
    expect(tables[0]).toMatchObject({ names: ['P1', 'P2'], pace: { kind: 'live' }, over: false, deadline: null });
    expect(tables[0].asked).toEqual(room.host.askedPeople());
    // Nothing of any hand in it, nor the seed or a token.
    const text = JSON.stringify(tables);
    for (const secret of [String(room.session.input.seed), ...tokens.values()]) expect(text).not.toContain(secret);
    expect(ana.guest.update).not.toBeNull();
    expect((await post('/online/your-tables', { lang: 'en', seats: 'all' })).status).toBe(400);
  }, 60_000);
});
