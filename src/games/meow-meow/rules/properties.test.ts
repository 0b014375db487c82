// Invariants over random games (fast-check): cards conserved, never stuck, replay equal, views honest.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { GameSession } from '../../../engine/session';
import { meowMeow } from './definition';
import { makeDeck } from '../../shared/cards';

const players = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}`, kind: 'person' as const }));
const MAX_EVENTS = 400;

/** Plays a random game through the statechart, calling `check` after each event. */
function randomGame(seed: number, n: number, deck: 32 | 52, picks: number[], check: (s: GameSession<typeof meowMeow>) => void): GameSession<typeof meowMeow> {
  const session = new GameSession(meowMeow, { options: { deck, dealer: seed % n }, seed, players: players(n) });
  for (let i = 0; i < MAX_EVENTS && !session.over; i++) {
    const seat = meowMeow.actors(session.state)[0];
    const legal = meowMeow.legalEvents(session.state, seat);
    const r = session.send(legal[picks[i % picks.length] % legal.length]);
    expect(r.ok).toBe(true);
    check(session);
  }
  return session;
}

const gameArb = fc.tuple(fc.integer({ min: 0, max: 2 ** 31 }), fc.integer({ min: 2, max: 6 }), fc.constantFrom(32 as const, 52 as const), fc.array(fc.nat(1000), { minLength: 50, maxLength: 50 }));

describe('meow-meow properties', () => {
  it('the 32 or 52 cards are always all somewhere, exactly once', () => {
    fc.assert(fc.property(gameArb, ([seed, n, deck, picks]) => {
      randomGame(seed, n, deck, picks, (s) => {
        const st = s.state;
        const all = [...st.drawPile, ...st.discard, ...st.hands.flat()].sort((a, b) => a - b);
        expect(all).toEqual(makeDeck(deck === 32 ? 7 : 2).sort((a, b) => a - b));
      });
    }), { numRuns: 40 });
  });

  it('the game always has a legal event for the seat to act, or is over', () => {
    fc.assert(fc.property(gameArb, ([seed, n, deck, picks]) => {
      randomGame(seed, n, deck, picks, (s) => {
        if (s.over) expect(meowMeow.result(s.state)?.winners.length).toBe(1);
        else expect(meowMeow.legalEvents(s.state, meowMeow.actors(s.state)[0]).length).toBeGreaterThan(0);
      });
    }), { numRuns: 40 });
  });

  it('replaying the log from (options, seed, events) gives the same state', () => {
    fc.assert(fc.property(gameArb, ([seed, n, deck, picks]) => {
      const s = randomGame(seed, n, deck, picks, () => {});
      const again = GameSession.replay(meowMeow, s.input, s.events);
      expect(again.state).toEqual(s.state);
      expect(again.snapshot.value).toEqual(s.snapshot.value);
    }), { numRuns: 30 });
  });

  it('a view never shows another seat\'s hand, the draw pile or the generator', () => {
    fc.assert(fc.property(gameArb, ([seed, n, deck, picks]) => {
      randomGame(seed, n, deck, picks, (s) => {
        const st = s.state;
        for (let viewer = 0; viewer < n; viewer++) {
          const v = meowMeow.view(st, viewer);
          const shown = new Set([...(v.hand ?? []), ...v.discard, ...(v.drawn !== null ? [v.drawn] : [])]);
          const hidden = [...st.drawPile, ...st.hands.filter((_, i) => i !== viewer).flat()];
          expect(hidden.some((c) => shown.has(c))).toBe(false);
          expect(Object.keys(v)).not.toContain('rng');
          expect(Object.keys(v)).not.toContain('drawPile');
          expect(v.hand).toEqual(st.hands[viewer]);
        }
      });
    }), { numRuns: 25 });
  });

  it('random games end (no game is stuck) within a generous bound', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 2 ** 31 }), fc.integer({ min: 2, max: 6 }), (seed, n) => {
      let s = meowMeow.setup({ options: { deck: 52, dealer: 0 }, seed, players: players(n) });
      let r = seed;
      for (let i = 0; i < 50_000 && s.phase !== 'over'; i++) {
        const legal = meowMeow.legalEvents(s, s.turn);
        // Prefer playing (as every real player does) so the bound stays small but every event type occurs.
        const plays = legal.filter((e) => e.type === 'PLAY' || e.type === 'WISH' || e.type === 'MEOW');
        r = (Math.imul(r, 1103515245) + 12345) >>> 0;
        const pool = plays.length && r % 4 ? plays : legal;
        s = meowMeow.apply(s, pool[r % pool.length]);
      }
      expect(s.phase).toBe('over');
    }), { numRuns: 50 });
  });
});
