// The showdown (rulebook): every cat lays its hand open; the fewest points lose a counter (all tied lowest
// each lose one). A cat without counters is on its last life ("swimming"): lowest again, it is out. The last
// cat in wins.
import type { Seat } from '../../../engine/types';
import { RULES } from './constants';
import { handValue } from './hand-value';
import { showingSeats } from './deal';
import { patch, seatsIn, type KittyState, type Showdown, type ShowdownEntry } from './state';

/** Compares the hands of every cat still in and takes the counters and lives. */
export function compareHands(s: KittyState, reason: Showdown['reason'], by: Seat[], atDeal: boolean): KittyState {
  const inGame = seatsIn(s);
  const values = inGame.map((seat) => handValue(s.hands[seat]));
  const lowestPoints = Math.min(...values.map((v) => v.points));
  const lowest = inGame.filter((_, i) => values[i].points === lowestPoints);
  const wouldAllGo = lowest.length === inGame.length && lowest.every((seat) => s.counters[seat] === 0);
  const spared = RULES.nobodyOutWhenAllWouldBe && wouldAllGo;
  const counters = s.counters.slice();
  const out = s.out.slice();
  const outRound = s.outRound.slice();
  const entries: ShowdownEntry[] = inGame.map((seat, i) => {
    const isLowest = values[i].points === lowestPoints;
    const before = s.counters[seat];
    let wentOut = false;
    if (isLowest && !spared) {
      if (before > 0) counters[seat] = before - 1;
      else {
        wentOut = out[seat] = true;
        outRound[seat] = s.round;
      }
    }
    return { seat, hand: s.hands[seat].slice(), value: values[i], lowest: isLowest, countersBefore: before, countersAfter: counters[seat], out: wentOut };
  });
  const showdown: Showdown = { round: s.round, reason, by, atDeal, entries, lowestPoints, spared };
  const left = entries.filter((e) => !out[e.seat]).map((e) => e.seat);
  const over = left.length <= 1;
  const last = reason === 'shown' ? [...s.last, { kind: 'shown' as const, seats: by }, { kind: 'showdown' as const }] : [...s.last, { kind: 'showdown' as const }];
  return patch(s, { counters, out, outRound, showdown, winners: over ? left : [], passes: 0, last });
}

/** At most one cat is left in after a showdown: the game is over. */
export const lastCatIn = (s: KittyState): boolean => seatsIn(s).length <= 1;

/** A Meow or Purr is laid down (`atDeal`: right after the dealer's choice): the round ends at once. */
export function showAtOnce(s: KittyState, atDeal: boolean): KittyState {
  return compareHands(s, 'shown', showingSeats(s), atDeal);
}

/** The cat to act lays its Hiss down instead of swapping (the `hiss` option): the round ends at once, as with a
 *  Meow or Purr, but by its holder's choice. */
export function layDownHiss(s: KittyState): KittyState {
  const seat = s.turn;
  return compareHands(patch(s, { last: [{ kind: 'hiss', seat }] }), 'hiss', [seat], false);
}

/** The last turns after a knock are over. */
export const compareAfterKnock = (s: KittyState): KittyState => compareHands(s, 'knock', [s.knocker!], false);
