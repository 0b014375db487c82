// What one seat may see: its own hand, everyone's hand size, the columns (face-down 9s only as a count: nobody
// looks at them), the discard pile, the open chain and gain. Never the draw pile order, the generator state,
// another seat's cards, nor which physical card lies face down.
import type { Seat } from '../../../engine/types';
import { actors } from './actors';
import type { Card } from './cards';
import { teammateOf } from './teams';
import type { LastAction, MauwiOptions, MauwiPhase, MauwiState } from './state';

export interface ColumnView { nines: number; top: Card | null; owner: Seat; as: number }

export interface MauwiView {
  viewer: Seat | null;
  seats: number;
  options: MauwiOptions;
  hand: Card[] | null;
  handCounts: number[];
  drawCount: number;
  discard: Card[];
  areas: ColumnView[][];
  teammate: Seat | null;
  turn: Seat;
  phase: MauwiPhase;
  /** The seats that may act now, as the rules' actors say (seen by all: the phase, chain and gain are public). */
  actors: Seat[];
  chain: { attacker: Seat; defender: Seat; column: number; card: Card | null; as: number; value: number; played: Card[] } | null;
  /** A gain being placed: the combo pair was seen by all; a 9 taken face down is shown as null. */
  gain: { seat: Seat; cards: (Card | null)[] } | null;
  winners: Seat[];
  endReason: MauwiState['endReason'];
  last: LastAction[];
  reshuffles: number;
}

export function viewOf(s: MauwiState, viewer: Seat | null): MauwiView {
  const own = viewer !== null && viewer >= 0 && viewer < s.seats;
  return {
    viewer, seats: s.seats, options: s.options,
    hand: own ? s.hands[viewer].slice() : null,
    handCounts: s.hands.map((h) => h.length),
    drawCount: s.drawPile.length,
    discard: s.discard.slice(),
    areas: s.areas.map((a) => a.map((c) => ({ nines: c.nines.length, top: c.top, owner: c.owner, as: c.as }))),
    teammate: own ? teammateOf(s, viewer) : null,
    turn: s.turn, phase: s.phase, actors: actors(s),
    chain: s.chain === null ? null : { ...s.chain, played: s.chain.played.slice() },
    gain: s.gain === null ? null : { seat: s.gain.seat, cards: s.gain.faceDown ? s.gain.cards.map(() => null) : s.gain.cards.slice() },
    winners: s.winners.slice(), endReason: s.endReason,
    last: s.last.map((a) => ({ ...a })), reshuffles: s.reshuffles,
  };
}
