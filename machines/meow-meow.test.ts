// The statechart against the pure rules: same states, same flow, every state reachable.
import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import { initialTransition, transition } from 'xstate';
import fc from 'fast-check';
import { meowMeowMachine } from './meow-meow';
import { apply, legalEvents, type MeowState } from '../src/games/meow-meow/rules';
import { GameSession } from '../src/engine/session';
import { meowMeow } from '../src/games/meow-meow';

const players = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}`, kind: 'bot' as const }));

describe('meow-meow statechart paths (xstate/graph)', () => {
  const input = { options: { deck: 32 as const, dealer: 1 }, seed: 11, players: players(2) };
  const paths = getShortestPaths(meowMeowMachine, {
    input,
    events: (snap) => {
      const s = snap.context as MeowState;
      return s.phase === 'over' ? [] : legalEvents(s, s.turn);
    },
    // Abstract states: the chart state, the hand sizes, an open 7-chain and a wish.
    serializeState: (snap) => {
      const s = snap.context as MeowState;
      return `${JSON.stringify(snap.value)}|${s.hands.map((h) => h.length).join(',')}|${s.pendingDraw}|${s.wish ?? '-'}|${s.meowCalled}`;
    },
    limit: 20_000,
  });
  const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));

  it('reaches every state of the chart: choosing a card, playing the drawn card, naming a suit, game over', () => {
    for (const state of ['choosingCard', 'drawnCard', 'choosingSuit', 'over']) expect(reached).toContain(JSON.stringify(state));
  });

  it('the context phase always names the chart state it is in', () => {
    for (const p of paths) expect((p.state.context as MeowState).phase).toBe(p.state.value);
  });

  it('every path replays through the session with each event accepted', () => {
    const sample = paths.filter((_, i) => i % 25 === 0);
    for (const p of sample) {
      const session = GameSession.replay(meowMeow, input, p.steps.map((s) => s.event).filter((e) => (e.type as string) !== 'xstate.init'));
      expect(session.snapshot.value).toEqual(p.state.value);
    }
  });
});

describe('meow-meow statechart and the pure forward model agree', () => {
  it('random games: transition() and apply() give equal states after every event', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 2, max: 6 }), fc.constantFrom(32 as const, 52 as const), fc.array(fc.nat(), { minLength: 300, maxLength: 300 }),
        (seed, n, deck, picks) => {
          const input = { options: { deck, dealer: seed % n }, seed, players: players(n) };
          let [snap] = initialTransition(meowMeowMachine, input);
          let pure = meowMeow.setup(input);
          expect(snap.context).toEqual(pure);
          for (const pick of picks) {
            if (pure.phase === 'over') break;
            const legal = legalEvents(pure, pure.turn);
            const e = legal[pick % legal.length];
            [snap] = transition(meowMeowMachine, snap, e);
            pure = apply(pure, e);
            expect(snap.context).toEqual(pure);
            expect(pure.phase === 'over' ? 'over' : pure.phase).toBe(snap.value);
          }
        }),
      { numRuns: 60 },
    );
  });

  it('an illegal event changes nothing', () => {
    const input = { options: { deck: 32 as const, dealer: 0 }, seed: 5, players: players(3) };
    const [snap] = initialTransition(meowMeowMachine, input);
    const [next] = transition(meowMeowMachine, snap, { type: 'WISH', seat: 1, suit: 0 });
    expect(next.context).toBe(snap.context);
    expect(next.value).toBe(snap.value);
  });
});
