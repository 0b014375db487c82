// What a seat may see: everything. Moeraki-Kemu is a game of perfect information (every piece, tile and Tane
// lies open on the board), so the view is the state itself: the board, the Moeraki scale (wins per seat), the
// current game's outcome (which way it was won and the hollows or line to highlight) and the match's games.
import type { Seat } from '../../../engine/types';
import type { MoerakiState } from './state';

export type MoerakiView = MoerakiState;

export const viewOf = (s: MoerakiState, _viewer: Seat | null): MoerakiView => s;
