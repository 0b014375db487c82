// The tests' devices at an online table (server/redis.test.ts, server/postgres.test.ts): each seat an SDK room
// wrapped as a link for a TableGuest, as the app's own device is, and a game played through them with random
// legal moves, each move waited for on every device (events, never sleeps).
import type { ColyseusSDK, Room as SdkRoom } from '@colyseus/sdk';
import { expect, vi } from 'vitest';
import { chooseEvent } from '../src/ai/bots';
import type { AnyBotAdapter } from '../src/ai/types';
import { rngInt, seedFrom } from '../src/engine/rng';
import type { PlayerInfo, Seat } from '../src/engine/types';
import { TableGuest } from '../src/table/guest';
import { joinTable, SdkLink } from '../src/table/online/sdk-link';

export const MEOW = { gameId: 'meow-meow', options: { deck: 32, dealer: 0 } };
export const people = (n: number): PlayerInfo[] => Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}`, kind: 'person' as const }));

/** One seat's device: an SDK room wrapped as a link for a guest. */
export interface Device {
  seat: Seat;
  room: SdkRoom;
  guest: TableGuest;
}

/** A device on a joined room; its seat's token is kept in `tokens` (and given back when it rejoins). */
export function sit(room: SdkRoom, seat: Seat, tokens: Map<Seat, string>): Device {
  const guest = new TableGuest(new SdkLink(room), { tokenFor: (_t, s) => tokens.get(s) ?? null, lang: 'en', onWelcome: (w) => tokens.set(w.seat, w.token) });
  return { seat, room, guest };
}

export async function seated(devices: Device[]): Promise<void> {
  await vi.waitFor(() => expect(devices.map((d) => d.guest.status === 'joined' && d.guest.update !== null)).not.toContain(false), { timeout: 10_000 });
}

/** The device whose seat is asked to move now (waited for). */
export async function moverOf(devices: Device[]): Promise<Device> {
  await vi.waitFor(() => expect(devices.some((d) => d.guest.update!.asked)).toBe(true), { timeout: 10_000 });
  return devices.find((d) => d.guest.update!.asked)!;
}

/** A random legal move for the device's seat, picked by `pick` (any whole number). */
export function randomMove(adapter: AnyBotAdapter, device: Device, pick: number): { type: string; [field: string]: unknown } {
  const u = device.guest.update!;
  return chooseEvent(adapter, 'random', u.view as never, u.legal, pick).event as never;
}

/** Random legal moves, one at a time, each waited for on every device, until each seat has made `each` moves. */
export async function play(adapter: AnyBotAdapter, devices: Device[], each: number, seed: number): Promise<void> {
  let rng = seedFrom(seed);
  const made = new Map<Seat, number>();
  for (let moves = 0; devices.some((d) => (made.get(d.seat) ?? 0) < each); moves++) {
    if (moves > 40) throw new Error('the seats did not all get to move in 40 moves');
    const mover = await moverOf(devices);
    const at = mover.guest.update!.at;
    let pick: number;
    [pick, rng] = rngInt(rng, 2 ** 31);
    expect(await mover.guest.propose(randomMove(adapter, mover, pick))).toEqual({ ok: true });
    made.set(mover.seat, (made.get(mover.seat) ?? 0) + 1);
    // Every device is shown the move: the same count of moves everywhere, past the one proposed.
    await vi.waitFor(() => {
      const ats = devices.map((d) => d.guest.update!.at);
      expect(ats.every((a) => a === ats[0] && a > at)).toBe(true);
    }, { timeout: 10_000 });
  }
}

/** The moves a device was told of in its log that another seat made. */
export const othersMoves = (d: Device) => d.guest.log.filter((e) => e.index >= 0 && e.seat !== null && e.seat !== d.seat).length;

/** A device coming back to its table through `sdk` (`joinTable`). A room whose process died is still listed until a
 *  process finds it dead: the first try waits out Colyseus's timeouts (2 s, then a 2 s health check) and fails with
 *  "process … is not available", having removed the dead process's listings; the next brings the table back. */
export async function comeBack(sdk: ColyseusSDK, code: string, seat: Seat): Promise<SdkRoom> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await joinTable(sdk, code, seat);
    } catch (error) {
      if (attempt >= 3 || !/is not available/.test(String((error as Error).message))) throw error;
    }
  }
}
