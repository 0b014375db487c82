// Who may act in each phase: several seats at once while an attack is open in a team game.
import type { Seat } from '../../../engine/types';
import { teammateOf } from './teams';
import type { MauwiState } from './state';

/** The player whose turn it is; the defender (and teammate) while an attack is open; the attacker while a
 *  defended attack may be renewed; the winner of a gain while placing it; nobody once the game is over. */
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
