// The statechart against the pure rules: same states, same flow, every state reachable.
import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import { initialTransition, transition } from 'xstate';
import fc from 'fast-check';
import { kittyCatMachine } from './kitty-cat';
import { actors, apply, legalEvents, type KittyState } from '../src/games/kitty-cat/rules';
import { GameSession } from '../src/engine/session';
import { kittyCat } from '../src/games/kitty-cat';
import { players } from '../src/games/kitty-cat/testkit';

describe('kitty-cat statechart paths (xstate/graph)', () => {
  const input = { options: { dealer: 1, counters: 1 }, seed: 11, players: players(2) };
  const paths = getShortestPaths(kittyCatMachine, {
    input,
    events: (snap) => {
      const s = snap.context as KittyState;
      // The swaps of one card are many: two of them keep the graph small but still change hands.
      return actors(s).flatMap((a) => legalEvents(s, a)).filter((e) => e.type !== 'SWAP_ONE' || (e.hand % 2 === 0 && e.middle % 3 === 0));
    },
    // Abstract states: the chart state, the counters and who is out, the round, passes and the knocker.
    serializeState: (snap) => {
      const s = snap.context as KittyState;
      return `${JSON.stringify(snap.value)}|${s.counters.join(',')}|${s.out.join(',')}|${s.round}|${s.passes}|${s.knocker}|${s.turn}`;
    },
    limit: 20_000,
  });
  const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));

  it('reaches every state of the chart: choosing a set, swapping, the last turns, the showdown, game over', () => {
    for (const state of ['choosingSet', 'swapping', 'lastTurns', 'showdown', 'over']) expect(reached).toContain(JSON.stringify(state));
  });

  it('the context phase always names the chart state it is in', () => {
    for (const p of paths) expect((p.state.context as KittyState).phase).toBe(p.state.value);
  });

  it('every path replays through the session with each event accepted', () => {
    const sample = paths.filter((_, i) => i % 10 === 0);
    expect(sample.length).toBeGreaterThan(3);
    for (const p of sample) {
      const session = GameSession.replay(kittyCat, input, p.steps.map((s) => s.event).filter((e) => (e.type as string) !== 'xstate.init'));
      expect(session.snapshot.value).toEqual(p.state.value);
    }
  });
});

describe('kitty-cat statechart and the pure forward model agree', () => {
  it('random games: transition() and apply() give equal states after every event', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 2, max: 6 }), fc.integer({ min: 1, max: 3 }), fc.array(fc.nat(), { minLength: 300, maxLength: 300 }),
        (seed, n, counters, picks) => {
          const input = { options: { dealer: seed % n, counters }, seed, players: players(n) };
          let [snap] = initialTransition(kittyCatMachine, input);
          let pure = kittyCat.setup(input);
          expect(snap.context).toEqual(pure);
          for (const pick of picks) {
            if (pure.phase === 'over') break;
            const legal = legalEvents(pure, actors(pure)[0]);
            const e = legal[pick % legal.length];
            [snap] = transition(kittyCatMachine, snap, e);
            pure = apply(pure, e);
            expect(snap.context).toEqual(pure);
            expect(pure.phase).toBe(snap.value);
          }
          if (pure.phase === 'over') expect(snap.status).toBe('done');
        }),
      { numRuns: 60 },
    );
  });

  it('an illegal event changes nothing', () => {
    const input = { options: { dealer: 0, counters: 3 }, seed: 5, players: players(3) };
    const [snap] = initialTransition(kittyCatMachine, input);
    for (const e of [{ type: 'PASS' as const, seat: 0 }, { type: 'KEEP_SET' as const, seat: 1 }, { type: 'NEXT_ROUND' as const, seat: 0 }]) {
      const [next] = transition(kittyCatMachine, snap, e);
      expect(next.context).toBe(snap.context);
      expect(next.value).toBe(snap.value);
    }
  });
});
