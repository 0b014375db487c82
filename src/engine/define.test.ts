// defineGame: the forward model is the chart itself (setup, apply and phase come from it), so a game cannot
// carry a second copy of its flow.
import { describe, expect, it } from 'vitest';
import { assign, setup } from 'xstate';
import { defineGame, enterPhase } from './define';
import type { GameInput } from './types';

type Phase = 'waiting' | 'counting' | 'done';
interface Ctx { phase: Phase; n: number; limit: number }
type Ev = { type: 'TICK'; seat: number } | { type: 'RESET'; seat: number };

const machine = setup({
  types: { context: {} as Ctx, events: {} as Ev, input: {} as GameInput<{ limit: number }> },
  guards: { full: ({ context }) => context.n >= context.limit },
  actions: { enterPhase: enterPhase<Ctx, Ev>(), count: assign(({ context }) => ({ n: context.n + 1 })) },
}).createMachine({
  id: 'counter',
  context: ({ input }) => ({ phase: 'waiting', n: 0, limit: input.options.limit }),
  initial: 'waiting',
  states: {
    waiting: { entry: { type: 'enterPhase', params: { phase: 'waiting' } }, on: { TICK: { target: 'counting' } } },
    counting: {
      entry: [{ type: 'enterPhase', params: { phase: 'counting' } }],
      on: { TICK: { target: 'checking', actions: 'count' } },
    },
    checking: { always: [{ guard: 'full', target: 'done' }, { target: 'counting' }] },
    done: { type: 'final', entry: { type: 'enterPhase', params: { phase: 'done' } } },
  },
});

const game = defineGame<Ctx, Ev, { limit: number }, Ctx>({
  id: 'meow-meow', minPlayers: 1, maxPlayers: 1, machine, defaultOptions: { limit: 2 },
  parseOptions: (raw) => ({ ok: true, options: raw as { limit: number } }),
  checkOptions: (o) => (o.limit < 1 ? { key: 'counter.tooSmall' } : null),
  actors: (s) => (s.phase === 'done' ? [] : [0]), legalEvents: () => [{ type: 'TICK', seat: 0 }],
  view: (s) => s, result: (s) => (s.phase === 'done' ? { scores: [s.n], winners: [0] } : null),
  explain: () => null, revealsHidden: () => false, invariants: () => [],
});

const input = { options: { limit: 2 }, seed: 1, players: [{ name: 'A', kind: 'bot' as const }] };

describe('defineGame', () => {
  it('sets up through the chart: the initial state writes its phase', () => {
    expect(game.setup(input)).toEqual({ phase: 'waiting', n: 0, limit: 2 });
  });
  it('applies an event through the chart, through eventless states, to the state it rests in', () => {
    let s = game.setup(input);
    s = game.apply(s, { type: 'TICK', seat: 0 });
    expect(game.phase(s)).toBe('counting');
    s = game.apply(s, { type: 'TICK', seat: 0 });
    expect(s).toEqual({ phase: 'counting', n: 1, limit: 2 });
    s = game.apply(s, { type: 'TICK', seat: 0 });
    expect(s).toEqual({ phase: 'done', n: 2, limit: 2 });
  });
  it('throws on an event the chart takes nowhere (a bot or the sim sent what no state accepts)', () => {
    const s = game.setup(input);
    expect(() => game.apply(s, { type: 'RESET', seat: 0 })).toThrow(/takes no RESET in 'waiting'/);
    const tick = { type: 'TICK', seat: 0 } as const;
    const done = game.apply(game.apply(game.apply(s, tick), tick), tick);
    expect(done.phase).toBe('done');
    expect(() => game.apply(done, tick)).toThrow(/takes no TICK in 'done'/);
  });
  it('refuses options its rules forbid with the reason key', () => {
    expect(() => game.setup({ ...input, options: { limit: 0 } })).toThrow('counter.tooSmall');
  });
});
