// The end of a game as pictures, one per recorded end step, rebuilt from the view alone: the view holds the
// final grid and the steps (state.endSteps), so each earlier picture is the final one with later steps undone
// (a chased or knocked-out cat face up again, a turned dog turned back, the Defenders' chief back from the
// centre). Every clan's step is a picture of its own, in the rulebook's order: before the dogs, the dogs (and
// the Polterkitties' chief shrugging them off), after the dogs (the Crooks' chief, the Chaoticats' count), the
// capture (with the chiefs' reach), a pair completed, the bonuses, the scores. Pure, so it is tested in node.
import type { Seat } from '../../../engine/types';
import { tileDef, type ClanId, type PreyKind, type TileId } from '../rules/data';
import { chiefCell, hasRule, turnableDogs, type Game } from '../rules/effects';
import { DIAGONAL, ORTHOGONAL, SAME_LINE, turned } from '../rules/grid';
import type { Cell, EndStep } from '../rules/state';
import type { CellView, PocketCatsView } from '../rules/view';

export interface CaptureMark { cell: number; tile: TileId; attack: number[]; winner: Seat | null }

/** A line for the banner: a text key and its parameters (clan ids and tile ids become names when shown). */
export interface Line { key: string; params: Record<string, string | number>; clans?: Record<string, ClanId>; tiles?: Record<string, TileId> }

export type FrameKind = 'turnDog' | 'skipDog' | 'toCentre' | 'dogs' | 'dogProof' | 'knockOut' | 'counted' | 'capture' | 'pair' | 'bonus' | 'scoring';

/** The steps from the capture on, where points are counted (the plates show the running scores). */
export const SCORED_FRAMES: ReadonlySet<FrameKind> = new Set(['capture', 'pair', 'bonus', 'scoring']);

export interface EndFrame {
  kind: FrameKind;
  /** The grid once this step is done. */
  grid: CellView[];
  /** Each seat's score once this step is done (capture: the prey's points added up; scoring: the final score). */
  running: number[];
  /** The prey marks to show (from the capture step on). */
  captures: CaptureMark[];
  lines: Line[];
  /** The seat whose clan acts (effect steps). */
  seat?: Seat;
  /** turnDog: the dog's cell and way. */
  dog?: { cell: number; clockwise: boolean };
  /** toCentre: the chief's cell and the centre, swapped. */
  swap?: [number, number];
  /** dogs: the chased cats with the dog that chased them; knockOut: with the chief that knocked them out. */
  hits?: { dog: number; cell: number }[];
  /** dogProof: the chief the dogs pointed at; pair: the prey added; counted: the clan's face-up cats. */
  cells?: number[];
  /** capture: a chief's reach beyond its neighbours (Gourmets diagonally, Power Cats along the line) to a prey. */
  reaches?: { from: number; to: number; seat: Seat }[];
  /** scoring: the winners of this game and whether the prey count decided. */
  winners?: Seat[];
  byPreyCount?: boolean;
  products?: { seat: Seat; kind: PreyKind; points: number }[];
}

export interface EndStory {
  /** The grid before the first end step (after the last move). */
  start: CellView[];
  frames: EndFrame[];
}

const points = (tile: TileId): number => {
  const t = tileDef(tile);
  return t.kind === 'prey' ? t.points : 0;
};

/** The grid as the rules' questions take it (every tile is known at the end; a face-down unknown is asked
 *  nothing, since every question looks at face-up tiles only). */
export function asCells(grid: readonly CellView[]): Cell[] {
  return grid.map((c) => ({ tile: c.tile ?? '', faceUp: c.faceUp && c.tile !== null, rot: c.rot ?? 0, attacked: c.attacked }));
}

const faceUp = (tile: TileId): CellView => ({ faceUp: true, tile, rot: 0, attacked: false });
const faceDown = (tile: TileId): CellView => ({ faceUp: false, tile, rot: 0, attacked: true });

/** The grid after (forward) or before (backward) one step. */
function stepGrid(grid: CellView[], s: EndStep, forward: boolean): CellView[] {
  const g = grid.map((c) => ({ ...c }));
  if (s.step === 'dogsAttack') {
    for (const h of s.hits) g[h.cell] = forward ? faceDown(h.tile) : faceUp(h.tile);
  } else if (s.step === 'effect') {
    if ((s.rule === 'turnAdjacentDog' || s.rule === 'turnAnyDog') && s.cell !== null && s.clockwise !== null) {
      const c = g[s.cell];
      if (c.rot !== null) g[s.cell] = { ...c, rot: turned(c.rot, forward ? s.clockwise : !s.clockwise) };
    } else if (s.rule === 'chiefToCentre' && s.cells.length === 2) {
      const [a, b] = s.cells;
      [g[a], g[b]] = [g[b], g[a]];
    } else if (s.rule === 'knockOutWeaker') {
      s.cells.forEach((cell, i) => { g[cell] = forward ? faceDown(s.tiles[i]) : faceUp(s.tiles[i]); });
    }
  }
  return g;
}

/** Where the chiefs that catch beyond their neighbours reach a prey on this grid. */
function reachesOf(grid: readonly CellView[], game: Game, prey: readonly CaptureMark[]): { from: number; to: number; seat: Seat }[] {
  const cells = asCells(grid);
  const out: { from: number; to: number; seat: Seat }[] = [];
  game.clans.forEach((clan, seat) => {
    if (clan === null) return;
    const diagonal = hasRule(game, clan, 'catchDiagonally');
    const inLine = hasRule(game, clan, 'catchInLine');
    if (!diagonal && !inLine) return;
    const chief = chiefCell(cells, clan);
    if (chief < 0) return;
    for (const p of prey) {
      const reaches = diagonal ? DIAGONAL[p.cell].includes(chief) : SAME_LINE[p.cell].includes(chief) && !ORTHOGONAL[p.cell].includes(chief);
      if (reaches) out.push({ from: chief, to: p.cell, seat });
    }
  });
  return out;
}

const BONUS_KEY = { bonusPerPrey: 'pocketCats.end.bonusPerPrey', bonusPerFaceUpCat: 'pocketCats.end.bonusPerFaceUpCat' } as const;

/** The pictures of the end, in the order the rules played it. */
export function endStory(view: PocketCatsView): EndStory {
  const steps = view.endSteps;
  const clans = view.clans as ClanId[];
  const game: Game = { options: view.options, clans };
  const seats = clans.length;
  let start = view.grid.map((c) => ({ ...c }));
  for (let i = steps.length - 1; i >= 0; i--) start = stepGrid(start, steps[i], false);
  const frames: EndFrame[] = [];
  let grid = start;
  let running = new Array<number>(seats).fill(0);
  let captures: CaptureMark[] = [];
  const push = (f: Omit<EndFrame, 'grid' | 'running' | 'captures'>) => frames.push({ grid, running, captures, ...f });
  for (const s of steps) {
    const before = grid;
    grid = stepGrid(grid, s, true);
    switch (s.step) {
      case 'effect': {
        const who = { clan: s.clan };
        switch (s.rule) {
          case 'turnAdjacentDog': case 'turnAnyDog':
            // The draft clan (old saves) turned any dog, by its clan effect rather than its chief.
            if (s.cell !== null && s.clockwise !== null) {
              const key = s.rule === 'turnAnyDog' ? 'pocketCats.stepTurnedDog' : s.clockwise ? 'pocketCats.end.turnedDogCw' : 'pocketCats.end.turnedDogCcw';
              push({ kind: 'turnDog', seat: s.seat, dog: { cell: s.cell, clockwise: s.clockwise }, lines: [{ key, params: {}, clans: who }] });
            } else {
              const none = turnableDogs(asCells(before), s.clan, s.rule).length === 0;
              const key = s.rule === 'turnAnyDog' ? 'pocketCats.stepSkippedDog' : none ? 'pocketCats.end.noDogNear' : 'pocketCats.end.skippedDog';
              push({ kind: 'skipDog', seat: s.seat, lines: [{ key, params: {}, clans: who }] });
            }
            break;
          case 'chiefToCentre':
            if (s.cells.length === 2) {
              const other = before[s.cells[1]].tile;
              push({ kind: 'toCentre', seat: s.seat, swap: [s.cells[0], s.cells[1]],
                lines: [{ key: 'pocketCats.end.toCentre', params: {}, clans: who, ...(other ? { tiles: { tile: other } } : {}) }] });
            } else push({ kind: 'toCentre', seat: s.seat, lines: [{ key: 'pocketCats.end.atCentre', params: {}, clans: who }] });
            break;
          case 'dogProof':
            push({ kind: 'dogProof', seat: s.seat, cells: s.cells.slice(), lines: [{ key: 'pocketCats.end.dogProof', params: {}, clans: who }] });
            break;
          case 'knockOutWeaker': {
            const chief = chiefCell(asCells(before), s.clan);
            // A chief the dogs chased knocks out nobody: said so, rather than "no weaker neighbour".
            const key = chief < 0 ? 'pocketCats.end.knockOutChased' : s.cells.length ? 'pocketCats.end.knockOut' : 'pocketCats.end.knockOutNone';
            push({ kind: 'knockOut', seat: s.seat, hits: s.cells.map((cell) => ({ dog: chief, cell })), lines: [{ key, params: { count: s.cells.length }, clans: who }] });
            break;
          }
          case 'countedAttack': {
            const cells = grid.flatMap((c, i) => { const t = c.faceUp && c.tile ? tileDef(c.tile) : null; return t?.kind === 'cat' && t.clan === s.clan ? [i] : []; });
            push({ kind: 'counted', seat: s.seat, cells, lines: [{ key: 'pocketCats.end.counted', params: { count: s.count, attack: s.attack }, clans: who }] });
            break;
          }
          case 'completePair': {
            captures = captures.map((c) => (s.cells.includes(c.cell) ? { ...c, winner: s.seat } : c));
            running = running.slice();
            for (const tile of s.tiles) running[s.seat] += points(tile);
            push({ kind: 'pair', seat: s.seat, cells: s.cells.slice(),
              lines: s.tiles.map((tile) => ({ key: 'pocketCats.end.pair', params: {}, clans: who, tiles: { tile } })) });
            break;
          }
          case 'bonusPerPrey': case 'bonusPerFaceUpCat':
            running = running.slice();
            running[s.seat] += s.points;
            push({ kind: 'bonus', seat: s.seat, lines: [{ key: BONUS_KEY[s.rule], params: { points: s.points }, clans: who }] });
            break;
        }
        break;
      }
      case 'dogsAttack':
        push({ kind: 'dogs', hits: s.hits.map((h) => ({ dog: h.dog, cell: h.cell })), lines: [{ key: 'pocketCats.stepDogs', params: { count: s.hits.length } }] });
        break;
      case 'preyCaptured': {
        captures = s.prey.map((p) => ({ ...p, attack: p.attack.slice() }));
        running = running.slice();
        const counts = new Array<number>(seats).fill(0);
        for (const p of s.prey) if (p.winner !== null) { running[p.winner] += points(p.tile); counts[p.winner]++; }
        const reaches = reachesOf(grid, game, captures);
        const lines: Line[] = [{ key: 'pocketCats.ui.preyLine', params: { na: counts[0], nb: counts[1] }, clans: { a: clans[0], b: clans[1] } }];
        for (const seat of new Set(reaches.map((r) => r.seat))) {
          const clan = clans[seat];
          lines.push({ key: hasRule(game, clan, 'catchDiagonally') ? 'pocketCats.end.reachDiagonal' : 'pocketCats.end.reachInLine', params: {}, clans: { clan } });
        }
        push({ kind: 'capture', reaches, lines });
        break;
      }
      case 'scoring': {
        running = s.scores.slice();
        const lines: Line[] = [];
        for (const p of s.products) lines.push({ key: p.kind === 'pigeon' ? 'pocketCats.stepPigeons' : 'pocketCats.stepFlies', params: {}, clans: {} });
        clans.forEach((clan, seat) => lines.push({ key: 'pocketCats.stepScore', params: { points: s.scores[seat] }, clans: { clan } }));
        push({ kind: 'scoring', lines, winners: s.winners.slice(), byPreyCount: s.byPreyCount, products: s.products });
        break;
      }
    }
  }
  return { start, frames };
}

/** Each seat's bonus points, by rule, from the recorded steps (the results' breakdown). */
export function bonusesFrom(steps: readonly EndStep[], seats = 2): { rule: 'bonusPerPrey' | 'bonusPerFaceUpCat'; points: number }[][] {
  const out: { rule: 'bonusPerPrey' | 'bonusPerFaceUpCat'; points: number }[][] = Array.from({ length: seats }, () => []);
  for (const s of steps) {
    if (s.step === 'effect' && (s.rule === 'bonusPerPrey' || s.rule === 'bonusPerFaceUpCat')) out[s.seat].push({ rule: s.rule, points: s.points });
  }
  return out;
}
