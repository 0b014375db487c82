// Pocket Cats' hard bot: a search of its own in place of ISMCTS, because it measures stronger (see bot.ts).
// The only hidden part is what lies face down, and a flip shows one tile of it. So the search takes the
// expectation over the tiles not yet seen (every one of them for a flip's own value, samples for the other
// player's reply) and looks one reply deep: a move is worth what is left of the lead after the other player's
// best next turn (they choose the tile to flip by its expected worth to them, then the best move for the tile
// they got). A move is any the flipped tile has: an ordinary swap or, with clan effects, a clan swap, staying,
// another prey moved. Each round adds one sample to every candidate, the same tiles for all of them (common
// random numbers: candidates are compared on the same draws), and the search yields its best move after each
// round. A clan card is kept by the measured matchups (clan-choice.ts); the end's dog turn is known exactly.
import { rngInt, shuffle, type RngState } from '../../../engine/rng';
import type { Seat } from '../../../engine/types';
import type { SearchStep } from '../../../ai/types';
import { tileDef, type Rotation, type TileId } from '../rules/data';
import { legalEvents, type PocketCatsEvent, type PocketCatsState } from '../rules/rules';
import { pocketCats } from '../rules/definition';
import type { PocketCatsView } from '../rules/view';
import { afterFlip, afterMove, bestMove, determinize, leadOf, rankedMoves, unseenTiles } from './projection';
import { clanWorth } from './clan-choice';

/** Flip cells (ranked first by their one-turn worth) that the rounds look at one reply deep. */
export const TOP_FLIPS = 5;
/** A flipped tile's moves (ranked by their one-turn worth) looked at one reply deep, after a flip of the search's. */
export const TOP_SWAPS = 2;
/** The moves (ranked by their one-turn worth) looked at one reply deep when the search moves the tile flipped:
 *  every ordinary swap fits (at most 8), the clan effects' many moves are cut to the best. */
export const MOVE_CANDIDATES = 8;
/** The first round (every flip's one-turn worth over every tile that may turn up) goes over the cells this many
 *  times, a share of the tiles each time, so a clock that stops it early still compares every cell. */
export const SCAN_PASSES = 3;
/** Rounds after the first for a flip, and for a swap. */
export const FLIP_ROUNDS = 4;
export const SWAP_ROUNDS = 6;
/** Tiles sampled per cell the other player might flip, when valuing the reply to one line of a flip. */
export const REPLY_SAMPLES = 3;

/** One thing a face-down tile may turn out to be, with its weight (a face-down dog lies in any of 4 turns). */
interface Outcome { tile: TileId; rot: Rotation; weight: number }

function outcomes(pool: readonly TileId[]): Outcome[] {
  const out: Outcome[] = [];
  for (const tile of pool) {
    if (tileDef(tile).kind === 'dog') for (let rot = 0; rot < 4; rot++) out.push({ tile, rot: rot as Rotation, weight: 0.25 });
    else out.push({ tile, rot: 0, weight: 1 });
  }
  return out;
}

/** The same state with `tile` (turned `rot`) lying face down at `cell`: it trades places with whatever face-down
 *  tile the determinisation put there (face-down tiles count for nothing in the projection, so only which tile
 *  turns up matters). */
export function withTileAt(s: PocketCatsState, cell: number, tile: TileId, rot: Rotation): PocketCatsState {
  const grid = s.grid.slice();
  const at = grid.findIndex((c) => !c.faceUp && !c.attacked && c.tile === tile);
  if (at < 0) throw new Error(`${tile} is not face down`);
  grid[at] = { ...grid[at], tile: grid[cell].tile };
  grid[cell] = { ...grid[cell], tile, rot };
  return { ...s, grid };
}

const flipped = (s: PocketCatsState, seat: Seat, cell: number, o: Outcome): PocketCatsState =>
  afterFlip(withTileAt(s, cell, o.tile, o.rot), seat, cell);

const bestMoveLead = (s: PocketCatsState, seat: Seat): number => bestMove(s, seat)[1];

/** A flip's one-turn worth to `seat` over some of the tiles that may turn up: the best move's lead summed with
 *  their weights, and the weights' sum. */
function flipWorth(s: PocketCatsState, seat: Seat, cell: number, outs: readonly Outcome[]): { sum: number; weight: number } {
  let sum = 0;
  let weight = 0;
  for (const o of outs) {
    sum += o.weight * bestMoveLead(flipped(s, seat, cell, o), seat);
    weight += o.weight;
  }
  return { sum, weight };
}

/** One round's draws: the tile each face-down cell shows if flipped (a shuffle of the unseen tiles dealt over
 *  the cells in order) and the turns of the dogs. */
interface Draw { tiles: TileId[]; rots: Rotation[] }

function draw(pool: readonly TileId[], rng0: RngState): [Draw, RngState] {
  let [tiles, rng] = shuffle(pool, rng0);
  const rots: Rotation[] = [];
  for (let i = 0; i < tiles.length; i++) {
    let r: number;
    [r, rng] = rngInt(rng, 4);
    rots.push(r as Rotation);
  }
  return [{ tiles, rots }, rng];
}

/** The other player's reply to the state after `me`'s move: per cell they might flip, the sum of `me`'s lead
 *  after their best move over the draws so far. */
class Reply {
  readonly cells: number[];
  readonly sums: number[];
  rounds = 0;
  constructor(readonly s: PocketCatsState, readonly me: Seat) {
    this.cells = s.phase === 'flipping' ? legalEvents(s, s.turn).map((e) => (e as { cell: number }).cell) : [];
    this.sums = this.cells.map(() => 0);
  }

  add(d: Draw): void {
    const them = this.s.turn;
    this.cells.forEach((cell, i) => {
      const k = i % d.tiles.length;
      this.sums[i] -= bestMoveLead(flipped(this.s, them, cell, { tile: d.tiles[k], rot: d.rots[k], weight: 1 }), them);
    });
    this.rounds++;
  }

  /** `me`'s lead after the reply they expect to be best (the game's own end when nobody flips again). */
  value(): number {
    if (this.cells.length === 0) return leadOf(this.s, this.me);
    let worst = Infinity;
    for (const sum of this.sums) worst = Math.min(worst, sum / this.rounds);
    return worst;
  }
}

/** Index of the largest value (the first on ties). */
const argMax = (values: readonly number[]): number => values.reduce((best, v, i) => (v > values[best] ? i : best), 0);

/** The search: yields after each piece of work (a cell, a candidate) and after each round, and returns its
 *  choice after the last round. */
export function* pocketCatsSearch(view: PocketCatsView, legal: readonly PocketCatsEvent[], rng0: RngState): Generator<SearchStep<PocketCatsEvent>, PocketCatsEvent> {
  const seat = legal[0].seat;
  let [s, rng] = determinize(view, rng0);
  const pool = unseenTiles(view);
  if (legal[0].type === 'CHOOSE_CLAN') return legal[argMax(legal.map((e) => clanWorth(view, e as Extract<PocketCatsEvent, { type: 'CHOOSE_CLAN' }>)))];
  if (view.phase === 'swapping') {
    const candidates = rankedMoves(s, seat, legal).slice(0, MOVE_CANDIDATES).map(([e]) => e);
    const replies = candidates.map((e) => new Reply(afterMove(s, e), seat));
    let best: PocketCatsEvent = candidates[0];
    for (let round = 0; round < SWAP_ROUNDS; round++) {
      let d: Draw;
      [d, rng] = draw(pool, rng);
      for (const r of replies) {
        if (r.cells.length === 0) continue;
        r.add(d);
        yield { best, roundDone: false };
      }
      best = candidates[argMax(replies.map((r) => r.value()))];
      if (round === SWAP_ROUNDS - 1) return best;
      yield { best, roundDone: true };
    }
  }
  if (legal[0].type !== 'FLIP') {
    // Turning a dog at the end: nothing is hidden any more, the end played out decides.
    return legal[argMax(legal.map((e) => leadOf(pocketCats.apply(s, e), seat)))];
  }
  const outs = outcomes(pool);
  const sums = legal.map(() => 0);
  const weights = legal.map(() => 0);
  const worth = (): number[] => sums.map((sum, i) => (weights[i] > 0 ? sum / weights[i] : -Infinity));
  for (let pass = 0; pass < SCAN_PASSES; pass++) {
    const share = outs.filter((_, i) => i % SCAN_PASSES === pass);
    for (let i = 0; i < legal.length; i++) {
      const w = flipWorth(s, seat, (legal[i] as { cell: number }).cell, share);
      sums[i] += w.sum;
      weights[i] += w.weight;
      yield { best: legal[argMax(worth())], roundDone: false };
    }
  }
  return yield* lookAhead(s, seat, legal, worth(), pool, rng);
}

/** The rounds after the first for a flip: the best flips by their one-turn worth, each round one tile turning up
 *  at all of them, then the best two moves of it, each valued after the other player's reply. */
function* lookAhead(s: PocketCatsState, seat: Seat, legal: readonly PocketCatsEvent[], worth: readonly number[], pool: readonly TileId[], rng0: RngState): Generator<SearchStep<PocketCatsEvent>, PocketCatsEvent> {
  let rng = rng0;
  const top = legal.map((_, i) => i).sort((a, b) => worth[b] - worth[a]).slice(0, TOP_FLIPS);
  let best: PocketCatsEvent = legal[top[0]];
  yield { best, roundDone: true };
  const sums = top.map(() => 0);
  // The tile each round flips: different ones in turn (a shuffle of the unseen), the same for every cell.
  let order: Draw;
  [order, rng] = draw(pool, rng);
  for (let round = 0; round < FLIP_ROUNDS; round++) {
    const k = round % order.tiles.length;
    const o: Outcome = { tile: order.tiles[k], rot: order.rots[k], weight: 1 };
    const draws: Draw[] = [];
    for (let k = 0; k < REPLY_SAMPLES; k++) {
      let d: Draw;
      [d, rng] = draw(pool.filter((t) => t !== o.tile), rng);
      draws.push(d);
    }
    for (let j = 0; j < top.length; j++) {
      const f = flipped(s, seat, (legal[top[j]] as { cell: number }).cell, o);
      let value = -Infinity;
      for (const [e] of rankedMoves(f, seat).slice(0, TOP_SWAPS)) {
        const r = new Reply(afterMove(f, e), seat);
        for (const d of draws) r.add(d);
        value = Math.max(value, r.value());
      }
      sums[j] += value;
      yield { best, roundDone: false };
    }
    best = legal[top[argMax(sums)]];
    if (round === FLIP_ROUNDS - 1) return best;
    yield { best, roundDone: true };
  }
  return best;
}
