// How far a Purrrummy hand is from going out, exactly: the fewest natural cards that no set or run takes
// (jokers fill gaps; a joker left over joins any meld, so it never counts). The hard bot's strategy
// (strategy.ts) builds its outs count and its look-ahead on it. A hand is four 13-bit suit masks (bit
// rank - 2, the ace is bit 12) and a joker count; answers are cached by that key.
import type { Card } from '../../shared/cards';
import { isJoker } from './constants';

const ACE_BIT = 12;
/** Whether position q (1..14, 1 and 14 both the ace) of a suit mask is held. */
const heldAt = (mask: number, q: number): boolean => (mask & (1 << (q === 1 ? ACE_BIT : q - 2))) !== 0;
const bitAt = (q: number): number => 1 << (q === 1 ? ACE_BIT : q - 2);

// Hands recur across a decision's candidates and across a game's turns; each map is emptied when it grows past
// CACHE_MAX entries (a few MB at most in the bot worker).
const cache: Map<number, number>[] = [new Map(), new Map(), new Map(), new Map()];
const CACHE_MAX = 100_000;

/** Entries cached, and a way to start cold (for measurements). */
export const handValueCache = {
  size: (): number => cache.reduce((n, m) => n + m.size, 0),
  clear: (): void => { for (const m of cache) m.clear(); },
};

/** The masks and jokers of a hand. */
export function handKey(hand: readonly Card[]): { masks: number[]; jokers: number } {
  const masks = [0, 0, 0, 0];
  let jokers = 0;
  for (const c of hand) {
    if (isJoker(c)) jokers++;
    else masks[(c / 13) | 0] |= 1 << (c % 13);
  }
  return { masks, jokers: Math.min(jokers, 3) };
}

/** The fewest natural cards of `hand` left outside sets and runs. */
export function unmelded(hand: readonly Card[]): number {
  const { masks, jokers } = handKey(hand);
  return solve(masks[0], masks[1], masks[2], masks[3], jokers);
}

/** unmelded() of the masks directly (for callers that add and remove cards by bit). */
export function unmeldedMasks(masks: readonly number[], jokers: number): number {
  return solve(masks[0], masks[1], masks[2], masks[3], Math.min(jokers, 3));
}

function solve(m0: number, m1: number, m2: number, m3: number, jokers: number): number {
  if ((m0 | m1 | m2 | m3) === 0) return 0;
  const key = m0 + m1 * 8192 + m2 * 67108864 + m3 * 549755813888;
  const memo = cache[jokers];
  const hit = memo.get(key);
  if (hit !== undefined) return hit;
  const m = [m0, m1, m2, m3];
  // The lowest card left: the first suit with cards, its lowest rank.
  let s = 0;
  while (m[s] === 0) s++;
  const low = m[s] & -m[s];
  const r = 31 - Math.clz32(low); // bit index: rank - 2
  const sub = (masks: number[], j: number): number => solve(masks[0], masks[1], masks[2], masks[3], j);
  // It stays out of every meld.
  const rest = m.slice();
  rest[s] &= ~low;
  let best = 1 + sub(rest, jokers);
  // A set of its rank: any other suits holding the rank, jokers to reach three.
  const others: number[] = [];
  for (let t = 0; t < 4; t++) if (t !== s && m[t] & low) others.push(t);
  for (let pick = 0; pick < 1 << others.length && best > 0; pick++) {
    let n = 1;
    const after = rest.slice();
    for (let i = 0; i < others.length; i++) if (pick & (1 << i)) { after[others[i]] &= ~low; n++; }
    if (n > 4) continue;
    const need = Math.max(0, 3 - n);
    if (need > jokers) continue;
    best = Math.min(best, sub(after, jokers - need));
  }
  // Runs through it, upward from its position (the ace also from position 1 when it is the lowest card of
  // its suit it is taken upward from 14 only with jokers below).
  const starts = r === ACE_BIT ? [14] : [r + 2];
  if (r !== ACE_BIT && heldAt(m[s], 1)) starts.push(1);
  for (const p of starts) {
    let mask = m[s];
    let j = jokers;
    let len = 0;
    let q = p;
    let hasSelf = false;
    for (; q <= 14; q++) {
      if (heldAt(mask, q) && !(q === 14 && p === 1)) mask &= ~bitAt(q);
      else if (j > 0) j--;
      else break;
      len++;
      if (q === r + 2 || (r === ACE_BIT && q === 14)) hasSelf = true;
      if (!hasSelf) continue;
      // Short of three at the top: jokers below the start.
      const below = Math.max(0, 3 - len);
      if (below > j || p - below < 1) continue;
      const after = m.slice();
      after[s] = mask;
      best = Math.min(best, sub(after, j - below));
      if (best === 0) break;
    }
    if (best === 0) break;
  }
  if (memo.size > CACHE_MAX) memo.clear();
  memo.set(key, best);
  return best;
}
