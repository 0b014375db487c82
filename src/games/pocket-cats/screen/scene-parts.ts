// The Pocket Cats grid as kept parts (src/scene/kept-parts.ts): under the tiles a target's lit place, each tile
// with the marks drawn on it (what a tap does, the flipped ring, a chief's or a threat's mark), over them an end
// step's glow and a caught prey's mark. Each part's inputs hold everything its drawing reads, so a selection or a
// new view rebuilds only the cells whose look changed. Pure (no PixiJS), so the keying is tested in node.
import { PALETTE } from '../../../scene/theme';
import { CLAN_LOOK } from './clan-look';
import { tileDef, type ClanId } from '../rules/data';
import { dogTargets } from '../rules/grid';
import type { CaptureMark } from './scene-end';
import type { Rect } from './scene-layout';
import type { CellAct, Choice } from './scene-choice';
import { countedAttack } from '../words/names';
import type { CellView } from '../rules/view';

/** The mark of what a tap on a tile does (drawn on the tile, so it flips and flies with it). */
export type TileMark =
  /** A swap target: gold with a dot, or the clan effect's in the mover's colour with its clan mark. */
  | { kind: 'target'; colour: number; clan: ClanId | null }
  | { kind: 'flip' }
  /** The flipped cat may stay: its clan's mark in the corner. */
  | { kind: 'stay'; colour: number; clan: ClanId }
  | { kind: 'prey'; colour: number; selected: boolean }
  | { kind: 'dog'; selected: boolean };

/** Everything a tile's part draws besides its place. */
export interface TileLook {
  cell: CellView;
  /** A counted cat's attack on the grid as drawn (null for any other tile). */
  counted: number | null;
  /** The tile just flipped (its gold ring). */
  flipped: boolean;
  mark: TileMark | null;
  /** The ring round the chief whose ability waits, in the mover's colour (null: none). */
  acting: number | null;
  /** A cat a face-up dog points at (before the dogs). */
  threatened: boolean;
}

/** What the grid is drawn from (the scene gathers it from the view, the legal moves and the end step shown). */
export interface GridInputs {
  grid: readonly CellView[];
  /** What a tap does on each cell (all null while no move is offered). */
  acts: readonly CellAct[];
  pick: Choice;
  flipped: number | null;
  threats: ReadonlySet<number>;
  /** The chief whose ability waits (-1: none). */
  acting: number;
  /** The clan of the seat that moves now (null: nobody here moves). */
  mover: ClanId | null;
  /** The tiles the end step shown touched, and its seat's colour. */
  glow: { cells: ReadonlySet<number>; colour: number };
  captures: readonly CaptureMark[];
  /** Each seat's clan (a prey mark is in its winner's colours). */
  clans: readonly (ClanId | null)[];
}

export interface Part<T> { id: string; cell: number; inputs: T }
export type OverInputs = { kind: 'glow'; r: Rect; colour: number } | { kind: 'prey'; r: Rect; capture: CaptureMark; clan: ClanId | null };

export interface GridParts {
  /** Under the tiles: a target's lit place. */
  under: Part<{ r: Rect; colour: number }>[];
  tiles: Part<{ r: Rect; look: TileLook }>[];
  /** Over the tiles, cell by cell: the glow, then the prey mark. */
  over: Part<OverInputs>[];
}

/** The grid's parts, keyed by what they are and their cell; `rect` places a cell. */
export function gridParts(o: GridInputs, rect: (cell: number) => Rect): GridParts {
  const out: GridParts = { under: [], tiles: [], over: [] };
  const effectColour = o.mover ? CLAN_LOOK[o.mover].colour : PALETTE.gold;
  const caught = new Map(o.captures.map((c) => [c.cell, c]));
  o.grid.forEach((c, cell) => {
    const r = rect(cell);
    const act = o.acts[cell] ?? null;
    // Ordinary targets are gold; the clan effect's (in its mode) are in the mover's clan colour with its mark.
    const byEffect = act === 'clanSwap' || act === 'preyTo' || (act === 'swap' && o.pick.mode !== 'usual');
    if (act === 'swap' || byEffect) out.under.push({ id: `lit ${cell}`, cell, inputs: { r, colour: byEffect ? effectColour : PALETTE.gold } });
    const look: TileLook = {
      cell: c, counted: countedAttack(o.grid, cell), flipped: cell === o.flipped, mark: tileMark(act, byEffect, cell, o, effectColour),
      acting: cell === o.acting ? effectColour : null, threatened: o.threats.has(cell),
    };
    out.tiles.push({ id: `tile ${cell}`, cell, inputs: { r, look } });
    if (o.glow.cells.has(cell)) out.over.push({ id: `glow ${cell}`, cell, inputs: { kind: 'glow', r, colour: o.glow.colour } });
    const capture = caught.get(cell);
    if (capture) {
      const clan = capture.winner === null ? null : o.clans[capture.winner] ?? null;
      out.over.push({ id: `prey ${cell}`, cell, inputs: { kind: 'prey', r, capture, clan } });
    }
  });
  return out;
}

function tileMark(act: CellAct, byEffect: boolean, cell: number, o: GridInputs, colour: number): TileMark | null {
  if (act === 'swap' || byEffect) return { kind: 'target', colour: byEffect ? colour : PALETTE.gold, clan: byEffect ? o.mover : null };
  switch (act) {
    case 'flip': return { kind: 'flip' };
    case 'stay': return o.mover ? { kind: 'stay', colour, clan: o.mover } : null;
    case 'prey': return { kind: 'prey', colour, selected: cell === o.pick.prey };
    case 'dog': return { kind: 'dog', selected: cell === o.pick.dog };
    default: return null;
  }
}

/** Cats a face-up dog points at (shown while a dog may still be turned). */
export function threatenedCats(grid: readonly CellView[]): Set<number> {
  const out = new Set<number>();
  grid.forEach((c, cell) => {
    if (!c.faceUp || c.tile === null || c.rot === null) return;
    const d = tileDef(c.tile);
    if (d.kind !== 'dog') return;
    for (const target of dogTargets(cell, d.arrows, c.rot)) {
      const v = grid[target];
      if (v?.faceUp && v.tile !== null && tileDef(v.tile).kind === 'cat') out.add(target);
    }
  });
  return out;
}
