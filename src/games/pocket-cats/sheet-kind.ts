// Pocket Cats' score sheet in the companion: who won each prey tile, and the clans' bonuses. The arithmetic
// (sheet.ts) and the screen load when a sheet opens.
import * as v from 'valibot';
import { Int, Pair } from '../../companion/sheet-fields';
import type { SheetKind } from '../entry';
import type { PocketCatsData } from './sheet';

/** The box's ten prey tiles (the game's PREY, kept out of the home screen; a test keeps them equal). */
export const POCKET_PREY_COUNT = 10;
export const POCKET_MAX_BONUS = 99;

export const pocketCatsSheet: SheetKind<PocketCatsData> = {
  blurbKey: 'companion.kind.pocketCats',
  schema: v.object({
    won: v.pipe(v.array(v.nullable(Int(0, 1))), v.length(POCKET_PREY_COUNT)),
    bonus: Pair(Int(0, POCKET_MAX_BONUS)),
  }),
  fresh: () => ({ won: new Array<number | null>(POCKET_PREY_COUNT).fill(null), bonus: [0, 0] }),
  seatLabel: (seat) => ({ key: 'companion.pocket.clanSeat', params: { n: seat + 1 } }),
  screen: () => import('./sheet-screen').then((m) => m.pocketCatsBody),
};
