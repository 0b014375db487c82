// What a seat may see: every face-up tile (and a dog's orientation), the cats the dogs turned face down at the
// end (everybody saw them), and where the face-down tiles lie, never what they are nor how a face-down dog
// is turned. Both players see the same; never the generator state.
import type { Seat } from '../../../engine/types';
import type { ClanId, Rotation, TileId } from './data';
import type { EndStep, GameRecord, LastAction, PendingEffect, PocketCatsOptions, PocketCatsPhase, PocketCatsState } from './state';

/** A cell as seen: `tile` and `rot` are null while the tile is face down (and was never seen). */
export interface CellView { faceUp: boolean; tile: TileId | null; rot: Rotation | null; attacked: boolean }

export interface PocketCatsView {
  viewer: Seat | null;
  options: PocketCatsOptions;
  phase: PocketCatsPhase;
  game: number;
  starter: Seat;
  clans: (ClanId | null)[];
  offers: ClanId[][];
  grid: CellView[];
  turn: Seat;
  flipped: number | null;
  effectQueue: PendingEffect[];
  endSteps: EndStep[];
  won: TileId[][];
  scores: number[];
  games: GameRecord[];
  winners: Seat[];
  flips: number;
  draws: number;
  last: LastAction[];
}

export function cellView(c: PocketCatsState['grid'][number]): CellView {
  const shown = c.faceUp || c.attacked;
  return { faceUp: c.faceUp, tile: shown ? c.tile : null, rot: shown ? c.rot : null, attacked: c.attacked };
}

export function viewOf(s: PocketCatsState, viewer: Seat | null): PocketCatsView {
  return {
    viewer, options: s.options, phase: s.phase, game: s.game, starter: s.starter,
    clans: s.clans.slice(), offers: s.offers.map((o) => o.slice()),
    grid: s.grid.map(cellView),
    turn: s.turn, flipped: s.flipped, effectQueue: s.effectQueue.map((p) => ({ ...p })),
    endSteps: s.endSteps, won: s.won.map((w) => w.slice()), scores: s.scores.slice(), games: s.games,
    winners: s.winners.slice(), flips: s.flips, draws: s.draws, last: s.last,
  };
}
