// What each move does to the table, as pure functions the chart's actions call (machines/mauwi.ts). They move
// cards only: where the game goes next (whose turn, which phase, the end) is the chart's routing, read from
// what they leave behind (a gain to place, an end reason).
import type { Seat } from '../../../engine/types';
import { isJoker, isSpirit, type Card } from './cards';
import { topValue } from './columns';
import { gainColumns, playedValue } from './checks';
import { bestSeats } from './scoring';
import { begin, log, patch, refill, removeFromHand, setColumn, takeTop, toDiscard } from './state-changes';
import type { Chain, Gain, MauwiEventOf, MauwiState } from './state';

/** A gain for `seat`: kept to be placed if a column can take it, else discarded (the turn then ends). */
function offerGain(s: MauwiState, gain: Gain): MauwiState {
  // The game may have ended while refilling: the gain stays unplaced (and unscored) but accounted for.
  if (s.endReason !== null) return patch(s, { gain });
  if (gainColumns(s, gain.seat).length === 0) return log(toDiscard(s, ...gain.cards), { kind: 'lostGain', seat: gain.seat, count: gain.cards.length });
  return patch(s, { gain });
}

/** A combo of `played` (announced as `as` if a joker) on the face-up warrior of area `area`, column `column`,
 *  won by `seat`. Different values: the pair waits to be placed. Same value: both are discarded and the top of
 *  the draw pile becomes the 9. `played` is already out of its hand. */
function combo(s: MauwiState, seat: Seat, played: Card, as: number, area: Seat, column: number): MauwiState {
  const col = s.areas[area][column];
  const target = col.top!;
  const same = playedValue(played, as) === topValue(col);
  let next = patch(s, { areas: setColumn(s, area, column, { nines: col.nines, top: null, owner: -1, as: 0 }) });
  next = log(next, { kind: 'combo', seat, same });
  if (!same) return offerGain(refill(next, seat), { seat, cards: [played, target], faceDown: false });
  next = toDiscard(next, played, target);
  const [after, nine] = takeTop(next);
  const refilled = refill(after, seat);
  return nine === null ? refilled : offerGain(refilled, { seat, cards: [nine], faceDown: true });
}

/** Strengthen: a warrior (or joker) alone on an own free slot or 9-column, or a combo on an own warrior. */
export function strengthen(s: MauwiState, e: MauwiEventOf<'PLACE'>): MauwiState {
  const next = begin(removeFromHand(s, e.seat, e.card), { kind: 'place', seat: e.seat, card: e.card });
  const col = next.areas[e.seat][e.column];
  if (col.top !== null) return combo(next, e.seat, e.card, e.as ?? 0, e.seat, e.column);
  const placed = patch(next, { areas: setColumn(next, e.seat, e.column, { nines: col.nines, top: e.card, owner: e.seat, as: isJoker(e.card) ? e.as! : 0 }) });
  return refill(placed, e.seat);
}

/** A spirit or warrior on an opponent's uncovered 9s, owned by the one who played it. */
export function block(s: MauwiState, e: MauwiEventOf<'BLOCK'>): MauwiState {
  const next = begin(removeFromHand(s, e.seat, e.card), { kind: 'block', seat: e.seat, card: e.card });
  const col = next.areas[e.target][e.column];
  const placed = patch(next, { areas: setColumn(next, e.target, e.column, { nines: col.nines, top: e.card, owner: e.seat, as: 0 }) });
  return refill(placed, e.seat);
}

/** A spirit removed by a spirit or joker (both discarded), or a combo on a blocking warrior. */
export function unblock(s: MauwiState, e: MauwiEventOf<'UNBLOCK'>): MauwiState {
  const next = begin(removeFromHand(s, e.seat, e.card), { kind: 'unblock', seat: e.seat, card: e.card });
  const col = next.areas[e.seat][e.column];
  if (!isSpirit(col.top!)) return combo(next, e.seat, e.card, e.as ?? 0, e.seat, e.column);
  const freed = patch(toDiscard(next, col.top!, e.card), { areas: setColumn(next, e.seat, e.column, { nines: col.nines, top: null, owner: -1, as: 0 }) });
  return refill(freed, e.seat);
}

/** The attacking card goes on the table and a chain opens against the target's warrior. */
export function attack(s: MauwiState, e: MauwiEventOf<'ATTACK'>): MauwiState {
  const next = begin(removeFromHand(s, e.seat, e.card), { kind: 'attack', seat: e.seat, card: e.card });
  const as = isJoker(e.card) ? e.as! : 0;
  const chain: Chain = { attacker: e.seat, defender: e.target, column: e.column, card: e.card, as, value: playedValue(e.card, as), played: [e.card] };
  return refill(patch(next, { chain }), e.seat);
}

/** The defence (by the defender or the teammate) and the attacking card are both discarded. */
export function defend(s: MauwiState, e: MauwiEventOf<'DEFEND'>): MauwiState {
  const c = s.chain!;
  const next = begin(toDiscard(removeFromHand(s, e.seat, e.card), c.card!, e.card), { kind: 'defend', seat: e.seat, card: e.card });
  return refill(patch(next, { chain: { ...c, card: null, as: 0, played: [...c.played, e.card] } }), e.seat);
}

/** The attacker plays another card of the chain's value (a joker stands for it). */
export function renew(s: MauwiState, e: MauwiEventOf<'RENEW'>): MauwiState {
  const c = s.chain!;
  const next = begin(removeFromHand(s, e.seat, e.card), { kind: 'renew', seat: e.seat, card: e.card });
  const chain: Chain = { ...c, card: e.card, as: isJoker(e.card) ? c.value : 0, played: [...c.played, e.card] };
  return refill(patch(next, { chain }), e.seat);
}

/** The defender gives up: the attacking card makes the combo with the target, for the attacker. */
export function concede(s: MauwiState, e: MauwiEventOf<'GIVE_UP'>): MauwiState {
  const c = s.chain!;
  const next = begin(s, { kind: 'giveUp', seat: e.seat });
  return combo(patch(next, { chain: null }), c.attacker, c.card!, c.as, c.defender, c.column);
}

/** The attacker gives up renewing (the turn then ends). */
export const stopAttack = (s: MauwiState, e: MauwiEventOf<'GIVE_UP'>): MauwiState => begin(s, { kind: 'giveUp', seat: e.seat });

/** Tuatara cancels the attack: it is discarded and the attacking card goes into the hand of whoever played it. */
export function tuatara(s: MauwiState, e: MauwiEventOf<'TUATARA'>): MauwiState {
  const c = s.chain!;
  const next = begin(toDiscard(removeFromHand(s, e.seat, e.card), e.card), { kind: 'tuatara', seat: e.seat, card: e.card });
  const hands = next.hands.slice();
  hands[e.seat] = [...next.hands[e.seat], c.card!];
  return refill(patch(next, { hands, chain: null }), e.seat);
}

/** Kiwi moves a face-up warrior to a free slot or uncovered 9s anywhere; on another player's 9s it blocks them. */
export function kiwi(s: MauwiState, e: MauwiEventOf<'KIWI'>): MauwiState {
  const next = begin(toDiscard(removeFromHand(s, e.seat, e.card), e.card), { kind: 'kiwi', seat: e.seat, card: e.card });
  const from = next.areas[e.fromSeat][e.fromColumn];
  const moved = from.top!;
  const cleared = patch(next, { areas: setColumn(next, e.fromSeat, e.fromColumn, { nines: from.nines, top: null, owner: -1, as: 0 }) });
  const to = cleared.areas[e.toSeat][e.toColumn];
  const owner = e.toSeat !== e.seat && to.nines.length > 0 ? e.seat : e.toSeat;
  const placed = patch(cleared, { areas: setColumn(cleared, e.toSeat, e.toColumn, { nines: to.nines, top: moved, owner, as: from.as }) });
  return refill(placed, e.seat);
}

/** Ninox frees an opponent's column of its spirit, which its player gains face down as a 9. */
export function ninox(s: MauwiState, e: MauwiEventOf<'NINOX'>): MauwiState {
  const next = begin(toDiscard(removeFromHand(s, e.seat, e.card), e.card), { kind: 'ninox', seat: e.seat, card: e.card });
  const col = next.areas[e.target][e.column];
  const freed = patch(next, { areas: setColumn(next, e.target, e.column, { nines: col.nines, top: null, owner: -1, as: 0 }) });
  return offerGain(refill(freed, e.seat), { seat: e.seat, cards: [col.top!], faceDown: true });
}

/** Pass: the whole hand is discarded and four new cards drawn. */
export function discardHand(s: MauwiState, e: MauwiEventOf<'DISCARD_HAND'>): MauwiState {
  const next = begin(patch(toDiscard(s, ...s.hands[e.seat]), { hands: s.hands.map((h, i) => (i === e.seat ? [] : h)) }), { kind: 'discardHand', seat: e.seat });
  return refill(next, e.seat);
}

/** The gain goes into the column: the named card (or the face-down 9) becomes a 9, the other stays on top. */
export function placeGain(s: MauwiState, e: MauwiEventOf<'PLACE_GAIN'>): MauwiState {
  const g = s.gain!;
  const col = s.areas[e.seat][e.column];
  const nine = g.faceDown ? g.cards[0] : e.nine!;
  const survivor = g.cards.find((c) => c !== nine);
  const placed = { nines: [...col.nines, nine], top: survivor ?? null, owner: survivor === undefined ? -1 : e.seat, as: 0 };
  return begin(patch(s, { areas: setColumn(s, e.seat, e.column, placed), gain: null }), { kind: 'placeGain', seat: e.seat, column: e.column });
}

/** The turn passes clockwise; any chain and gain are over. */
export const passTurn = (s: MauwiState): MauwiState => patch(s, { turn: (s.turn + 1) % s.seats, chain: null, gain: null });

/** A player has three columns of three 9s: the game ends at once. */
export const endByThreeColumns = (s: MauwiState): MauwiState => patch(s, { endReason: 'threeColumns' });

/** The best score wins; a tie is shared. */
export const declareWinners = (s: MauwiState): MauwiState => patch(s, { winners: bestSeats(s) });
