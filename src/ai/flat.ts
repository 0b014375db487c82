// Flat Monte Carlo over the moves on offer (determinised, "perfect-information Monte Carlo"): each round samples
// one state consistent with the view, plays every candidate in it, then `depth` events of the game's playout
// policy, and scores the result with the game's evaluate. In a round every candidate meets the same sampled
// state and the same policy draws (common random numbers), so candidates are compared on equal luck. Where a
// game's evaluation is good and its decisions are shallow, this measures stronger than ISMCTS, whose tree
// spreads the same time over replies that mostly add noise. An adapter opts in through BotAdapter.search.
// The candidates are the bot's own legal events; where several seats may act at once, the playout serves every
// actor (src/ai/actors.ts playoutStep), and a candidate is scored from the bot's own seat.
import type { RngState } from '../engine/rng';
import type { GameEvent } from '../engine/types';
import type { BotAdapter, SearchStep } from './types';
import { actorsOf, playoutStep } from './actors';

export interface FlatOptions {
  /** Sampled states per decision (each is one round). */
  rounds: number;
  /** Events of the playout policy after the candidate before evaluate scores the state. */
  depth: number;
}

export function* flatSearch<S, E extends GameEvent, V>(
  adapter: BotAdapter<S, E, V>, options: FlatOptions, view: V, legal: readonly E[], rng0: RngState,
): Generator<SearchStep<E>, E> {
  const def = adapter.def;
  const actorsIn = actorsOf(adapter);
  const seat = legal[0].seat;
  const sums = legal.map(() => 0);
  const bestSoFar = (): E => legal[sums.reduce((b, v, i) => (v > sums[b] ? i : b), 0)];
  let rng = rng0;
  let best = legal[0];
  for (let round = 0; round < options.rounds; round++) {
    let s: S;
    [s, rng] = adapter.determinize(view, rng);
    const policyStart = rng;
    for (let i = 0; i < legal.length; i++) {
      let t = def.apply(s, legal[i]);
      let r = policyStart;
      for (let d = 0; d < options.depth; d++) {
        const actors = actorsIn(t);
        if (actors.length === 0) break;
        let e: E | null;
        [e, r] = playoutStep(adapter, t, actors, r);
        if (e === null) break;
        t = def.apply(t, e);
      }
      sums[i] += adapter.evaluate(t)[seat] ?? 0;
      yield { best, roundDone: false };
    }
    best = bestSoFar();
    if (round === options.rounds - 1) return best;
    yield { best, roundDone: true };
  }
  return best;
}
