// What Pocket Cats' bots know and how they judge a position: determinisation (the face-down tiles dealt at random
// from the tiles not yet seen, face-down dogs turned at random), the projected end (end.ts's whole end run on the
// tiles face up now, the Royal Claws' chief turning a dog as is best for its owner) as a lead in points and as
// rewards, and the turn played forward by the rules' own effects without the chart (the searches' inner loop).
import { rngInt, shuffle, type RngState } from '../../../engine/rng';
import type { Seat } from '../../../engine/types';
import { tileDef, tilesFor, type ClanId, type Rotation, type TileId } from '../rules/data';
import { endOutcome, matchOver, matchTotals, turnDogOn, winnersOf, type EndGame } from '../rules/end';
import { turnableDogs } from '../rules/effects';
import { dogTargets, turned } from '../rules/grid';
import {
  clanSwap, everyTileFaceUp, flipTile, legalEvents, moveOtherPrey, passTurn, stayPut, swapTiles,
  type Cell, type PocketCatsEvent, type PocketCatsState,
} from '../rules/rules';
import type { PendingEffect } from '../rules/state';
import { pocketCats } from '../rules/definition';
import type { PocketCatsView } from '../rules/view';

// ---------- determinisation ----------

/** The tiles the view does not show: the game's tiles minus every face-up (or seen, attacked) tile. */
export function unseenTiles(view: PocketCatsView): TileId[] {
  if (view.grid.length === 0) return [];
  const shown = new Set<TileId>();
  for (const c of view.grid) if (c.tile !== null) shown.add(c.tile);
  return tilesFor(view.clans as ClanId[], view.options.edition).filter((t) => !shown.has(t));
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

// ---------- the projected end ----------

/** The Royal Claws' chief's optional dog turn as its owner would make it: every quarter turn of every dog next
 *  to it, the rest of the end played out after each, the one with the owner's best lead (leaving the dogs on a
 *  tie). Cheap where it can be: a turn that points the dog at no other face-up cat than before changes nothing,
 *  so the end is only played out again for turns that do. */
export function bestDogTurn(game: EndGame): (grid: readonly Cell[], p: PendingEffect) => { cell: number; clockwise: boolean } | null {
  return (grid, p) => {
    if (p.rule === 'chiefToCentre') return null;
    const changing: { cell: number; clockwise: boolean }[] = [];
    for (const cell of turnableDogs(grid, p.clan, p.rule)) {
      const def = tileDef(grid[cell].tile);
      if (def.kind !== 'dog') continue;
      const cats = (rot: Rotation) => dogTargets(cell, def.arrows, rot).filter((t) => grid[t].faceUp && tileDef(grid[t].tile).kind === 'cat').sort((a, b) => a - b).join();
      const now = cats(grid[cell].rot);
      for (const clockwise of [true, false]) if (cats(turned(grid[cell].rot, clockwise)) !== now) changing.push({ cell, clockwise });
    }
    if (changing.length === 0) return null;
    const lead = (g: readonly Cell[]): number => {
      const { scores } = endOutcome(g, game);
      return scores[p.seat] - scores[1 - p.seat];
    };
    let best: { cell: number; clockwise: boolean } | null = null;
    let bestLead = lead(grid);
    for (const turn of changing) {
      const v = lead(turnDogOn(grid, turn.cell, turn.clockwise));
      if (v > bestLead) { bestLead = v; best = turn; }
    }
    return best;
  };
}

/** This game's end if it ended now with the tiles face up now (face-down tiles count for nothing): the whole
 *  end of end.ts, the optional dog turn chosen by its owner; each seat's points and prey won. */
function projectedEnd(s: PocketCatsState): { scores: number[]; won: TileId[][] } {
  if (s.grid.length === 0 || s.clans.some((c) => c === null)) return { scores: [0, 0], won: [[], []] };
  if (s.phase === 'over' || s.phase === 'betweenGames') return { scores: s.scores.slice(), won: s.won };
  const game: EndGame = { options: s.options, clans: s.clans as ClanId[], starter: s.starter };
  return endOutcome(s.grid, game, bestDogTurn(game));
}

/** This game's scores if it ended now with the tiles face up now (face-down tiles count for nothing). */
export const projectedScores = (s: PocketCatsState): number[] => projectedEnd(s).scores;

/** Points of lead that make a seat's reward about 0.73. */
export const LEAD_SCALE = 8;

/** Per seat: projected points (the match's finished games added) minus the other seat's. */
function leads(s: PocketCatsState): number[] {
  const now = s.phase === 'over' || s.phase === 'betweenGames' ? [0, 0] : projectedScores(s);
  const past = matchTotals(s.games).scores;
  const total = [0, 1].map((i) => now[i] + past[i]);
  return [total[0] - total[1], total[1] - total[0]];
}

/** The match's winners once nothing is left to play: over, or the last game's end waiting only for the Royal
 *  Claws' dog turn (judged as its owner would make it, so a finished game weighs the same either way). */
function finalWinners(s: PocketCatsState): Seat[] | null {
  if (s.phase === 'over') return s.winners;
  if (s.phase !== 'beforeDogs') return null;
  const { scores, won } = projectedEnd(s);
  const games = [...s.games, { clans: s.clans as ClanId[], scores, preyCount: won.map((w) => w.length), winners: [] }];
  if (!matchOver({ options: s.options, games })) return null;
  const totals = matchTotals(games);
  return winnersOf(totals.scores, totals.preyCount).winners;
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

/** `seat`'s projected lead in points, with 1000 more for a won match (a shared one halves it) and 1000 less for
 *  a lost one once nothing is left to play. */
export const leadOf = (s: PocketCatsState, seat: Seat): number => {
  const winners = finalWinners(s);
  const lead = leads(s)[seat];
  if (winners === null) return lead;
  return (winners.includes(seat) ? 1000 / winners.length : -1000) + lead;
};

// ---------- a turn played forward ----------

/** The state after `seat` flips `cell`: the rules' own effect, the phase the chart would enter (swapping),
 *  without running the chart. */
export const afterFlip = (s: PocketCatsState, seat: Seat, cell: number): PocketCatsState =>
  ({ ...flipTile(s, seat, cell), phase: 'swapping' });

/** The state after a turn's move of any kind (an ordinary swap, a clan swap, staying, another prey moved): the
 *  rules' own effects and the other player's turn, as the chart leaves it; the last move of a game goes through
 *  the chart, which plays the end. */
export function afterMove(s: PocketCatsState, e: PocketCatsEvent): PocketCatsState {
  if (everyTileFaceUp(s)) return pocketCats.apply(s, e);
  let next: PocketCatsState;
  switch (e.type) {
    case 'SWAP': next = swapTiles(s, e.seat, e.cell); break;
    case 'CLAN_SWAP': next = clanSwap(s, e.seat, e.cell); break;
    case 'STAY': next = stayPut(s, e.seat); break;
    case 'MOVE_PREY': next = moveOtherPrey(s, e.seat, e.from, e.to); break;
    default: return pocketCats.apply(s, e);
  }
  return { ...passTurn(next), phase: 'flipping' };
}

/** The moves of the flipped tile with `seat`'s projected lead after each, best first (ties keep the legal order). */
export function rankedMoves(s: PocketCatsState, seat: Seat, legal: readonly PocketCatsEvent[] = legalEvents(s, seat)): [PocketCatsEvent, number][] {
  return legal.map((e) => [e, leadOf(afterMove(s, e), seat)] as [PocketCatsEvent, number]).sort((a, b) => b[1] - a[1]);
}

/** The move of the flipped tile (of any kind) best for `seat` by the projection, and its lead. */
export function bestMove(s: PocketCatsState, seat: Seat, legal: readonly PocketCatsEvent[] = legalEvents(s, seat)): [PocketCatsEvent, number] {
  let best = legal[0];
  let bestV = -Infinity;
  for (const e of legal) {
    const v = leadOf(afterMove(s, e), seat);
    if (v > bestV) { bestV = v; best = e; }
  }
  return [best, bestV];
}
