// A finished game as a short text for a link or a QR code: its game, options, seed, players' names and moves.
// The text is a version character, then base64url of [a 32-bit check of what follows][the payload, deflate-raw].
// The payload is JSON: [gameId, options, seed, players, shapes, moves], each player [name, kind], and the moves
// flattened: per event shape (its type and field names, listed once in `shapes`) the shape's index, then its values
// (measured smaller after compression than the events as JSON, see sizes.ts).
// Only a game that is over is ever encoded: with the seed, a code of an unfinished game would tell every hidden
// card. Decoding checks everything (version, check, size, shape), then the game's own door replays the whole
// log, which must end the game; a refusal is a Reason, never a throw.
import * as v from 'valibot';
import { GameSession } from '../engine/session';
import type { Checked, GameEvent, GameInput, PlayerInfo, Reason } from '../engine/types';
import { isGameId, loadDefinition, type GameId } from '../games/index';
import { fromBase64Url, toBase64Url } from './base64url';
import { deflateRaw, inflateRaw } from './deflate';

/** The first character of every code this version writes. Another one is a code of another version. */
export const REPLAY_VERSION = '1';
/** Far beyond the longest game (a code is a few hundred characters): anything longer is not read at all. */
export const MAX_CODE_CHARS = 40_000;
/** The payload may not inflate beyond this (a small code that inflates to megabytes is refused). */
const MAX_PAYLOAD_BYTES = 1 << 20;
const MAX_EVENTS = 20_000;
const MAX_SHAPES = 64;
const MAX_FIELDS = 16;

export interface ReplayGame {
  gameId: GameId;
  input: GameInput<unknown>;
  events: GameEvent[];
}

/** Every reason a code is refused for (their words are in src/shell/locales/*). */
export const REPLAY_REASON_KEYS = [
  'replay.badCode', 'replay.otherVersion', 'replay.tooLong', 'replay.unknownGame', 'replay.badInput',
  'replay.refusedMove', 'replay.notOver', 'replay.gameNotLoaded',
] as const;
type ReplayReasonKey = (typeof REPLAY_REASON_KEYS)[number];

const refuse = (key: ReplayReasonKey, params?: Reason['params']): { ok: false; reason: Reason } =>
  ({ ok: false, reason: params ? { key, params } : { key } });

// ---------- the whole game, through the door ----------

/** The game's log through its door, whole and ending the game: the clean input and events, or why not. */
async function checkedGame(gameId: unknown, rawInput: unknown, rawEvents: readonly unknown[]): Promise<Checked<ReplayGame>> {
  if (!isGameId(gameId)) return refuse('replay.unknownGame', { game: String(gameId).slice(0, 40) });
  let def;
  try {
    def = await loadDefinition(gameId);
  } catch {
    return refuse('replay.gameNotLoaded');
  }
  const resumed = GameSession.resume(def, rawInput, rawEvents);
  if (!resumed.ok) return refuse('replay.badInput');
  const { session, refused } = resumed.value;
  if (refused) return refuse('replay.refusedMove', { move: refused.index + 1, total: rawEvents.length });
  if (!session.over) return refuse('replay.notOver');
  return { ok: true, value: { gameId, input: session.input, events: session.events.slice() } };
}

/** The code of a finished game. A game that is not over (or whose log the rules refuse) is refused: its seed
 *  would tell every hidden card. Only the game's input (options, seed, players' names and kinds) and moves
 *  travel, whatever else `r` holds. */
export async function encodeReplay(r: { gameId: string; input: unknown; events: readonly unknown[] }): Promise<Checked<string>> {
  try {
    const game = await checkedGame(r.gameId, r.input, r.events);
    if (!game.ok) return game;
    return { ok: true, value: await codeOf(pack(game.value)) };
  } catch {
    return refuse('replay.badCode');
  }
}

/** The game a code holds, checked by its door and over, or why it cannot be shown. Never throws. */
export async function decodeReplay(text: unknown): Promise<Checked<ReplayGame>> {
  try {
    const payload = await payloadOf(text);
    if (!payload.ok) return payload;
    const game = unpack(payload.value);
    if (!game.ok) return game;
    return await checkedGame(game.value.gameId, game.value.input, game.value.events);
  } catch {
    return refuse('replay.badCode');
  }
}

// ---------- the bytes: version, check, compression, base64url ----------

/** Any payload as a code of this version (no check of what it holds: encodeReplay checks the game). */
export async function codeOf(payload: unknown): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify(payload));
  const packed = await deflateRaw(json);
  const bytes = new Uint8Array(4 + packed.length);
  new DataView(bytes.buffer).setUint32(0, fnv1a(packed));
  bytes.set(packed, 4);
  return REPLAY_VERSION + toBase64Url(bytes);
}

/** The payload of a code, or why it cannot be read (another version, damaged, cut short, too long). */
export async function payloadOf(text: unknown): Promise<Checked<unknown>> {
  if (typeof text !== 'string' || text.length < 2) return refuse('replay.badCode');
  if (text.length > MAX_CODE_CHARS) return refuse('replay.tooLong');
  if (text[0] !== REPLAY_VERSION) return /^[A-Za-z0-9]$/.test(text[0]) ? refuse('replay.otherVersion') : refuse('replay.badCode');
  const bytes = fromBase64Url(text.slice(1));
  if (!bytes || bytes.length < 5) return refuse('replay.badCode');
  // The check covers the compressed bytes as written: a change anywhere, or bytes added after the end of the
  // deflate data (which an inflater may ignore), fails it.
  const packed = bytes.subarray(4);
  if (new DataView(bytes.buffer, bytes.byteOffset).getUint32(0) !== fnv1a(packed)) return refuse('replay.badCode');
  const json = await inflateRaw(packed, MAX_PAYLOAD_BYTES);
  if (json === 'too-large') return refuse('replay.tooLong');
  if (!json) return refuse('replay.badCode');
  try {
    return { ok: true, value: JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(json)) as unknown };
  } catch {
    return refuse('replay.badCode');
  }
}

/** FNV-1a, 32 bits: a damaged, cut or lengthened code fails it. */
function fnv1a(bytes: Uint8Array): number {
  let h = 0x811c9dc5;
  for (const b of bytes) h = Math.imul(h ^ b, 0x01000193);
  return h >>> 0;
}

// ---------- the payload: the game in few characters ----------

/** A player's kind and bot level in one letter. */
const KIND_CODES = { p: { kind: 'person' }, b: { kind: 'bot' }, e: { kind: 'bot', level: 'easy' }, n: { kind: 'bot', level: 'normal' }, h: { kind: 'bot', level: 'hard' } } as const;
type KindCode = keyof typeof KIND_CODES;

function kindCode(p: PlayerInfo): KindCode {
  if (p.kind === 'person') return 'p';
  return p.level === 'easy' ? 'e' : p.level === 'normal' ? 'n' : p.level === 'hard' ? 'h' : 'b';
}

/** The game as the payload's JSON value. */
export function pack(game: ReplayGame): unknown[] {
  const shapes: string[][] = [];
  const index = new Map<string, number>();
  const moves: unknown[] = [];
  for (const event of game.events) {
    const fields = Object.keys(event).filter((k) => k !== 'type' && (event as unknown as Record<string, unknown>)[k] !== undefined);
    const shape = [event.type, ...fields];
    const key = JSON.stringify(shape);
    let i = index.get(key);
    if (i === undefined) {
      i = shapes.push(shape) - 1;
      index.set(key, i);
    }
    moves.push(i, ...fields.map((f) => (event as unknown as Record<string, unknown>)[f]));
  }
  const { options, seed, players } = game.input;
  return [game.gameId, options, seed, players.map((p) => [p.name, kindCode(p)]), shapes, moves];
}

const Name = v.pipe(v.string(), v.maxLength(64));
const PayloadSchema = v.tuple([
  v.pipe(v.string(), v.maxLength(64)),
  v.unknown(),
  v.number(),
  v.pipe(v.array(v.tuple([Name, v.picklist(Object.keys(KIND_CODES) as KindCode[])])), v.maxLength(12)),
  v.pipe(v.array(v.pipe(v.array(Name), v.minLength(1), v.maxLength(MAX_FIELDS))), v.maxLength(MAX_SHAPES)),
  v.pipe(v.array(v.unknown()), v.maxLength(MAX_EVENTS * (MAX_FIELDS + 1))),
]);

/** The payload back as the game's raw input and events (for the door to check), or why it is not one. */
export function unpack(payload: unknown): Checked<{ gameId: string; input: unknown; events: unknown[] }> {
  const parsed = v.safeParse(PayloadSchema, payload);
  if (!parsed.success) return refuse('replay.badCode');
  const [gameId, options, seed, players, shapes, moves] = parsed.output;
  // A shape names its fields once each, and never `type` again.
  if (shapes.some(([, ...fields]) => new Set(fields).size !== fields.length || fields.includes('type'))) return refuse('replay.badCode');
  const events: unknown[] = [];
  for (let at = 0; at < moves.length;) {
    const shape = shapes[moves[at] as number];
    if (!Number.isInteger(moves[at]) || !shape || at + shape.length > moves.length || events.length >= MAX_EVENTS) return refuse('replay.badCode');
    const [type, ...fields] = shape;
    // Own fields only (a field named __proto__ stays a field, which the game's schema then refuses).
    events.push(Object.fromEntries([['type', type], ...fields.map((f, i) => [f, moves[at + 1 + i]])]));
    at += shape.length;
  }
  const input = { options, seed, players: players.map(([name, code]) => ({ name, ...KIND_CODES[code] })) };
  return { ok: true, value: { gameId, input, events } };
}
