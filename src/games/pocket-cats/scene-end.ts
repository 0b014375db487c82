// The end of a game as pictures, one per recorded end step, rebuilt from the view alone: the view holds the
// final grid and the steps (state.endSteps), so each earlier picture is the final one with later steps undone
// (a chased cat face up again, a turned dog turned back). Pure, so the order and the running scores are tested.
import type { Seat } from '../../engine/types';
import { tileDef, type ClanId, type PreyKind, type TileId } from './data';
import { turned } from './grid';
import type { EndStep } from './state';
import type { CellView, PocketCatsView } from './view';

export interface CaptureMark { cell: number; tile: TileId; attack: number[]; winner: Seat | null }

/** A line for the banner: a text key and its parameters (clan ids are turned into names when shown). */
export interface Line { key: string; params: Record<string, string | number>; clans?: Record<string, ClanId> }

export interface EndFrame {
  kind: 'turnDog' | 'skipDog' | 'dogs' | 'capture' | 'bonus' | 'scoring';
  /** The grid once this step is done. */
  grid: CellView[];
  /** Each seat's score once this step is done (capture: the prey's points added up; scoring: the final score). */
  running: number[];
  /** The prey marks to show (from the capture step on). */
  captures: CaptureMark[];
  lines: Line[];
  /** turnDog: the dog's cell and way; dogs: the chased cats with the dog that chased them. */
  dog?: { cell: number; clockwise: boolean };
  hits?: { dog: number; cell: number }[];
  /** scoring: the winners of this game and whether the prey count decided. */
  winners?: Seat[];
  byPreyCount?: boolean;
  products?: { seat: Seat; kind: PreyKind; points: number }[];
}

export interface EndStory {
  /** The grid before the first end step (after the last swap). */
  start: CellView[];
  frames: EndFrame[];
}

const points = (tile: TileId): number => {
  const t = tileDef(tile);
  return t.kind === 'prey' ? t.points : 0;
};

/** The grid before `steps` were applied, from the grid after them. */
function undoSteps(grid: CellView[], steps: readonly EndStep[]): CellView[] {
  const g = grid.map((c) => ({ ...c }));
  for (let i = steps.length - 1; i >= 0; i--) {
    const s = steps[i];
    if (s.step === 'dogsAttack') {
      for (const h of s.hits) g[h.cell] = { faceUp: true, tile: h.tile, rot: 0, attacked: false };
    } else if (s.step === 'effect' && s.rule === 'turnOneDog' && s.cell !== null && s.clockwise !== null) {
      const c = g[s.cell];
      if (c.rot !== null) g[s.cell] = { ...c, rot: turned(c.rot, !s.clockwise) };
    }
  }
  return g;
}

/** The pictures of the end, in the order the rules played it. */
export function endStory(view: PocketCatsView): EndStory {
  const steps = view.endSteps;
  const clans = view.clans as ClanId[];
  const seats = clans.length;
  const start = undoSteps(view.grid, steps);
  const frames: EndFrame[] = [];
  let grid = start.map((c) => ({ ...c }));
  let running = new Array<number>(seats).fill(0);
  let captures: CaptureMark[] = [];
  for (const s of steps) {
    switch (s.step) {
      case 'effect':
        if (s.rule === 'turnOneDog') {
          if (s.cell !== null && s.clockwise !== null) {
            grid = grid.map((c) => ({ ...c }));
            const c = grid[s.cell];
            if (c.rot !== null) grid[s.cell] = { ...c, rot: turned(c.rot, s.clockwise) };
            frames.push({ kind: 'turnDog', grid, running, captures, dog: { cell: s.cell, clockwise: s.clockwise },
              lines: [{ key: 'pocketCats.stepTurnedDog', params: {}, clans: { clan: s.clan } }] });
          } else {
            frames.push({ kind: 'skipDog', grid, running, captures, lines: [{ key: 'pocketCats.stepSkippedDog', params: {}, clans: { clan: s.clan } }] });
          }
        } else {
          running = running.slice();
          running[s.seat] += s.points;
          frames.push({ kind: 'bonus', grid, running, captures, lines: [{ key: 'pocketCats.stepBonus', params: { points: s.points }, clans: { clan: s.clan } }] });
        }
        break;
      case 'dogsAttack': {
        grid = grid.map((c) => ({ ...c }));
        for (const h of s.hits) grid[h.cell] = { faceUp: false, tile: h.tile, rot: 0, attacked: true };
        frames.push({ kind: 'dogs', grid, running, captures, hits: s.hits.map((h) => ({ dog: h.dog, cell: h.cell })),
          lines: [{ key: 'pocketCats.stepDogs', params: { count: s.hits.length } }] });
        break;
      }
      case 'preyCaptured': {
        captures = s.prey.map((p) => ({ ...p, attack: p.attack.slice() }));
        running = running.slice();
        const counts = new Array<number>(seats).fill(0);
        for (const p of s.prey) if (p.winner !== null) { running[p.winner] += points(p.tile); counts[p.winner]++; }
        frames.push({ kind: 'capture', grid, running, captures,
          lines: [{ key: 'pocketCats.ui.preyLine', params: { na: counts[0], nb: counts[1] }, clans: { a: clans[0], b: clans[1] } }] });
        break;
      }
      case 'scoring': {
        running = s.scores.slice();
        const lines: Line[] = [];
        for (const p of s.products) lines.push({ key: p.kind === 'pigeon' ? 'pocketCats.stepPigeons' : 'pocketCats.stepFlies', params: {}, clans: {} });
        clans.forEach((clan, seat) => lines.push({ key: 'pocketCats.stepScore', params: { points: s.scores[seat] }, clans: { clan } }));
        frames.push({ kind: 'scoring', grid, running, captures, lines, winners: s.winners.slice(), byPreyCount: s.byPreyCount, products: s.products });
        break;
      }
    }
  }
  return { start, frames };
}

/** Which seat a product kind belongs to in a scoring frame's lines (for the banner's colour mark). */
export function productSeat(frame: EndFrame, kind: PreyKind): Seat | null {
  return frame.products?.find((p) => p.kind === kind)?.seat ?? null;
}
