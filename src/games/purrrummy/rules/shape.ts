// The rough shape of a Purrrummy hand, fast: the cards no meld would take, partners counted as half a card
// (the greedy bot's measure, and the hard bot's tie-break between hands with equal outs).
import { ACE, rankOf, suitOf, type Card } from '../../shared/cards';
import { isJoker } from './constants';

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
