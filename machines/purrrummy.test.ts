// The statechart against the pure rules: same states, same flow, every state reachable.
import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import fc from 'fast-check';
import { purrrummyMachine } from './purrrummy';
import { apply, legalEvents, type PurrEvent, type PurrState } from '../src/games/purrrummy/rules';
import { GameSession } from '../src/engine/session';
import { purrrummy } from '../src/games/purrrummy';

const players = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}`, kind: 'bot' as const }));

/** A random legal event, preferring melds and lay-offs (so games reach their end) when `pick` says so. */
function pickEvent(s: PurrState, pick: number): PurrEvent {
  const legal = legalEvents(s, s.turn);
  const melds = legal.filter((e) => e.type === 'MELD' || e.type === 'LAY_OFF');
  const pool = melds.length && pick % 3 ? melds : legal;
  return pool[(pick >>> 2) % pool.length];
}

describe('purrrummy statechart path', () => {
  it('goes drawing → melding → (meld) melding → (discard) drawing → … → over, the phase naming the chart state', () => {
    const input = { options: { layoff: true, dealer: 1 }, seed: 3, players: players(2) };
    const session = new GameSession(purrrummy, input);
    const seen = new Set<string>([JSON.stringify(session.snapshot.value)]);
    const kinds = new Set<string>();
    let pick = 12345;
    for (let i = 0; i < 3000 && !session.over; i++) {
      pick = (Math.imul(pick, 1103515245) + 12345) >>> 0;
      const e = pickEvent(session.state, pick);
      kinds.add(e.type);
      expect(session.send(e).ok).toBe(true);
      seen.add(JSON.stringify(session.snapshot.value));
      expect(session.state.phase).toBe(session.snapshot.value);
    }
    expect(session.over).toBe(true);
    for (const state of ['drawing', 'melding', 'over']) expect(seen).toContain(JSON.stringify(state));
    for (const k of ['DRAW', 'MELD', 'DISCARD']) expect(kinds).toContain(k);
  });
});

describe('purrrummy statechart and the pure forward model agree', () => {
  it('random games: transition() and apply() give equal states after every event', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 2, max: 4 }), fc.boolean(), fc.array(fc.nat(), { minLength: 300, maxLength: 300 }),
        (seed, n, layoff, picks) => {
          const input = { options: { layoff, dealer: seed % n }, seed, players: players(n) };
          let [snap] = initialTransition(purrrummyMachine, input);
          let pure = purrrummy.setup(input);
          expect(snap.context).toEqual(pure);
          for (const pick of picks) {
            if (pure.phase === 'over') break;
            const e = pickEvent(pure, pick);
            [snap] = transition(purrrummyMachine, snap, e);
            pure = apply(pure, e);
            expect(snap.context).toEqual(pure);
            expect(pure.phase).toBe(snap.value);
          }
        }),
      { numRuns: 40 },
    );
  });

  it('a stalled table ends the game in the chart as in the rules (a random game that once ran for ever)', () => {
    const input = { options: { layoff: true, dealer: 0 }, seed: 161825828, players: players(2) };
    let [snap] = initialTransition(purrrummyMachine, input);
    let pure = purrrummy.setup(input);
    let r = input.seed;
    let events = 0;
    while (pure.phase !== 'over' && events++ < 20_000) {
      // Melds preferred one time in three (as the property test's played-out games).
      r = (Math.imul(r, 1103515245) + 12345) >>> 0;
      const base = r - (r % 3);
      const e = pickEvent(pure, r % 3 === 0 ? base + 1 : base);
      [snap] = transition(purrrummyMachine, snap, e);
      pure = apply(pure, e);
    }
    expect(pure.endReason).toBe('blocked');
    expect(snap.value).toBe('over');
    expect(snap.context).toEqual(pure);
  });

  it('an illegal event changes nothing', () => {
    const input = { options: { layoff: false, dealer: 0 }, seed: 5, players: players(3) };
    const [snap] = initialTransition(purrrummyMachine, input);
    for (const e of [{ type: 'DISCARD', seat: 1, card: snap.context.hands[1][0] }, { type: 'DRAW', seat: 2 }, { type: 'MELD', seat: 1, cards: [] }] as PurrEvent[]) {
      const [next] = transition(purrrummyMachine, snap, e);
      expect(next.context).toBe(snap.context);
      expect(next.value).toBe(snap.value);
    }
  });
});
