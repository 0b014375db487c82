// Who may hold a place in a table's room, and how many of each: a table is its players'. Colyseus counts every
// seat reservation and every connection against one maxClients and locks the room when it is full, so strangers
// with the invite link could keep the players out. Here a room never fills that way: each asker is classed when
// its seat is reserved (by the options of its matchmaking request), and only those who have not proven a seat are
// bounded, per class and per address. A seat's own device (its token) is always let in.
import * as v from 'valibot';
import { languages } from '../src/base/i18n';
import type { PlayerInfo, Seat } from '../src/engine/types';

/** The limits, said in the README ("Who gets into a table's room"). */
export const ADMISSION = {
  /** A seat reserved over HTTP and not taken up by a connection expires after this (Colyseus's default is 15). */
  reservationSeconds: 5,
  /** A connection that has not joined its seat (the protocol's join answered with a welcome) by then is closed. */
  proofSeconds: 10,
  /** Unproven places a seat's own device may hold at once (a retry, a second tab): never bounded by strangers. */
  perPlayerSeat: 3,
  /** Unproven places of newcomers (no token: a free seat to take, or a taken one to be refused) per table. */
  newcomers: 8,
  /** Unproven places (newcomers and watchers) one address may hold per table: six, as one device making a table
   *  takes each of its people's seats before its screen joins them (and a family shares one address). */
  perAddress: 6,
};

export type AdmissionLimits = typeof ADMISSION;

const seatNumber = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(15));
const TOKEN = v.pipe(v.string(), v.maxLength(64));
export const JoinSchema = v.object({ seat: seatNumber, token: v.optional(TOKEN) });
export const WatchSchema = v.object({ watch: v.literal(true), lang: v.picklist(languages) });

/** What a device comes for, as far as its options and the table's tokens say. A newcomer is anybody else: a free
 *  seat to take, or a seat it may not have (a bot's, another device's, none), refused in words once it connects. */
export type Asking =
  | { kind: 'player'; seat: Seat }
  | { kind: 'newcomer' }
  | { kind: 'watcher' };

/** A place in the room not yet proven: a reservation not taken up, or a connection that has not joined its seat. */
export interface Unproven {
  asking: Asking;
  address: string;
}

export function classify(options: unknown, players: readonly PlayerInfo[], tokens: readonly (string | null)[]): Asking {
  if (v.is(WatchSchema, options)) return { kind: 'watcher' };
  const join = v.safeParse(JoinSchema, options);
  if (!join.success || players[join.output.seat]?.kind !== 'person') return { kind: 'newcomer' };
  const { seat, token } = join.output;
  const known = tokens[seat];
  return known !== null && known !== undefined && token === known ? { kind: 'player', seat } : { kind: 'newcomer' };
}

/** Whether `asking` from `address` may have a place, beside the unproven places already held and the devices
 *  watching now. */
export function admits(
  asking: Asking, address: string, unproven: readonly Unproven[], watching: number, maxWatchers: number, limits: AdmissionLimits = ADMISSION,
): boolean {
  if (asking.kind === 'player') {
    return unproven.filter((u) => u.asking.kind === 'player' && u.asking.seat === asking.seat).length < limits.perPlayerSeat;
  }
  const fromAddress = unproven.filter((u) => u.asking.kind !== 'player' && u.address === address).length;
  if (fromAddress >= limits.perAddress) return false;
  if (asking.kind === 'watcher') return watching + unproven.filter((u) => u.asking.kind === 'watcher').length < maxWatchers;
  return unproven.filter((u) => u.asking.kind === 'newcomer').length < limits.newcomers;
}
