// What Pocket Cats' bots know and how they judge a position: determinisation (the face-down tiles dealt at random
// from the tiles not yet seen, face-down dogs turned at random) and the projected end (the end steps run on the
// tiles face up now), as a lead in points and as rewards.
import { rngInt, shuffle, type RngState } from '../../engine/rng';
import type { Seat } from '../../engine/types';
import { tileDef, tilesFor, type ClanId, type Rotation, type TileId } from './data';
import { captures, dogHits, matchTotals, scoreOf } from './end';
import { legalEvents, type Cell, type PocketCatsEvent, type PocketCatsState } from './rules';
import { pocketCats } from './definition';
import type { PocketCatsView } from './view';

// ---------- determinisation ----------

/** The tiles the view does not show: the game's tiles minus every face-up (or seen, attacked) tile. */
export function unseenTiles(view: PocketCatsView): TileId[] {
  if (view.grid.length === 0) return [];
  const shown = new Set<TileId>();
  for (const c of view.grid) if (c.tile !== null) shown.add(c.tile);
  return tilesFor(view.clans as ClanId[]).filter((t) => !shown.has(t));
}

/** A full state consistent with the view, and the next generator state. */
export function determinize(view: PocketCatsView, rng0: RngState): [PocketCatsState, RngState] {
  let [pool, rng] = shuffle(unseenTiles(view), rng0);
  let at = 0;
  const grid: Cell[] = view.grid.map((c) => {
    if (c.tile !== null) return { tile: c.tile, faceUp: c.faceUp, rot: c.rot ?? 0, attacked: c.attacked };
    const tile = pool[at++];
    let rot = 0;
    if (tileDef(tile).kind === 'dog') [rot, rng] = rngInt(rng, 4);
    return { tile, faceUp: false, rot: rot as Rotation, attacked: false };
  });
  let gen: number;
  [gen, rng] = rngInt(rng, 0x100000000);
  const state: PocketCatsState = {
    options: view.options, rng: gen >>> 0, phase: view.phase, game: view.game, starter: view.starter,
    clans: view.clans.slice(), offers: view.offers.map((o) => o.slice()), grid, turn: view.turn, flipped: view.flipped,
    effectQueue: view.effectQueue.map((p) => ({ ...p })), endSteps: view.endSteps, won: view.won.map((w) => w.slice()),
    scores: view.scores.slice(), games: view.games, winners: view.winners.slice(), flips: view.flips, draws: view.draws, last: view.last,
  };
  return [state, rng];
}

// ---------- projection and evaluation ----------

/** This game's scores if it ended now with the tiles face up now (face-down tiles count for nothing). */
export function projectedScores(s: PocketCatsState): number[] {
  if (s.grid.length === 0 || s.clans.some((c) => c === null)) return [0, 0];
  if (s.phase === 'over' || s.phase === 'betweenGames') return s.scores.slice();
  const clans = s.clans as ClanId[];
  const hits = dogHits(s.grid);
  let grid = s.grid;
  if (hits.length > 0) {
    grid = s.grid.slice();
    for (const h of hits) grid[h.cell] = { ...grid[h.cell], faceUp: false, attacked: true };
  }
  const won: TileId[][] = [[], []];
  for (const p of captures(grid, clans, s.options.effects)) if (p.winner !== null) won[p.winner].push(p.tile);
  return clans.map((clan, seat) => scoreOf(won[seat], clan, s.options.effects).points);
}

/** Points of lead that make a seat's reward about 0.73. */
export const LEAD_SCALE = 8;

/** Per seat: projected points (the match's finished games added) minus the other seat's. */
function leads(s: PocketCatsState): number[] {
  const now = s.phase === 'over' || s.phase === 'betweenGames' ? [0, 0] : projectedScores(s);
  const past = matchTotals(s.games).scores;
  const total = [0, 1].map((i) => now[i] + past[i]);
  return [total[0] - total[1], total[1] - total[0]];
}

/** 1 for a winner (a shared win halves), 0 for the loser when over; else a logistic of the projected lead. */
export function evaluate(s: PocketCatsState): number[] {
  if (s.phase === 'over') {
    const out = [0, 0];
    for (const w of s.winners) out[w] = 1 / s.winners.length;
    return out;
  }
  return leads(s).map((l) => 1 / (1 + Math.exp(-l / LEAD_SCALE)));
}

export const leadOf = (s: PocketCatsState, seat: Seat): number => {
  if (s.phase === 'over') return (s.winners.includes(seat) ? 1000 / s.winners.length : -1000) + leads(s)[seat];
  return leads(s)[seat];
};

/** The swap of the flipped tile best for `seat` by the projection, and its lead. */
export function bestSwap(s: PocketCatsState, seat: Seat, legal: readonly PocketCatsEvent[] = legalEvents(s, seat)): [PocketCatsEvent, number] {
  let best = legal[0];
  let bestV = -Infinity;
  for (const e of legal) {
    const v = leadOf(pocketCats.apply(s, e), seat);
    if (v > bestV) { bestV = v; best = e; }
  }
  return [best, bestV];
}
