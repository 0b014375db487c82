// What one seat may see: its own hand, the open middle, the counters and lives of everyone, the cards seen
// going into each hand from the middle, and the showdown once hands are laid open. Never the deck, another
// hand, the set the dealer has not looked at, nor the generator state (it would reveal the deck order).
import type { Seat } from '../../../engine/types';
import type { Card } from '../../shared/cards';
import { nextDealer } from './rules';
import { hissEndsRound, livesOf, type KittyPhase, type KittyState, type LastAction, type Showdown } from './state';

export interface KittyView {
  viewer: Seat | null;
  seats: number;
  counters: number;
  /** A Hiss may be laid down to end the round (the `hiss` option). */
  hissEndsRound: boolean;
  people: boolean[];
  round: number;
  dealer: Seat;
  /** Counters left per seat (always shown). */
  counterCounts: number[];
  /** Lives left per seat: counters + the last life, 0 when out (always shown). */
  lives: number[];
  /** On the last life (no counters, still in): "swimming". */
  swimming: boolean[];
  out: boolean[];
  /** Per seat, the round it went out in (0 while still in). */
  outRound: number[];
  /** The viewer's own hand (null for an onlooker). */
  hand: Card[] | null;
  handCounts: number[];
  /** While choosing: the set the dealer looks at, shown to the dealer only. */
  lookedAtSet: Card[] | null;
  /** While choosing: the dealer's two face-down sets (sizes only). */
  setSizes: number[] | null;
  middle: Card[];
  deckCount: number;
  /** Middles set aside after everyone passed (all were seen open). */
  setAside: Card[];
  /** Per seat, the cards everyone saw go into that hand from the middle. */
  known: Card[][];
  turn: Seat;
  phase: KittyPhase;
  passes: number;
  knocker: Seat | null;
  nextDealer: Seat;
  /** The last round's showdown: every hand laid open, its value and how it was counted. */
  showdown: Showdown | null;
  winners: Seat[];
  last: LastAction[];
  reshuffles: number;
}

export function viewOf(s: KittyState, viewer: Seat | null): KittyView {
  const own = viewer !== null && viewer >= 0 && viewer < s.seats;
  const dealerLooks = own && viewer === s.dealer && s.sets !== null;
  return {
    viewer, seats: s.seats, counters: s.options.counters, hissEndsRound: hissEndsRound(s), people: s.people.slice(), round: s.round, dealer: s.dealer,
    counterCounts: s.counters.slice(),
    lives: s.counters.map((_, i) => livesOf(s, i)),
    swimming: s.counters.map((c, i) => !s.out[i] && c === 0),
    out: s.out.slice(), outRound: s.outRound.slice(),
    hand: own ? s.hands[viewer].slice() : null,
    handCounts: s.hands.map((h) => h.length),
    lookedAtSet: dealerLooks ? s.sets![0].slice() : null,
    setSizes: s.sets ? s.sets.map((x) => x.length) : null,
    middle: s.middle.slice(), deckCount: s.deck.length, setAside: s.setAside.slice(),
    known: s.known.map((k) => k.slice()),
    turn: s.turn, phase: s.phase, passes: s.passes, knocker: s.knocker, nextDealer: nextDealer(s),
    showdown: s.showdown === null ? null : structuredClone(s.showdown),
    winners: s.winners.slice(),
    last: s.last.map((a) => structuredClone(a)),
    reshuffles: s.reshuffles,
  };
}
