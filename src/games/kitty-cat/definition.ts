// kitty-cat's definition: its rules and chart as the contract the bots, the sim, the store's door and the tests use.
import * as v from 'valibot';
import type { GameDefinition, ParseResult } from '../../engine/types';
import { parseWith } from '../../engine/options';
import { kittyCatMachine } from '../../../machines/kitty-cat';
import { RULES } from './constants';
import { parseKittyEvent } from './events';
import { actors, apply, explain, invariants, legalEvents, optionsProblem, result, revealsHidden, setupKitty, type KittyEvent, type KittyOptions, type KittyState } from './rules';
import { viewOf, type KittyView } from './view';

const OptionsSchema = v.object({
  dealer: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(RULES.maxPlayers - 1)),
  counters: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(RULES.maxCounters)),
});

function parseOptions(raw: unknown): ParseResult<KittyOptions> {
  return parseWith(OptionsSchema, raw);
}

export const kittyCat: GameDefinition<KittyState, KittyEvent, KittyOptions, KittyView> = {
  id: 'kitty-cat',
  minPlayers: RULES.minPlayers,
  maxPlayers: RULES.maxPlayers,
  machine: kittyCatMachine,
  defaultOptions: { dealer: 0, counters: RULES.counters },
  parseOptions,
  checkOptions: optionsProblem,
  parseEvent: parseKittyEvent,
  setup: (input) => {
    const problem = optionsProblem(input.options, input.players.length);
    if (problem) throw new Error(problem.key);
    return setupKitty(input.options, input.seed, input.players);
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

export default kittyCat;
export type { KittyEvent, KittyOptions, KittyState, KittyView };
