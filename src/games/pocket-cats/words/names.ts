// Names of what is visible, in the player's language: tiles, clans, a cell for a screen reader. A face-down
// tile is only ever "a face-down tile": its identity is never named (the view does not even hold it).
import { getLanguage, t } from '../../../base/i18n';
import { CLANS, tileDef, type ClanId, type TileId } from '../rules/data';
import { attackOf } from '../rules/effects';
import { rotateDir } from '../rules/grid';
import type { CellView } from '../rules/view';
import { asCells, type Line } from '../screen/scene-end';

export const clanName = (clan: ClanId | null): string => (clan ? CLANS[clan].name[getLanguage()] ?? CLANS[clan].name.en : '');

/** "mouse (3)", "Royal Claws chief (5)", "dog"; a counted cat (Chaoticats) with `counted`, its attack now. */
export function tileName(tile: TileId, counted: number | null = null): string {
  const d = tileDef(tile);
  switch (d.kind) {
    case 'prey': return t(`pocketCats.${d.prey}`, { points: d.points });
    case 'dog': return t('pocketCats.dog');
    case 'cat':
      if (d.attack !== 'counted') return t(d.chief ? 'pocketCats.chief' : 'pocketCats.cat', { clan: clanName(d.clan), attack: d.attack });
      if (counted === null) return t(d.chief ? 'pocketCats.ui.countedChiefAny' : 'pocketCats.ui.countedCatAny', { clan: clanName(d.clan) });
      return t(d.chief ? 'pocketCats.ui.countedChief' : 'pocketCats.ui.countedCat', { clan: clanName(d.clan), attack: counted });
  }
}

/** A counted cat's attack on this grid (by how many of its clan are face up), or null for any other tile. */
export function countedAttack(grid: readonly CellView[], cell: number): number | null {
  const c = grid[cell];
  if (!c?.faceUp || c.tile === null) return null;
  const d = tileDef(c.tile);
  return d.kind === 'cat' && d.attack === 'counted' ? attackOf(d, asCells(grid)) : null;
}

/** What a player sees on a cell: a face-down back, a chased cat, or the face with a dog's arrows as they point
 *  now (and a counted cat's attack on `grid`). */
export function visibleName(c: CellView, grid: readonly CellView[] = [], cell = -1): string {
  if (c.tile === null) return t('pocketCats.faceDown');
  if (!c.faceUp) return t('pocketCats.ui.chased', { tile: tileName(c.tile) });
  const d = tileDef(c.tile);
  if (d.kind === 'dog') {
    const dirs = d.arrows.map((a) => t(`pocketCats.dir.${rotateDir(a, c.rot ?? 0)}`)).join(', ');
    return t('pocketCats.ui.dogArrows', { dirs });
  }
  return tileName(c.tile, cell >= 0 ? countedAttack(grid, cell) : null);
}

/** A banner line in words (clan ids become names). */
export function lineText(line: Line): string {
  const params: Record<string, string | number> = { ...line.params };
  for (const [k, clan] of Object.entries(line.clans ?? {})) params[k] = clanName(clan);
  for (const [k, tile] of Object.entries(line.tiles ?? {})) params[k] = tileName(tile);
  return t(line.key, params);
}
