// Reference players for the bench (issue 28): plain alpha-beta at a fixed depth over the rules' own functions
// (moeraki.apply, legalEvents; the Tane decision a ply like any other), with an evaluation that knows whose move
// it is. Deliberately independent of the hard bot's search (search.ts, FastGame): a reference that shares the
// search's shortcuts cannot find their blind spots.
// The evaluation, for the side to move:
//  - a winning hollow of its own wins; two winning hollows of the other side lose;
//  - one winning hollow of the other side must be blocked: the block is played and the evaluation read after it;
//  - a hollow that gives it two winning hollows at once (a fork) wins, when the other side threatens nothing;
//  - else: open lines (held by one side, two, three or more pieces short), the other side's forks, the Marae as
//    it stands, and the beach areas still open leaning one way (they are likely tiles when the board fills).
import type { Seat } from '../../src/engine/types';
import { AREAS } from '../../src/games/moeraki/rules/geometry';
import { moeraki } from '../../src/games/moeraki/rules/definition';
import { EMPTY, LINES, winningHollows } from '../../src/games/moeraki/rules/lines';
import { actors, legalEvents } from '../../src/games/moeraki/rules/rules';
import { other, type MoerakiEvent, type MoerakiState } from '../../src/games/moeraki/rules/state';
import { maraeCount } from '../../src/games/moeraki/rules/tiles';

export const REF_WIN = 100_000;

const running = (s: MoerakiState): boolean => s.phase === 'piece' || s.phase === 'tane';

/** The two empty hollows of every line held by `seat` alone and two pieces short. */
export function twoShortGaps(s: MoerakiState, seat: Seat): [number, number][] {
  const out: [number, number][] = [];
  for (const line of LINES[s.ball]) {
    const empty: number[] = [];
    let clean = true;
    for (const h of line.hollows) {
      const c = s.board[h];
      if (c === EMPTY) empty.push(h);
      else if (c !== seat) { clean = false; break; }
    }
    if (clean && empty.length === 2) out.push([empty[0], empty[1]]);
  }
  return out;
}

/** Hollows where `seat` playing makes two winning hollows at once (with different gaps), for a position where
 *  nobody has a winning hollow yet. */
export function forkHollows(s: MoerakiState, seat: Seat): number[] {
  const gapsVia = new Map<number, Set<number>>();
  for (const empty of twoShortGaps(s, seat)) {
    for (let i = 0; i < 2; i++) {
      const set = gapsVia.get(empty[i]) ?? new Set<number>();
      set.add(empty[1 - i]);
      gapsVia.set(empty[i], set);
    }
  }
  return [...gapsVia].filter(([, gaps]) => gaps.size >= 2).map(([h]) => h);
}

/** Plain heuristic for `p` (no threats on the board): lines, forks of the other side, the Marae and open areas. */
function quiet(s: MoerakiState, p: Seat): number {
  const o = other(p);
  let v = 0;
  for (const line of LINES[s.ball]) {
    let mine = 0;
    let theirs = 0;
    let empty = 0;
    for (const h of line.hollows) {
      const c = s.board[h];
      if (c === EMPTY) empty++;
      else if (c === p) mine++;
      else theirs++;
    }
    const w = empty === 2 ? 40 : empty === 3 ? 8 : 1;
    if (mine > 0 && theirs === 0) v += w;
    else if (theirs > 0 && mine === 0) v -= w;
  }
  v -= 150 * forkHollows(s, o).length;
  const tiles = s.options.level !== 'beginner';
  if (tiles) {
    const { total } = maraeCount(s.tiles);
    v += 60 * (total[p] - total[o]);
    for (const a of AREAS) {
      if (s.blockedBy[a.id] >= 0 || s.tiles[a.id] >= 0) continue;
      let lead = 0;
      let open = 0;
      for (const h of a.hollows) {
        const c = s.board[h];
        if (c === p) lead++;
        else if (c === o) lead--;
        else if (c === EMPTY) open++;
      }
      if (open === 0) continue;
      // An area leaning further than its open hollows can turn is as good as a tile.
      v += Math.abs(lead) > open ? 45 * Math.sign(lead) : 12 * lead;
    }
  }
  return v;
}

/** The evaluation for the side to act (see the file's head); `forced` bounds the forced blocks it follows. */
export function threatEval(s: MoerakiState, seat: Seat, forced = 6): number {
  if (!running(s)) {
    const w = s.outcome?.winner ?? null;
    return w === null ? 0 : w === seat ? REF_WIN : -REF_WIN;
  }
  if (s.phase === 'tane') return quiet(s, seat);
  const p = s.turn;
  const sign = p === seat ? 1 : -1;
  const o = other(p);
  if (winningHollows(s.board, s.ball, p).length > 0) return sign * (REF_WIN - 1);
  const theirs = winningHollows(s.board, s.ball, o);
  if (theirs.length >= 2) return -sign * (REF_WIN - 2);
  if (theirs.length === 1) {
    if (forced <= 0) return sign * quiet(s, p);
    const next = moeraki.apply(s, { type: 'PLACE', seat: p, hollow: theirs[0] });
    return threatEval(next, seat, forced - 1);
  }
  if (forkHollows(s, p).length > 0) return sign * (REF_WIN - 3);
  return sign * quiet(s, p);
}

/** A quick order for the moves: what makes or blocks a line near completion first. */
function orderScore(s: MoerakiState, e: MoerakiEvent, seat: Seat): number {
  if (e.type !== 'PLACE') return 0;
  let v = 0;
  for (const line of LINES[s.ball]) {
    if (!line.hollows.includes(e.hollow)) continue;
    let mine = 0;
    let theirs = 0;
    for (const h of line.hollows) {
      const c = s.board[h];
      if (c === seat) mine++;
      else if (c !== EMPTY) theirs++;
    }
    const short = line.hollows.length - mine - theirs;
    if (theirs === 0) v += short <= 2 ? 100 : 5;
    if (mine === 0) v += short <= 2 ? 80 : 4;
  }
  return v;
}

/** The events worth searching: a win if there is one, the forced blocks if the other side threatens, else all
 *  (any other move loses at once, so this changes no value). */
function candidates(s: MoerakiState, seat: Seat, legal: readonly MoerakiEvent[] = legalEvents(s, seat)): MoerakiEvent[] {
  if (s.phase !== 'piece') return legal.slice();
  const win = winningHollows(s.board, s.ball, seat);
  if (win.length > 0) return legal.filter((e) => e.type === 'PLACE' && e.hollow === win[0]);
  const block = winningHollows(s.board, s.ball, other(seat));
  if (block.length > 0) return legal.filter((e) => e.type === 'PLACE' && block.includes(e.hollow));
  return legal.map((e) => [orderScore(s, e, seat), e] as const).sort((a, b) => b[0] - a[0]).map(([, e]) => e);
}

function negamax(s: MoerakiState, depth: number, alpha: number, beta: number, seat: Seat): number {
  if (!running(s)) return threatEval(s, seat);
  if (depth === 0) return threatEval(s, seat);
  let best = -Infinity;
  for (const e of candidates(s, seat)) {
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
  const order = candidates(s, seat, legal);
  let best = order[0];
  let alpha = -Infinity;
  for (const e of order) {
    const next = moeraki.apply(s, e);
    const who = running(next) ? actors(next)[0] : seat;
    const v = who === seat ? negamax(next, depth - 1, alpha, Infinity, seat) : -negamax(next, depth - 1, -Infinity, -alpha, who);
    if (v > alpha) { alpha = v; best = e; }
  }
  return best;
}
