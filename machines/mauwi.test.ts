// The Mauwi statechart against the pure rules: same flow after every event, every state reachable,
// logs replay through the session.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { getShortestPaths } from 'xstate/graph';
import { initialTransition, transition } from 'xstate';
import { chartStateOf, mauwiMachine } from './mauwi';
import { actors, apply, legalEvents, type MauwiEvent, type MauwiOptions, type MauwiState } from '../src/games/mauwi/rules';
import { animalsFromTotal, mauwi } from '../src/games/mauwi';
import { GameSession } from '../src/engine/session';

const players = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}`, kind: 'bot' as const }));
const allLegal = (s: MauwiState): MauwiEvent[] => actors(s).flatMap((seat) => legalEvents(s, seat));

const optionsArb = fc.record({
  seed: fc.integer({ min: 0, max: 2 ** 31 }),
  seats: fc.integer({ min: 2, max: 6 }),
  edition: fc.constantFrom<'en' | 'fr'>('en', 'fr'),
  animals: fc.integer({ min: 0, max: 12 }),
  teams: fc.boolean(),
});
function inputOf(g: { seed: number; seats: number; edition: 'en' | 'fr'; animals: number; teams: boolean }) {
  const en = g.edition === 'en';
  const options: MauwiOptions = { edition: g.edition, animals: animalsFromTotal(en ? g.animals : 0), teams: en && g.teams && g.seats >= 4, first: g.seed % g.seats };
  return { options, seed: g.seed, players: players(g.seats) };
}

describe('mauwi statechart and the pure rules agree', () => {
  it('random games: transition() and apply() give equal states, and the chart state names the phase', () => {
    fc.assert(fc.property(optionsArb, fc.array(fc.nat(), { minLength: 150, maxLength: 150 }), (g, picks) => {
      const input = inputOf(g);
      let [snap] = initialTransition(mauwiMachine, input);
      let pure = mauwi.setup(input);
      expect(snap.context).toEqual(pure);
      for (const pick of picks) {
        if (pure.phase === 'over') break;
        const legal = allLegal(pure);
        const e = legal[pick % legal.length];
        [snap] = transition(mauwiMachine, snap, e);
        pure = apply(pure, e);
        expect(snap.context).toEqual(pure);
        expect(snap.value).toBe(chartStateOf[pure.phase]);
      }
    }), { numRuns: 30 });
  });

  it('an illegal event changes nothing (a defence when no attack is open)', () => {
    const input = inputOf({ seed: 3, seats: 3, edition: 'en', animals: 0, teams: false });
    const [snap] = initialTransition(mauwiMachine, input);
    const card = snap.context.hands[1][0];
    const [next] = transition(mauwiMachine, snap, { type: 'DEFEND', seat: 1, card });
    expect(next.context).toBe(snap.context);
    expect(next.value).toBe('choosingPlay');
  });
});

describe('mauwi statechart paths (xstate/graph)', () => {
  it('reaches choosing a play, awaiting defence, awaiting renewal and placing gains', () => {
    const reached = new Set<string>();
    // Several deals, so that every kind of moment occurs; abstract states keep the search small.
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const input = inputOf({ seed, seats: 2, edition: 'en', animals: 3, teams: false });
      const paths = getShortestPaths(mauwiMachine, {
        input,
        events: (snap) => allLegal(snap.context as MauwiState).slice(0, 10),
        serializeState: (snap) => {
          const s = snap.context as MauwiState;
          const nines = s.areas.map((a) => Math.min(4, a.reduce((t, c) => t + c.nines.length, 0)));
          return `${String(snap.value)}|${nines.join('/')}|${s.turn}`;
        },
        limit: 50_000,
      });
      for (const p of paths) reached.add(String(p.state.value));
    }
    for (const state of ['choosingPlay', 'awaitingDefence', 'awaitingRenewal', 'placingGains']) expect(reached).toContain(state);
  });

  it('a whole game replays through the session from (options, seed, events)', () => {
    const input = inputOf({ seed: 99, seats: 4, edition: 'en', animals: 6, teams: true });
    const session = new GameSession(mauwi, input);
    let r = 99;
    for (let i = 0; i < 3000 && !session.over; i++) {
      const legal = allLegal(session.state);
      r = (Math.imul(r, 1103515245) + 12345) >>> 0;
      expect(session.send(legal[(r >>> 4) % legal.length]).ok).toBe(true);
    }
    const again = GameSession.replay(mauwi, input, session.events);
    expect(again.state).toEqual(session.state);
    expect(again.snapshot.value).toEqual(session.snapshot.value);
  });
});
