// Undo, as players know it from Board Game Arena: a seat takes back its own last moves (and the bots' since) until
// another person acted or something hidden was revealed (the session knows which moves revealed something). People
// sharing one device in a game with nothing hidden (its entry's facts: undo 'anybody') may take back anybody's moves.
import type { GameSession } from '../engine/session';
import type { PlayerInfo, Seat } from '../engine/types';

/** Whose moves an undo by `seat` goes back to. */
export function undoSeats(players: readonly PlayerInfo[], seat: Seat, anyMove: boolean): Seat[] {
  const people = players.flatMap((p, i) => (p.kind === 'person' ? [i] : []));
  return anyMove && people.length === players.length ? people : [seat];
}

/** How many moves an undo by `seat` keeps, or null when it may not undo: nothing of its own to take back, something
 *  hidden revealed since, or (taking back its own moves only) another person acted since. */
export function undoKeep(session: Pick<GameSession, 'undoTarget' | 'events'>, players: readonly PlayerInfo[], seat: Seat, seats: readonly Seat[]): number | null {
  const keep = session.undoTarget(seats);
  if (keep === null) return null;
  if (seats.length > 1) return keep;
  const others = session.events.slice(keep).some((e) => e.seat !== seat && players[e.seat]?.kind === 'person');
  return others ? null : keep;
}
