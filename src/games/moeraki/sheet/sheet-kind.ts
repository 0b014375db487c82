// Moeraki-Kemu's score sheet in the companion: the level, the match on the Moeraki scale, who places the first
// ball, the Marae count and the games played. The arithmetic (sheet.ts) and the screen load when a sheet opens.
import * as v from 'valibot';
import { Int, Pair } from '../../../sheet/fields';
import type { SheetKind } from '../../entry';
import { LEVELS, MATCH_LENGTHS, MOERAKI_MAX_TILES, MOERAKI_WAYS, type Level, type MatchTo } from '../rules/constants';
import type { MoerakiData } from './sheet';

const Seat = Int(0, 1);
const Tiles = Pair(Int(0, MOERAKI_MAX_TILES));

export const moerakiSheet: SheetKind<MoerakiData> = {
  blurbKey: 'companion.kind.moeraki',
  schema: v.object({
    level: v.picklist(LEVELS),
    matchTo: v.picklist(MATCH_LENGTHS),
    firstPlacer: Seat,
    full: Tiles,
    half: Tiles,
    games: v.pipe(v.array(v.object({
      winner: v.nullable(Seat),
      way: v.picklist(MOERAKI_WAYS),
      ballPlacer: Seat,
      totals: v.optional(v.pipe(v.array(v.pipe(v.number(), v.finite(), v.minValue(0))), v.length(2))),
    })), v.maxLength(40)),
  }),
  fresh: (_players, choices) => ({
    level: LEVELS.includes(choices.level as Level) ? (choices.level as Level) : 'basic',
    matchTo: (MATCH_LENGTHS as readonly unknown[]).includes(choices.match) ? (choices.match as MatchTo) : 1,
    firstPlacer: choices.first === 1 ? 1 : 0,
    full: [0, 0],
    half: [0, 0],
    games: [],
  }),
  controls: [
    {
      type: 'pills', id: 'level', legendKey: 'companion.moeraki.level', default: 'basic',
      choices: LEVELS.map((l) => ({ value: l, labelKey: `companion.moeraki.level.${l}` })),
    },
    {
      type: 'pills', id: 'match', legendKey: 'companion.moeraki.matchTo', default: 1,
      choices: MATCH_LENGTHS.map((n) => ({ value: n, labelKey: `companion.moeraki.match${n}` })),
    },
    { type: 'pills', id: 'first', legendKey: 'companion.moeraki.firstBall', default: 0, choices: [{ value: 0, seat: 0 }, { value: 1, seat: 1 }] },
  ],
  // Seat 0 plays the black Matau tribe, seat 1 the white Manaia (as in the app's game).
  seatLabel: (seat) => ({ key: seat === 0 ? 'companion.moeraki.blackSeat' : 'companion.moeraki.whiteSeat' }),
  screen: () => import('./sheet-screen').then((m) => m.moerakiBody),
};
