// The grid's kept parts (scene-parts.ts): keyed by what they are and their cell, their inputs holding what is
// drawn, so a selection or a flip changes the inputs of the cells it concerns and nothing else.
import { describe, expect, it } from 'vitest';
import { sameState } from '../../../engine/equal';
import { PALETTE } from '../../../scene/theme';
import { CLAN_LOOK } from './clan-look';
import { clanDef, tileDef, type ClanId } from '../rules/data';
import { legalEvents } from '../rules/rules';
import { NO_CHOICE, cellAct, type Choice, type TapContext } from './scene-choice';
import { cellRect, pocketLayout } from './scene-layout';
import { gridParts, type GridInputs, type GridParts } from './scene-parts';
import { at, position } from '../test/testkit';
import { viewOf } from '../rules/view';

const L = pocketLayout(1024, 768);
const rect = (cell: number) => cellRect(L, cell);

/** The grid inputs of a position after seat 0's flip of `flipped`, with `pick` chosen. */
function afterFlip(rows: string, clans: [ClanId, ClanId], flipped: number, pick: Choice = NO_CHOICE): GridInputs {
  const s = position(rows, { effects: true, clans, turn: 0, flipped });
  const legal = legalEvents(s, 0);
  const ctx: TapContext = { phase: s.phase, flipped, effect: clanDef(clans[0])!.effect, isDog: (c) => s.grid[c].faceUp && tileDef(s.grid[c].tile).kind === 'dog' };
  return inputs(viewOf(s, 0).grid, {
    acts: s.grid.map((_, cell) => cellAct(legal, pick, ctx, cell)), pick, flipped, mover: clans[0], clans,
  });
}

function inputs(grid: GridInputs['grid'], o: Partial<GridInputs> = {}): GridInputs {
  return {
    grid, acts: grid.map(() => null), pick: NO_CHOICE, flipped: null, threats: new Set(), acting: -1, mover: null,
    glow: { cells: new Set(), colour: PALETTE.gold }, captures: [], clans: ['royal-claws', 'gourmets'], ...o,
  };
}

/** The ids of the parts a redraw from `a` to `b` builds: new ones, and those whose inputs differ (the parts gone
 *  are only destroyed). */
function rebuilt(a: GridParts, b: GridParts): string[] {
  const before = new Map([...a.under, ...a.tiles, ...a.over].map((p) => [p.id, p.inputs]));
  return [...b.under, ...b.tiles, ...b.over].filter((p) => !before.has(p.id) || !sameState(before.get(p.id), p.inputs)).map((p) => p.id).sort();
}

const tiles = (...cells: number[]) => cells.map((c) => `tile ${c}`);

const ROYAL = `*  *   * * Dn
               *  *   * * *
               R1 Dwe * * *
               *  *   * * *
               *  *   * * *`;

describe('the grid as kept parts', () => {
  it('one part per tile, keyed by its cell; a lit place under each target; the same inputs draw nothing again', () => {
    const parts = gridParts(afterFlip(ROYAL, ['royal-claws', 'gourmets'], at(2, 0)), rect);
    expect(parts.tiles.map((p) => p.id)).toEqual(Array.from({ length: 25 }, (_, c) => `tile ${c}`));
    expect(parts.under.map((p) => p.cell)).toEqual([at(0, 0), at(1, 0), at(2, 1), at(2, 2), at(3, 0), at(4, 0)]);
    expect(parts.tiles[at(2, 0)].inputs.look.flipped).toBe(true);
    expect(parts.tiles[at(0, 0)].inputs.look.mark).toEqual({ kind: 'target', colour: PALETTE.gold, clan: null });
    expect(rebuilt(parts, gridParts(afterFlip(ROYAL, ['royal-claws', 'gourmets'], at(2, 0)), rect))).toEqual([]);
  });

  it('choosing the clan effect rebuilds only the tiles (and lit places) whose targets changed', () => {
    const usual = gridParts(afterFlip(ROYAL, ['royal-claws', 'gourmets'], at(2, 0)), rect);
    const dogs = gridParts(afterFlip(ROYAL, ['royal-claws', 'gourmets'], at(2, 0), { ...NO_CHOICE, mode: 'clanSwap' }), rect);
    // The ordinary targets go dark, the far dog lights up, the near dog stays lit in the clan's colour.
    const lit = [at(0, 4), at(2, 1)];
    expect(rebuilt(usual, dogs)).toEqual([...lit.map((c) => `lit ${c}`), ...tiles(at(0, 0), at(1, 0), at(2, 2), at(3, 0), at(4, 0), ...lit)].sort());
    expect(dogs.under.map((p) => p.cell)).toEqual(lit);
    expect(dogs.tiles[at(0, 4)].inputs.look.mark).toEqual({ kind: 'target', colour: CLAN_LOOK['royal-claws'].colour, clan: 'royal-claws' });
  });

  it('picking the prey to move rebuilds that prey and the places it may go', () => {
    const rows = `M4a * * * *
                  *   * * * *
                  *   * M3 F3 *
                  *   * * * *
                  *   * * * *`;
    const choosing: Choice = { ...NO_CHOICE, mode: 'otherPrey' };
    const before = gridParts(afterFlip(rows, ['polterkitties', 'gourmets'], at(2, 2), choosing), rect);
    const after = gridParts(afterFlip(rows, ['polterkitties', 'gourmets'], at(2, 2), { ...choosing, prey: at(2, 3) }), rect);
    const changed = rebuilt(before, after);
    // The prey picked (ringed), the other prey no longer offered, and seven places around it.
    expect(changed.filter((id) => id.startsWith('tile'))).toHaveLength(9);
    expect(changed.filter((id) => id.startsWith('lit'))).toHaveLength(7);
    expect(after.tiles[at(2, 3)].inputs.look.mark).toEqual({ kind: 'prey', colour: CLAN_LOOK.polterkitties.colour, selected: true });
  });

  it('a counted cat\'s tile holds its attack: another of its clan face up draws it again', () => {
    const rows = (x2: string) => `X1 * * * *  * * * * *  * * ${x2} * *  * * * * *  * * * * *`;
    const grid = (x2: string) => viewOf(position(rows(x2), { effects: true, clans: ['chaoticats', 'gourmets'] }), 0).grid;
    const one = gridParts(inputs(grid('?X2')), rect);
    const two = gridParts(inputs(grid('X2')), rect);
    expect(one.tiles[0].inputs.look.counted).not.toBe(two.tiles[0].inputs.look.counted);
    expect(rebuilt(one, two)).toEqual(tiles(0, at(2, 2)));
  });

  it('an end step\'s glow and the prey marks stand over the tiles, each prey in its winner\'s colours', () => {
    const grid = viewOf(position(ROYAL), 0).grid;
    const parts = gridParts(inputs(grid, {
      glow: { cells: new Set([3]), colour: 0x123456 },
      captures: [{ cell: 3, tile: 'x', attack: [4, 2], winner: 1 }, { cell: 7, tile: 'y', attack: [1, 1], winner: null }],
    }), rect);
    expect(parts.over.map((p) => p.id)).toEqual(['glow 3', 'prey 3', 'prey 7']);
    expect(parts.over.map((p) => (p.inputs.kind === 'prey' ? p.inputs.clan : p.inputs.colour))).toEqual([0x123456, 'gourmets', null]);
  });
});
