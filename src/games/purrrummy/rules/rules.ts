// Purrrummy (Kurz-Schnurrmé, rummy with the Miau! Miau! deck) as pure functions over plain state.
// A turn: draw from the deck or take the top discard, lay out melds and add to melds if you like,
// discard one card. The statechart (machines/purrrummy.ts) is the turn flow: it routes with the questions
// below and changes the state with the effects; its states are the phases (the effects never write `phase`).
// The definition (definition.ts) runs that chart as the forward model the bots search with.
import { shuffle } from '../../../engine/rng';
import type { Reason, Seat } from '../../../engine/types';
import { cardLabel, type Card } from '../../shared/cards';
import { DECK_SIZE, RULES, fullDeck, isJoker } from './constants';
import { playerCountReason, seatReason } from '../../../engine/option-reasons';
import { analyzeMeld, meldOptions, type MeldAnalysis, type MeldProblem } from './meld';
import type { LastAction, PurrEvent, PurrOptions, PurrState, TableMeld } from './state';

// ---------- setup ----------

export function optionsProblem(options: PurrOptions, seats: number): Reason | null {
  return playerCountReason(seats, RULES.minPlayers, RULES.maxPlayers) ?? seatReason(options.dealer, seats);
}

/** The deal; the chart's initial state (drawing) gives it its phase. */
export function setupPurr(options: PurrOptions, seed: number, seats: number): Omit<PurrState, 'phase'> {
  const [deck, rng] = shuffle(fullDeck(), seed >>> 0);
  const hands: Card[][] = Array.from({ length: seats }, () => []);
  const first = (options.dealer + 1) % seats;
  // Dealt one at a time, starting left of the dealer, as at a real table.
  for (let round = 0; round < RULES.handSize(seats); round++) {
    for (let i = 0; i < seats; i++) hands[(first + i) % seats].push(deck.pop()!);
  }
  const upcard = deck.pop()!;
  return {
    seats, options, rng, hands, drawPile: deck, discard: [upcard], melds: [], turn: first,
    taken: null, shown: hands.map(() => []), winners: [], endReason: null, last: [{ kind: 'deal' }], reshuffles: 0,
  };
}

// ---------- questions ----------

export const topDiscard = (s: PurrState): Card | null => (s.discard.length ? s.discard[s.discard.length - 1] : null);
/** Cards that can still be drawn: the draw pile plus the discard pile under its top card. */
export const drawableCount = (s: PurrState): number => s.drawPile.length + Math.max(0, s.discard.length - 1);
export const hasMeld = (s: PurrState, seat: Seat): boolean => s.melds.some((m) => m.owner === seat);
export const handEmpty = (s: PurrState, seat: Seat): boolean => s.hands[seat].length === 0;

/** What the meld becomes with `cards` added (its jokers in a run keep their cards; a set's jokers stay free). */
export function layOffAnalysis(meld: TableMeld, cards: readonly Card[], jokerAs?: readonly Card[]): MeldAnalysis {
  if (meld.kind === 'run' && cards.some((c) => !isJoker(c) && meld.stands.includes(c) && !meld.cards.includes(c))) return { ok: false, problem: 'jokerKeepsItsCard' };
  const kept = meld.kind === 'run' ? meld.cards.filter(isJoker).map((j) => meld.stands[meld.cards.indexOf(j)]) : meld.cards.filter(isJoker).map(() => null);
  return analyzeMeld([...meld.cards, ...cards], [...kept, ...padJokerAs(cards, jokerAs)], meld.kind);
}

/** Whether one natural card may be added to a meld: the fast form of layOffAnalysis(meld, [card]).ok
 *  (a test keeps them equal), for the legal moves and the bots. */
export function naturalFits(meld: TableMeld, card: Card): boolean {
  const n = meld.cards.length;
  const rank = card % 13 + 2;
  if (meld.kind === 'set') {
    if (n >= RULES.setMax || meld.stands[0] % 13 + 2 !== rank) return false;
    for (const c of meld.cards) if (c === card || (!isJoker(c) && ((c / 13) | 0) === ((card / 13) | 0))) return false;
    return true;
  }
  if (n >= RULES.runMax || ((meld.stands[0] / 13) | 0) !== ((card / 13) | 0)) return false;
  const first = meld.stands[0] % 13 + 2;
  const low = first === 14 ? 1 : first;
  const high = meld.stands[n - 1] % 13 + 2;
  if (rank === 14) return low === 2 || high === 13;
  return rank === low - 1 || rank === high + 1;
}

/** The added cards' jokerAs, one entry per added joker (missing ones free). */
function padJokerAs(cards: readonly Card[], jokerAs?: readonly Card[]): (Card | null)[] {
  const n = cards.filter(isJoker).length;
  const given = jokerAs ?? [];
  if (given.length > n) return [...given]; // too many: analyzeMeld refuses it
  return Array.from({ length: n }, (_, i) => given[i] ?? null);
}

/** A meld problem in words, with the rules-text section that explains it. */
function meldReason(problem: MeldProblem): Reason {
  switch (problem) {
    case 'notACard': return { key: 'purrrummy.notACard', rule: 'melds' };
    case 'sameCardTwice': return { key: 'purrrummy.sameCardTwice', rule: 'melds' };
    case 'tooFewCards': return { key: 'purrrummy.tooFewCards', rule: 'melds' };
    case 'notSetNorRun': return { key: 'purrrummy.notSetNorRun', rule: 'melds' };
    case 'noNaturalCard': return { key: 'purrrummy.noNaturalCard', rule: 'jokers' };
    case 'jokerAsImpossible': return { key: 'purrrummy.jokerAsImpossible', rule: 'jokers' };
    case 'jokerKeepsItsCard': return { key: 'purrrummy.jokerKeepsItsCard', rule: 'jokers' };
    case 'setTooBig': return { key: 'purrrummy.setTooBig', rule: 'sets' };
    case 'notASet': return { key: 'purrrummy.notASet', rule: 'sets' };
    case 'notARun': return { key: 'purrrummy.notARun', rule: 'runs' };
    case 'runGap': return { key: 'purrrummy.runGap', rule: 'runs' };
    case 'runWrapsAround': return { key: 'purrrummy.runWrapsAround', rule: 'runs' };
    case 'runTooLong': return { key: 'purrrummy.runTooLong', rule: 'runs' };
  }
}

/** A card as the refusals name it: "7♥", or "Joker" (the same word in English, French and German). */
const labelOf = (card: Card): string => (isJoker(card) ? 'Joker' : cardLabel(card));

/** Whether all the cards are in the hand, each once. */
function inHand(hand: readonly Card[], cards: unknown): cards is Card[] {
  return Array.isArray(cards) && cards.length > 0 && new Set(cards).size === cards.length && cards.every((c) => hand.includes(c));
}

/** After taking the top discard, a move that leaves only that card would leave nothing to discard. */
function leavesOnlyTaken(s: PurrState, seat: Seat, cards: readonly Card[]): boolean {
  if (!RULES.keepACardToDiscard || s.taken === null) return false;
  const left = s.hands[seat].filter((c) => !cards.includes(c));
  return left.length === 1 && left[0] === s.taken;
}

// ---------- effects (each returns what changes, for the chart's assign to merge; inputs are never mutated) ----------

/** The fields an effect changes. Never the phase: the chart writes it. */
export type PurrChange = Partial<Omit<PurrState, 'phase'>>;

function withHand(s: PurrState, seat: Seat, hand: Card[]): Card[][] {
  const hands = s.hands.slice();
  hands[seat] = hand;
  return hands;
}

/** The seat's shown cards minus the ones that just left its hand. */
function shownWithout(s: PurrState, seat: Seat, gone: readonly Card[]): Card[][] {
  if (!s.shown[seat].some((c) => gone.includes(c))) return s.shown;
  const shown = s.shown.slice();
  shown[seat] = s.shown[seat].filter((c) => !gone.includes(c));
  return shown;
}

/** Draw the top card of the deck; an empty deck is first rebuilt from the discard pile under its top card. */
export function drawFromDeck(s: PurrState): PurrChange {
  let { drawPile, discard, rng, reshuffles } = s;
  const last: LastAction[] = [];
  if (drawPile.length === 0) {
    [drawPile, rng] = shuffle(discard.slice(0, -1), rng);
    discard = discard.slice(-1);
    reshuffles++;
    last.push({ kind: 'reshuffle', count: drawPile.length });
  } else {
    drawPile = drawPile.slice();
  }
  const card = drawPile.pop()!;
  last.push({ kind: 'draw', seat: s.turn });
  return { hands: withHand(s, s.turn, [...s.hands[s.turn], card]), drawPile, discard, rng, reshuffles, taken: null, last };
}

export function takeDiscard(s: PurrState): PurrChange {
  const seat = s.turn;
  const card = s.discard[s.discard.length - 1];
  const shown = s.shown.slice();
  shown[seat] = [...s.shown[seat], card];
  return {
    hands: withHand(s, seat, [...s.hands[seat], card]), discard: s.discard.slice(0, -1), taken: card, shown,
    last: [{ kind: 'takeDiscard', seat, card }],
  };
}

export function layMeld(s: PurrState, cards: readonly Card[], jokerAs?: readonly Card[]): PurrChange {
  const seat = s.turn;
  const a = analyzeMeld(cards, jokerAs);
  if (!a.ok) throw new Error(`not a meld: ${a.problem}`);
  const meld: TableMeld = { owner: seat, kind: a.kind, cards: a.ordered, stands: a.orderedStands };
  return {
    hands: withHand(s, seat, s.hands[seat].filter((c) => !cards.includes(c))), melds: [...s.melds, meld],
    shown: shownWithout(s, seat, cards), last: [...s.last, { kind: 'meld', seat, meld: s.melds.length }],
  };
}

export function layOff(s: PurrState, index: number, cards: readonly Card[], jokerAs?: readonly Card[]): PurrChange {
  const seat = s.turn;
  const old = s.melds[index];
  const a = layOffAnalysis(old, cards, jokerAs);
  if (!a.ok) throw new Error(`not a lay-off: ${a.problem}`);
  const melds = s.melds.slice();
  melds[index] = { owner: old.owner, kind: old.kind, cards: a.ordered, stands: a.orderedStands };
  return {
    hands: withHand(s, seat, s.hands[seat].filter((c) => !cards.includes(c))), melds,
    shown: shownWithout(s, seat, cards), last: [...s.last, { kind: 'layOff', seat, meld: index, cards: cards.slice() }],
  };
}

export function discardCard(s: PurrState, card: Card): PurrChange {
  const seat = s.turn;
  return {
    hands: withHand(s, seat, s.hands[seat].filter((c) => c !== card)), discard: [...s.discard, card],
    shown: shownWithout(s, seat, [card]), last: [...s.last, { kind: 'discard', seat, card }],
  };
}

/** The turn passes to the left (the next player starts by drawing). */
export function endTurn(s: PurrState): PurrChange {
  return { turn: (s.turn + 1) % s.seats, taken: null };
}

/** The seat to act emptied its hand: by its last meld or lay-off, or by its last discard. */
export function declareWinner(s: PurrState): PurrChange {
  const by = s.last.length && s.last[s.last.length - 1].kind === 'discard' ? 'discarded' : 'melded';
  return { winners: [s.turn], endReason: by, taken: null, last: [...s.last, { kind: 'won', seat: s.turn }] };
}

/** The table is blocked (tableBlocked): the game ends, the cats with the fewest cards left win. */
export function declareBlocked(s: PurrState): PurrChange {
  const fewest = Math.min(...s.hands.map((h) => h.length));
  const winners = s.hands.flatMap((h, seat) => (h.length === fewest ? [seat] : []));
  return { winners, endReason: 'blocked', taken: null, last: [...s.last, { kind: 'blocked', winners }] };
}

// ---------- legality ----------

export function explain(s: PurrState, e: PurrEvent): Reason | null {
  if (s.phase === 'over') return { key: 'engine.gameOver' };
  if (e.seat !== s.turn) return { key: 'engine.notYourTurn' };
  const hand = s.hands[e.seat];
  switch (e.type) {
    case 'DRAW':
      if (s.phase !== 'drawing') return { key: 'purrrummy.alreadyDrew', rule: 'turn' };
      return drawableCount(s) > 0 ? null : { key: 'purrrummy.nothingToDraw', rule: 'reshuffle' };
    case 'TAKE_DISCARD':
      if (s.phase !== 'drawing') return { key: 'purrrummy.alreadyDrew', rule: 'turn' };
      return s.discard.length > 0 ? null : { key: 'purrrummy.discardEmpty', rule: 'turn' };
    case 'MELD': {
      if (s.phase !== 'melding') return { key: 'purrrummy.drawFirst', rule: 'turn' };
      if (!inHand(hand, e.cards)) return { key: 'purrrummy.notInHand' };
      const a = analyzeMeld(e.cards, e.jokerAs);
      if (!a.ok) return meldReason(a.problem);
      if (leavesOnlyTaken(s, e.seat, e.cards)) return { key: 'purrrummy.keepACard', params: { card: labelOf(s.taken!) }, rule: 'discard' };
      return null;
    }
    case 'LAY_OFF': {
      if (s.phase !== 'melding') return { key: 'purrrummy.drawFirst', rule: 'turn' };
      if (!Number.isInteger(e.meld) || e.meld < 0 || e.meld >= s.melds.length) return { key: 'purrrummy.noSuchMeld' };
      const meld = s.melds[e.meld];
      if (meld.owner !== e.seat) {
        if (!s.options.layoff) return { key: 'purrrummy.ownMeldsOnly', rule: 'layoff' };
        if (!hasMeld(s, e.seat)) return { key: 'purrrummy.meldBeforeLayOff', rule: 'layoff' };
      }
      if (!inHand(hand, e.cards)) return { key: 'purrrummy.notInHand' };
      const a = layOffAnalysis(meld, e.cards, e.jokerAs);
      if (!a.ok) return meldReason(a.problem);
      if (leavesOnlyTaken(s, e.seat, e.cards)) return { key: 'purrrummy.keepACard', params: { card: labelOf(s.taken!) }, rule: 'discard' };
      return null;
    }
    case 'DISCARD':
      if (s.phase !== 'melding') return { key: 'purrrummy.drawFirst', rule: 'turn' };
      if (!hand.includes(e.card)) return { key: 'purrrummy.notInHand' };
      if (e.card === s.taken) return { key: 'purrrummy.notTheTakenCard', params: { card: labelOf(e.card) }, rule: 'discard' };
      return null;
    default:
      return { key: 'engine.unknownEvent' };
  }
}

/** The melds a seat may lay out now (one event per distinct meld; see meldOptions). */
export function meldEvents(s: PurrState, seat: Seat): PurrEvent[] {
  const out: PurrEvent[] = [];
  for (const m of meldOptions(s.hands[seat])) {
    if (leavesOnlyTaken(s, seat, m.cards)) continue;
    out.push(m.jokerAs ? { type: 'MELD', seat, cards: m.cards, jokerAs: m.jokerAs } : { type: 'MELD', seat, cards: m.cards });
  }
  return out;
}

/** Single-card lay-offs (every lay-off of several cards can be made one card at a time). A joker (the
 *  lowest one held) is offered at each end of a run, named; on a set it takes a missing suit. */
export function layOffEvents(s: PurrState, seat: Seat): PurrEvent[] {
  const out: PurrEvent[] = [];
  const hand = s.hands[seat];
  const mayOthers = s.options.layoff && hasMeld(s, seat);
  let joker: Card | null = null;
  for (const c of hand) if (isJoker(c) && (joker === null || c < joker)) joker = c;
  for (let i = 0; i < s.melds.length; i++) {
    const meld = s.melds[i];
    if (meld.owner !== seat && !mayOthers) continue;
    for (const card of hand) {
      if (isJoker(card)) continue;
      if (leavesOnlyTaken(s, seat, [card])) continue;
      if (naturalFits(meld, card)) out.push({ type: 'LAY_OFF', seat, meld: i, cards: [card] });
    }
    if (joker === null || leavesOnlyTaken(s, seat, [joker])) continue;
    for (const as of jokerPlacements(meld, joker)) out.push(as ? { type: 'LAY_OFF', seat, meld: i, cards: [joker], jokerAs: as } : { type: 'LAY_OFF', seat, meld: i, cards: [joker] });
  }
  return out;
}

/** The ways a joker may be added to a meld: on a set once (it takes a missing suit, no jokerAs); on a run
 *  named at each open end. */
function jokerPlacements(meld: TableMeld, joker: Card): (Card[] | undefined)[] {
  if (meld.kind === 'set') return layOffAnalysis(meld, [joker]).ok ? [undefined] : [];
  const a = analyzeMeld(meld.cards, meld.cards.filter(isJoker).map((j) => meld.stands[meld.cards.indexOf(j)]), 'run');
  if (!a.ok) return [];
  const out: Card[][] = [];
  for (const pos of [a.low - 1, a.high + 1]) {
    if (pos < 1 || pos > 14) continue;
    const as = a.suit! * 13 + ((pos === 1 ? 14 : pos) - 2);
    if (layOffAnalysis(meld, [joker], [as]).ok) out.push([as]);
  }
  return out;
}

/** Whether one card (a joker included) may be added to a meld. */
const fitsMeld = (meld: TableMeld, card: Card): boolean => (isJoker(card) ? jokerPlacements(meld, card).length > 0 : naturalFits(meld, card));

/** Whether some three of these cards make a set or a run (at least one natural card, jokers filling in). */
export function holdsMeld(cards: readonly Card[]): boolean {
  let jokers = 0;
  const has = new Array<boolean>(52).fill(false);
  for (const c of cards) if (isJoker(c)) jokers++; else has[c] = true;
  const need = RULES.setMin;
  for (let rank = 0; rank < 13; rank++) {
    let n = 0;
    for (let suit = 0; suit < 4; suit++) if (has[suit * 13 + rank]) n++;
    if (n > 0 && n + jokers >= need) return true;
  }
  // Runs: positions 1 (ace low) to 14 (ace high), three in a row.
  const at = (suit: number, pos: number): boolean => has[suit * 13 + (pos === 1 ? 12 : pos - 2)];
  for (let suit = 0; suit < 4; suit++) {
    for (let pos = 1; pos + need - 1 <= 14; pos++) {
      let n = 0;
      for (let k = 0; k < need; k++) if (at(suit, pos + k)) n++;
      if (n > 0 && n + jokers >= need) return true;
    }
  }
  return false;
}

/**
 * The game can never end by a cat going out: no cat can ever lay out a meld (hands never grow, so a hand
 * of one card can never hold three, and the cards off the table hold no set or run) or add a card to a meld
 * it may add to (no card off the table fits one). The rulebook does not say what happens then; the app
 * ends the game and the cats with the fewest cards left win (see the rules text).
 */
export function tableBlocked(s: PurrState): boolean {
  if (s.melds.length === 0) return false;
  const mayMeld = s.hands.some((h) => h.length + 1 >= RULES.setMin);
  // Quick answer for most of a game: 27 natural cards always hold a set (13 ranks, at most 2 of each without one).
  const naturalsOffTable = 52 - s.melds.reduce((n, m) => n + m.cards.length, 0);
  if (mayMeld && naturalsOffTable > 2 * 13) return false;
  const offTable = [...s.drawPile, ...s.discard, ...s.hands.flat()];
  if (mayMeld && holdsMeld(offTable)) return false;
  for (let seat = 0; seat < s.seats; seat++) {
    const mayOthers = s.options.layoff && hasMeld(s, seat);
    for (const meld of s.melds) {
      if (meld.owner !== seat && !mayOthers) continue;
      if (offTable.some((c) => fitsMeld(meld, c))) return false;
    }
  }
  return true;
}

export function discardEvents(s: PurrState, seat: Seat): PurrEvent[] {
  return s.hands[seat].filter((c) => c !== s.taken).map((card) => ({ type: 'DISCARD', seat, card }));
}

export function legalEvents(s: PurrState, seat: Seat): PurrEvent[] {
  if (s.phase === 'over' || seat !== s.turn) return [];
  if (s.phase === 'drawing') {
    const out: PurrEvent[] = [];
    if (drawableCount(s) > 0) out.push({ type: 'DRAW', seat });
    if (s.discard.length > 0) out.push({ type: 'TAKE_DISCARD', seat });
    return out;
  }
  return [...meldEvents(s, seat), ...layOffEvents(s, seat), ...discardEvents(s, seat)];
}

export const actors = (s: PurrState): Seat[] => (s.phase === 'over' ? [] : [s.turn]);

export function result(s: PurrState): { scores: number[]; winners: Seat[] } | null {
  // Scores are the cards left in each hand (fewer is better); the first to empty the hand wins, or, when the
  // table is blocked, the cats with the fewest cards.
  return s.phase === 'over' ? { scores: s.hands.map((h) => h.length), winners: s.winners.slice() } : null;
}

/** Going from `before` to `after` turned a hidden card over (a draw) or reshuffled the deck. */
export const revealsHidden = (before: PurrState, after: PurrState): boolean =>
  after.drawPile.length < before.drawPile.length || after.reshuffles !== before.reshuffles;

// ---------- checks ----------

export function invariants(s: PurrState): string[] {
  const problems: string[] = [];
  const all = [...s.drawPile, ...s.discard, ...s.hands.flat(), ...s.melds.flatMap((m) => m.cards)];
  if (all.length !== DECK_SIZE) problems.push(`${all.length} cards in play, expected ${DECK_SIZE}`);
  if (new Set(all).size !== all.length) problems.push('a card is in two places');
  if (all.some((c) => !Number.isInteger(c) || c < 0 || c >= DECK_SIZE)) problems.push('a card that is not in this deck');
  s.melds.forEach((m, i) => {
    const a = analyzeMeld(m.cards, m.kind === 'run' ? m.cards.filter(isJoker).map((j) => m.stands[m.cards.indexOf(j)]) : [], m.kind);
    if (!a.ok) problems.push(`meld ${i} is not a valid ${m.kind}: ${a.problem}`);
    else if (a.kind === 'run' && a.orderedStands.join() !== m.stands.join()) problems.push(`meld ${i}'s jokers moved`);
  });
  s.shown.forEach((cards, seat) => { if (cards.some((c) => !s.hands[seat].includes(c))) problems.push(`seat ${seat} shows a card it does not hold`); });
  if (s.taken !== null && !s.hands[s.turn].includes(s.taken) && s.phase === 'melding' && !s.melds.some((m) => m.cards.includes(s.taken!))) problems.push('the taken card vanished');
  if (s.phase === 'drawing' && s.discard.length === 0) problems.push('the discard pile is empty at the start of a turn');
  if (s.phase === 'over' && s.endReason !== 'blocked' && (s.winners.length !== 1 || s.hands[s.winners[0]].length !== 0)) problems.push('the winner still holds cards');
  if (s.phase === 'over' && s.endReason === 'blocked') {
    if (!tableBlocked(s)) problems.push('the game ended blocked, but a card can still be played');
    const fewest = Math.min(...s.hands.map((h) => h.length));
    if (s.winners.join() !== s.hands.flatMap((h, seat) => (h.length === fewest ? [seat] : [])).join()) problems.push('the winners of a blocked game are not the cats with the fewest cards');
  }
  if (s.phase !== 'over' && legalEvents(s, s.turn).length === 0) problems.push(`seat ${s.turn} has no legal event in ${s.phase}`);
  return problems;
}
