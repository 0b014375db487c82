// "Since your last turn" for the table: the other seats' events a scene lights while it is the bottom seat's
// turn. Events only, never state: each game's recentTargets reads only the fields its viewer may see.
import type { GameEvent } from '../engine/types';

/**
 * The events at `since` (MoveLog.sinceLastTurn: other seats' moves after the seat's own last one, oldest first),
 * or none when the hand is hidden (the tablet is being passed on) or it is not that seat's turn.
 */
export function recentMoves<E extends GameEvent>(events: readonly E[], since: readonly number[], yourTurn: boolean, showHand: boolean): E[] {
  if (!yourTurn || !showHand) return [];
  const out: E[] = [];
  for (const i of since) if (events[i] !== undefined) out.push(events[i]);
  return out;
}
