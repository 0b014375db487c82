// Meow Meow (Mau-Mau) as pure functions over plain state: the deal, checks and effects. The statechart
// (machines/meow-meow.ts) is the turn flow: it calls these from its named guards and actions, and it alone
// writes the phase (the state it rests in). The forward model is the definition's apply, which runs that chart.
import { shuffle } from '../../../engine/rng';
import type { GameEvent, Reason, Seat } from '../../../engine/types';
import { EIGHT, JACK, SEVEN, cardLabel, makeDeck, rankOf, suitOf, SUIT_SYMBOL, type Card, type Suit } from '../../shared/cards';
import { RULES } from './constants';
import { playerCountReason, seatReason } from '../../../engine/option-reasons';
import { addTurn, amendTurn, newTurn } from './history';
import type { MeowEvent, MeowOptions, MeowState } from './state';

// ---------- setup ----------

/** Why these options cannot be played at a table of `seats`, or null (the door's rule check). */
export function optionsProblem(options: MeowOptions, seats: number): Reason | null {
  return playerCountReason(seats, RULES.minPlayers, RULES.maxPlayers) ?? seatReason(options.dealer, seats);
}

/** The deal; the chart's initial state adds the phase. */
export function setupMeow(options: MeowOptions, seed: number, seats: number): Omit<MeowState, 'phase'> {
  const [deck, rng] = shuffle(makeDeck(options.deck === 32 ? 7 : 2), seed >>> 0);
  const hands: Card[][] = Array.from({ length: seats }, () => []);
  const first = (options.dealer + 1) % seats;
  // Dealt one at a time, starting left of the dealer, as at a real table.
  for (let round = 0; round < RULES.handSize; round++) {
    for (let i = 0; i < seats; i++) hands[(first + i) % seats].push(deck.pop()!);
  }
  const upcard = deck.pop()!;
  return {
    seats, options, rng, hands, drawPile: deck, discard: [upcard], turn: first,
    wish: null, pendingDraw: 0, drawn: null, meowCalled: false, playedThisTurn: null,
    winners: [], endReason: null, last: [{ kind: 'deal' }], reshuffles: 0, history: null,
  };
}

// ---------- questions ----------

export const topCard = (s: MeowState): Card => s.discard[s.discard.length - 1];

/** Cards that can still be drawn: the draw pile plus the discard pile under its top card. */
export const drawableCount = (s: MeowState): number => s.drawPile.length + s.discard.length - 1;

/** What stops a card from going on the pile now. Rank or suit matches; a jack goes on anything but a
 *  jack; a wish asks for its suit; an open 7-chain takes only a 7. Plain integer arithmetic: the bots
 *  call this millions of times. */
type PlayBlock = 'none' | 'mustStackSeven' | 'noJackOnJack' | 'mustFollowWish' | 'mustMatch';
function playBlock(s: MeowState, card: Card): PlayBlock {
  if (s.pendingDraw > 0) return card % 13 === SEVEN - 2 ? 'none' : 'mustStackSeven';
  return fitBlock(s.discard[s.discard.length - 1], s.wish, card);
}

/** The same check on a top card and a wish alone, with no 7-chain open. */
function fitBlock(top: Card, wish: Suit | null, card: Card): PlayBlock {
  const rank = card % 13;
  if (rank === JACK - 2) return top % 13 === JACK - 2 ? 'noJackOnJack' : 'none';
  if (wish !== null) return ((card / 13) | 0) === wish ? 'none' : 'mustFollowWish';
  return top % 13 === rank || ((top / 13) | 0) === ((card / 13) | 0) ? 'none' : 'mustMatch';
}

/** Whether a card may go on `top` under `wish` when no 7-chain is open (the bots' inferences use it). */
export const cardFits = (top: Card, wish: Suit | null, card: Card): boolean => fitBlock(top, wish, card) === 'none';

export const canPlay = (s: MeowState, card: Card): boolean => playBlock(s, card) === 'none';

/** Why this card may not go on the pile now, in words for the player, or null. */
export function whyNotPlayable(s: MeowState, card: Card): Reason | null {
  switch (playBlock(s, card)) {
    case 'none': return null;
    case 'mustStackSeven': return { key: 'meow.mustStackSeven', params: { count: s.pendingDraw }, rule: 'seven' };
    case 'noJackOnJack': return { key: 'meow.noJackOnJack', rule: 'jack' };
    case 'mustFollowWish': return { key: 'meow.mustFollowWish', params: { card: cardLabel(card), suit: SUIT_SYMBOL[s.wish!] }, rule: 'jack' };
    case 'mustMatch': return { key: 'meow.mustMatch', params: { card: cardLabel(card), top: cardLabel(topCard(s)) }, rule: 'matching' };
  }
}

export const playableCards = (s: MeowState, seat: Seat): Card[] =>
  s.phase === 'drawnCard' ? (s.drawn !== null && canPlay(s, s.drawn) ? [s.drawn] : []) : s.hands[seat].filter((c) => canPlay(s, c));

/** The "Meow!" call belongs to the turn in which the second-to-last card is played. */
export function canCallMeow(s: MeowState, seat: Seat): boolean {
  if (seat !== s.turn || s.meowCalled || s.phase === 'over') return false;
  const size = s.hands[seat].length;
  return s.phase === 'choosingSuit' ? size === 1 : size === 2;
}

export const mustDrawPenalty = (s: MeowState): boolean => s.pendingDraw > 0;
export const isJack = (card: Card): boolean => rankOf(card) === JACK;
export const handEmpty = (s: MeowState, seat: Seat): boolean => s.hands[seat].length === 0;
export const drawnFits = (s: MeowState): boolean => s.drawn !== null && canPlay(s, s.drawn);

// ---------- effects (each returns a new state; inputs are never mutated) ----------

/** A copy with some fields changed, never the phase (the chart writes it). The literal lists every field in
 *  one fixed order, so every state shares one object shape: object spreads were the bots' main cost (measured, 5x). */
function patch(s: MeowState, changes: Partial<Omit<MeowState, 'phase'>>): MeowState {
  return Object.assign({
    seats: s.seats, options: s.options, rng: s.rng, hands: s.hands, drawPile: s.drawPile, discard: s.discard, turn: s.turn,
    phase: s.phase, wish: s.wish, pendingDraw: s.pendingDraw, drawn: s.drawn, meowCalled: s.meowCalled,
    playedThisTurn: s.playedThisTurn, winners: s.winners, endReason: s.endReason, last: s.last, reshuffles: s.reshuffles,
    history: s.history,
  } satisfies MeowState, changes);
}

/** Takes up to n cards from the draw pile, reshuffling the discard pile under its top card when it runs out. */
export function drawCards(s: MeowState, seat: Seat, n: number): [MeowState, Card[]] {
  let drawPile = s.drawPile;
  let discard = s.discard;
  let rng = s.rng;
  let reshuffles = s.reshuffles;
  const hand = s.hands[seat].slice();
  const got: Card[] = [];
  for (let i = 0; i < n; i++) {
    if (drawPile.length === 0) {
      if (discard.length <= 1) break;
      [drawPile, rng] = shuffle(discard.slice(0, -1), rng);
      discard = discard.slice(-1);
      reshuffles++;
    } else if (i === 0) {
      drawPile = drawPile.slice();
    }
    const card = drawPile.pop()!;
    hand.push(card);
    got.push(card);
  }
  const hands = s.hands.slice();
  hands[seat] = hand;
  return [patch(s, { hands, drawPile, discard, rng, reshuffles }), got];
}

export function playCard(s: MeowState, card: Card): MeowState {
  const seat = s.turn;
  const hands = s.hands.slice();
  hands[seat] = s.hands[seat].filter((c) => c !== card);
  // The card just drawn (only it may be played then) completes the turn's draw; any other play starts a turn.
  const history = s.drawn !== null && s.history !== null
    ? amendTurn(s.history, { what: 'drawPlay', card })
    : addTurn(s.history, newTurn(seat, topCard(s), s.wish, s.pendingDraw, 'play', card, 0));
  return patch(s, {
    hands, discard: [...s.discard, card], wish: null, drawn: null, playedThisTurn: card,
    pendingDraw: rankOf(card) === SEVEN ? s.pendingDraw + RULES.sevenDraws : s.pendingDraw,
    last: [{ kind: 'play', seat, card }], history,
  });
}

export function declareWinner(s: MeowState): MeowState {
  return patch(s, { winners: [s.turn], endReason: 'emptied' });
}

export function wishSuit(s: MeowState, suit: Suit): MeowState {
  return patch(s, { wish: suit, last: [...s.last, { kind: 'wish', seat: s.turn, suit }], history: s.history && amendTurn(s.history, { wished: suit }) });
}

export function callMeow(s: MeowState): MeowState {
  return patch(s, { meowCalled: true, last: [{ kind: 'meow', seat: s.turn }] });
}

/** Draw one card (or none when nothing is left); it stays in `drawn` so it may be played at once. */
export function drawOne(s: MeowState): MeowState {
  const [next, got] = drawCards(s, s.turn, 1);
  // A 'draw' until the drawn card is played (drawPlay) or kept (drawKeep).
  const history = addTurn(s.history, newTurn(s.turn, topCard(s), s.wish, 0, 'draw', null, got.length));
  return patch(next, { drawn: got[0] ?? null, last: [{ kind: 'draw', seat: s.turn, count: got.length }], history });
}

/** The 7-chain's cards are drawn and the turn ends. */
export function drawPenalty(s: MeowState): MeowState {
  const [next, got] = drawCards(s, s.turn, s.pendingDraw);
  const history = addTurn(s.history, newTurn(s.turn, topCard(s), s.wish, s.pendingDraw, 'penalty', null, got.length));
  return patch(next, { pendingDraw: 0, last: [{ kind: 'penalty7', seat: s.turn, count: got.length }], history });
}

export function pass(s: MeowState): MeowState {
  // Passing on a drawn card that fits keeps it; passing with no card drawn is the pass of a seat that could do nothing.
  const history = s.drawn !== null && s.history !== null
    ? amendTurn(s.history, { what: 'drawKeep' })
    : addTurn(s.history, newTurn(s.turn, topCard(s), s.wish, s.pendingDraw, 'pass', null, 0));
  return patch(s, { last: [{ kind: 'pass', seat: s.turn }], history });
}

/** End of turn: the forgotten "Meow!" costs a card, an 8 skips the next seat, the turn passes on. */
export function endTurn(s: MeowState): MeowState {
  let next = s;
  const seat = s.turn;
  const last = s.last.slice();
  let history = s.history;
  if (s.playedThisTurn !== null && s.hands[seat].length === 1 && !s.meowCalled) {
    let got: Card[];
    [next, got] = drawCards(next, seat, RULES.meowPenalty);
    last.push({ kind: 'meowPenalty', seat });
    if (history !== null) history = amendTurn(history, { meowPenalty: got.length });
  }
  let turn = (seat + 1) % s.seats;
  if (s.playedThisTurn !== null && rankOf(s.playedThisTurn) === EIGHT) {
    last.push({ kind: 'skip', seat: turn });
    turn = (turn + 1) % s.seats;
  }
  return patch(next, { turn, drawn: null, meowCalled: false, playedThisTurn: null, last, history });
}

// ---------- legality ----------

export function explain(s: MeowState, e: MeowEvent): Reason | null {
  if (s.phase === 'over') return { key: 'engine.gameOver' };
  if (e.seat !== s.turn) return { key: 'engine.notYourTurn' };
  switch (e.type) {
    case 'MEOW':
      if (s.meowCalled) return { key: 'meow.alreadyCalled', rule: 'meow' };
      return canCallMeow(s, e.seat) ? null : { key: 'meow.meowNotNow', rule: 'meow' };
    case 'WISH':
      if (s.phase !== 'choosingSuit') return { key: 'meow.wishOnlyAfterJack', rule: 'jack' };
      return e.suit >= 0 && e.suit <= 3 && Number.isInteger(e.suit) ? null : { key: 'meow.noSuchSuit' };
    case 'PLAY':
      if (s.phase === 'choosingSuit') return { key: 'meow.chooseSuitFirst', rule: 'jack' };
      if (!s.hands[e.seat].includes(e.card)) return { key: 'meow.notInHand' };
      if (s.phase === 'drawnCard' && e.card !== s.drawn) return { key: 'meow.onlyDrawnCard', rule: 'draw' };
      return whyNotPlayable(s, e.card);
    case 'DRAW':
      if (s.phase !== 'choosingCard') return { key: s.phase === 'drawnCard' ? 'meow.alreadyDrew' : 'meow.chooseSuitFirst', rule: 'draw' };
      if (s.pendingDraw === 0 && drawableCount(s) === 0) return { key: 'meow.cannotDraw', rule: 'reshuffle' };
      return null;
    case 'PASS':
      if (s.phase === 'drawnCard') return null;
      if (s.phase === 'choosingCard' && s.pendingDraw === 0 && drawableCount(s) === 0 && playableCards(s, e.seat).length === 0) return null;
      return { key: 'meow.cannotPass', rule: 'draw' };
    default:
      return { key: 'engine.unknownEvent' };
  }
}

export function legalEvents(s: MeowState, seat: Seat): MeowEvent[] {
  if (s.phase === 'over' || seat !== s.turn) return [];
  const out: MeowEvent[] = [];
  if (s.phase === 'choosingSuit') {
    for (const suit of [0, 1, 2, 3] as Suit[]) out.push({ type: 'WISH', seat, suit });
  } else {
    for (const card of playableCards(s, seat)) out.push({ type: 'PLAY', seat, card });
    if (s.phase === 'drawnCard') out.push({ type: 'PASS', seat });
    else if (s.pendingDraw > 0 || drawableCount(s) > 0) out.push({ type: 'DRAW', seat });
    else if (out.length === 0) out.push({ type: 'PASS', seat });
  }
  if (canCallMeow(s, seat)) out.push({ type: 'MEOW', seat });
  return out;
}

// ---------- checks ----------

/** Every card of the deck is in exactly one place. */
export function invariants(s: MeowState): string[] {
  const problems: string[] = [];
  const all = [...s.drawPile, ...s.discard, ...s.hands.flat()];
  const expected = s.options.deck;
  if (all.length !== expected) problems.push(`${all.length} cards in play, expected ${expected}`);
  if (new Set(all).size !== all.length) problems.push('a card is in two places');
  const valid = new Set(makeDeck(s.options.deck === 32 ? 7 : 2));
  if (all.some((c) => !valid.has(c))) problems.push('a card that is not in this deck');
  if (s.discard.length === 0) problems.push('the play pile is empty');
  if (s.phase !== 'over' && legalEvents(s, s.turn).length === 0) problems.push(`seat ${s.turn} has no legal event in ${s.phase}`);
  return problems;
}
