// Whether people sharing one device see anything different of the table: a hand, a card kept face down, a secret
// choice. Only then is the device passed between them behind the privacy screen (handover.ts); a game with nothing
// hidden between its players (Pocket Cats, Moeraki-Kemu: GameFacts.hiddenBetweenSeats false, checked against their
// views by src/games/facts.test.ts) goes from one to the next with the table in view. Otherwise read from the game's
// own views, position by position, so a game that hides something only for a while is covered then.
import { sameState } from '../engine/equal';
import type { AnyGameDefinition, Seat } from '../engine/types';

/** A view without the field that only names who looks at it. */
function seen(view: unknown): unknown {
  if (view === null || typeof view !== 'object' || !('viewer' in view)) return view;
  const { viewer: _viewer, ...rest } = view as Record<string, unknown>;
  return rest;
}

/** True when two of `seats` would see the table of `state` differently. */
export function hiddenBetween(def: AnyGameDefinition, state: unknown, seats: readonly Seat[]): boolean {
  return viewsDiffer(seats.map((seat) => def.view(state as never, seat)));
}

/** True when two of these seats' views show the table differently (a device that has only their views: online). */
export function viewsDiffer(views: readonly unknown[]): boolean {
  const [first, ...others] = views.map(seen);
  return others.some((view) => !sameState(view, first));
}
