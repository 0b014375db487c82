// Pocket Cats' score sheet in the companion: each seat's clan, clan effects on or off, who won each prey tile,
// and what the clans' bonuses need (how many Crooks are still face up). The arithmetic (sheet.ts) and the screen
// load when a sheet opens.
// Sheets kept before the published tiles were known hold no edition: they read as 'draft' (mice 1 to 6, the
// bonuses entered by hand), so an old sheet still shows what was written on it.
import * as v from 'valibot';
import { Int, Pair } from '../../../sheet/fields';
import type { SheetKind } from '../../entry';
import type { PocketCatsData } from './sheet';
import { BOX_CLANS } from '../rules/setup';

/** The box's ten prey tiles (the game's PREY, kept out of the home screen; a test keeps them equal). */
export const POCKET_PREY_COUNT = 10;
/** A clan's cat tiles (a test keeps it equal to the data). */
export const POCKET_CATS_PER_CLAN = 5;
export const POCKET_MAX_BONUS = 99;

const Won = v.pipe(v.array(v.nullable(Int(0, 1))), v.length(POCKET_PREY_COUNT));
const Clan = v.picklist(BOX_CLANS);

const PublishedSheet = v.object({
  edition: v.literal('published'),
  won: Won,
  clans: v.tuple([Clan, Clan]),
  effects: v.boolean(),
  /** Per seat, its clan's cats still face up at the end (the Crooks' bonus). */
  faceUp: Pair(Int(0, POCKET_CATS_PER_CLAN)),
});

const DraftSheet = v.object({
  edition: v.optional(v.literal('draft'), 'draft'),
  won: Won,
  bonus: Pair(Int(0, POCKET_MAX_BONUS)),
});

export const pocketCatsSheet: SheetKind<PocketCatsData> = {
  blurbKey: 'companion.kind.pocketCats',
  schema: v.union([PublishedSheet, DraftSheet]),
  // The box has one set of each clan.
  fits: (data) => data.edition !== 'published' || data.clans[0] !== data.clans[1],
  // The first game's clans without effects, as the rulebook advises; each seat changes its clan on the sheet.
  fresh: () => ({
    edition: 'published', won: new Array<number | null>(POCKET_PREY_COUNT).fill(null), clans: [BOX_CLANS[0], BOX_CLANS[1]], effects: false, faceUp: [0, 0],
  }),
  seatLabel: (seat) => ({ key: 'companion.pocket.clanSeat', params: { n: seat + 1 } }),
  screen: () => import('./sheet-screen').then((m) => m.pocketCatsBody),
};
