// What a seat may see: every face-up tile (and a dog's orientation), the cats the dogs turned face down at the
// end (everybody saw them), and where the face-down tiles lie, never what they are nor how a face-down dog
// is turned. Both players see the same; never the generator state.
import type { Seat } from '../../../engine/types';
import type { Rotation, TileId } from './data';
import type { PocketCatsState } from './state';

/** A cell as seen: `tile` and `rot` are null while the tile is face down (and was never seen). */
export interface CellView { faceUp: boolean; tile: TileId | null; rot: Rotation | null; attacked: boolean }

/** The state without its generator, each cell as seen. */
export interface PocketCatsView extends Omit<PocketCatsState, 'rng' | 'grid'> {
  viewer: Seat | null;
  grid: CellView[];
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
