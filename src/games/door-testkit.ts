// Test support for the engine's door (door.fuzz.test.ts, refusal-keys.test.ts): the six games with their words
// and event types, tables to play them at, random legal play through GameSession, and malformed events.
import { rngInt, type RngState } from '../engine/rng';
import { GameSession } from '../engine/session';
import type { AnyGameDefinition, GameEvent, PlayerInfo } from '../engine/types';
import { hasMessage, languages, registerAll } from '../shell/i18n';
import type { Lang } from '../shell/settings';
import { kittyCat } from './kitty-cat/index';
import { KITTY_EVENT_TYPES } from './kitty-cat/events';
import { kittyText } from './kitty-cat/text';
import { mauwi } from './mauwi/index';
import { MAUWI_EVENT_TYPES } from './mauwi/events';
import { mauwiText } from './mauwi/text';
import { meowMeow } from './meow-meow/index';
import { MEOW_EVENT_TYPES } from './meow-meow/events';
import { meowText } from './meow-meow/text';
import { moeraki } from './moeraki/index';
import { MOERAKI_EVENT_TYPES } from './moeraki/events';
import { moerakiText } from './moeraki/text';
import { pocketCats } from './pocket-cats/index';
import { POCKET_CATS_EVENT_TYPES } from './pocket-cats/events';
import { pocketCatsText } from './pocket-cats/text';
import { purrrummy } from './purrrummy/index';
import { PURR_EVENT_TYPES } from './purrrummy/events';
import { purrrummyText } from './purrrummy/text';

export interface DoorGame {
  def: AnyGameDefinition;
  /** The game's refusal words, as its play module registers them. */
  text: Record<Lang, Record<string, string>>;
  eventTypes: readonly string[];
  /** Tables that between them reach every kind of event (animals, teams, Tane, clan choices, next rounds). */
  tables: { options: unknown; players: number }[];
}

export const DOOR_GAMES: readonly DoorGame[] = [
  {
    def: meowMeow, text: meowText, eventTypes: MEOW_EVENT_TYPES,
    tables: [{ options: { deck: 32, dealer: 0 }, players: 2 }, { options: { deck: 52, dealer: 2 }, players: 4 }],
  },
  {
    def: mauwi, text: mauwiText, eventTypes: MAUWI_EVENT_TYPES,
    tables: [
      { options: { edition: 'en', animals: { kiwi: 4, ninox: 4, tuatara: 4 }, teams: true, first: 1 }, players: 4 },
      { options: { edition: 'fr', animals: { kiwi: 0, ninox: 0, tuatara: 0 }, teams: false, first: 0 }, players: 3 },
      { options: { edition: 'en', animals: { kiwi: 2, ninox: 2, tuatara: 2 }, teams: false, first: 0 }, players: 2 },
    ],
  },
  {
    def: moeraki, text: moerakiText, eventTypes: MOERAKI_EVENT_TYPES,
    tables: [{ options: { level: 'master', matchTo: 3, first: 0 }, players: 2 }, { options: { level: 'beginner', matchTo: 1, first: 1 }, players: 2 }],
  },
  {
    def: pocketCats, text: pocketCatsText, eventTypes: POCKET_CATS_EVENT_TYPES,
    tables: [
      { options: { effects: true, clans: ['royal-claws', 'gourmets'], choice: 'experts', first: 0 }, players: 2 },
      { options: { effects: false, clans: ['royal-claws', 'gourmets'], choice: 'first-game', first: 1 }, players: 2 },
    ],
  },
  {
    def: purrrummy, text: purrrummyText, eventTypes: PURR_EVENT_TYPES,
    tables: [{ options: { layoff: true, dealer: 0 }, players: 2 }, { options: { layoff: false, dealer: 1 }, players: 4 }],
  },
  {
    def: kittyCat, text: kittyText, eventTypes: KITTY_EVENT_TYPES,
    tables: [{ options: { dealer: 0, counters: 2 }, players: 2 }, { options: { dealer: 3, counters: 2 }, players: 5 }],
  },
];

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

/** Ten option sets per game that its door must refuse at a table of `players` (the testers' freezes first:
 *  Kitty Cat without a dealer, with "x", with {}), each with the table it is tried at. */
export const MALFORMED_OPTIONS: Record<string, { options: unknown; players: number }[]> = {
  'kitty-cat': [
    { options: { counters: 3 }, players: 3 }, { options: { dealer: 'x', counters: 3 }, players: 3 },
    { options: { dealer: {}, counters: 3 }, players: 3 }, { options: { dealer: NaN, counters: 3 }, players: 3 },
    { options: { dealer: 4, counters: 3 }, players: 3 }, { options: { dealer: 1.5, counters: 3 }, players: 3 },
    { options: { dealer: -1, counters: 3 }, players: 3 }, { options: { dealer: 0, counters: Infinity }, players: 3 },
    { options: { dealer: 0, counters: 0 }, players: 3 }, { options: 'x', players: 3 },
  ],
  'meow-meow': [
    { options: { deck: 33, dealer: 0 }, players: 2 }, { options: { deck: '32', dealer: 0 }, players: 2 },
    { options: { deck: 32, dealer: 3 }, players: 2 }, { options: { deck: 32, dealer: NaN }, players: 2 },
    { options: { deck: 32 }, players: 2 }, { options: { deck: 32, dealer: -1 }, players: 2 },
    { options: { deck: 32, dealer: 1e308 }, players: 2 }, { options: { deck: 32, dealer: '0' }, players: 2 },
    { options: null, players: 2 }, { options: {}, players: 2 },
  ],
  mauwi: [
    { options: { edition: 'x', animals: { kiwi: 0, ninox: 0, tuatara: 0 }, teams: false, first: 0 }, players: 2 },
    { options: { edition: 'en', animals: { kiwi: Infinity, ninox: 0, tuatara: 0 }, teams: false, first: 0 }, players: 2 },
    { options: { edition: 'en', animals: { kiwi: 1e9, ninox: 0, tuatara: 0 }, teams: false, first: 0 }, players: 2 },
    { options: { edition: 'fr', animals: { kiwi: 0, ninox: 0, tuatara: 0 }, teams: true, first: 0 }, players: 4 },
    { options: { edition: 'en', animals: { kiwi: 0, ninox: 0, tuatara: 0 }, teams: true, first: 0 }, players: 2 },
    { options: { edition: 'en', animals: { kiwi: 0, ninox: 0, tuatara: 0 }, teams: false, first: 5 }, players: 3 },
    { options: { edition: 'en', animals: { kiwi: 0, ninox: 0, tuatara: 0 }, teams: false, first: NaN }, players: 3 },
    { options: { edition: 'fr', animals: { kiwi: 1, ninox: 0, tuatara: 0 }, teams: false, first: 0 }, players: 3 },
    { options: { edition: 'en', teams: false, first: 0 }, players: 3 },
    { options: { edition: 'en', animals: 'x', teams: false, first: 0 }, players: 3 },
  ],
  moeraki: [
    { options: { level: 'x', matchTo: 1, first: 0 }, players: 2 }, { options: { level: 'basic', matchTo: 0, first: 0 }, players: 2 },
    { options: { level: 'basic', matchTo: Infinity, first: 0 }, players: 2 }, { options: { level: 'basic', matchTo: 1, first: 2 }, players: 2 },
    { options: { level: 'basic', matchTo: 1, first: -1 }, players: 2 }, { options: { level: 'basic', matchTo: 1, first: '0' }, players: 2 },
    { options: { matchTo: 1, first: 0 }, players: 2 }, { options: null, players: 2 }, { options: [], players: 2 },
    { options: { level: 'basic', matchTo: 1, first: 0 }, players: 3 },
  ],
  'pocket-cats': [
    { options: { effects: false, clans: ['gourmets', 'gourmets'], choice: 'free', first: 0 }, players: 2 },
    { options: { effects: true, clans: ['royal-claws', 'gourmets'], choice: 'first-game', first: 0 }, players: 2 },
    { options: { effects: false, clans: ['x', 'y'], choice: 'free', first: 0 }, players: 2 },
    { options: { effects: false, clans: ['royal-claws', 'gourmets'], choice: 'x', first: 0 }, players: 2 },
    { options: { effects: false, clans: ['royal-claws', 'gourmets'], choice: 'free', first: 2 }, players: 2 },
    { options: { effects: false, clans: ['royal-claws'], choice: 'free', first: 0 }, players: 2 },
    { options: { effects: false, clans: null, choice: 'free', first: 0 }, players: 2 },
    { options: { effects: 'yes', clans: ['royal-claws', 'gourmets'], choice: 'free', first: 0 }, players: 2 },
    { options: { effects: false, clans: ['royal-claws', 'gourmets'], first: 0 }, players: 2 },
    { options: { effects: false, clans: ['royal-claws', 'gourmets'], choice: 'free', first: 0 }, players: 1 },
  ],
  purrrummy: [
    { options: { layoff: false, dealer: 2 }, players: 2 }, { options: { layoff: false, dealer: NaN }, players: 2 },
    { options: { layoff: false, dealer: '1' }, players: 2 }, { options: { layoff: 'yes', dealer: 0 }, players: 2 },
    { options: { dealer: 0 }, players: 2 }, { options: { layoff: false, dealer: Infinity }, players: 2 },
    { options: { layoff: false, dealer: -1 }, players: 2 }, { options: {}, players: 2 }, { options: null, players: 2 },
    { options: { layoff: false, dealer: 1.5 }, players: 2 },
  ],
};
