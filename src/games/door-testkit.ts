// Test support for the engine's door (door.fuzz.test.ts, refusal-keys.test.ts): every game of the list with its
// definition, words, event types and tables (./test-cases.ts), random legal play through GameSession, and
// malformed events.
import { rngInt, type RngState } from '../engine/rng';
import { GameSession } from '../engine/session';
import type { AnyGameDefinition, GameEvent, PlayerInfo } from '../engine/types';
import { hasMessage, languages, registerAll } from '../base/i18n';
import type { Lang } from '../base/settings';
import { loadTestCases, type LoadedTestCases } from './test-cases';

export type DoorGame = LoadedTestCases;

/** Every game of the list, in its order. */
export const DOOR_GAMES: readonly DoorGame[] = await loadTestCases();

/** Registers every game's words with the shell's i18n, as the games' play modules do when they load. */
export function registerGameWords(): void {
  for (const g of DOOR_GAMES) registerAll(g.text);
}

/** The languages a key has no text in (empty when it reads in all three). Call registerGameWords first. */
export function missingLanguages(key: string): Lang[] {
  return languages.filter((lang) => !hasMessage(key, lang));
}

export const playersOf = (n: number, kind: PlayerInfo['kind'] = 'bot'): PlayerInfo[] =>
  Array.from({ length: n }, (_, i) => ({ name: `Cat ${i + 1}`, kind }));

/** A small seeded generator for the tests (the engine's own mulberry32). */
export class TestRng {
  constructor(private state: RngState) {}
  int(n: number): number {
    let r: number;
    [r, this.state] = rngInt(this.state, n);
    return r;
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)];
  }
}

/** Every legal event of every seat that may act now. */
export function legalNow(def: AnyGameDefinition, state: unknown): GameEvent[] {
  return def.actors(state).flatMap((seat: number) => def.legalEvents(state, seat) as GameEvent[]);
}

/** Plays one random legal game through GameSession (so every legal event passes the door); `visit` sees each
 *  position before its move. Returns the session at the end, or when `maxEvents` is reached. A refused legal
 *  event throws, naming it. */
export function playRandomGame(
  def: AnyGameDefinition, table: DoorGame['tables'][number], seed: number, rng: TestRng, maxEvents: number,
  visit?: (session: GameSession) => void,
): GameSession {
  const session = new GameSession(def, { options: table.options, seed, players: playersOf(table.players) });
  for (let n = 0; n < maxEvents && !session.over; n++) {
    visit?.(session);
    const legal = legalNow(def, session.state);
    if (legal.length === 0) break;
    const event = rng.pick(legal);
    const r = session.send(event);
    if (!r.ok) throw new Error(`${def.id}: the legal ${JSON.stringify(event)} was refused: ${r.reason.key}`);
  }
  return session;
}

/** Values that are never a seat, an index, a card, a suit, a flag or a clan of any game. */
export const JUNK: readonly unknown[] = [
  null, undefined, '0', '', 'x', [0], [], {}, { 0: 0 }, -1, 1.5, 1e9, 2 ** 53, 1e308, -1e308, NaN, Infinity,
  -Infinity, true, false, [[[[['deep']]]]], { type: 'PASS', seat: '0' }, 'PASS', '__proto__',
];

/** Seats beyond every table, besides the junk. */
const SEAT_JUNK: readonly unknown[] = [...JUNK, 6, 7, 99];

/** Optional fields: leaving one out (or giving none) can make another legal event, so they are never dropped. */
const OPTIONAL_FIELDS = new Set(['as', 'nine', 'jokerAs']);

/** Junk for a field of a legal event: JUNK minus values that field could really hold. */
function junkFor(field: string, value: unknown): readonly unknown[] {
  if (field === 'seat') return SEAT_JUNK;
  if (typeof value === 'boolean') return JUNK.filter((j) => typeof j !== 'boolean');
  if (OPTIONAL_FIELDS.has(field)) return JUNK.filter((j) => j !== undefined && !(Array.isArray(j) && j.length === 0));
  return JUNK;
}

/**
 * One malformed event for a game whose event types are `types`, built from a legal event of the position
 * (or from `foreign`, a legal event of another game). Each kind is refused by construction: a value that is
 * not an event, a field of a legal event replaced by junk (the seat "0", [0], -1, 1.5, 99, null …), a
 * required field dropped, an unknown field added, an unknown type, another game's event of a type this game
 * does not have, an array of cards too long to hold.
 */
export function malformedEvent(rng: TestRng, legal: readonly GameEvent[], foreign: readonly GameEvent[], types: readonly string[]): unknown {
  const base = legal.length ? (rng.pick(legal) as unknown as Record<string, unknown>) : { type: types[0], seat: 0 };
  const fields = Object.keys(base).filter((k) => k !== 'type');
  switch (rng.int(8)) {
    case 0: return rng.pick(JUNK);
    case 1: {
      const field = rng.pick(fields);
      return { ...base, [field]: rng.pick(junkFor(field, base[field])) };
    }
    case 2: return { ...base, seat: rng.pick(SEAT_JUNK) };
    case 3: {
      const required = fields.filter((f) => !OPTIONAL_FIELDS.has(f));
      const drop = rng.pick(required);
      const copy = { ...base };
      delete copy[drop];
      return copy;
    }
    case 4: {
      const extra = rng.pick(['extra', 'Seat', 'card2', 'payload', '__proto__', 'constructor']);
      const value = rng.pick([1, 'x', null, { a: 1 }]);
      // Through JSON.parse, as an imported file would arrive: even "__proto__" becomes an own field.
      return JSON.parse(JSON.stringify(base).replace(/^\{/, `{${JSON.stringify(extra)}:${JSON.stringify(value)},`));
    }
    case 5: return { ...base, type: rng.pick(['', 'pass', 'NOPE', 'PASS ', 0, null, ['PASS'], { type: 'PASS' }]) };
    case 6: {
      const theirs = foreign.filter((e) => !types.includes(e.type));
      return theirs.length ? rng.pick(theirs) : { ...base, type: 'NOT_A_MOVE' };
    }
    default: {
      const arrays = fields.filter((f) => Array.isArray(base[f]));
      if (arrays.length) return { ...base, [rng.pick(arrays)]: Array.from({ length: 1000 }, (_, i) => i % 50) };
      return { ...base, seat: { valueOf: () => 0 } };
    }
  }
}

/** Ten option sets per game that its door must refuse at a table of `players` (each game's test-cases.ts). */
export const MALFORMED_OPTIONS: Record<string, { options: unknown; players: number }[]> =
  Object.fromEntries(DOOR_GAMES.map((g) => [g.def.id, g.malformedOptions]));
