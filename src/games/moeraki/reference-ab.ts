// A reference player for the bench (issue 17): plain depth-2 alpha-beta over the rules' own functions (every
// legal event, the Tane decision a ply like any other), with a simple evaluation: the result when the game is
// decided, else threats (lines one piece short, no other piece on them), lines two short and the Marae balance.
// Deliberately independent of the hard bot's search and FastGame, so it checks them rather than echoes them.
import type { Seat } from '../../engine/types';
import { moeraki } from './definition';
import { EMPTY, LINES } from './lines';
import { actors, legalEvents } from './rules';
import { other, type MoerakiEvent, type MoerakiState } from './state';
import { maraeCount } from './tiles';

const WIN = 100_000;

const running = (s: MoerakiState): boolean => s.phase === 'piece' || s.phase === 'tane';

/** Simple score of a position for `seat`. */
export function simpleEval(s: MoerakiState, seat: Seat): number {
  if (!running(s)) {
    const w = s.outcome?.winner ?? null;
    return w === null ? 0 : w === seat ? WIN : -WIN;
  }
  let v = 0;
  for (const line of LINES[s.ball]) {
    let mine = 0;
    let theirs = 0;
    let empty = 0;
    for (const h of line.hollows) {
      const c = s.board[h];
      if (c === EMPTY) empty++;
      else if (c === seat) mine++;
      else theirs++;
    }
    if (mine > 0 && theirs === 0) v += empty === 1 ? 50 : empty === 2 ? 10 : 1;
    if (theirs > 0 && mine === 0) v -= empty === 1 ? 50 : empty === 2 ? 10 : 1;
  }
  const { total } = maraeCount(s.tiles);
  return v + 20 * (total[seat] - total[other(seat)]);
}

function negamax(s: MoerakiState, depth: number, alpha: number, beta: number, seat: Seat): number {
  if (depth === 0 || !running(s)) return simpleEval(s, seat);
  let best = -Infinity;
  for (const e of legalEvents(s, seat)) {
    const next = moeraki.apply(s, e);
    const who = running(next) ? actors(next)[0] : seat;
    const v = who === seat ? negamax(next, depth - 1, alpha, beta, seat) : -negamax(next, depth - 1, -beta, -alpha, who);
    if (v > best) best = v;
    if (v > alpha) alpha = v;
    if (alpha >= beta) break;
  }
  return best;
}

/** The reference's choice: the first event of the best value at `depth` plies (2 by default). */
export function referenceChoice(s: MoerakiState, legal: readonly MoerakiEvent[], depth = 2): MoerakiEvent {
  if (legal.length === 1 || s.phase === 'ball' || s.phase === 'gameOver') return legal[0];
  const seat = legal[0].seat;
  let best = legal[0];
  let alpha = -Infinity;
  for (const e of legal) {
    const next = moeraki.apply(s, e);
    const who = running(next) ? actors(next)[0] : seat;
    const v = who === seat ? negamax(next, depth - 1, alpha, Infinity, seat) : -negamax(next, depth - 1, -Infinity, -alpha, who);
    if (v > alpha) { alpha = v; best = e; }
  }
  return best;
}
