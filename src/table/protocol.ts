// The table protocol: what the host and a seat's device say to each other, whatever link carries it (link.ts).
// Small, versioned and checked on both ends: a message that does not parse is refused (a guest's) or dropped (the
// host's), never trusted. A guest only ever receives what its seat may see: view(state, seat), its legal events,
// who may answer, the seats' presence and the move log's sentences as its seat reads them. Never the state, the
// seed, the generator, the log's events or another seat's hand (protocol.test.ts and host.test.ts check it).
import * as v from 'valibot';
import { isPlainObject } from '../engine/event-schema';
import type { GameEvent, Reason, Seat } from '../engine/types';
import { GAME_IDS, type GameId } from '../games/index';
import { languages } from '../base/i18n';
import type { Lang } from '../base/settings';

/** The protocol's version: both ends must speak the same one (an older phone is told to update). 2: undo, the
 *  table's generation on every attempt, the moves since the seat's last turn. 3: a device watching the table
 *  (no seat, the public view), and the organiser's device handing an away seat to a bot and back, or freeing it. */
export const PROTOCOL_VERSION = 3;

/** The largest message a guest may send (an event is a few dozen bytes) and the host may (a view with its log). */
export const MAX_GUEST_MESSAGE = 4 * 1024;
export const MAX_HOST_MESSAGE = 1024 * 1024;
/** How deep a view may nest (the deepest game view is about six levels). */
const MAX_DEPTH = 16;

/** Where a seat's player is: a bot's seat; a person not joined yet, on their device, away (the link dropped), or
 *  away with a bot playing for them. */
export type Presence = 'bot' | 'waiting' | 'here' | 'away' | 'standIn';
export const PRESENCES: readonly Presence[] = ['bot', 'waiting', 'here', 'away', 'standIn'];

export interface LogEntryWords {
  /** The event's index in the game's log, or -1 for the table as dealt. */
  index: number;
  seat: Seat | null;
  sentences: string[];
}

// ---- guest → host ----
export interface JoinMessage {
  v: number;
  type: 'join';
  /** The seat's token from an earlier welcome (a rejoin), or null on first joining. */
  token: string | null;
  lang: Lang;
}
/** Where the guest's table was when it asked: an attempt made on an older table is refused. */
interface Asking {
  v: number;
  /** The guest's number for this attempt; the reply names it. */
  id: number;
  /** How many moves the guest had seen. */
  at: number;
  /** The table's generation it had seen (an undo starts a new one: the same count of moves is another table). */
  gen: number;
}
export interface EventMessage extends Asking {
  type: 'event';
  event: Record<string, unknown>;
}
/** "Let Ben answer": this seat leaves an open answer to the others. */
export interface LetAnswerMessage extends Asking {
  type: 'letAnswer';
}
/** Takes back this seat's own last moves (the host decides whether it may). */
export interface UndoMessage extends Asking {
  type: 'undo';
}
/** The organiser's device hands an away seat to a bot (on) or gives it back (off); any other seat is refused. */
export interface StandInMessage {
  v: number;
  type: 'standIn';
  id: number;
  seat: Seat;
  on: boolean;
}
/** The organiser's device frees a seat whose device is gone for good (it lost its token): the next device to take
 *  the seat joins it. Refused for a seat that is here. */
export interface ReleaseMessage {
  v: number;
  type: 'release';
  id: number;
  seat: Seat;
}
export type GuestMessage = JoinMessage | EventMessage | LetAnswerMessage | UndoMessage | StandInMessage | ReleaseMessage;

// ---- host → guest ----
/** The first word on a new link: which table and seat it was paired for, so the device can say whether it has sat
 *  there before (its token) when it joins. */
export interface InviteMessage {
  v: number;
  type: 'invite';
  gameId: GameId;
  table: string;
  seat: Seat;
  names: string[];
}
export interface WelcomeMessage {
  v: number;
  type: 'welcome';
  gameId: GameId;
  seat: Seat;
  /** Proves this device is the seat's on a rejoin; kept by the device for this table. */
  token: string;
  /** The table's id (the host's save), so a device keeps one token per table. */
  table: string;
  names: string[];
  /** This seat's device is the organiser's: it may hand an away seat to a bot and back. */
  organises: boolean;
}
/** The first word to a device that watches the table: no seat, the public view and the move log as an onlooker
 *  reads it in the updates that follow. */
export interface WatchingMessage {
  v: number;
  type: 'watching';
  gameId: GameId;
  table: string;
  names: string[];
}
export interface RefusedMessage {
  v: number;
  type: 'refused';
  reason: Reason;
}
export interface UpdateMessage {
  v: number;
  type: 'update';
  /** How many moves the game has had. */
  at: number;
  /** The table's generation: one more after every undo. */
  gen: number;
  view: unknown;
  /** The seat's legal events now (empty unless it is asked). */
  legal: GameEvent[];
  /** This seat is asked to act now. */
  asked: boolean;
  /** Every seat that may still answer (what the status line names). */
  open: Seat[];
  /** The seat whose answer only gave way and waits for the others, or null. */
  held: Seat | null;
  /** Who may still answer if this seat lets them (the "Let Ben answer" button), or null while it has no use. */
  letAnswer: Seat[] | null;
  /** This seat may take back its last moves now. */
  undo: boolean;
  /** The other seats' moves since this seat's own last one, while it is asked (the table marks them quietly). */
  recent: GameEvent[];
  presence: Presence[];
  /** The move log's entries from `from` on (a rejoin gets them all, from -1), in the seat's own words. */
  log: { from: number; entries: LogEntryWords[] };
  over: boolean;
}
export interface ReplyMessage {
  v: number;
  type: 'reply';
  id: number;
  ok: boolean;
  reason?: Reason;
}
export type HostMessage = InviteMessage | WelcomeMessage | WatchingMessage | RefusedMessage | UpdateMessage | ReplyMessage;

// ---- schemas ----
const count = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000));
const seat = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(15));
const version = v.literal(PROTOCOL_VERSION);
const word = v.pipe(v.string(), v.maxLength(400));

const ReasonSchema = v.strictObject({
  key: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_.-]{1,80}$/)),
  params: v.optional(v.record(v.pipe(v.string(), v.maxLength(40)), v.union([word, v.number()]))),
  rule: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,60}$/))),
});

/** A plain JSON object (no prototype tricks, no functions), at most MAX_DEPTH deep. */
const jsonObject = v.custom<Record<string, unknown>>((x) => isPlainObject(x) && isJson(x, 0), 'not a plain JSON object');
const jsonValue = v.custom<unknown>((x) => isJson(x, 0), 'not JSON');

const GuestSchema = v.variant('type', [
  v.strictObject({ v: version, type: v.literal('join'), token: v.nullable(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/))), lang: v.picklist(languages) }),
  v.strictObject({ v: version, type: v.literal('event'), id: count, at: count, gen: count, event: jsonObject }),
  v.strictObject({ v: version, type: v.literal('letAnswer'), id: count, at: count, gen: count }),
  v.strictObject({ v: version, type: v.literal('undo'), id: count, at: count, gen: count }),
  v.strictObject({ v: version, type: v.literal('standIn'), id: count, seat, on: v.boolean() }),
  v.strictObject({ v: version, type: v.literal('release'), id: count, seat }),
]);

const eventObject = v.pipe(jsonObject, v.check((e) => typeof e.type === 'string' && typeof e.seat === 'number', 'an event has a type and a seat'));

const LogEntrySchema = v.strictObject({ index: v.pipe(v.number(), v.integer(), v.minValue(-1)), seat: v.nullable(seat), sentences: v.array(word) });

const tableId = v.pipe(v.string(), v.minLength(1), v.maxLength(80));
const names = v.pipe(v.array(v.pipe(v.string(), v.maxLength(40))), v.minLength(1), v.maxLength(16));
const gameId = v.picklist(GAME_IDS as GameId[]);

const HostSchema = v.variant('type', [
  v.strictObject({ v: version, type: v.literal('invite'), gameId, table: tableId, seat, names }),
  v.strictObject({
    v: version, type: v.literal('welcome'), gameId, seat, token: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/)), table: tableId, names,
    organises: v.boolean(),
  }),
  v.strictObject({ v: version, type: v.literal('watching'), gameId, table: tableId, names }),
  v.strictObject({ v: version, type: v.literal('refused'), reason: ReasonSchema }),
  v.strictObject({
    v: version, type: v.literal('update'), at: count, gen: count, view: jsonValue,
    legal: v.array(eventObject), recent: v.array(eventObject),
    asked: v.boolean(), undo: v.boolean(), open: v.array(seat), held: v.nullable(seat), letAnswer: v.nullable(v.array(seat)),
    presence: v.array(v.picklist(PRESENCES)), log: v.strictObject({ from: v.pipe(v.number(), v.integer(), v.minValue(-1)), entries: v.array(LogEntrySchema) }),
    over: v.boolean(),
  }),
  v.strictObject({ v: version, type: v.literal('reply'), id: count, ok: v.boolean(), reason: v.optional(ReasonSchema) }),
]);

export type Parsed<T> = { ok: true; message: T } | { ok: false; reason: Reason };

/** A message a guest sent, as the host accepts it, or why not (an older or newer app: 'table.otherVersion'). */
export function parseGuestMessage(raw: unknown): Parsed<GuestMessage> {
  return parseWith(GuestSchema, raw, MAX_GUEST_MESSAGE) as Parsed<GuestMessage>;
}

/** A message from the host, as a guest accepts it, or why not. */
export function parseHostMessage(raw: unknown): Parsed<HostMessage> {
  return parseWith(HostSchema, raw, MAX_HOST_MESSAGE) as Parsed<HostMessage>;
}

function parseWith(schema: v.GenericSchema, raw: unknown, maxBytes: number): Parsed<unknown> {
  try {
    if (!isPlainObject(raw)) return { ok: false, reason: { key: 'table.badMessage' } };
    if (typeof raw.v === 'number' && raw.v !== PROTOCOL_VERSION) return { ok: false, reason: { key: 'table.otherVersion' } };
    if (JSON.stringify(raw).length > maxBytes) return { ok: false, reason: { key: 'table.tooLarge' } };
    const r = v.safeParse(schema, raw, { abortEarly: true });
    return r.success ? { ok: true, message: r.output } : { ok: false, reason: { key: 'table.badMessage' } };
  } catch {
    return { ok: false, reason: { key: 'table.badMessage' } };
  }
}

function isJson(x: unknown, depth: number): boolean {
  if (depth > MAX_DEPTH) return false;
  if (x === null || typeof x === 'string' || typeof x === 'boolean') return true;
  if (typeof x === 'number') return Number.isFinite(x);
  if (Array.isArray(x)) return x.every((item) => isJson(item, depth + 1));
  if (!isPlainObject(x)) return false;
  return Object.entries(x).every(([key, value]) => key !== '__proto__' && isJson(value, depth + 1));
}
