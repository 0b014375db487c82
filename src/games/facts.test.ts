// Each game's facts (its entry's GameFacts), against its rules: random games at the tables its shared cases name
// (which between them reach every kind of event), every state looked at by every seat.
import { describe, expect, it } from 'vitest';
import { rngInt, seedFrom, type RngState } from '../engine/rng';
import { GameSession } from '../engine/session';
import type { GameEvent, PlayerInfo } from '../engine/types';
import { deep } from '../engine/test-depth';
import { viewsDiffer } from '../table/hidden-between';
import { GAMES } from './index';
import { loadTestCases } from './test-cases';

const cases = await loadTestCases();

describe.each(GAMES.map((entry) => [entry.id, entry] as const))('the facts of %s', (id, entry) => {
  const { def, tables } = cases.find((c) => c.def.id === id)!;

  it(`hold in random games: hidden between seats ${entry.facts.hiddenBetweenSeats}, several asked at once ${entry.facts.severalAtOnce}, undo '${entry.facts.undo}'`, () => {
    let hidden = 0, together = 0, states = 0;
    let rng: RngState = seedFrom(`facts:${id}`);
    for (const [t, table] of tables.entries()) {
      const players: PlayerInfo[] = Array.from({ length: table.players }, (_, i) => ({ name: `P${i + 1}`, kind: 'bot' }));
      for (let g = 0; g < deep(4); g++) {
        const session = new GameSession(def, { options: table.options, seed: 1000 * t + g, players });
        for (let k = 0; k < 400 && !session.over; k++) {
          const state = session.state;
          const seats = players.map((_, seat) => seat);
          if (viewsDiffer(seats.map((seat) => def.view(state as never, seat)))) hidden++;
          const actors = def.actors(state).filter((seat) => def.legalEvents(state, seat).length > 0);
          if (actors.length > 1) together++;
          states++;
          let pick: number;
          [pick, rng] = rngInt(rng, actors.length);
          const legal = def.legalEvents(state, actors[pick]) as GameEvent[];
          [pick, rng] = rngInt(rng, legal.length);
          expect(session.send(legal[pick]).ok).toBe(true);
        }
      }
    }
    expect(states).toBeGreaterThan(100);
    // Declared false: never seen in any state; declared true: seen (so the declaration is not a guess).
    expect(hidden > 0, `states where two seats see the table differently: ${hidden} of ${states}`).toBe(entry.facts.hiddenBetweenSeats);
    expect(together > 0, `states where several seats may act: ${together} of ${states}`).toBe(entry.facts.severalAtOnce);
    // Anybody's moves may be taken back only where nobody's view hides anything from another.
    if (entry.facts.undo === 'anybody') expect(entry.facts.hiddenBetweenSeats).toBe(false);
  });
});
