// Moeraki-Kemu's plain, serialisable state and its events. A match is a series of games on the Moeraki scale;
// the state holds the current game's board and the scale. Perfect information: there is nothing hidden and
// no randomness (the ball placer is chosen by the options, later by the previous game's winner).
import type { Seat } from '../../../engine/types';
import type { Level, MatchTo } from './constants';
import type { Facing } from './geometry';
import type { MaraeCount } from './tiles';

export interface MoerakiOptions {
  level: Level;
  /** Game wins needed to win the match (the Moeraki scale); 1 is a single game. */
  matchTo: MatchTo;
  /** Who places the ball in the first game (the rulebook: the younger player). */
  first: Seat;
}

/** 'ball': the ball placer puts the ball in the Moeraki field; 'piece': the player to move places a piece;
 *  'tane': a player decides out of turn whether their Tane replaces a full tile; 'gameOver': a game of the match
 *  is decided, the next one starts with NEXT_GAME; 'matchOver': the match is decided. */
export type MoerakiPhase = 'ball' | 'piece' | 'tane' | 'gameOver' | 'matchOver';

export interface TaneSpot {
  area: number;
  facing: Facing;
  /** The areas in its line of sight when it was placed (up to the border or to the other Tane). */
  sight: number[];
  /** 1 for the first Tane on the board, 2 for the second. */
  order: number;
}

export type WinWay = 'tahuna' | 'awa' | 'ara' | 'marae';

/** How one game of the match ended, with what a scene needs to highlight it. */
export interface GameOutcome {
  /** Index of the game in the match (0 for the first). */
  game: number;
  way: WinWay;
  /** null: a draw (beginner level, equal Marae totals). */
  winner: Seat | null;
  /** Awa only: 'A' a whole diagonal, 'B' from the border up to the ball. */
  variant?: 'A' | 'B';
  /** The hollows of the winning line (early wins); empty for the Marae. */
  hollows: number[];
  area?: number;
  diagonal?: number;
  row?: number;
  /** The Marae count (full board). */
  marae?: MaraeCount;
  /** Marae: equal totals decided for the ball placer. */
  byBall?: boolean;
  ballPlacer: Seat;
}

export interface MoerakiState {
  options: MoerakiOptions;
  phase: MoerakiPhase;
  /** Index of the current game in the match. */
  game: number;
  ballPlacer: Seat;
  /** The ball's hollow, -1 before it is placed. */
  ball: number;
  /** The ball's hollow in the previous game (-1 in the first): it must move. */
  previousBall: number;
  /** Per hollow: -1 empty, 0 or 1 a piece of that seat, 2 the ball. */
  board: number[];
  /** Who places the next piece (in 'ball': the ball placer; in 'tane': the one after the mover). */
  turn: Seat;
  /** Pieces left in each storage area. */
  pieces: number[];
  /** Per area, a code of tiles.ts: none, full/half tile, Tane, won without a tile left. */
  tiles: number[];
  /** Per area: the seat whose Tane keeps it free of tiles, or -1. */
  blockedBy: number[];
  /** Tribal tiles left per seat. */
  supply: number[];
  /** Per seat: its Tane on the board, or null while it stays in its cave. */
  tane: (TaneSpot | null)[];
  /** Areas the last piece filled that still wait for their tile (while a Tane offer is open), in order. */
  pending: number[];
  /** The open Tane offer: `seat` may put its Tane on `area` instead of its full tile. */
  offer: { seat: Seat; area: number } | null;
  /** Games won per seat (the Moeraki scale). */
  wins: number[];
  /** The current game's outcome once decided (null while it runs). */
  outcome: GameOutcome | null;
  /** Every decided game of the match, in order. */
  outcomes: GameOutcome[];
  /** The last accepted event (for the scene's announcements). */
  last: MoerakiEvent | null;
}

export type MoerakiEvent =
  /** The ball placer puts the ball in one of the nine Moeraki-field hollows. */
  | { type: 'PLACE_BALL'; seat: Seat; hollow: number }
  /** A piece into an empty hollow. */
  | { type: 'PLACE'; seat: Seat; hollow: number }
  /** The offered Tane replaces the full tile, looking in one of four diagonal directions. */
  | { type: 'PLACE_TANE'; seat: Seat; facing: Facing }
  /** The offer is declined: the full tile is placed. */
  | { type: 'DECLINE_TANE'; seat: Seat }
  /** After a decided game: the next game of the match begins. */
  | { type: 'NEXT_GAME'; seat: Seat };

export const other = (seat: Seat): Seat => 1 - seat;
