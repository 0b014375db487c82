// Meow Meow's chart is its one turn flow: XState (the app) and the plain-data executor (definition.apply, the
// bots and the sim) run the same chart to the same states, the phase is the state the chart rests in, every
// state is reachable, and legality is the door's alone.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import { initialTransition, transition } from 'xstate';
import fc from 'fast-check';
import { meowMeowMachine } from './meow-meow';
import { legalEvents } from '../src/games/meow-meow/rules/rules';
import type { MeowState } from '../src/games/meow-meow/rules/state';
import { GameSession } from '../src/engine/session';
import { checkEvent } from '../src/engine/door';
import { sameState } from '../src/engine/equal';
import { meowMeow } from '../src/games/meow-meow/rules/definition';
import { deep } from '../src/engine/test-depth';

/** Lines that write a phase: `phase:` with anything but a copy of another state's phase or a type, or `.phase =`. */
function phaseWrites(source: string): string[] {
  return source.split('\n').map((l) => l.trim()).filter((l) => (/\bphase\s*:/.test(l) && !/\bphase\s*:\s*(\(?[\w.]+( as [\w<>]+\))?\.phase\b|\w*Phase\b)/.test(l)) || /\.phase\s*=[^=]/.test(l));
}

const players = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}`, kind: 'bot' as const }));
const RESTING = ['choosingCard', 'drawnCard', 'choosingSuit', 'over'];

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
    for (const state of RESTING) expect(reached).toContain(JSON.stringify(state));
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

describe('meow-meow: the executor runs the chart as XState does', () => {
  it('random games, 2 to 6 seats, both decks: setup equals initialTransition() and apply equals transition() after every event', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 2, max: 6 }), fc.constantFrom(32 as const, 52 as const), fc.array(fc.nat(), { minLength: 300, maxLength: 300 }),
        (seed, n, deck, picks) => {
          const input = { options: { deck, dealer: seed % n }, seed, players: players(n) };
          let [snap] = initialTransition(meowMeowMachine, input);
          let mine = meowMeow.setup(input);
          expect(sameState(mine, snap.context)).toBe(true);
          expect(snap.value).toBe(mine.phase);
          for (const pick of picks) {
            if (meowMeow.result(mine) !== null) break;
            const legal = legalEvents(mine, mine.turn);
            const e = legal[pick % legal.length];
            [snap] = transition(meowMeowMachine, snap, e);
            mine = meowMeow.apply(mine, e);
            if (!sameState(mine, snap.context)) expect(mine).toEqual(snap.context);
            // At rest, the chart's state value is the phase.
            expect(snap.value).toBe(mine.phase);
            expect(RESTING).toContain(mine.phase);
            expect(snap.status === 'done').toBe(mine.phase === 'over');
          }
        }),
      { numRuns: deep(20) },
    );
  });

  it('an event no state takes changes nothing in XState, and the executor refuses it', () => {
    const input = { options: { deck: 32 as const, dealer: 0 }, seed: 5, players: players(3) };
    const [snap] = initialTransition(meowMeowMachine, input);
    const wish = { type: 'WISH', seat: 1, suit: 0 } as const;
    const [next] = transition(meowMeowMachine, snap, wish);
    expect(next.context).toBe(snap.context);
    expect(next.value).toBe('choosingCard');
    expect(() => meowMeow.apply(meowMeow.setup(input), wish)).toThrow(/takes no WISH in 'choosingCard'/);
  });
});

describe('meow-meow: legality is the door, the chart only routes', () => {
  it('the door refuses an illegal event with the rules\' reason (the chart has no isLegal guard to do it again)', () => {
    const s = meowMeow.setup({ options: { deck: 32, dealer: 0 }, seed: 5, players: players(3) });
    expect(checkEvent(meowMeow, s, { type: 'DRAW', seat: (s.turn + 1) % 3 })).toEqual({ ok: false, reason: { key: 'engine.notYourTurn' } });
    expect(checkEvent(meowMeow, s, { type: 'DRAW', seat: s.turn })).toEqual({ ok: true, value: { type: 'DRAW', seat: s.turn } });
    const guards = Object.keys(meowMeowMachine.implementations.guards);
    expect(guards.sort()).toEqual(['drawnCardFits', 'handEmptied', 'jackPlayed', 'sevenChainOpen']);
  });

  it('no file of the game writes the phase: only the chart does (enterPhase)', () => {
    const dir = new URL('../src/games/meow-meow/', import.meta.url);
    const writers = readdirSync(dir)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .flatMap((f) => phaseWrites(readFileSync(new URL(f, dir), 'utf8')).map((line) => `${f}: ${line}`));
    expect(writers).toEqual([]);
  });
});
