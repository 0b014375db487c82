// A game's definition from its chart: the chart is the one turn flow, so the forward model the bots, the sim and
// the tests use (setup and apply) is the chart's own definition run by the plain-data executor (chart.ts), and
// the phase is the chart's state value. A game writes only its rules (effects and checks) and its chart.
import { assign } from 'xstate';
import { compileChart } from './chart';
import type { GameDefinition, GameEvent } from './types';

/** What a game writes; setup, apply and phase come from its chart. */
export type GameRules<S, E extends GameEvent, O, V> = Omit<GameDefinition<S, E, O, V>, 'setup' | 'apply' | 'phase'>;

/** A chart context: the game's state, whose `phase` the chart writes on entering each state (enterPhase). */
export interface Phased {
  phase: string;
}

/** The chart's entry action that records the state entered as the context's phase, for every state the chart
 *  can rest in: `entry: { type: 'enterPhase', params: { phase: 'choosingCard' } }` (setup's `actions`: `enterPhase: enterPhase<MyState, MyEvent>()`). */
export function enterPhase<C extends Phased, E extends { type: string }>() {
  return assign<C, E, { phase: C['phase'] }, E, never>((_, params) => ({ phase: params.phase }) as Partial<C>);
}

export function defineGame<S extends Phased, E extends GameEvent, O, V>(rules: GameRules<S, E, O, V>): GameDefinition<S, E, O, V> {
  const chart = compileChart<S, E>(rules.machine);
  return {
    ...rules,
    setup(input) {
      // The door refuses these before a game starts; a caller that skipped it gets the reason's key, not a game.
      const problem = rules.checkOptions?.(input.options, input.players.length) ?? null;
      if (problem) throw new Error(problem.key);
      return chart.initial(input).context;
    },
    apply(state, event) {
      const next = chart.send(chart.at(state.phase, state), event);
      if (next === null) throw new Error(`${rules.id}: the chart takes no ${event.type} in '${state.phase}'`);
      return next.context;
    },
    phase: (s) => s.phase,
  };
}
