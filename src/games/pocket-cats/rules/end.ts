// The end of a game, step by step in the rulebook's order (End of the game; RULES.md): the abilities "before
// the dogs attack" (in the order of the chiefs' attack), the dogs attack, the abilities right after (the
// Crooks' chief; then the Chaoticats are counted), each prey goes to the clan with more adjacent attack (chief
// extensions included, then the Chaoticats' chief completes a pair), scoring with the clans' bonuses.
// Each step is a pure function on the grid (the bots' projection runs the same ones) wrapped as a step on the
// state that records what it did in `endSteps`; the chart runs them as states of their own.
import type { Seat } from '../../../engine/types';
import { COUNTED_ATTACK, PRODUCT_KINDS, PREY_KIND_TOTALS, tileDef, type ClanId, type PreyKind, type TileId } from './data';
import { attackOf, chiefAttack, chiefCell, faceUpCats, hasRule, isCounted, turnableDogs, type Game } from './effects';
import { RULES } from './constants';
import { CENTRE, DIAGONAL, ORTHOGONAL, SAME_LINE, dogTargets, turned } from './grid';
import type { Cell, EffectStep, EndStep, PendingEffect, PocketCatsState } from './state';

/** The setup an end needs: options, clans and who started. */
export interface EndGame { options: Game['options']; clans: readonly ClanId[]; starter: Seat }

// ---------- order of the end-of-game effects ----------

/** Seats in the order their end-of-game effects apply: the clan whose chief has the most attack points first;
 *  equal chiefs: the starting player first (our decision). */
export function effectOrder(game: Pick<EndGame, 'clans' | 'starter'> & { options: Pick<EndGame['options'], 'edition'> }): Seat[] {
  const { clans, starter } = game;
  const seats = clans.map((_, i) => (starter + i) % clans.length);
  return seats.sort((a, b) => chiefAttack(clans[b], game.options.edition) - chiefAttack(clans[a], game.options.edition));
}

/** The abilities waiting before the dogs attack, in order. */
export function pendingBeforeDogs(game: EndGame): PendingEffect[] {
  const out: PendingEffect[] = [];
  for (const seat of effectOrder(game)) {
    for (const rule of ['chiefToCentre', 'turnAdjacentDog', 'turnAnyDog'] as const) {
      if (hasRule(game, game.clans[seat], rule)) out.push({ seat, clan: game.clans[seat], rule });
    }
  }
  return out;
}

// ---------- before the dogs ----------

/** A dog turned a quarter turn. */
export function turnDogOn(grid: readonly Cell[], cell: number, clockwise: boolean): Cell[] {
  const out = grid.slice();
  out[cell] = { ...out[cell], rot: turned(out[cell].rot, clockwise) };
  return out;
}

/** Defenders of Justice's chief swaps places with the centre tile; [chief, centre] or [] when it is the centre
 *  tile (or face down, which cannot happen before the dogs). */
export function chiefToCentre(grid: readonly Cell[], clan: ClanId): { grid: Cell[]; cells: number[] } {
  const chief = chiefCell(grid, clan);
  if (chief < 0 || chief === CENTRE) return { grid: grid.slice(), cells: [] };
  const out = grid.slice();
  [out[chief], out[CENTRE]] = [out[CENTRE], out[chief]];
  return { grid: out, cells: [chief, CENTRE] };
}

/** Does the head of the queue need its player (a choice with somewhere to act), or does it happen by itself? */
export function needsChoice(grid: readonly Cell[], p: PendingEffect): boolean {
  return p.rule !== 'chiefToCentre' && turnableDogs(grid, p.clan, p.rule).length > 0;
}

// ---------- the dogs ----------

export interface DogHit { dog: number; cell: number; tile: TileId }

/** Cells holding a face-up cat that a face-up dog's arrow points at (all dogs attack at once); a cat targeted
 *  by several dogs is listed once, with the first of them. `spared`: the Polterkitties' chief, targeted but
 *  immune. */
export function dogHits(grid: readonly Cell[], game: Game): { hits: DogHit[]; spared: number[] } {
  const proof = game.options.effects ? game.clans.find((c) => hasRule(game, c, 'dogProof')) ?? null : null;
  const hits: DogHit[] = [];
  const spared: number[] = [];
  for (let cell = 0; cell < grid.length; cell++) {
    const c = grid[cell];
    if (!c.faceUp) continue;
    const t = tileDef(c.tile);
    if (t.kind !== 'dog') continue;
    for (const target of dogTargets(cell, t.arrows, c.rot)) {
      const v = grid[target];
      if (!v.faceUp) continue;
      const vt = tileDef(v.tile);
      if (vt.kind !== 'cat' || hits.some((h) => h.cell === target)) continue;
      if (proof !== null && vt.chief && vt.clan === proof) {
        if (!spared.includes(target)) spared.push(target);
        continue;
      }
      hits.push({ dog: cell, cell: target, tile: v.tile });
    }
  }
  return { hits, spared };
}

/** Cats turned face down at the end (everyone saw them). */
export function knockDown(grid: readonly Cell[], cells: readonly number[]): Cell[] {
  const out = grid.slice();
  for (const cell of cells) out[cell] = { ...out[cell], faceUp: false, attacked: true };
  return out;
}

// ---------- after the dogs ----------

/** The cats the Crooks' chief knocks out: every face-up cat orthogonally next to it with less attack, its own
 *  clan's included. */
export function knockOuts(grid: readonly Cell[], clan: ClanId): number[] {
  const chief = chiefCell(grid, clan);
  if (chief < 0) return [];
  const own = tileDef(grid[chief].tile);
  if (own.kind !== 'cat') return [];
  const strength = attackOf(own, grid);
  return ORTHOGONAL[chief].filter((n) => {
    const c = grid[n];
    if (!c.faceUp) return false;
    const t = tileDef(c.tile);
    return t.kind === 'cat' && attackOf(t, grid) < strength;
  }).sort((a, b) => a - b);
}

// ---------- capture ----------

export interface Capture { cell: number; tile: TileId; attack: number[]; winner: Seat | null }

/** Each seat's attack on the prey at `cell`: its face-up cats orthogonally adjacent, plus the chiefs'
 *  extensions (the Gourmets' chief diagonally, the Power Cats' chief anywhere in its row or column). */
export function attackOn(grid: readonly Cell[], cell: number, game: Pick<EndGame, 'options' | 'clans'>, counted: readonly number[] = countedAttacks(grid, game.clans)): number[] {
  const { clans } = game;
  const attack = new Array<number>(clans.length).fill(0);
  const add = (n: number, only: 'any' | 'diagonal' | 'inLine') => {
    const c = grid[n];
    if (!c.faceUp) return;
    const t = tileDef(c.tile);
    if (t.kind !== 'cat') return;
    const seat = clans.indexOf(t.clan);
    if (seat < 0) return;
    if (only === 'diagonal' && !(t.chief && hasRule(game, t.clan, 'catchDiagonally'))) return;
    if (only === 'inLine' && !(t.chief && hasRule(game, t.clan, 'catchInLine'))) return;
    attack[seat] += t.attack === 'counted' ? counted[seat] : t.attack;
  };
  for (const n of ORTHOGONAL[cell]) add(n, 'any');
  if (game.options.effects) {
    if (clans.some((c) => hasRule(game, c, 'catchDiagonally'))) for (const n of DIAGONAL[cell]) add(n, 'diagonal');
    if (clans.some((c) => hasRule(game, c, 'catchInLine'))) {
      for (const n of SAME_LINE[cell]) if (!ORTHOGONAL[cell].includes(n)) add(n, 'inLine');
    }
  }
  return attack;
}

/** Per seat, the attack of a counted cat (Chaoticats) on this grid; 0 for clans that print theirs. */
function countedAttacks(grid: readonly Cell[], clans: readonly ClanId[]): number[] {
  return clans.map((clan) => (isCounted(clan) ? COUNTED_ATTACK[faceUpCats(grid, clan)] : 0));
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

/** Every face-up prey and who catches it (before the Chaoticats' chief completes a pair). */
export function captures(grid: readonly Cell[], game: Pick<EndGame, 'options' | 'clans'>): Capture[] {
  const out: Capture[] = [];
  const counted = countedAttacks(grid, game.clans);
  for (let cell = 0; cell < grid.length; cell++) {
    const c = grid[cell];
    if (!c.faceUp || tileDef(c.tile).kind !== 'prey') continue;
    const attack = attackOn(grid, cell, game, counted);
    out.push({ cell, tile: c.tile, attack, winner: strongest(attack) });
  }
  return out;
}

/** The Chaoticats' chief: for each pair (pigeons, flies) where it caught one (it is face up orthogonally next to
 *  a tile of the kind its clan won: our reading of "it caught") and nobody caught the other, the other too. */
export function pairsCompleted(grid: readonly Cell[], game: Pick<EndGame, 'options' | 'clans'>, prey: readonly Capture[]): { seat: Seat; cells: number[] }[] {
  const out: { seat: Seat; cells: number[] }[] = [];
  game.clans.forEach((clan, seat) => {
    if (!hasRule(game, clan, 'completePair')) return;
    const chief = chiefCell(grid, clan);
    if (chief < 0) return;
    const cells: number[] = [];
    for (const kind of PRODUCT_KINDS) {
      const ofKind = prey.filter((p) => { const t = tileDef(p.tile); return t.kind === 'prey' && t.prey === kind; });
      if (ofKind.length !== 2) continue;
      const mine = ofKind.filter((p) => p.winner === seat);
      const free = ofKind.filter((p) => p.winner === null);
      if (mine.length === 1 && free.length === 1 && ORTHOGONAL[chief].includes(mine[0].cell)) cells.push(free[0].cell);
    }
    if (cells.length > 0) out.push({ seat, cells });
  });
  return out;
}

// ---------- scoring ----------

export interface Score { points: number; products: { kind: PreyKind; points: number }[] }

/** Victory points for the prey a clan won: added up, except a kind it owns every tile of (pigeons, flies),
 *  whose points are multiplied together. Bonuses are the clans' scoring rules (bonusOf). */
export function scoreOf(won: readonly TileId[]): Score {
  let points = 0;
  const products: { kind: PreyKind; points: number }[] = [];
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
    const all = PREY_KIND_TOTALS[kind];
    if (PRODUCT_KINDS.includes(kind) && all > 1 && count[kind] === all) {
      products.push({ kind, points: product[kind] });
      points += product[kind];
    } else points += sum[kind];
  }
  return { points, products };
}

/** A clan's scoring bonuses: Gourmets +1 per prey won, Crooks +1 per Crook still face up. */
export function bonusesOf(grid: readonly Cell[], game: Game, clan: ClanId, won: readonly TileId[]): { rule: 'bonusPerPrey' | 'bonusPerFaceUpCat'; points: number }[] {
  const out: { rule: 'bonusPerPrey' | 'bonusPerFaceUpCat'; points: number }[] = [];
  if (hasRule(game, clan, 'bonusPerPrey')) out.push({ rule: 'bonusPerPrey', points: won.length });
  if (hasRule(game, clan, 'bonusPerFaceUpCat')) out.push({ rule: 'bonusPerFaceUpCat', points: faceUpCats(grid, clan) });
  return out;
}

/** The most points win; equal points: the most prey tiles; still equal: a shared victory. */
export function winnersOf(scores: readonly number[], preyCount: readonly number[]): { winners: Seat[]; byPreyCount: boolean } {
  const top = Math.max(...scores);
  const tied = scores.flatMap((v, i) => (v === top ? [i] : []));
  if (tied.length === 1) return { winners: tied, byPreyCount: false };
  const most = Math.max(...tied.map((i) => preyCount[i]));
  const winners = tied.filter((i) => preyCount[i] === most);
  return { winners, byPreyCount: winners.length < tied.length };
}

// ---------- the whole end at once (the bots' projection) ----------

/** The end played out on `grid` without recording it: the "must" abilities, the optional ones as `choose`
 *  decides (by default left unused), the dogs, the knock-outs, the capture and the scoring. Face-down tiles
 *  count for nothing. Returns each seat's points and prey won. */
export function endOutcome(
  grid0: readonly Cell[], game: EndGame,
  choose: (grid: readonly Cell[], p: PendingEffect) => { cell: number; clockwise: boolean } | null = () => null,
): { scores: number[]; won: TileId[][] } {
  let grid: readonly Cell[] = grid0;
  if (game.options.effects) {
    for (const p of pendingBeforeDogs(game)) {
      if (p.rule === 'chiefToCentre') grid = chiefToCentre(grid, p.clan).grid;
      else if (needsChoice(grid, p)) {
        const c = choose(grid, p);
        if (c) grid = turnDogOn(grid, c.cell, c.clockwise);
      }
    }
  }
  const { hits } = dogHits(grid, game);
  if (hits.length > 0) grid = knockDown(grid, hits.map((h) => h.cell));
  if (game.options.effects) {
    for (const seat of effectOrder(game)) {
      if (!hasRule(game, game.clans[seat], 'knockOutWeaker')) continue;
      const out = knockOuts(grid, game.clans[seat]);
      if (out.length > 0) grid = knockDown(grid, out);
    }
  }
  const prey = captures(grid, game);
  const won: TileId[][] = game.clans.map(() => []);
  for (const p of prey) if (p.winner !== null) won[p.winner].push(p.tile);
  for (const { seat, cells } of pairsCompleted(grid, game, prey)) for (const c of cells) won[seat].push(grid[c].tile);
  const scores = game.clans.map((clan, seat) =>
    scoreOf(won[seat]).points + bonusesOf(grid, game, clan, won[seat]).reduce((sum, b) => sum + b.points, 0));
  return { scores, won };
}

// ---------- the steps on the state ----------

const withSteps = (s: PocketCatsState, steps: readonly EndStep[], changes: Partial<PocketCatsState>): PocketCatsState =>
  ({ ...s, ...changes, endSteps: [...s.endSteps, ...steps] });

const endGame = (s: PocketCatsState): EndGame => ({ options: s.options, clans: s.clans as ClanId[], starter: s.starter });

/** After the last tile is flipped and moved: the abilities waiting before the dogs attack. */
export function beginEnd(s: PocketCatsState): PocketCatsState {
  const effectQueue = s.options.effects ? pendingBeforeDogs(endGame(s)) : [];
  return { ...s, flipped: null, effectQueue, endSteps: [] };
}

/** The head of the queue waits for its player's choice (else the chart resolves it by itself). */
export const choiceWaiting = (s: PocketCatsState): boolean => s.effectQueue.length > 0 && needsChoice(s.grid, s.effectQueue[0]);

/** The head of the queue happens by itself: a "must" (the Defenders' chief to the centre), or a choice with
 *  nothing to act on (no dog next to the Royal Claws' chief), recorded as unused. */
export function resolveEffect(s: PocketCatsState): PocketCatsState {
  const [head, ...rest] = s.effectQueue;
  if (head.rule === 'chiefToCentre') {
    const { grid, cells } = chiefToCentre(s.grid, head.clan);
    return withSteps(s, [{ step: 'effect', seat: head.seat, clan: head.clan, rule: head.rule, cells }], { grid, effectQueue: rest });
  }
  return effectDone(s, null, null);
}

/** The head of the queue (a dog-turning choice) is done: the dog at `cell` turned, or (null) left as it is. */
export function effectDone(s: PocketCatsState, cell: number | null, clockwise: boolean | null): PocketCatsState {
  const [head, ...rest] = s.effectQueue;
  if (head.rule === 'chiefToCentre') throw new Error('the Defenders\' chief is not a choice');
  const grid = cell !== null && clockwise !== null ? turnDogOn(s.grid, cell, clockwise) : s.grid;
  return withSteps(s, [{ step: 'effect', seat: head.seat, clan: head.clan, rule: head.rule, cell, clockwise }], { grid, effectQueue: rest });
}

/** Step 1: the dogs attack; targeted cats turn face down (the Polterkitties' chief shrugs them off). */
export function dogsAttack(s: PocketCatsState): PocketCatsState {
  const game = endGame(s);
  const { hits, spared } = dogHits(s.grid, game);
  const steps: EndStep[] = [{ step: 'dogsAttack', hits }];
  if (spared.length > 0) {
    const seat = s.clans.findIndex((c) => hasRule(game, c, 'dogProof'));
    steps.push({ step: 'effect', seat, clan: game.clans[seat], rule: 'dogProof', cells: spared });
  }
  return withSteps(s, steps, { grid: knockDown(s.grid, hits.map((h) => h.cell)) });
}

/** Right after the dogs: the Crooks' chief knocks out its weaker neighbours (in the chiefs' order), then the
 *  Chaoticats are counted (after every such effect: RULES.md). */
export function afterDogs(s: PocketCatsState): PocketCatsState {
  const game = endGame(s);
  let grid = s.grid;
  const steps: EffectStep[] = [];
  for (const seat of effectOrder(game)) {
    const clan = game.clans[seat];
    if (!hasRule(game, clan, 'knockOutWeaker')) continue;
    const cells = knockOuts(grid, clan);
    steps.push({ step: 'effect', seat, clan, rule: 'knockOutWeaker', cells, tiles: cells.map((c) => grid[c].tile) });
    grid = knockDown(grid, cells);
  }
  game.clans.forEach((clan, seat) => {
    if (!hasRule(game, clan, 'countedAttack')) return;
    const count = faceUpCats(grid, clan);
    steps.push({ step: 'effect', seat, clan, rule: 'countedAttack', count, attack: COUNTED_ATTACK[count] });
  });
  return withSteps(s, steps, { grid });
}

/** Step 2: each prey goes to the clan with more attack (ties stay), then the Chaoticats' chief completes a pair. */
export function capturePrey(s: PocketCatsState): PocketCatsState {
  const game = endGame(s);
  const prey = captures(s.grid, game);
  const won: TileId[][] = s.clans.map(() => []);
  for (const p of prey) if (p.winner !== null) won[p.winner].push(p.tile);
  const steps: EndStep[] = [{ step: 'preyCaptured', prey }];
  for (const { seat, cells } of pairsCompleted(s.grid, game, prey)) {
    const tiles = cells.map((c) => s.grid[c].tile);
    won[seat].push(...tiles);
    steps.push({ step: 'effect', seat, clan: game.clans[seat], rule: 'completePair', cells, tiles });
  }
  return withSteps(s, steps, { won });
}

/** Step 3: scoring (the clans' bonuses in the chiefs' order), the winner, and the match. */
export function scoreGame(s: PocketCatsState): PocketCatsState {
  const game = endGame(s);
  const clans = game.clans;
  const results = clans.map((_, seat) => scoreOf(s.won[seat]));
  const scores = results.map((r) => r.points);
  const steps: EndStep[] = [];
  for (const seat of effectOrder(game)) {
    for (const b of bonusesOf(s.grid, game, clans[seat], s.won[seat])) {
      scores[seat] += b.points;
      steps.push({ step: 'effect', seat, clan: clans[seat], rule: b.rule, points: b.points });
    }
  }
  const preyCount = s.won.map((w) => w.length);
  const { winners, byPreyCount } = winnersOf(scores, preyCount);
  const products = results.flatMap((r, seat) => r.products.map((p) => ({ seat, ...p })));
  const games = [...s.games, { clans: clans.slice(), scores, preyCount, winners }];
  const matchWinners = matchOver({ options: s.options, games }) ? matchWinnersOf(games) : [];
  steps.push({ step: 'scoring', scores, preyCount, products, winners, byPreyCount });
  return withSteps(s, steps, { scores, games, winners: matchWinners });
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
