// Hand-made positions for the rule tests: pieces named by their (x, y) points (RULES.md coordinates, y downwards),
// seat 0 black and seat 1 white, the ball in a Moeraki-field hollow, optional tiles already lying.
import type { Seat } from '../../../engine/types';
import type { Level, MatchTo } from '../rules/constants';
import { RULES } from '../rules/constants';
import { areaAt, hollowAt } from '../rules/geometry';
import { explain, type MoerakiEvent, type MoerakiState } from '../rules/rules';
import { moeraki } from '../rules/definition';
import { isTile, ownerOf } from '../rules/tiles';

export type Pt = [number, number];

/** The hollow at a point (throws for a point that is not a hollow, so a typo fails loudly). */
export function h([x, y]: Pt): number {
  const id = hollowAt(x, y);
  if (id < 0) throw new Error(`(${x}, ${y}) is not a hollow`);
  return id;
}

/** The area at a point. */
export function ar([x, y]: Pt): number {
  const id = areaAt(x, y);
  if (id < 0) throw new Error(`(${x}, ${y}) is not an area`);
  return id;
}

export interface PositionSpec {
  level?: Level;
  matchTo?: MatchTo;
  /** The ball placer (default 0). */
  first?: Seat;
  ball: Pt;
  black?: Pt[];
  white?: Pt[];
  /** Who places the next piece (default: the seat with fewer pieces down, the non-placer on a tie). */
  turn?: Seat;
  /** Tiles already lying: [point, code] with codes from tiles.ts. */
  tiles?: [Pt, number][];
}

/** The position, in the chart's 'piece' phase: the ball placer puts the ball (through the chart), then the pieces
 *  and tiles are laid by hand. */
export function position(p: PositionSpec): MoerakiState {
  const start = newMatch({ level: p.level ?? 'basic', matchTo: p.matchTo ?? 1, first: p.first ?? 0 });
  const ball = h(p.ball);
  const s = moeraki.apply(start, { type: 'PLACE_BALL', seat: start.ballPlacer, hollow: ball });
  const board = s.board.slice();
  for (const pt of p.black ?? []) board[h(pt)] = 0;
  for (const pt of p.white ?? []) board[h(pt)] = 1;
  const nb = (p.black ?? []).length;
  const nw = (p.white ?? []).length;
  const tiles = s.tiles.slice();
  const supply = s.supply.slice();
  for (const [pt, code] of p.tiles ?? []) {
    tiles[ar(pt)] = code;
    if (isTile(code)) supply[ownerOf(code)]--;
  }
  const placer = s.ballPlacer;
  const turn = p.turn ?? (nb === nw ? 1 - placer : nb < nw ? 0 : 1);
  return {
    ...s, last: null, ball, board, turn, tiles, supply,
    pieces: [RULES.piecesPerPlayer - nb, RULES.piecesPerPlayer - nw],
  };
}

/** Applies an event the rules must accept. */
export function must(s: MoerakiState, e: MoerakiEvent): MoerakiState {
  const why = explain(s, e);
  if (why) throw new Error(`refused ${JSON.stringify(e)}: ${why.key}`);
  return moeraki.apply(s, e);
}

/** Places pieces in turn, each accepted by the rules. */
export function play(s: MoerakiState, ...pts: Pt[]): MoerakiState {
  for (const pt of pts) s = must(s, { type: 'PLACE', seat: s.turn, hollow: h(pt) });
  return s;
}

/** A new match through the chart (the ball placer to move). */
export function newMatch(options: { level: Level; matchTo: MatchTo; first: Seat }): MoerakiState {
  return moeraki.setup({ options, seed: 0, players: [{ name: 'A', kind: 'bot' }, { name: 'B', kind: 'bot' }] });
}
