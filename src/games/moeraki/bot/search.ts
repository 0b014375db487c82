// Moeraki's hard bot: alpha-beta (negamax with a null-window re-search) and iterative deepening over FastGame,
// the adapter's `search` hook (src/ai/types.ts). Moeraki is a two-player game of perfect information whose
// tactics are threats of early wins, so the search is built round them:
//  - a side with a winning hollow wins (a mate score at once); a side facing two winning hollows has lost; a
//    side facing one must block it, and that forced block costs no depth, so a run of threats is read to its end;
//  - at the horizon, a side to move that can make two threats at once (a "fork": two lines each two pieces short
//    through one empty hollow, with different other gaps) wins in three plies, exact because neither side
//    threatens there (the block cannot win, and the other threat stays);
//  - at the horizon, a threat search (vcf): a run of threats, each answered by its one block, ending in a fork,
//    wins for the side to move; a block that makes a counter-threat ends the run (issue 28: a plain two-ply
//    player beat the search 40-0 until it read these). The other side's winning run costs the side to move a
//    penalty: it must spend its move on it;
//  - otherwise the evaluation scores what the rules will score when the board fills: the Marae as it lies, each
//    open area's expected tile (EXPECTED, half tiles included), an unused Tane in the master's game, and lines two
//    or more pieces short (fast-game.ts LINE_W) and the other side's forks.
// Moves are ordered: the transposition-table move, two killer moves, then by what the piece makes and blocks
// (a new threat, a fork, a line two short) and a history score. The Tane decision is a node like any other
// (five answers, no depth spent); the ball's hollow is chosen by a short search of each of the nine.
//
// Budget: one round = NODES_PER_ROUND nodes. The driver (src/ai/bots.ts) stops at the iteration cap, counted in
// rounds, so a decision's work does not depend on the clock or machine load; the search reports its rounds and
// pauses for the clock after each root move and every SLICE nodes, and never searches past MAX_NODES.
import type { SearchStep } from '../../../ai/types';
import type { RngState } from '../../../engine/rng';
import { AREAS, AREAS_OF_HOLLOW, HOLLOWS } from '../rules/geometry';
import { EMPTY } from '../rules/lines';
import { moeraki } from '../rules/definition';
import type { MoerakiEvent, MoerakiState } from '../rules/state';
import { AREA_SIZE, DECLINE, DRAW, FastGame, IS_BEACH, OVER, PIECE, TANE_MOVE, TANE_PHASE } from './fast-game';

/** Nodes per round (threat-search moves included). With the app's default cap (1500 rounds) a decision searches
 *  about 225,000 nodes (plus the rest of one slice): measured in the bench's duels about 110 ms median and 180 ms
 *  p95 on one core (issue 17's budget: 300 and 500), less once threats force the play. */
export const NODES_PER_ROUND = 150;
/** Nodes searched between two pauses (an interrupted root move is searched again, see moerakiSearch). */
const SLICE = 2000;
/** Never more nodes than this in one decision, whatever the cap. */
export const MAX_NODES = 4_000_000;
const MAX_DEPTH = 60;
/** Threats in a row the horizon's threat search follows (measured: 4 beat 2 and 0 by about 65%, 6 no better). */
const VCF_DEPTH = 4;
/** Nodes per ball hollow when choosing where the ball goes. */
const BALL_NODES = 4000;

export const WIN = 1_000_000;
const INF = 2 * WIN;
/** Scores beyond this are wins or losses found by the search (a mate distance is subtracted). */
const WON = WIN - 1000;

// ---- evaluation weights (in hundredths of a Marae half point, roughly) ----
// (Lines held by one side: LINE_W in fast-game.ts, kept up to date as pieces come and go.)
/** Per fork hollow of the side not to move (the mover can defuse one). */
const FORK_OTHER = 250;
/** Per Marae half point on the board (50 and 100 both lost to it, 37% and 28% over 60 games). */
const POINT_W = 70;
/** Per half point an unfilled area is expected to bring (EXPECTED; 80 beat 50 and 110). */
const EXPECTED_W = 80;
/** A Tane still in its cave in the master's game: it can still wipe a line of the other's tiles (400 beat 0 by
 *  95%, 250 by 82%, and held 650 level). */
const TANE_W = 400;
/** The other side has a run of threats that wins, were it its move: the side to move must spend its move on it
 *  (beat no such term by 67%; 600 no better). */
const OTHER_VCF = 300;
/** Being the one to move. */
const TEMPO = 15;

const NH = HOLLOWS.length;
const NA = AREAS.length;

/** What an unfilled area is expected to bring when the board fills, in half points for the side with `mine`
 *  pieces there minus the other's (`theirs`), each of its `open` hollows going to either side alike: the rules'
 *  own tile for every way the area can fill (tiles.ts: a beach majority a full tile, 2:2 none; a semi-beach 3:0
 *  full, 2:1 half). Indexed [beach][open][mine][theirs]. */
const binomial = (n: number, k: number): number => (k === 0 ? 1 : (binomial(n - 1, k - 1) * n) / k);
const EXPECTED: number[][][][] = [0, 1].map((beach) => [0, 1, 2, 3, 4].map((open) => [0, 1, 2, 3, 4].map((mine) => [0, 1, 2, 3, 4].map((theirs) => {
  let sum = 0;
  for (let k = 0; k <= open; k++) {
    const ways = binomial(open, k);
    const a = mine + k;
    const b = theirs + open - k;
    const value = a === b ? 0 : (!beach && a > 0 && b > 0) ? 1 : 2;
    sum += ways * (a > b ? value : a < b ? -value : 0);
  }
  return sum / 2 ** open;
}))));

// Transposition table, shared by decisions and cleared at the start of each (so each decision is deterministic).
const TT_BITS = 18;
const TT_SIZE = 1 << TT_BITS;
const TT_MASK = TT_SIZE - 1;
const ttCheck = new Int32Array(TT_SIZE);
const ttValue = new Int32Array(TT_SIZE);
const ttDepth = new Int8Array(TT_SIZE);
/** 0 empty, 1 exact, 2 lower bound, 3 upper bound. */
const ttFlag = new Int8Array(TT_SIZE);
const ttMove = new Int8Array(TT_SIZE);
// The threat search's own table: per position (pieces, who moves), whether a run of threats wins, and how deep a
// failed search looked. Cleared with the main table.
const VCF_BITS = 16;
const VCF_MASK = (1 << VCF_BITS) - 1;
const vcfCheck = new Int32Array(1 << VCF_BITS);
const vcfResult = new Int8Array(1 << VCF_BITS);
const vcfDepth = new Int8Array(1 << VCF_BITS).fill(-1);
const EXACT = 1;
const LOWER = 2;
const UPPER = 3;

const MAX_PLY = 100;
const MOVES = 64;

const toTT = (v: number, ply: number): number => (v > WON ? v + ply : v < -WON ? v - ply : v);
const fromTT = (v: number, ply: number): number => (v > WON ? v - ply : v < -WON ? v + ply : v);

export class Searcher {
  nodes = 0;
  /** Rounds reported to the driver so far. */
  rounds = 0;
  aborted = false;
  limit = MAX_NODES;
  private readonly killers = new Int8Array(2 * MAX_PLY).fill(-1);
  private readonly history = new Int32Array(2 * NH);
  /** Move lists per ply (MOVES slots each) and their ordering scores. */
  readonly moves = new Int8Array(MAX_PLY * MOVES);
  readonly scores = new Int32Array(MAX_PLY * MOVES);
  private readonly forkStamp = new Int32Array(2 * NH);
  private readonly forkOther = new Int8Array(2 * NH);
  private stamp = 0;
  private readonly vcfMoves = new Int8Array((VCF_DEPTH + 1) * MOVES);
  private readonly vcfSeen = new Int32Array(NH);
  private vcfStamp = 0;

  constructor(readonly g: FastGame) {
    ttFlag.fill(0);
    vcfDepth.fill(-1);
    vcfResult.fill(0);
  }

  /** Value for the seat acting after the move just made, seen by `me` (negamax across a change of actor). */
  private child(depth: number, alpha: number, beta: number, me: number): number {
    const g = this.g;
    const next = g.phase === OVER ? g.turn : g.actor();
    return next === me ? this.negamax(depth, alpha, beta) : -this.negamax(depth, -beta, -alpha);
  }

  /** Searches the current position; the value is for its actor. */
  negamax(depth: number, alpha: number, beta: number): number {
    const g = this.g;
    if (++this.nodes >= this.limit) { this.aborted = true; return 0; }
    if (g.phase === OVER) return g.winner === DRAW ? 0 : g.winner === g.turn ? WIN - g.ply : -(WIN - g.ply);
    if (g.ply >= MAX_PLY - 2) return this.evaluate();
    const me = g.actor();
    if (g.phase === TANE_PHASE) {
      // Five answers, no depth spent: the decline first, it is the usual choice.
      let best = -INF;
      for (let f = 0; f < 5; f++) {
        g.make(f === 0 ? DECLINE : TANE_MOVE + f - 1);
        const v = this.child(depth, alpha, beta, me);
        g.unmake();
        if (this.aborted) return 0;
        if (v > best) best = v;
        if (v > alpha) alpha = v;
        if (alpha >= beta) break;
      }
      return best;
    }
    const p = me;
    if (g.short1[p] > 0) return WIN - g.ply - 1;
    let threat = -1;
    if (g.short1[1 - p] > 0) {
      const L = g.L;
      const cp = g.cnt[p];
      const co = g.cnt[1 - p];
      for (let l = 0; l < L.n; l++) {
        if (cp[l] === 0 && L.len[l] - co[l] === 1) {
          const gap = g.gapOf(l);
          if (threat >= 0 && gap !== threat) return -(WIN - g.ply - 2);
          threat = gap;
        }
      }
    }
    if (threat >= 0) {
      // The only move that does not lose at once; it costs no depth.
      g.make(threat);
      const v = this.child(depth, alpha, beta, me);
      g.unmake();
      return v;
    }
    if (depth <= 0) {
      const v = this.evaluate();
      if (v > WON || v < -WON) return v;
      if (this.vcf(p, VCF_DEPTH)) return WIN - g.ply - 5;
      if (g.short2[1 - p] > 0) {
        // The other side's run of threats, were it its move: the side to move must spend its move on it.
        g.turn = 1 - p;
        const theirs = this.vcf(1 - p, VCF_DEPTH);
        g.turn = p;
        if (theirs) return v - OTHER_VCF;
      }
      return v;
    }

    g.computeKey();
    const ka = g.keyA;
    const kb = g.keyB;
    const slot = ka & TT_MASK;
    let ttm = -1;
    if (ttFlag[slot] !== 0 && ttCheck[slot] === kb) {
      ttm = ttMove[slot];
      if (ttDepth[slot] >= depth) {
        const v = fromTT(ttValue[slot], g.ply);
        const f = ttFlag[slot];
        if (f === EXACT || (f === LOWER && v >= beta) || (f === UPPER && v <= alpha)) return v;
      }
    }

    const base = g.ply * MOVES;
    const n = this.generate(base, p, ttm);
    const alpha0 = alpha;
    let best = -INF;
    let bestMove = -1;
    for (let i = 0; i < n; i++) {
      // Selection: the best-scored move left goes next.
      let k = i;
      for (let j = i + 1; j < n; j++) if (this.scores[base + j] > this.scores[base + k]) k = j;
      const m = this.moves[base + k];
      this.moves[base + k] = this.moves[base + i];
      this.scores[base + k] = this.scores[base + i];
      this.moves[base + i] = m;
      g.make(m);
      let v: number;
      if (i === 0) v = this.child(depth - 1, alpha, beta, me);
      else {
        v = this.child(depth - 1, alpha, alpha + 1, me);
        if (v > alpha && v < beta && !this.aborted) v = this.child(depth - 1, alpha, beta, me);
      }
      g.unmake();
      if (this.aborted) return 0;
      if (v > best) { best = v; bestMove = m; }
      if (v > alpha) alpha = v;
      if (alpha >= beta) {
        const kp = 2 * g.ply;
        if (this.killers[kp] !== m) { this.killers[kp + 1] = this.killers[kp]; this.killers[kp] = m; }
        this.history[p * NH + m] += depth * depth;
        break;
      }
    }
    ttCheck[slot] = kb;
    ttValue[slot] = toTT(best, g.ply);
    ttDepth[slot] = depth;
    ttFlag[slot] = best <= alpha0 ? UPPER : best >= beta ? LOWER : EXACT;
    ttMove[slot] = bestMove;
    return best;
  }

  /** A victory by continuous threats for `p`, the side to move, where neither side has a winning hollow: a run
   *  of threats, each answered by its only block, that ends in two threats at once. Exact where it says yes: a
   *  block that makes a threat of its own ends that run (the attacker would have to answer it), a full board ends
   *  it, and a Tane offer on the way is declined (tiles do not change the lines). Nodes count towards the budget. */
  vcf(p: number, depth: number): boolean {
    const g = this.g;
    if (g.short2[p] === 0 || g.phase !== PIECE) return false;
    const L = g.L;
    const cp = g.cnt[p];
    const co = g.cnt[1 - p];
    g.computeKey();
    const slot = g.keyA & VCF_MASK;
    const check = g.keyB;
    if (vcfCheck[slot] === check && (vcfResult[slot] === 1 || vcfDepth[slot] >= depth)) return vcfResult[slot] === 1;
    const found = this.vcfSearch(p, depth);
    if (!this.aborted) { vcfCheck[slot] = check; vcfResult[slot] = found ? 1 : 0; vcfDepth[slot] = depth; }
    return found;
  }

  private vcfSearch(p: number, depth: number): boolean {
    const g = this.g;
    const L = g.L;
    const cp = g.cnt[p];
    const co = g.cnt[1 - p];
    const base = depth * MOVES;
    const st = ++this.vcfStamp;
    let n = 0;
    for (let l = 0; l < L.n && n < MOVES; l++) {
      if (co[l] !== 0 || L.len[l] - cp[l] !== 2) continue;
      for (let i = L.start[l]; i < L.start[l + 1]; i++) {
        const h = L.hollows[i];
        if (g.board[h] !== EMPTY || this.vcfSeen[h] === st) continue;
        this.vcfSeen[h] = st;
        this.vcfMoves[base + n++] = h;
      }
    }
    for (let i = 0; i < n; i++) {
      if (this.nodes >= this.limit) { this.aborted = true; return false; }
      const h = this.vcfMoves[base + i];
      const mark = g.ply;
      this.play(h);
      let gap = -1;
      const phase: number = g.phase;
      let won = phase === OVER && g.winner === p;
      if (!won && phase === PIECE) {
        for (let j = L.thrStart[h]; j < L.thrStart[h + 1]; j++) {
          const l = L.thr[j];
          if (co[l] !== 0 || L.len[l] - cp[l] !== 1) continue;
          const at = g.gapOf(l);
          if (gap >= 0 && at !== gap) { won = true; break; }
          gap = at;
        }
        if (!won && gap >= 0 && depth > 1) {
          this.play(gap);
          if (g.phase === PIECE && g.short1[1 - p] === 0) won = this.vcf(p, depth - 1);
        }
      }
      while (g.ply > mark) g.unmake();
      if (won) return true;
    }
    return false;
  }

  /** A piece, then any Tane offer it opens declined (the threat search's moves). */
  private play(h: number): void {
    const g = this.g;
    this.nodes++;
    g.make(h);
    while (g.phase === TANE_PHASE) g.make(DECLINE);
  }

  /** The empty hollows with their ordering scores, at moves[base..]; returns how many. */
  generate(base: number, p: number, ttm: number): number {
    const g = this.g;
    const L = g.L;
    const cp = g.cnt[p];
    const co = g.cnt[1 - p];
    const k1 = this.killers[2 * g.ply];
    const k2 = this.killers[2 * g.ply + 1];
    let n = 0;
    for (let h = 0; h < NH; h++) {
      if (g.board[h] !== EMPTY) continue;
      let s: number;
      if (h === ttm) s = 1e8;
      else {
        s = this.history[p * NH + h];
        if (h === k1) s += 1e6;
        else if (h === k2) s += 9e5;
        for (let i = L.thrStart[h]; i < L.thrStart[h + 1]; i++) {
          const l = L.thr[i];
          const len = L.len[l];
          if (co[l] === 0) {
            const after = len - cp[l] - 1;
            s += after === 1 ? 3000 : after === 2 ? 150 : 10;
          } else if (cp[l] === 0) {
            const mo = len - co[l];
            s += mo === 2 ? 500 : mo === 3 ? 40 : 5;
          }
        }
        if (g.tilesOn) {
          const areas = AREAS_OF_HOLLOW[h];
          for (let i = 0; i < areas.length; i++) {
            const a = areas[i];
            if (g.blocked[a] < 0 && g.fill[a] === AREA_SIZE[a] - 1 && g.nIn[p][a] + 1 > g.nIn[1 - p][a]) s += 200;
          }
        }
      }
      this.moves[base + n] = h;
      this.scores[base + n] = s;
      n++;
    }
    return n;
  }

  /** The horizon's score for the side to move, in a position where neither side has a winning hollow. */
  evaluate(): number {
    const g = this.g;
    if (g.phase !== 0) return 0;
    const p = g.turn;
    const o = 1 - p;
    const L = g.L;
    const c0 = g.cnt[0];
    const c1 = g.cnt[1];
    let forksO = 0;
    if (g.short2[p] >= 2 || g.short2[o] >= 2) {
      const st = ++this.stamp;
      for (let l = 0; l < L.n; l++) {
        const a = c0[l];
        const b = c1[l];
        if ((a === 0) === (b === 0)) continue;
        const s = a > 0 ? 0 : 1;
        if (L.len[l] - (a + b) !== 2 || g.short2[s] < 2) continue;
        // A line two short: each of its empty hollows is a fork point if another such line through it has a
        // different other gap.
        let e1 = -1;
        let e2 = -1;
        for (let i = L.start[l]; i < L.start[l + 1]; i++) {
          const h = L.hollows[i];
          if (g.board[h] === EMPTY) { if (e1 < 0) e1 = h; else e2 = h; }
        }
        for (let t = 0; t < 2; t++) {
          const h = t === 0 ? e1 : e2;
          const other = t === 0 ? e2 : e1;
          const idx = s * NH + h;
          if (this.forkStamp[idx] !== st) { this.forkStamp[idx] = st; this.forkOther[idx] = other; continue; }
          if (this.forkOther[idx] === other || this.forkOther[idx] === -1) continue;
          // A fork for the side to move: it plays there, two threats, one gets through.
          if (s === p) return WIN - g.ply - 3;
          this.forkOther[idx] = -1;
          forksO++;
        }
      }
    }
    let v = g.lineScore[p] - g.lineScore[o] - FORK_OTHER * forksO + TEMPO;
    if (g.tilesOn) {
      const half = g.points[p] - g.points[o];
      let expected = 0;
      for (let a = 0; a < NA; a++) {
        if (g.fill[a] === AREA_SIZE[a] || g.blocked[a] >= 0) continue;
        expected += EXPECTED[IS_BEACH[a] ? 1 : 0][AREA_SIZE[a] - g.fill[a]][g.nIn[p][a]][g.nIn[o][a]];
      }
      v += POINT_W * half + EXPECTED_W * expected;
      if (g.taneOn) v += TANE_W * (g.taneUsed[o] - g.taneUsed[p]);
    }
    return v;
  }
}

const moveCode = (e: MoerakiEvent): number => (e.type === 'PLACE' ? e.hollow : e.type === 'PLACE_TANE' ? TANE_MOVE + e.facing : e.type === 'DECLINE_TANE' ? DECLINE : -1);

/** The hard bot's search (BotAdapter.search): yields after each root move, one roundDone per NODES_PER_ROUND
 *  nodes, and returns its choice once the tree is solved or searched to the end of the game. */
export function* moerakiSearch(view: MoerakiState, legal: readonly MoerakiEvent[], _rng: RngState): Generator<SearchStep<MoerakiEvent>, MoerakiEvent> {
  if (view.phase === 'ball') return yield* ballSearch(view, legal);
  const codes = legal.map(moveCode);
  if (legal.length <= 1 || codes.some((c) => c < 0)) return legal[0];
  const g = new FastGame(view);
  const sr = new Searcher(g);
  const me = g.actor();
  let best = 0;
  let bestScore = -INF;
  // Root order: the ordering of an interior node (tactics first), refined by each depth's scores.
  let order = codes.map((_, i) => i);
  if (view.phase === 'piece') {
    const n = sr.generate(0, me, -1);
    const rank = new Map<number, number>();
    for (let i = 0; i < n; i++) rank.set(sr.moves[i], sr.scores[i]);
    order.sort((a, b) => (rank.get(codes[b]) ?? 0) - (rank.get(codes[a]) ?? 0));
  }
  best = order[0];
  const score = new Array<number>(codes.length).fill(-INF);
  for (let depth = 1; depth <= MAX_DEPTH; depth++) {
    let alpha = -INF;
    let bestThis = -1;
    for (let r = 0; r < order.length; r++) {
      const i = order[r];
      const d = view.phase === 'tane' ? depth : depth - 1;
      let v = 0;
      // A root move's subtree is searched in slices of SLICE nodes: an interrupted slice is searched again, its
      // finished parts read from the transposition table, after a pause where the driver may stop at its cap.
      for (;;) {
        sr.limit = Math.min(MAX_NODES, sr.nodes + SLICE);
        g.make(codes[i]);
        if (r === 0) v = childValue(sr, d, alpha, INF, me);
        else {
          v = childValue(sr, d, alpha, alpha + 1, me);
          if (v > alpha && !sr.aborted) v = childValue(sr, d, alpha, INF, me);
        }
        while (g.ply > 0) g.unmake();
        if (!sr.aborted || sr.nodes >= MAX_NODES) break;
        sr.aborted = false;
        yield* rounds(sr, legal[best]);
      }
      if (sr.aborted) break;
      score[i] = v;
      if (v > alpha) { alpha = v; bestThis = i; }
      // The best so far of this depth includes the previous depth's best (searched first).
      best = bestThis;
      bestScore = alpha;
      yield* rounds(sr, legal[best]);
    }
    if (sr.aborted) break;
    // Lower-scored moves keep their relative order (null-window scores are bounds).
    order = [best, ...order.filter((i) => i !== best).sort((a, b) => score[b] - score[a])];
    if (Math.abs(bestScore) > WON || depth > g.empties + 2) break;
  }
  return legal[best];
}

/** Reports the rounds the node count has passed (one roundDone step each), then a pause for the clock. */
function* rounds(sr: Searcher, best: MoerakiEvent): Generator<SearchStep<MoerakiEvent>, void> {
  while (sr.nodes >= (sr.rounds + 1) * NODES_PER_ROUND) {
    sr.rounds++;
    yield { best, roundDone: true };
  }
  yield { best, roundDone: false };
}

function childValue(sr: Searcher, depth: number, alpha: number, beta: number, me: number): number {
  const g = sr.g;
  const next = g.phase === OVER ? g.turn : g.actor();
  return next === me ? sr.negamax(depth, alpha, beta) : -sr.negamax(depth, -beta, -alpha);
}

/** The ball's hollow: each candidate searched a few plies for the first piece and its answer. */
function* ballSearch(s: MoerakiState, legal: readonly MoerakiEvent[]): Generator<SearchStep<MoerakiEvent>, MoerakiEvent> {
  let best = 0;
  let bestV = -INF;
  for (let i = 0; i < legal.length; i++) {
    const g = new FastGame(moeraki.apply(s, legal[i]));
    const sr = new Searcher(g);
    sr.limit = BALL_NODES;
    let v = 0;
    for (let depth = 1; depth <= 3; depth++) {
      const w = -sr.negamax(depth, -INF, INF);
      if (sr.aborted) break;
      v = w;
    }
    if (v > bestV) { bestV = v; best = i; }
    yield { best: legal[best], roundDone: true };
  }
  return legal[best];
}

/** Nodes the review's judgement of one position searches (src/review/estimate.ts): a tenth of a hard decision's. */
export const CHANCE_NODES = 20_000;
/** Evaluation points per e-fold of the odds when a score becomes a chance: a lead of about six Marae half points
 *  (POINT_W each) is three to one. */
export const CHANCE_SCALE = 400;

/** Each seat's chance in `s` by the search's own judgement (BotAdapter.chances): iterative deepening to
 *  CHANCE_NODES, a found win or loss is certain, a score is read as odds. Null before the ball is placed (nothing
 *  on the board yet for the evaluation to read: the review plays it out instead) and once it is over. */
export function moerakiChances(s: MoerakiState): number[] | null {
  if (s.phase !== 'piece' && s.phase !== 'tane') return null;
  const g = new FastGame(s);
  const sr = new Searcher(g);
  const me = g.actor();
  sr.limit = CHANCE_NODES;
  let v = 0;
  for (let depth = 1; depth <= MAX_DEPTH; depth++) {
    const w = sr.negamax(depth, -INF, INF);
    if (sr.aborted) break;
    v = w;
    if (Math.abs(v) > WON || depth > g.empties + 2) break;
  }
  const p = v > WON ? 1 : v < -WON ? 0 : 1 / (1 + Math.exp(-v / CHANCE_SCALE));
  const chances = [1 - p, 1 - p];
  chances[me] = p;
  return chances;
}
