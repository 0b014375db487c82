// Pocket Cats score sheet arithmetic: which clan won each prey tile, the clans' bonuses, the totals with the
// pigeon and fly products, and the winner (tie: more prey tiles, then shared). Scoring is the game's own
// (end.ts scoreOf, winnersOf); which bonus a clan has is its card's (effects.ts hasRule): with clan effects,
// Gourmets +1 per prey won, Crooks +1 per Crook still face up (the sheet asks how many), the others none.
// An old sheet (edition 'draft') keeps its draft prey values and the bonuses entered by hand.
import { scoreOf, winnersOf } from '../rules/end';
import { hasRule, type Game } from '../rules/effects';
import { DRAFT, PREY, type ClanId, type PreyDef, type PreyKind } from '../rules/data';

/** The box's ten prey tiles, in sheet order: mice 3, 4, 4, 5, 5, 6, pigeons 2 and 5, flies 3 and 4. */
export const POCKET_PREY: readonly PreyDef[] = PREY;
/** An old sheet's prey, in the same order by kind: the draft mice 1–6, pigeons, flies. */
export const DRAFT_PREY: readonly PreyDef[] = DRAFT.prey;

export interface PocketCatsSheetData {
  edition: 'published';
  /** Per prey tile (POCKET_PREY order): the clan (seat 0 or 1) that won it, or null (nobody, a tie). */
  won: (number | null)[];
  /** Each seat's clan (different: the box has one set of each). */
  clans: [ClanId, ClanId];
  /** Clan effects in play (the first game is played without). */
  effects: boolean;
  /** Per seat, its clan's cats still face up at the end (counted for the Crooks' bonus). */
  faceUp: number[];
}

/** A sheet kept before the published tiles were known. */
export interface PocketCatsDraftData {
  edition: 'draft';
  won: (number | null)[];
  /** Victory points from clan effects, per clan, entered by hand. */
  bonus: number[];
}

export type PocketCatsData = PocketCatsSheetData | PocketCatsDraftData;

export type BonusRule = 'bonusPerPrey' | 'bonusPerFaceUpCat';

export interface PocketClanScore {
  /** Points for the prey (products included), without the bonus. */
  prey: number;
  bonus: number;
  total: number;
  preyCount: number;
  /** Kinds this clan holds every tile of, with their product (pigeons 2 × 5 = 10, flies 3 × 4 = 12). */
  products: { kind: PreyKind; points: number }[];
}

export interface PocketCatsResult {
  clans: PocketClanScore[];
  winners: number[];
  /** The winner was found by counting prey tiles (equal points). */
  byPreyCount: boolean;
}

/** The sheet's prey tiles: the published ones, or an old sheet's draft ones. */
export const preyOf = (data: PocketCatsData): readonly PreyDef[] => (data.edition === 'draft' ? DRAFT_PREY : POCKET_PREY);

/** The scoring bonuses `seat`'s clan has in play on this sheet (none on an old sheet: entered by hand). */
export function bonusRulesOf(data: PocketCatsData, seat: number): BonusRule[] {
  if (data.edition === 'draft') return [];
  const game: Game = { options: { effects: data.effects, edition: 'published' }, clans: data.clans };
  return (['bonusPerPrey', 'bonusPerFaceUpCat'] as const).filter((rule) => hasRule(game, data.clans[seat], rule));
}

function bonusOf(data: PocketCatsData, seat: number, preyWon: number): number {
  if (data.edition === 'draft') return data.bonus[seat] ?? 0;
  return bonusRulesOf(data, seat).reduce((sum, rule) => sum + (rule === 'bonusPerPrey' ? preyWon : data.faceUp[seat] ?? 0), 0);
}

export function pocketCatsResult(data: PocketCatsData): PocketCatsResult {
  const prey = preyOf(data);
  const clans = [0, 1].map((seat): PocketClanScore => {
    const won = prey.filter((_, i) => data.won[i] === seat).map((p) => p.id);
    const score = scoreOf(won);
    const bonus = bonusOf(data, seat, won.length);
    return { prey: score.points, bonus, total: score.points + bonus, preyCount: won.length, products: score.products };
  });
  const { winners, byPreyCount } = winnersOf(clans.map((c) => c.total), clans.map((c) => c.preyCount));
  return { clans, winners, byPreyCount };
}
