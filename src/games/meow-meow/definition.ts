// meow-meow's definition: its rules and chart as the contract the bots, the sim, the store's door and the tests use.
import * as v from 'valibot';
import type { GameDefinition, ParseResult } from '../../engine/types';
import { parseWith } from '../../engine/options';
import { meowMeowMachine } from '../../../machines/meow-meow';
import { RULES } from './constants';
import { parseMeowEvent } from './events';
import { apply, explain, invariants, legalEvents, optionsProblem, setupMeow, type MeowEvent, type MeowOptions, type MeowState } from './rules';
import { viewOf, type MeowView } from './view';

const OptionsSchema = v.object({
  deck: v.picklist([32, 52] as const),
  dealer: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(RULES.maxPlayers - 1)),
});

function parseOptions(raw: unknown): ParseResult<MeowOptions> {
  return parseWith(OptionsSchema, raw);
}

export const meowMeow: GameDefinition<MeowState, MeowEvent, MeowOptions, MeowView> = {
  id: 'meow-meow',
  minPlayers: RULES.minPlayers,
  maxPlayers: RULES.maxPlayers,
  machine: meowMeowMachine,
  defaultOptions: { deck: 32, dealer: 0 },
  parseOptions,
  checkOptions: optionsProblem,
  parseEvent: parseMeowEvent,
  setup: (input) => {
    const problem = optionsProblem(input.options, input.players.length);
    if (problem) throw new Error(problem.key);
    return setupMeow(input.options, input.seed, input.players.length);
  },
  apply,
  actors: (s) => (s.phase === 'over' ? [] : [s.turn]),
  legalEvents,
  view: viewOf,
  result: (s) => (s.phase === 'over' ? { scores: s.hands.map((h) => h.length), winners: s.winners.slice() } : null),
  explain,
  revealsHidden: (before, after) => after.drawPile.length < before.drawPile.length || after.reshuffles !== before.reshuffles,
  invariants,
  phase: (s) => s.phase,
};

export default meowMeow;
export type { MeowEvent, MeowOptions, MeowState, MeowView };
