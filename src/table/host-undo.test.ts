// Undo in the table host, the same for every seat (the tablet's own, a person on this device, a phone: each is a
// guest on a link): a seat takes back its own last moves (and the bots' since) until another person acted or
// something hidden was revealed; the host decides, every device sees the table it went back to, and an attempt sent
// on the table before the undo is refused after it (the generation), even where the move count is the same again.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { GameEvent, PlayerInfo } from '../engine/types';
import { setLanguage } from '../base/i18n';
import type { TableGuest } from './guest';
import { openTable, people, type TestTable } from './table-testkit';

vi.mock('pixi.js', () => {
  const stub: unknown = new Proxy(function () {}, { get: (_t, k) => (k === 'prototype' ? {} : stub), construct: () => stub as object, apply: () => stub });
  return new Proxy({}, { get: (_t, k) => (k === 'then' ? undefined : k === '__esModule' ? true : stub), has: () => true });
});

beforeAll(() => setLanguage('en'));

const meow = { options: { deck: 32, dealer: 0 } };

async function settled<T>(t: TestTable, reply: Promise<T>): Promise<T> {
  await t.settle();
  return reply;
}

const askedGuest = (t: TestTable): TableGuest => t.guests.find((g) => g?.update?.asked)!;
/** A move that shows nothing hidden (a card played, not one drawn), from the guest's own legal events. */
const quietMove = (g: TableGuest): GameEvent => g.update!.legal.find((e) => e.type === 'PLAY') as GameEvent;

describe('undo in the host', () => {
  it('takes back a seat\'s own move: saved as a cut log, every device shown the table before it, a new generation', async () => {
    const t = await openTable('meow-meow', { ...meow, players: people(2) });
    const mover = askedGuest(t);
    const other = t.guests.find((g) => g !== mover)!;
    const before = t.session.events.length;
    const viewBefore = mover.update!.view;
    expect(mover.update!.undo).toBe(false);
    expect(await settled(t, mover.propose(quietMove(mover) as never))).toEqual({ ok: true });
    expect(mover.update!.undo).toBe(true);
    // The other seat may not take back a move that is not theirs.
    expect(other.update!.undo).toBe(false);
    expect(await settled(t, other.undo())).toEqual({ ok: false, reason: { key: 'table.cannotUndo' } });
    expect(await settled(t, mover.undo())).toEqual({ ok: true });
    expect(t.session.events.length).toBe(before);
    expect(mover.update!.at).toBe(before);
    expect(mover.update!.gen).toBe(1);
    expect(other.update!.gen).toBe(1);
    expect(mover.update!.view).toEqual(viewBefore);
    expect(mover.update!.asked).toBe(true);
    expect(t.cuts).toEqual([before]);
    // Each device's move log is cut too.
    for (const g of [mover, other]) expect(g.log.every((e) => e.index < before)).toBe(true);
  });

  it('refuses an answer computed before an undo, even when the table has as many moves again', async () => {
    const t = await openTable('meow-meow', { ...meow, players: people(2) });
    const mover = askedGuest(t);
    expect(await settled(t, mover.propose(quietMove(mover) as never))).toEqual({ ok: true });
    const other = t.guests.find((g) => g !== mover)!;
    // The other device saw the move and its answer is on its way (made on generation 0 at this count)...
    const stale = { ...other.update! };
    expect(await settled(t, mover.undo())).toEqual({ ok: true });
    expect(await settled(t, mover.propose(quietMove(mover) as never))).toEqual({ ok: true });
    expect(t.session.events.length).toBe(stale.at);
    // ...and arrives after the undo and the new move: the same count, another table.
    (other as unknown as { update: typeof stale }).update = stale;
    const answer = stale.legal[0];
    const at = t.session.events.length;
    expect(await settled(t, other.propose(answer as never))).toEqual({ ok: false, reason: { key: 'table.moved' } });
    expect(t.session.events.length).toBe(at);
  });

  it('refuses an undo once another person has acted since, and allows one over the bots\' moves since', async () => {
    const players: PlayerInfo[] = [{ name: 'Ana', kind: 'person' }, { name: 'Bot', kind: 'bot', level: 'easy' }, { name: 'Cleo', kind: 'person' }];
    // The seat after the dealer begins: Ana.
    // The bot plays a card when it can (a card drawn would reveal something hidden, which no undo passes).
    const t = await openTable('meow-meow', { options: { deck: 32, dealer: 2 }, players, chooseBot: (legal) => legal.find((e) => e.type === 'PLAY') ?? legal[0] });
    const ana = t.guests[0]!;
    const cleo = t.guests[2]!;
    expect(ana.update!.asked).toBe(true);
    const before = t.session.events.length;
    expect(await settled(t, ana.propose(quietMove(ana) as never))).toEqual({ ok: true });
    // The bot has moved on since; Ana may still take back her move and the bot's.
    expect(t.session.events.length).toBeGreaterThan(before + 1);
    expect(t.session.events[before + 1].seat).toBe(1);
    expect(cleo.update!.asked).toBe(true);
    expect(ana.update!.undo).toBe(true);
    // Cleo acts: Ana's move may no longer be taken back, whatever Cleo did.
    const cleoMove = cleo.update!.legal[0] as GameEvent;
    expect(await settled(t, cleo.propose(cleoMove as never))).toEqual({ ok: true });
    expect(ana.update!.undo).toBe(false);
    expect(await settled(t, ana.undo())).toEqual({ ok: false, reason: { key: 'table.cannotUndo' } });
  });

  it('refuses an undo once something hidden was revealed (a card drawn), on every seat', async () => {
    const t = await openTable('meow-meow', { ...meow, players: people(2) });
    const mover = askedGuest(t);
    const draw = mover.update!.legal.find((e) => e.type === 'DRAW')!;
    expect(await settled(t, mover.propose(draw as never))).toEqual({ ok: true });
    expect(t.session.hidden.at(-1)).toBe(true);
    for (const g of t.guests) {
      expect(g!.update!.undo).toBe(false);
      expect(await settled(t, g!.undo())).toEqual({ ok: false, reason: { key: 'table.cannotUndo' } });
    }
  });

  it('counts a stand-in bot\'s moves as its person\'s: the others may not undo past them', async () => {
    const t = await openTable('meow-meow', { ...meow, players: people(2) });
    const mover = askedGuest(t);
    const away = t.guests.find((g) => g !== mover)!;
    expect(await settled(t, mover.propose(quietMove(mover) as never))).toEqual({ ok: true });
    away.close();
    await t.settle();
    await t.host.standIn(away.seat!, true);
    await t.settle();
    expect(t.session.events.at(-1)!.seat).toBe(away.seat);
    expect(mover.update!.undo).toBe(false);
  });

  it('refuses an undo in a finished game, and one from an older app in words', async () => {
    const t = await openTable('meow-meow', { ...meow, players: people(2) });
    const g = askedGuest(t);
    (g as unknown as { link: { send(m: unknown): boolean } }).link.send({ v: 1, type: 'undo', id: 5, at: g.update!.at });
    await t.settle();
    expect(t.sent.at(-1)!.message).toMatchObject({ type: 'reply', id: 5, ok: false, reason: { key: 'table.otherVersion' } });
  });
});
