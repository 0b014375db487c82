// Several seats may act at once (GameDefinition.actors: e.g. Mauwi's defender and the defender's teammate). The
// searches and the sim serve every actor, not only the first: the moves of a position are the union of every
// actor's legal events (each event names its seat), and when several actors answer "at once" one answer is
// applied, picked by `firstAnswer` (a seeded random order among those who answered, where an answer that only
// gives way, BotAdapter.yields, does not pre-empt another actor's real answer).
import { rngInt, type RngState } from '../engine/rng';
import type { GameEvent, Seat } from '../engine/types';
import type { BotAdapter } from './types';

/** Who may act in a (determinized) state: the adapter's single `actor` where it has one, else every seat of
 *  def.actors. Empty when nobody can act (the game is over or the search stops there). */
export function actorsOf<S, E extends GameEvent, V>(adapter: BotAdapter<S, E, V>): (s: S) => Seat[] {
  const one = adapter.actor;
  if (one) {
    return (s: S) => {
      const a = one(s);
      return a === null ? [] : [a];
    };
  }
  const def = adapter.def;
  return (s: S) => def.actors(s);
}

/** Every actor's legal events, actor by actor (with one actor: its legal events, the very array). */
export function legalOfActors<S, E extends GameEvent, V>(adapter: BotAdapter<S, E, V>, s: S, actors: readonly Seat[]): E[] {
  const def = adapter.def;
  if (actors.length === 1) return def.legalEvents(s, actors[0]);
  const out: E[] = [];
  for (const a of actors) for (const e of def.legalEvents(s, a)) out.push(e);
  return out;
}

/** True when the adapter says the event only gives way (gives up, passes). */
const yields = <E extends GameEvent>(adapter: BotAdapter<any, E, any>, e: E): boolean => adapter.yields?.(e) ?? false;

/**
 * Of several answers given at once (one per actor), the one that is applied: the first in a seeded random order
 * of the answerers, skipping answers that only give way while another actor gave a real one. With one answer, it
 * (and the generator is not advanced, so single-actor games draw exactly as before).
 */
export function firstAnswer<E extends GameEvent>(adapter: BotAdapter<any, E, any>, answers: readonly E[], rng: RngState): [E, RngState] {
  if (answers.length === 1) return [answers[0], rng];
  const real = adapter.yields ? answers.filter((e) => !yields(adapter, e)) : answers;
  const pool = real.length > 0 ? real : answers;
  if (pool.length === 1) return [pool[0], rng];
  const [i, next] = rngInt(rng, pool.length);
  return [pool[i], next];
}

/** A random legal event (the policy when the adapter has none). */
function randomPolicy<E>(legal: readonly E[], rng: RngState): [E, RngState] {
  const [i, next] = rngInt(rng, legal.length);
  return [legal[i], next];
}

/**
 * One playout step serving every actor: each actor with legal events proposes one by the adapter's playout policy
 * (uniform random without one), and `firstAnswer` picks the one applied. Null when no actor has a legal event.
 * With one actor this is exactly the single-actor step (same events, same draws).
 */
export function playoutStep<S, E extends GameEvent, V>(adapter: BotAdapter<S, E, V>, s: S, actors: readonly Seat[], rng0: RngState): [E | null, RngState] {
  const def = adapter.def;
  const policy = adapter.playout;
  let rng = rng0;
  let single: E | null = null;
  let answers: E[] | null = null;
  for (const a of actors) {
    const legal = def.legalEvents(s, a);
    if (legal.length === 0) continue;
    let e: E;
    [e, rng] = policy ? policy(s, a, legal, rng) : randomPolicy(legal, rng);
    if (single === null) single = e;
    else (answers ??= [single]).push(e);
  }
  if (answers === null) return [single, rng];
  return firstAnswer(adapter, answers, rng);
}
