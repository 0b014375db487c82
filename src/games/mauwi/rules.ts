// Mauwi (English) / Mauw (French) as pure functions over plain, serialisable state. The statechart
// (machines/mauwi.ts, written later) calls the small rule functions below from its named guards and actions;
// `apply` composes the same functions in a plain switch, the fast forward model the bots search with.
import { shuffle, type RngState } from '../../engine/rng';
import type { GameResult, Reason, Seat } from '../../engine/types';
import {
  colourOfValue, isJoker, isSpirit, isWarrior, kindOf, makeDeck, valueOf, valuesOfColour,
  type AnimalCounts, type Card, type Edition,
} from './cards';
import { columnScore, hasWarriorTop, isBlocked, isEmptyColumn, isNineColumn, topValue, type Column } from './columns';
import { RULES } from './constants';
import { generateEvents } from './moves';
import { playerCountReason, seatReason } from '../../engine/option-reasons';

export { columnScore, hasWarriorTop, isBlocked, isEmptyColumn, isNineColumn, topValue, type Column };

export interface MauwiOptions {
  edition: Edition;
  /** Expert animals shuffled in (English only). */
  animals: AnimalCounts;
  /** Team mode (English): seats i and i + ceil(n/2) play together. */
  teams: boolean;
  /** Who starts ("the hairiest player"). */
  first: Seat;
}

export type MauwiPhase = 'play' | 'defending' | 'renewing' | 'placing' | 'over';


/** An open attack: the target lies in the defender's column; `card` is the attacking card now on the table
 *  (null after a defence, until renewed); `value` the attacking value every answer must match. */
export interface Chain {
  attacker: Seat;
  defender: Seat;
  column: number;
  card: Card | null;
  /** The value a joker attacking card was announced as (0 for a warrior). */
  as: number;
  value: number;
  /** Every card played in the chain so far, in order (the discarded ones are in the discard pile). */
  played: Card[];
}

/** Cards won and waiting to be placed by `seat`: a combo pair (one turns face down, the other stays on top)
 *  or a single 9 (same-value combo, Ninox). */
export interface Gain { seat: Seat; cards: Card[]; faceDown: boolean }

export type LastAction =
  | { kind: 'deal' }
  | { kind: 'place' | 'block' | 'unblock' | 'attack' | 'defend' | 'renew' | 'kiwi' | 'ninox' | 'tuatara'; seat: Seat; card: Card }
  | { kind: 'combo'; seat: Seat; same: boolean }
  | { kind: 'placeGain'; seat: Seat; column: number }
  | { kind: 'lostGain'; seat: Seat; count: number }
  | { kind: 'giveUp'; seat: Seat }
  | { kind: 'discardHand'; seat: Seat }
  | { kind: 'reshuffle' };

export interface MauwiState {
  seats: number;
  options: MauwiOptions;
  rng: RngState;
  hands: Card[][];
  /** Face down; the top is the last element. */
  drawPile: Card[];
  /** Face up; the top is the last element. */
  discard: Card[];
  areas: Column[][];
  turn: Seat;
  phase: MauwiPhase;
  chain: Chain | null;
  gain: Gain | null;
  winners: Seat[];
  endReason: 'threeColumns' | 'cannotRefill' | null;
  last: LastAction[];
  reshuffles: number;
}

export type MauwiEvent =
  /** Strengthen: a warrior (or joker announced as `as`) on an own free slot or 9-column, or a combo on an own warrior. */
  | { type: 'PLACE'; seat: Seat; card: Card; column: number; as?: number }
  /** A spirit or warrior on an opponent's uncovered 9-column. */
  | { type: 'BLOCK'; seat: Seat; card: Card; target: Seat; column: number }
  /** Spirit/joker on a spirit in an own column, or a same-colour combo on a blocking warrior. */
  | { type: 'UNBLOCK'; seat: Seat; card: Card; column: number; as?: number }
  | { type: 'ATTACK'; seat: Seat; card: Card; target: Seat; column: number; as?: number }
  | { type: 'DEFEND'; seat: Seat; card: Card }
  | { type: 'RENEW'; seat: Seat; card: Card }
  | { type: 'GIVE_UP'; seat: Seat }
  | { type: 'TUATARA'; seat: Seat; card: Card }
  | { type: 'KIWI'; seat: Seat; card: Card; fromSeat: Seat; fromColumn: number; toSeat: Seat; toColumn: number }
  | { type: 'NINOX'; seat: Seat; card: Card; target: Seat; column: number }
  /** Where the gain goes; `nine` is the card turned face down (a joker if one took part). A gain won face
   *  down (a same-value combo, Ninox) names no card: its identity stays hidden, even from its owner. */
  | { type: 'PLACE_GAIN'; seat: Seat; column: number; nine?: Card }
  | { type: 'DISCARD_HAND'; seat: Seat };

// ---------- setup ----------

const emptyColumn = (): Column => ({ nines: [], top: null, owner: -1, as: 0 });

export function setupMauwi(options: MauwiOptions, seed: number, seats: number): MauwiState {
  const [deck, rng] = shuffle(makeDeck(options.edition, seats, options.animals), seed >>> 0);
  const hands: Card[][] = Array.from({ length: seats }, () => []);
  for (let round = 0; round < RULES.handSize; round++) {
    for (let i = 0; i < seats; i++) hands[(options.first + i) % seats].push(deck.pop()!);
  }
  return {
    seats, options, rng, hands, drawPile: deck, discard: [],
    areas: Array.from({ length: seats }, () => Array.from({ length: RULES.columns }, emptyColumn)),
    turn: options.first, phase: 'play', chain: null, gain: null,
    winners: [], endReason: null, last: [{ kind: 'deal' }], reshuffles: 0,
  };
}

/** Why these options cannot be played with this many seats, or null. */
export function optionsProblem(o: MauwiOptions, seats: number): Reason | null {
  const count = playerCountReason(seats, RULES.minPlayers, RULES.maxPlayers);
  if (count) return count;
  if (o.teams && o.edition !== 'en') return { key: 'engine.teamsNeedEnglish' };
  if (o.teams && seats < RULES.teamMinPlayers) return { key: 'engine.teamsNeedPlayers', params: { min: RULES.teamMinPlayers } };
  const a = o.animals;
  for (const n of [a.kiwi, a.ninox, a.tuatara]) {
    if (!Number.isInteger(n) || n < 0 || n > RULES.maxAnimalsPerKind) return { key: 'engine.animalsPerKind', params: { max: RULES.maxAnimalsPerKind } };
  }
  if (o.edition === 'fr' && a.kiwi + a.ninox + a.tuatara > 0) return { key: 'engine.frenchHasNoAnimals' };
  return seatReason(o.first, seats);
}

// ---------- teams ----------

/** Team number of a seat: seats i and i + ceil(n/2) are teammates, never side by side. Without teams, the seat. */
export const teamOf = (s: MauwiState, seat: Seat): number => (s.options.teams ? seat % Math.ceil(s.seats / 2) : seat);
export function teammateOf(s: MauwiState, seat: Seat): Seat | null {
  if (!s.options.teams) return null;
  const half = Math.ceil(s.seats / 2);
  const other = seat < half ? seat + half : seat - half;
  return other < s.seats && other !== seat ? other : null;
}
export const isOpponent = (s: MauwiState, a: Seat, b: Seat): boolean => a !== b && teamOf(s, a) !== teamOf(s, b);

// ---------- questions about columns ----------

export const seatScore = (s: MauwiState, seat: Seat): number => s.areas[seat].reduce((t, c) => t + columnScore(c), 0);
/** Per seat: its own score, or its team's total in team mode. */
export function scores(s: MauwiState): number[] {
  const own = s.areas.map((_, i) => seatScore(s, i));
  return own.map((v, i) => { const m = teammateOf(s, i); return m === null ? v : v + own[m]; });
}

/** The columns of `seat` that can take a gain (a single 9, or a 9 with a warrior on top). */
export const gainColumns = (s: MauwiState, seat: Seat): number[] =>
  s.areas[seat].flatMap((c, i) => (isEmptyColumn(c) || (isNineColumn(c) && c.nines.length < RULES.maxNines) ? [i] : []));

/** The value a played card stands for: a warrior's own value, a joker's announced value. */
const playedValue = (card: Card, as: number | undefined): number => (isJoker(card) ? as ?? 0 : valueOf(card));
const validAs = (as: number | undefined): boolean => as !== undefined && Number.isInteger(as) && as >= 1 && as <= 8;
const fullOfNines = (s: MauwiState, seat: Seat): boolean =>
  s.areas[seat].filter((c) => c.nines.length === RULES.maxNines).length >= RULES.endColumns;

// ---------- effects (each returns a new state; inputs are never mutated) ----------

/** A copy with some fields changed; one fixed object shape for every state (object spreads were the
 *  Meow Meow bots' main cost). */
function patch(s: MauwiState, changes: Partial<MauwiState>): MauwiState {
  return Object.assign({
    seats: s.seats, options: s.options, rng: s.rng, hands: s.hands, drawPile: s.drawPile, discard: s.discard,
    areas: s.areas, turn: s.turn, phase: s.phase, chain: s.chain, gain: s.gain, winners: s.winners,
    endReason: s.endReason, last: s.last, reshuffles: s.reshuffles,
  } satisfies MauwiState, changes);
}

function setColumn(s: MauwiState, seat: Seat, column: number, col: Column): Column[][] {
  const areas = s.areas.slice();
  areas[seat] = s.areas[seat].slice();
  areas[seat][column] = col;
  return areas;
}

function removeFromHand(s: MauwiState, seat: Seat, card: Card): MauwiState {
  const hands = s.hands.slice();
  hands[seat] = s.hands[seat].filter((c) => c !== card);
  return patch(s, { hands });
}

const toDiscard = (s: MauwiState, ...cards: Card[]): MauwiState => patch(s, { discard: [...s.discard, ...cards] });
const log = (s: MauwiState, a: LastAction): MauwiState => patch(s, { last: [...s.last, a] });

/** The top card of the draw pile, re-forming it from the whole discard pile when empty; null if both are empty. */
export function takeTop(s: MauwiState): [MauwiState, Card | null] {
  let next = s;
  if (next.drawPile.length === 0) {
    if (next.discard.length === 0) return [next, null];
    const [drawPile, rng] = shuffle(next.discard, next.rng);
    next = log(patch(next, { drawPile, rng, discard: [], reshuffles: next.reshuffles + 1 }), { kind: 'reshuffle' });
  }
  const drawPile = next.drawPile.slice();
  const card = drawPile.pop()!;
  return [patch(next, { drawPile }), card];
}

/** Draw back to 4 at once; if both piles are empty before the hand is full, the game ends (RULES.md). */
export function refill(s: MauwiState, seat: Seat): MauwiState {
  let next = s;
  // One card per missing card: a fixed count, so the loop ends whatever the piles hold.
  for (let missing = RULES.handSize - next.hands[seat].length; missing > 0; missing--) {
    const [after, card] = takeTop(next);
    if (card === null) return endGame(after, 'cannotRefill');
    const hands = after.hands.slice();
    hands[seat] = [...after.hands[seat], card];
    next = patch(after, { hands });
  }
  return next;
}

export function endGame(s: MauwiState, reason: 'threeColumns' | 'cannotRefill'): MauwiState {
  if (s.phase === 'over') return s;
  const sc = scores(s);
  const best = Math.max(...sc);
  return patch(s, { phase: 'over', endReason: reason, winners: sc.flatMap((v, i) => (v === best ? [i] : [])) });
}

/** The turn passes clockwise (ends the chain and any gain). */
export function endTurn(s: MauwiState): MauwiState {
  if (s.phase === 'over') return s;
  return patch(s, { turn: (s.turn + 1) % s.seats, phase: 'play', chain: null, gain: null });
}

/** The game ends as soon as a player has three columns each with three 9s. */
export function checkEnd(s: MauwiState): MauwiState {
  if (s.phase === 'over') return s;
  for (let p = 0; p < s.seats; p++) if (fullOfNines(s, p)) return endGame(s, 'threeColumns');
  return s;
}

/** A gain for `seat`: to the placing phase if a column can take it, else discarded and the turn ends. */
function offerGain(s: MauwiState, gain: Gain): MauwiState {
  // The game may have ended while refilling: the gain stays unplaced (and unscored) but accounted for.
  if (s.phase === 'over') return patch(s, { gain });
  if (gainColumns(s, gain.seat).length === 0) {
    return endTurn(log(toDiscard(s, ...gain.cards), { kind: 'lostGain', seat: gain.seat, count: gain.cards.length }));
  }
  return patch(s, { phase: 'placing', gain, chain: null });
}

/** A combo of `played` (announced as `as` if a joker) on the face-up warrior of area `area`, column `column`,
 *  won by `seat`. Different values: the pair waits to be placed. Same value: both are discarded and the top of
 *  the draw pile becomes the 9. `played` is already out of its hand. */
export function combo(s: MauwiState, seat: Seat, played: Card, as: number, area: Seat, column: number): MauwiState {
  const col = s.areas[area][column];
  const target = col.top!;
  const same = playedValue(played, as) === topValue(col);
  let next = patch(s, { areas: setColumn(s, area, column, { nines: col.nines, top: null, owner: -1, as: 0 }) });
  next = log(next, { kind: 'combo', seat, same });
  if (!same) return offerGain(refill(next, seat), { seat, cards: [played, target], faceDown: false });
  next = toDiscard(next, played, target);
  const [after, nine] = takeTop(next);
  const refilled = refill(after, seat);
  return nine === null ? endTurn(refilled) : offerGain(refilled, { seat, cards: [nine], faceDown: true });
}

// ---------- legality ----------

const PHASE_OF: Record<MauwiEvent['type'], MauwiPhase> = {
  PLACE: 'play', BLOCK: 'play', UNBLOCK: 'play', ATTACK: 'play', KIWI: 'play', NINOX: 'play', DISCARD_HAND: 'play',
  DEFEND: 'defending', TUATARA: 'defending', RENEW: 'renewing', PLACE_GAIN: 'placing', GIVE_UP: 'play',
};
const validColumn = (column: number): boolean => Number.isInteger(column) && column >= 0 && column < RULES.columns;
/** Why a move's column is refused: none chosen (a tapped card that fits no column now), or one that does not exist. */
const columnReason = (column: number | undefined): Reason =>
  column === undefined ? { key: 'mauwi.noColumnFits', rule: 'turn' } : { key: 'mauwi.noSuchColumn', rule: 'columns' };
const validSeat = (s: MauwiState, seat: Seat): boolean => Number.isInteger(seat) && seat >= 0 && seat < s.seats;

/** A card in a combo on warrior column `col`: same colour, no joker on a joker. */
export function whyNotCombo(col: Column, card: Card, as: number | undefined): Reason | null {
  if (isJoker(card) && isJoker(col.top!) && !RULES.jokerOnJoker) return { key: 'mauwi.jokerOnJoker', rule: 'combo' };
  if (colourOfValue(playedValue(card, as)) !== colourOfValue(topValue(col))) return { key: 'mauwi.comboNeedsSameColour', rule: 'combo' };
  return null;
}

/** A warrior or joker going alone onto a free slot or a 9-column: never a joker on three 9s. */
export function whyNotOnNines(col: Column, card: Card): Reason | null {
  if (col.nines.length >= RULES.maxNines && isJoker(card)) return { key: 'mauwi.noJokerOnThreeNines', rule: 'columns' };
  return null;
}

function whyNotPlayCard(s: MauwiState, e: { seat: Seat; card: Card; as?: number }, kinds: string[]): Reason | null {
  if (!s.hands[e.seat].includes(e.card)) return { key: 'mauwi.notInHand' };
  if (!kinds.includes(kindOf(e.card))) return { key: 'mauwi.wrongCard', params: { card: kindOf(e.card) }, rule: 'turn' };
  return null;
}

// The column-level conditions of each kind of play (the card is in hand, of a kind the play allows, the seats
// and columns valid): shared by explain and the move generator (moves.ts).

/** PLACE of a warrior or joker (announced as `as`) on the seat's own column `col`: alone, or a combo. */
export function whyNotPlaceOn(col: Column, seat: Seat, card: Card, as: number | undefined): Reason | null {
  if (col.top === null) return whyNotOnNines(col, card);
  if (isBlocked(col, seat)) return { key: 'mauwi.columnBlocked', rule: 'unblock' };
  if (isSpirit(col.top)) return { key: 'mauwi.columnBlocked', rule: 'unblock' };
  return whyNotCombo(col, card, as);
}

/** BLOCK (warrior or spirit) on an opponent's column: only an uncovered 9-column. */
export function whyNotBlockOn(col: Column, card: Card): Reason | null {
  return isNineColumn(col) ? null : { key: isSpirit(card) ? 'mauwi.spiritOnlyOnNines' : 'mauwi.blockOnlyNines', rule: 'block' };
}

/** A spirit blocking a column is removed by a spirit or a joker. */
export const freesSpirit = (card: Card): boolean => isSpirit(card) || isJoker(card);

/** UNBLOCK of the seat's own column `col` with a warrior, spirit or joker (announced as `as`). */
export function whyNotUnblock(col: Column, seat: Seat, card: Card, as: number | undefined): Reason | null {
  if (!isBlocked(col, seat)) return { key: 'mauwi.notBlocked', rule: 'unblock' };
  if (isSpirit(col.top!)) return freesSpirit(card) ? null : { key: 'mauwi.spiritNeedsSpirit', rule: 'unblock' };
  if (isSpirit(card)) return { key: 'mauwi.comboNeedsSameColour', rule: 'unblock' };
  if (isJoker(card) && !validAs(as)) return { key: 'mauwi.jokerNeedsIdentity', rule: 'cards' };
  return whyNotCombo(col, card, as);
}

/** Only the area owner's own face-up warrior (or joker) can be attacked. */
export const isAttackable = (col: Column, target: Seat): boolean => hasWarriorTop(col) && col.owner === target;

/** ATTACK with a warrior or joker (announced as `as`) on column `col` of seat `target`. */
export function whyNotAttackOn(col: Column, target: Seat, card: Card, as: number | undefined): Reason | null {
  if (!isAttackable(col, target)) return { key: 'mauwi.attackOnlyWarriors', rule: 'attack' };
  return whyNotCombo(col, card, as);
}

/** Who may answer an attack: the defender or the defender's teammate. */
export const mayDefend = (s: MauwiState, seat: Seat): boolean => seat === s.chain!.defender || seat === teammateOf(s, s.chain!.defender);

/** A card that answers (or renews) an attack of the chain's value: the same value, or a joker. */
export const matchesChain = (c: Chain, card: Card): boolean => isJoker(card) || valueOf(card) === c.value;

/** Kiwi moves the face-up real warrior (not a joker, by our decision) on top of a column. */
export const kiwiMovable = (from: Column): boolean =>
  from.top !== null && (isWarrior(from.top) || (RULES.kiwiMovesJokers && isJoker(from.top)));

/** KIWI from column `from` to column `to` (`same`: the very same slot). */
export function whyNotKiwi(from: Column, to: Column, same: boolean): Reason | null {
  if (!kiwiMovable(from)) return { key: 'mauwi.kiwiNeedsWarrior', rule: 'animals' };
  if (same) return { key: 'mauwi.kiwiSameColumn', rule: 'animals' };
  if (to.top !== null) return { key: 'mauwi.kiwiNeedsFreeOrNines', rule: 'animals' };
  return null;
}

/** Ninox frees an opponent's column of a spirit. */
export const ninoxTarget = (col: Column): boolean => col.top !== null && isSpirit(col.top);

/** Which card of a gain turns face down: none named for a face-down gain; the joker if one took part. */
export function whyNotGainNine(g: Gain, nine: Card | undefined): Reason | null {
  if (g.faceDown) return nine === undefined ? null : { key: 'mauwi.nineNotInGain', rule: 'combo' };
  if (nine === undefined || !g.cards.includes(nine)) return { key: 'mauwi.nineNotInGain', rule: 'combo' };
  const joker = g.cards.find(isJoker);
  if (joker !== undefined && nine !== joker) return { key: 'mauwi.jokerTurnsFaceDown', rule: 'combo' };
  return null;
}

export function explain(s: MauwiState, e: MauwiEvent): Reason | null {
  if (s.phase === 'over') return { key: 'engine.gameOver' };
  if (!validSeat(s, e.seat)) return { key: 'engine.notYourTurn' };
  const want = PHASE_OF[e.type];
  if (want === undefined) return { key: 'engine.unknownEvent' };
  if (e.type === 'GIVE_UP') {
    if (s.phase === 'defending') return e.seat === s.chain!.defender ? null : { key: 'mauwi.onlyDefenderGivesUp', rule: 'attack' };
    if (s.phase === 'renewing') return e.seat === s.chain!.attacker ? null : { key: 'mauwi.onlyAttackerGivesUp', rule: 'attack' };
    return { key: 'mauwi.nothingToGiveUp', rule: 'attack' };
  }
  if (s.phase !== want) return { key: 'mauwi.notNow', params: { phase: s.phase }, rule: 'turn' };
  switch (e.type) {
    case 'DISCARD_HAND':
      return e.seat === s.turn ? null : { key: 'engine.notYourTurn' };
    case 'PLACE': {
      if (e.seat !== s.turn) return { key: 'engine.notYourTurn' };
      const why = whyNotPlayCard(s, e, ['warrior', 'joker']);
      if (why) return kindOf(e.card) === 'spirit' && why.key === 'mauwi.wrongCard' ? { key: 'mauwi.spiritOnlyOnNines', rule: 'cards' } : why;
      if (!validColumn(e.column)) return columnReason(e.column);
      if (isJoker(e.card) && !validAs(e.as)) return { key: 'mauwi.jokerNeedsIdentity', rule: 'cards' };
      return whyNotPlaceOn(s.areas[e.seat][e.column], e.seat, e.card, e.as);
    }
    case 'BLOCK': {
      if (e.seat !== s.turn) return { key: 'engine.notYourTurn' };
      const why = whyNotPlayCard(s, e, ['warrior', 'spirit']);
      if (why) return isJoker(e.card) ? { key: 'mauwi.jokerNeverBlocks', rule: 'block' } : why;
      if (!validSeat(s, e.target) || !isOpponent(s, e.seat, e.target)) return { key: 'mauwi.blockOpponentsOnly', rule: 'block' };
      if (!validColumn(e.column)) return columnReason(e.column);
      return whyNotBlockOn(s.areas[e.target][e.column], e.card);
    }
    case 'UNBLOCK': {
      if (e.seat !== s.turn) return { key: 'engine.notYourTurn' };
      const why = whyNotPlayCard(s, e, ['warrior', 'spirit', 'joker']);
      if (why) return why;
      if (!validColumn(e.column)) return columnReason(e.column);
      return whyNotUnblock(s.areas[e.seat][e.column], e.seat, e.card, e.as);
    }
    case 'ATTACK': {
      if (e.seat !== s.turn) return { key: 'engine.notYourTurn' };
      const why = whyNotPlayCard(s, e, ['warrior', 'joker']);
      if (why) return why;
      if (!validSeat(s, e.target) || !isOpponent(s, e.seat, e.target)) return { key: 'mauwi.attackOpponentsOnly', rule: 'attack' };
      if (!validColumn(e.column)) return columnReason(e.column);
      if (isJoker(e.card) && !validAs(e.as)) return { key: 'mauwi.jokerNeedsIdentity', rule: 'cards' };
      return whyNotAttackOn(s.areas[e.target][e.column], e.target, e.card, e.as);
    }
    case 'DEFEND': {
      const c = s.chain!;
      if (!mayDefend(s, e.seat)) return { key: 'mauwi.notDefender', rule: 'defend' };
      if (!s.hands[e.seat].includes(e.card)) return { key: 'mauwi.notInHand' };
      if (matchesChain(c, e.card)) return null;
      return { key: 'mauwi.defendSameValue', params: { value: c.value }, rule: 'defend' };
    }
    case 'TUATARA': {
      if (!mayDefend(s, e.seat)) return { key: 'mauwi.notDefender', rule: 'defend' };
      return whyNotPlayCard(s, e, ['tuatara']);
    }
    case 'RENEW': {
      const c = s.chain!;
      if (e.seat !== c.attacker) return { key: 'mauwi.onlyAttackerRenews', rule: 'attack' };
      if (!s.hands[e.seat].includes(e.card)) return { key: 'mauwi.notInHand' };
      if (matchesChain(c, e.card)) return null;
      return { key: 'mauwi.renewSameValue', params: { value: c.value }, rule: 'attack' };
    }
    case 'KIWI': {
      if (e.seat !== s.turn) return { key: 'engine.notYourTurn' };
      const why = whyNotPlayCard(s, e, ['kiwi']);
      if (why) return why;
      if (!validSeat(s, e.fromSeat) || !validSeat(s, e.toSeat)) return { key: 'mauwi.noSuchColumn', rule: 'columns' };
      if (!validColumn(e.fromColumn)) return columnReason(e.fromColumn);
      if (!validColumn(e.toColumn)) return columnReason(e.toColumn);
      return whyNotKiwi(s.areas[e.fromSeat][e.fromColumn], s.areas[e.toSeat][e.toColumn], e.fromSeat === e.toSeat && e.fromColumn === e.toColumn);
    }
    case 'NINOX': {
      if (e.seat !== s.turn) return { key: 'engine.notYourTurn' };
      const why = whyNotPlayCard(s, e, ['ninox']);
      if (why) return why;
      if (!validSeat(s, e.target) || !isOpponent(s, e.seat, e.target)) return { key: 'mauwi.ninoxOpponentsOnly', rule: 'animals' };
      if (!validColumn(e.column)) return columnReason(e.column);
      return ninoxTarget(s.areas[e.target][e.column]) ? null : { key: 'mauwi.ninoxNeedsSpirit', rule: 'animals' };
    }
    case 'PLACE_GAIN': {
      const g = s.gain!;
      if (e.seat !== g.seat) return { key: 'engine.notYourTurn' };
      if (!gainColumns(s, e.seat).includes(e.column)) return { key: 'mauwi.gainNeedsFreeOrNines', rule: 'combo' };
      return whyNotGainNine(g, e.nine);
    }
  }
}

/** The announcements worth offering for a joker: every value alone, the target colour's two values in a combo. */
export function jokerValues(card: Card, target: Column | null): (number | undefined)[] {
  if (!isJoker(card)) return [undefined];
  if (target !== null && hasWarriorTop(target)) return valuesOfColour(colourOfValue(topValue(target)));
  return [1, 2, 3, 4, 5, 6, 7, 8];
}

const withAs = (e: MauwiEvent, as: number | undefined): MauwiEvent => (as === undefined ? e : { ...e, as } as MauwiEvent);

/** Every legal event of `seat`: the events the fast generator (moves.ts) builds directly from the predicates
 *  above; moves.test.ts proves it equal to the explain-filtered reference below. */
export function legalEvents(s: MauwiState, seat: Seat): MauwiEvent[] {
  return generateEvents(s, seat);
}

/** The reference: every candidate event kept when explain accepts it (correct by construction, slow). */
export function legalEventsByExplain(s: MauwiState, seat: Seat): MauwiEvent[] {
  if (s.phase === 'over') return [];
  const out: MauwiEvent[] = [];
  const keep = (e: MauwiEvent) => { if (explain(s, e) === null) out.push(e); };
  const hand = s.hands[seat];
  if (s.phase === 'defending') {
    for (const card of hand) { keep({ type: 'DEFEND', seat, card }); keep({ type: 'TUATARA', seat, card }); }
    keep({ type: 'GIVE_UP', seat });
    return out;
  }
  if (s.phase === 'renewing') {
    for (const card of hand) keep({ type: 'RENEW', seat, card });
    keep({ type: 'GIVE_UP', seat });
    return out;
  }
  if (s.phase === 'placing') {
    if (s.gain!.seat !== seat) return [];
    for (const column of gainColumns(s, seat)) {
      if (s.gain!.faceDown) keep({ type: 'PLACE_GAIN', seat, column });
      else for (const nine of s.gain!.cards) keep({ type: 'PLACE_GAIN', seat, column, nine });
    }
    return out;
  }
  if (seat !== s.turn) return [];
  for (const card of hand) {
    const k = kindOf(card);
    for (let column = 0; column < RULES.columns; column++) {
      const own = s.areas[seat][column];
      if (k === 'warrior' || k === 'joker') {
        for (const as of jokerValues(card, own)) keep(withAs({ type: 'PLACE', seat, card, column }, as));
      }
      if (k !== 'kiwi' && k !== 'ninox' && k !== 'tuatara') {
        const blocked = isBlocked(own, seat);
        for (const as of blocked && own.top !== null && !isSpirit(own.top) ? jokerValues(card, own) : [undefined]) keep(withAs({ type: 'UNBLOCK', seat, card, column }, as));
      }
      for (let target = 0; target < s.seats; target++) {
        if (!isOpponent(s, seat, target)) continue;
        const col = s.areas[target][column];
        if (k === 'warrior' || k === 'spirit') keep({ type: 'BLOCK', seat, card, target, column });
        if (k === 'warrior' || k === 'joker') for (const as of jokerValues(card, col)) keep(withAs({ type: 'ATTACK', seat, card, target, column }, as));
        if (k === 'ninox') keep({ type: 'NINOX', seat, card, target, column });
      }
    }
    if (k === 'kiwi') {
      for (let fromSeat = 0; fromSeat < s.seats; fromSeat++) for (let fromColumn = 0; fromColumn < RULES.columns; fromColumn++) {
        if (s.areas[fromSeat][fromColumn].top === null) continue;
        for (let toSeat = 0; toSeat < s.seats; toSeat++) for (let toColumn = 0; toColumn < RULES.columns; toColumn++) {
          keep({ type: 'KIWI', seat, card, fromSeat, fromColumn, toSeat, toColumn });
        }
      }
    }
  }
  keep({ type: 'DISCARD_HAND', seat });
  return out;
}

/** Who may act now: the player whose turn it is, the defender (and teammate) while an attack is open, the
 *  attacker while a defended attack may be renewed, the winner of a gain while placing it. */
export function actors(s: MauwiState): Seat[] {
  switch (s.phase) {
    case 'over': return [];
    case 'defending': {
      const mate = teammateOf(s, s.chain!.defender);
      return mate === null ? [s.chain!.defender] : [s.chain!.defender, mate];
    }
    case 'renewing': return [s.chain!.attacker];
    case 'placing': return [s.gain!.seat];
    case 'play': return [s.turn];
  }
}

// ---------- the flow, as a plain reducer (the statechart will mirror it) ----------

export function apply(s: MauwiState, e: MauwiEvent): MauwiState {
  return checkEnd(step(patch(s, { last: [] }), e));
}

function step(s: MauwiState, e: MauwiEvent): MauwiState {
  switch (e.type) {
    case 'DISCARD_HAND': {
      const next = log(patch(toDiscard(s, ...s.hands[e.seat]), { hands: s.hands.map((h, i) => (i === e.seat ? [] : h)) }), { kind: 'discardHand', seat: e.seat });
      return endTurn(refill(next, e.seat));
    }
    case 'PLACE': {
      const next = log(removeFromHand(s, e.seat, e.card), { kind: 'place', seat: e.seat, card: e.card });
      const col = next.areas[e.seat][e.column];
      if (col.top !== null) return combo(next, e.seat, e.card, e.as ?? 0, e.seat, e.column);
      const placed = patch(next, { areas: setColumn(next, e.seat, e.column, { nines: col.nines, top: e.card, owner: e.seat, as: isJoker(e.card) ? e.as! : 0 }) });
      return endTurn(refill(placed, e.seat));
    }
    case 'BLOCK': {
      const next = log(removeFromHand(s, e.seat, e.card), { kind: 'block', seat: e.seat, card: e.card });
      const col = next.areas[e.target][e.column];
      const placed = patch(next, { areas: setColumn(next, e.target, e.column, { nines: col.nines, top: e.card, owner: e.seat, as: 0 }) });
      return endTurn(refill(placed, e.seat));
    }
    case 'UNBLOCK': {
      const next = log(removeFromHand(s, e.seat, e.card), { kind: 'unblock', seat: e.seat, card: e.card });
      const col = next.areas[e.seat][e.column];
      if (!isSpirit(col.top!)) return combo(next, e.seat, e.card, e.as ?? 0, e.seat, e.column);
      const freed = patch(toDiscard(next, col.top!, e.card), { areas: setColumn(next, e.seat, e.column, { nines: col.nines, top: null, owner: -1, as: 0 }) });
      return endTurn(refill(freed, e.seat));
    }
    case 'ATTACK': {
      const next = log(removeFromHand(s, e.seat, e.card), { kind: 'attack', seat: e.seat, card: e.card });
      const as = isJoker(e.card) ? e.as! : 0;
      const chain: Chain = { attacker: e.seat, defender: e.target, column: e.column, card: e.card, as, value: playedValue(e.card, as), played: [e.card] };
      const refilled = refill(patch(next, { chain }), e.seat);
      return refilled.phase === 'over' ? refilled : patch(refilled, { phase: 'defending' });
    }
    case 'DEFEND': {
      const c = s.chain!;
      const next = log(toDiscard(removeFromHand(s, e.seat, e.card), c.card!, e.card), { kind: 'defend', seat: e.seat, card: e.card });
      const refilled = refill(patch(next, { chain: { ...c, card: null, as: 0, played: [...c.played, e.card] } }), e.seat);
      return refilled.phase === 'over' ? refilled : patch(refilled, { phase: 'renewing' });
    }
    case 'RENEW': {
      const c = s.chain!;
      const next = log(removeFromHand(s, e.seat, e.card), { kind: 'renew', seat: e.seat, card: e.card });
      const chain: Chain = { ...c, card: e.card, as: isJoker(e.card) ? c.value : 0, played: [...c.played, e.card] };
      const refilled = refill(patch(next, { chain }), e.seat);
      return refilled.phase === 'over' ? refilled : patch(refilled, { phase: 'defending' });
    }
    case 'GIVE_UP': {
      const c = s.chain!;
      const next = log(s, { kind: 'giveUp', seat: e.seat });
      if (s.phase === 'renewing') return endTurn(next);
      // The defender gives up: the attacking card makes the combo with the target, for the attacker.
      return combo(patch(next, { chain: null }), c.attacker, c.card!, c.as, c.defender, c.column);
    }
    case 'TUATARA': {
      const c = s.chain!;
      const next = log(toDiscard(removeFromHand(s, e.seat, e.card), e.card), { kind: 'tuatara', seat: e.seat, card: e.card });
      const hands = next.hands.slice();
      hands[e.seat] = [...next.hands[e.seat], c.card!];
      return endTurn(refill(patch(next, { hands, chain: null }), e.seat));
    }
    case 'KIWI': {
      const next = log(toDiscard(removeFromHand(s, e.seat, e.card), e.card), { kind: 'kiwi', seat: e.seat, card: e.card });
      const from = next.areas[e.fromSeat][e.fromColumn];
      const moved = from.top!;
      const cleared = patch(next, { areas: setColumn(next, e.fromSeat, e.fromColumn, { nines: from.nines, top: null, owner: -1, as: 0 }) });
      const to = cleared.areas[e.toSeat][e.toColumn];
      const owner = e.toSeat !== e.seat && to.nines.length > 0 ? e.seat : e.toSeat;
      const placed = patch(cleared, { areas: setColumn(cleared, e.toSeat, e.toColumn, { nines: to.nines, top: moved, owner, as: from.as }) });
      return endTurn(refill(placed, e.seat));
    }
    case 'NINOX': {
      const next = log(toDiscard(removeFromHand(s, e.seat, e.card), e.card), { kind: 'ninox', seat: e.seat, card: e.card });
      const col = next.areas[e.target][e.column];
      const freed = patch(next, { areas: setColumn(next, e.target, e.column, { nines: col.nines, top: null, owner: -1, as: 0 }) });
      const refilled = refill(freed, e.seat);
      return offerGain(refilled, { seat: e.seat, cards: [col.top!], faceDown: true });
    }
    case 'PLACE_GAIN': {
      const g = s.gain!;
      const col = s.areas[e.seat][e.column];
      const nine = g.faceDown ? g.cards[0] : e.nine!;
      const survivor = g.cards.find((c) => c !== nine);
      const placed = { nines: [...col.nines, nine], top: survivor ?? null, owner: survivor === undefined ? -1 : e.seat, as: 0 };
      return endTurn(log(patch(s, { areas: setColumn(s, e.seat, e.column, placed), gain: null }), { kind: 'placeGain', seat: e.seat, column: e.column }));
    }
  }
}

export function result(s: MauwiState): GameResult | null {
  return s.phase === 'over' ? { scores: scores(s), winners: s.winners.slice() } : null;
}

/** True when going from `before` to `after` revealed hidden information (a card drawn, a reshuffle): undo stops there. */
export const revealsHidden = (before: MauwiState, after: MauwiState): boolean =>
  after.drawPile.length < before.drawPile.length || after.reshuffles !== before.reshuffles;

// ---------- checks ----------

/** Every card of the game's deck is in exactly one place; every column within its limits. */
export function invariants(s: MauwiState): string[] {
  const problems: string[] = [];
  const all: Card[] = [...s.drawPile, ...s.discard, ...s.hands.flat()];
  s.areas.forEach((area, p) => area.forEach((c, i) => {
    all.push(...c.nines);
    if (c.top !== null) all.push(c.top);
    const cards = c.nines.length + (c.top === null ? 0 : 1);
    if (c.nines.length > RULES.maxNines) problems.push(`seat ${p} column ${i} has ${c.nines.length} nines`);
    if (cards > RULES.maxColumnCards) problems.push(`seat ${p} column ${i} has ${cards} cards`);
    if (c.nines.length === RULES.maxNines && c.top !== null && isJoker(c.top)) problems.push(`seat ${p} column ${i}: a joker on three 9s`);
    if (c.top !== null && isSpirit(c.top) && c.nines.length === 0) problems.push(`seat ${p} column ${i}: a spirit off the 9s`);
    if (c.top !== null && !isSpirit(c.top) && !isWarrior(c.top) && !isJoker(c.top)) problems.push(`seat ${p} column ${i}: an animal in a column`);
  }));
  if (s.chain?.card != null) all.push(s.chain.card);
  if (s.gain) all.push(...s.gain.cards);
  const deck = makeDeck(s.options.edition, s.seats, s.options.animals);
  if (all.length !== deck.length) problems.push(`${all.length} cards in play, expected ${deck.length}`);
  if (new Set(all).size !== all.length) problems.push('a card is in two places');
  const valid = new Set(deck);
  if (all.some((c) => !valid.has(c))) problems.push('a card that is not in this deck');
  if (s.phase !== 'over') {
    if (s.hands.some((h) => h.length !== RULES.handSize)) problems.push('a hand is not 4 cards');
    if (!actors(s).some((p) => legalEvents(s, p).length > 0)) problems.push(`nobody can act in ${s.phase}`);
  }
  return problems;
}
