// How a review judges a position and a move, over a game's bot adapter (src/ai/types.ts).
//  - A seat's chance in a state seen whole (the graph: the game is over, so the whole deal may be used): the
//    game's own judgement where its adapter has one (`chances`: Moeraki's and Pocket Cats' searches), else the mean
//    of playouts to the end by the bots' cheap policy, every actor served (src/ai/actors.ts).
//  - A move's worth for the seat that made it, from that seat's view then only (the advice): the mean, over
//    determinisations consistent with the view (the hidden rest dealt at random, as the hard bot deals it), of the
//    seat's chance after the move. Both moves compared are judged on the same determinisations and the same
//    playout draws (common random numbers), so their difference is the moves', not the dice's.
import { rngNext, type RngState } from '../engine/rng';
import type { GameEvent, Seat } from '../engine/types';
import { actorsOf, playoutStep } from '../ai/actors';
import type { AnyBotAdapter } from '../ai/types';

export interface Estimates {
  /** Playouts averaged for one state's chances (where the game has no judgement of its own). */
  playouts: number;
  /** Determinisations of a seat's view a move is judged over. */
  determinisations: number;
  /** Events a playout runs before the adapter's evaluation scores an unfinished state. */
  playoutDepth: number;
}

export const ESTIMATES: Estimates = { playouts: 16, determinisations: 6, playoutDepth: 200 };

/** Each seat's chance (its reward in [0, 1]: a win, or its share where the game scores) in a state seen whole. */
export function chancesOf(adapter: AnyBotAdapter, state: unknown, rng0: RngState, e: Estimates = ESTIMATES): [number[], RngState] {
  if (adapter.def.result(state)) return [adapter.evaluate(state), rng0];
  const own = adapter.chances?.(state);
  if (own) return [own, rng0];
  const actors = actorsOf(adapter);
  let rng = rng0;
  let sum: number[] | null = null;
  for (let p = 0; p < e.playouts; p++) {
    let s = state;
    for (let d = 0; d < e.playoutDepth; d++) {
      const who = actors(s);
      if (who.length === 0) break;
      let event: GameEvent | null;
      [event, rng] = playoutStep(adapter, s, who, rng);
      if (event === null) break;
      s = adapter.def.apply(s, event);
    }
    const rewards = adapter.evaluate(s);
    sum = sum ? sum.map((v, i) => v + (rewards[i] ?? 0)) : [...rewards];
  }
  return [sum!.map((v) => v / e.playouts), rng];
}

/** The chance each of `moves` leaves `seat`, judged from `view` (that seat's view before the move) only. A view that
 *  is the whole state (perfect information: Moeraki) judged by the game's own search needs one look, not several. */
export function movesWorth(adapter: AnyBotAdapter, view: unknown, seat: Seat, moves: readonly GameEvent[], rng0: RngState, e: Estimates = ESTIMATES): [number[], RngState] {
  const sums = moves.map(() => 0);
  let rng = rng0;
  let looks = e.determinisations;
  for (let d = 0; d < looks; d++) {
    let state: unknown;
    [state, rng] = adapter.determinize(view, rng);
    if (d === 0 && state === view && adapter.chances) looks = 1;
    // The same draws for every move: each starts its playouts from one seed.
    let f: number;
    [f, rng] = rngNext(rng);
    const seed = Math.floor(f * 0x1_0000_0000) >>> 0;
    moves.forEach((move, i) => {
      const [chances] = chancesOf(adapter, adapter.def.apply(state, move), seed, { ...e, playouts: Math.max(1, Math.ceil(e.playouts / e.determinisations)) });
      sums[i] += chances[seat] ?? 0;
    });
  }
  return [sums.map((v) => v / looks), rng];
}
