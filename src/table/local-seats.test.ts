// The people sharing one device: the seat screen reads whoever holds it; the device goes to the next person asked
// through the hand-over screen only where something is hidden between them, straight away otherwise; a hand others
// at the device may not see is turned away while only others play.
import { describe, expect, it } from 'vitest';
import type { Seat } from '../engine/types';
import type { TableGuest } from './guest';
import { LocalSeats } from './local-seats';
import type { UpdateMessage } from './protocol';

class FakeGuest {
  update: UpdateMessage | null = null;
  readonly log: { index: number; seat: Seat | null; sentences: string[] }[];
  private listeners = new Set<() => void>();
  constructor(readonly seat: Seat) {
    this.log = [{ index: -1, seat: null, sentences: [`dealt, as seat ${seat} sees it`] }];
  }
  ask(asked: boolean, open: Seat[] = []): void {
    this.update = { asked, open } as unknown as UpdateMessage;
    for (const l of this.listeners) l();
  }
  subscribe(l: () => void) {
    this.listeners.add(l);
    return () => this.listeners.delete(l);
  }
}

const flush = () => new Promise((r) => setTimeout(r, 0));

function table(hidden: boolean) {
  const guests = [new FakeGuest(0), new FakeGuest(1)];
  const handOvers: Seat[][] = [];
  let taker: ((seat: Seat) => void) | null = null;
  const seats = new LocalSeats(guests as unknown as TableGuest[], {
    privateBetween: () => hidden,
    handOver: (asked) => {
      handOvers.push(asked);
      return new Promise((resolve) => { taker = resolve; });
    },
    publicLog: () => [{ index: -1, seat: null, sentences: ['dealt'] }],
  });
  return { guests, seats, handOvers, take: (seat: Seat) => taker!(seat) };
}

describe('the people sharing one device', () => {
  it('with nothing hidden between them, the next person asked simply plays on the table in view', async () => {
    const t = table(false);
    t.guests[1].ask(true);
    t.guests[0].ask(false);
    await flush();
    expect(t.seats.seat).toBe(1);
    expect(t.seats.handHidden).toBe(false);
    t.guests[1].ask(false);
    t.guests[0].ask(true);
    await flush();
    expect(t.seats.seat).toBe(0);
    expect(t.handOvers).toEqual([]);
  });

  it('with hands hidden between them, the device is turned away and handed over; the one who takes it sees theirs', async () => {
    const t = table(true);
    t.guests[0].ask(false);
    t.guests[1].ask(true);
    await flush();
    // Turned away while the hand-over screen waits, on the next person's table (never the previous one's hand).
    expect(t.handOvers).toEqual([[1]]);
    expect(t.seats.handHidden).toBe(true);
    expect(t.seats.seat).toBe(1);
    expect(t.seats.log).toEqual([{ index: -1, seat: null, sentences: ['dealt'] }]);
    t.take(1);
    await flush();
    expect(t.seats.handHidden).toBe(false);
    expect(t.seats.seat).toBe(1);
    expect(t.seats.log).toBe(t.guests[1].log);
    // The same person asked again keeps the device.
    t.guests[1].ask(true);
    await flush();
    expect(t.handOvers).toHaveLength(1);
  });

  it('turns a hidden hand away while only others play (bots, phones), and hands it over again after', async () => {
    const t = table(true);
    t.guests[1].ask(false);
    t.guests[0].ask(true);
    await flush();
    t.take(0);
    await flush();
    expect(t.seats.handHidden).toBe(false);
    t.guests[0].ask(false);
    await flush();
    expect(t.seats.handHidden).toBe(true);
    t.guests[0].ask(true);
    await flush();
    expect(t.handOvers).toEqual([[0], [0]]);
  });

  it('waits for every seat\'s first table, then lets whichever of several people asked at once take the device, named in the rules\' order', async () => {
    const t = table(true);
    t.guests[0].ask(true, [1, 0]);
    await flush();
    expect(t.handOvers).toEqual([]);
    t.guests[1].ask(true, [1, 0]);
    await flush();
    expect(t.handOvers).toEqual([[1, 0]]);
    t.take(1);
    await flush();
    expect(t.seats.seat).toBe(1);
    expect(t.seats.handHidden).toBe(false);
  });
});
