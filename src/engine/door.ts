// The one checked door: everything that comes into a game (options of a new game, a save opened or imported,
// an event from a tap, a bot or another device) passes the game's own schema and rules here before anything
// runs. A refusal is a Reason (words in three languages), never a throw and never a hang.
import type { AnyGameDefinition, GameEvent, GameInput, Reason } from './types';

export type Checked<T> = { ok: true; value: T } | { ok: false; reason: Reason };

/** A game's input (options, seed, players) as the game accepts it, or why not. */
export function checkInput(def: AnyGameDefinition, raw: unknown): Checked<GameInput<unknown>> {
  if (typeof raw !== 'object' || raw === null) return { ok: false, reason: { key: 'engine.badInput', params: { detail: 'not an object' } } };
  const { options, seed, players } = raw as Record<string, unknown>;
  if (typeof seed !== 'number' || !Number.isFinite(seed)) return { ok: false, reason: { key: 'engine.badInput', params: { detail: 'seed' } } };
  if (!Array.isArray(players) || players.length < def.minPlayers || players.length > def.maxPlayers) {
    return { ok: false, reason: { key: 'engine.badPlayerCount', params: { min: def.minPlayers, max: def.maxPlayers } } };
  }
  const parsed = def.parseOptions(options);
  if (!parsed.ok) return { ok: false, reason: { key: 'engine.badOptions', params: { detail: parsed.message } } };
  return { ok: true, value: { options: parsed.options, seed, players: players as GameInput<unknown>['players'] } };
}

/** An event as the game accepts it now (shape, seat, then the rules' own reason), or why not. */
export function checkEvent(def: AnyGameDefinition, state: unknown, raw: unknown): Checked<GameEvent> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { ok: false, reason: { key: 'engine.badEvent' } };
  const event = raw as GameEvent;
  const reason = def.explain(state, event);
  return reason ? { ok: false, reason } : { ok: true, value: event };
}
