// Moeraki-Kemu's checks as pure functions over plain state (seed 004, ../shared/RULES.md): who may act, what is
// legal and why not, the result, the invariants. The turn flow is the statechart (machines/moeraki.ts), whose
// actions are the effects in effects.ts; the board is in geometry.ts, the early wins in lines.ts, the tiles and
// the Marae in tiles.ts.
import type { GameResult, Reason, Seat } from '../../../engine/types';
import { seatReason } from '../../../engine/option-reasons';
import { LEVEL_RULES, LEVELS, MATCH_LENGTHS, RULES } from './constants';
import { AREAS, CENTRAL_HOLLOWS, FACINGS, HOLLOWS, type Facing } from './geometry';
import { BALL, EMPTY, completedLines } from './lines';
import { freshGame, nextBallPlacer, type Draft } from './effects';
import { other, type MoerakiEvent, type MoerakiOptions, type MoerakiPhase, type MoerakiState } from './state';
import { NONE, STARVED, TANE, UNFILLED, areaOutcome, isTile, kindOf, ownerOf } from './tiles';

export { nextBallPlacer };
export type { MoerakiEvent, MoerakiOptions, MoerakiPhase, MoerakiState };

// ---------- setup ----------

export function optionsProblem(o: MoerakiOptions): Reason | null {
  if (!LEVELS.includes(o.level)) return { key: 'engine.badOptions' };
  if (!(MATCH_LENGTHS as readonly number[]).includes(o.matchTo)) return { key: 'engine.badOptions' };
  return seatReason(o.first, 2);
}

/** The first game of a match, the chart's initial context (so in its initial state, 'ball'): the ball placer is
 *  `options.first` (the rulebook: the younger player). */
export function setupMoeraki(options: MoerakiOptions): Draft {
  return freshGame({ options, wins: [0, 0], outcomes: [] }, 0, options.first, -1);
}

// ---------- questions ----------

const isHollow = (h: unknown): h is number => typeof h === 'number' && Number.isInteger(h) && h >= 0 && h < HOLLOWS.length;
const isFacing = (f: unknown): f is Facing => typeof f === 'number' && Number.isInteger(f) && f >= 0 && f < FACINGS.length;

/** Hollows the ball may take: the Moeraki field, except last game's hollow (the ball must be moved). */
export function ballHollows(s: MoerakiState): number[] {
  return CENTRAL_HOLLOWS.filter((h) => !(RULES.ballMustMove && h === s.previousBall));
}

export function emptyHollows(s: MoerakiState): number[] {
  const out: number[] = [];
  for (let h = 0; h < s.board.length; h++) if (s.board[h] === EMPTY) out.push(h);
  return out;
}

// ---------- legality ----------

/** Why an event is refused now, or null when it is legal. */
export function explain(s: MoerakiState, e: MoerakiEvent): Reason | null {
  if (e.seat !== 0 && e.seat !== 1) return { key: 'moeraki.noSuchSeat', rule: 'goal' };
  switch (e.type) {
    case 'PLACE_BALL':
      if (s.phase !== 'ball') return { key: 'moeraki.ballAlreadyPlaced', rule: 'ball' };
      if (e.seat !== s.ballPlacer) return { key: 'moeraki.notBallPlacer', rule: 'ball' };
      if (!isHollow(e.hollow)) return { key: 'moeraki.noSuchHollow', rule: 'board' };
      if (!HOLLOWS[e.hollow].central) return { key: 'moeraki.ballInMoerakiField', rule: 'ball' };
      if (RULES.ballMustMove && e.hollow === s.previousBall) return { key: 'moeraki.ballMustMove', rule: 'ball' };
      return null;
    case 'PLACE':
      if (s.phase === 'tane') return { key: 'moeraki.taneDecisionFirst', rule: 'tane' };
      if (s.phase === 'ball') return { key: 'moeraki.ballFirst', rule: 'ball' };
      if (s.phase !== 'piece') return { key: 'moeraki.gameDecided', rule: 'match' };
      if (e.seat !== s.turn) return { key: 'moeraki.notYourTurn', rule: 'placing' };
      if (!isHollow(e.hollow)) return { key: 'moeraki.noSuchHollow', rule: 'board' };
      if (s.board[e.hollow] !== EMPTY) return { key: 'moeraki.hollowTaken', rule: 'placing' };
      return null;
    case 'PLACE_TANE':
    case 'DECLINE_TANE':
      if (s.phase !== 'tane' || s.offer === null) return { key: 'moeraki.noTaneOffer', rule: 'tane' };
      if (e.seat !== s.offer.seat) return { key: 'moeraki.notYourTane', rule: 'tane' };
      if (e.type === 'PLACE_TANE' && !isFacing(e.facing)) return { key: 'moeraki.noSuchFacing', rule: 'tane' };
      return null;
    case 'NEXT_GAME':
      if (s.phase === 'matchOver') return { key: 'moeraki.matchDecided', rule: 'match' };
      if (s.phase !== 'gameOver') return { key: 'moeraki.gameRunning', rule: 'match' };
      if (e.seat !== nextBallPlacer(s)) return { key: 'moeraki.nextGameByBallPlacer', params: { seat: nextBallPlacer(s) }, rule: 'match' };
      return null;
    default:
      return { key: 'moeraki.unknownMove', rule: 'goal' };
  }
}

/** A decided game ends the match: a player reached the Moeraki scale's target, or it was a single game (even drawn). */
export function matchDecided(s: MoerakiState): boolean {
  if (s.outcome === null) return false;
  const { matchTo } = s.options;
  return (matchTo === 1 && RULES.singleGameEndsOnDraw) || s.wins.some((w) => w >= matchTo);
}

/** Who may act now: the ball placer, the player to move, the Tane owner deciding out of turn, the next ball placer. */
export function actors(s: MoerakiState): Seat[] {
  switch (s.phase) {
    case 'ball': return [s.ballPlacer];
    case 'piece': return [s.turn];
    case 'tane': return [s.offer!.seat];
    case 'gameOver': return [nextBallPlacer(s)];
    case 'matchOver': return [];
  }
}

/** Every event `seat` may send now (equal to the candidates explain() accepts; a test checks it). */
export function legalEvents(s: MoerakiState, seat: Seat): MoerakiEvent[] {
  if (!actors(s).includes(seat)) return [];
  switch (s.phase) {
    case 'ball': return ballHollows(s).map((hollow) => ({ type: 'PLACE_BALL', seat, hollow }));
    case 'piece': return emptyHollows(s).map((hollow) => ({ type: 'PLACE', seat, hollow }));
    case 'tane': return [
      ...FACINGS.map((_, facing) => ({ type: 'PLACE_TANE', seat, facing: facing as Facing }) as MoerakiEvent),
      { type: 'DECLINE_TANE', seat },
    ];
    case 'gameOver': return [{ type: 'NEXT_GAME', seat }];
    case 'matchOver': return [];
  }
}

/** The match result once the match is decided: scores are games won. */
export function result(s: MoerakiState): GameResult | null {
  if (s.phase !== 'matchOver') return null;
  const best = Math.max(...s.wins);
  return { scores: s.wins.slice(), winners: [0, 1].filter((p) => s.wins[p] === best) };
}

/** Perfect information: no move ever reveals anything. */
export const revealsHidden = (_before: MoerakiState, _after: MoerakiState): boolean => false;

// ---------- invariants ----------

/** Broken invariants in words (property tests and the sim check them). */
export function invariants(s: MoerakiState): string[] {
  const out: string[] = [];
  const running = s.phase === 'ball' || s.phase === 'piece' || s.phase === 'tane';
  const count = (v: number) => s.board.filter((c) => c === v).length;
  // Pieces never move and are never lost: on the board + in storage = 28 each.
  for (const p of [0, 1]) if (count(p) + s.pieces[p] !== RULES.piecesPerPlayer) out.push(`seat ${p}: ${count(p)} pieces on the board and ${s.pieces[p]} in storage`);
  // Alternation: the non-placer of the ball placed first, so it has placed as many pieces or one more.
  const lead = count(other(s.ballPlacer)) - count(s.ballPlacer);
  if (lead !== 0 && lead !== 1) out.push(`placement out of turn: ${lead}`);
  if (s.ball < 0 ? count(BALL) !== 0 || s.phase !== 'ball' && running : count(BALL) !== 1 || s.board[s.ball] !== BALL || !HOLLOWS[s.ball].central) out.push('the ball is not where it belongs');
  if (s.phase === 'ball' && count(BALL) + count(0) + count(1) !== 0) out.push('the board is not empty before the ball');
  // Tiles: conservation, and each one what its area implies.
  for (const p of [0, 1]) {
    const onBoard = s.tiles.filter((c) => isTile(c) && ownerOf(c) === p).length;
    if (onBoard + s.supply[p] !== RULES.tilesPerPlayer) out.push(`seat ${p}: ${onBoard} tiles on the board and ${s.supply[p]} in supply`);
  }
  if (!LEVEL_RULES[s.options.level].tiles && s.tiles.some((c) => c !== NONE)) out.push('tiles at beginner level');
  for (const p of [0, 1]) {
    const spot = s.tane[p];
    const on = s.tiles.filter((c) => c === TANE + p).length;
    if (on !== (spot ? 1 : 0) || (spot && s.tiles[spot.area] !== TANE + p)) out.push(`seat ${p}: the Tane is misplaced`);
    if (spot && !LEVEL_RULES[s.options.level].tane) out.push('a Tane outside the master\'s game');
  }
  const waiting = new Set(s.pending);
  for (let a = 0; a < AREAS.length; a++) {
    const code = s.tiles[a];
    if (code >= 0 && kindOf(code) === TANE) continue;
    if (s.blockedBy[a] >= 0) {
      if (code !== NONE) out.push(`area ${a} is in a line of sight but has a tile`);
      continue;
    }
    if (waiting.has(a) || !LEVEL_RULES[s.options.level].tiles) continue;
    const want = areaOutcome(s.board, a);
    if (want === UNFILLED || want === NONE) {
      if (code !== NONE) out.push(`area ${a} has a tile it does not call for`);
      continue;
    }
    // An early win ends the game before the winning piece's tiles are placed.
    if (code === NONE && s.outcome && s.outcome.way !== 'marae') continue;
    // A full tile, a half tile, or (its owner out of tiles) the mark of an area won without a tile.
    if (code !== want && code !== STARVED + ownerOf(want)) out.push(`area ${a} shows ${code}, its hollows call for ${want}`);
  }
  // Phases.
  if (running !== (s.outcome === null)) out.push(`phase ${s.phase} with outcome ${JSON.stringify(s.outcome)}`);
  if ((s.phase === 'tane') !== (s.offer !== null)) out.push('a Tane offer outside the Tane decision');
  if (s.phase !== 'tane' && s.pending.length > 0) out.push('areas left waiting for their tiles');
  if (running && s.ball >= 0 && completedLines(s.board, s.ball, 0).length + completedLines(s.board, s.ball, 1).length > 0) out.push('an early win on the board of a running game');
  const decided = s.outcomes.filter((o) => o.winner !== null);
  for (const p of [0, 1]) if (decided.filter((o) => o.winner === p).length !== s.wins[p]) out.push(`seat ${p}: the scale shows ${s.wins[p]} wins`);
  if (s.phase !== 'matchOver' && s.wins.some((w) => w >= s.options.matchTo)) out.push('the match is won but goes on');
  return out;
}
