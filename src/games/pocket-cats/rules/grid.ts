// The 5-by-5 grid's geometry: cells are numbered 0..24 row by row from the top left (row = cell / 5,
// column = cell % 5). Neighbour tables are computed once.
import { DIRS, type Dir, type Rotation } from './data';

export const SIZE = 5;
export const CELLS = SIZE * SIZE;
/** The centre tile is turned face up at setup. */
export const CENTRE = 12;

export const rowOf = (cell: number): number => Math.floor(cell / SIZE);
export const colOf = (cell: number): number => cell % SIZE;
export const cellAt = (row: number, col: number): number => row * SIZE + col;
export const isCell = (cell: unknown): cell is number => Number.isInteger(cell) && (cell as number) >= 0 && (cell as number) < CELLS;

const STEP: Record<Dir, [number, number]> = {
  N: [-1, 0], NE: [-1, 1], E: [0, 1], SE: [1, 1], S: [1, 0], SW: [1, -1], W: [0, -1], NW: [-1, -1],
};

/** The cell one step from `cell` in direction `dir`, or -1 off the grid. */
export function stepFrom(cell: number, dir: Dir): number {
  const r = rowOf(cell) + STEP[dir][0];
  const c = colOf(cell) + STEP[dir][1];
  return r >= 0 && r < SIZE && c >= 0 && c < SIZE ? cellAt(r, c) : -1;
}

/** A direction after `rot` quarter turns clockwise. */
export const rotateDir = (dir: Dir, rot: Rotation): Dir => DIRS[(DIRS.indexOf(dir) + 2 * rot) % 8];

/** A rotation after one quarter turn either way. */
export const turned = (rot: Rotation, clockwise: boolean): Rotation => ((rot + (clockwise ? 1 : 3)) % 4) as Rotation;

const table = (f: (cell: number) => number[]): number[][] => Array.from({ length: CELLS }, (_, cell) => f(cell));
const around = (dirs: readonly Dir[]) => (cell: number): number[] => dirs.map((d) => stepFrom(cell, d)).filter((c) => c >= 0);

/** The up-to-8 tiles around a cell. */
export const AROUND: readonly (readonly number[])[] = table(around(DIRS));
/** Orthogonally adjacent (left, right, above, below: the glossary). */
export const ORTHOGONAL: readonly (readonly number[])[] = table(around(['N', 'E', 'S', 'W']));
export const DIAGONAL: readonly (readonly number[])[] = table(around(['NE', 'SE', 'SW', 'NW']));

/** Cells 1 or 2 steps from a cell in the directions given. */
const oneOrTwo = (dirs: readonly Dir[]) => (cell: number): number[] => {
  const out: number[] = [];
  for (const d of dirs) {
    const one = stepFrom(cell, d);
    if (one < 0) continue;
    out.push(one);
    const two = stepFrom(one, d);
    if (two >= 0) out.push(two);
  }
  return out.sort((a, b) => a - b);
};

/** Cells 1 or 2 spaces away in the same row or column (a cat's swap). */
export const ONE_OR_TWO: readonly (readonly number[])[] = table(oneOrTwo(['N', 'E', 'S', 'W']));
/** Cells 1 or 2 spaces away diagonally (what the Defenders of Justice's effect adds to a cat's swap). */
export const DIAGONAL_ONE_OR_TWO: readonly (readonly number[])[] = table(oneOrTwo(['NE', 'SE', 'SW', 'NW']));

/** Every other cell of the same row or column (a dog's swap). */
export const SAME_LINE: readonly (readonly number[])[] = table((cell) =>
  Array.from({ length: CELLS }, (_, c) => c).filter((c) => c !== cell && (rowOf(c) === rowOf(cell) || colOf(c) === colOf(cell))));

/** The cells a dog at `cell` targets: its arrows turned by `rot`, those that stay on the grid. */
export function dogTargets(cell: number, arrows: readonly Dir[], rot: Rotation): number[] {
  const out: number[] = [];
  for (const a of arrows) {
    const t = stepFrom(cell, rotateDir(a, rot));
    if (t >= 0) out.push(t);
  }
  return out;
}
