// Mauwi's score sheet in the companion: per player the four columns, team mode at four or more players. The
// arithmetic (sheet.ts) and the screen (sheet-screen.ts) load when a sheet opens.
import * as v from 'valibot';
import { Int } from '../../../sheet/fields';
import type { SheetKind } from '../../entry';
import { RULES } from '../rules/constants';
import type { MauwiData } from './sheet';

/** Warriors are worth 1 to 8. */
const WARRIOR_MAX = 8;
const ColumnSchema = v.object({
  nines: Int(0, RULES.maxNines),
  top: v.union([v.null(), v.literal('spirit'), Int(1, WARRIOR_MAX)]),
});

export const mauwiSheet: SheetKind<MauwiData> = {
  blurbKey: 'companion.kind.mauwi',
  schema: v.object({
    teams: v.boolean(),
    areas: v.array(v.pipe(v.array(ColumnSchema), v.length(RULES.columns))),
  }),
  fits: (data, players) => data.areas.length === players && (!data.teams || players >= RULES.teamMinPlayers),
  fresh: (players, choices) => ({
    teams: choices.teams === true && players >= RULES.teamMinPlayers,
    areas: Array.from({ length: players }, () => Array.from({ length: RULES.columns }, () => ({ nines: 0, top: null }))),
  }),
  controls: [{
    type: 'pills', id: 'teams', legendKey: 'companion.mauwi.mode', default: false, minPlayers: RULES.teamMinPlayers,
    choices: [{ value: false, labelKey: 'companion.mauwi.solo' }, { value: true, labelKey: 'companion.mauwi.teamMode' }],
  }],
  screen: () => import('./sheet-screen').then((m) => m.mauwiBody),
};
