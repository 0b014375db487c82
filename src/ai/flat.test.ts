// The flat Monte Carlo search: every candidate meets the same sampled state in a round (so one round already
// ranks candidates right when the luck is shared), it stops after its rounds, and its answer depends only on
// the view, the legal events and the seed.
import { describe, expect, it } from 'vitest';
import { rngNext, seedFrom, type RngState } from '../engine/rng';
import type { GameEvent } from '../engine/types';
import { flatSearch } from './flat';
import type { BotAdapter } from './types';

/** A one-move game: seat 0 picks a value; its reward is the value plus the luck of the sampled state. */
interface Toy { luck: number; picked: number | null }
interface Pick extends GameEvent { type: 'PICK'; value: number }
const pick = (value: number): Pick => ({ type: 'PICK', seat: 0, value });

const toy = {
  def: {
    apply: (s: Toy, e: Pick): Toy => ({ ...s, picked: e.value }),
    actors: (s: Toy) => (s.picked === null ? [0] : []),
    legalEvents: () => [],
  },
  determinize: (_view: null, rng: RngState): [Toy, RngState] => {
    const [luck, next] = rngNext(rng);
    return [{ luck: luck * 100, picked: null }, next];
  },
  // The luck (up to 100) swamps the differences between the values (1 apart).
  evaluate: (s: Toy) => [(s.picked ?? 0) + s.luck, 0],
} as unknown as BotAdapter<Toy, Pick, null>;

function run(legal: Pick[], rounds: number, seed: number): { choice: Pick; rounds: number; pauses: number } {
  const steps = flatSearch(toy, { rounds, depth: 4 }, null, legal, seedFrom(seed));
  let done = 0;
  let pauses = 0;
  for (let r = steps.next(); ; r = steps.next()) {
    if (r.done) return { choice: r.value, rounds: done + 1, pauses };
    if (r.value.roundDone) done++;
    else pauses++;
  }
}

describe('flat Monte Carlo search', () => {
  const legal = [pick(3), pick(7), pick(5), pick(6)];

  it('ranks the candidates right from one round, as they all meet the same luck', () => {
    for (let seed = 1; seed <= 20; seed++) expect(run(legal, 1, seed).choice).toEqual(pick(7));
  });

  it('pauses after each candidate, marks each round, and stops after its rounds', () => {
    const r = run(legal, 5, 1);
    expect(r.rounds).toBe(5);
    expect(r.pauses).toBe(5 * legal.length);
  });

  it('gives the same answer for the same seed', () => {
    expect(run(legal, 3, 9).choice).toEqual(run(legal, 3, 9).choice);
  });
});
