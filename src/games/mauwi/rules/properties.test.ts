// Invariants over random games (fast-check, random legal events for random actors): every card always in exactly
// one place, never stuck, games end, views honest.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { makeDeck, type Edition } from './cards';
import { actors } from './actors';
import { mauwi } from './definition';
import { invariants } from './invariants';
import { legalEvents } from './moves';
import { result } from './scoring';
import { newGame } from '../test/testkit';
import type { MauwiEvent, MauwiOptions, MauwiState } from './state';
import { viewOf } from './view';

const MAX_EVENTS = 300;

const gameArb = fc.record({
  seed: fc.integer({ min: 0, max: 2 ** 31 }),
  seats: fc.integer({ min: 2, max: 6 }),
  edition: fc.constantFrom<Edition>('en', 'fr'),
  animals: fc.record({ kiwi: fc.integer({ min: 0, max: 4 }), ninox: fc.integer({ min: 0, max: 4 }), tuatara: fc.integer({ min: 0, max: 4 }) }),
  teams: fc.boolean(),
  picks: fc.array(fc.nat(10_000), { minLength: 60, maxLength: 60 }),
});
type G = { seed: number; seats: number; edition: Edition; animals: MauwiOptions['animals']; teams: boolean; picks: number[] };

function optionsOf(g: G): MauwiOptions {
  const en = g.edition === 'en';
  return { edition: g.edition, animals: en ? g.animals : { kiwi: 0, ninox: 0, tuatara: 0 }, teams: en && g.teams && g.seats >= 4, first: g.seed % g.seats };
}

/** Every legal event of every actor, in a fixed order. */
function allLegal(s: MauwiState): MauwiEvent[] {
  return actors(s).flatMap((p) => legalEvents(s, p));
}

function randomGame(g: G, check: (s: MauwiState) => void, max = MAX_EVENTS): MauwiState {
  let s = newGame(optionsOf(g), g.seed, g.seats);
  check(s);
  for (let i = 0; i < max && s.phase !== 'over'; i++) {
    const legal = allLegal(s);
    s = mauwi.apply(s, legal[g.picks[i % g.picks.length] % legal.length]);
    check(s);
  }
  return s;
}

describe('mauwi properties', () => {
  it('every card is always in exactly one place, and every column within its limits', () => {
    fc.assert(fc.property(gameArb, (g) => {
      randomGame(g, (s) => {
        expect(invariants(s)).toEqual([]);
        expect(makeDeck(s.options.edition, s.seats, s.options.animals)).toHaveLength(
          s.drawPile.length + s.discard.length + s.hands.flat().length + (s.chain?.card != null ? 1 : 0) + (s.gain?.cards.length ?? 0)
          + s.areas.flat().reduce((t, c) => t + c.nines.length + (c.top === null ? 0 : 1), 0));
      });
    }), { numRuns: 60 });
  });

  it('some actor always has a legal event, each accepted by explain, or the game is over with a result', () => {
    fc.assert(fc.property(gameArb, (g) => {
      randomGame(g, (s) => {
        if (s.phase === 'over') { expect(result(s)?.winners.length).toBeGreaterThan(0); return; }
        expect(result(s)).toBeNull();
        const legal = allLegal(s);
        expect(legal.length).toBeGreaterThan(0);
        for (const p of [0, 1, 2, 3, 4, 5].slice(0, s.seats)) if (!actors(s).includes(p)) expect(legalEvents(s, p)).toEqual([]);
      });
    }), { numRuns: 60 });
  });

  it('a view never shows another seat\'s hand, the draw pile, the generator or the face-down cards', () => {
    fc.assert(fc.property(gameArb, (g) => {
      randomGame(g, (s) => {
        for (let viewer = 0; viewer < s.seats; viewer++) {
          const v = viewOf(s, viewer);
          const json = JSON.stringify(v);
          expect(json).not.toContain('"rng"');
          expect(json).not.toContain('"drawPile"');
          expect(v.hand).toEqual(s.hands[viewer]);
          const shown = new Set<number>([...(v.hand ?? []), ...v.discard, ...v.areas.flat().flatMap((c) => (c.top === null ? [] : [c.top])),
            ...(v.chain?.card != null ? [v.chain.card] : []), ...(v.gain?.cards.filter((c): c is number => c !== null) ?? [])]);
          const hidden = [...s.drawPile, ...s.hands.filter((_, i) => i !== viewer).flat(), ...s.areas.flat().flatMap((c) => c.nines)];
          expect(hidden.some((c) => shown.has(c))).toBe(false);
          expect(v.areas.flat().every((c) => typeof c.nines === 'number')).toBe(true);
        }
      }, 120);
    }), { numRuns: 25 });
  });

  it('games end within a bound when players go for their 9s (one-ply greedy, with random moves mixed in)', () => {
    // A purely random player can cycle the deck forever (discarding hands, giving up attacks), as people
    // could; players who take the 9s they are offered always finish.
    const ninesOf = (s: MauwiState, seat: number) => s.areas[seat].reduce((t, c) => t + c.nines.length, 0);
    fc.assert(fc.property(gameArb, (g) => {
      let s = newGame(optionsOf(g), g.seed, g.seats);
      let r = g.seed >>> 0;
      let n = 0;
      for (; n < 20_000 && s.phase !== 'over'; n++) {
        const legal = allLegal(s);
        r = (Math.imul(r, 1103515245) + 12345) >>> 0;
        let pick = legal[(r >>> 4) % legal.length];
        if ((r >>> 8) % 4) {
          let best = -Infinity;
          for (const e of legal) {
            const next = mauwi.apply(s, e);
            const gain = ninesOf(next, e.seat) - ninesOf(s, e.seat) + (next.gain?.seat === e.seat ? 0.5 : 0);
            if (gain > best) { best = gain; pick = e; }
          }
        }
        s = mauwi.apply(s, pick);
      }
      expect(s.phase).toBe('over');
    }), { numRuns: 40 });
  });
});
