// The hard bot's determinisation for Meow Meow: a full state consistent with one seat's view. The unseen cards
// (the deck minus the viewer's hand and the play pile) are dealt to the other hands slot by slot, each slot from
// the unseen cards that fit what the seat's public turns say about it (./hand-model.ts), the most constrained
// slots first; the rest, shuffled, is the draw pile. A deal in which a seat's latest plays are not what a greedy player
// would have made from its hand is dealt again (./greedy-check.ts).
import { rngInt, rngNext, shuffle, type RngState } from '../../../engine/rng';
import type { Seat } from '../../../engine/types';
import { JACK, makeDeck, rankOf, suitOf, type Card } from '../../shared/cards';
import { canPlay } from '../rules/rules';
import type { MeowState } from '../rules/state';
import { handModels, slotAdmits, type SeatHand, type Slot } from './hand-model';
import { listOf, type TurnList } from '../rules/history';
import { latestPlays, playsLikeGreedy, type PastPlay } from './greedy-check';
import type { MeowView } from '../rules/view';

/** Soft inferences: `lacks`, the share of determinisations that honour a seat's soft lacks (it drew or took the
 *  7-chain, so it held nothing that fit; the sure constraints are always honoured); `wishHolds`, the share in which a
 *  seat whose wish still stands holds a card of that suit; `greedyTries`, how many times a deal is redrawn while a
 *  seat's latest `greedyDepth` plain plays are not what greedy would have played from it (0: never; shared among the
 *  other seats; after the last try the deal stands). Measured: see ./bot.ts searchFor. Exported for tuning. */
export const INFERENCE = { lacks: 0.9, wishHolds: 0.9, greedyTries: 30, greedyDepth: 3 };

/** One slot of another seat's hand as a mask over the unseen cards: which of them it may hold. */
interface SlotMask {
  seat: Seat;
  sure: Uint8Array;
  soft: Uint8Array;
}

/** Everything about a view that every determinisation shares, computed once per view. */
interface Hidden {
  /** The unseen cards. */
  cards: Card[];
  viewer: Seat | null;
  /** The view's history as the state keeps it. */
  history: TurnList | null;
  /** Slots of the other seats, each seat's oldest first (none for the viewer). */
  slots: SlotMask[][];
  /** The seat whose jack's wish still stands (not the viewer), and which unseen cards are of that suit (no jack). */
  wisher: Seat | null;
  wishMask: Uint8Array | null;
  /** Per seat, its latest plain plays, newest first (none for the viewer; greedy-check.ts). */
  plays: PastPlay[][];
}

const hiddenCache = new WeakMap<MeowView, Hidden>();

function maskOf(cards: readonly Card[], admits: (c: Card) => boolean): Uint8Array {
  const m = new Uint8Array(cards.length);
  for (let i = 0; i < cards.length; i++) m[i] = admits(cards[i]) ? 1 : 0;
  return m;
}

/** A seat's slots, as many as the cards it holds (a model out of step with the count, which the rules never give,
 *  is padded with free slots or loses its oldest). */
function slotMasks(seat: Seat, hand: SeatHand, count: number, cards: readonly Card[]): SlotMask[] {
  const slots: Slot[] = hand.slots.slice(Math.max(0, hand.slots.length - count));
  while (slots.length < count) slots.push({ soft: [], sure: [], fits: -1 });
  return slots.map((s) => ({
    seat,
    sure: maskOf(cards, (c) => slotAdmits(hand, s, c, false)),
    soft: maskOf(cards, (c) => slotAdmits(hand, s, c, true)),
  }));
}

/** The seat that wished the suit still asked for in its last turn (it most likely holds that suit). */
function seatThatWished(view: MeowView, viewer: Seat | null): Seat | null {
  if (view.wish === null) return null;
  for (const a of view.last) if (a.kind === 'wish' && a.suit === view.wish && a.seat !== viewer) return a.seat;
  return null;
}

function hiddenOf(view: MeowView): Hidden {
  let h = hiddenCache.get(view);
  if (h) return h;
  const seen = new Set<Card>(view.discard);
  if (view.hand) for (const c of view.hand) seen.add(c);
  const cards = makeDeck(view.deck === 32 ? 7 : 2).filter((c) => !seen.has(c));
  const viewer = view.hand !== null && view.viewer !== null ? view.viewer : null;
  const history = view.history ?? [];
  const models = handModels(history, view.seats);
  const slots = models.map((m, seat) => (seat === viewer ? [] : slotMasks(seat, m, view.handCounts[seat], cards)));
  const wisher = seatThatWished(view, viewer);
  const wishMask = wisher === null ? null : maskOf(cards, (c) => suitOf(c) === view.wish && rankOf(c) !== JACK);
  const plays = slots.map((_, seat) => (seat === viewer ? [] : latestPlays(history, view.seats, seat, INFERENCE.greedyDepth)));
  h = { cards, viewer, history: listOf(history), slots, wisher, wishMask, plays };
  hiddenCache.set(view, h);
  return h;
}

const count = (m: Uint8Array): number => m.reduce((n, x) => n + x, 0);

function and(a: Uint8Array, b: Uint8Array): Uint8Array {
  const m = new Uint8Array(a.length);
  for (let i = 0; i < a.length; i++) m[i] = a[i] & b[i];
  return m;
}

/** The masks this determinisation honours: per seat its soft lacks or only its sure ones, and the wish. */
function chosenMasks(h: Hidden, rng0: RngState): [Uint8Array[], Seat[], RngState] {
  let rng = rng0;
  const masks: Uint8Array[] = [];
  const seats: Seat[] = [];
  for (const slots of h.slots) {
    if (slots.length === 0) continue;
    let f: number;
    [f, rng] = rngNext(rng);
    const soft = f < INFERENCE.lacks;
    for (const s of slots) {
      masks.push(soft ? s.soft : s.sure);
      seats.push(s.seat);
    }
  }
  if (h.wisher !== null && h.wishMask !== null) {
    let f: number;
    [f, rng] = rngNext(rng);
    if (f < INFERENCE.wishHolds) {
      // The wisher's least constrained slot that can hold the suit holds it.
      let best = -1;
      for (let i = 0; i < masks.length; i++) {
        if (seats[i] !== h.wisher) continue;
        const n = count(and(masks[i], h.wishMask));
        if (n > 0 && (best < 0 || count(masks[i]) > count(masks[best]))) best = i;
      }
      if (best >= 0) masks[best] = and(masks[best], h.wishMask);
    }
  }
  return [masks, seats, rng];
}

/** One deal of the unseen cards: the other hands slot by slot, the rest (shuffled) the draw pile. */
function deal(h: Hidden, view: MeowView, rng0: RngState): [Card[][], Card[], RngState] {
  const { cards, viewer } = h;
  let [masks, seats, rng] = chosenMasks(h, rng0);
  let order: number[];
  [order, rng] = shuffle(cards.map((_, i) => i), rng);
  const taken = new Uint8Array(cards.length);
  // The most constrained slots first; each takes the first free card of the shuffled order it may hold, else one a
  // slot dealt before may give up for another free card it may hold, else any free card.
  const counts = masks.map(count);
  const bySize = masks.map((_, i) => i).sort((a, b) => counts[a] - counts[b]);
  const dealt = new Array<number>(masks.length).fill(-1);
  const firstFree = (mask: Uint8Array | null): number => {
    for (const j of order) if (!taken[j] && (mask === null || mask[j])) return j;
    return -1;
  };
  for (const i of bySize) {
    let pick = firstFree(masks[i]);
    for (let k = 0; pick < 0 && k < masks.length; k++) {
      if (dealt[k] < 0 || !masks[i][dealt[k]]) continue;
      const other = firstFree(masks[k]);
      if (other < 0) continue;
      pick = dealt[k];
      dealt[k] = other;
      taken[other] = 1;
    }
    if (pick < 0) pick = firstFree(null);
    if (pick < 0) continue;
    taken[pick] = 1;
    dealt[i] = pick;
  }
  const hands: Card[][] = Array.from({ length: view.seats }, (_, seat) => (seat === viewer ? view.hand!.slice() : []));
  dealt.forEach((j, i) => { if (j >= 0) hands[seats[i]].push(cards[j]); });
  const drawPile: Card[] = [];
  for (const j of order) if (!taken[j]) drawPile.push(cards[j]);
  return [hands, drawPile, rng];
}

/** Whether every other seat's latest plays are greedy's from the hand this deal gives it. */
function greedyAgrees(h: Hidden, s: MeowState): boolean {
  for (let seat = 0; seat < h.plays.length; seat++) {
    const plays = h.plays[seat];
    if (plays.length > 0 && !playsLikeGreedy(s, seat, plays, s.hands[seat])) return false;
  }
  return true;
}

/** A full state consistent with the view: the unseen cards dealt to the other hands slot by slot (see the header)
 *  and the rest, shuffled, to the draw pile; dealt again (up to INFERENCE.greedyTries times) while a seat's latest
 *  plays are not greedy's from its hand; a fresh generator from the bot's own. */
export function determinize(view: MeowView, rng0: RngState): [MeowState, RngState] {
  const h = hiddenOf(view);
  let [hands, drawPile, rng] = deal(h, view, rng0);
  let state = stateOf(view, h, hands, drawPile);
  // The tries are shared among the other seats: a bigger table fails the check more often, with bigger deals (the
  // decision times at six seats measured 2.2x those at 30 tries each).
  const tries = Math.ceil(INFERENCE.greedyTries / Math.max(1, view.seats - 1));
  for (let t = 0; t < tries && !greedyAgrees(h, state); t++) {
    [hands, drawPile, rng] = deal(h, view, rng);
    state = stateOf(view, h, hands, drawPile);
  }
  let gen: number;
  [gen, rng] = rngInt(rng, 0x100000000);
  state.rng = gen >>> 0;
  return [withDrawnCard(view, h.viewer, state), rng];
}

/** The determinised state of a deal (its generator is set by determinize). */
function stateOf(view: MeowView, h: Hidden, hands: Card[][], drawPile: Card[]): MeowState {
  const top = view.discard[view.discard.length - 1];
  return {
    seats: view.seats,
    options: { deck: view.deck, dealer: view.dealer },
    rng: 0,
    hands,
    drawPile,
    discard: view.discard,
    turn: view.turn,
    phase: view.phase,
    wish: view.wish,
    pendingDraw: view.pendingDraw,
    drawn: view.drawn,
    meowCalled: view.meowCalled,
    // Only a jack waiting for its wish leaves a card played in a turn that has not ended.
    playedThisTurn: view.phase === 'choosingSuit' ? top : null,
    winners: view.winners,
    endReason: view.endReason,
    last: view.last,
    reshuffles: view.reshuffles,
    history: h.history,
  };
}

/** Someone else drew a card that fits (a view the bots are never asked to act in): pick one from their hand, or swap
 *  one in from the draw pile. */
function withDrawnCard(view: MeowView, viewer: Seat | null, state: MeowState): MeowState {
  if (view.phase !== 'drawnCard' || state.drawn !== null || view.turn === viewer) return state;
  const hand = state.hands[view.turn];
  let i = hand.findIndex((c) => canPlay(state, c));
  if (i < 0) {
    const j = state.drawPile.findIndex((c) => canPlay(state, c));
    if (j >= 0 && hand.length > 0) {
      const drawPile = state.drawPile.slice();
      [hand[hand.length - 1], drawPile[j]] = [drawPile[j], hand[hand.length - 1]];
      state.drawPile = drawPile;
      i = hand.length - 1;
    }
  }
  if (i >= 0) {
    const c = hand[i];
    hand.splice(i, 1);
    hand.push(c);
    state.drawn = c;
  }
  return state;
}
