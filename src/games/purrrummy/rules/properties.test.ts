// Invariants over random games (fast-check): cards conserved, never stuck, replay equal, views honest.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { GameSession } from '../../../engine/session';
import { purrrummy } from './definition';
import { RULES, fullDeck } from './constants';
import { legalEvents, tableBlocked } from './rules';
import type { PurrEvent, PurrState } from './state';

const players = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}`, kind: 'person' as const }));
const MAX_EVENTS = 500;

/** A legal event: melds and lay-offs preferred two times in three, as real players do, so games end. */
function pickEvent(s: PurrState, pick: number): PurrEvent {
  const legal = legalEvents(s, purrrummy.actors(s)[0]);
  const melds = legal.filter((e) => e.type === 'MELD' || e.type === 'LAY_OFF');
  const pool = melds.length && pick % 3 ? melds : legal;
  return pool[(pick >>> 2) % pool.length];
}

/** Plays a random game through the statechart, calling `check` after each event. */
function randomGame(seed: number, n: number, layoff: boolean, picks: number[], check: (s: GameSession<typeof purrrummy>) => void): GameSession<typeof purrrummy> {
  const session = new GameSession(purrrummy, { options: { layoff, dealer: seed % n }, seed, players: players(n) });
  for (let i = 0; i < MAX_EVENTS && !session.over; i++) {
    const r = session.send(pickEvent(session.state, picks[i % picks.length]));
    expect(r.ok).toBe(true);
    check(session);
  }
  return session;
}

const gameArb = fc.tuple(fc.integer({ min: 0, max: 2 ** 31 }), fc.integer({ min: RULES.minPlayers, max: RULES.maxPlayers }), fc.boolean(), fc.array(fc.nat(), { minLength: 61, maxLength: 61 }));

describe('purrrummy properties', () => {
  it('the 55 cards are always all somewhere (hands, deck, discard pile, melds), exactly once; invariants hold', () => {
    fc.assert(fc.property(gameArb, ([seed, n, layoff, picks]) => {
      randomGame(seed, n, layoff, picks, (s) => {
        const st = s.state;
        const all = [...st.drawPile, ...st.discard, ...st.hands.flat(), ...st.melds.flatMap((m) => m.cards)].sort((a, b) => a - b);
        expect(all).toEqual(fullDeck().sort((a, b) => a - b));
        expect(purrrummy.invariants(st)).toEqual([]);
      });
    }), { numRuns: 30 });
  });

  it('the game always has a legal event for the seat to act, or is over: one winner with no cards, or a stalled table won by the fewest cards', () => {
    fc.assert(fc.property(gameArb, ([seed, n, layoff, picks]) => {
      const s = randomGame(seed, n, layoff, picks, (g) => {
        if (g.over) {
          const r = purrrummy.result(g.state)!;
          if (g.state.endReason === 'blocked') {
            expect(tableBlocked(g.state)).toBe(true);
            const fewest = Math.min(...g.state.hands.map((h) => h.length));
            expect(r.winners).toEqual(g.state.hands.flatMap((h, seat) => (h.length === fewest ? [seat] : [])));
          } else {
            expect(r.winners).toHaveLength(1);
            expect(g.state.hands[r.winners[0]]).toEqual([]);
          }
        } else expect(purrrummy.legalEvents(g.state, purrrummy.actors(g.state)[0]).length).toBeGreaterThan(0);
      });
      expect(s.events.length).toBeGreaterThan(0);
    }), { numRuns: 30 });
  });

  it('replaying the log from (options, seed, events) gives the same state', () => {
    fc.assert(fc.property(gameArb, ([seed, n, layoff, picks]) => {
      const s = randomGame(seed, n, layoff, picks, () => {});
      const again = GameSession.replay(purrrummy, s.input, s.events);
      expect(again.state).toEqual(s.state);
      expect(again.snapshot.value).toEqual(s.snapshot.value);
    }), { numRuns: 20 });
  });

  it('a view never shows another seat\'s hidden cards, the draw pile or the generator', () => {
    fc.assert(fc.property(gameArb, ([seed, n, layoff, picks]) => {
      randomGame(seed, n, layoff, picks, (s) => {
        const st = s.state;
        for (let viewer = 0; viewer < n; viewer++) {
          const v = purrrummy.view(st, viewer);
          const shown = new Set([...(v.hand ?? []), ...v.discard, ...v.melds.flatMap((m) => m.cards), ...v.shown.flat()]);
          const hidden = [...st.drawPile, ...st.hands.flatMap((h, i) => (i === viewer ? [] : h.filter((c) => !st.shown[i].includes(c))))];
          expect(hidden.some((c) => shown.has(c))).toBe(false);
          expect(JSON.stringify(v)).not.toContain('"rng"');
          expect(Object.keys(v)).not.toContain('drawPile');
          expect(Object.keys(v)).not.toContain('hands');
          expect(v.hand).toEqual(st.hands[viewer]);
          expect(v.drawCount).toBe(st.drawPile.length);
        }
        expect(purrrummy.view(st, null).hand).toBeNull();
      });
    }), { numRuns: 15 });
  });

  /** A random game played to its end (or 20,000 events), and how many reshuffles it had. */
  function playedOut(seed: number, n: number, layoff: boolean) {
    let s = purrrummy.setup({ options: { layoff, dealer: 0 }, seed, players: players(n) });
    let r = seed;
    for (let i = 0; i < 20_000 && s.phase !== 'over'; i++) {
      r = (Math.imul(r, 1103515245) + 12345) >>> 0;
      // Melds one time in three only, so the deck runs out now and then (pickEvent prefers a meld when its
      // pick is not a multiple of 3; random play alone may never meld and run for ever).
      const base = r - (r % 3);
      s = purrrummy.apply(s, pickEvent(s, r % 3 === 0 ? base + 1 : base));
    }
    return s;
  }

  it('random games end (no game is stuck), a stalled table included', () => {
    // The example is a game that once ran for ever: every meld full, one card in each hand (now a stalled end).
    fc.assert(fc.property(fc.integer({ min: 0, max: 2 ** 31 }), fc.integer({ min: RULES.minPlayers, max: RULES.maxPlayers }), fc.boolean(), (seed, n, layoff) => {
      expect(playedOut(seed, n, layoff).phase).toBe('over');
    }), { numRuns: 40, examples: [[161825828, 2, true]] });
    expect(playedOut(161825828, 2, true).endReason).toBe('blocked');
  });

  it('the draw pile is reshuffled along the way in some games (fixed seeds, so the check is not left to luck)', () => {
    let reshuffled = 0;
    for (let seed = 1; seed <= 40; seed++) if (playedOut(seed, RULES.minPlayers + (seed % (RULES.maxPlayers - RULES.minPlayers + 1)), seed % 2 === 0).reshuffles > 0) reshuffled++;
    expect(reshuffled).toBeGreaterThan(0);
  });
});
