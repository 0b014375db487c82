// mauwi's definition: its rules (effects and checks) and its chart, as the contract the bots, the sim, the
// store's door and the tests use. Setup, apply and the phase come from the chart (src/engine/define.ts).
import * as v from 'valibot';
import type { ParseResult } from '../../../engine/types';
import { parseWith } from '../../../engine/options';
import { defineGame } from '../../../engine/define';
import { mauwiMachine } from '../../../../machines/mauwi';
import { RULES } from './constants';
import { actors } from './actors';
import { explain } from './explain';
import { invariants, revealsHidden } from './invariants';
import { legalEvents } from './moves';
import { result } from './scoring';
import { optionsProblem } from './deal';
import type { MauwiEvent, MauwiOptions, MauwiState } from './state';
import { viewOf, type MauwiView } from './view';
import { parseMauwiEvent } from './events';

const count = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(RULES.maxAnimalsPerKind));
const OptionsSchema = v.object({
  edition: v.picklist(['en', 'fr'] as const),
  animals: v.object({ kiwi: count, ninox: count, tuatara: count }),
  teams: v.boolean(),
  first: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(RULES.maxPlayers - 1)),
});

function parseOptions(raw: unknown): ParseResult<MauwiOptions> {
  return parseWith(OptionsSchema, raw);
}

/** Spreads a total number of expert animals (0..12) over the three kinds, as the sim's `animals=N` asks. */
export function animalsFromTotal(total: number): MauwiOptions['animals'] {
  const n = Math.max(0, Math.min(3 * RULES.maxAnimalsPerKind, Math.floor(total)));
  return { kiwi: Math.ceil(n / 3), ninox: Math.max(0, Math.ceil((n - 1) / 3)), tuatara: Math.floor(n / 3) };
}

export const mauwi = defineGame<MauwiState, MauwiEvent, MauwiOptions, MauwiView>({
  id: 'mauwi',
  minPlayers: RULES.minPlayers,
  maxPlayers: RULES.maxPlayers,
  machine: mauwiMachine,
  defaultOptions: { edition: 'en', animals: { kiwi: 0, ninox: 0, tuatara: 0 }, teams: false, first: 0 },
  parseOptions,
  checkOptions: optionsProblem,
  parseEvent: parseMauwiEvent,
  actors,
  legalEvents,
  view: viewOf,
  result,
  explain,
  revealsHidden,
  invariants,
});

export default mauwi;
export type { MauwiEvent, MauwiOptions, MauwiState, MauwiView };
