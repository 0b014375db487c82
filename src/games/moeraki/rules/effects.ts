// The forward model's effects: what each event does to the game (assumed legal; explain() in rules.ts decides
// that). The phase is not theirs: the chart (machines/moeraki.ts) calls one effect per event and routes on what
// it left (an open Tane offer, a decided game, a full board). Every effect copies the state once into a draft and
// the small steps below change the draft, so inputs are never mutated. Order after a piece (RULES.md): early wins
// first, then the tiles of the areas it filled (the mover's colour first), each full beach tile offered for the
// Tane where the master's game allows it; the chart counts the Marae when the board is full.
import type { Seat } from '../../../engine/types';
import { LEVEL_RULES, RULES } from './constants';
import { AREAS, AREAS_OF_HOLLOW, HOLLOWS, SIGHT, type Facing } from './geometry';
import { BALL, EMPTY, completedLine, type WinLine } from './lines';
import { other, type GameOutcome, type MoerakiEvent, type MoerakiState } from './state';
import { FULL, NONE, STARVED, TANE, UNFILLED, areaOutcome, isTile, kindOf, maraeCount, ownerOf } from './tiles';

/** The state as an effect leaves it: everything but the phase, which the chart writes on entering its next state. */
export type Draft = Omit<MoerakiState, 'phase'>;

type EventOf<T extends MoerakiEvent['type']> = Extract<MoerakiEvent, { type: T }>;

/** A fresh, changeable copy (fields in one fixed order: one object shape for every state). */
function draft(s: MoerakiState): Draft {
  return {
    options: s.options, game: s.game, ballPlacer: s.ballPlacer, ball: s.ball, previousBall: s.previousBall,
    board: s.board.slice(), turn: s.turn, pieces: s.pieces.slice(), tiles: s.tiles.slice(), blockedBy: s.blockedBy.slice(),
    supply: s.supply.slice(), tane: s.tane.slice(), pending: s.pending.slice(), offer: s.offer, wins: s.wins,
    outcome: s.outcome, outcomes: s.outcomes, last: s.last,
  };
}

/** A new game's board: empty hollows, no tiles, full supplies, both Tane in their caves. */
export function freshGame(s: Pick<MoerakiState, 'options' | 'wins' | 'outcomes'>, game: number, ballPlacer: Seat, previousBall: number): Draft {
  return {
    options: s.options, game, ballPlacer, ball: -1, previousBall,
    board: HOLLOWS.map(() => EMPTY), turn: ballPlacer, pieces: [RULES.piecesPerPlayer, RULES.piecesPerPlayer],
    tiles: AREAS.map(() => NONE), blockedBy: AREAS.map(() => -1), supply: [RULES.tilesPerPlayer, RULES.tilesPerPlayer],
    tane: [null, null], pending: [], offer: null, wins: s.wins, outcome: null, outcomes: s.outcomes, last: null,
  };
}

/** The seat who places the ball in the next game: the winner; after a draw, the other player (our decision). */
export function nextBallPlacer(s: MoerakiState): Seat {
  const w = s.outcome?.winner ?? null;
  if (w !== null) return w;
  return RULES.drawPassesBall ? other(s.ballPlacer) : s.ballPlacer;
}

// ---------- steps on a draft ----------

/** The game is decided: its outcome goes on the record and a win on the Moeraki scale. */
function recordOutcome(d: Draft, outcome: GameOutcome): void {
  d.outcome = outcome;
  d.outcomes = [...d.outcomes, outcome];
  if (outcome.winner !== null) {
    d.wins = d.wins.slice();
    d.wins[outcome.winner]++;
  }
}

function earlyOutcome(d: Draft, line: WinLine, seat: Seat): GameOutcome {
  const o: GameOutcome = { game: d.game, way: line.way, winner: seat, hollows: line.hollows.slice(), ballPlacer: d.ballPlacer };
  if (line.variant) o.variant = line.variant;
  if (line.area !== undefined) o.area = line.area;
  if (line.diagonal !== undefined) o.diagonal = line.diagonal;
  if (line.row !== undefined) o.row = line.row;
  return o;
}

/** A full board: the Marae count decides; equal totals go to the ball placer (a draw at beginner level). */
function maraeOutcome(d: Draft): GameOutcome {
  const marae = maraeCount(d.tiles);
  const [a, b] = marae.total;
  let winner: Seat | null = a > b ? 0 : b > a ? 1 : null;
  const byBall = winner === null && LEVEL_RULES[d.options.level].tieToBallPlacer;
  if (byBall) winner = d.ballPlacer;
  return { game: d.game, way: 'marae', winner, hollows: [], marae, byBall, ballPlacer: d.ballPlacer };
}

/** Puts the tile an area calls for; a player out of tiles places none (the area is marked won without a tile). */
function placeTile(d: Draft, area: number, code: number): void {
  const seat = ownerOf(code);
  if (d.supply[seat] > 0) {
    d.tiles[area] = code;
    d.supply[seat]--;
  } else {
    d.tiles[area] = STARVED + seat;
  }
}

/** Takes a tile off the board (back to its owner's supply, our decision). */
function removeTile(d: Draft, area: number): void {
  const code = d.tiles[area];
  if (isTile(code) && RULES.removedTilesReturnToSupply) d.supply[ownerOf(code)]++;
  if (code >= 0 && kindOf(code) !== TANE) d.tiles[area] = NONE;
}

/** True when the Tane of `seat` may replace this tile: master's game, a full beach tile, the Tane still in its cave. */
function offersTane(d: Draft, area: number, code: number): boolean {
  if (!LEVEL_RULES[d.options.level].tane) return false;
  const seat = ownerOf(code);
  if (AREAS[area].kind !== 'beach' || kindOf(code) !== FULL || d.tane[seat] !== null) return false;
  return RULES.taneWithoutTiles || d.supply[seat] > 0;
}

/** Gives the waiting areas their tiles in order, up to the first full beach tile whose owner may put the Tane
 *  there instead: that area stays first in line as the open offer (the chart hands it to its owner, out of turn). */
function settleTiles(d: Draft): void {
  while (d.pending.length > 0) {
    const area = d.pending[0];
    const code = d.blockedBy[area] >= 0 || d.tiles[area] !== NONE ? UNFILLED : areaOutcome(d.board, area);
    if (code >= 0 && offersTane(d, area, code)) {
      d.offer = { seat: ownerOf(code), area };
      return;
    }
    if (code >= 0) placeTile(d, area, code);
    d.pending.shift();
  }
  d.offer = null;
}

/** The areas a piece just filled that call for a tile, the mover's colour first, then in area order. */
function filledAreas(d: Draft, hollow: number, mover: Seat): number[] {
  const mine: number[] = [];
  const theirs: number[] = [];
  for (const area of AREAS_OF_HOLLOW[hollow]) {
    if (d.blockedBy[area] >= 0) continue;
    const code = areaOutcome(d.board, area);
    if (code < 0) continue;
    (ownerOf(code) === mover ? mine : theirs).push(area);
  }
  return mine.concat(theirs);
}

/** The Tane replaces the offered tile: every tile in its line of sight (up to the border or the other Tane) goes
 *  and those areas stay free; where its line crosses the earlier Tane's, that effect is lifted and the area's
 *  tile is put back. */
function taneReplacesTile(d: Draft, seat: Seat, facing: Facing): void {
  const area = d.offer!.area;
  d.tiles[area] = TANE + seat;
  const otherTane = TANE + other(seat);
  const sight: number[] = [];
  for (const b of SIGHT[area][facing]) {
    if (d.tiles[b] === otherTane) break;
    sight.push(b);
  }
  for (const b of sight) {
    if (d.blockedBy[b] === other(seat)) {
      d.blockedBy[b] = -1;
      // Re-inserted now, unless this very piece's resolution still comes to it.
      if (!d.pending.includes(b)) {
        const code = areaOutcome(d.board, b);
        if (code >= 0) placeTile(d, b, code);
      }
    } else {
      removeTile(d, b);
      d.blockedBy[b] = seat;
    }
  }
  const order = d.tane[other(seat)] === null ? 1 : 2;
  d.tane[seat] = { area, facing, sight, order };
  d.pending.shift();
  d.offer = null;
}

// ---------- one effect per event (the chart's actions) ----------

/** PLACE_BALL: the ball into a hollow of the Moeraki field; the other player places the first piece. */
export function placeBall(s: MoerakiState, e: EventOf<'PLACE_BALL'>): Draft {
  const d = draft(s);
  d.last = e;
  d.board[e.hollow] = BALL;
  d.ball = e.hollow;
  d.turn = other(e.seat);
  return d;
}

/** PLACE: a piece into an empty hollow. A completed line decides the game at once; otherwise the areas it filled
 *  get their tiles (up to a Tane offer). */
export function placePiece(s: MoerakiState, e: EventOf<'PLACE'>): Draft {
  const d = draft(s);
  d.last = e;
  d.board[e.hollow] = e.seat;
  d.pieces[e.seat]--;
  d.turn = other(e.seat);
  const line = completedLine(d.board, d.ball, e.hollow, e.seat);
  if (line) {
    recordOutcome(d, earlyOutcome(d, line, e.seat));
    return d;
  }
  if (LEVEL_RULES[d.options.level].tiles) d.pending = filledAreas(d, e.hollow, e.seat);
  settleTiles(d);
  return d;
}

/** PLACE_TANE: the offered Tane replaces the full tile; the areas still waiting get their tiles (up to the next offer). */
export function placeTane(s: MoerakiState, e: EventOf<'PLACE_TANE'>): Draft {
  const d = draft(s);
  d.last = e;
  taneReplacesTile(d, e.seat, e.facing);
  settleTiles(d);
  return d;
}

/** DECLINE_TANE: the full tile is placed after all; the areas still waiting get theirs (up to the next offer). */
export function declineTane(s: MoerakiState, e: EventOf<'DECLINE_TANE'>): Draft {
  const d = draft(s);
  d.last = e;
  placeTile(d, d.offer!.area, FULL + e.seat);
  d.pending.shift();
  d.offer = null;
  settleTiles(d);
  return d;
}

/** The board is full without an early win: the Marae count decides the game. */
export function countMarae(s: MoerakiState): Draft {
  const d = draft(s);
  recordOutcome(d, maraeOutcome(d));
  return d;
}

/** NEXT_GAME: a fresh board; the decided game's winner (after a draw, the other player) places the ball. */
export function startNextGame(s: MoerakiState, e: EventOf<'NEXT_GAME'>): Draft {
  const next = freshGame(s, s.game + 1, nextBallPlacer(s), s.ball);
  next.last = e;
  return next;
}
