// Kitty Cat's plain, serialisable state and its events. The generator state lives in it, so
// (options, seed, players, events) replays a game exactly.
import type { RngState } from '../../../engine/rng';
import type { Seat } from '../../../engine/types';
import type { Card } from '../../shared/cards';
import type { HandValue } from './hand-value';

export interface KittyOptions {
  /** The first dealer's seat; the deal passes left (to the next seat) after every round. */
  dealer: number;
  /** Counters each cat starts with (rulebook: 3). */
  counters: number;
  /** A Hiss may be laid down to end the round (RULES.md; the setup screen's default). Missing, as in saves from
   *  before the option: off, a Hiss is a value only. */
  hiss?: boolean;
}

/** The states the chart rests in (machines/kitty-cat.ts writes it on entering each): the dealer chooses a set,
 *  cats swap, after a knock the last turns run, the showdown is shown until someone asks for the next round, the
 *  last cat in has won. */
export type KittyPhase = 'choosingSet' | 'swapping' | 'lastTurns' | 'showdown' | 'over';

/** The last thing that happened, public to everyone (the scene animates it, screen readers announce it). */
export type LastAction =
  | { kind: 'deal'; dealer: Seat; round: number }
  | { kind: 'keepSet'; seat: Seat }
  | { kind: 'takeBlind'; seat: Seat }
  | { kind: 'swapOne'; seat: Seat; gave: Card; took: Card }
  | { kind: 'swapAll'; seat: Seat; gave: Card[]; took: Card[] }
  | { kind: 'pass'; seat: Seat }
  | { kind: 'knock'; seat: Seat }
  | { kind: 'hiss'; seat: Seat }
  | { kind: 'newMiddle'; reshuffled: boolean }
  | { kind: 'shown'; seats: Seat[] }
  | { kind: 'showdown' };

/** One cat's line of the showdown. */
export interface ShowdownEntry {
  seat: Seat;
  hand: Card[];
  value: HandValue;
  /** Lowest hand: lost a counter, or (on the last life) went out. */
  lowest: boolean;
  countersBefore: number;
  countersAfter: number;
  /** Went out this round. */
  out: boolean;
}

/** The round's comparison, kept in the state so a scene can show it before the next deal. */
export interface Showdown {
  round: number;
  /** 'knock': after a knock and the last turns; 'shown': a Meow or Purr was laid down; 'hiss': a Hiss was. */
  reason: 'knock' | 'shown' | 'hiss';
  /** The knocker, the cats that showed Meow or Purr, or the cat that laid down its Hiss. */
  by: Seat[];
  /** The Meow or Purr was there right after the deal. */
  atDeal: boolean;
  /** Every cat that was in the round, in seat order. */
  entries: ShowdownEntry[];
  lowestPoints: number;
  /** Everyone left would have been out at once, so nobody was (RULES.nobodyOutWhenAllWouldBe). */
  spared: boolean;
}

export interface KittyState {
  seats: number;
  options: KittyOptions;
  /** Seats played by people (from the game's players): any of them may call the next round. */
  people: boolean[];
  rng: RngState;
  round: number;
  dealer: Seat;
  counters: number[];
  /** Out of the game (lost on the last life). */
  out: boolean[];
  /** Per seat, the round in which it went out (0 while still in): the results say "out in round N". */
  outRound: number[];
  hands: Card[][];
  /** While the dealer chooses: [the set looked at, the other set], both face down to the others. */
  sets: Card[][] | null;
  /** The three open cards in the middle. */
  middle: Card[];
  /** Face down; the top is the last element. */
  deck: Card[];
  /** Middles replaced after everyone passed (seen by all), shuffled into the deck when it runs short. */
  setAside: Card[];
  /** Per seat, the cards everyone saw go into that hand from the middle (and not seen leaving since). */
  known: Card[][];
  /** The seat to act (the dealer while choosing). */
  turn: Seat;
  phase: KittyPhase;
  /** Passes in a row; when every cat still in has passed, the middle is replaced. */
  passes: number;
  knocker: Seat | null;
  /** This round's comparison, kept until the next deal so a scene can show it. */
  showdown: Showdown | null;
  winners: Seat[];
  last: LastAction[];
  reshuffles: number;
}

export type KittyEvent =
  /** The dealer keeps the set looked at (the other goes face up to the middle). */
  | { type: 'KEEP_SET'; seat: Seat }
  /** The dealer lays the set looked at face up in the middle and takes the other, unseen. */
  | { type: 'TAKE_BLIND'; seat: Seat }
  /** One card of the hand for one card of the middle. */
  | { type: 'SWAP_ONE'; seat: Seat; hand: Card; middle: Card }
  /** All three cards of the hand for all three of the middle. */
  | { type: 'SWAP_ALL'; seat: Seat }
  | { type: 'PASS'; seat: Seat }
  | { type: 'KNOCK'; seat: Seat }
  /** The cat to act lays its Hiss down instead of swapping: the round ends (with the `hiss` option). */
  | { type: 'HISS'; seat: Seat }
  /** Leaves the showdown: the deal passes left and the next round is dealt. */
  | { type: 'NEXT_ROUND'; seat: Seat };

/** A state as the rules build it: the phase is the chart's alone to write. */
export type KittyDeal = Omit<KittyState, 'phase'>;

/** A copy with some fields changed, never the phase (the chart writes it). The literal lists every field in one
 *  fixed order so every state shares one object shape (the bots copy states millions of times, and object spreads
 *  were their main cost); a deal not yet in the chart carries its phase as undefined. */
export function patch<S extends KittyDeal>(s: S, changes: Partial<KittyDeal>): S {
  return Object.assign({
    seats: s.seats, options: s.options, people: s.people, rng: s.rng, round: s.round, dealer: s.dealer,
    counters: s.counters, out: s.out, outRound: s.outRound, hands: s.hands, sets: s.sets, middle: s.middle, deck: s.deck,
    setAside: s.setAside, known: s.known, turn: s.turn, phase: (s as Partial<KittyState>).phase, passes: s.passes, knocker: s.knocker,
    showdown: s.showdown, winners: s.winners, last: s.last, reshuffles: s.reshuffles,
  } satisfies Record<keyof KittyState, unknown>, changes) as unknown as S;
}

/** The next seat to the left (clockwise) still in the game. */
export function nextIn(s: KittyDeal, from: Seat): Seat {
  for (let i = 1; i <= s.seats; i++) {
    const seat = (from + i) % s.seats;
    if (!s.out[seat]) return seat;
  }
  return from;
}

export function seatsIn(s: KittyDeal): Seat[] {
  const out: Seat[] = [];
  for (let i = 0; i < s.seats; i++) if (!s.out[i]) out.push(i);
  return out;
}

/** A Hiss may end the round at this table (the `hiss` option; missing is off). */
export const hissEndsRound = (s: KittyDeal): boolean => s.options.hiss === true;

/** Lives left: the counters plus the last life ("swimming"), 0 when out. */
export const livesOf = (s: KittyDeal, seat: Seat): number => (s.out[seat] ? 0 : s.counters[seat] + 1);
