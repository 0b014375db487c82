// The Moeraki-Kemu statechart is the game's turn flow: the executor the forward model runs (moeraki.setup /
// moeraki.apply, src/engine/chart.ts) equals XState's own initialTransition()/transition() after every event of
// random matches; the chart rests only in states named by the rules' phases, and writes that phase; every
// phase is reachable (xstate/graph); logs replay through the session.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { getShortestPaths } from 'xstate/graph';
import { initialTransition, transition } from 'xstate';
import { moerakiMachine } from './moeraki';
import { actors, legalEvents, type MoerakiEvent, type MoerakiOptions, type MoerakiPhase, type MoerakiState } from '../src/games/moeraki/rules/rules';
import { moeraki } from '../src/games/moeraki/rules/definition';
import { GameSession } from '../src/engine/session';
import { sameState } from '../src/engine/equal';
import { position, play } from '../src/games/moeraki/test/testkit';

const players = [{ name: 'A', kind: 'bot' as const }, { name: 'B', kind: 'bot' as const }];
const allLegal = (s: MoerakiState): MoerakiEvent[] => actors(s).flatMap((seat) => legalEvents(s, seat));
const inputOf = (options: MoerakiOptions, seed = 1) => ({ options, seed, players });
const PHASES: MoerakiPhase[] = ['ball', 'piece', 'tane', 'gameOver', 'matchOver'];

const optionsArb = fc.record({
  level: fc.constantFrom<MoerakiOptions['level']>('beginner', 'basic', 'master'),
  matchTo: fc.constantFrom<MoerakiOptions['matchTo']>(1, 3, 5, 7, 10),
  first: fc.constantFrom<0 | 1>(0, 1),
});

describe('moeraki: the forward model is the chart', () => {
  it('random matches: setup/apply equal initialTransition()/transition(), and the resting state is the phase', () => {
    fc.assert(fc.property(optionsArb, fc.array(fc.nat(), { minLength: 60, maxLength: 60 }), (options, picks) => {
      const input = inputOf(options);
      let [snap] = initialTransition(moerakiMachine, input);
      let s = moeraki.setup(input);
      expect(s).toEqual(snap.context);
      expect(snap.value).toBe('ball');
      expect(s.phase).toBe('ball');
      for (let i = 0; i < 400 && snap.status === 'active'; i++) {
        const legal = allLegal(s);
        const e = legal[picks[i % picks.length] % legal.length];
        [snap] = transition(moerakiMachine, snap, e);
        s = moeraki.apply(s, e);
        if (!sameState(s, snap.context)) expect(s).toEqual(snap.context);
        expect(snap.value).toBe(snap.context.phase);
        expect(PHASES).toContain(snap.value);
      }
      expect(snap.status === 'done').toBe(s.phase === 'matchOver');
    }), { numRuns: 30 });
  });

  it('an event the state does not take is ignored by the chart and refused by apply (a piece before the ball)', () => {
    const input = inputOf({ level: 'basic', matchTo: 1, first: 0 });
    const [snap] = initialTransition(moerakiMachine, input);
    const piece: MoerakiEvent = { type: 'PLACE', seat: 1, hollow: 0 };
    const [next] = transition(moerakiMachine, snap, piece);
    expect(next).toBe(snap);
    expect(next.value).toBe('ball');
    expect(() => moeraki.apply(moeraki.setup(input), piece)).toThrow(/takes no PLACE in 'ball'/);
  });

  it('a finished match takes nothing more', () => {
    // Tahuna: black's fourth piece around the beach area (2, 3) wins the single game at once.
    const s = play(position({ ball: [5, 5], black: [[2, 2], [1, 3], [3, 3]], white: [[8, 8]], turn: 0 }), [2, 4]);
    expect(s.phase).toBe('matchOver');
    expect(() => moeraki.apply(s, { type: 'NEXT_GAME', seat: 0 })).toThrow(/takes no NEXT_GAME in 'matchOver'/);
  });

  it('the Tane offer goes to the tile\'s owner out of turn, and the answer routes back to the next piece', () => {
    // White holds three hollows of the beach area (5, 2); black's piece fills the fourth: white's full tile.
    const s = play(position({ level: 'master', ball: [5, 5], white: [[5, 1], [4, 2], [6, 2]], black: [[9, 9]], turn: 0 }), [5, 3]);
    expect(s.phase).toBe('tane');
    expect(s.offer?.seat).toBe(1);
    expect(actors(s)).toEqual([1]);
    const declined = moeraki.apply(s, { type: 'DECLINE_TANE', seat: 1 });
    expect(declined.phase).toBe('piece');
    expect(declined.offer).toBeNull();
  });

  it('the board\'s last piece that completes a line wins early: the Marae is not counted', () => {
    const before = position({
      ball: [5, 3], turn: 0,
      black: [[2, 0], [1, 1], [5, 1], [9, 1], [4, 2], [6, 2], [10, 2], [3, 3], [7, 3], [9, 3], [0, 4], [8, 4], [10, 4], [5, 5],
        [2, 6], [4, 6], [8, 6], [3, 7], [5, 7], [9, 7], [2, 8], [8, 8], [1, 9], [9, 9], [2, 10], [4, 10], [6, 10]],
      white: [[4, 0], [6, 0], [8, 0], [3, 1], [7, 1], [0, 2], [2, 2], [8, 2], [1, 3], [2, 4], [4, 4], [6, 4], [1, 5], [3, 5],
        [7, 5], [9, 5], [0, 6], [6, 6], [10, 6], [1, 7], [0, 8], [4, 8], [6, 8], [10, 8], [3, 9], [5, 9], [7, 9], [8, 10]],
    });
    expect(before.pieces).toEqual([1, 0]);
    const s = play(before, [7, 7]);
    expect(s.pieces).toEqual([0, 0]);
    expect(s.phase).toBe('matchOver');
    expect(s.outcomes).toHaveLength(1);
    expect(s.outcome).toMatchObject({ way: 'tahuna', winner: 0 });
    expect(s.wins).toEqual([1, 0]);
  });

  it('a decided game of a longer match waits for the next game, which starts with the ball', () => {
    let s = play(position({ ball: [4, 4], first: 1, matchTo: 3, black: [[2, 0], [4, 0], [6, 0]], white: [[9, 9], [7, 7], [1, 5]], turn: 0 }), [8, 0]);
    expect(s.phase).toBe('gameOver');
    s = moeraki.apply(s, { type: 'NEXT_GAME', seat: 0 });
    expect(s.phase).toBe('ball');
    expect(s.game).toBe(1);
  });
});

describe('moeraki statechart paths (xstate/graph)', () => {
  it('reaches placing the ball, placing a piece, the Tane offer, a decided game and a decided match, and rests nowhere else', () => {
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
    expect([...reached].sort()).toEqual([...PHASES].sort());
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
    // The forward model gives the same match from the same log.
    const forward = session.events.reduce((s, e) => moeraki.apply(s, e), moeraki.setup(input));
    expect(forward).toEqual(session.state);
  });
});
