// The hard bot's rummy play, from its seat's view only: it keeps its melds in hand until it can go out in one
// turn (laid melds show the others what to hold back and cost the hand its flexibility: measured 47.5% against
// greedy when laying at once, 68.5% holding), discards the card whose loss leaves the best "outs" (the unseen
// cards, each as likely as another to be drawn next, that would let it go out or complete a meld), avoids
// discards that likely fit the next hand (its shown cards, its melds, the unseen partners it may hold, and above
// all a card that would let a hand of two or three go out at once), and takes the discard only when that beats
// the average deck draw. No search: every decision is exact counting
// over the unseen cards (hand-value.ts), about a millisecond for most.
import type { RngState } from '../../../engine/rng';
import type { SearchStep } from '../../../ai/types';
import { rankOf, suitOf, type Card } from '../../shared/cards';
import { DECK_SIZE, JOKER_BASE, isJoker } from '../rules/constants';
import { handKey, unmelded, unmeldedMasks } from '../rules/hand-value';
import { naturalFits } from '../rules/rules';
import type { PurrEvent } from '../rules/state';
import type { PurrView } from '../rules/view';
import { deadwood } from '../rules/shape';

/** The strategy's knobs (exported for tuning). */
export const STRATEGY = {
  /** Cost of each expected partner of a discard in the next hand (it may take the card). */
  feed: 0.15,
  /** Cost of a discard that fits a meld the next seat may add to, or one of its shown cards' neighbours. */
  feedShown: 0.4,
  /** Weight of the rough shape (pairs half a card) that breaks ties between equal outs. */
  shape: 0.1,
  /** How much better than an average draw the discard must be to be taken (it shows the card to all). */
  takeMargin: 0.02,
  /** Weight of the chance to go out on the next draw, once another hand is down to `raceCards` cards or fewer
   *  (then only going out first counts; measured no better earlier). 16 rather than 2: then the outs decide, the
   *  leftover cards only break ties (400 paired duels against greedy: 272 won against 263, 11 games won only with
   *  it, 2 only without; 4 measured 268, 8 270; the sim's seeds 7 and 11: 388 of 600 against 382). */
  race: 16,
  raceCards: 4,
  /** In the lay-off variant, count the cards that other seats' melds would take. */
  tableAware: true,
  /** Weight of the chance that the next seat goes out at once with the discard (outRisk): as `race`, a certain
   *  loss weighs as much as a certain out. With it, going out on the draw weighed as `race` too (it was 3), and
   *  the draw's average no longer counting the drawn card as drawable again: sim against greedy, 300 games each,
   *  seeds 7 + 11: 406 of 600 (388 before), seed 23: 200 (198), seeds 1-3: 611 of 900 (603). Counting a card that
   *  fits a one-card hand's melds as a certain loss too measured 603 on seeds 1-3 (that case is left to feedShown);
   *  40 rather than 16 measured 394 on seeds 7 + 11. */
  feedOut: 16,
};

/** What the seat knows: its hand, the cards it has not seen (each as likely as another to be the next draw). */
interface Knowledge {
  hand: Card[];
  unseen: Card[];
  /** 1 for each unseen card. */
  isUnseen: Uint8Array;
  next: number;
  /** The cards of the melds the seat may add to (its own; every meld in the lay-off variant): they take the
   *  cards that fit them, as melds in hand would. */
  table: Card[];
  /** Weight of the chance to go out on the next draw (see STRATEGY.race). */
  race: number;
}

function knowledgeOf(view: PurrView): Knowledge {
  const hand = view.hand ?? [];
  const me = view.viewer ?? 0;
  const seen = new Uint8Array(DECK_SIZE);
  for (const c of hand) seen[c] = 1;
  for (const c of view.discard) seen[c] = 1;
  for (const m of view.melds) for (const c of m.cards) seen[c] = 1;
  for (const cards of view.shown) for (const c of cards) seen[c] = 1;
  const unseen: Card[] = [];
  const isUnseen = new Uint8Array(DECK_SIZE);
  for (let c = 0; c < DECK_SIZE; c++) if (!seen[c]) { unseen.push(c); isUnseen[c] = 1; }
  // With the lay-off variant every meld on the table takes cards (once the seat has a meld: it lays one first).
  const mayAll = view.layoff && STRATEGY.tableAware;
  const table = view.melds.filter((m) => m.owner === me || mayAll).flatMap((m) => m.cards);
  const close = view.handCounts.some((n, seat) => seat !== me && n <= STRATEGY.raceCards);
  return { hand, unseen, isUnseen, next: (me + 1) % view.seats, table, race: close ? STRATEGY.race : 0 };
}

const without = (hand: readonly Card[], card: Card): Card[] => {
  const i = hand.indexOf(card);
  return i < 0 ? hand.slice() : [...hand.slice(0, i), ...hand.slice(i + 1)];
};

/** Whether a card could join a card of the hand in a meld (same rank, or same suit at most two apart; a joker
 *  in hand partners anything). */
function hasPartner(hand: readonly Card[], card: Card): boolean {
  const r = rankOf(card);
  const s = suitOf(card);
  const near = (d: number) => d <= 2 || d >= 11; // the ace sits next to the 2 as well as the king
  return hand.some((c) => isJoker(c) || rankOf(c) === r || (suitOf(c) === s && near(Math.abs(rankOf(c) - r))));
}

/** Whether the hand can go out this turn: everything melded, or all but one card that is not `taken`; with
 *  `table` (the cards of the melds it may add to), the hand's cards may also join those. */
export function canGoOut(hand: readonly Card[], taken: Card | null, table: readonly Card[] = []): boolean {
  if (table.length) {
    // The table's melds stay whole: every one of their cards must still be melded.
    const all = [...hand, ...table];
    if (unmelded(all) === 0) return true;
    for (const d of hand) if (d !== taken && unmelded(without(all, d)) === 0) return true;
    return false;
  }
  if (unmelded(hand) === 0) return true;
  for (const d of hand) if (d !== taken && unmelded(without(hand, d)) === 0) return true;
  return false;
}

const NO_PARTNERS = [0, 0, 0, 0];

/** Per suit, the rank bits of the cards that have a partner among the masks' cards: the same rank in another suit,
 *  or the same suit at most two places apart (the ace next to the 2 as well as the king). */
export function partnerMasks(masks: readonly number[]): number[] {
  const out = [0, 0, 0, 0];
  for (let s = 0; s < 4; s++) {
    const m = masks[s];
    let others = 0;
    for (let t = 0; t < 4; t++) if (t !== s) others |= masks[t];
    // Positions 1..14 (bit p), the ace at 1 and 14; a card at p partners p ± 1 and p ± 2.
    let pos = (m & 0x1fff) << 2;
    if (m & (1 << 12)) pos |= 1 << 1;
    const near = (pos << 1) | (pos << 2) | (pos >> 1) | (pos >> 2);
    // Back to rank bits (position p is bit p - 2; position 1 is the ace's bit 12).
    let bits = (near >> 2) & 0x1fff;
    if (near & (1 << 1)) bits |= 1 << 12;
    out[s] = bits | others;
  }
  return out;
}

/** Expected cards left over after the next draw and the best discard, for a hand between turns (lower is better),
 *  plus a little of the rough shape for the hands whose outs are equal. */
function afterDraw(hand: readonly Card[], k: Knowledge): number {
  const held = k.table.length ? [...hand, ...k.table] : hand;
  const { masks, jokers } = handKey(held);
  // A card no held card could join in a meld (no joker pair to carry it) is one more card left over, unsolved.
  const alone = jokers < 2;
  const u0 = alone ? unmeldedMasks(masks, jokers) : 0;
  const near = alone ? partnerMasks(masks) : NO_PARTNERS;
  let sum = 0;
  let outs = 0;
  let n = 0;
  for (const c of k.unseen) {
    let u: number;
    if (isJoker(c)) {
      if (held.includes(c)) continue;
      u = unmeldedMasks(masks, jokers + 1);
    } else {
      const suit = (c / 13) | 0;
      const bit = 1 << c % 13;
      // The card just drawn (still unseen to the others) cannot come again.
      if (masks[suit] & bit) continue;
      if (alone && !(near[suit] & bit)) u = u0 + 1;
      else {
        masks[suit] |= bit;
        u = unmeldedMasks(masks, jokers);
        masks[suit] &= ~bit;
      }
    }
    sum += Math.max(0, u - 1);
    if (u <= 1) outs++;
    n++;
  }
  const mean = n ? (sum - k.race * outs) / n : unmelded(held);
  return mean + STRATEGY.shape * deadwood(hand);
}

/** How likely a discard helps the next seat: the shown cards and melds it may use, and its hidden partners. */
function feedRisk(card: Card, view: PurrView, k: Knowledge): number {
  if (isJoker(card)) return 2;
  const r = rankOf(card);
  const s = suitOf(card);
  const near = (c: Card) => !isJoker(c) && (rankOf(c) === r || (suitOf(c) === s && Math.abs(rankOf(c) - r) <= 2));
  let risk = 0;
  if (view.shown[k.next].some(near)) risk += STRATEGY.feedShown;
  const mayAll = view.layoff && view.melds.some((m) => m.owner === k.next);
  if (view.melds.some((m) => (m.owner === k.next || mayAll) && naturalFits(m, card))) risk += STRATEGY.feedShown;
  const hidden = view.handCounts[k.next] - view.shown[k.next].length;
  const pHand = k.unseen.length ? hidden / k.unseen.length : 0;
  let partners = 0;
  for (const c of k.unseen) if (near(c)) partners++;
  return risk + STRATEGY.feed * partners * pHand + STRATEGY.feedOut * outRisk(card, view, k);
}

/** Run position (1..14, the ace at both ends) of a card of suit s to a card, or -1 off the ends. */
const atPos = (s: number, q: number): Card => (q < 1 || q > 14 ? -1 : s * 13 + (q === 1 ? 12 : q - 2));

/** The chance that the next seat, holding two or three cards, goes out at once by taking `card`: two of its cards
 *  make a meld with it (it lays the three and discards the last). Each unseen card is as likely as another to be in
 *  its hidden hand; its shown cards are in it. (A card that fits a one-card hand's melds is feedRisk's own part.) */
function outRisk(card: Card, view: PurrView, k: Knowledge): number {
  const n = view.handCounts[k.next];
  if (n < 2 || n > 3) return 0;
  // A joker makes a meld with any pair it may hold: counted as certain.
  if (isJoker(card)) return 1;
  const shown = view.shown[k.next];
  const hidden = n - shown.length;
  const u = k.unseen.length;
  const pairP = hidden >= 2 && u >= 2 ? (hidden * (hidden - 1)) / (u * (u - 1)) : 0;
  // How likely it holds one or two given cards (each shown, or unseen and so maybe in its hidden hand).
  const one = (c: Card): number => (c < 0 ? 0 : shown.includes(c) ? 1 : k.isUnseen[c] ? hidden / u : 0);
  const two = (a: Card, b: Card): number => {
    if (a < 0 || b < 0) return 0;
    const sa = shown.includes(a), sb = shown.includes(b);
    if (sa || sb) return sa && sb ? 1 : sa ? one(b) : one(a);
    return k.isUnseen[a] && k.isUnseen[b] && hidden >= 2 ? pairP : 0;
  };
  let jokers = 0;
  for (let j = JOKER_BASE; j < DECK_SIZE; j++) if (k.isUnseen[j] || shown.includes(j)) jokers++;
  const pJoker = (c: Card): number => { let p = 0; for (let j = JOKER_BASE; j < DECK_SIZE; j++) p += two(j, c); return p; };
  const s = suitOf(card);
  const r = rankOf(card);
  let p = 0;
  // Sets: two more of its rank, or one and a joker.
  const same: Card[] = [];
  for (let t = 0; t < 4; t++) if (t !== s) same.push(t * 13 + r - 2);
  for (let i = 0; i < same.length; i++) { p += pJoker(same[i]); for (let j = i + 1; j < same.length; j++) p += two(same[i], same[j]); }
  // Runs through it (an ace at either end); a joker fills any one place of three.
  for (const q of r === 14 ? [1, 14] : [r]) {
    p += two(atPos(s, q - 2), atPos(s, q - 1)) + two(atPos(s, q - 1), atPos(s, q + 1)) + two(atPos(s, q + 1), atPos(s, q + 2));
    for (const d of [-2, -1, 1, 2]) p += pJoker(atPos(s, q + d));
  }
  if (jokers >= 2) for (let a = JOKER_BASE; a < DECK_SIZE; a++) for (let b = a + 1; b < DECK_SIZE; b++) p += two(a, b);
  return Math.min(1, p);
}

/** The best discard of an 11-card hand and its cost. */
function bestDiscard(hand: readonly Card[], taken: Card | null, view: PurrView, k: Knowledge, withRisk: boolean): { card: Card; cost: number } {
  let best: Card = hand[0];
  let bestCost = Infinity;
  for (const d of hand) {
    if (d === taken) continue;
    const cost = afterDraw(without(hand, d), k) + (withRisk ? feedRisk(d, view, k) : 0) + (isJoker(d) ? 3 : 0);
    if (cost < bestCost) { bestCost = cost; best = d; }
  }
  return { card: best, cost: bestCost };
}

/** The event the hard bot plays (one of `legal`), run through. */
export function strategicEvent(view: PurrView, legal: readonly PurrEvent[], rng: RngState): PurrEvent {
  const steps = strategicSearch(view, legal, rng);
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
  }
}

/** The same as a search for BotAdapter.search: the long part (the average deck draw) pauses after each card it
 *  scores, with the draw as its answer so far, so the time budget and the worker's messages are served. */
export function* strategicSearch(view: PurrView, legal: readonly PurrEvent[], _rng: RngState): Generator<SearchStep<PurrEvent>, PurrEvent> {
  const k = knowledgeOf(view);
  const hand = k.hand;
  if (view.phase === 'drawing') {
    const take = legal.find((e) => e.type === 'TAKE_DISCARD');
    const draw = legal.find((e) => e.type === 'DRAW');
    if (!take) return draw ?? legal[0];
    if (!draw) return take;
    const top = view.discard[view.discard.length - 1];
    if (isJoker(top)) return take;
    const withTop = [...hand, top];
    if (canGoOut(withTop, top, k.table)) return take;
    // A card with no partner in hand cannot beat a draw.
    if (!hasPartner(hand, top)) return draw;
    const takeCost = bestDiscard(withTop, top, view, k, false).cost;
    // The average draw: each unseen card, then the best discard (without the feeding risk, as for the take).
    let drawCost = 0;
    let wins = 0;
    // A drawn card with no partner in hand is (nearly always) discarded again: the hand stays as it is (scoring
    // it so halved the slowest decisions and changed no play measured).
    const stay = afterDraw(hand, k);
    for (const c of k.unseen) {
      if (!isJoker(c) && !hasPartner(hand, c)) { drawCost += stay; continue; }
      const h = [...hand, c];
      if (canGoOut(h, null, k.table)) { wins++; continue; }
      drawCost += bestDiscard(h, null, view, k, false).cost;
      yield { best: draw, roundDone: false };
    }
    const n = k.unseen.length || 1;
    // Going out now is worth at least as much as an out on the next draw (race).
    drawCost = drawCost / n - (wins / n) * Math.max(3, k.race);
    return takeCost < drawCost - STRATEGY.takeMargin ? take : draw;
  }
  // Melding: go out when the whole hand can, one meld at a time; else keep every meld in hand and discard (laying
  // each meld at once measured 47.5% against greedy, holding them 68.5%).
  const taken = view.taken;
  if (canGoOut(hand, taken, k.table)) {
    let bestMeld: PurrEvent | null = null;
    let bestSize = 0;
    for (const e of legal) {
      if (e.type !== 'MELD' && e.type !== 'LAY_OFF') continue;
      const rest = hand.filter((c) => !e.cards.includes(c));
      if (rest.length === 0) return e;
      // A meld stays whole on the table (the rest must go out without it); a lay-off's card joins the table.
      const table = e.type === 'LAY_OFF' ? [...k.table, ...e.cards] : k.table;
      if (e.cards.length > bestSize && canGoOut(rest, taken, table)) { bestMeld = e; bestSize = e.cards.length; }
    }
    if (bestMeld) return bestMeld;
    const last = legal.find((e) => e.type === 'DISCARD' && unmelded(without(hand, e.card)) === 0);
    if (last) return last;
  }
  const { card } = bestDiscard(hand, taken, view, k, true);
  return legal.find((e) => e.type === 'DISCARD' && e.card === card) ?? legal[legal.length - 1];
}
