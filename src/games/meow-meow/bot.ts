// Meow Meow's bot adapter: how to sample the hidden cards from a seat's view (determinisation), how good
// an unfinished state looks (evaluate), a quick score of one event (greedy/easy) and the cheap playout
// policy of the hard bot. The search itself is generic (src/ai/).
import { rngInt, rngNext, shuffle, type RngState } from '../../engine/rng';
import type { GameDefinition, Seat } from '../../engine/types';
import type { BotAdapter } from '../../ai/types';
import { EIGHT, JACK, SEVEN, makeDeck, rankOf, suitOf, type Card, type Suit } from '../shared/cards';
import { canPlay, cardFits, legalEvents, type MeowEvent, type MeowOptions, type MeowState } from './rules';
import { meowMeow } from './definition';
import type { MeowView } from './view';

/** Weight of one card in hand in the heuristic: a seat's share of exp(-K · effective cards). */
const K = 0.55;

// ---------- determinisation ----------

interface Unseen {
  cards: Card[];
  viewer: Seat | null;
}

/** The unseen cards of a view (the deck minus the viewer's hand minus the play pile), computed once per view. */
const unseenCache = new WeakMap<MeowView, Unseen>();

function unseenOf(view: MeowView): Unseen {
  let u = unseenCache.get(view);
  if (u) return u;
  const seen = new Set<Card>(view.discard);
  if (view.hand) for (const c of view.hand) seen.add(c);
  const cards = makeDeck(view.deck === 32 ? 7 : 2).filter((c) => !seen.has(c));
  const viewer = view.hand !== null && view.viewer !== null ? view.viewer : null;
  u = { cards, viewer };
  unseenCache.set(view, u);
  return u;
}

/** Soft inferences from the public last turn (the view's `last`), as the share of determinisations that
 *  honour them: a seat whose turn ended on a plain draw most likely holds nothing that fits the top; a seat
 *  that just wished a suit most likely holds a card of it. Exported for tuning. */
export const INFERENCE = { drewLacks: 0.9, wishHolds: 0.9 };

/** The seat that just drew one card on the current top and could not (or did not) play: its turn ended on
 *  that draw, so it most likely holds nothing that fits the top (the view's `last` shows it to everyone). */
function seatThatDrew(view: MeowView, viewer: Seat | null): Seat | null {
  if (view.pendingDraw > 0 || view.phase !== 'choosingCard') return null;
  const first = view.last[0];
  if (!first || first.kind !== 'draw' || first.count < 1 || first.seat === viewer) return null;
  return first.seat;
}

/** The seat that wished the suit still asked for in its last turn (it most likely holds that suit). */
function seatThatWished(view: MeowView, viewer: Seat | null): Seat | null {
  if (view.wish === null) return null;
  for (const a of view.last) if (a.kind === 'wish' && a.suit === view.wish && a.seat !== viewer) return a.seat;
  return null;
}

/** A full state consistent with the view: the unseen cards dealt at random to the other hands (by their
 *  sizes) and the rest, shuffled, to the draw pile; a fresh generator from the bot's own. The soft
 *  inferences of INFERENCE bias some determinisations (never against what the view shows). */
export function determinize(view: MeowView, rng0: RngState): [MeowState, RngState] {
  const { cards, viewer } = unseenOf(view);
  let [pool, rng] = shuffle(cards, rng0);
  const top = view.discard[view.discard.length - 1];
  let preset: Card[] | null = null;
  let presetSeat: Seat | null = null;
  const drew = seatThatDrew(view, viewer);
  const wished = drew === null ? seatThatWished(view, viewer) : null;
  if (drew !== null || wished !== null) {
    let f: number;
    [f, rng] = rngNext(rng);
    if (drew !== null && f < INFERENCE.drewLacks) {
      const need = view.handCounts[drew];
      const lacking = pool.filter((c) => !cardFits(top, view.wish, c));
      if (lacking.length >= need) {
        preset = lacking.slice(0, need);
        presetSeat = drew;
      }
    } else if (wished !== null && f < INFERENCE.wishHolds && view.handCounts[wished] > 0) {
      // One card of the wished suit (the pool is shuffled, so the first found is a random one), the rest at random.
      const i = pool.findIndex((c) => suitOf(c) === view.wish && rankOf(c) !== JACK);
      if (i >= 0) {
        const rest = pool.filter((_, j) => j !== i);
        preset = [pool[i], ...rest.slice(0, view.handCounts[wished] - 1)];
        presetSeat = wished;
      }
    }
    if (preset !== null) {
      const taken = new Set(preset);
      pool = pool.filter((c) => !taken.has(c));
    }
  }
  const hands: Card[][] = [];
  let at = 0;
  for (let seat = 0; seat < view.seats; seat++) {
    if (seat === viewer) hands.push(view.hand!.slice());
    else if (seat === presetSeat && preset !== null) hands.push(preset);
    else {
      hands.push(pool.slice(at, at + view.handCounts[seat]));
      at += view.handCounts[seat];
    }
  }
  let drawPile = pool.slice(at);
  let drawn: Card | null = view.drawn;
  let gen: number;
  [gen, rng] = rngInt(rng, 0x100000000);
  const state: MeowState = {
    seats: view.seats,
    options: { deck: view.deck, dealer: view.dealer },
    rng: gen >>> 0,
    hands,
    drawPile,
    discard: view.discard,
    turn: view.turn,
    phase: view.phase,
    wish: view.wish,
    pendingDraw: view.pendingDraw,
    drawn: null,
    meowCalled: view.meowCalled,
    // Only a jack waiting for its wish leaves a card played in a turn that has not ended.
    playedThisTurn: view.phase === 'choosingSuit' ? top : null,
    winners: view.winners,
    endReason: view.endReason,
    last: view.last,
    reshuffles: view.reshuffles,
  };
  if (view.phase === 'drawnCard' && drawn === null && view.turn !== viewer) {
    // Someone else drew a card that fits: pick one from their hand, or swap one in from the draw pile.
    const hand = hands[view.turn];
    let i = hand.findIndex((c) => canPlay(state, c));
    if (i < 0) {
      const j = drawPile.findIndex((c) => canPlay(state, c));
      if (j >= 0 && hand.length > 0) {
        drawPile = drawPile.slice();
        [hand[hand.length - 1], drawPile[j]] = [drawPile[j], hand[hand.length - 1]];
        state.drawPile = drawPile;
        i = hand.length - 1;
      }
    }
    if (i >= 0) {
      const c = hand[i];
      hand.splice(i, 1);
      hand.push(c);
      drawn = c;
    }
  }
  state.drawn = drawn;
  return [state, rng];
}

// ---------- evaluation ----------

/** Effective cards of a seat: jacks and 7s are worth less than a card because they are flexible. */
function effectiveCards(s: MeowState, seat: Seat): number {
  const hand = s.hands[seat];
  let eff = hand.length;
  let sevens = 0;
  for (const c of hand) {
    const r = rankOf(c);
    if (r === JACK) eff -= 0.4;
    else if (r === SEVEN) { eff -= 0.2; sevens++; }
  }
  if (seat === s.turn) {
    // The 7-chain lands on the seat to act unless it can stack.
    if (s.pendingDraw > 0 && s.phase !== 'choosingSuit') eff += sevens > 0 ? 0.3 * s.pendingDraw : s.pendingDraw;
    else eff -= 0.3; // having the move is worth a little
  }
  return Math.max(0.2, eff);
}

/** 1 for a winner (shared wins split), 0 for the rest when over; else each seat's share of exp(-K·cards). */
export function evaluate(s: MeowState): number[] {
  const out = new Array<number>(s.seats).fill(0);
  if (s.phase === 'over') {
    const n = s.winners.length;
    for (const w of s.winners) out[w] = 1 / n;
    return out;
  }
  let sum = 0;
  for (let i = 0; i < s.seats; i++) {
    out[i] = Math.exp(-K * effectiveCards(s, i));
    sum += out[i];
  }
  for (let i = 0; i < s.seats; i++) out[i] /= sum;
  return out;
}

// ---------- quick score (greedy, easy) ----------

function suitCounts(hand: readonly Card[], except: Card | null): number[] {
  const counts = [0, 0, 0, 0];
  for (const c of hand) if (c !== except && rankOf(c) !== JACK) counts[suitOf(c)]++;
  return counts;
}

/** The suit the seat holds most of (jacks left out), lowest suit on a tie. */
function favouriteSuit(hand: readonly Card[], except: Card | null): Suit {
  const counts = suitCounts(hand, except);
  let best = 0;
  for (let i = 1; i < 4; i++) if (counts[i] > counts[best]) best = i;
  return best as Suit;
}

/** Higher is better, in about "cards" units. */
export function scoreEvent(s: MeowState, e: MeowEvent, seat: Seat): number {
  const hand = s.hands[seat];
  const next = (seat + 1) % s.seats;
  const nextCards = s.hands[next].length;
  switch (e.type) {
    case 'MEOW':
      return 50;
    case 'WISH': {
      const counts = suitCounts(hand, null);
      return counts[e.suit] + 0.01 * (3 - e.suit);
    }
    case 'PASS':
      return -0.5;
    case 'DRAW':
      return s.pendingDraw > 0 ? -s.pendingDraw : -1;
    case 'PLAY': {
      if (hand.length === 1) return 1000;
      const card = e.card;
      const rank = rankOf(card);
      let score = 3;
      if (s.pendingDraw > 0) score += 5 + s.pendingDraw;
      else if (rank === SEVEN) score += nextCards <= 2 ? 1.5 : -1;
      if (rank === JACK) score += hand.length <= 3 ? 0 : -1.5;
      if (rank === EIGHT) score += (s.seats === 2 ? 1.5 : 0.3) + (nextCards <= 2 ? 1 : 0);
      // Forgetting the call costs a card (the MEOW event scores higher, so it comes first).
      if (hand.length === 2 && !s.meowCalled) score -= 5;
      // Leave a top card the seat can follow next turn.
      let follow = 0;
      for (const c of hand) if (c !== card && rankOf(c) !== JACK && (suitOf(c) === suitOf(card) || rankOf(c) === rank)) follow++;
      return score + 0.4 * follow;
    }
  }
}

// ---------- playout policy (also the easy bot) ----------

/** Call Meow when allowed, a 7 on a 7-chain, else a random non-jack card that fits, else a jack, else draw or pass;
 *  after a jack wish the suit held most. */
export function playout(s: MeowState, seat: Seat, legal: readonly MeowEvent[], rng0: RngState): [MeowEvent, RngState] {
  let rng = rng0;
  // legalEvents lists the call last; look at every event anyway (a caller may order them differently).
  const last = legal[legal.length - 1];
  if (last.type === 'MEOW') return [last, rng];
  for (const e of legal) if (e.type === 'MEOW') return [e, rng];
  if (s.phase === 'choosingSuit') {
    const suit = favouriteSuit(s.hands[seat], null);
    return [legal.find((e) => e.type === 'WISH' && e.suit === suit) ?? legal[0], rng];
  }
  let plays = 0;
  let plain = 0;
  for (const e of legal) {
    if (e.type !== 'PLAY') continue;
    plays++;
    if (rankOf(e.card) !== JACK) plain++;
  }
  if (plays === 0) return [legal.find((e) => e.type === 'DRAW' || e.type === 'PASS') ?? last, rng];
  let pick: number;
  [pick, rng] = rngInt(rng, plain > 0 ? plain : plays);
  for (const e of legal) {
    if (e.type !== 'PLAY' || (plain > 0 && rankOf(e.card) === JACK)) continue;
    if (pick-- === 0) return [e, rng];
  }
  return [legal[0], rng];
}

/** A small number per move: the seat, then the card (0..51) or the kind of event. */
export function eventKey(e: MeowEvent): number {
  const base = e.seat * 200;
  switch (e.type) {
    case 'PLAY': return base + e.card;
    case 'DRAW': return base + 100;
    case 'PASS': return base + 101;
    case 'WISH': return base + 110 + e.suit;
    case 'MEOW': return base + 120;
  }
}

/** The Meow call, when it may be made: it costs nothing and forgetting it costs a card, so it is always right. */
const meowCall = (legal: readonly MeowEvent[]): MeowEvent | null => legal.find((e) => e.type === 'MEOW') ?? null;

/** The game as the hard bot's search sees it: a seat that may call Meow calls it (no branch of the tree spends
 *  its visits on forgetting the call, which made the search forget it at the table: measured). */
export function searchLegalEvents(s: MeowState, seat: Seat): MeowEvent[] {
  const legal = legalEvents(s, seat);
  const call = legal.length > 1 ? meowCall(legal) : null;
  return call === null ? legal : [call];
}

const searchDef: GameDefinition<MeowState, MeowEvent, MeowOptions, MeowView> = { ...meowMeow, legalEvents: searchLegalEvents };

export const meowMeowBot: BotAdapter<MeowState, MeowEvent, MeowView> = {
  def: searchDef,
  obvious: meowCall,
  determinize,
  evaluate,
  scoreEvent,
  playout,
  eventKey,
  actor: (s) => (s.phase === 'over' ? null : s.turn),
};

export default meowMeowBot;
