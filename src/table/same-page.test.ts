// The people at this device reach the host over a link in the same page: their messages, and the host's to them,
// were written by this app's own protocol, so neither end checks them again (the door still admits each event).
// A link to another device checks every message, both ways.
import { describe, expect, it, vi } from 'vitest';
import * as protocol from './protocol';
import { openTable, people } from './table-testkit';

// The table module's scene is never drawn here.
vi.mock('pixi.js', () => {
  const stub: unknown = new Proxy(function () {}, { get: (_t, k) => (k === 'prototype' ? {} : stub), construct: () => stub as object, apply: () => stub });
  return new Proxy({}, { get: (_t, k) => (k === 'then' ? undefined : k === '__esModule' ? true : stub), has: () => true });
});
vi.mock('./protocol', async (original) => {
  const real = await original<typeof import('./protocol')>();
  return { ...real, parseGuestMessage: vi.fn(real.parseGuestMessage), parseHostMessage: vi.fn(real.parseHostMessage) };
});

const meow = { options: { deck: 32, dealer: 0 } };

async function playOneMove(samePage: boolean) {
  vi.mocked(protocol.parseGuestMessage).mockClear();
  vi.mocked(protocol.parseHostMessage).mockClear();
  const t = await openTable('meow-meow', { ...meow, players: people(2), samePage });
  const mover = t.guests.find((g) => g!.update!.asked)!;
  const door = vi.spyOn(t.def, 'parseEvent');
  const done = mover.propose(mover.update!.legal[0] as never);
  await t.settle();
  expect(await done).toEqual({ ok: true });
  const admitted = door.mock.calls.length;
  door.mockRestore();
  return { t, door: admitted, guestChecks: vi.mocked(protocol.parseGuestMessage).mock.calls.length,
    hostChecks: vi.mocked(protocol.parseHostMessage).mock.calls.length };
}

describe('a link in the same page', () => {
  it('carries a move and its answer without the protocol\'s check, and the door still admits the move once', async () => {
    const { t, door, guestChecks, hostChecks } = await playOneMove(true);
    expect(t.saved.length).toBe(1);
    expect(door).toBe(1);
    expect(guestChecks).toBe(0);
    expect(hostChecks).toBe(0);
  });

  it('to another device checks every message both ways', async () => {
    const { door, guestChecks, hostChecks } = await playOneMove(false);
    expect(door).toBe(1);
    expect(guestChecks).toBeGreaterThan(0);
    expect(hostChecks).toBeGreaterThan(0);
  });
});
