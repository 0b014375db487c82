// Kitty Cat (Mauz) as pure functions over plain state: who acts, legality, results and checks here; the effects
// in deal.ts, turns.ts and showdown.ts. The statechart (machines/kitty-cat.ts) is the round's flow: it calls
// those effects from its named guards and actions, and it alone writes the phase (the state it rests in). The
// forward model is the definition's apply, which runs that chart.
import type { GameResult, Reason, Seat } from '../../../engine/types';
import { cardLabel, makeDeck } from '../../shared/cards';
import { RULES } from './constants';
import { keepSet, nextRound, optionsProblem, setupKitty, someoneShows, startSwapping, takeBlindSet, showingSeats, dealRound } from './deal';
import { compareAfterKnock, compareHands, lastCatIn, layDownHiss, showAtOnce } from './showdown';
import { isHiss } from './hand-value';
import { everyonePassed, knock, knocked, lastTurnsDone, pass, passTurn, replaceMiddle, swapAll, swapOne } from './turns';
import { hissEndsRound, livesOf, nextIn, seatsIn, type KittyEvent, type KittyState } from './state';

export * from './state';
export { keepSet, nextRound, optionsProblem, setupKitty, someoneShows, startSwapping, takeBlindSet, showingSeats, dealRound };
export { compareAfterKnock, compareHands, lastCatIn, layDownHiss, showAtOnce };
export { everyonePassed, knock, knocked, lastTurnsDone, pass, passTurn, replaceMiddle, swapAll, swapOne };

// ---------- who acts ----------

/** The next dealer (left of this round's dealer, among the cats still in). */
export const nextDealer = (s: KittyState): Seat => nextIn(s, s.dealer);

/** Who may leave the showdown with NEXT_ROUND: any person at the table (even one already out), or the next
 *  dealer. */
export const mayCallNextRound = (s: KittyState, seat: Seat): boolean => s.people[seat] === true || seat === nextDealer(s);

/** Who may act now. At the showdown: the people at the table, starting from the next dealer, so a person can
 *  read the showdown before the next deal; with bots only, the next dealer. */
export function actors(s: KittyState): Seat[] {
  if (s.phase === 'over') return [];
  if (s.phase !== 'showdown') return [s.turn];
  const first = nextDealer(s);
  const people: Seat[] = [];
  for (let i = 0; i < s.seats; i++) {
    const seat = (first + i) % s.seats;
    if (s.people[seat]) people.push(seat);
  }
  return people.length ? people : [first];
}

// ---------- legality ----------

export function explain(s: KittyState, e: KittyEvent): Reason | null {
  if (s.phase === 'over') return { key: 'engine.gameOver' };
  if (e.type === 'NEXT_ROUND') {
    if (s.phase !== 'showdown') return { key: 'kitty.roundNotOver', rule: 'showdown' };
    return mayCallNextRound(s, e.seat) ? null : { key: 'kitty.nextRoundByPersonOrDealer', rule: 'showdown' };
  }
  if (s.phase === 'showdown') return { key: 'kitty.roundOver', rule: 'showdown' };
  if (s.out[e.seat]) return { key: 'kitty.outOfGame', rule: 'lives' };
  if (e.seat !== s.turn) return { key: 'engine.notYourTurn' };
  switch (e.type) {
    case 'KEEP_SET':
    case 'TAKE_BLIND':
      return s.phase === 'choosingSet' ? null : { key: 'kitty.setAlreadyChosen', rule: 'choice' };
    case 'SWAP_ONE':
      if (s.phase === 'choosingSet') return { key: 'kitty.chooseSetFirst', rule: 'choice' };
      if (!s.hands[e.seat].includes(e.hand)) return { key: 'kitty.notInHand', params: { card: cardLabel(e.hand) }, rule: 'swap' };
      if (!s.middle.includes(e.middle)) return { key: 'kitty.notInMiddle', params: { card: cardLabel(e.middle) }, rule: 'swap' };
      return null;
    case 'SWAP_ALL':
    case 'PASS':
      return s.phase === 'choosingSet' ? { key: 'kitty.chooseSetFirst', rule: 'choice' } : null;
    case 'KNOCK':
      if (s.phase === 'choosingSet') return { key: 'kitty.chooseSetFirst', rule: 'choice' };
      if (s.phase === 'lastTurns') return { key: 'kitty.alreadyKnocked', rule: 'knock' };
      return null;
    case 'HISS':
      if (s.phase === 'choosingSet') return { key: 'kitty.chooseSetFirst', rule: 'choice' };
      if (!hissEndsRound(s)) return { key: 'kitty.hissIsValueOnly', rule: 'hiss' };
      return isHiss(s.hands[e.seat]) ? null : { key: 'kitty.noHiss', rule: 'hiss' };
    default:
      return { key: 'engine.unknownEvent' };
  }
}

export function legalEvents(s: KittyState, seat: Seat): KittyEvent[] {
  switch (s.phase) {
    case 'over':
      return [];
    case 'showdown':
      return mayCallNextRound(s, seat) ? [{ type: 'NEXT_ROUND', seat }] : [];
    case 'choosingSet':
      return seat === s.turn ? [{ type: 'KEEP_SET', seat }, { type: 'TAKE_BLIND', seat }] : [];
    default: {
      if (seat !== s.turn) return [];
      const out: KittyEvent[] = [];
      for (const hand of s.hands[seat]) for (const middle of s.middle) out.push({ type: 'SWAP_ONE', seat, hand, middle });
      out.push({ type: 'SWAP_ALL', seat }, { type: 'PASS', seat });
      if (s.phase === 'swapping') out.push({ type: 'KNOCK', seat });
      if (hissEndsRound(s) && isHiss(s.hands[seat])) out.push({ type: 'HISS', seat });
      return out;
    }
  }
}

// ---------- results and checks ----------

/** Scores are the lives left (counters + the last life; 0 when out); the last cat in wins. */
export function result(s: KittyState): GameResult | null {
  if (s.phase !== 'over') return null;
  return { scores: Array.from({ length: s.seats }, (_, i) => livesOf(s, i)), winners: s.winners.slice() };
}

/** True when an event showed something hidden: a deal, the dealer's choice (the middle turns up, the blind set
 *  is seen), a new middle from the deck, a showdown. Undo never goes back past it. */
export function revealsHidden(before: KittyState, after: KittyState): boolean {
  return after.round !== before.round || (before.phase === 'choosingSet' && after.phase !== 'choosingSet')
    || after.deck.length !== before.deck.length || after.showdown !== before.showdown || after.reshuffles !== before.reshuffles;
}

/** Every card of the deck in exactly one place; hands of three; counters and lives consistent. */
export function invariants(s: KittyState): string[] {
  const problems: string[] = [];
  const all = [...s.deck, ...s.middle, ...s.setAside, ...s.hands.flat(), ...(s.sets ?? []).flat()];
  if (all.length !== RULES.deckSize) problems.push(`${all.length} cards in play, expected ${RULES.deckSize}`);
  if (new Set(all).size !== all.length) problems.push('a card is in two places');
  const valid = new Set(makeDeck(RULES.lowRank));
  if (all.some((c) => !valid.has(c))) problems.push('a card that is not in this deck');
  if (s.phase !== 'choosingSet' && s.middle.length !== RULES.handSize) problems.push(`the middle has ${s.middle.length} cards`);
  if (s.phase === 'choosingSet' && s.sets === null) problems.push('the dealer has no sets to choose from');
  for (let i = 0; i < s.seats; i++) {
    if (s.counters[i] < 0) problems.push(`seat ${i} has ${s.counters[i]} counters`);
    if (s.out[i] && s.counters[i] !== 0) problems.push(`seat ${i} is out with counters left`);
    if (s.phase === 'swapping' || s.phase === 'lastTurns') {
      const size = s.out[i] ? 0 : RULES.handSize;
      if (s.hands[i].length !== size) problems.push(`seat ${i} holds ${s.hands[i].length} cards`);
      if (s.known[i].some((c) => !s.hands[i].includes(c))) problems.push(`seat ${i} is known to hold a card it does not hold`);
    }
  }
  const left = seatsIn(s).length;
  if (s.phase === 'over' ? left !== 1 : left < 2) problems.push(`${left} cats in the game in phase ${s.phase}`);
  if (s.phase !== 'over' && s.phase !== 'showdown' && s.out[s.turn]) problems.push(`seat ${s.turn} is out but has the turn`);
  if (s.phase !== 'over' && !actors(s).some((a) => legalEvents(s, a).length > 0)) problems.push(`nobody can act in ${s.phase}`);
  return problems;
}
