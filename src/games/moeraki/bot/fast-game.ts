// A mutable copy of one Moeraki game for the hard bot's alpha-beta (search.ts): make/unmake on typed arrays,
// because the rules' own effects copy the whole state per event (about 6 µs) and the search wants millions of
// nodes. It follows effects.ts step by step (early wins before tiles, the mover's tiles first, the Tane offer out
// of turn, lines of sight, supplies, the Marae and its tie rule); a test plays random games through both and
// compares them after every event. Lines keep piece counts and the sum of their occupied hollows, so a line's one
// empty hollow is a subtraction.
import { LEVEL_RULES } from '../rules/constants';
import { AREAS, AREAS_OF_HOLLOW, HOLLOWS, SIGHT } from '../rules/geometry';
import { EMPTY, LINES } from '../rules/lines';
import type { MoerakiState } from '../rules/state';
import { FULL, HALF, NONE, STARVED, TANE, isTile, kindOf, ownerOf } from '../rules/tiles';

export const PIECE = 0;
export const TANE_PHASE = 1;
export const OVER = 2;
/** Move codes: 0–56 a piece in that hollow, TANE_MOVE + facing, DECLINE. */
export const TANE_MOVE = 60;
export const DECLINE = 64;
/** The evaluation's worth of a line held by one side only, by pieces still missing (index); kept per side as
 *  pieces come and go, with counts of lines one and two pieces short. */
export const LINE_W = [0, 0, 60, 12, 3, 1, 1, 1, 1, 1];
/** winner when a full board is drawn (beginner level). */
export const DRAW = 2;

const NH = HOLLOWS.length;
const NA = AREAS.length;
/** Per area: its hollows (4 beach, 3 semi-beach), and whether it is a beach area. */
export const AREA_SIZE = Int8Array.from(AREAS.map((a) => a.hollows.length));
export const IS_BEACH = Uint8Array.from(AREAS.map((a) => (a.kind === 'beach' ? 1 : 0)));
/** Marae value of a tile code in half points (full tile or Tane 2, half tile 1, none or starved 0). */
const HALF_POINTS = (code: number): number => (code < 0 || code >= STARVED ? 0 : kindOf(code) === HALF ? 1 : 2);

// Zobrist keys (two 32-bit halves: one picks the table slot, the other checks it), from a fixed seed.
let zs = 0x9e3779b9;
const z32 = (): number => {
  zs = (zs + 0x6d2b79f5) | 0;
  let t = Math.imul(zs ^ (zs >>> 15), zs | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return (t ^ (t >>> 14)) | 0;
};
const zTable = (n: number): Int32Array => Int32Array.from({ length: n }, z32);
const Z_PIECE = [zTable(2 * NH), zTable(2 * NH)];
const Z_TANE = [zTable(8 * NA), zTable(8 * NA)];
const Z_OFFER = [zTable(2 * NA), zTable(2 * NA)];
const Z_ACTOR = [z32(), z32()];

/** Per ball hollow: the early-win lines as flat arrays (built once, on first use). */
interface LineSet {
  n: number;
  len: Int8Array;
  /** Sum of each line's hollow ids. */
  total: Int16Array;
  start: Int16Array;
  hollows: Int8Array;
  /** Lines through each hollow: thrStart[h]..thrStart[h + 1] in thr. */
  thrStart: Int16Array;
  thr: Int16Array;
}
const lineSets: (LineSet | undefined)[] = [];
function lineSet(ball: number): LineSet {
  const cached = lineSets[ball];
  if (cached) return cached;
  const lines = LINES[ball];
  const n = lines.length;
  const len = new Int8Array(n);
  const total = new Int16Array(n);
  const start = new Int16Array(n + 1);
  const flat: number[] = [];
  lines.forEach((l, i) => {
    start[i] = flat.length;
    len[i] = l.hollows.length;
    for (const h of l.hollows) { flat.push(h); total[i] += h; }
  });
  start[n] = flat.length;
  const thrStart = new Int16Array(NH + 1);
  const thr: number[] = [];
  for (let h = 0; h < NH; h++) {
    thrStart[h] = thr.length;
    lines.forEach((l, i) => { if (l.hollows.includes(h)) thr.push(i); });
  }
  thrStart[NH] = thr.length;
  const set = { n, len, total, start, hollows: Int8Array.from(flat), thrStart, thr: Int16Array.from(thr) };
  lineSets[ball] = set;
  return set;
}

// Undo log targets.
const T_TILES = 0;
const T_BLOCKED = 1;
const T_SUPPLY = 2;
const T_POINTS = 3;
const T_TANE = 4;
const MAX_PLY = 128;

export class FastGame {
  readonly tilesOn: boolean;
  readonly taneOn: boolean;
  readonly tieToPlacer: boolean;
  readonly ballPlacer: number;
  readonly ball: number;
  readonly L: LineSet;
  readonly board = new Int8Array(NH);
  /** Pieces of each seat per line, and the sum of the occupied hollows per line. */
  readonly cnt = [new Int8Array(0), new Int8Array(0)];
  readonly occSum: Int16Array;
  /** Per side: LINE_W summed over its open lines, and how many of them are one (a threat) or two pieces short. */
  readonly lineScore = new Int32Array(2);
  readonly short1 = new Int16Array(2);
  readonly short2 = new Int16Array(2);
  /** Per area: filled hollows (the ball counts), and pieces of each seat. */
  readonly fill = new Int8Array(NA);
  readonly nIn = [new Int8Array(NA), new Int8Array(NA)];
  readonly tiles = new Int8Array(NA);
  readonly blocked = new Int8Array(NA);
  readonly supply = new Int16Array(2);
  /** Marae points per seat, in half points. */
  readonly points = new Int16Array(2);
  readonly taneUsed = new Int8Array(2);
  turn = 0;
  phase = PIECE;
  winner = -1;
  offerSeat = -1;
  offerArea = -1;
  empties = 0;
  /** Areas waiting for their tiles (pending[head..len)). */
  readonly pending = new Int8Array(8);
  pHead = 0;
  pLen = 0;
  hashA = 0;
  hashB = 0;
  ply = 0;
  private readonly log = new Int32Array(3 * 64 * MAX_PLY);
  private logTop = 0;
  private readonly fr = new Int32Array(16 * MAX_PLY);

  constructor(s: MoerakiState) {
    const rules = LEVEL_RULES[s.options.level];
    this.tilesOn = rules.tiles;
    this.taneOn = rules.tane;
    this.tieToPlacer = rules.tieToBallPlacer;
    this.ballPlacer = s.ballPlacer;
    this.ball = s.ball;
    this.L = lineSet(s.ball);
    this.cnt = [new Int8Array(this.L.n), new Int8Array(this.L.n)];
    this.occSum = new Int16Array(this.L.n);
    for (let h = 0; h < NH; h++) {
      const c = s.board[h];
      this.board[h] = c;
      if (c === EMPTY) { this.empties++; continue; }
      for (const a of AREAS_OF_HOLLOW[h]) {
        this.fill[a]++;
        if (c === 0 || c === 1) this.nIn[c][a]++;
      }
      if (c !== 0 && c !== 1) continue;
      this.hashA ^= Z_PIECE[0][c * NH + h];
      this.hashB ^= Z_PIECE[1][c * NH + h];
      for (let i = this.L.thrStart[h]; i < this.L.thrStart[h + 1]; i++) {
        const l = this.L.thr[i];
        this.cnt[c][l]++;
        this.occSum[l] += h;
      }
    }
    for (let l = 0; l < this.L.n; l++) this.lineStats(l, 1);
    for (let a = 0; a < NA; a++) {
      this.tiles[a] = s.tiles[a];
      this.blocked[a] = s.blockedBy[a];
      const code = s.tiles[a];
      if (code >= 0 && code < STARVED) this.points[ownerOf(code)] += HALF_POINTS(code);
    }
    for (const p of [0, 1]) {
      this.supply[p] = s.supply[p];
      const spot = s.tane[p];
      this.taneUsed[p] = spot ? 1 : 0;
      if (spot) { this.hashA ^= Z_TANE[0][(p * 4 + spot.facing) * NA + spot.area]; this.hashB ^= Z_TANE[1][(p * 4 + spot.facing) * NA + spot.area]; }
    }
    this.turn = s.turn;
    if (s.phase === 'tane' && s.offer) {
      this.phase = TANE_PHASE;
      this.offerSeat = s.offer.seat;
      this.offerArea = s.offer.area;
      for (const a of s.pending) this.pending[this.pLen++] = a;
    } else if (s.phase === 'piece') this.phase = PIECE;
    else {
      this.phase = OVER;
      this.winner = s.outcome?.winner ?? DRAW;
    }
  }

  /** The seat whose decision it is (the next placer once the game is over). */
  actor(): number {
    return this.phase === TANE_PHASE ? this.offerSeat : this.turn;
  }

  /** The position's key for the transposition table (pieces, Tane spots, an open offer, who acts), left in
   *  keyA (picks the slot) and keyB (checks it). */
  keyA = 0;
  keyB = 0;
  computeKey(): void {
    let a = this.hashA ^ Z_ACTOR[this.actor()];
    let b = this.hashB;
    if (this.phase === TANE_PHASE) { a ^= Z_OFFER[0][this.offerSeat * NA + this.offerArea]; b ^= Z_OFFER[1][this.offerSeat * NA + this.offerArea]; }
    this.keyA = a;
    this.keyB = b;
  }

  private set(target: number, i: number, v: number): void {
    const arr = target === T_TILES ? this.tiles : target === T_BLOCKED ? this.blocked : target === T_SUPPLY ? this.supply : target === T_POINTS ? this.points : this.taneUsed;
    const t = this.logTop;
    this.log[t] = target;
    this.log[t + 1] = i;
    this.log[t + 2] = arr[i];
    this.logTop = t + 3;
    arr[i] = v;
  }

  /** Adds (sign 1) or takes away (sign -1) line l's part of lineScore, short1 and short2. */
  private lineStats(l: number, sign: number): void {
    const a = this.cnt[0][l];
    const b = this.cnt[1][l];
    if ((a === 0) === (b === 0)) return;
    const side = a > 0 ? 0 : 1;
    const miss = this.L.len[l] - a - b;
    this.lineScore[side] += sign * LINE_W[miss];
    if (miss === 1) this.short1[side] += sign;
    else if (miss === 2) this.short2[side] += sign;
  }

  /** The tile an area calls for, as areaOutcome() in tiles.ts (from the counts: UNFILLED -2, NONE -1, else a code). */
  outcome(a: number): number {
    if (this.fill[a] < AREA_SIZE[a]) return -2;
    const n0 = this.nIn[0][a];
    const n1 = this.nIn[1][a];
    if (n0 === n1) return NONE;
    const w = n0 > n1 ? 0 : 1;
    if (!IS_BEACH[a] && n0 > 0 && n1 > 0) return HALF + w;
    return FULL + w;
  }

  private placeTile(a: number, code: number): void {
    const seat = code & 1;
    if (this.supply[seat] > 0) {
      this.set(T_TILES, a, code);
      this.set(T_SUPPLY, seat, this.supply[seat] - 1);
      this.set(T_POINTS, seat, this.points[seat] + HALF_POINTS(code));
    } else this.set(T_TILES, a, STARVED + seat);
  }

  private removeTile(a: number): void {
    const code = this.tiles[a];
    if (isTile(code)) {
      const seat = ownerOf(code);
      this.set(T_SUPPLY, seat, this.supply[seat] + 1);
      this.set(T_POINTS, seat, this.points[seat] - HALF_POINTS(code));
    }
    if (code >= 0 && kindOf(code) !== TANE) this.set(T_TILES, a, NONE);
  }

  private pendingHas(a: number): boolean {
    for (let i = this.pHead; i < this.pLen; i++) if (this.pending[i] === a) return true;
    return false;
  }

  /** effects.ts settleTiles, then the chart's routing: an offer, a full board's Marae, or the next piece. */
  private settle(): void {
    while (this.pHead < this.pLen) {
      const a = this.pending[this.pHead];
      const code = this.blocked[a] >= 0 || this.tiles[a] !== NONE ? -2 : this.outcome(a);
      if (code >= 0 && this.taneOn && IS_BEACH[a] && kindOf(code) === FULL && !this.taneUsed[code & 1]) {
        this.phase = TANE_PHASE;
        this.offerSeat = code & 1;
        this.offerArea = a;
        return;
      }
      if (code >= 0) this.placeTile(a, code);
      this.pHead++;
    }
    this.offerSeat = -1;
    this.offerArea = -1;
    if (this.empties > 0) { this.phase = PIECE; return; }
    this.phase = OVER;
    const [a, b] = this.points;
    this.winner = a > b ? 0 : b > a ? 1 : this.tieToPlacer ? this.ballPlacer : DRAW;
  }

  /** Plays a move code (assumed legal). */
  make(m: number): void {
    const f = 16 * this.ply++;
    const fr = this.fr;
    fr[f] = m;
    fr[f + 1] = this.turn;
    fr[f + 2] = this.phase;
    fr[f + 3] = this.winner;
    fr[f + 4] = this.offerSeat;
    fr[f + 5] = this.offerArea;
    fr[f + 6] = this.pHead;
    fr[f + 7] = this.pLen;
    for (let i = 0; i < 4; i++) fr[f + 8 + i] = this.pending[i];
    fr[f + 12] = this.logTop;
    fr[f + 13] = this.hashA;
    fr[f + 14] = this.hashB;
    if (m < TANE_MOVE) this.placePiece(m);
    else if (m === DECLINE) {
      this.placeTile(this.offerArea, FULL + this.offerSeat);
      this.pHead++;
      this.settle();
    } else this.placeTane(m - TANE_MOVE);
  }

  unmake(): void {
    const f = 16 * --this.ply;
    const fr = this.fr;
    const m = fr[f];
    if (m < TANE_MOVE) this.removePiece(m, fr[f + 1]);
    const mark = fr[f + 12];
    while (this.logTop > mark) {
      const t = (this.logTop -= 3);
      const target = this.log[t];
      const arr = target === T_TILES ? this.tiles : target === T_BLOCKED ? this.blocked : target === T_SUPPLY ? this.supply : target === T_POINTS ? this.points : this.taneUsed;
      arr[this.log[t + 1]] = this.log[t + 2];
    }
    this.turn = fr[f + 1];
    this.phase = fr[f + 2];
    this.winner = fr[f + 3];
    this.offerSeat = fr[f + 4];
    this.offerArea = fr[f + 5];
    this.pHead = fr[f + 6];
    this.pLen = fr[f + 7];
    for (let i = 0; i < 4; i++) this.pending[i] = fr[f + 8 + i];
    this.hashA = fr[f + 13];
    this.hashB = fr[f + 14];
  }

  private placePiece(h: number): void {
    const seat = this.turn;
    const L = this.L;
    this.board[h] = seat;
    this.empties--;
    this.hashA ^= Z_PIECE[0][seat * NH + h];
    this.hashB ^= Z_PIECE[1][seat * NH + h];
    const cnt = this.cnt[seat];
    let won = false;
    for (let i = L.thrStart[h]; i < L.thrStart[h + 1]; i++) {
      const l = L.thr[i];
      this.lineStats(l, -1);
      if (++cnt[l] === L.len[l]) won = true;
      this.occSum[l] += h;
      this.lineStats(l, 1);
    }
    const areas = AREAS_OF_HOLLOW[h];
    const mine = this.nIn[seat];
    for (let i = 0; i < areas.length; i++) { this.fill[areas[i]]++; mine[areas[i]]++; }
    this.turn = 1 - seat;
    if (won) {
      this.phase = OVER;
      this.winner = seat;
      return;
    }
    this.pHead = 0;
    this.pLen = 0;
    if (this.tilesOn) {
      // The mover's colour first, then the other's, each in area order (effects.ts filledAreas).
      for (let pass = 0; pass < 2; pass++) {
        for (let i = 0; i < areas.length; i++) {
          const a = areas[i];
          if (this.blocked[a] >= 0) continue;
          const code = this.outcome(a);
          if (code >= 0 && ((code & 1) === seat) === (pass === 0)) this.pending[this.pLen++] = a;
        }
      }
    }
    this.settle();
  }

  private removePiece(h: number, seat: number): void {
    const L = this.L;
    this.board[h] = EMPTY;
    this.empties++;
    const cnt = this.cnt[seat];
    for (let i = L.thrStart[h]; i < L.thrStart[h + 1]; i++) {
      const l = L.thr[i];
      this.lineStats(l, -1);
      cnt[l]--;
      this.occSum[l] -= h;
      this.lineStats(l, 1);
    }
    const areas = AREAS_OF_HOLLOW[h];
    const mine = this.nIn[seat];
    for (let i = 0; i < areas.length; i++) { this.fill[areas[i]]--; mine[areas[i]]--; }
  }

  /** effects.ts taneReplacesTile. */
  private placeTane(facing: number): void {
    const seat = this.offerSeat;
    const o = 1 - seat;
    const area = this.offerArea;
    this.set(T_TILES, area, TANE + seat);
    this.set(T_POINTS, seat, this.points[seat] + 2);
    const sight = SIGHT[area][facing];
    for (let k = 0; k < sight.length; k++) {
      const b = sight[k];
      if (this.tiles[b] === TANE + o) break;
      if (this.blocked[b] === o) {
        this.set(T_BLOCKED, b, -1);
        if (!this.pendingHas(b)) {
          const code = this.outcome(b);
          if (code >= 0) this.placeTile(b, code);
        }
      } else {
        this.removeTile(b);
        this.set(T_BLOCKED, b, seat);
      }
    }
    this.set(T_TANE, seat, 1);
    this.hashA ^= Z_TANE[0][(seat * 4 + facing) * NA + area];
    this.hashB ^= Z_TANE[1][(seat * 4 + facing) * NA + area];
    this.pHead++;
    this.settle();
  }

  /** The empty hollow of line l when it has exactly one (else meaningless). */
  gapOf(l: number): number {
    return this.L.total[l] - this.occSum[l];
  }
}
