// Moeraki-Kemu's bot adapter. Perfect information: the view is the state, so determinize returns it as it is.
// The hard bot is the game's own alpha-beta (search.ts, the `search` hook), because it measured far stronger than
// MCTS over this adapter (the generic ISMCTS of src/ai), both at 1500 rounds/iterations with no clock (issue 17):
// against issue 17's depth-2 alpha-beta reference 400 of 400 against MCTS's 18 of 40, against greedy 400 of 400
// against 39 of 40, and 20 of 20 against MCTS itself. Issue 28's references (reference-ab.ts at depth 2, 3, 4 and
// reference-threats.ts), which share none of the search, are what `npm run bench` measures it against now.
// evaluate(), playout and the pruned move generator below remain MCTS's (arena.ts still plays it for comparison).
// scoreEvent() is the greedy bot's one-ply order: an immediate win, then blocking the opponent's immediate win,
// then the tiles gained.
import { rngInt, rngNext, type RngState } from '../../../engine/rng';
import type { Seat } from '../../../engine/types';
import type { BotAdapter } from '../../../ai/types';
import { LINES, EMPTY, winningHollows } from '../rules/lines';
import { actors, legalEvents } from '../rules/rules';
import { other, type MoerakiEvent, type MoerakiState } from '../rules/state';
import { maraeCount } from '../rules/tiles';
import { moeraki } from '../rules/definition';
import { moerakiChances, moerakiSearch } from './search';
import type { MoerakiView } from '../rules/view';

/** Perfect information: the state is the view. */
export function determinize(view: MoerakiView, rng: RngState): [MoerakiState, RngState] {
  return [view, rng];
}

const running = (s: MoerakiState): boolean => s.phase === 'ball' || s.phase === 'piece' || s.phase === 'tane';

/** Marae points of `seat` minus the other's (Tane areas count as full tiles). */
export function tileLead(s: MoerakiState, seat: Seat): number {
  const { total } = maraeCount(s.tiles);
  return total[seat] - total[other(seat)];
}

/** Lines `seat` can still complete with at most two more pieces (an early win taking shape). */
function openLines(s: MoerakiState, seat: Seat): number {
  let n = 0;
  for (const line of LINES[s.ball]) {
    let gaps = 0;
    for (const h of line.hollows) {
      const c = s.board[h];
      if (c === seat) continue;
      if (c === EMPTY && ++gaps <= 2) continue;
      gaps = 99;
      break;
    }
    if (gaps === 2) n++;
  }
  return n;
}

/** Lead (in Marae points) that makes a seat's reward about 0.73. */
export const LEAD_SCALE = 3;

/** Rewards in [0, 1]: the current game's result when decided, else a heuristic for the player to move. */
export function evaluate(s: MoerakiState): number[] {
  if (!running(s)) {
    const w = s.outcome?.winner ?? null;
    return w === null ? [0.5, 0.5] : w === 0 ? [1, 0] : [0, 1];
  }
  if (s.ball < 0) return [0.5, 0.5];
  const p = s.turn;
  const o = other(p);
  const out = [0, 0];
  const mine = winningHollows(s.board, s.ball, p);
  const theirs = winningHollows(s.board, s.ball, o);
  let v: number;
  if (mine.length > 0) v = 0.95;
  else if (theirs.length >= 2) v = 0.1;
  else {
    const lead = tileLead(s, p) + 0.3 * (openLines(s, p) - openLines(s, o)) - 0.5 * theirs.length;
    v = 1 / (1 + Math.exp(-lead / LEAD_SCALE));
  }
  out[p] = v;
  out[o] = 1 - v;
  return out;
}

/** The greedy bot's quick score of one event for `seat` (higher is better). */
export function scoreEvent(s: MoerakiState, e: MoerakiEvent, seat: Seat): number {
  if (e.type === 'PLACE') {
    const mine = winningHollows(s.board, s.ball, seat);
    if (mine.includes(e.hollow)) return 1000;
    const theirs = winningHollows(s.board, s.ball, other(seat));
    const next = moeraki.apply(s, e);
    let score = theirs.includes(e.hollow) ? 500 : 0;
    // Leaving the opponent a win in one is as bad as losing.
    if (winningHollows(next.board, next.ball, other(seat)).length > 0) score -= 400;
    const threats = winningHollows(next.board, next.ball, seat).length;
    score += threats >= 2 ? 200 : 20 * threats;
    score += 10 * (tileLead(next, seat) - tileLead(s, seat));
    return score;
  }
  if (e.type === 'PLACE_TANE' || e.type === 'DECLINE_TANE') {
    // A full tile now against what the Tane's line of sight takes from the opponent (and from us).
    return 10 * tileLead(moeraki.apply(s, e), seat);
  }
  return 0;
}

/** How often a playout ignores win/block and plays at random (keeps playouts varied). */
export const PLAYOUT_SLIP = 0.1;

/** Cheap playout policy: take an immediate win, else block the opponent's, else a random legal event. */
export function playout(s: MoerakiState, seat: Seat, legal: readonly MoerakiEvent[], rng0: RngState): [MoerakiEvent, RngState] {
  let rng = rng0;
  let i: number;
  if (s.phase === 'piece') {
    let f: number;
    [f, rng] = rngNext(rng);
    if (f >= PLAYOUT_SLIP) {
      const win = winningHollows(s.board, s.ball, seat);
      const block = win.length > 0 ? win : winningHollows(s.board, s.ball, other(seat));
      if (block.length > 0) {
        [i, rng] = rngInt(rng, block.length);
        const e = legal.find((x) => x.type === 'PLACE' && x.hollow === block[i]);
        if (e) return [e, rng];
      }
    }
  }
  [i, rng] = rngInt(rng, legal.length);
  return [legal[i], rng];
}

/** A number per move: kind × 100 + hollow or facing. */
export function eventKey(e: MoerakiEvent): number {
  switch (e.type) {
    case 'PLACE': return 100 + e.hollow;
    case 'PLACE_BALL': return 200 + e.hollow;
    case 'PLACE_TANE': return 300 + e.facing;
    case 'DECLINE_TANE': return 400;
    case 'NEXT_GAME': return 500;
  }
}

/** Events a hard-bot playout runs past the tree before evaluate() scores the state: none. The tree itself
 *  scored by evaluate() (threats in one, double threats, the Marae balance) measured far stronger than random
 *  playouts: against greedy over 20 games of the master's game at 1000 iterations, depth 60 won 11, depth 12
 *  won 11, depth 4 won 16, depth 0 won 19 (35 of 40 in a second sample). */
export const SEARCH_DEPTH = 0;

/** Searches stop at the end of the current game (a match is a series of independent games). */
export function actor(s: MoerakiState): Seat | null {
  if (!running(s)) return null;
  return actors(s)[0] ?? null;
}

/**
 * The search's move generator: the game's own legal events, pruned to the forced ones. With an immediate win
 * only that win is searched (any one: they all end the game at once); else, when the opponent threatens an
 * immediate win, only the blocks. Without this, plain MCTS over ~50 hollows rarely tries the opponent's one
 * winning reply and walks into three-hollow corner diagonals (measured: it lost 19 of 20 games to greedy).
 */
export function searchEvents(s: MoerakiState, seat: Seat): MoerakiEvent[] {
  const legal = legalEvents(s, seat);
  if (s.phase !== 'piece' || legal.length === 0) return legal;
  const win = winningHollows(s.board, s.ball, seat);
  if (win.length > 0) return legal.filter((e) => e.type === 'PLACE' && e.hollow === win[0]);
  const block = winningHollows(s.board, s.ball, other(seat));
  if (block.length > 0) return legal.filter((e) => e.type === 'PLACE' && block.includes(e.hollow));
  return legal;
}

/** The game as the search sees it: the rules' own functions, with the pruned move generator. */
const searchDef = { ...moeraki, legalEvents: searchEvents };

export const moerakiBot: BotAdapter<MoerakiState, MoerakiEvent, MoerakiView> = {
  def: searchDef,
  rules: moeraki,
  determinize,
  evaluate,
  scoreEvent,
  playout,
  eventKey,
  actor,
  playoutDepth: SEARCH_DEPTH,
  search: moerakiSearch,
  chances: moerakiChances,
};

export default moerakiBot;
