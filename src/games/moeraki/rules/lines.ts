// The early wins as lines of hollows (rulebook "End of the game", RULES.md): Tahuna, the four hollows around a
// beach area; Awa variant A, a whole diagonal (3 to 9 hollows, end to end); Awa variant B, a diagonal from its
// end on the border up to the ball; Ara, the four hollows of one straight edge. Which lines exist depends on the
// ball's hollow (it is neutral and sits in one of nine), so they are computed once per ball hollow.
import { AREAS, BEACH_AREAS, CENTRAL_HOLLOWS, DIAGONALS, EDGE_ROWS, HOLLOWS } from './geometry';

export type EarlyWay = 'tahuna' | 'awa' | 'ara';

export interface WinLine {
  way: EarlyWay;
  /** Awa only: 'A' end to end, 'B' from the border up to the ball. */
  variant?: 'A' | 'B';
  /** Tahuna: the beach area surrounded. */
  area?: number;
  /** Awa: the diagonal. */
  diagonal?: number;
  /** Ara: the edge row. */
  row?: number;
  hollows: number[];
}

/** A board cell: -1 empty, 0 or 1 a piece of that seat, 2 the ball. */
export const EMPTY = -1;
export const BALL = 2;

function linesFor(ball: number): WinLine[] {
  const out: WinLine[] = [];
  for (const a of BEACH_AREAS) if (!AREAS[a].hollows.includes(ball)) out.push({ way: 'tahuna', area: a, hollows: AREAS[a].hollows });
  for (const d of DIAGONALS) {
    const at = d.hollows.indexOf(ball);
    if (at < 0) out.push({ way: 'awa', variant: 'A', diagonal: d.id, hollows: d.hollows });
    else {
      if (at > 0) out.push({ way: 'awa', variant: 'B', diagonal: d.id, hollows: d.hollows.slice(0, at) });
      if (at < d.hollows.length - 1) out.push({ way: 'awa', variant: 'B', diagonal: d.id, hollows: d.hollows.slice(at + 1) });
    }
  }
  for (const r of EDGE_ROWS) out.push({ way: 'ara', row: r.id, hollows: r.hollows });
  return out;
}

/** LINES[ball]: every early-win line with the ball in that hollow (empty for a hollow the ball cannot take). */
export const LINES: readonly (readonly WinLine[])[] = HOLLOWS.map((h) => (CENTRAL_HOLLOWS.includes(h.id) ? linesFor(h.id) : []));

/** LINES_THROUGH[ball][hollow]: the lines a piece in that hollow can complete, Tahuna first, then Awa, then Ara. */
export const LINES_THROUGH: readonly (readonly (readonly WinLine[])[])[] = LINES.map((lines) =>
  HOLLOWS.map((h) => lines.filter((l) => l.hollows.includes(h.id))));

/** The line a piece of `seat` just placed in `hollow` completes, or null. */
export function completedLine(board: readonly number[], ball: number, hollow: number, seat: number): WinLine | null {
  for (const line of LINES_THROUGH[ball][hollow]) {
    let all = true;
    for (const h of line.hollows) if (board[h] !== seat) { all = false; break; }
    if (all) return line;
  }
  return null;
}

/** Every completed line of `seat` on the board (a running game has none). */
export function completedLines(board: readonly number[], ball: number, seat: number): WinLine[] {
  if (ball < 0) return [];
  return LINES[ball].filter((l) => l.hollows.every((h) => board[h] === seat));
}

/** Hollows where `seat` would win at once: lines with no other occupant and exactly one empty hollow. */
export function winningHollows(board: readonly number[], ball: number, seat: number): number[] {
  const out: number[] = [];
  if (ball < 0) return out;
  for (const line of LINES[ball]) {
    let gap = -1;
    let ok = true;
    for (const h of line.hollows) {
      const c = board[h];
      if (c === seat) continue;
      if (c === EMPTY && gap < 0) { gap = h; continue; }
      ok = false;
      break;
    }
    if (ok && gap >= 0 && !out.includes(gap)) out.push(gap);
  }
  return out;
}
