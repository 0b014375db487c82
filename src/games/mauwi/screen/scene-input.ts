// What a tap on a hand card means when no legal event uses that card: the move the card would make now, proposed
// as it is (without a target), so the table host's one refusal path says why not in words with a rule link.
// Pure (tested without PixiJS); it reads only the phase and the card's kind, never decides legality.
import type { Proposal } from '../../../ui/game-ui';
import { kindOf, type Card } from '../rules/cards';
import type { MauwiPhase } from '../rules/types';

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
