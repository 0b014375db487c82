// A review kept on this device (src/store/reviews.ts) passes the door before it is shown: every better move must be
// one the rules allowed its seat in the position before it, and every point's mover the seat that moved there. A
// review that does not hold is worked out again.
import { checkEvent } from '../engine/door';
import type { AnyGameDefinition, GameEvent } from '../engine/types';
import type { ReviewPoint } from '../review/review';

/** `points` when they hold for this game (`states[k]` the position after move k), else null. */
export function reviewThatHolds(points: readonly ReviewPoint[] | null, events: readonly GameEvent[], def: AnyGameDefinition, states: readonly unknown[]): ReviewPoint[] | null {
  if (!points || points.length !== events.length + 1) return null;
  return points.every((p, i) => p.index === i && holds(p, events, def, states)) ? [...points] : null;
}

function holds(point: ReviewPoint, events: readonly GameEvent[], def: AnyGameDefinition, states: readonly unknown[]): boolean {
  if (point.index === 0) return point.mover === null && point.advice === null;
  const played = events[point.index - 1];
  if (point.mover !== played.seat) return false;
  if (!point.advice) return true;
  const better = checkEvent(def, states[point.index - 1], point.advice.better);
  return better.ok && better.value.seat === played.seat;
}
