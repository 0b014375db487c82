// The end of a game, step by step (rulebook, "End of the game"): end-of-game clan effects in the order of the
// chiefs' attack, the dogs attack, each prey goes to the clan with more adjacent attack, scoring. Each step is a
// pure function of the state that records what it did in `endSteps`; the chart runs them as states of their
// own (and routes between them). The same pieces (outcome) give the bots their projection.
import type { Seat } from '../../engine/types';
import { PREY, PRODUCT_KINDS, tileDef, type ClanId, type PreyKind, type TileId } from './data';
import { bonusPoints, chiefAttack, extraAttack, rulesAt } from './effects';
import { RULES } from './constants';
import { ORTHOGONAL, dogTargets, turned } from './grid';
import type { Cell, EndStep, PendingEffect, PocketCatsState } from './state';

// ---------- order of the end-of-game effects ----------

/** Seats in the order their end-of-game effects apply: the clan whose chief has the most attack points first;
 *  equal chiefs: the starting player first (our decision). */
export function effectOrder(clans: readonly ClanId[], starter: Seat): Seat[] {
  const seats = clans.map((_, i) => (starter + i) % clans.length);
  return seats.sort((a, b) => chiefAttack(clans[b]) - chiefAttack(clans[a]));
}

/** The choices waiting before the dogs attack, in order. */
export function pendingBeforeDogs(clans: readonly ClanId[], starter: Seat, effects: boolean): PendingEffect[] {
  const out: PendingEffect[] = [];
  for (const seat of effectOrder(clans, starter)) {
    for (const r of rulesAt(clans[seat], 'beforeDogs', effects)) if (r.rule === 'turnOneDog') out.push({ seat, clan: clans[seat], rule: r.rule });
  }
  return out;
}

// ---------- the three automatic steps, as pure computations on a grid ----------

/** Cells holding a face-up cat that a face-up dog's arrow points at (all dogs attack at once); a cat targeted
 *  by several dogs is listed once, with the first of them. */
export function dogHits(grid: readonly Cell[]): { dog: number; cell: number; tile: TileId }[] {
  const hits: { dog: number; cell: number; tile: TileId }[] = [];
  for (let cell = 0; cell < grid.length; cell++) {
    const c = grid[cell];
    if (!c.faceUp) continue;
    const t = tileDef(c.tile);
    if (t.kind !== 'dog') continue;
    for (const target of dogTargets(cell, t.arrows, c.rot)) {
      const v = grid[target];
      if (v.faceUp && tileDef(v.tile).kind === 'cat' && !hits.some((h) => h.cell === target)) hits.push({ dog: cell, cell: target, tile: v.tile });
    }
  }
  return hits;
}

/** Each seat's attack on the prey at `cell`: its face-up cats orthogonally adjacent, plus capture effects. */
export function attackOn(grid: readonly Cell[], cell: number, clans: readonly ClanId[], effects: boolean): number[] {
  const attack = new Array<number>(clans.length).fill(0);
  for (const n of ORTHOGONAL[cell]) {
    const c = grid[n];
    if (!c.faceUp) continue;
    const t = tileDef(c.tile);
    if (t.kind !== 'cat') continue;
    const seat = clans.indexOf(t.clan);
    if (seat >= 0) attack[seat] += t.attack;
  }
  if (effects) {
    for (let seat = 0; seat < clans.length; seat++) {
      for (const r of rulesAt(clans[seat], 'capture', effects)) attack[seat] += extraAttack(r, grid, cell, clans[seat]);
    }
  }
  return attack;
}

/** The seat with strictly more attack, or null on a tie. */
function strongest(attack: readonly number[]): Seat | null {
  let best: Seat | null = null;
  let tie = false;
  attack.forEach((a, seat) => {
    if (best === null || a > attack[best]) { best = seat; tie = false; } else if (a === attack[best]) tie = true;
  });
  return tie || best === null || attack[best] === 0 ? null : best;
}

export interface Capture { cell: number; tile: TileId; attack: number[]; winner: Seat | null }

/** Every face-up prey and who catches it. */
export function captures(grid: readonly Cell[], clans: readonly ClanId[], effects: boolean): Capture[] {
  const out: Capture[] = [];
  for (let cell = 0; cell < grid.length; cell++) {
    const c = grid[cell];
    if (!c.faceUp || tileDef(c.tile).kind !== 'prey') continue;
    const attack = attackOn(grid, cell, clans, effects);
    out.push({ cell, tile: c.tile, attack, winner: strongest(attack) });
  }
  return out;
}

export interface Score { points: number; products: { kind: PreyKind; points: number }[]; bonus: number }

/** A clan's victory points for the prey it won: added up, except a kind it owns every tile of (pigeons, flies),
 *  whose points are multiplied together; plus scoring effects. */
export function scoreOf(won: readonly TileId[], clan: ClanId, effects: boolean): Score {
  let points = 0;
  const products: { kind: PreyKind; points: number }[] = [];
  // Per product kind: how many of its tiles were won, their product and their sum.
  const count = { mouse: 0, pigeon: 0, fly: 0 };
  const product = { mouse: 1, pigeon: 1, fly: 1 };
  const sum = { mouse: 0, pigeon: 0, fly: 0 };
  for (const id of won) {
    const t = tileDef(id);
    if (t.kind !== 'prey') continue;
    count[t.prey]++;
    product[t.prey] *= t.points;
    sum[t.prey] += t.points;
  }
  for (const kind of ['mouse', 'pigeon', 'fly'] as const) {
    if (count[kind] === 0) continue;
    const all = preyOfKind(kind);
    if (PRODUCT_KINDS.includes(kind) && all > 1 && count[kind] === all) {
      products.push({ kind, points: product[kind] });
      points += product[kind];
    } else points += sum[kind];
  }
  let bonus = 0;
  for (const r of rulesAt(clan, 'scoring', effects)) bonus += bonusPoints(r, won);
  return { points: points + bonus, products, bonus };
}

/** How many tiles of each prey kind the box has. */
const PREY_KIND_TOTALS: Record<PreyKind, number> = { mouse: 0, pigeon: 0, fly: 0 };
for (const p of PREY) PREY_KIND_TOTALS[p.kind]++;
const preyOfKind = (kind: PreyKind): number => PREY_KIND_TOTALS[kind];

/** The most points win; equal points: the most prey tiles; still equal: a shared victory. */
export function winnersOf(scores: readonly number[], preyCount: readonly number[]): { winners: Seat[]; byPreyCount: boolean } {
  const top = Math.max(...scores);
  const tied = scores.flatMap((v, i) => (v === top ? [i] : []));
  if (tied.length === 1) return { winners: tied, byPreyCount: false };
  const most = Math.max(...tied.map((i) => preyCount[i]));
  const winners = tied.filter((i) => preyCount[i] === most);
  return { winners, byPreyCount: winners.length < tied.length };
}

// ---------- the steps on the state ----------

const withStep = (s: PocketCatsState, step: EndStep, changes: Partial<PocketCatsState>): PocketCatsState =>
  ({ ...s, ...changes, endSteps: [...s.endSteps, step] });

const clansOf = (s: PocketCatsState): ClanId[] => s.clans as ClanId[];

/** After the last tile is flipped and moved: the end-of-game choices to make before the dogs attack. */
export function beginEnd(s: PocketCatsState): PocketCatsState {
  const effectQueue = pendingBeforeDogs(clansOf(s), s.starter, s.options.effects);
  return { ...s, flipped: null, effectQueue, endSteps: [] };
}

/** The head of the effect queue is done (used or skipped); the rest wait. */
export function effectDone(s: PocketCatsState, cell: number | null, clockwise: boolean | null): PocketCatsState {
  const [head, ...rest] = s.effectQueue;
  let grid = s.grid;
  if (cell !== null && clockwise !== null) {
    grid = s.grid.slice();
    grid[cell] = { ...grid[cell], rot: turned(grid[cell].rot, clockwise) };
  }
  return withStep(s, { step: 'effect', seat: head.seat, clan: head.clan, rule: head.rule, cell, clockwise }, {
    grid, effectQueue: rest,
  });
}

/** Step 1: the dogs attack; targeted cats turn face down. */
export function dogsAttack(s: PocketCatsState): PocketCatsState {
  const hits = dogHits(s.grid);
  const grid = s.grid.slice();
  for (const h of hits) grid[h.cell] = { ...grid[h.cell], faceUp: false, attacked: true };
  return withStep(s, { step: 'dogsAttack', hits }, { grid });
}

/** Step 2: each prey goes to the clan with more attack; ties stay. */
export function capturePrey(s: PocketCatsState): PocketCatsState {
  const prey = captures(s.grid, clansOf(s), s.options.effects);
  const won: TileId[][] = s.clans.map(() => []);
  for (const p of prey) if (p.winner !== null) won[p.winner].push(p.tile);
  return withStep(s, { step: 'preyCaptured', prey }, { won });
}

/** Step 3: scoring (end-of-game scoring effects in order), the winner, and the match. */
export function scoreGame(s: PocketCatsState): PocketCatsState {
  const clans = clansOf(s);
  let next = s;
  const results = clans.map((clan, seat) => scoreOf(s.won[seat], clan, s.options.effects));
  for (const seat of effectOrder(clans, s.starter)) {
    for (const r of rulesAt(clans[seat], 'scoring', s.options.effects)) {
      if (r.rule === 'bonusPerPrey') next = withStep(next, { step: 'effect', seat, clan: clans[seat], rule: r.rule, points: bonusPoints(r, s.won[seat]) }, {});
    }
  }
  const scores = results.map((r) => r.points);
  const preyCount = s.won.map((w) => w.length);
  const { winners, byPreyCount } = winnersOf(scores, preyCount);
  const products = results.flatMap((r, seat) => r.products.map((p) => ({ seat, ...p })));
  const games = [...s.games, { clans: clans.slice(), scores, preyCount, winners }];
  const matchWinners = matchOver({ options: s.options, games }) ? matchWinnersOf(games) : [];
  return withStep(next, { step: 'scoring', scores, preyCount, products, winners, byPreyCount }, {
    scores, games, winners: matchWinners,
  });
}

/** The match is over once its games are played: one, or two in an experts match. */
export const matchOver = (s: Pick<PocketCatsState, 'options' | 'games'>): boolean =>
  s.options.choice !== 'experts' || s.games.length >= RULES.expertGames;

/** Totals over the match's games (one game: that game's figures). */
export function matchTotals(games: readonly { scores: number[]; preyCount: number[] }[], seats = 2): { scores: number[]; preyCount: number[] } {
  const scores = new Array<number>(seats).fill(0);
  const preyCount = new Array<number>(seats).fill(0);
  for (const g of games) g.scores.forEach((v, i) => { scores[i] += v; preyCount[i] += g.preyCount[i]; });
  return { scores, preyCount };
}

export function matchWinnersOf(games: readonly { scores: number[]; preyCount: number[] }[]): Seat[] {
  const t = matchTotals(games);
  return winnersOf(t.scores, t.preyCount).winners;
}
