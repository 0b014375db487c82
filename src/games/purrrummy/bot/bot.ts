// Purrrummy's bot adapter: how to sample the hidden cards from a seat's view (determinisation), how good
// an unfinished state looks (evaluate: cards in hand that no meld will take), a quick score of one event
// (greedy/easy) and the cheap playout policy (easy). The hard bot plays a rummy strategy on its view
// (strategy.ts: exact outs, melds held until it can go out), measured stronger than any search tried here.
import { rngInt, shuffle, type RngState } from '../../../engine/rng';
import type { Seat } from '../../../engine/types';
import type { BotAdapter } from '../../../ai/types';
import { rankOf, suitOf, type Card } from '../../shared/cards';
import { DECK_SIZE, fullDeck, isJoker } from '../rules/constants';
import { hasMeld, naturalFits } from '../rules/rules';
import type { PurrEvent, PurrState } from '../rules/state';
import purrrummy from '../rules/definition';
import type { PurrView } from '../rules/view';
import { strategicSearch } from './strategy';
import { deadwood } from '../rules/shape';

/** The heuristic's knobs (exported for tuning): k, the weight of one card of deadwood in a seat's share of
 *  exp(-k · deadwood); own, how much of a seat's reward is its own progress rather than that share. */
export const TUNING = { own: 0.75, k: 0.45 };

// ---------- determinisation ----------

/** A full state consistent with the view: the cards nobody has seen (not in the viewer's hand, the discard
 *  pile, the melds, nor shown as taken from the discard pile) dealt at random to the other hands next to
 *  their shown cards, the rest shuffled into the draw pile; a fresh generator from the bot's own. */
export function determinize(view: PurrView, rng0: RngState): [PurrState, RngState] {
  const viewer = view.hand !== null && view.viewer !== null ? view.viewer : null;
  const seen = new Set<Card>([...view.discard, ...view.melds.flatMap((m) => m.cards), ...view.shown.flat()]);
  if (view.hand) for (const c of view.hand) seen.add(c);
  let [pool, rng] = shuffle(fullDeck().filter((c) => !seen.has(c)), rng0);
  const hands: Card[][] = [];
  let at = 0;
  for (let seat = 0; seat < view.seats; seat++) {
    if (seat === viewer) { hands.push(view.hand!.slice()); continue; }
    const shown = view.shown[seat];
    const need = view.handCounts[seat] - shown.length;
    hands.push([...pool.slice(at, at + need), ...shown]);
    at += need;
  }
  pool = pool.slice(at);
  let gen: number;
  [gen, rng] = rngInt(rng, 0x100000000);
  const state: PurrState = {
    seats: view.seats,
    options: { layoff: view.layoff, dealer: view.dealer },
    rng: gen >>> 0,
    hands,
    drawPile: pool,
    discard: view.discard.slice(),
    melds: view.melds,
    turn: view.turn,
    taken: view.taken,
    shown: view.shown,
    winners: view.winners,
    endReason: view.endReason,
    last: view.last,
    reshuffles: view.reshuffles,
    // Last, as in the chart's contexts (one object shape for the search).
    phase: view.phase,
  };
  return [state, rng];
}

// ---------- hand shape (shape.ts) ----------

export { deadwood };

/** Deadwood of a seat, with cards it could lay off on melds it may add to counted as nearly gone. */
function seatDeadwood(s: PurrState, seat: Seat, live?: Uint8Array): number {
  const hand = s.hands[seat];
  let d = deadwood(hand, live);
  const mayOthers = s.options.layoff && hasMeld(s, seat);
  let fits = 0;
  for (const c of hand) {
    if (isJoker(c)) continue;
    for (const m of s.melds) {
      if (m.owner !== seat && !mayOthers) continue;
      if (naturalFits(m, c)) { fits++; break; }
    }
  }
  d -= 0.6 * fits;
  return Math.max(0, d + 0.15 * hand.length);
}

/** 1 for the winner, 0 for the rest when over; else each seat's share of exp(-k·deadwood). */
export function evaluate(s: PurrState): number[] {
  const out = new Array<number>(s.seats).fill(0);
  if (s.phase === 'over') {
    for (const w of s.winners) out[w] = 1 / s.winners.length;
    return out;
  }
  // The cards still to come in this determinisation: the draw pile and the top discard.
  const live = new Uint8Array(DECK_SIZE);
  for (const c of s.drawPile) live[c] = 1;
  if (s.discard.length) live[s.discard[s.discard.length - 1]] = 1;
  let sum = 0;
  for (let i = 0; i < s.seats; i++) {
    let d = seatDeadwood(s, i, live);
    // Having the move is worth a little (a draw and a meld before the others).
    if (i === s.turn) d -= s.phase === 'drawing' ? 0.4 : 0.2;
    out[i] = Math.exp(-TUNING.k * Math.max(0, d));
    sum += out[i];
  }
  // Mostly the seat's own progress (low variance across determinisations), partly its share of the race.
  for (let i = 0; i < s.seats; i++) out[i] = TUNING.own * out[i] + (1 - TUNING.own) * (out[i] / sum);
  return out;
}

// ---------- quick score (greedy, easy) ----------

const without = (hand: readonly Card[], cards: readonly Card[]): Card[] => hand.filter((c) => !cards.includes(c));

/** Higher is better, in about "cards of deadwood" units. */
export function scoreEvent(s: PurrState, e: PurrEvent, seat: Seat): number {
  const hand = s.hands[seat];
  switch (e.type) {
    case 'DRAW':
      return 0;
    case 'TAKE_DISCARD': {
      const top = s.discard[s.discard.length - 1];
      // Worth it when the card joins the hand's shape (a joker always is); a drawn card improves it by about 0.3.
      return deadwood(hand) - deadwood([...hand, top]) - 0.3 + (isJoker(top) ? 1 : 0);
    }
    case 'MELD':
      if (e.cards.length === hand.length) return 1000;
      return 5 + e.cards.length + deadwood(hand) - deadwood(without(hand, e.cards)) - 0.6 * e.cards.filter(isJoker).length;
    case 'LAY_OFF':
      if (e.cards.length === hand.length) return 1000;
      return 4 + deadwood(hand) - deadwood(without(hand, e.cards)) - (e.cards.some(isJoker) ? 1.5 : 0);
    case 'DISCARD': {
      if (hand.length === 1) return 1000;
      let score = -deadwood(without(hand, [e.card])) - (isJoker(e.card) ? 3 : 0);
      // Avoid feeding the next player: a card that fits a meld it may add to, or its shown cards.
      const next = (seat + 1) % s.seats;
      if (!isJoker(e.card)) {
        for (const m of s.melds) {
          if ((m.owner === next || (s.options.layoff && hasMeld(s, next))) && naturalFits(m, e.card)) { score -= 0.5; break; }
        }
        if (s.shown[next].some((c) => !isJoker(c) && (rankOf(c) === rankOf(e.card) || (suitOf(c) === suitOf(e.card) && Math.abs(rankOf(c) - rankOf(e.card)) <= 2)))) score -= 0.3;
      }
      return score + 0.01 * rankOf(e.card);
    }
  }
}

// ---------- playout policy (also the easy bot) ----------

/** Take the discard when it helps the hand, else draw; lay the biggest meld, then lay off; else discard the
 *  card that leaves the least deadwood (a random one among equals). */
export function playout(s: PurrState, seat: Seat, legal: readonly PurrEvent[], rng0: RngState): [PurrEvent, RngState] {
  let rng = rng0;
  if (s.phase === 'drawing') {
    const take = legal.find((e) => e.type === 'TAKE_DISCARD');
    const draw = legal.find((e) => e.type === 'DRAW');
    if (take && (!draw || scoreEvent(s, take, seat) > 0.2)) return [take, rng];
    return [draw ?? legal[0], rng];
  }
  let bestMeld: PurrEvent | null = null;
  let layOff: PurrEvent | null = null;
  for (const e of legal) {
    if (e.type === 'MELD' && (bestMeld === null || (bestMeld.type === 'MELD' && e.cards.length > bestMeld.cards.length))) bestMeld = e;
    else if (e.type === 'LAY_OFF' && layOff === null && !e.cards.some(isJoker)) layOff = e;
  }
  if (bestMeld) return [bestMeld, rng];
  if (layOff) return [layOff, rng];
  const hand = s.hands[seat];
  let best: PurrEvent[] = [];
  let bestScore = Infinity;
  for (const e of legal) {
    if (e.type !== 'DISCARD') continue;
    if (hand.length === 1) return [e, rng];
    const d = deadwood(without(hand, [e.card])) + (isJoker(e.card) ? 5 : 0);
    if (d < bestScore - 1e-9) { bestScore = d; best = [e]; } else if (Math.abs(d - bestScore) < 1e-9) best.push(e);
  }
  if (best.length === 0) return [legal[legal.length - 1], rng];
  let i: number;
  [i, rng] = rngInt(rng, best.length);
  return [best[i], rng];
}

/** The hard bot: strategy.ts, no search. Measured against greedy over two-player games (scripts/bench-cards.ts,
 *  same deals, seats swapped): the flat Monte Carlo it replaces (100 sampled deals, 8 playout events each, then
 *  evaluate) 61.5% of 200; the strategy 65.75% of 400 [61.0, 70.2], decisions median under 1 ms and p95 about
 *  50 ms of CPU. ISMCTS had measured 51.75% of 400. */
export const purrrummyBot: BotAdapter<PurrState, PurrEvent, PurrView> = {
  def: purrrummy,
  determinize,
  evaluate,
  scoreEvent,
  playout,
  actor: (s) => (s.phase === 'over' ? null : s.turn),
  search: strategicSearch,
};

export default purrrummyBot;
