// Why a move is refused, or null when it is legal: the one legality check, asked by the door
// (src/engine/door.ts) before anything reaches the chart. Reasons name a locale key and the rule to read.
import type { Reason, Seat } from '../../../engine/types';
import { isJoker, kindOf, type Card } from './cards';
import { RULES } from './constants';
import {
  gainColumns, matchesChain, mayDefend, ninoxTarget, validAs, whyNotAttackOn, whyNotBlockOn, whyNotGainNine, whyNotKiwi,
  whyNotPlaceOn, whyNotUnblock,
} from './checks';
import { isOpponent } from './teams';
import type { MauwiEvent, MauwiPhase, MauwiState } from './state';

/** The phase each event belongs to (GIVE_UP has two, handled on its own). */
const PHASE_OF: Record<MauwiEvent['type'], MauwiPhase> = {
  PLACE: 'play', BLOCK: 'play', UNBLOCK: 'play', ATTACK: 'play', KIWI: 'play', NINOX: 'play', DISCARD_HAND: 'play',
  DEFEND: 'defending', TUATARA: 'defending', RENEW: 'renewing', PLACE_GAIN: 'placing', GIVE_UP: 'play',
};
const validColumn = (column: number): boolean => Number.isInteger(column) && column >= 0 && column < RULES.columns;
/** Why a move's column is refused: none chosen (a tapped card that fits no column now), or one that does not exist. */
const columnReason = (column: number | undefined): Reason =>
  column === undefined ? { key: 'mauwi.noColumnFits', rule: 'turn' } : { key: 'mauwi.noSuchColumn', rule: 'columns' };
const validSeat = (s: MauwiState, seat: Seat): boolean => Number.isInteger(seat) && seat >= 0 && seat < s.seats;

function whyNotPlayCard(s: MauwiState, e: { seat: Seat; card: Card; as?: number }, kinds: string[]): Reason | null {
  if (!s.hands[e.seat].includes(e.card)) return { key: 'mauwi.notInHand' };
  if (!kinds.includes(kindOf(e.card))) return { key: 'mauwi.wrongCard', params: { card: kindOf(e.card) }, rule: 'turn' };
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
