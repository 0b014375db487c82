// The chart executor against XState itself: for every game, random games (random actor, random legal event)
// where after every event the executor's state equals XState's transition() snapshot (value, status, context),
// stale events (legal earlier, maybe not now) ignored or taken the same way, and charts with features the
// executor does not run refused when compiled.
import { describe, expect, it } from 'vitest';
import { and, assign, createMachine, fromPromise, initialTransition, not, or, setup, stateIn, transition, type AnyMachineSnapshot } from 'xstate';
import { compileChart, UnsupportedChartError, type ChartState } from './chart';
import { sameState } from './equal';
import { rngInt } from './rng';
import type { AnyGameDefinition, GameEvent } from './types';
import { loadTestCases, randomGameInput } from '../games/test-cases';
import { deep } from './test-depth';


interface Case {
  def: AnyGameDefinition;
  /** Option variants (over the defaults), played in turn. */
  variants: Record<string, unknown>[];
  /** Events per game at most: most games are cut there (the flow is what is compared, and XState's transition()
   *  is the slow side); every tenth game is played to its end (up to FULL_GAME events). */
  maxEvents: number;
}

/** 60 in npm test (every tenth played to its end); the bench's --deep-tests plays 300. */
const GAMES = deep(60);
const FULL_GAME = 600;

/** Every game of the list with its chart variants (src/games/<id>/test-cases.ts). */
const CASES: Case[] = (await loadTestCases()).map((c) => ({ def: c.def, ...c.chart }));

/** The executor's state and XState's snapshot agree. */
function expectSame(mine: ChartState, snap: AnyMachineSnapshot, where: string): void {
  expect(snap.status, where).not.toBe('error');
  expect(mine.value, where).toEqual(snap.value);
  expect(mine.status, where).toBe(snap.status);
  // sameState is toEqual's structural equality (an absent key equals an undefined one), only faster; toEqual
  // itself runs when they differ, for its diff.
  if (!sameState(mine.context, snap.context)) expect(mine.context, where).toEqual(snap.context);
}

/** One event through both: XState's snapshot and the executor's state (null when ignored), or that both threw. */
function both(def: AnyGameDefinition, chart: ReturnType<typeof compileChart>, snap: AnyMachineSnapshot, mine: ChartState, e: GameEvent) {
  let x: AnyMachineSnapshot | Error, m: ChartState | null | Error;
  try {
    [x] = transition(def.machine, snap, e);
  } catch (err) {
    x = err as Error;
  }
  try {
    m = chart.send(mine, e);
  } catch (err) {
    m = err as Error;
  }
  return { x, m };
}

describe('chart executor agrees with XState on every game', () => {
  for (const c of CASES) {
    it(`${c.def.id}: ${GAMES} random games, every event (and stale ones) compared`, () => {
      const def = c.def;
      const chart = compileChart(def.machine);
      let rng = 12345;
      let events = 0, ignored = 0, finished = 0;
      const states = new Set<string>();
      for (let g = 0; g < GAMES; g++) {
        const input = randomGameInput(c.def, c.variants, g, 1000);
        if (!input) continue;
        let [snap] = initialTransition(def.machine, input);
        let mine = chart.initial(input);
        expectSame(mine, snap, `${def.id} game ${g} initial`);
        const seen: GameEvent[] = [];
        const maxEvents = g % 10 === 9 ? FULL_GAME : c.maxEvents;
        for (let k = 0; k < maxEvents && snap.status === 'active'; k++) {
          // A random actor among those with something to do (an out-of-turn answer may leave one without).
          const options = def.actors(snap.context).map((seat) => def.legalEvents(snap.context, seat) as GameEvent[]).filter((l) => l.length > 0);
          expect(options.length, `${def.id} game ${g} event ${k}: no legal event`).toBeGreaterThan(0);
          let i: number;
          [i, rng] = rngInt(rng, options.length);
          const legal = options[i];
          // Now and then, an event that was legal earlier in the game: both ignore it, or both take it the same way.
          let r: number;
          [r, rng] = rngInt(rng, 4);
          if (r === 0 && seen.length) {
            [i, rng] = rngInt(rng, seen.length);
            const stale = seen[i];
            const { x, m } = both(def, chart, snap, mine, stale);
            if (x instanceof Error) expect(m, `${def.id} game ${g}: XState threw, the executor did not`).toBeInstanceOf(Error);
            else if (x === snap) {
              expect(m, `${def.id} game ${g}: XState ignored ${JSON.stringify(stale)}`).toBeNull();
              ignored++;
            } else {
              expect(m).not.toBeNull();
              expectSame(m as ChartState, x, `${def.id} game ${g} stale event`);
            }
          }
          [i, rng] = rngInt(rng, legal.length);
          const e = legal[i];
          const { x, m } = both(def, chart, snap, mine, e);
          if (x instanceof Error) throw x;
          if (m instanceof Error) throw m;
          expect(x, `${def.id} game ${g} event ${k}: XState ignored a legal event`).not.toBe(snap);
          expect(m, `${def.id} game ${g} event ${k}`).not.toBeNull();
          expectSame(m as ChartState, x, `${def.id} game ${g} event ${k} ${JSON.stringify(e)}`);
          snap = x;
          mine = m as ChartState;
          seen.push(e);
          states.add(JSON.stringify(mine.value));
          events++;
        }
        if (chart.isDone(mine)) finished++;
        // A game over ignores everything.
        if (snap.status === 'done' && seen.length) {
          expect(chart.send(mine, seen[seen.length - 1])).toBeNull();
          expect(transition(def.machine, snap, seen[seen.length - 1])[0]).toBe(snap);
        }
        // An event of no known type is ignored by both.
        const junk = { type: 'NOT_AN_EVENT', seat: 0 } as GameEvent;
        expect(chart.send(mine, junk)).toBeNull();
        expect(transition(def.machine, snap, junk)[0]).toBe(snap);
      }
      expect(events).toBeGreaterThan(1000);
      expect(ignored).toBeGreaterThan(10);
      expect(finished).toBeGreaterThan(0);
    });
  }
});

// ---------- small charts: features beyond the games' charts, still in the subset, against XState ----------

type T = { n: number; log: string[] };
type E = { type: 'GO'; by?: number } | { type: 'STAY' } | { type: 'AGAIN' } | { type: 'END' };

const toy = setup({
  types: { context: {} as T, events: {} as E, input: {} as { n: number } },
  guards: {
    small: ({ context }) => context.n < 3,
    atLeast: (_, params: { min: number }) => params !== undefined && params.min <= 2,
    byGiven: ({ event }) => event.type === 'GO' && event.by !== undefined,
    never: () => false,
  },
  actions: {
    add: assign(({ context, event }, params: { k: number } | undefined) => ({ n: context.n + (params?.k ?? (event.type === 'GO' ? event.by ?? 1 : 1)) })),
    note: assign({ log: ({ context }, params: { s: string }) => [...context.log, params.s] }),
  },
}).createMachine({
  id: 'toy',
  context: ({ input }) => ({ n: input.n, log: [] }),
  initial: 'a',
  states: {
    a: {
      entry: { type: 'note', params: { s: 'enter a' } },
      exit: { type: 'note', params: { s: 'exit a' } },
      on: {
        GO: [
          { guard: and(['byGiven', not('never'), or(['never', { type: 'atLeast', params: { min: 1 } }])]), target: 'b', actions: ['add', { type: 'note', params: { s: 'go by' } }] },
          { guard: not(and(['small', 'never'])), target: 'b', actions: { type: 'add', params: { k: 10 } } },
        ],
        STAY: { actions: { type: 'note', params: { s: 'stay' } } },
        AGAIN: { target: 'a', reenter: true, actions: { type: 'note', params: { s: 'again' } } },
      },
    },
    b: {
      entry: { type: 'note', params: { s: 'enter b' } },
      always: [{ guard: 'small', target: 'a', actions: 'add' }, { guard: ({ context }) => context.n > 100, target: 'done' }],
      on: {
        STAY: { target: 'b', actions: { type: 'note', params: ({ context }: { context: T }) => ({ s: `self ${context.n}` }) } },
        END: { target: 'done', actions: assign({ n: 0 }) },
      },
    },
    done: { type: 'final', exit: { type: 'note', params: { s: 'exit done' } } },
  },
});

describe('chart executor: the rest of the subset, against XState', () => {
  it('combinators, params, reenter, self targets, exit actions and final states step as XState steps', () => {
    const chart = compileChart(toy);
    const scripts: E[][] = [
      [{ type: 'GO', by: 1 }, { type: 'GO', by: 1 }, { type: 'STAY' }, { type: 'AGAIN' }, { type: 'GO' }, { type: 'STAY' }, { type: 'END' }, { type: 'GO' }],
      [{ type: 'STAY' }, { type: 'AGAIN' }, { type: 'GO', by: 5 }, { type: 'END' }, { type: 'STAY' }],
      [{ type: 'GO', by: 200 }, { type: 'STAY' }],
      [{ type: 'END' }, { type: 'GO' }, { type: 'STAY' }, { type: 'END' }],
    ];
    for (const n of [0, 2, 5]) {
      for (const script of scripts) {
        let [snap] = initialTransition(toy, { n });
        let mine = chart.initial({ n });
        expectSame(mine, snap, 'initial');
        for (const e of script) {
          const [next] = transition(toy, snap, e);
          const got = chart.send(mine, e);
          if (next === snap) expect(got, JSON.stringify(e)).toBeNull();
          else {
            expect(got, JSON.stringify(e)).not.toBeNull();
            expectSame(got as ChartState, next, JSON.stringify(e));
            mine = got as ChartState;
          }
          snap = next;
        }
      }
    }
  });

  it('a chart whose initial state is final is done at once', () => {
    const m = createMachine({ id: 'x', context: { a: 1 }, initial: 'end', states: { end: { type: 'final' } } });
    const [snap] = initialTransition(m);
    const mine = compileChart(m).initial(undefined);
    expectSame(mine, snap, 'initial');
    expect(compileChart(m).isDone(mine)).toBe(true);
  });
});

describe('chart executor refuses what it does not run', () => {
  const refused = (machine: Parameters<typeof compileChart>[0], what: RegExp) => {
    expect(() => compileChart(machine)).toThrow(UnsupportedChartError);
    expect(() => compileChart(machine)).toThrow(what);
  };

  it('delayed transitions, invoked actors, nested and parallel states', () => {
    refused(createMachine({ id: 'after', initial: 'a', states: { a: { after: { 1000: 'b' } }, b: {} } }), /'after'/);
    refused(createMachine({ id: 'invoke', initial: 'a', states: { a: { invoke: { src: fromPromise(async () => 1), onDone: 'b' } }, b: {} } }), /'invoke'/);
    refused(createMachine({ id: 'nested', initial: 'a', states: { a: { initial: 'x', states: { x: {} } } } }), /'initial'|'states'/);
    refused(createMachine({ id: 'parallel', type: 'parallel', states: { a: {}, b: {} } }), /'type'/);
    refused(createMachine({ id: 'done', initial: 'a', states: { a: { onDone: 'b' }, b: {} } }), /'onDone'/);
  });

  it('side-effect actions, other builtins, stateIn guards, wildcards and root transitions', () => {
    const s = setup({ actions: { effect: () => {} }, guards: { inA: stateIn('a') } });
    refused(s.createMachine({ id: 'effect', initial: 'a', states: { a: { on: { GO: { actions: 'effect' } } } } }), /not an assign/);
    refused(s.createMachine({ id: 'stateIn', initial: 'a', states: { a: { on: { GO: { guard: 'inA', target: 'a' } } } } }), /stateIn/);
    refused(createMachine({ id: 'wild', initial: 'a', states: { a: { on: { '*': 'a' } } } }), /wildcard/);
    refused(createMachine({ id: 'rootOn', initial: 'a', on: { GO: '.a' }, states: { a: {} } }), /'on'/);
    refused(setup({}).createMachine({ id: 'missing', initial: 'a', states: { a: { on: { GO: { guard: 'nope' as never } } } } }), /'nope'/);
  });
});
