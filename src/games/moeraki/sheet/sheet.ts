// Moeraki-Kemu score sheet arithmetic: the Marae count (full tiles 1, half tiles ½ per side; equal totals go
// to the player who placed the ball, a draw at beginner level), and the match on the Moeraki scale (first to
// 3, 5, 7 or 10 wins; the winner of a game places the ball in the next one). The count is the game's own
// maraeCount and the decisions its LEVEL_RULES and RULES, so the sheet and the app agree.
import { LEVEL_RULES, MATCH_LENGTHS, RULES, type Level, type MatchTo } from '../rules/constants';
import { FULL, HALF, maraeCount } from '../rules/tiles';
import { MOERAKI_WAYS } from '../rules/constants';

export type { Level, MatchTo };
export const MOERAKI_LEVELS: readonly Level[] = ['beginner', 'basic', 'master'];
export const MOERAKI_MATCHES: readonly MatchTo[] = MATCH_LENGTHS;
export { MOERAKI_MAX_TILES } from '../rules/constants';

export type MoerakiWay = (typeof MOERAKI_WAYS)[number];
export const EARLY_WAYS = ['tahuna', 'awa', 'ara'] as const;

export interface MoerakiGame {
  /** Seat 0 or 1, or null for a draw (beginner level, board full). */
  winner: number | null;
  way: MoerakiWay;
  ballPlacer: number;
  /** The Marae totals when the Marae decided. */
  totals?: number[];
}

export interface MoerakiData {
  level: Level;
  matchTo: MatchTo;
  /** Who placed the ball in the first game (the rulebook: the younger player). */
  firstPlacer: number;
  /** The Marae count being entered: full and half tiles per side. */
  full: number[];
  half: number[];
  games: MoerakiGame[];
}

export interface MaraeVerdict {
  /** full + ½ · half per side. */
  totals: number[];
  /** The winner, or null for a draw (equal totals at beginner level). */
  winner: number | null;
  /** Equal totals, decided by who placed the ball. */
  byBall: boolean;
}

/** The Marae count of a full board. */
export function maraeVerdict(full: readonly number[], half: readonly number[], level: Level, ballPlacer: number): MaraeVerdict {
  // The game keeps one tile code per area (FULL/HALF + seat); the sheet has counts, so it lists them.
  const codes = [0, 1].flatMap((seat) => [
    ...new Array<number>(full[seat]).fill(FULL + seat),
    ...new Array<number>(half[seat]).fill(HALF + seat),
  ]);
  const { total } = maraeCount(codes);
  const [a, b] = total;
  if (a !== b) return { totals: total, winner: a > b ? 0 : 1, byBall: false };
  if (LEVEL_RULES[level].tieToBallPlacer) return { totals: total, winner: ballPlacer, byBall: true };
  return { totals: total, winner: null, byBall: false };
}

/** Who places the ball in the next game: the first placer, then the last winner; after a draw, the other player
 *  (the game's decision, RULES.drawPassesBall). */
export function ballPlacerOf(data: Pick<MoerakiData, 'firstPlacer' | 'games'>): number {
  const last = data.games.at(-1);
  if (!last) return data.firstPlacer;
  if (last.winner !== null) return last.winner;
  return RULES.drawPassesBall ? 1 - last.ballPlacer : last.ballPlacer;
}

export interface MoerakiMatch {
  wins: number[];
  ballPlacer: number;
  /** The match winner once someone reached matchTo (a single drawn game ends the match with none). */
  over: boolean;
  winner: number | null;
}

export function moerakiMatch(data: MoerakiData): MoerakiMatch {
  const wins = [0, 0];
  for (const g of data.games) if (g.winner !== null) wins[g.winner]++;
  const winner = wins[0] >= data.matchTo ? 0 : wins[1] >= data.matchTo ? 1 : null;
  const singleDraw = data.matchTo === 1 && data.games.length > 0 && RULES.singleGameEndsOnDraw;
  return { wins, ballPlacer: ballPlacerOf(data), over: winner !== null || singleDraw, winner };
}

/** The data with one more game recorded (the Marae count is cleared for the next game). */
export function recordGame(data: MoerakiData, winner: number | null, way: MoerakiWay): MoerakiData {
  const ballPlacer = ballPlacerOf(data);
  const game: MoerakiGame = { winner, way, ballPlacer };
  if (way === 'marae') game.totals = maraeVerdict(data.full, data.half, data.level, ballPlacer).totals;
  return { ...data, full: [0, 0], half: [0, 0], games: [...data.games, game] };
}

/** Records the Marae count as it stands. */
export function recordMarae(data: MoerakiData): MoerakiData {
  const v = maraeVerdict(data.full, data.half, data.level, ballPlacerOf(data));
  return recordGame(data, v.winner, v.winner === null ? 'draw' : 'marae');
}

export const undoGame = (data: MoerakiData): MoerakiData => ({ ...data, games: data.games.slice(0, -1) });
