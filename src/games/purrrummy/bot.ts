// Purrrummy's bot adapter: how to sample the hidden cards from a seat's view (determinisation), how good
// an unfinished state looks (evaluate: cards in hand that no meld will take), a quick score of one event
// (greedy/easy) and the cheap playout policy of the hard bot, whose search is the generic flat Monte Carlo
// (src/ai/flat.ts), measured stronger here than ISMCTS.
import { rngInt, shuffle, type RngState } from '../../engine/rng';
import type { Seat } from '../../engine/types';
import type { BotAdapter } from '../../ai/types';
import { flatSearch, type FlatOptions } from '../../ai/flat';
import { ACE, rankOf, suitOf, type Card } from '../shared/cards';
import { DECK_SIZE, fullDeck, isJoker } from './constants';
import { hasMeld, naturalFits, type PurrEvent, type PurrState } from './rules';
import purrrummy from './definition';
import type { PurrView } from './view';

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

// ---------- hand shape ----------

/**
 * Cards of a hand that no meld would take, roughly and fast: runs of 3+ and sets of 3+ first, then each joker
 * completes a pair (two of a rank, or two of a suit at most one apart), then a card with a partner (same rank,
 * or same suit at most two apart) counts half. Jokers never count. With `live` (the cards still to be drawn
 * in a determinised state), a partner that no live card can complete counts nearly a whole card, and one
 * with many live completions a little less than half.
 */
export function deadwood(hand: readonly Card[], live?: Uint8Array): number {
  let jokers = 0;
  const bySuit = [0, 0, 0, 0]; // bit p set: position p (1..14) held
  for (const c of hand) {
    if (isJoker(c)) { jokers++; continue; }
    const r = rankOf(c);
    bySuit[suitOf(c)] |= 1 << r;
    if (r === ACE) bySuit[suitOf(c)] |= 1 << 1;
  }
  const used = [0, 0, 0, 0];
  // Runs: every stretch of 3+ positions held.
  for (let s = 0; s < 4; s++) {
    let p = 1;
    while (p <= ACE) {
      if (!(bySuit[s] & (1 << p))) { p++; continue; }
      let q = p;
      while (q + 1 <= ACE && bySuit[s] & (1 << (q + 1))) q++;
      if (q - p + 1 >= 3) for (let k = p; k <= q; k++) used[s] |= 1 << (k === 1 ? ACE : k);
      p = q + 1;
    }
  }
  // Sets: 3+ of a rank not in a run.
  const free = (s: number, r: number) => r >= 2 && r <= ACE && (bySuit[s] & (1 << r)) !== 0 && !(used[s] & (1 << r));
  for (let r = 2; r <= ACE; r++) {
    let n = 0;
    for (let s = 0; s < 4; s++) if (free(s, r)) n++;
    if (n >= 3) for (let s = 0; s < 4; s++) if (free(s, r)) used[s] |= 1 << r;
  }
  let liveJokers = 0;
  if (live) for (let j = 52; j < live.length; j++) liveJokers += live[j];
  // A live card at a run position of suit s (positions 1 and 14 are the ace).
  const at = (s: number, p: number): number => (live && p >= 1 && p <= ACE ? live[s * 13 + (p === 1 ? ACE : p) - 2] : 0);
  let dead = 0;
  let pairs = 0;
  for (let s = 0; s < 4; s++) {
    for (let r = 2; r <= ACE; r++) {
      if (!free(s, r)) continue;
      let partner = false;
      let outs = 0;
      for (let t = 0; t < 4; t++) {
        if (t === s) continue;
        if (free(t, r)) partner = true;
        else outs += at(t, r);
      }
      if (!partner) outs = 0;
      // Suit neighbours (the ace also sits below the 2).
      for (const p of r === ACE ? [ACE, 1] : [r]) {
        if (free(s, p + 1) || (p + 1 === ACE && free(s, ACE))) { partner = true; outs += at(s, p - 1) + at(s, p + 2); }
        if (free(s, p - 1) || (p - 1 === 1 && free(s, ACE))) { partner = true; outs += at(s, p + 1) + at(s, p - 2); }
        if (free(s, p + 2) || (p + 2 === ACE && free(s, ACE))) { partner = true; outs += at(s, p + 1); }
        if (free(s, p - 2) || (p - 2 === 1 && free(s, ACE))) { partner = true; outs += at(s, p - 1); }
      }
      if (!partner) { dead += 1; continue; }
      pairs++;
      if (!live) dead += 0.5;
      else {
        outs += liveJokers;
        dead += outs === 0 ? 0.9 : outs >= 3 ? 0.35 : 0.5;
      }
    }
  }
  // Each joker turns a pair (two cards counted about 0.5 each) into a meld.
  const completed = Math.min(jokers, Math.floor(pairs / 2));
  return Math.max(0, dead - completed);
}

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

/** The hard bot's flat Monte Carlo (src/ai/flat.ts): up to 100 sampled deals per decision (the 250 ms budget
 *  usually stops it first), each candidate followed by 8 events of the playout policy. Measured against greedy,
 *  200 two-player games each: 20 deals 53.5%, 40 deals 59.5%, 80 deals 62%; 40 deals at depth 16 54.5%;
 *  ISMCTS (depth 4) 51.75% over 400. */
export const FLAT: FlatOptions = { rounds: 100, depth: 8 };

export const purrrummyBot: BotAdapter<PurrState, PurrEvent, PurrView> = {
  def: purrrummy,
  determinize,
  evaluate,
  scoreEvent,
  playout,
  actor: (s) => (s.phase === 'over' ? null : s.turn),
  search: (view, legal, rng) => flatSearch(purrrummyBot, FLAT, view, legal, rng),
};

export default purrrummyBot;
