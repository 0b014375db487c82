// purrrummy's definition: its rules and chart as the contract the bots, the sim, the store's door and the tests use.
import * as v from 'valibot';
import type { ParseResult } from '../../../engine/types';
import { parseWith } from '../../../engine/options';
import { defineGame } from '../../../engine/define';
import { purrrummyMachine } from '../../../../machines/purrrummy';
import { RULES } from './constants';
import { actors, explain, invariants, legalEvents, optionsProblem, result, revealsHidden } from './rules';
import type { PurrEvent, PurrOptions, PurrState } from './state';
import { viewOf, type PurrView } from './view';
import { parsePurrEvent } from './events';

const OptionsSchema = v.object({
  layoff: v.boolean(),
  dealer: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(RULES.maxPlayers - 1)),
});

function parseOptions(raw: unknown): ParseResult<PurrOptions> {
  return parseWith(OptionsSchema, raw);
}

/** The rules and the chart; setup, apply and the phase come from the chart (defineGame). */
export const purrrummy = defineGame<PurrState, PurrEvent, PurrOptions, PurrView>({
  id: 'purrrummy',
  minPlayers: RULES.minPlayers,
  maxPlayers: RULES.maxPlayers,
  machine: purrrummyMachine,
  defaultOptions: { layoff: false, dealer: 0 },
  parseOptions,
  checkOptions: optionsProblem,
  parseEvent: parsePurrEvent,
  actors,
  legalEvents,
  view: viewOf,
  result,
  explain,
  revealsHidden,
  invariants,
});

export default purrrummy;
export type { PurrEvent, PurrOptions, PurrState, PurrView };
