// Clan effects and chiefs' abilities as small named rules. Data (data.ts) says which clan has which; this file
// says when each acts (its moment) and answers the questions the rules, the end and the bots ask of them.
// A clan card with a new kind of effect needs a new named rule here; a clan reusing these is data only.
import { CLANS, COUNTED_ATTACK, clanDef, tileDef, type ClanId, type Edition, type Moment, type RuleName, type TileDef } from './data';
import { AROUND, DIAGONAL_ONE_OR_TWO, ONE_OR_TWO, ORTHOGONAL } from './grid';
import type { Cell, PocketCatsOptions } from './state';

/** When each named rule acts. */
export const MOMENT: Record<RuleName, Moment> = {
  swapWithDog: 'turn',
  reachDiagonally: 'turn',
  stayPut: 'turn',
  moveOtherPrey: 'turn',
  turnAdjacentDog: 'beforeDogs',
  turnAnyDog: 'beforeDogs',
  chiefToCentre: 'beforeDogs',
  dogProof: 'dogs',
  knockOutWeaker: 'afterDogs',
  countedAttack: 'afterDogs',
  catchDiagonally: 'capture',
  catchInLine: 'capture',
  completePair: 'capture',
  bonusPerPrey: 'scoring',
  bonusPerFaceUpCat: 'scoring',
};

/** Rules that are the chief's own (they act only while the chief is face up, from where it lies). */
export const CHIEF_RULES: ReadonlySet<RuleName> = new Set(['turnAdjacentDog', 'chiefToCentre', 'dogProof', 'knockOutWeaker', 'catchDiagonally', 'catchInLine', 'completePair']);

/** What a game's rules need to know of its setup. */
export type Game = { options: Pick<PocketCatsOptions, 'effects' | 'edition'>; clans: readonly (ClanId | null)[] };

/** Does `clan`'s card (effect or chief) have `rule` in play? Clan effects on; the Chaoticats' counted attack
 *  always (their tiles print no number: our decision, in the rules text). */
export function hasRule(game: Game, clan: ClanId | null, rule: RuleName): boolean {
  if (clan === null) return false;
  const def = clanDef(clan, game.options.edition);
  if (!def) return false;
  if (rule === 'countedAttack') return def.effect === rule;
  return game.options.effects && (def.effect === rule || def.chief === rule);
}

/** The seat whose clan has `rule` in play, or -1. */
export function seatWith(game: Game, rule: RuleName): number {
  return game.clans.findIndex((c) => hasRule(game, c, rule));
}

/** The cell of `clan`'s chief while it is face up, or -1. */
export function chiefCell(grid: readonly Cell[], clan: ClanId): number {
  for (let i = 0; i < grid.length; i++) {
    const c = grid[i];
    if (!c.faceUp) continue;
    const t = tileDef(c.tile);
    if (t.kind === 'cat' && t.chief && t.clan === clan) return i;
  }
  return -1;
}

/** How many of `clan`'s cats are face up. */
export function faceUpCats(grid: readonly Cell[], clan: ClanId): number {
  let n = 0;
  for (const c of grid) {
    if (!c.faceUp) continue;
    const t = tileDef(c.tile);
    if (t.kind === 'cat' && t.clan === clan) n++;
  }
  return n;
}

/** Are `clan`'s cats counted (Chaoticats) rather than printed? */
export const isCounted = (clan: ClanId): boolean => CLANS[clan].cats[0].attack === 'counted';

/** A cat's attack points on this grid: printed, or counted (Chaoticats: by how many of them are face up). */
export function attackOf(t: Extract<TileDef, { kind: 'cat' }>, grid: readonly Cell[]): number {
  return t.attack === 'counted' ? COUNTED_ATTACK[faceUpCats(grid, t.clan)] : t.attack;
}

/** A clan's chief's attack as printed (a counted chief with all five face up, as at the start of the end):
 *  orders the end-of-game effects. */
export function chiefAttack(clan: ClanId, edition: Edition = 'published'): number {
  const chief = clanDef(clan, edition)?.cats.find((c) => c.chief);
  if (!chief) return 0;
  return chief.attack === 'counted' ? COUNTED_ATTACK[5] : chief.attack;
}

// ---------- on a turn ----------

/** The cells the flipped tile at `from` may reach by its clan effect (the mover's clan), beyond its ordinary
 *  moves: Royal Claws, a flipped cat to any face-up dog; Defenders, a flipped cat 1 or 2 spaces diagonally. */
export function clanSwapTargets(grid: readonly Cell[], game: Game, clan: ClanId | null, from: number): number[] {
  if (tileDef(grid[from].tile).kind !== 'cat') return [];
  if (hasRule(game, clan, 'swapWithDog')) {
    const ordinary = ONE_OR_TWO[from];
    const out: number[] = [];
    grid.forEach((c, i) => { if (i !== from && c.faceUp && tileDef(c.tile).kind === 'dog' && !ordinary.includes(i)) out.push(i); });
    return out;
  }
  if (hasRule(game, clan, 'reachDiagonally')) return DIAGONAL_ONE_OR_TWO[from].slice();
  return [];
}

/** Power Cats: the flipped tile is a cat, so it may stay where it is. */
export const mayStay = (grid: readonly Cell[], game: Game, clan: ClanId | null, from: number): boolean =>
  hasRule(game, clan, 'stayPut') && tileDef(grid[from].tile).kind === 'cat';

/** Polterkitties: the prey that may move instead of the flipped prey at `from` (every other face-up prey), or
 *  none when the flipped tile is not a prey. */
export function otherPrey(grid: readonly Cell[], game: Game, clan: ClanId | null, from: number): number[] {
  if (!hasRule(game, clan, 'moveOtherPrey') || tileDef(grid[from].tile).kind !== 'prey') return [];
  const out: number[] = [];
  grid.forEach((c, i) => { if (i !== from && c.faceUp && tileDef(c.tile).kind === 'prey') out.push(i); });
  return out;
}

/** Where another prey at `prey` may go (a prey's moves), never onto the flipped prey, which stays. */
export const otherPreyTargets = (prey: number, flipped: number): number[] => AROUND[prey].filter((c) => c !== flipped);

// ---------- before the dogs ----------

/** The dogs a chief's (or the draft clan's) turning ability may turn: face-up dogs orthogonally next to the
 *  face-up chief, or (draft) any face-up dog. */
export function turnableDogs(grid: readonly Cell[], clan: ClanId, rule: 'turnAdjacentDog' | 'turnAnyDog'): number[] {
  const isDog = (i: number) => grid[i].faceUp && tileDef(grid[i].tile).kind === 'dog';
  if (rule === 'turnAnyDog') return grid.flatMap((_, i) => (isDog(i) ? [i] : []));
  const chief = chiefCell(grid, clan);
  return chief < 0 ? [] : ORTHOGONAL[chief].filter(isDog).sort((a, b) => a - b);
}
