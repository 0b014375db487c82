// moeraki's definition: its rules and chart as the contract the bots, the sim, the store's door and the tests use;
// setup, apply and phase are the chart's own (defineGame runs machines/moeraki.ts).
import * as v from 'valibot';
import type { ParseResult } from '../../../engine/types';
import { defineGame } from '../../../engine/define';
import { parseWith } from '../../../engine/options';
import { playerCountReason } from '../../../engine/option-reasons';
import { moerakiMachine } from '../../../../machines/moeraki';
import { LEVELS, MATCH_LENGTHS } from './constants';
import {
  actors, explain, invariants, legalEvents, optionsProblem, result, revealsHidden,
  type MoerakiEvent, type MoerakiOptions, type MoerakiState,
} from './rules';
import { viewOf, type MoerakiView } from './view';
import { parseMoerakiEvent } from './events';

const OptionsSchema = v.object({
  level: v.picklist(LEVELS),
  matchTo: v.picklist(MATCH_LENGTHS),
  first: v.picklist([0, 1] as const),
});

function parseOptions(raw: unknown): ParseResult<MoerakiOptions> {
  return parseWith(OptionsSchema, raw);
}

export const moeraki = defineGame<MoerakiState, MoerakiEvent, MoerakiOptions, MoerakiView>({
  id: 'moeraki',
  minPlayers: 2,
  maxPlayers: 2,
  machine: moerakiMachine,
  defaultOptions: { level: 'basic', matchTo: 1, first: 0 },
  parseOptions,
  checkOptions: (options, players) => playerCountReason(players, 2, 2) ?? optionsProblem(options),
  parseEvent: parseMoerakiEvent,
  actors,
  legalEvents,
  view: viewOf,
  result,
  explain,
  revealsHidden,
  invariants,
});

export default moeraki;
export type { MoerakiEvent, MoerakiOptions, MoerakiState, MoerakiView };
