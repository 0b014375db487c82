// The privacy screen is shown only where people at one device would see the table differently (issue 30).
import { describe, expect, it } from 'vitest';
import { GameSession } from '../engine/session';
import type { PlayerInfo } from '../engine/types';
import { GAMES } from '../games/index';
import { hiddenBetween } from './hidden-between';

const people: PlayerInfo[] = [{ name: 'Ana', kind: 'person' }, { name: 'Ben', kind: 'person' }];

/** A fresh two-person game of `id` with its default options, and a few moves into it. */
async function twoPeople(id: string) {
  const entry = GAMES.find((g) => g.id === id)!;
  const def = await entry.definition();
  const choices = Object.fromEntries(entry.setup.fields.map((f) => [f.id, f.default]));
  const session = new GameSession(def, { options: entry.setup.build(choices, people), seed: 11, players: people } as never);
  const states = [session.state];
  for (let i = 0; i < 6 && !session.over; i++) {
    const seat = def.actors(session.state)[0];
    session.send(def.legalEvents(session.state, seat)[0]);
    states.push(session.state);
  }
  return { def, states };
}

describe('hidden between the people at one device', () => {
  it.each(['pocket-cats', 'moeraki'])('%s hides nothing between its players: no hand-over screen', async (id) => {
    const { def, states } = await twoPeople(id);
    for (const state of states) expect(hiddenBetween(def, state, [0, 1])).toBe(false);
  });

  it.each(['meow-meow', 'purrrummy', 'kitty-cat', 'mauwi'])('%s hides each hand from the other: the tablet is handed over', async (id) => {
    const { def, states } = await twoPeople(id);
    expect(states.some((state) => hiddenBetween(def, state, [0, 1]))).toBe(true);
  });

  it('one person sees nothing hidden from themself', async () => {
    const { def, states } = await twoPeople('meow-meow');
    expect(hiddenBetween(def, states[1], [0])).toBe(false);
  });
});
