// What a touch on the Mauwi table means, without a canvas: the card and the column a legal event uses, the
// proposal a gesture makes (a CHOOSE when it matches several events), and what a tap on a hand card means when no
// legal event uses that card: the move the card would make now, proposed as it is (without a target), so the table
// host's one refusal path says why not in words with a rule link. It reads the legal events, the phase and the
// card's kind; it never decides legality.
import type { Proposal } from '../../../ui/game-ui';
import { kindOf, type Card } from '../rules/cards';
import type { MauwiEvent, MauwiPhase } from '../rules/state';

export function eventCard(e: MauwiEvent): number | null {
  return 'card' in e ? e.card : null;
}

/** The column a targeted event points at, or null for events made by the card alone (defend, renew, Tuatara). */
export function eventTarget(e: MauwiEvent): { seat: number; column: number } | null {
  switch (e.type) {
    case 'PLACE': case 'UNBLOCK': case 'PLACE_GAIN': return { seat: e.seat, column: e.column };
    case 'BLOCK': case 'ATTACK': case 'NINOX': return { seat: e.target, column: e.column };
    case 'KIWI': return { seat: e.fromSeat, column: e.fromColumn };
    default: return null;
  }
}

/** An event as the table host wants it from a gesture: without the seat. */
export function toProposal(e: MauwiEvent): Proposal {
  const { seat: _seat, ...rest } = e;
  return rest as Proposal;
}

export function proposalOf(events: MauwiEvent[]): Proposal | null {
  if (events.length === 0) return null;
  if (events.length === 1) return toProposal(events[0]);
  return { type: 'CHOOSE', choices: events.map(toProposal) };
}

/** What a tap on a hand card with no legal move proposes (the table host refuses it with the reason). */
export function triedCard(phase: MauwiPhase, card: Card): Proposal {
  if (phase === 'defending') return { type: kindOf(card) === 'tuatara' ? 'TUATARA' : 'DEFEND', card };
  if (phase === 'renewing') return { type: 'RENEW', card };
  switch (kindOf(card)) {
    case 'tuatara': return { type: 'TUATARA', card };
    case 'kiwi': return { type: 'KIWI', card };
    case 'ninox': return { type: 'NINOX', card };
    default: return { type: 'PLACE', card };
  }
}
