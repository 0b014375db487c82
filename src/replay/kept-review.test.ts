// A kept review read back passes the game's door (issue 40): its better moves must be ones the rules allowed the
// seat that moved, and its points must follow the game's moves; else it is worked out again.
import { describe, expect, it } from 'vitest';
import { seedFrom, rngInt } from '../engine/rng';
import type { GameEvent, GameInput } from '../engine/types';
import { meowMeow } from '../games/meow-meow/rules/definition';
import type { ReviewPoint } from '../review/review';
import { reviewThatHolds } from './kept-review';

const input = { options: { ...meowMeow.defaultOptions }, seed: 31, players: [{ name: 'Ana', kind: 'person' }, { name: 'Ben', kind: 'person' }] } as GameInput<never>;

/** Six random moves of a Meow Meow game, every position, and a review whose every point advises the move played. */
function game(): { events: GameEvent[]; states: unknown[]; points: ReviewPoint[] } {
  let s = meowMeow.setup(input);
  const states: unknown[] = [s];
  const events: GameEvent[] = [];
  let rng = seedFrom(8);
  for (let n = 0; n < 6; n++) {
    const [seat] = meowMeow.actors(s);
    const legal = meowMeow.legalEvents(s, seat) as GameEvent[];
    let i: number;
    [i, rng] = rngInt(rng, legal.length);
    events.push(legal[i]);
    s = meowMeow.apply(s, legal[i] as never);
    states.push(s);
  }
  const points: ReviewPoint[] = [{ index: 0, chances: [0.5, 0.5], mover: null, advice: null }, ...events.map((e, i) => ({
    index: i + 1, chances: [0.5, 0.5], mover: e.seat, advice: { better: e, agrees: true, playedChance: 0.5, betterChance: 0.5 },
  }))];
  return { events, states, points };
}

describe('a kept review read back', () => {
  it('holds when every better move is one the rules allowed that seat there', () => {
    const { events, states, points } = game();
    expect(reviewThatHolds(points, events, meowMeow, states)).toEqual(points);
  });

  it('is refused when a better move is not allowed, is another seat\'s, or the points do not follow the moves', () => {
    const { events, states, points } = game();
    const withBetter = (better: GameEvent) => points.map((p, i) => (i === 1 ? { ...p, advice: { ...p.advice!, better } } : p));
    expect(reviewThatHolds(withBetter({ type: 'PLAY', seat: events[0].seat, card: 'no such card' } as GameEvent), events, meowMeow, states)).toBeNull();
    expect(reviewThatHolds(withBetter({ ...events[0], seat: 1 - events[0].seat }), events, meowMeow, states)).toBeNull();
    expect(reviewThatHolds(points.map((p, i) => (i === 2 ? { ...p, mover: 1 - p.mover! } : p)), events, meowMeow, states)).toBeNull();
    expect(reviewThatHolds(points.slice(0, -1), events, meowMeow, states)).toBeNull();
    expect(reviewThatHolds(null, events, meowMeow, states)).toBeNull();
  });
});
