// The Moeraki-Kemu statechart against the pure rules: same state after every event of random matches, the chart
// state names the phase, every state is reachable (xstate/graph), logs replay through the session.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { getShortestPaths } from 'xstate/graph';
import { initialTransition, transition } from 'xstate';
import { chartStateOf, moerakiMachine } from './moeraki';
import { actors, apply, legalEvents, type MoerakiEvent, type MoerakiOptions, type MoerakiState } from '../src/games/moeraki/rules';
import { moeraki } from '../src/games/moeraki';
import { GameSession } from '../src/engine/session';

const players = [{ name: 'A', kind: 'bot' as const }, { name: 'B', kind: 'bot' as const }];
const allLegal = (s: MoerakiState): MoerakiEvent[] => actors(s).flatMap((seat) => legalEvents(s, seat));
const inputOf = (options: MoerakiOptions, seed = 1) => ({ options, seed, players });

const optionsArb = fc.record({
  level: fc.constantFrom<MoerakiOptions['level']>('beginner', 'basic', 'master'),
  matchTo: fc.constantFrom<MoerakiOptions['matchTo']>(1, 3, 5, 7, 10),
  first: fc.constantFrom<0 | 1>(0, 1),
});

describe('moeraki statechart and the pure rules agree', () => {
  it('random matches: transition() and apply() give equal states, and the chart state names the phase', () => {
    fc.assert(fc.property(optionsArb, fc.array(fc.nat(), { minLength: 60, maxLength: 60 }), (options, picks) => {
      const input = inputOf(options);
      let [snap] = initialTransition(moerakiMachine, input);
      let pure = moeraki.setup(input);
      expect(snap.context).toEqual(pure);
      for (let i = 0; i < 400 && pure.phase !== 'matchOver'; i++) {
        const legal = allLegal(pure);
        const e = legal[picks[i % picks.length] % legal.length];
        [snap] = transition(moerakiMachine, snap, e);
        pure = apply(pure, e);
        expect(snap.context).toEqual(pure);
        expect(snap.value).toBe(chartStateOf[pure.phase]);
      }
      if (pure.phase === 'matchOver') expect(snap.status).toBe('done');
    }), { numRuns: 20 });
  });

  it('an illegal event changes nothing (a piece before the ball)', () => {
    const [snap] = initialTransition(moerakiMachine, inputOf({ level: 'basic', matchTo: 1, first: 0 }));
    const [next] = transition(moerakiMachine, snap, { type: 'PLACE', seat: 1, hollow: 0 });
    expect(next.context).toBe(snap.context);
    expect(next.value).toBe('placingBall');
  });
});

describe('moeraki statechart paths (xstate/graph)', () => {
  it('reaches placing the ball, placing a piece, offering the Tane, a decided game and a decided match', () => {
    const reached = new Set<string>();
    const input = inputOf({ level: 'master', matchTo: 3, first: 0 });
    // Abstract states keep the search small: the chart state, the game number and the pieces down (capped).
    const paths = getShortestPaths(moerakiMachine, {
      input,
      // Filling the board from one end completes areas (tiles, Tane offers) and lines (early wins) quickly.
      events: (snap) => allLegal(snap.context as MoerakiState).slice(0, 2),
      serializeState: (snap) => {
        const s = snap.context as MoerakiState;
        const down = 56 - s.pieces[0] - s.pieces[1];
        return `${String(snap.value)}|${s.game}|${down}|${s.wins.join('/')}`;
      },
      limit: 20_000,
    });
    for (const p of paths) reached.add(String(p.state.value));
    for (const state of ['placingBall', 'placingPiece', 'offeringTane', 'gameDecided', 'matchDecided']) expect(reached).toContain(state);
  });

  it('a whole match replays through the session from (options, seed, events)', () => {
    const input = inputOf({ level: 'master', matchTo: 5, first: 1 }, 42);
    const session = new GameSession(moeraki, input);
    let r = 42;
    for (let i = 0; i < 3000 && !session.over; i++) {
      const legal = allLegal(session.state);
      r = (Math.imul(r, 1103515245) + 12345) >>> 0;
      expect(session.send(legal[(r >>> 4) % legal.length]).ok).toBe(true);
    }
    expect(session.over).toBe(true);
    expect(moeraki.result(session.state)?.scores).toContain(5);
    const again = GameSession.replay(moeraki, input, session.events);
    expect(again.state).toEqual(session.state);
    expect(again.snapshot.value).toEqual(session.snapshot.value);
    expect(session.undoTarget([0, 1])).toBe(session.events.length - 1);
  });
});
