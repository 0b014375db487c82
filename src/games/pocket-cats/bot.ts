// Pocket Cats' bot adapter: the projection (projection.ts) judges positions; greedy takes the move with the best
// projected lead, easy mostly does too, and hard runs the game's own search (search.ts), which measured stronger
// than the generic ISMCTS here: the hidden part is only what lies face down, a flip shows one tile of it, and a
// one-reply-deep expectation over the unseen tiles uses the time better than long random playouts.
import { rngInt, rngNext, type RngState } from '../../engine/rng';
import type { Seat } from '../../engine/types';
import type { BotAdapter } from '../../ai/types';
import { CLAN_IDS } from './data';
import type { PocketCatsEvent, PocketCatsState } from './rules';
import { pocketCats } from './definition';
import type { PocketCatsView } from './view';
import { bestSwap, determinize, evaluate, leadOf } from './projection';
import { pocketCatsSearch } from './search';

export { determinize, evaluate, leadOf, projectedScores, unseenTiles, LEAD_SCALE } from './projection';

// ---------- greedy ----------

/** Higher is better: the projected lead after the event (a flip: after its best swap). */
export function scoreEvent(s: PocketCatsState, e: PocketCatsEvent, seat: Seat): number {
  switch (e.type) {
    case 'FLIP': {
      const flipped = pocketCats.apply(s, e);
      return bestSwap(flipped, seat)[1];
    }
    case 'SWAP': case 'TURN_DOG': case 'SKIP_EFFECT':
      return leadOf(pocketCats.apply(s, e), seat);
    case 'CHOOSE_CLAN':
      // Clans with effects are worth more when effects are on (a small preference; both are fine).
      return s.options.effects ? -CLAN_IDS.indexOf(e.clan) * 0.1 : 0;
    case 'NEXT_GAME':
      return 0;
  }
}

// ---------- the easy bot's policy ----------

/** Chance the easy bot's swap is the projection's best rather than a random one. */
export const PLAYOUT_GREEDY = 0.9;

/** Flips at random; swaps and end-of-game choices often by the projection, else at random. */
export function playout(s: PocketCatsState, seat: Seat, legal: readonly PocketCatsEvent[], rng0: RngState): [PocketCatsEvent, RngState] {
  let rng = rng0;
  const kind = legal[0].type;
  if (kind === 'SWAP' || kind === 'TURN_DOG' || kind === 'SKIP_EFFECT') {
    let f: number;
    [f, rng] = rngNext(rng);
    if (f < PLAYOUT_GREEDY || kind !== 'SWAP') return [bestSwap(s, seat, legal)[0], rng];
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
};

export default pocketCatsBot;
