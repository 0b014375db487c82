// Invariants over random games (fast-check): cards conserved, never stuck, replay equal, views honest.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { GameSession } from '../../../engine/session';
import { kittyCat } from './definition';
import { makeDeck } from '../../shared/cards';
import { players } from '../test/testkit';
import { recentTargets } from '../screen/recent';
import type { KittyEvent } from './rules';

const MAX_EVENTS = 300;
type Session = GameSession<typeof kittyCat>;

/** Plays a random game through the statechart, calling `check` after each event. */
function randomGame(seed: number, n: number, counters: number, picks: number[], check: (s: Session) => void, kind: 'bot' | 'person' = 'bot'): Session {
  const session = new GameSession(kittyCat, { options: { dealer: seed % n, counters }, seed, players: players(n, kind) });
  check(session);
  for (let i = 0; i < MAX_EVENTS && !session.over; i++) {
    const seat = kittyCat.actors(session.state)[0];
    const legal = kittyCat.legalEvents(session.state, seat);
    const r = session.send(legal[picks[i % picks.length] % legal.length]);
    expect(r.ok).toBe(true);
    check(session);
  }
  return session;
}

const gameArb = fc.tuple(fc.integer({ min: 0, max: 2 ** 31 }), fc.integer({ min: 2, max: 6 }), fc.integer({ min: 1, max: 3 }), fc.array(fc.nat(1000), { minLength: 60, maxLength: 60 }));

describe('kitty-cat properties', () => {
  it('the 36 cards are always all somewhere, exactly once, and no invariant breaks', () => {
    fc.assert(fc.property(gameArb, ([seed, n, counters, picks]) => {
      const deck = makeDeck(6).sort((a, b) => a - b);
      randomGame(seed, n, counters, picks, (s) => {
        const st = s.state;
        const all = [...st.deck, ...st.middle, ...st.setAside, ...st.hands.flat(), ...(st.sets ?? []).flat()].sort((a, b) => a - b);
        expect(all).toEqual(deck);
        expect(kittyCat.invariants(st)).toEqual([]);
      });
    }), { numRuns: 30 });
  });

  it('some seat can always act until the game is over; then there is exactly one winner', () => {
    fc.assert(fc.property(gameArb, ([seed, n, counters, picks]) => {
      randomGame(seed, n, counters, picks, (s) => {
        if (s.over) {
          expect(kittyCat.result(s.state)?.winners).toHaveLength(1);
          expect(kittyCat.actors(s.state)).toEqual([]);
        } else {
          const actors = kittyCat.actors(s.state);
          expect(actors.length).toBeGreaterThan(0);
          for (const a of actors) expect(kittyCat.legalEvents(s.state, a).length).toBeGreaterThan(0);
        }
      });
    }), { numRuns: 40 });
  });

  it('replaying the log from (options, seed, players, events) gives the same state', () => {
    fc.assert(fc.property(gameArb, ([seed, n, counters, picks]) => {
      const s = randomGame(seed, n, counters, picks, () => {});
      const again = GameSession.replay(kittyCat, s.input, s.events);
      expect(again.state).toEqual(s.state);
      expect(again.snapshot.value).toEqual(s.snapshot.value);
    }), { numRuns: 30 });
  });

  it('a view never shows another hand during a round, the deck, the dealer\'s unseen set or the generator', () => {
    fc.assert(fc.property(gameArb, ([seed, n, counters, picks]) => {
      randomGame(seed, n, counters, picks, (s) => {
        const st = s.state;
        for (let viewer = 0; viewer < n; viewer++) {
          const v = kittyCat.view(st, viewer);
          const text = JSON.stringify(v);
          expect(Object.keys(v)).not.toContain('rng');
          expect(Object.keys(v)).not.toContain('deck');
          expect(v.hand).toEqual(st.hands[viewer]);
          expect(v.counterCounts).toEqual(st.counters);
          expect(v.lives).toHaveLength(n);
          const shown = new Set([...v.hand!, ...v.middle, ...v.setAside, ...v.known.flat(), ...(v.lookedAtSet ?? []),
            ...(v.showdown?.entries.flatMap((e) => e.hand) ?? []),
            ...v.last.flatMap((a) => (a.kind === 'swapOne' ? [a.gave, a.took] : a.kind === 'swapAll' ? [...a.gave, ...a.took] : []))]);
          const hidden = [...st.deck, ...(st.sets ? (viewer === st.dealer ? st.sets[1] : st.sets.flat()) : [])];
          const known = new Set(st.known.flat());
          if (st.phase !== 'showdown' && st.phase !== 'over') hidden.push(...st.hands.filter((_, i) => i !== viewer).flat().filter((c) => !known.has(c)));
          for (const c of hidden) expect(shown.has(c), `card ${c} is hidden from seat ${viewer}`).toBe(false);
          // Every card the view names is one it may know: nothing else slips in under another field.
          const allowed = new Set([...shown, ...st.hands.flat()]);
          for (const m of text.matchAll(/"(?:hand|middle|setAside|lookedAtSet|counted|gave|took)":\[([\d,]*)\]/g)) {
            for (const x of m[1].split(',').filter(Boolean).map(Number)) expect(allowed.has(x)).toBe(true);
          }
        }
      });
    }), { numRuns: 8 });
  });

  it('the marks since a seat\'s last turn light the whole new middle when everyone passed since, and only then', () => {
    // Mostly passes, so that whole rounds of them happen; the marks are checked at every turn against what the
    // table really did (its own record of a new middle), from the events since the seat's own last move.
    let seen = 0;
    fc.assert(fc.property(gameArb, ([seed, n, counters, picks]) => {
      const session = new GameSession(kittyCat, { options: { dealer: seed % n, counters }, seed, players: players(n) });
      const newMiddleAt: boolean[] = [];
      for (let i = 0; i < MAX_EVENTS && !session.over; i++) {
        const seat = kittyCat.actors(session.state)[0];
        const legal = kittyCat.legalEvents(session.state, seat);
        const events = session.events as KittyEvent[];
        const own = events.map((e) => e.seat).lastIndexOf(seat);
        const window = events.slice(own + 1).map((e, k) => ({ e, at: own + 1 + k }));
        const fresh = window.slice(window.map((w) => w.e.type).lastIndexOf('NEXT_ROUND') + 1);
        if (session.state.phase === 'swapping' && own >= 0) {
          const marks = recentTargets(events.slice(own + 1), kittyCat.view(session.state, seat)).middle;
          const last = fresh.map((w) => newMiddleAt[w.at]).lastIndexOf(true);
          if (last >= 0 && fresh.slice(last + 1).every((w) => w.e.type === 'PASS')) {
            expect(marks, 'a new middle since this seat\'s turn').toEqual([0, 1, 2]);
            seen++;
          } else if (last < 0 && !fresh.some((w) => ['SWAP_ALL', 'KEEP_SET', 'TAKE_BLIND'].includes(w.e.type))) {
            expect(marks.length).toBeLessThanOrEqual(fresh.filter((w) => w.e.type === 'SWAP_ONE').length);
          }
        }
        const pass = legal.find((e) => e.type === 'PASS');
        const pick = picks[i % picks.length];
        expect(session.send(pass && pick % 6 !== 0 ? pass : legal[pick % legal.length]).ok).toBe(true);
        newMiddleAt.push(session.state.last.some((a) => a.kind === 'newMiddle'));
      }
    }), { numRuns: 30 });
    expect(seen, 'turns after a new middle were met').toBeGreaterThan(10);
  });

  it('people at the table: the showdown waits for one of them', () => {
    fc.assert(fc.property(gameArb, ([seed, n, counters, picks]) => {
      randomGame(seed, n, counters, picks, (s) => {
        if (s.state.phase === 'showdown') for (const a of kittyCat.actors(s.state)) expect(s.state.people[a]).toBe(true);
      }, 'person');
    }), { numRuns: 15 });
  });

  it('random games end (no game is stuck) within a generous bound', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 2 ** 31 }), fc.integer({ min: 2, max: 6 }), (seed, n) => {
      let s = kittyCat.setup({ options: { dealer: 0, counters: 3 }, seed, players: players(n) });
      let r = seed;
      for (let i = 0; i < 20_000 && s.phase !== 'over'; i++) {
        const seat = kittyCat.actors(s)[0];
        const legal = kittyCat.legalEvents(s, seat);
        r = (Math.imul(r, 1103515245) + 12345) >>> 0;
        s = kittyCat.apply(s, legal[(r >>> 8) % legal.length]);
      }
      expect(s.phase).toBe('over');
      expect(kittyCat.result(s)!.winners).toHaveLength(1);
    }), { numRuns: 50 });
  });
});
