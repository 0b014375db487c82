// meow-meow's definition: its rules and chart as the contract the bots, the sim, the store's door and the tests use.
// Setup, apply and phase come from the chart (defineGame): the chart is the one turn flow.
import * as v from 'valibot';
import type { ParseResult } from '../../../engine/types';
import { defineGame } from '../../../engine/define';
import { parseWith } from '../../../engine/options';
import { meowMeowMachine } from '../../../../machines/meow-meow';
import { RULES } from './constants';
import { parseMeowEvent } from './events';
import { explain, invariants, legalEvents, optionsProblem } from './rules';
import type { MeowEvent, MeowOptions, MeowState } from './state';
import { viewOf, type MeowView } from './view';

const OptionsSchema = v.object({
  deck: v.picklist([32, 52] as const),
  dealer: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(RULES.maxPlayers - 1)),
});

function parseOptions(raw: unknown): ParseResult<MeowOptions> {
  return parseWith(OptionsSchema, raw);
}

export const meowMeow = defineGame<MeowState, MeowEvent, MeowOptions, MeowView>({
  id: 'meow-meow',
  minPlayers: RULES.minPlayers,
  maxPlayers: RULES.maxPlayers,
  machine: meowMeowMachine,
  defaultOptions: { deck: 32, dealer: 0 },
  parseOptions,
  checkOptions: optionsProblem,
  parseEvent: parseMeowEvent,
  actors: (s) => (s.phase === 'over' ? [] : [s.turn]),
  legalEvents,
  view: viewOf,
  result: (s) => (s.phase === 'over' ? { scores: s.hands.map((h) => h.length), winners: s.winners.slice() } : null),
  explain,
  revealsHidden: (before, after) => after.drawPile.length < before.drawPile.length || after.reshuffles !== before.reshuffles,
  invariants,
});

export default meowMeow;
export type { MeowEvent, MeowOptions, MeowState, MeowView };
