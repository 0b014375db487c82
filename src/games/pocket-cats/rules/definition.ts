// pocket-cats's definition: its rules and chart as the contract the bots, the sim, the store's door and the tests use.
// setup, apply and phase come from the chart (defineGame): the chart is the one turn flow.
import * as v from 'valibot';
import type { ParseResult } from '../../../engine/types';
import { defineGame } from '../../../engine/define';
import { parseWith } from '../../../engine/options';
import { pocketCatsMachine } from '../../../../machines/pocket-cats';
import { CLAN_IDS, EDITIONS, FIRST_GAME_CLANS } from './data';
import {
  CHOICES, actors, explain, invariants, legalEvents, optionsProblem, result, revealsHidden,
  type PocketCatsEvent, type PocketCatsOptions, type PocketCatsState,
} from './rules';
import { viewOf, type PocketCatsView } from './view';
import { parsePocketCatsEvent } from './events';

const clan = v.picklist(CLAN_IDS);
const OptionsSchema = v.object({
  effects: v.boolean(),
  clans: v.tuple([clan, clan]),
  choice: v.picklist(CHOICES),
  first: v.picklist([0, 1] as const),
  // Saves made before the published tiles were known have no edition: they replay with the draft tiles.
  edition: v.optional(v.picklist(EDITIONS), 'draft'),
});

/** The options' shape; what the rules forbid in them (two equal clans…) is checkOptions' part of the door. */
function parseOptions(raw: unknown): ParseResult<PocketCatsOptions> {
  const r = parseWith(OptionsSchema, raw);
  if (!r.ok) return r;
  return { ok: true, options: { ...r.options, clans: [r.options.clans[0], r.options.clans[1]] } };
}

export const pocketCats = defineGame<PocketCatsState, PocketCatsEvent, PocketCatsOptions, PocketCatsView>({
  id: 'pocket-cats',
  minPlayers: 2,
  maxPlayers: 2,
  machine: pocketCatsMachine,
  // Free choice between the first game's two clans: the sim switches `effects` on or off over this.
  defaultOptions: { effects: false, clans: [FIRST_GAME_CLANS[0], FIRST_GAME_CLANS[1]], choice: 'free', first: 0, edition: 'published' },
  parseOptions,
  checkOptions: optionsProblem,
  parseEvent: parsePocketCatsEvent,
  actors,
  legalEvents,
  view: viewOf,
  result,
  explain,
  revealsHidden,
  invariants,
});

export default pocketCats;
export type { PocketCatsEvent, PocketCatsOptions, PocketCatsState, PocketCatsView };
