// The table host with its guests over in-process links: every game played to its end with each person on their
// own device (several answering at once where the rules allow), joins and refusals, a device that goes away and
// its seat handed to a bot and back, a rejoin with the seat's token, and a host restarted from its save. And what
// every guest was told, checked against what its seat may see.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { chooseEvent } from '../ai/bots';
import { rngInt, seedFrom, type RngState } from '../engine/rng';
import { GameSession } from '../engine/session';
import { sameState } from '../engine/equal';
import type { GameEvent, PlayerInfo, Seat } from '../engine/types';
import { GAMES, type GameId } from '../games/index';
import { loadTestCases, type LoadedTestCases } from '../games/test-cases';
import { setLanguage } from '../base/i18n';
import type { TableGuest } from './guest';
import { parseHostMessage, type UpdateMessage } from './protocol';
import { openTable, people, SECRET_SEED, type Sent, type TestTable } from './table-testkit';

// PixiJS needs a browser: the tables' modules load against stand-ins (only their words are used here).
vi.mock('pixi.js', () => {
  const stub: unknown = new Proxy(function () {}, { get: (_t, k) => (k === 'prototype' ? {} : stub), construct: () => stub as object, apply: () => stub });
  return new Proxy({}, { get: (_t, k) => (k === 'then' ? undefined : k === '__esModule' ? true : stub), has: () => true });
});

let cases: LoadedTestCases[];
beforeAll(async () => {
  setLanguage('en');
  cases = await loadTestCases();
});

/** One round of the table: every guest asked proposes at once (the easy bot's move from the guest's own view, so
 *  games end in a few hundred moves; or, now and then when it may and always when it has no move, it lets the others
 *  answer). Resolves with how many proposed. */
async function playRound(t: TestTable, rng: RngState): Promise<[number, RngState]> {
  const asked = t.guests.filter((g): g is TableGuest => g !== null && g.update?.asked === true);
  const replies: Promise<unknown>[] = [];
  for (const g of asked) {
    const u = g.update!;
    let pick: number;
    [pick, rng] = rngInt(rng, u.legal.length + (u.letAnswer && u.letAnswer.length > 0 ? 1 : 0));
    const event = pick < u.legal.length ? chooseEvent(t.adapter, 'easy', u.view as never, u.legal, rng).event : null;
    replies.push(event ? g.propose(event as never) : g.letAnswer());
  }
  await t.settle();
  await Promise.all(replies);
  return [asked.length, rng];
}

/** What a guest was told holds nothing its seat may not see: a well-formed message; its view is the seat's view
 *  and its legal events the seat's; and both are the same in any position the seat cannot tell from this one (the
 *  hidden cards dealt again at random, as the bots' determinisation does). Never the seed. */
function checkTold(t: TestTable, s: Sent, rng: RngState): RngState {
  const parsed = parseHostMessage(s.message);
  expect(parsed.ok, JSON.stringify(s.message).slice(0, 200)).toBe(true);
  expect(JSON.stringify(s.message)).not.toContain(String(SECRET_SEED));
  const m = s.message as UpdateMessage;
  if (m.type !== 'update') return rng;
  expect(sameState(m.view, t.def.view(s.state, s.seat))).toBe(true);
  expect(sameState(m.legal, m.asked ? t.def.legalEvents(s.state, s.seat) : [])).toBe(true);
  let alt: unknown;
  [alt, rng] = t.adapter.determinize(m.view as never, rng);
  expect(sameState(t.def.view(alt, s.seat), m.view), `${t.def.id}: the view of seat ${s.seat} tells its hidden places`).toBe(true);
  if (m.asked) expect(sameState(t.def.legalEvents(alt, s.seat), m.legal), `${t.def.id}: seat ${s.seat}'s legal events tell more than its view`).toBe(true);
  return rng;
}

async function playToEnd(t: TestTable, seed: number, maxRounds: number): Promise<{ rounds: number; together: number }> {
  let rng = seedFrom(seed);
  let rounds = 0;
  let together = 0;
  let checked = 0;
  while (!t.session.over && rounds < maxRounds) {
    let n: number;
    [n, rng] = await playRound(t, rng);
    if (n === 0) throw new Error(`${t.def.id}: nobody is asked in ${t.def.phase(t.session.state)}`);
    if (n > 1) together++;
    rounds++;
    for (; checked < t.sent.length; checked++) rng = checkTold(t, t.sent[checked], rng);
  }
  return { rounds, together };
}

describe('a table of devices plays every game to its end', () => {
  const ids = GAMES.map((g) => g.id);
  it.each(ids)('%s: each person on their own device, the host saving every move', async (id) => {
    const c = cases.find((x) => x.def.id === id)!;
    let together = 0;
    for (const [i, table] of c.tables.entries()) {
      const t = await openTable(id as GameId, { options: table.options, players: people(table.players) });
      const r = await playToEnd(t, 100 + i, 3_000);
      together += r.together;
      expect(t.session.over, `${id} table ${i} did not end in ${r.rounds} rounds`).toBe(true);
      // The host's save is the game: its log replays to the same position, and every guest saw the end.
      expect(t.saved).toEqual(t.session.events);
      const replayed = GameSession.replay(t.def, t.session.input, t.saved);
      expect(sameState(replayed.state, t.session.state)).toBe(true);
      for (const g of t.guests) expect(g!.update!.over).toBe(true);
      // Each guest's log is the move log in its own seat's words, one entry per move with words.
      for (const [seat, g] of t.guests.entries()) expect(g!.log.every((e) => e.index === -1 || e.index < t.session.events.length), String(seat)).toBe(true);
      t.host.destroy();
    }
    if (id === 'mauwi') expect(together, 'a defence and a teammate answered at once').toBeGreaterThan(0);
  }, 120_000);
});

const meow = { options: { deck: 32, dealer: 0 } };
const mauwiTeams = () => cases.find((c) => c.def.id === 'mauwi')!.tables.find((tb) => (tb.options as { teams?: boolean }).teams)!;

describe('joining a table', () => {
  it('welcomes a device to its seat with a token, and the table as its seat sees it', async () => {
    const t = await openTable('meow-meow', { ...meow, players: people(3) });
    const g = t.guests[1]!;
    expect(g.status).toBe('joined');
    expect(g.seat).toBe(1);
    expect(g.names).toEqual(['P1', 'P2', 'P3']);
    expect(g.update?.view).toEqual(t.def.view(t.session.state, 1));
    expect(g.log[0].index).toBe(-1);
    expect(t.host.presence()).toEqual(['here', 'here', 'here']);
    expect(t.host.seatTokens().every((tk) => typeof tk === 'string' && tk.length >= 16)).toBe(true);
  });

  it('refuses another device on a seat that is taken, in words, until the host frees the seat', async () => {
    const t = await openTable('meow-meow', { ...meow, players: people(2) });
    const intruder = t.join(1, null);
    await t.settle();
    expect(intruder.status).toBe('refused');
    expect(intruder.refusal).toEqual({ key: 'table.seatTaken', params: { name: 'P2' } });
    await t.host.release(1);
    const newcomer = t.join(1, null);
    await t.settle();
    expect(newcomer.status).toBe('joined');
  });

  it('refuses a move for another seat, a move on a table that moved on, and a move when not asked', async () => {
    const t = await openTable('meow-meow', { ...meow, players: people(2) });
    const mover = t.guests.find((g) => g!.update!.asked)!;
    const other = t.guests.find((g) => g !== mover)!;
    const legal = mover.update!.legal[0] as GameEvent & Record<string, unknown>;
    // The guest's own code never names a seat; a device that does names its own or is refused.
    rawSend(mover, { v: 3, type: 'event', id: 99, at: mover.update!.at, gen: 0, event: { ...legal, seat: other.seat } });
    await t.settle();
    expect(t.sent.at(-1)!.message).toEqual({ v: 3, type: 'reply', id: 99, ok: false, reason: { key: 'table.notYourSeat' } });
    const notAsked = await settled(t, other.propose({ type: 'DRAW' }));
    expect(notAsked.ok).toBe(false);
    const at = mover.update!.at;
    expect(await settled(t, mover.propose(legal as never))).toEqual({ ok: true });
    expect(t.session.events.length).toBe(at + 1);
    // The same move again, from the table it saw before: the table has moved on.
    (mover.update as { at: number }).at = at;
    expect(await settled(t, mover.propose(legal as never))).toEqual({ ok: false, reason: { key: 'table.moved' } });
  });

  it('lets a move through the door once: the host admits it, the session plays it as admitted', async () => {
    const t = await openTable('meow-meow', { ...meow, players: people(2) });
    const mover = t.guests.find((g) => g!.update!.asked)!;
    const legal = mover.update!.legal[0];
    // parseEvent is the door's first step, and nothing but the door calls it.
    const door = vi.spyOn(t.def, 'parseEvent');
    expect(await settled(t, mover.propose(legal as never))).toEqual({ ok: true });
    expect(t.saved).toEqual([legal]);
    expect(door).toHaveBeenCalledTimes(1);
    door.mockRestore();
  });

  it('answers a malformed or foreign message with a reason and changes nothing', async () => {
    const t = await openTable('meow-meow', { ...meow, players: people(2) });
    const seat = t.guests.findIndex((g) => g!.update!.asked);
    const before = t.session.events.length;
    const replies: unknown[] = [];
    const spied = t.sent.length;
    for (const m of [
      { v: 3, type: 'event', id: 7, at: before, gen: 0, event: { type: 'PLAY', seat, card: 'x'.repeat(5000) } },
      { v: 3, type: 'event', id: 8, at: before, gen: 0, event: { type: 'NOPE' } },
      { v: 1, type: 'event', id: 9, at: before, event: { type: 'DRAW' } },
      { v: 3, type: 'event', id: 10, at: before, gen: 0, event: { type: 'DRAW', extra: 1 } },
      'hello',
    ]) rawSend(t.guests[seat]!, m);
    await t.settle();
    for (const s of t.sent.slice(spied)) replies.push(s.message);
    expect(t.session.events.length).toBe(before);
    const keys = replies.map((r) => (r as { reason?: { key: string } }).reason?.key);
    expect(keys).toEqual(['table.tooLarge', 'engine.unknownEvent', 'table.otherVersion', expect.stringMatching(/^engine\./)]);
  });
});

describe('the seats\' tokens', () => {
  it('are saved before a device is welcomed with one, and again when a seat is released', async () => {
    const saved: (string | null)[][] = [];
    let welcomedBeforeSaved = false;
    const t = await openTable('meow-meow', {
      ...meow, players: people(2), join: false,
      keepTokens: async (tokens) => {
        await new Promise((r) => setTimeout(r, 5));
        // The device joins only after openTable: t is there by then.
        welcomedBeforeSaved ||= t.guests.some((g) => g?.status === 'joined');
        saved.push([...tokens]);
      },
    });
    const g = t.join(0);
    await t.settle();
    expect(g.status).toBe('joined');
    expect(welcomedBeforeSaved).toBe(false);
    expect(saved.at(-1)![0]).toBe(t.host.seatTokens()[0]);
    expect(saved.at(-1)![0]).not.toBeNull();
    await t.host.release(0);
    expect(saved.at(-1)).toEqual([null, null]);
  });
});

describe('a device that goes away', () => {
  it('leaves its seat waiting, "away"; the host hands it to a bot and back; its token rejoins it with the whole log', async () => {
    const t = await openTable('meow-meow', { ...meow, players: people(2) });
    let rng = seedFrom(3);
    for (let i = 0; i < 4; i++) [, rng] = await playRound(t, rng);
    const away = t.guests.findIndex((g) => g!.update!.asked);
    t.guests[away]!.close();
    await t.settle();
    expect(t.host.presence()[away]).toBe('away');
    const other = t.guests[1 - away]!;
    expect(other.update!.presence[away]).toBe('away');
    // The game waits for the seat's person.
    const waiting = t.session.events.length;
    await t.settle();
    expect(t.session.events.length).toBe(waiting);
    // Handed to a bot, it plays on until it is the other person's turn.
    await t.host.standIn(away, true);
    await t.settle();
    expect(t.session.events.length).toBeGreaterThan(waiting);
    expect(t.host.presence()[away]).toBe('standIn');
    expect(other.update!.presence[away]).toBe('standIn');
    // Back with its token: the seat is its person's again, and the device gets the whole log.
    const back = t.join(away);
    await t.settle();
    expect(back.status).toBe('joined');
    expect(back.seat).toBe(away);
    expect(t.host.presence()[away]).toBe('here');
    expect(back.log[0].index).toBe(-1);
    expect(back.log.length).toBe(other.log.length);
    [, rng] = await playRound(t, rng);
  });

  it('hands an away seat back to its person when the host says so, and the game waits again', async () => {
    const t = await openTable('meow-meow', { ...meow, players: people(2) });
    const seat = t.guests.findIndex((g) => !g!.update!.asked);
    t.guests[seat]!.close();
    await t.settle();
    await t.host.standIn(seat, true);
    await t.host.standIn(seat, false);
    expect(t.host.presence()[seat]).toBe('away');
  });
});

describe('a host restarted from its save', () => {
  it('replays its log, and the devices rejoin their seats with their tokens and play on to the end', async () => {
    const players = people(4);
    const table = mauwiTeams();
    const t1 = await openTable('mauwi', { options: table.options, players });
    let rng = seedFrom(9);
    for (let i = 0; i < 12; i++) [, rng] = await playRound(t1, rng);
    const tokens = t1.host.seatTokens();
    const log = [...t1.saved];
    t1.host.destroy();
    await t1.settle();
    for (const g of t1.guests) expect(g!.status).toBe('closed');
    // A stranger's token is refused; the seats' own tokens rejoin them.
    const t2 = await openTable('mauwi', { options: table.options, players, events: log, tokens, join: false });
    const stranger = t2.join(0, 'x'.repeat(22));
    await t2.settle();
    expect(stranger.status).toBe('refused');
    players.forEach((_, seat) => t2.join(seat, tokens[seat]));
    await t2.settle();
    expect(t2.guests.map((g) => g!.status)).toEqual(['joined', 'joined', 'joined', 'joined']);
    expect(t2.guests[2]!.update!.view).toEqual(t1.guests[2]!.update!.view);
    await playToEnd(t2, 10, 3_000);
    expect(t2.session.over).toBe(true);
  }, 60_000);
});

describe('several seats answering at once', () => {
  it('lets a Mauwi defender and their teammate both answer; a defence beats giving up, whoever sent first', async () => {
    const players: PlayerInfo[] = people(4);
    const table = mauwiTeams();
    const t = await openTable('mauwi', { options: table.options, players });
    let rng = seedFrom(21);
    let seen = 0;
    for (let i = 0; i < 2_000 && !t.session.over && seen < 3; i++) {
      const asked = t.guests.filter((g) => g!.update?.asked);
      const giveUp = asked.map((g) => g!.update!.legal.find((e) => e.type === 'GIVE_UP'));
      const defence = asked.map((g) => g!.update!.legal.find((e) => e.type !== 'GIVE_UP'));
      if (asked.length === 2 && giveUp[0] && defence[1]) {
        seen++;
        const at = t.session.events.length;
        const [a, b] = [asked[0]!.propose(giveUp[0] as never), asked[1]!.propose(defence[1] as never)];
        await t.settle();
        expect(await a).toEqual({ ok: true });
        expect(await b).toEqual({ ok: true });
        // The defence was played; the giving up (held while the teammate could answer) was not.
        const played = t.session.events.slice(at);
        expect(played[0].seat).toBe(asked[1]!.seat);
        expect(played[0].type).not.toBe('GIVE_UP');
        continue;
      }
      [, rng] = await playRound(t, rng);
    }
    expect(seen).toBeGreaterThan(0);
  }, 60_000);
});

/** A message from a guest's device that the guest's own code would not send. */
function rawSend(guest: TableGuest, message: unknown): void {
  (guest as unknown as { link: { send(m: unknown): boolean } }).link.send(message);
}

/** A guest's reply once the table has handled the message. */
async function settled<T>(t: TestTable, reply: Promise<T>): Promise<T> {
  await t.settle();
  return reply;
}

export type { Seat, GameEvent };
