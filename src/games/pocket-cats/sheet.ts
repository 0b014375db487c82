// Pocket Cats score sheet arithmetic: which clan won each prey tile, the clans' bonus points (clan effects),
// the totals with the pigeon and fly products, and the winner (tie: more prey tiles, then shared). Scoring is
// the game's own scoreOf / winnersOf (rulebook "End of the game"), without effects: a bonus is entered by hand
// since the physical box has clans whose cards this app does not know.
import { scoreOf, winnersOf } from './end';
import { PREY, type PreyKind } from './data';

/** The box's ten prey tiles, in sheet order: mice 1–6, pigeons 2 and 5, flies 3 and 4. */
export const POCKET_PREY: readonly { id: string; kind: PreyKind; points: number }[] = PREY;
export { POCKET_MAX_BONUS } from './sheet-kind';

export interface PocketCatsData {
  /** Per prey tile (POCKET_PREY order): the clan (seat 0 or 1) that won it, or null (nobody, a tie). */
  won: (number | null)[];
  /** Victory points from clan effects, per clan (e.g. Gourmets: 1 per prey won). */
  bonus: number[];
}

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

export function pocketCatsResult(data: PocketCatsData): PocketCatsResult {
  const clans = [0, 1].map((seat): PocketClanScore => {
    const won = POCKET_PREY.filter((_, i) => data.won[i] === seat).map((p) => p.id);
    // Clan 'gourmets' only names a clan: with effects off, no clan rule applies.
    const score = scoreOf(won, 'gourmets', false);
    const bonus = data.bonus[seat] ?? 0;
    return { prey: score.points, bonus, total: score.points + bonus, preyCount: won.length, products: score.products };
  });
  const { winners, byPreyCount } = winnersOf(clans.map((c) => c.total), clans.map((c) => c.preyCount));
  return { clans, winners, byPreyCount };
}
