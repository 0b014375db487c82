// kitty-cat's definition: its rules and chart as the contract the bots, the sim, the store's door and the tests use.
// Setup, apply and phase come from the chart (defineGame): the chart is the one round flow.
import * as v from 'valibot';
import type { ParseResult } from '../../../engine/types';
import { defineGame } from '../../../engine/define';
import { parseWith } from '../../../engine/options';
import { kittyCatMachine } from '../../../../machines/kitty-cat';
import { RULES } from './constants';
import { parseKittyEvent } from './events';
import { actors, explain, invariants, legalEvents, optionsProblem, result, revealsHidden, type KittyEvent, type KittyOptions, type KittyState } from './rules';
import { viewOf, type KittyView } from './view';

const OptionsSchema = v.object({
  dealer: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(RULES.maxPlayers - 1)),
  counters: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(RULES.maxCounters)),
  // Saves from before the option have no key: they were played with Hiss a value only, and replay so.
  hiss: v.optional(v.boolean(), false),
});

function parseOptions(raw: unknown): ParseResult<KittyOptions> {
  return parseWith(OptionsSchema, raw);
}

export const kittyCat = defineGame<KittyState, KittyEvent, KittyOptions, KittyView>({
  id: 'kitty-cat',
  minPlayers: RULES.minPlayers,
  maxPlayers: RULES.maxPlayers,
  machine: kittyCatMachine,
  defaultOptions: { dealer: 0, counters: RULES.counters, hiss: RULES.hissEndsRound },
  parseOptions,
  checkOptions: optionsProblem,
  parseEvent: parseKittyEvent,
  actors,
  legalEvents,
  view: viewOf,
  result,
  explain,
  revealsHidden,
  invariants,
});

export default kittyCat;
export type { KittyEvent, KittyOptions, KittyState, KittyView };
