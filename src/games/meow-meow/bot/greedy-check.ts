// An opponent model for the hard bot's determinisations: would a seat that plays like the greedy bot have made the
// plays it made lately, with the hand a determinisation deals it? A seat's latest turns that were plain plays (no
// card drawn since the first of them, no Meow penalty) are undone exactly: before each, the hand was the hand now
// plus the cards played since. Each play must be one greedy scores best there, and a jack's wish must be the suit
// greedy names (the one the seat holds most of).
import type { Seat } from '../../../engine/types';
import { JACK, rankOf, type Card } from '../../shared/cards';
import { legalEvents } from '../rules/rules';
import type { MeowPhase, MeowState } from '../rules/state';
import { favouriteSuit, scoreEvent } from './quick-score';
import type { MeowTurn } from '../rules/history';
import { RULES } from '../rules/constants';

/** A plain play of the seat and every seat's hand size when it was made. */
export interface PastPlay {
  turn: MeowTurn;
  handCounts: number[];
}

/** The seat's latest turns that were plain plays, newest first, at most `depth` of them (stopping at any other turn). */
export function latestPlays(history: readonly MeowTurn[], seats: number, seat: Seat, depth: number): PastPlay[] {
  // Every seat's hand size before each turn, from the deal on.
  const counts = new Array<number>(seats).fill(RULES.handSize);
  const before: number[][] = [];
  for (const t of history) {
    before.push(counts.slice());
    if (t.seat < 0 || t.seat >= seats) continue;
    counts[t.seat] += t.count + t.meowPenalty - (t.card !== null ? 1 : 0);
  }
  const out: PastPlay[] = [];
  for (let i = history.length - 1; i >= 0 && out.length < depth; i--) {
    const t = history[i];
    if (t.seat !== seat) continue;
    if (t.what !== 'play' || t.meowPenalty > 0) break;
    out.push({ turn: t, handCounts: before[i] });
  }
  return out;
}

/** Where the chart rests while a seat chooses a card (machines/meow-meow.ts): the past position rebuilt below is one
 *  for scoring greedy's choice, never a state of the game's flow (only the chart writes that). */
const choosingPhase: MeowPhase = 'choosingCard';

/** Whether greedy, holding `before` and facing the turn's top, wish and 7-chain, would have played the turn's card
 *  (ties count as yes; greedy calls Meow first, so the call is taken as made). `s` gives the rest of the table; the
 *  other hands only by their sizes then. */
function greedyPlays(s: MeowState, seat: Seat, p: PastPlay, before: Card[]): boolean {
  const t = p.turn;
  const hands = p.handCounts.map((n, i) => (i === seat ? before : s.hands[i].length === n ? s.hands[i] : new Array<Card>(n).fill(0)));
  const then: MeowState = {
    ...s, hands, discard: [t.top], wish: t.wish, pendingDraw: t.pendingDraw, turn: seat, phase: choosingPhase,
    drawn: null, playedThisTurn: null, meowCalled: before.length === 2,
  };
  let played = -Infinity;
  let best = -Infinity;
  for (const e of legalEvents(then, seat)) {
    if (e.type === 'MEOW') continue;
    const v = scoreEvent(then, e, seat);
    if (e.type === 'PLAY' && e.card === t.card) played = v;
    best = Math.max(best, v);
  }
  return played >= best;
}

/** Whether these plays (newest first, from latestPlays) are greedy's from the hand `now`. */
export function playsLikeGreedy(s: MeowState, seat: Seat, plays: readonly PastPlay[], now: readonly Card[]): boolean {
  let hand = now.slice();
  for (const p of plays) {
    const card = p.turn.card!;
    // A jack's wish is the suit greedy holds most of after it.
    if (rankOf(card) === JACK && p.turn.wished !== null && favouriteSuit(hand, null) !== p.turn.wished) return false;
    const before = [...hand, card];
    if (!greedyPlays(s, seat, p, before)) return false;
    hand = before;
  }
  return true;
}
