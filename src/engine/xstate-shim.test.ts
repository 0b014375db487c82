// The bot worker's charts: its bundle swaps XState for ./xstate-shim.ts (vite.config.ts), so every game's
// definition there is built on the stand-ins. Built that way, each game plays random games exactly as the same
// definition built on XState (whose executor chart.test.ts holds against XState's own transition()), and a small
// chart with every builtin the executor knows (and/or/not, params, assign maps) steps the same on both.
import { describe, expect, it, vi } from 'vitest';
import * as xstate from 'xstate';
import { compileChart, UnsupportedChartError, type ChartState } from './chart';
import { sameState } from './equal';
import { rngInt } from './rng';
import type { GameEvent } from './types';
import { loadTestCases, randomGameInput } from '../games/test-cases';

const onXState = await loadTestCases();
vi.resetModules();
vi.doMock('xstate', () => import('./xstate-shim'));
const shimmed = await import('../games/test-cases').then((m) => m.loadTestCases());
const shim = await import('./xstate-shim');
const shimChart = await import('./chart');

const GAMES = 40;
describe('the worker\'s charts, built on the stand-ins for XState', () => {
  it('are built without XState (the swap took) and the app\'s with it', () => {
    expect(shimmed.map((c) => c.def.id)).toEqual(onXState.map((c) => c.def.id));
    for (const [i, c] of shimmed.entries()) {
      expect('root' in c.def.machine, c.def.id).toBe(false);
      expect('root' in onXState[i].def.machine, c.def.id).toBe(true);
    }
  });

  for (const [i, real] of onXState.entries()) {
    it(`${real.def.id}: ${GAMES} random games step exactly as on XState`, () => {
      const a = real.def;
      const b = shimmed[i].def;
      let rng = 777;
      let events = 0;
      for (let g = 0; g < GAMES; g++) {
        const input = randomGameInput(a, real.chart.variants, g, 500);
        if (!input) continue;
        let sa = a.setup(input);
        let sb = b.setup(input);
        expect(sameState(sa, sb), `${a.id} game ${g} setup`).toBe(true);
        for (let k = 0; k < real.chart.maxEvents && a.result(sa) === null; k++) {
          const options = a.actors(sa).map((seat) => a.legalEvents(sa, seat) as GameEvent[]).filter((l) => l.length > 0);
          if (!options.length) break;
          let n: number;
          [n, rng] = rngInt(rng, options.length);
          const legal = options[n];
          [n, rng] = rngInt(rng, legal.length);
          sa = a.apply(sa, legal[n]);
          sb = b.apply(sb, legal[n]);
          if (!sameState(sa, sb)) expect(sb, `${a.id} game ${g} event ${k} ${JSON.stringify(legal[n])}`).toEqual(sa);
          events++;
        }
      }
      expect(events).toBeGreaterThan(500);
    });
  }
});

// ---------- every builtin the executor knows, on both ----------

type T = { n: number; log: string[] };
type E = { type: 'GO'; by?: number } | { type: 'STAY' } | { type: 'END' };
type Api = Pick<typeof xstate, 'setup' | 'assign' | 'and' | 'or' | 'not'>;

/** One chart, written once against either API. */
function toyOn({ setup, assign, and, or, not }: Api) {
  return setup({
    types: { context: {} as T, events: {} as E, input: {} as { n: number } },
    guards: {
      small: ({ context }) => context.n < 3,
      atLeast: (_, params: { min: number }) => params.min <= 2,
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
        exit: { type: 'note', params: { s: 'exit a' } },
        on: {
          GO: [
            { guard: and(['byGiven', not('never'), or(['never', { type: 'atLeast', params: { min: 1 } }])]), target: 'b', actions: ['add', { type: 'note', params: { s: 'by' } }] },
            { guard: not(and(['small', 'never'])), target: '#toy.b', actions: { type: 'add', params: { k: 10 } } },
          ],
          STAY: { actions: { type: 'note', params: { s: 'stay' } } },
        },
      },
      b: {
        entry: { type: 'note', params: { s: 'enter b' } },
        always: [{ guard: 'small', target: 'a', actions: 'add' }, { guard: ({ context }) => context.n > 100, target: 'done' }],
        on: { END: { target: 'done', actions: assign({ n: 0 }) } },
      },
      done: { type: 'final' },
    },
  });
}

describe('the stand-ins against XState on a small chart', () => {
  it('step the same through every builtin the executor knows', () => {
    const mine = shimChart.compileChart(toyOn(shim as unknown as Api));
    const theirs = compileChart(toyOn(xstate));
    const scripts: E[][] = [
      [{ type: 'GO', by: 1 }, { type: 'STAY' }, { type: 'GO' }, { type: 'END' }, { type: 'GO' }],
      [{ type: 'STAY' }, { type: 'GO', by: 200 }, { type: 'STAY' }],
      [{ type: 'END' }, { type: 'GO', by: 2 }, { type: 'GO', by: 2 }, { type: 'END' }],
    ];
    let steps = 0;
    for (const n of [0, 2, 5]) {
      for (const script of scripts) {
        let a: ChartState | null = theirs.initial({ n });
        let b: ChartState | null = mine.initial({ n });
        expect(b).toEqual(a);
        for (const e of script) {
          const nextA: ChartState | null = theirs.send(a!, e);
          const nextB: ChartState | null = mine.send(b!, e);
          expect(nextB, JSON.stringify(e)).toEqual(nextA);
          if (nextA) [a, b, steps] = [nextA, nextB, steps + 1];
        }
      }
    }
    expect(steps).toBeGreaterThan(10);
  });

  it('refuse what XState\'s builtins would have done and the executor does not (a side effect)', () => {
    const effect = shim.setup({ actions: { effect: () => {} } }).createMachine({ id: 'effect', initial: 'a', states: { a: { on: { GO: { actions: 'effect' } } } } });
    expect(() => shimChart.compileChart(effect)).toThrow(/not an assign/);
    expect(() => shimChart.compileChart(effect)).toThrow(shimChart.UnsupportedChartError);
    expect(shimChart.UnsupportedChartError).not.toBe(UnsupportedChartError); // the module loaded again, on the stand-ins
  });
});
