// Online tables through a real Colyseus server in the test process (@colyseus/testing), on 127.0.0.1: SDK clients,
// each a seat's device (a TableGuest on an SdkLink), play Meow Meow to its end; everything a client receives is
// what the host sent that seat, and holds nothing its seat may not see (as src/table/host.test.ts checks a table
// of devices), nor the seed, nor another seat's token. A dropped connection comes back into its seat with what it
// missed; a longer absence shows the seat away, and its token rejoins it; a table comes back from its log after
// the server is stopped and started with its store reopened from disk.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ColyseusTestServer } from '@colyseus/testing';
import type { ColyseusSDK, Room as SdkRoom } from '@colyseus/sdk';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { chooseEvent } from '../src/ai/bots';
import type { AnyBotAdapter } from '../src/ai/types';
import { sameState } from '../src/engine/equal';
import { rngInt, seedFrom, type RngState } from '../src/engine/rng';
import { GameSession } from '../src/engine/session';
import type { AnyGameDefinition, PlayerInfo, Seat } from '../src/engine/types';
import { gameById, GAMES } from '../src/games/index';
import { loadTestCases } from '../src/games/test-cases';
import type { AiLevel } from '../src/ai/types';
import { setLanguage } from '../src/base/i18n';
import { TableGuest } from '../src/table/guest';
import type { Link } from '../src/table/link';
import { parseHostMessage, type UpdateMessage } from '../src/table/protocol';
import { startTableServer, type TableServer } from './app';
import { createTable, joinTable, SdkLink } from '../src/table/online/sdk-link';
import { openTableStore, type TableStore } from './store';
import { freshTableStore } from './test-store';
import { storeWith } from './store-cases';
import { MAX_MESSAGES_PER_SECOND, type TableRoom, type TableRoomDeps } from './table-room';

const MEOW = { gameId: 'meow-meow', options: { deck: 32, dealer: 0 } };
const people = (n: number): PlayerInfo[] => Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}`, kind: 'person' as const }));
/** A seed whose games end in a few hundred random moves (large: a seed must not show up by chance in a message). */
const PINNED_SEED = 1_234_567_896;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let def: AnyGameDefinition;
let adapter: AnyBotAdapter;
/** A table's game as the test's devices play and check it (Meow Meow's random moves unless a test says). */
interface Kit { def: AnyGameDefinition; adapter: AnyBotAdapter; level: AiLevel }
const kits = new Map<string, Kit>();
const kitOf = (code: string): Kit => kits.get(code) ?? { def, adapter, level: 'random' };
/** Meow Meow played with the easy bot's moves: a whole game in a few dozen (random moves at the pinned seed run to
 *  hundreds: half a minute a game, a minute on a loaded machine). */
const meowEasy = () => ({ ...MEOW, kit: { def, adapter, level: 'easy' as const } });
beforeAll(async () => {
  setLanguage('en');
  const entry = gameById('meow-meow')!;
  [def, adapter] = await Promise.all([entry.definition(), entry.bot()]);
});

/** Where the tests keep what a watching device was told (seats are 0 to 15). */
const WATCHER = 16;
const viewer = (seat: Seat): Seat | null => (seat === WATCHER ? null : seat);

/** What the host sent a seat, with the position it was sent from. */
interface Told { message: unknown; state: unknown }

/** A running server with what its rooms told each seat. */
interface Running {
  table: TableServer;
  colyseus: ColyseusTestServer;
  sdk: ColyseusSDK;
  store: TableStore;
  told: Map<string, Told[][]>;
}

const running: Running[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const r of running.splice(0)) {
    await r.table.stop();
    await r.store.close();
  }
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

async function start(store: TableStore, deps: Partial<TableRoomDeps> = {}): Promise<Running> {
  const told = new Map<string, Told[][]>();
  const table = await startTableServer({
    // The test's devices move at machine speed, far above a person's rate limit (its own test below). A pinned
    // seed: random moves make some deals last thousands of moves, and a test's time must not depend on luck.
    store, port: 0, paceMs: 0, maxMessagesPerSecond: 10_000, newSeed: () => PINNED_SEED, ...deps,
    tap: (code, seat, message, state) => {
      const seats = told.get(code) ?? (told.set(code, []), told.get(code)!);
      (seats[seat ?? WATCHER] ??= []).push({ message: JSON.parse(JSON.stringify(message)), state });
    },
  });
  const colyseus = new ColyseusTestServer(table.server);
  expect(colyseus.sdk.settings.hostname).toBe('127.0.0.1');
  const r = { table, colyseus, sdk: colyseus.sdk, store, told };
  running.push(r);
  return r;
}

/** One seat's device: an SDK room wrapped as a link for a guest, keeping everything it received. */
interface Device {
  seat: Seat;
  room: SdkRoom;
  guest: TableGuest;
  received: unknown[];
}

function sit(room: SdkRoom, seat: Seat, tokens: Map<Seat, string>): Device {
  const link = new SdkLink(room);
  const received: unknown[] = [];
  const spied: Link = {
    get open() {
      return link.open;
    },
    send: (m) => link.send(m),
    onMessage: (l) => link.onMessage((m) => {
      received.push(m);
      l(m);
    }),
    onClose: (l) => link.onClose(l),
    close: () => link.close(),
  };
  const guest = new TableGuest(spied, { tokenFor: (_t, s) => tokens.get(s) ?? null, lang: 'en', onWelcome: (w) => tokens.set(w.seat, w.token) });
  return { seat, room, guest, received };
}

const roomOf = (r: Running, code: string): TableRoom => r.colyseus.getRoomById(code) as unknown as TableRoom;

/** Every message handled, every bot's answer played, and every seat's device holding all it was sent. */
async function settle(r: Running, code: string, devices: Device[]): Promise<void> {
  // A guard against a hang (a busy machine is slow, not wrong), well inside the test's limit.
  const deadline = Date.now() + 30_000;
  for (;;) {
    await roomOf(r, code).host.idle();
    const told = r.told.get(code) ?? [];
    if (devices.every((d) => d.received.length === (told[d.seat]?.length ?? 0))) return;
    if (Date.now() > deadline) throw new Error('the devices did not get what they were sent in 30 s');
    await sleep(2);
  }
}

/** Every device welcomed to its seat and shown the table (its join is on the way while the host looks idle). */
async function seated(r: Running, code: string, devices: Device[]): Promise<void> {
  await vi.waitFor(() => expect(devices.map((d) => d.guest.status === 'joined' && d.guest.update !== null)).not.toContain(false), { timeout: 10_000 });
  await settle(r, code, devices);
}

/** One round: every device asked proposes at once (a random legal event from its own update, or now and then
 *  "let them answer" where it may). Resolves with how many proposed. */
async function playRound(r: Running, code: string, devices: Device[], rng: RngState): Promise<[number, RngState]> {
  const kit = kitOf(code);
  const asked = devices.filter((d) => d.guest.status === 'joined' && d.guest.update?.asked === true);
  const replies: Promise<unknown>[] = [];
  for (const d of asked) {
    const u = d.guest.update!;
    let pick: number;
    [pick, rng] = rngInt(rng, u.legal.length + (u.letAnswer && u.letAnswer.length > 0 ? 1 : 0));
    let seed: number;
    [seed, rng] = rngInt(rng, 2 ** 31);
    const event = pick < u.legal.length ? chooseEvent(kit.adapter, kit.level, u.view as never, u.legal, seed).event : null;
    replies.push(event ? d.guest.propose(event as never) : d.guest.letAnswer());
  }
  await Promise.all(replies);
  await settle(r, code, devices);
  return [asked.length, rng];
}

/** What a seat was told holds nothing it may not see: a well-formed message; its view and legal events are the
 *  seat's, and the same in any position the seat cannot tell from this one (the hidden cards dealt again at random,
 *  as the bots' determinisation does). */
function checkTold(seat: Seat, told: Told, rng: RngState, { def, adapter }: Kit): RngState {
  const parsed = parseHostMessage(told.message);
  expect(parsed.ok, JSON.stringify(told.message).slice(0, 200)).toBe(true);
  const m = told.message as UpdateMessage;
  if (m.type !== 'update') return rng;
  expect(sameState(m.view, def.view(told.state, viewer(seat)))).toBe(true);
  expect(sameState(m.legal, m.asked ? def.legalEvents(told.state, seat) : [])).toBe(true);
  if (seat === WATCHER) {
    // A watcher sees the public table: nobody's hand, nothing to do.
    expect([m.asked, m.undo, m.legal, m.recent, m.letAnswer]).toEqual([false, false, [], [], null]);
    return rng;
  }
  let alt: unknown;
  [alt, rng] = adapter.determinize(m.view as never, rng);
  expect(sameState(def.view(alt, seat), m.view), `the view of seat ${seat} tells its hidden cards`).toBe(true);
  if (m.asked) expect(sameState(def.legalEvents(alt, seat), m.legal), `seat ${seat}'s legal events tell more than its view`).toBe(true);
  return rng;
}

const seeds = new Map<string, string>();
async function secretSeed(r: Running, code: string): Promise<string> {
  if (!seeds.has(code)) seeds.set(code, String((await r.store.load(code))!.seed));
  return seeds.get(code)!;
}

/** Each device received exactly what the host sent its seat, in order; each of those is checked; no message
 *  names the seed or another seat's token. */
async function checkEverythingTold(r: Running, code: string, devices: Device[], tokens: Map<Seat, string>, from: Map<Seat, number>): Promise<void> {
  const seed = await secretSeed(r, code);
  let rng = seedFrom(5);
  for (const d of devices) {
    const told = r.told.get(code)?.[d.seat] ?? [];
    expect(d.received.length).toBe(told.length);
    for (let i = from.get(d.seat) ?? 0; i < told.length; i++) {
      expect(d.received[i]).toEqual(told[i].message);
      const text = JSON.stringify(d.received[i]);
      expect(text).not.toContain(seed);
      for (const [seat, token] of tokens) if (seat !== d.seat) expect(text).not.toContain(token);
      rng = checkTold(d.seat, told[i], rng, kitOf(code));
    }
    from.set(d.seat, told.length);
  }
}

/** Plays until the game ends, checking what was told after every round. */
async function playToEnd(r: Running, code: string, devices: Device[], tokens: Map<Seat, string>, seed: number, maxRounds: number): Promise<number> {
  let rng = seedFrom(seed);
  const checked = new Map<Seat, number>();
  let rounds = 0;
  const session = roomOf(r, code).session;
  while (!session.over && rounds < maxRounds) {
    let n: number;
    [n, rng] = await playRound(r, code, devices, rng);
    if (n === 0) await sleep(2); // a bot is thinking
    rounds++;
    await checkEverythingTold(r, code, devices, tokens, checked);
  }
  return rounds;
}

/** Opens a Meow Meow table for `players`: seat 0's device creates it, every other person's device joins by code. */
async function openTable(r: Running, players: PlayerInfo[], tokens: Map<Seat, string>, game: { gameId: string; options: unknown; kit?: Kit } = MEOW): Promise<{ code: string; devices: Device[] }> {
  const first = await createTable(r.sdk, { gameId: game.gameId, options: game.options, players }, 0);
  const code = first.roomId;
  if (game.kit) kits.set(code, game.kit);
  const devices = [sit(first, 0, tokens)];
  for (const [seat, p] of players.entries()) {
    if (seat === 0 || p.kind !== 'person') continue;
    devices.push(sit(await joinTable(r.sdk, code, seat), seat, tokens));
  }
  await seated(r, code, devices);
  return { code, devices };
}

describe('every game online', () => {
  it.each(GAMES.map((g) => g.id))('%s: played to its end by SDK clients, each told only what its seat may see, the log stored move by move', async (id) => {
    const entry = gameById(id)!;
    const [gameDef, gameAdapter, cases] = await Promise.all([entry.definition(), entry.bot(), loadTestCases()]);
    const table = cases.find((c) => c.def.id === id)!.tables[0];
    const r = await start(await freshTableStore());
    const tokens = new Map<Seat, string>();
    // The easy bot's moves from each device's own view: games end in a few hundred moves.
    const kit: Kit = { def: gameDef, adapter: gameAdapter, level: 'easy' };
    const { code, devices } = await openTable(r, people(table.players), tokens, { gameId: id, options: table.options, kit });
    const rounds = await playToEnd(r, code, devices, tokens, 11, 3_000);
    const session = roomOf(r, code).session;
    expect(session.over, `${id} not over in ${rounds} rounds`).toBe(true);
    for (const d of devices) expect(d.guest.update!.over).toBe(true);
    const stored = (await r.store.load(code))!;
    expect(stored.events).toEqual(session.events);
    expect(sameState(GameSession.replay(gameDef, session.input, stored.events).state, session.state)).toBe(true);
  }, 120_000);
});

describe('an online table', () => {
  it('three devices play Meow Meow to its end, each told only what its seat may see, every move stored first', async () => {
    const r = await start(await freshTableStore());
    const tokens = new Map<Seat, string>();
    const { code, devices } = await openTable(r, people(3), tokens, meowEasy());
    expect(code).toMatch(/^[0-9a-z]{10}$/);
    expect(devices.map((d) => d.guest.status)).toEqual(['joined', 'joined', 'joined']);
    expect(roomOf(r, code).host.presence()).toEqual(['here', 'here', 'here']);
    // The room has no synchronised state: nothing is shared but what each seat is sent.
    expect(roomOf(r, code).state).toBeUndefined();

    const rounds = await playToEnd(r, code, devices, tokens, 1, 4_000);
    const session = roomOf(r, code).session;
    expect(session.over, `not over in ${rounds} rounds`).toBe(true);
    for (const d of devices) expect(d.guest.update!.over).toBe(true);
    // The store's log is the game: it replays to the same position; its tokens are the seats'.
    const stored = (await r.store.load(code))!;
    expect(stored.events).toEqual(session.events);
    expect(stored.over).toBe(true);
    expect(stored.tokens).toEqual([0, 1, 2].map((s) => tokens.get(s)));
    const replayed = GameSession.replay(def, session.input, stored.events);
    expect(sameState(replayed.state, session.state)).toBe(true);
  }, 60_000);

  it('refuses in words: a bot\'s seat, a seat taken by another device, a table that does not exist, bad options', async () => {
    const r = await start(await freshTableStore());
    const players: PlayerInfo[] = [...people(2), { name: 'Bot', kind: 'bot', level: 'easy' }];
    const tokens = new Map<Seat, string>();
    const { code, devices } = await openTable(r, players, tokens);
    await expect(joinTable(r.sdk, code, 2)).rejects.toThrow('online.noSuchSeat');
    await expect(joinTable(r.sdk, code, 7)).rejects.toThrow('online.noSuchSeat');
    await expect(joinTable(r.sdk, 'zzzzzzzzzz', 0)).rejects.toThrow('online.noSuchTable');
    await expect(createTable(r.sdk, { ...MEOW, options: { deck: 33, dealer: 0 }, players: people(2) }, 0)).rejects.toThrow(/^engine\./);
    // Another device on a taken seat, without its token: refused by the host, in words, and let go.
    const intruder = sit(await joinTable(r.sdk, code, 1), 1, new Map());
    await vi.waitFor(() => expect(intruder.guest.status).toBe('refused'), { timeout: 5_000 });
    expect(intruder.guest.refusal).toEqual({ key: 'table.seatTaken', params: { name: 'P2' } });
    await vi.waitFor(() => expect(intruder.room.connection.isOpen).toBe(false), { timeout: 5_000 });
    expect(devices[1].guest.status).toBe('joined');
    expect(roomOf(r, code).host.presence()).toEqual(['here', 'here', 'bot']);
  }, 30_000);

  it('cuts off a client past the message rate or size at once, and tells an app of another version to update', async () => {
    const r = await start(await freshTableStore(), { maxMessagesPerSecond: MAX_MESSAGES_PER_SECOND });
    const tokens = new Map<Seat, string>();
    const players = people(4);
    const first = await createTable(r.sdk, { ...MEOW, players }, 0);
    const code = first.roomId;
    const devices = [sit(first, 0, tokens), sit(await joinTable(r.sdk, code, 1), 1, tokens)];
    await seated(r, code, devices);
    const room = roomOf(r, code);
    // An older app: told in words, by the host, before anything else.
    const old = await joinTable(r.sdk, code, 2);
    const heard: unknown[] = [];
    old.onMessage('table', (m: unknown) => {
      heard.push(m);
      if ((m as { type?: string }).type === 'invite') old.send('table', { v: 1, type: 'join', token: null, lang: 'en' });
    });
    await vi.waitFor(() => expect(heard.at(-1)).toEqual({ v: 3, type: 'refused', reason: { key: 'table.otherVersion' } }), { timeout: 5_000 });
    // A burst far above a person's pace: the client is closed and its seat away, with no grace to come back.
    const u = devices[0].guest.update!;
    for (let i = 0; i < 3 * MAX_MESSAGES_PER_SECOND; i++) devices[0].room.send('table', { v: 3, type: 'letAnswer', id: 100 + i, at: u.at, gen: u.gen });
    await vi.waitFor(() => expect(devices[0].guest.status).toBe('closed'), { timeout: 5_000 });
    await vi.waitFor(() => expect(room.host.presence()[0]).toBe('away'), { timeout: 5_000 });
    // A message larger than any move: the socket is closed (the protocol answers smaller oversized ones in words).
    // ws reports it to the room as an abnormal closure (1006), like a lost network: the seat is held for the grace.
    devices[1].room.send('table', { v: 3, type: 'event', id: 1, at: 0, gen: 0, event: { type: 'PLAY', seat: 1, card: 'x'.repeat(20_000) } });
    await vi.waitFor(() => expect(devices[1].guest.status).toBe('closed'), { timeout: 5_000 });
    expect(room.host.presence()[1]).toBe('here');
    // Both come back with their tokens (a held seat too: its token takes it over).
    const back = [sit(await joinTable(r.sdk, code, 0), 0, tokens), sit(await joinTable(r.sdk, code, 1), 1, tokens)];
    await vi.waitFor(() => expect(back.map((d) => d.guest.status)).toEqual(['joined', 'joined']), { timeout: 5_000 });
    expect(room.host.presence()).toEqual(['here', 'here', 'waiting', 'waiting']);
  }, 30_000);

  it('a dropped connection comes back into its seat with what it missed; a longer absence is away, and its token rejoins it', async () => {
    const r = await start(await freshTableStore(), { reconnectSeconds: 2 });
    const tokens = new Map<Seat, string>();
    const { code, devices } = await openTable(r, people(2), tokens, meowEasy());
    const room = roomOf(r, code);
    let rng = seedFrom(8);
    for (let i = 0; i < 4; i++) [, rng] = await playRound(r, code, devices, rng);

    // The network goes (the server's end of the socket is cut): the SDK reconnects by itself within the grace.
    const away = devices.find((d) => !d.guest.update!.asked)!;
    const mover = devices.find((d) => d !== away)!;
    away.room.reconnection.minUptime = 0;
    const back = new Promise<void>((resolve) => away.room.onReconnect(() => resolve()));
    cut(room, away.room.sessionId);
    // Meanwhile the other seat moves: the dropped seat is still "here", and what it misses waits for it.
    await vi.waitFor(() => expect(away.room.connection.isOpen).toBe(false), { timeout: 5_000 });
    const at = room.session.events.length;
    const event = chooseEvent(adapter, 'random', mover.guest.update!.view as never, mover.guest.update!.legal, 3).event;
    expect(await mover.guest.propose(event as never)).toEqual({ ok: true });
    expect(room.host.presence()[away.seat]).toBe('here');
    await back;
    await settle(r, code, devices);
    expect(away.guest.status).toBe('joined');
    expect(away.guest.update!.at).toBe(room.session.events.length);
    expect(room.session.events.length).toBeGreaterThan(at);
    await checkEverythingTold(r, code, devices, tokens, new Map());

    // Gone longer than the grace (its device does not reconnect): the seat shows away, the table waits for it.
    away.room.reconnection.enabled = false;
    cut(room, away.room.sessionId);
    await vi.waitFor(() => expect(away.guest.status).toBe('closed'), { timeout: 5_000 });
    await vi.waitFor(() => expect(room.host.presence()[away.seat]).toBe('away'), { timeout: 5_000 });
    // The server's word reaches the other device a moment after the server's own count changes.
    await vi.waitFor(() => expect(mover.guest.update!.presence[away.seat]).toBe('away'), { timeout: 5_000 });
    // Back with its token (a reload, say): the same seat, the whole move log again.
    r.told.get(code)![away.seat] = []; // what the new device is told starts with its invite
    const again = sit(await joinTable(r.sdk, code, away.seat), away.seat, tokens);
    const devices2 = [mover, again];
    await seated(r, code, devices2);
    expect(again.guest.status).toBe('joined');
    expect(again.guest.log[0].index).toBe(-1);
    expect(room.host.presence()[away.seat]).toBe('here');
    await playToEnd(r, code, devices2, tokens, 2, 4_000);
    expect(room.session.over).toBe(true);
  }, 60_000);

  it('the organiser\'s device hands an away seat to a bot and back, and frees a seat whose device is lost; no other device may, nor for a seat that is here', async () => {
    const r = await start(await freshTableStore(), { reconnectSeconds: 1 });
    const tokens = new Map<Seat, string>();
    const { code, devices } = await openTable(r, people(3), tokens);
    const room = roomOf(r, code);
    const [organiser, ben, cleo] = devices;
    expect(devices.map((d) => d.guest.organises)).toEqual([true, false, false]);
    expect((await r.store.load(code))!.organiser).toBe(0);
    // Ben is here: no bot takes his seat. Cleo's device is not the organiser's.
    expect(await organiser.guest.standIn(1, true)).toEqual({ ok: false, reason: { key: 'table.seatIsHere', params: { name: 'P2' } } });
    expect(await cleo.guest.standIn(0, true)).toEqual({ ok: false, reason: { key: 'table.notOrganiser' } });
    // Ben's phone is gone for good (no grace): away, and the table waits for him.
    ben.room.reconnection.enabled = false;
    cut(room, ben.room.sessionId);
    await vi.waitFor(() => expect(room.host.presence()).toEqual(['here', 'away', 'here']), { timeout: 5_000 });
    expect(await cleo.guest.standIn(1, true)).toEqual({ ok: false, reason: { key: 'table.notOrganiser' } });
    expect(await organiser.guest.standIn(1, true)).toEqual({ ok: true });
    await vi.waitFor(() => expect(organiser.guest.update!.presence).toEqual(['here', 'standIn', 'here']), { timeout: 5_000 });
    await vi.waitFor(() => expect(cleo.guest.update!.presence[1]).toBe('standIn'), { timeout: 5_000 });
    // The bot plays Ben's turns: the two left play on, and seat 1's moves keep coming.
    const at = room.session.events.length;
    const left = [organiser, cleo];
    let rng = seedFrom(21);
    for (let i = 0; i < 12 && !room.session.over; i++) [, rng] = await playRound(r, code, left, rng);
    expect(room.session.events.slice(at).some((e) => e.seat === 1), 'the bot played for Ben').toBe(true);
    await checkEverythingTold(r, code, left, tokens, new Map());
    // Given back: away again, and the table waits for Ben (his seat is asked and nobody plays it).
    expect(await organiser.guest.standIn(1, false)).toEqual({ ok: true });
    await vi.waitFor(() => expect(room.host.presence()[1]).toBe('away'), { timeout: 5_000 });
    // Ben's phone is lost with its token: only the organiser may free his seat, and then a new phone takes it.
    const lostToken = tokens.get(1)!;
    const stranger = sit(await joinTable(r.sdk, code, 1), 1, new Map());
    await vi.waitFor(() => expect(stranger.guest.refusal).toEqual({ key: 'table.seatTaken', params: { name: 'P2' } }), { timeout: 5_000 });
    expect(await cleo.guest.release(1)).toEqual({ ok: false, reason: { key: 'table.notOrganiser' } });
    expect(await organiser.guest.release(2)).toEqual({ ok: false, reason: { key: 'table.seatIsHere', params: { name: 'P3' } } });
    expect(await organiser.guest.release(1)).toEqual({ ok: true });
    await vi.waitFor(async () => expect((await r.store.load(code))!.tokens[1]).toBeNull(), { timeout: 5_000 });
    r.told.get(code)![1] = [];
    tokens.delete(1);
    const again = sit(await joinTable(r.sdk, code, 1), 1, tokens);
    await seated(r, code, [organiser, again, cleo]);
    expect(room.host.presence()).toEqual(['here', 'here', 'here']);
    expect(again.guest.organises).toBe(false);
    expect(tokens.get(1)).not.toBe(lostToken);
  }, 60_000);

  it('a device watching the table is told the public table only, may not act, and follows the game to its end', async () => {
    const r = await start(await freshTableStore());
    const tokens = new Map<Seat, string>();
    const { code, devices } = await openTable(r, people(2), tokens, meowEasy());
    const watcher = sit(await joinTable(r.sdk, code, { watch: true, lang: 'fr' }), WATCHER, tokens);
    await seated(r, code, [...devices, watcher]);
    expect(watcher.guest.watching).toBe(true);
    expect(watcher.guest.seat).toBeNull();
    expect(roomOf(r, code).host.presence()).toEqual(['here', 'here']);
    // Its move log is in its own language, as an onlooker reads it.
    expect(watcher.guest.log[0].sentences.join(' ')).not.toBe('');
    expect(await watcher.guest.propose({ type: 'DRAW' })).toEqual({ ok: false, reason: { key: 'table.watchOnly' } });
    // A raw attempt on the wire is answered with a refusal, never played.
    const before = roomOf(r, code).session.events.length;
    const u = watcher.guest.update!;
    watcher.room.send('table', { v: 3, type: 'event', id: 42, at: u.at, gen: u.gen, event: { type: 'DRAW' } });
    await vi.waitFor(() => expect(watcher.received.at(-1)).toEqual({ v: 3, type: 'reply', id: 42, ok: false, reason: { key: 'table.tableOnly' } }), { timeout: 5_000 });
    expect(roomOf(r, code).session.events.length).toBe(before);
    // Everything it was told through the game: the public view, no seed, no token.
    await playToEnd(r, code, [...devices, watcher], tokens, 3, 4_000);
    expect(roomOf(r, code).session.over).toBe(true);
    expect(watcher.guest.update!.over).toBe(true);
    await checkEverythingTold(r, code, [watcher], tokens, new Map());
  }, 120_000);

  it('closes the room when a move cannot be stored, and the table comes back as its log has it', async () => {
    const inner = await freshTableStore();
    let failNext = false;
    const store: TableStore = storeWith(inner, {
      append: (c, i, e, o) => (failNext ? Promise.reject(new Error('disk full')) : inner.append(c, i, e, o)),
    });
    const r = await start(store);
    const tokens = new Map<Seat, string>();
    const { code, devices } = await openTable(r, people(2), tokens);
    let rng = seedFrom(12);
    for (let i = 0; i < 3; i++) [, rng] = await playRound(r, code, devices, rng);
    const stored = (await inner.load(code))!.events;
    const mover = devices.find((d) => d.guest.update!.asked)!;
    const told = mover.received.length;
    failNext = true;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const reply = await mover.guest.propose(chooseEvent(adapter, 'random', mover.guest.update!.view as never, mover.guest.update!.legal, 1).event as never);
    errors.mockRestore();
    // Nobody heard of the move: no reply, no update; the devices lose the room.
    expect(reply).toEqual({ ok: false, reason: { key: 'table.lost' } });
    expect(mover.received.length).toBe(told);
    await vi.waitFor(() => expect(devices.map((d) => d.guest.status)).toEqual(['closed', 'closed']), { timeout: 5_000 });
    failNext = false;
    r.told.set(code, []); // the table brought back tells its devices afresh
    const back = [sit(await joinTable(r.sdk, code, 0), 0, tokens), sit(await joinTable(r.sdk, code, 1), 1, tokens)];
    await seated(r, code, back);
    expect(roomOf(r, code).session.events).toEqual(stored);
    for (const d of back) expect(d.guest.update!.at).toBe(stored.length);
  }, 30_000);

  it('comes back from its log after the server is stopped and started, and the devices rejoin with their tokens', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'nine-lives-tables-'));
    dirs.push(dir);
    const players: PlayerInfo[] = [...people(2), { name: 'Bot', kind: 'bot', level: 'easy' }];
    const tokens = new Map<Seat, string>();
    const r1 = await start(await freshTableStore(dir));
    const { code, devices } = await openTable(r1, players, tokens, meowEasy());
    let rng = seedFrom(4);
    for (let i = 0; i < 6; i++) [, rng] = await playRound(r1, code, devices, rng);
    const before = [...roomOf(r1, code).session.events];
    expect(before.length).toBeGreaterThan(3);

    // Stopped: the rooms are let go, the devices lose their table, the store is closed.
    running.splice(running.indexOf(r1), 1);
    await r1.table.stop();
    await r1.store.close();
    await vi.waitFor(() => expect(devices.map((d) => d.guest.status)).toEqual(['closed', 'closed']), { timeout: 5_000 });

    // Started again on the same folder: the table is not open until a device asks for it by its code.
    const r2 = await start(await openTableStore(dir));
    const stored = (await r2.store.load(code))!;
    expect(stored.events).toEqual(before);
    expect(await r2.store.unfinished()).toEqual([code]);
    // The code alone does not take a seat somebody holds: the seats' tokens were stored before their welcomes.
    const stranger = sit(await joinTable(r2.sdk, code, 0), 0, new Map());
    await vi.waitFor(() => expect(stranger.guest.status).toBe('refused'), { timeout: 5_000 });
    r2.told.get(code)![0] = []; // what the seat's own device is told starts with its invite
    const back = [sit(await joinTable(r2.sdk, code, 0), 0, tokens), sit(await joinTable(r2.sdk, code, 1), 1, tokens)];
    await seated(r2, code, back);
    const room = roomOf(r2, code);
    expect(room.session.events.slice(0, before.length)).toEqual(before);
    for (const d of back) expect(d.guest.log[0].index).toBe(-1);
    await playToEnd(r2, code, back, tokens, 6, 4_000);
    expect(room.session.over).toBe(true);
    expect((await r2.store.load(code))!.events).toEqual(room.session.events);
    expect(await r2.store.unfinished()).toEqual([]);
  }, 60_000);
});

/** The network under a device goes: the server's end of its socket is destroyed without a goodbye. */
function cut(room: TableRoom, sessionId: string): void {
  const client = room.clients.getById(sessionId);
  if (!client) throw new Error(`no client ${sessionId}`);
  (client.ref as unknown as { terminate(): void }).terminate();
}
