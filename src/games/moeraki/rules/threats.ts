// The threat assist (issue 15): the hollows where one more piece of a side would win at once, with the ways it
// would win (Tahuna, Awa, Ara; the Marae needs a full board, so no single piece "threatens" it). Pure; the scene
// marks these hollows, the keys read them out and the Hint names the first threat before anything else.
import type { Seat } from '../../../engine/types';
import type { WinningHollows } from '../../../base/settings';
import { RULES, type Level } from './constants';
import { HOLLOWS } from './geometry';
import { EMPTY, LINES, type EarlyWay, type WinLine } from './lines';

export interface Threat {
  hollow: number;
  seat: Seat;
  /** The ways one piece there would win, each once, in the rules' order (Tahuna, Awa, Ara). */
  ways: EarlyWay[];
  /** The lines it would complete. */
  lines: WinLine[];
}

/** Every hollow where a piece of either seat would complete a line, ordered by hollow, then seat. */
export function findThreats(board: readonly number[], ball: number): Threat[] {
  if (ball < 0 || ball >= HOLLOWS.length) return [];
  const found = new Map<string, Threat>();
  for (const line of LINES[ball]) {
    let gap = -1;
    let owner = -1;
    let open = true;
    for (const h of line.hollows) {
      const c = board[h];
      if (c === EMPTY) {
        if (gap >= 0) { open = false; break; }
        gap = h;
      } else if (c === 0 || c === 1) {
        if (owner >= 0 && owner !== c) { open = false; break; }
        owner = c;
      } else { open = false; break; }
    }
    if (!open || gap < 0 || owner < 0) continue;
    const key = `${gap}:${owner}`;
    const t = found.get(key) ?? { hollow: gap, seat: owner as Seat, ways: [], lines: [] };
    t.lines.push(line);
    found.set(key, t);
  }
  const out = [...found.values()];
  for (const t of out) t.ways = RULES.winOrder.filter((w) => t.lines.some((l) => l.way === w));
  return out.sort((a, b) => a.hollow - b.hollow || a.seat - b.seat);
}

/** The threats of one seat. */
export const threatsOf = (threats: readonly Threat[], seat: Seat): Threat[] => threats.filter((t) => t.seat === seat);

/** The setting "Show winning hollows": at the beginner level only (the default), at every level, or never. */
export function assistShown(setting: WinningHollows | undefined, level: Level): boolean {
  const s = setting ?? 'beginner';
  return s === 'always' || (s === 'beginner' && level === 'beginner');
}
