// Pocket Cats' bot adapter: the projection (projection.ts) judges positions; greedy takes the move with the best
// projected lead, easy mostly does too, and hard runs the game's own search (search.ts), which measured stronger
// than the generic ISMCTS here: the hidden part is only what lies face down, a flip shows one tile of it, and a
// one-reply-deep expectation over the unseen tiles uses the time better than long random playouts.
// Every level weighs every kind of move a flipped tile has (an ordinary swap, a clan swap, staying, another
// prey moved), keeps a clan card by the measured matchups (clan-choice.ts) and turns a dog at the end only
// where it pays.
import { rngInt, rngNext, type RngState } from '../../../engine/rng';
import type { Seat } from '../../../engine/types';
import type { BotAdapter } from '../../../ai/types';
import type { PocketCatsEvent, PocketCatsState } from '../rules/rules';
import { pocketCats } from '../rules/definition';
import type { PocketCatsView } from '../rules/view';
import { afterFlip, afterMove, bestMove, determinize, evaluate, leadOf } from './projection';
import { clanWorth } from './clan-choice';
import { pocketCatsSearch } from './search';

export { determinize, evaluate, leadOf, projectedScores, unseenTiles, LEAD_SCALE } from './projection';

// ---------- greedy ----------

/** Higher is better: the projected lead after the event (a flip: after its best move); a clan card by its
 *  measured matchup. */
export function scoreEvent(s: PocketCatsState, e: PocketCatsEvent, seat: Seat): number {
  switch (e.type) {
    case 'FLIP':
      return bestMove(afterFlip(s, seat, e.cell), seat)[1];
    case 'SWAP': case 'CLAN_SWAP': case 'STAY': case 'MOVE_PREY':
      return leadOf(afterMove(s, e), seat);
    case 'TURN_DOG': case 'SKIP_EFFECT':
      return leadOf(pocketCats.apply(s, e), seat);
    case 'CHOOSE_CLAN':
      return clanWorth(s, e);
    case 'NEXT_GAME':
      return 0;
  }
}

// ---------- the easy bot's policy ----------

/** Chance the easy bot's move is the projection's best rather than a random one. */
export const PLAYOUT_GREEDY = 0.9;

/** Flips at random; moves and clan cards often by the projection (or the matchups), else at random; the end's
 *  dog turn by the projection. */
export function playout(s: PocketCatsState, seat: Seat, legal: readonly PocketCatsEvent[], rng0: RngState): [PocketCatsEvent, RngState] {
  let rng = rng0;
  const kind = legal[0].type;
  if (kind !== 'FLIP' && kind !== 'NEXT_GAME') {
    let f: number;
    [f, rng] = rngNext(rng);
    if (f < PLAYOUT_GREEDY || s.phase === 'beforeDogs') {
      if (s.phase === 'swapping') return [bestMove(s, seat, legal)[0], rng];
      return [legal.reduce((a, b) => (scoreEvent(s, b, seat) > scoreEvent(s, a, seat) ? b : a)), rng];
    }
  }
  let i: number;
  [i, rng] = rngInt(rng, legal.length);
  return [legal[i], rng];
}

export const pocketCatsBot: BotAdapter<PocketCatsState, PocketCatsEvent, PocketCatsView> = {
  def: pocketCats,
  determinize,
  evaluate,
  scoreEvent,
  playout,
  search: pocketCatsSearch,
  // The review's chances: the projection the search scores its lines by (the whole board, now the game is over).
  chances: evaluate,
};

export default pocketCatsBot;
