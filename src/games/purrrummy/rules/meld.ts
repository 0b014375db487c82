// Meld validation as one function: are these cards a set or a run, what does each joker stand for, or
// why not. The rules (melding and laying off), the bots and a scene ("a run; joker = 7♥") all use it.
// Run positions: 1 is a low ace (A-2-3), 2..13 the ranks, 14 a high ace (Q-K-A); no wrap-around (K-A-2).
import { ACE, cardOf, rankOf, suitOf, type Card, type Suit } from '../../shared/cards';
import { RULES, isJoker } from './constants';

export type MeldKind = 'set' | 'run';

/** Why cards are not a meld; each is a refusal key 'purrrummy.<problem>'. */
export type MeldProblem =
  | 'notACard' | 'sameCardTwice' | 'tooFewCards' | 'noNaturalCard' | 'setTooBig' | 'notSetNorRun'
  | 'notASet' | 'notARun' | 'runGap' | 'runWrapsAround' | 'runTooLong' | 'jokerAsImpossible'
  /** A lay-off of the very card a joker of the run already stands for (table jokers are not swapped). */
  | 'jokerKeepsItsCard';

export type MeldAnalysis =
  | {
    ok: true;
    kind: MeldKind;
    /** stands[i]: the card cards[i] stands for (a natural card stands for itself). */
    stands: Card[];
    /** The cards in table order (a run from low to high, a set by suit) and what each stands for. */
    ordered: Card[];
    orderedStands: Card[];
    /** A set's rank (2..14); a run's suit and its first and last positions (1 = low ace .. 14 = high ace). */
    rank: number;
    suit: Suit | null;
    low: number;
    high: number;
  }
  | { ok: false; problem: MeldProblem };

const isNatural = (c: Card): boolean => Number.isInteger(c) && c >= 0 && c < 52;
const isCard = (c: unknown): c is Card => typeof c === 'number' && Number.isInteger(c) && c >= 0 && c < 52 + RULES.jokers;
/** The card at a run position of a suit (positions 1 and 14 are both the ace). */
export const cardAt = (suit: Suit, pos: number): Card => cardOf(suit, pos === 1 ? ACE : pos);

const fail = (problem: MeldProblem): MeldAnalysis => ({ ok: false, problem });

/**
 * What `cards` form on the table. `jokerAs[i]`, when given, is the card the i-th joker in `cards` must
 * stand for (null: free). `kind` forces a set or a run (a lay-off keeps the meld's kind); without it a
 * lone natural card with jokers is read as a set, unless `jokerAs` or the length says run.
 * Free jokers in a run fill gaps first, then extend upward (down only where the ace stops them).
 */
export function analyzeMeld(cards: readonly Card[], jokerAs?: readonly (Card | null | undefined)[], kind?: MeldKind): MeldAnalysis {
  if (!Array.isArray(cards) || !cards.every(isCard)) return fail('notACard');
  if (new Set(cards).size !== cards.length) return fail('sameCardTwice');
  const jokers = cards.filter(isJoker);
  const wanted = jokerAs ?? [];
  if (!Array.isArray(wanted) || wanted.length > jokers.length) return fail('jokerAsImpossible');
  for (const w of wanted) if (w !== null && w !== undefined && !isNatural(w)) return fail('jokerAsImpossible');
  const naturals = cards.filter((c) => !isJoker(c));
  const rank = naturals.length ? rankOf(naturals[0]) : 0;
  const sameRank = naturals.every((c) => rankOf(c) === rank);
  // Checked after the shape, so "two cards" of a valid start reads as "too few" and jokers alone as "no natural".
  if (cards.length < Math.min(RULES.setMin, RULES.runMin)) return fail('tooFewCards');
  if (naturals.length < RULES.minNaturalCards) return fail('noNaturalCard');
  const fixed = wanted.filter((w): w is Card => w !== null && w !== undefined);
  let asSet: boolean;
  if (kind) asSet = kind === 'set';
  else if (!sameRank) asSet = false;
  else if (naturals.length >= 2) asSet = true;
  // One natural card with jokers: the jokers' cards (if named) say which, else a set while it fits.
  else if (fixed.length) asSet = fixed.every((w) => rankOf(w) === rank);
  else asSet = cards.length <= RULES.setMax;
  if (asSet) {
    if (!sameRank) return fail(kind === 'set' ? 'notASet' : 'notSetNorRun');
    return analyzeSet(cards, wanted, rank);
  }
  const suit = suitOf(naturals[0]);
  if (!naturals.every((c) => suitOf(c) === suit)) return fail(kind === 'run' ? 'notARun' : sameRank ? 'notARun' : 'notSetNorRun');
  return analyzeRun(cards, wanted, suit);
}

function analyzeSet(cards: readonly Card[], wanted: readonly (Card | null | undefined)[], rank: number): MeldAnalysis {
  if (cards.length > RULES.setMax) return fail('setTooBig');
  const taken = new Set<Suit>();
  for (const c of cards) if (!isJoker(c)) taken.add(suitOf(c));
  const stands = cards.slice();
  // Named jokers first, then the free ones take the missing suits in order.
  let j = 0;
  const free: number[] = [];
  for (let i = 0; i < cards.length; i++) {
    if (!isJoker(cards[i])) continue;
    const w = wanted[j++];
    if (w === null || w === undefined) { free.push(i); continue; }
    if (rankOf(w) !== rank || taken.has(suitOf(w))) return fail('jokerAsImpossible');
    taken.add(suitOf(w));
    stands[i] = w;
  }
  free.sort((x, y) => cards[x] - cards[y]);
  let suit = 0;
  for (const i of free) {
    while (taken.has(suit as Suit)) suit++;
    taken.add(suit as Suit);
    stands[i] = cardOf(suit as Suit, rank);
  }
  const order = cards.map((_, i) => i).sort((a, b) => suitOf(stands[a]) - suitOf(stands[b]));
  return {
    ok: true, kind: 'set', stands, ordered: order.map((i) => cards[i]), orderedStands: order.map((i) => stands[i]),
    rank, suit: null, low: rank, high: rank,
  };
}

/** The positions a card of a run may take: an ace is 1 (low) or 14 (high). */
const positionsOf = (card: Card): number[] => (rankOf(card) === ACE ? [1, ACE] : [rankOf(card)]);

function analyzeRun(cards: readonly Card[], wanted: readonly (Card | null | undefined)[], suit: Suit): MeldAnalysis {
  const n = cards.length;
  if (n > RULES.runMax) return fail('runTooLong');
  const named: (Card | null)[] = [];
  let j = 0;
  for (const c of cards) if (isJoker(c)) named.push(wanted[j++] ?? null);
  for (const w of named) if (w !== null && suitOf(w) !== suit) return fail('jokerAsImpossible');
  const naturals = cards.filter((c) => !isJoker(c));
  // Every window [a, a+n-1] inside 1..14 where the natural and named cards each get their own position.
  // Prefer the first window that starts at its lowest fixed card (free jokers extend upward), else the highest.
  let anchored: { stands: Card[]; low: number } | null = null;
  let highest: { stands: Card[]; low: number } | null = null;
  for (let a = 1; a + n - 1 <= ACE && anchored === null; a++) {
    const placed = placeInWindow(cards, named, a, n, suit);
    if (!placed) continue;
    if (placed.anchor === a) anchored = { stands: placed.stands, low: a };
    highest = { stands: placed.stands, low: a };
  }
  const chosen = anchored ?? highest;
  const best = chosen?.stands ?? null;
  const bestLow = chosen?.low ?? 0;
  if (best === null) {
    if (named.some((w) => w !== null) && analyzeRun(cards, [], suit).ok) return fail('jokerAsImpossible');
    return fail(wrapsAround(naturals, n) ? 'runWrapsAround' : 'runGap');
  }
  const stands = best;
  const pos = (i: number): number => {
    const r = rankOf(stands[i]);
    return r === ACE ? (bestLow === 1 ? 1 : ACE) : r;
  };
  const order = cards.map((_, i) => i).sort((x, y) => pos(x) - pos(y));
  return {
    ok: true, kind: 'run', stands, ordered: order.map((i) => cards[i]), orderedStands: order.map((i) => stands[i]),
    rank: 0, suit, low: bestLow, high: bestLow + n - 1,
  };
}

/** The stands of every card when the run occupies [a, a+n-1], or null; `anchor` is the lowest position
 *  held by a natural card or a named joker. */
function placeInWindow(cards: readonly Card[], named: readonly (Card | null)[], a: number, n: number, suit: Suit): { stands: Card[]; anchor: number } | null {
  const b = a + n - 1;
  const used = new Array<boolean>(ACE + 1).fill(false);
  const stands = cards.slice();
  let anchor = Infinity;
  const take = (card: Card): number => {
    const p = positionsOf(card).find((q) => q >= a && q <= b);
    if (p === undefined || used[p]) return -1;
    used[p] = true;
    if (p < anchor) anchor = p;
    return p;
  };
  for (const c of cards) if (!isJoker(c) && take(c) < 0) return null;
  let j = 0;
  const free: number[] = [];
  for (let i = 0; i < cards.length; i++) {
    if (!isJoker(cards[i])) continue;
    const w = named[j++];
    if (w === null) { free.push(i); continue; }
    if (take(w) < 0) return null;
    stands[i] = w;
  }
  // Jokers are interchangeable: the free ones go up in order of their number, so the input order does not matter.
  free.sort((x, y) => cards[x] - cards[y]);
  let p = a;
  for (const i of free) {
    while (used[p]) p++;
    used[p] = true;
    stands[i] = cardAt(suit, p);
  }
  return { stands, anchor };
}

/** Whether the natural cards would fit in n cards in a row if the ace joined the king to the 2 (K-A-2). */
function wrapsAround(naturals: readonly Card[], n: number): boolean {
  const ranks = naturals.map((c) => rankOf(c) - 2); // 0..12, the ace is 12, next to the king (11) and the 2 (0)
  for (let start = 0; start < 13; start++) {
    if (ranks.every((r) => (r - start + 13) % 13 < n)) return true;
  }
  return false;
}

// ---------- finding melds in a hand (legal moves, bots) ----------

/** A meld that can be laid from a hand: its cards and, for a run with jokers, what each joker stands for. */
export interface MeldOption {
  cards: Card[];
  jokerAs?: Card[];
  kind: MeldKind;
}

/** Every distinct meld the hand can form. Jokers are interchangeable, so the lowest-numbered jokers in hand
 *  are used; a set's jokers take any missing suit (no jokerAs), a run's jokers are named. */
export function meldOptions(hand: readonly Card[]): MeldOption[] {
  const out: MeldOption[] = [];
  const jokers = hand.filter(isJoker).sort((a, b) => a - b);
  const J = jokers.length;
  // Sets: a non-empty group of one rank's naturals with enough jokers to make 3 or 4 cards.
  const rankCount = new Array<number>(ACE + 1).fill(0);
  for (const c of hand) if (!isJoker(c)) rankCount[rankOf(c)]++;
  for (let r = 2; r <= ACE; r++) {
    if (rankCount[r] === 0 || rankCount[r] + J < RULES.setMin) continue;
    const group = hand.filter((c) => !isJoker(c) && rankOf(c) === r).sort((a, b) => a - b);
    for (let mask = 1; mask < 1 << group.length; mask++) {
      const picked = group.filter((_, i) => mask & (1 << i));
      for (let b = 0; b <= J && picked.length + b <= RULES.setMax; b++) {
        if (picked.length + b >= RULES.setMin) out.push({ cards: [...picked, ...jokers.slice(0, b)], kind: 'set' });
      }
    }
  }
  // Runs: a window of positions of one suit, some held naturals in it (at least one), jokers for the rest.
  // A held natural may be left out for a joker (to keep it for another meld), at most J of them in all.
  const held = new Array<boolean>(ACE + 1);
  for (let suit = 0 as Suit; suit < 4; suit = (suit + 1) as Suit) {
    held.fill(false);
    let count = 0;
    for (const c of hand) {
      if (isJoker(c) || suitOf(c) !== suit) continue;
      count++;
      held[rankOf(c)] = true;
      if (rankOf(c) === ACE) held[1] = true;
    }
    if (count === 0 || count + J < RULES.runMin) continue;
    for (let a = 1; a <= ACE - RULES.runMin + 1; a++) {
      if (J === 0 && !(held[a] && held[a + 1] && held[a + 2])) continue;
      const inWindow: number[] = [];
      for (let n = 1; n <= RULES.runMax && a + n - 1 <= ACE; n++) {
        if (held[a + n - 1]) inWindow.push(a + n - 1);
        const missing = n - inWindow.length;
        if (missing > J) break;
        if (n < RULES.runMin || inWindow.length === 0) continue;
        for (const dropped of subsetsUpTo(inWindow, J - missing)) {
          if (dropped.length === inWindow.length) continue;
          const cards: Card[] = [];
          const jokerAs: Card[] = [];
          let k = 0;
          for (let p = a; p < a + n; p++) {
            if (held[p] && !dropped.includes(p)) cards.push(cardAt(suit, p));
            else { cards.push(jokers[k++]); jokerAs.push(cardAt(suit, p)); }
          }
          out.push(jokerAs.length ? { cards, jokerAs, kind: 'run' } : { cards, kind: 'run' });
        }
      }
    }
  }
  return out;
}

/** Every subset of `items` with at most `max` elements (the empty one first). */
const NO_DROP: never[][] = [[]];
function subsetsUpTo<T>(items: readonly T[], max: number): T[][] {
  if (max <= 0) return NO_DROP;
  const out: T[][] = [[]];
  const grow = (from: number, acc: T[]) => {
    if (acc.length === max) return;
    for (let i = from; i < items.length; i++) {
      const next = [...acc, items[i]];
      out.push(next);
      grow(i + 1, next);
    }
  };
  grow(0, []);
  return out;
}
