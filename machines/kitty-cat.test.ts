// Kitty Cat's chart is its one round flow: XState (the app) and the plain-data executor (definition.apply, the
// bots and the sim) run the same chart to the same states, the phase is the state the chart rests in, every
// state is reachable, and legality is the door's alone.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import { initialTransition, transition } from 'xstate';
import fc from 'fast-check';
import { kittyCatMachine } from './kitty-cat';
import { actors, legalEvents, type KittyState } from '../src/games/kitty-cat/rules/rules';
import { GameSession } from '../src/engine/session';
import { checkEvent } from '../src/engine/door';
import { sameState } from '../src/engine/equal';
import { kittyCat } from '../src/games/kitty-cat/rules/definition';
import { C, H, J, S, D, c, players, position } from '../src/games/kitty-cat/test/testkit';

/** Lines that write a phase: `phase:` with anything but a copy of another state's phase or a type, or `.phase =`. */
function phaseWrites(source: string): string[] {
  return source.split('\n').map((l) => l.trim()).filter((l) => (/\bphase\s*:/.test(l) && !/\bphase\s*:\s*(\(?[\w.]+( as [\w<>]+\))?\.phase\b|\w*Phase\b)/.test(l)) || /\.phase\s*=[^=]/.test(l));
}

const RESTING = ['choosingSet', 'swapping', 'lastTurns', 'showdown', 'over'];

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
    for (const state of RESTING) expect(reached).toContain(JSON.stringify(state));
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

describe('kitty-cat: the executor runs the chart as XState does', () => {
  it('random games, 2 to 6 cats, 1 to 3 counters, Hiss ending the round or not: setup equals initialTransition() and apply equals transition() after every event', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 2, max: 6 }), fc.integer({ min: 1, max: 3 }), fc.boolean(), fc.array(fc.nat(), { minLength: 300, maxLength: 300 }),
        (seed, n, counters, hiss, picks) => {
          const input = { options: { dealer: seed % n, counters, hiss }, seed, players: players(n) };
          let [snap] = initialTransition(kittyCatMachine, input);
          let mine = kittyCat.setup(input);
          expect(sameState(mine, snap.context)).toBe(true);
          expect(snap.value).toBe(mine.phase);
          for (const pick of picks) {
            if (kittyCat.result(mine) !== null) break;
            const legal = legalEvents(mine, actors(mine)[0]);
            const e = legal[pick % legal.length];
            [snap] = transition(kittyCatMachine, snap, e);
            mine = kittyCat.apply(mine, e);
            if (!sameState(mine, snap.context)) expect(mine).toEqual(snap.context);
            // At rest, the chart's state value is the phase.
            expect(snap.value).toBe(mine.phase);
            expect(RESTING).toContain(mine.phase);
            expect(snap.status === 'done').toBe(mine.phase === 'over');
          }
        }),
      { numRuns: 60 },
    );
  });

  it('events no state takes change nothing in XState, and the executor refuses them', () => {
    const input = { options: { dealer: 0, counters: 3 }, seed: 5, players: players(3) };
    const [snap] = initialTransition(kittyCatMachine, input);
    for (const e of [{ type: 'PASS' as const, seat: 0 }, { type: 'NEXT_ROUND' as const, seat: 0 }, { type: 'KNOCK' as const, seat: 0 }]) {
      const [next] = transition(kittyCatMachine, snap, e);
      expect(next.context).toBe(snap.context);
      expect(next.value).toBe('choosingSet');
      expect(() => kittyCat.apply(kittyCat.setup(input), e)).toThrow(`takes no ${e.type} in 'choosingSet'`);
    }
  });
});

describe('kitty-cat: a Hiss laid down routes to the showdown (RULES.md, issue 14)', () => {
  it('from swapping and from the last turns, XState and the executor agree on the showdown', () => {
    const hiss = [c(C, J), c(S, J), c(H, J)];
    const options = { dealer: 2, counters: 3, hiss: true };
    for (const knockFirst of [false, true]) {
      const seat = knockFirst ? 1 : 0;
      let mine = position({ hands: seat === 0 ? [hiss, [c(C, 9), c(C, 10), c(S, 6)], [c(D, 9), c(D, 8), c(S, 7)]] : [[c(D, 9), c(D, 8), c(S, 7)], hiss, [c(C, 9), c(C, 10), c(S, 6)]], options });
      let snap = kittyCatMachine.resolveState({ value: mine.phase, context: mine });
      const send = (e: Parameters<typeof kittyCat.apply>[1]) => {
        [snap] = transition(kittyCatMachine, snap, e);
        mine = kittyCat.apply(mine, e);
        expect(sameState(mine, snap.context)).toBe(true);
      };
      if (knockFirst) send({ type: 'KNOCK', seat: 0 });
      expect(legalEvents(mine, seat)).toContainEqual({ type: 'HISS', seat });
      send({ type: 'HISS', seat });
      expect(snap.value).toBe('showdown');
      expect(mine.phase).toBe('showdown');
      expect(mine.showdown).toMatchObject({ reason: 'hiss', by: [seat] });
    }
  });
});

describe('kitty-cat: legality is the door, the chart only routes', () => {
  it('the door refuses an illegal event with the rules\' reason (the chart has no isLegal guard to do it again)', () => {
    const s = kittyCat.setup({ options: { dealer: 0, counters: 3 }, seed: 5, players: players(3) });
    expect(checkEvent(kittyCat, s, { type: 'KEEP_SET', seat: 1 })).toEqual({ ok: false, reason: { key: 'engine.notYourTurn' } });
    expect(checkEvent(kittyCat, s, { type: 'KEEP_SET', seat: 0 })).toEqual({ ok: true, value: { type: 'KEEP_SET', seat: 0 } });
    const guards = Object.keys(kittyCatMachine.implementations.guards);
    expect(guards.sort()).toEqual(['everyonePassed', 'knocked', 'lastCatIn', 'lastTurnsDone', 'meowOrPurrShown']);
  });

  it('no file of the game writes the phase: only the chart does (enterPhase); hand-made test positions may name theirs', () => {
    const dir = new URL('../src/games/kitty-cat/', import.meta.url);
    const writers = readdirSync(dir)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'testkit.ts')
      .flatMap((f) => phaseWrites(readFileSync(new URL(f, dir), 'utf8')).map((line) => `${f}: ${line}`));
    expect(writers).toEqual([]);
  });
});
