// The one checked door: everything that comes into a game (options of a new game, a save opened or imported,
// an event from a tap, a bot or another device) passes the game's own schema and rules here before anything
// runs. A refusal is a Reason (words in three languages), never a throw and never a hang.
import * as v from 'valibot';
import type { AnyGameDefinition, Checked, GameEvent, GameInput, PlayerInfo, Reason } from './types';
import { int } from './event-schema';
import { playerCountReason } from './option-reasons';

export type { Checked } from './types';

/** The longest name a seat may have: the store's limit and the new-game screen's maxlength. */
const MAX_NAME_LENGTH = 24;

const PlayerSchema = v.object({
  name: v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_NAME_LENGTH)),
  kind: v.picklist(['person', 'bot']),
  level: v.optional(v.picklist(['easy', 'normal', 'hard'])),
});

const refuse = (key: string, params?: Reason['params']): { ok: false; reason: Reason } =>
  ({ ok: false, reason: params ? { key, params } : { key } });

/** The seats as the game accepts them: a list of the right length, each seat a name and a kind. */
function checkPlayers(def: AnyGameDefinition, raw: unknown): Checked<PlayerInfo[]> {
  if (!Array.isArray(raw)) return refuse('engine.badPlayers');
  if (raw.length < def.minPlayers || raw.length > def.maxPlayers) {
    // A fixed-size game says "for 2 players", not "for 2 to 2 players".
    return { ok: false, reason: playerCountReason(raw.length, def.minPlayers, def.maxPlayers)! };
  }
  const players: PlayerInfo[] = [];
  for (const p of raw) {
    const r = v.safeParse(PlayerSchema, p);
    if (!r.success) return refuse('engine.badPlayers');
    const { name, kind, level } = r.output;
    players.push(level === undefined ? { name, kind } : { name, kind, level });
  }
  return { ok: true, value: players };
}

/** A game's input (options, seed, players) as the game accepts it, or why not. Never throws. */
export function checkInput(def: AnyGameDefinition, raw: unknown): Checked<GameInput<unknown>> {
  try {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return refuse('engine.badInput');
    const { options, seed, players } = raw as Record<string, unknown>;
    if (typeof seed !== 'number' || !Number.isFinite(seed)) return refuse('engine.badSeed');
    const seats = checkPlayers(def, players);
    if (!seats.ok) return seats;
    const parsed = def.parseOptions(options);
    if (!parsed.ok) return refuse('engine.badOptions', { detail: parsed.message });
    const forbidden = def.checkOptions?.(parsed.options, seats.value.length) ?? null;
    if (forbidden) return { ok: false, reason: forbidden };
    return { ok: true, value: { options: parsed.options, seed, players: seats.value } };
  } catch {
    return refuse('engine.badOptions');
  }
}

/** A shape check for a game without its own event schema: a type and a seat at this table. */
function parseAnyEvent(raw: unknown, seats: number): Checked<GameEvent> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return refuse('engine.badEvent');
  const { type, seat } = raw as Record<string, unknown>;
  if (typeof type !== 'string' || type === '') return refuse('engine.unknownEvent');
  if (!v.is(int(0, seats - 1), seat)) return refuse('engine.badSeat');
  return { ok: true, value: raw as GameEvent };
}

/** An event as the game accepts it now (its schema first, then the rules' own reason), or why not. The value
 *  is the clean event the schema built, never the raw one. Never throws. */
export function checkEvent(def: AnyGameDefinition, state: unknown, raw: unknown): Checked<GameEvent> {
  try {
    const shaped = def.parseEvent
      ? (def.parseEvent(raw, state) as Checked<GameEvent>)
      : parseAnyEvent(raw, seatsOf(def, state));
    if (!shaped.ok) return shaped;
    const reason = def.explain(state, shaped.value);
    return reason ? { ok: false, reason } : shaped;
  } catch {
    return refuse('engine.badEvent');
  }
}

/** The words for a person's refused attempt: the rules' own reason where they have one (a tapped card with no target
 *  yet is incomplete for the door, but the rules say why it fits nowhere), else the door's. Never throws. */
export function attemptReason(def: AnyGameDefinition, state: unknown, attempt: GameEvent, door: Reason): Reason {
  if (!door.key.startsWith('engine.bad')) return door;
  try {
    return def.explain(state, attempt) ?? door;
  } catch {
    return door;
  }
}

/** The table size of a state for the fallback check: its `seats` field, or the game's fixed count. */
function seatsOf(def: AnyGameDefinition, state: unknown): number {
  const seats = (state as { seats?: unknown } | null)?.seats;
  return typeof seats === 'number' && Number.isInteger(seats) ? seats : def.maxPlayers;
}
