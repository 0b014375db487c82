// Properties over random games (fast-check, random legal events) between any two of the seven clans, effects
// on or off (and the draft edition old saves use): 25 tiles always, never stuck, the generated legal events are
// exactly those explain accepts, replays are equal, views never show a face-down tile. Then every one of the 21
// clan pairings, with effects, played out once under the same checks.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CLAN_IDS, FIRST_GAME_CLANS, tilesFor, type ClanId, type Edition } from './data';
import {
  actors, invariants, legalEvents, legalEventsByExplain, result, revealsHidden,
  type ClanChoice, type PocketCatsEvent, type PocketCatsOptions, type PocketCatsState,
} from './rules';
import { viewOf } from './view';
import { pocketCats } from './definition';
import { newGame } from '../test/testkit';

/** Every pairing of two clans, in both seat orders. */
const PAIRS: [ClanId, ClanId][] = CLAN_IDS.flatMap((a) => CLAN_IDS.filter((b) => b !== a).map((b): [ClanId, ClanId] => [a, b]));

const gameArb = fc.record({
  seed: fc.integer({ min: 0, max: 2 ** 31 }),
  choice: fc.constantFrom<ClanChoice>('first-game', 'free', 'limited', 'experts'),
  effects: fc.boolean(),
  clans: fc.constantFrom(...PAIRS),
  edition: fc.constantFrom<Edition>('published', 'published', 'published', 'draft'),
  first: fc.constantFrom<0 | 1>(0, 1),
  picks: fc.array(fc.nat(10_000), { minLength: 40, maxLength: 40 }),
});
type G = { seed: number; choice: ClanChoice; effects: boolean; clans: [ClanId, ClanId]; edition: Edition; first: 0 | 1; picks: number[] };

function optionsOf(g: Omit<G, 'picks' | 'seed'>): PocketCatsOptions {
  // The first game, and the draft edition, are Royal Claws against Gourmets.
  const fixed = g.choice === 'first-game' || g.edition === 'draft';
  const clans: [ClanId, ClanId] = fixed ? (g.clans[0] < g.clans[1] ? [FIRST_GAME_CLANS[1], FIRST_GAME_CLANS[0]] : [FIRST_GAME_CLANS[0], FIRST_GAME_CLANS[1]]) : g.clans;
  return { choice: g.choice, effects: g.choice === 'first-game' ? false : g.effects, clans, first: g.first, edition: g.edition };
}

const allLegal = (s: PocketCatsState): PocketCatsEvent[] => actors(s).flatMap((p) => legalEvents(s, p));

/** A whole random game; `check` sees every state with the event that led to it. */
function randomGame(g: G, check: (s: PocketCatsState, before: PocketCatsState | null, e: PocketCatsEvent | null) => void): { s: PocketCatsState; events: PocketCatsEvent[] } {
  let s = newGame(optionsOf(g), g.seed);
  check(s, null, null);
  const events: PocketCatsEvent[] = [];
  for (let i = 0; i < 300 && s.phase !== 'over'; i++) {
    const legal = allLegal(s);
    const e = legal[g.picks[i % g.picks.length] % legal.length];
    const before = s;
    s = pocketCats.apply(s, e);
    events.push(e);
    check(s, before, e);
  }
  return { s, events };
}

describe('pocket cats properties', () => {
  it('the grid always holds the 25 tiles of the two clans, the prey and the dogs, each once; invariants hold after every event', () => {
    fc.assert(fc.property(gameArb, (g) => {
      randomGame(g, (s) => {
        expect(invariants(s)).toEqual([]);
        if (s.grid.length > 0) expect(s.grid.map((c) => c.tile).sort()).toEqual(tilesFor(s.clans as ClanId[], s.options.edition).sort());
        else expect(s.phase).toBe('choosingClans');
      });
    }), { numRuns: 40 });
  });

  it('never stuck: until the result, one actor has legal events and every other seat none; then the game is over with winners', () => {
    fc.assert(fc.property(gameArb, (g) => {
      const { s } = randomGame(g, (st) => {
        if (st.phase === 'over') return;
        expect(result(st)).toBeNull();
        expect(actors(st)).toHaveLength(1);
        expect(allLegal(st).length).toBeGreaterThan(0);
        for (const p of [0, 1]) if (!actors(st).includes(p)) expect(legalEvents(st, p)).toEqual([]);
      });
      expect(s.phase).toBe('over');
      expect(result(s)!.winners.length).toBeGreaterThan(0);
      expect(s.games).toHaveLength(g.choice === 'experts' ? 2 : 1);
    }), { numRuns: 60 });
  });

  it('the legal events are exactly the candidate events explain accepts', () => {
    fc.assert(fc.property(gameArb, (g) => {
      randomGame(g, (s) => {
        for (const p of [0, 1]) expect(legalEvents(s, p)).toEqual(expect.arrayContaining(legalEventsByExplain(s, p)));
        for (const p of [0, 1]) expect(legalEventsByExplain(s, p)).toHaveLength(legalEvents(s, p).length);
      });
    }), { numRuns: 15 });
  });

  it('replay: the same options, seed and events give the same state', () => {
    fc.assert(fc.property(gameArb, (g) => {
      const { s, events } = randomGame(g, () => {});
      let again = newGame(optionsOf(g), g.seed);
      for (const e of events) again = pocketCats.apply(again, e);
      expect(again).toEqual(s);
    }), { numRuns: 30 });
  });

  it('a view never shows what a face-down tile is or how a face-down dog lies, for either seat or a spectator', () => {
    fc.assert(fc.property(gameArb, (g) => {
      randomGame(g, (s) => {
        const hidden = s.grid.filter((c) => !c.faceUp && !c.attacked).map((c) => c.tile);
        for (const viewer of [0, 1, null]) {
          const v = viewOf(s, viewer);
          const json = JSON.stringify(v);
          expect(json).not.toContain('"rng"');
          for (const t of hidden) expect(json).not.toContain(`"${t}"`);
          v.grid.forEach((c, i) => {
            if (s.grid[i].faceUp) expect(c).toEqual({ faceUp: true, tile: s.grid[i].tile, rot: s.grid[i].rot, attacked: false });
            else if (!s.grid[i].attacked) expect(c).toEqual({ faceUp: false, tile: null, rot: null, attacked: false });
          });
        }
        // Both players see the same table.
        expect({ ...viewOf(s, 0), viewer: null }).toEqual(viewOf(s, null));
      });
    }), { numRuns: 20 });
  });

  it('revealsHidden is true exactly when a tile was flipped or tiles (or clan cards) were dealt', () => {
    fc.assert(fc.property(gameArb, (g) => {
      randomGame(g, (s, before, e) => {
        if (!before || !e) return;
        const dealt = s.draws !== before.draws;
        expect(revealsHidden(before, s)).toBe(e.type === 'FLIP' || dealt);
        if (e.type !== 'FLIP' && e.type !== 'CHOOSE_CLAN' && e.type !== 'NEXT_GAME') expect(dealt).toBe(false);
      });
    }), { numRuns: 20 });
  });

  it('every game takes 24 turns of flip and swap (one face-down tile fewer each turn), alternating players', () => {
    fc.assert(fc.property(gameArb, (g) => {
      const { events } = randomGame({ ...g, choice: 'free' }, () => {});
      const flips = events.filter((e) => e.type === 'FLIP');
      expect(flips).toHaveLength(24);
      flips.forEach((e, i) => expect(e.seat).toBe((g.first + i) % 2));
    }), { numRuns: 20 });
  });

  it.each(CLAN_IDS.flatMap((a, i) => CLAN_IDS.slice(i + 1).map((b) => [a, b] as const)))('%s against %s with clan effects: a whole game keeps the invariants, never sticks, hides face-down tiles and replays equal', (a, b) => {
    const g: G = { seed: a.length * 31 + b.length, choice: 'free', effects: true, clans: [a, b], edition: 'published', first: 0, picks: Array.from({ length: 40 }, (_, i) => (i * 7919) % 10_000) };
    const { s, events } = randomGame(g, (st) => {
      expect(invariants(st)).toEqual([]);
      const hidden = st.grid.filter((c) => !c.faceUp && !c.attacked).map((c) => c.tile);
      const json = JSON.stringify(viewOf(st, 0));
      for (const t of hidden) expect(json).not.toContain(`"${t}"`);
    });
    expect(s.phase).toBe('over');
    let again = newGame(optionsOf(g), g.seed);
    for (const e of events) again = pocketCats.apply(again, e);
    expect(again).toEqual(s);
  });
});
