// purrrummy's definition: its rules and chart as the contract the bots, the sim, the store's door and the tests use.
import * as v from 'valibot';
import type { GameDefinition, ParseResult } from '../../engine/types';
import { parseWith } from '../../engine/options';
import { purrrummyMachine } from '../../../machines/purrrummy';
import { RULES } from './constants';
import {
  actors, apply, explain, invariants, legalEvents, optionsProblem, result, revealsHidden, setupPurr,
  type PurrEvent, type PurrOptions, type PurrState,
} from './rules';
import { viewOf, type PurrView } from './view';
import { parsePurrEvent } from './events';

const OptionsSchema = v.object({
  layoff: v.boolean(),
  dealer: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(RULES.maxPlayers - 1)),
});

function parseOptions(raw: unknown): ParseResult<PurrOptions> {
  return parseWith(OptionsSchema, raw);
}

export const purrrummy: GameDefinition<PurrState, PurrEvent, PurrOptions, PurrView> = {
  id: 'purrrummy',
  minPlayers: RULES.minPlayers,
  maxPlayers: RULES.maxPlayers,
  machine: purrrummyMachine,
  defaultOptions: { layoff: false, dealer: 0 },
  parseOptions,
  checkOptions: optionsProblem,
  parseEvent: parsePurrEvent,
  setup: (input) => {
    const problem = optionsProblem(input.options, input.players.length);
    if (problem) throw new Error(problem.key);
    return setupPurr(input.options, input.seed, input.players.length);
  },
  apply,
  actors,
  legalEvents,
  view: viewOf,
  result,
  explain,
  revealsHidden,
  invariants,
  phase: (s) => s.phase,
};

export default purrrummy;
export type { PurrEvent, PurrOptions, PurrState, PurrView };
