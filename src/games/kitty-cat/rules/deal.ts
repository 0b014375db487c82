// The deal (rulebook): three cards to every other cat, two sets of three to the dealer, the rest face down as
// the deck. The dealer looks at one set only and keeps it or takes the other unseen; the unused set goes face
// up to the middle. Then Meow and Purr are shown at once, or the cat left of the dealer begins.
import { shuffle } from '../../../engine/rng';
import { playerCountReason, seatReason } from '../../../engine/option-reasons';
import type { PlayerInfo, Reason, Seat } from '../../../engine/types';
import { makeDeck, type Card } from '../../shared/cards';
import { RULES } from './constants';
import { showsAtOnce } from './hand-value';
import { nextIn, patch, type KittyDeal, type KittyOptions, type KittyState } from './state';

/** Why these options cannot be played at a table of `seats`, or null (the door's rule check). */
export function optionsProblem(options: KittyOptions, seats: number): Reason | null {
  return playerCountReason(seats, RULES.minPlayers, RULES.maxPlayers) ?? seatReason(options.dealer, seats);
}

/** The first round of a new game, dealt by the options' dealer (the chart's initial state adds the phase). */
export function setupKitty(options: KittyOptions, seed: number, players: readonly Pick<PlayerInfo, 'kind'>[]): KittyDeal {
  const seats = players.length;
  const base: KittyDeal = {
    seats, options, people: players.map((p) => p.kind === 'person'), rng: seed >>> 0, round: 0,
    dealer: ((options.dealer % seats) + seats) % seats,
    counters: new Array<number>(seats).fill(options.counters), out: new Array<boolean>(seats).fill(false), outRound: new Array<number>(seats).fill(0),
    hands: Array.from({ length: seats }, () => []), sets: null, middle: [], deck: [], setAside: [],
    known: Array.from({ length: seats }, () => []), turn: 0, passes: 0, knocker: null,
    showdown: null, winners: [], last: [], reshuffles: 0,
  };
  return dealRound(base);
}

/** Shuffles all 36 cards and deals a new round by `s.dealer`; cats that are out get nothing. */
export function dealRound<S extends KittyDeal>(s: S): S {
  const [deck, rng] = shuffle(makeDeck(RULES.lowRank), s.rng);
  const hands: Card[][] = Array.from({ length: s.seats }, () => []);
  // Three cards to each other cat, starting left of the dealer, then two sets to the dealer. The walk round the
  // table takes at most one step per seat, whatever the dealer holds (a bad one can never make it endless).
  let seat = s.dealer;
  for (let step = 1; step < s.seats; step++) {
    seat = nextIn(s, seat);
    if (seat === s.dealer || !(seat >= 0 && seat < s.seats)) break;
    hands[seat] = deck.splice(deck.length - RULES.handSize, RULES.handSize);
  }
  const looked = deck.splice(deck.length - RULES.handSize, RULES.handSize);
  const other = deck.splice(deck.length - RULES.handSize, RULES.handSize);
  return patch(s, {
    rng, round: s.round + 1, hands, sets: [looked, other], middle: [], deck, setAside: [],
    known: Array.from({ length: s.seats }, () => []), turn: s.dealer, passes: 0,
    knocker: null, showdown: null, last: [{ kind: 'deal', dealer: s.dealer, round: s.round + 1 }],
  });
}

function chooseSet(s: KittyState, keep: 0 | 1): KittyState {
  const sets = s.sets!;
  const hands = s.hands.slice();
  hands[s.dealer] = sets[keep].slice();
  const seat = s.dealer;
  return patch(s, { hands, middle: sets[1 - keep].slice(), sets: null, last: [keep === 0 ? { kind: 'keepSet', seat } : { kind: 'takeBlind', seat }] });
}

/** The dealer keeps the set looked at; the other set goes face up to the middle. */
export const keepSet = (s: KittyState): KittyState => chooseSet(s, 0);

/** The dealer lays the set looked at face up in the middle and takes the other, unseen. */
export const takeBlindSet = (s: KittyState): KittyState => chooseSet(s, 1);

/** The cats still in whose hand is a Meow or a Purr (laid down at once). */
export function showingSeats(s: KittyDeal): Seat[] {
  const seats: Seat[] = [];
  for (let i = 0; i < s.seats; i++) if (!s.out[i] && s.hands[i].length === RULES.handSize && showsAtOnce(s.hands[i])) seats.push(i);
  return seats;
}

export const someoneShows = (s: KittyDeal): boolean => showingSeats(s).length > 0;

/** No Meow or Purr after the deal: the cat left of the dealer begins swapping. */
export function startSwapping(s: KittyState): KittyState {
  return patch(s, { turn: nextIn(s, s.dealer), passes: 0, knocker: null });
}

/** The deal passes left (to the next cat still in) and a new round is dealt. */
export function nextRound(s: KittyState): KittyState {
  return dealRound(patch(s, { dealer: nextIn(s, s.dealer) }));
}
