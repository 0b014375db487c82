// Pocket Cats' hard search: it looks one reply deep. With one tile left face down (so it is known by elimination)
// the reply is exactly known, and the search's move is then the exact best, where greedy's often is not; with
// clan effects on, the moves it weighs are every kind the flipped tile has.
import { describe, expect, it } from 'vitest';
import { seedFrom } from '../../../engine/rng';
import { chooseEvent } from '../../../ai/bots';
import { pocketCatsBot, leadOf } from './bot';
import { CLAN_IDS, tileDef, type ClanId } from '../rules/data';
import { actors, legalEvents, type PocketCatsEvent, type PocketCatsOptions, type PocketCatsState } from '../rules/rules';
import { viewOf } from '../rules/view';
import { FLIP_ROUNDS, SWAP_ROUNDS, pocketCatsSearch, withTileAt } from './search';
import { pocketCats } from '../rules/definition';
import { newGame } from '../test/testkit';

const options: PocketCatsOptions = { effects: false, clans: ['royal-claws', 'gourmets'], choice: 'free', first: 0, edition: 'published' };
/** Every pairing of two different clans. */
const PAIRINGS: [ClanId, ClanId][] = CLAN_IDS.flatMap((a, i) => CLAN_IDS.slice(i + 1).map((b): [ClanId, ClanId] => [a, b]));

/** A random game's position where the second-to-last face-down tile has just been flipped and the last one is not a dog. */
function beforeLastReply(seed: number, o: PocketCatsOptions = options): PocketCatsState | null {
  let s = newGame(o, seed);
  let r = seedFrom(seed);
  while (s.phase !== 'over') {
    const faceDown = s.grid.filter((c) => !c.faceUp);
    if (s.phase === 'swapping' && faceDown.length === 1) return tileDef(faceDown[0].tile).kind === 'dog' ? null : s;
    const legal = legalEvents(s, actors(s)[0]);
    r = (Math.imul(r, 1103515245) + 12345) >>> 0;
    s = pocketCats.apply(s, legal[(r >>> 3) % legal.length]);
  }
  return null;
}

/** The swap's exact worth to the mover: their lead once the other player has made the best last move. */
function exactWorth(s: PocketCatsState, e: PocketCatsEvent): number {
  const me = e.seat;
  const after = pocketCats.apply(s, e);
  const them = after.turn;
  const flip = legalEvents(after, them)[0];
  const flipped = pocketCats.apply(after, flip);
  return Math.min(...legalEvents(flipped, them).map((last) => leadOf(pocketCats.apply(flipped, last), me)));
}

describe('pocket cats hard search', () => {
  it('with one tile left face down, its swap is the exact best against the last reply; greedy misses it in some games', () => {
    let checked = 0;
    let greedyMissed = 0;
    for (let seed = 1; checked < 12; seed++) {
      const s = beforeLastReply(seed);
      if (!s) continue;
      const seat = s.turn;
      const legal = legalEvents(s, seat);
      const worth = legal.map((e) => exactWorth(s, e));
      const best = Math.max(...worth);
      const hard = chooseEvent(pocketCatsBot, 'hard', viewOf(s, seat), legal, seed, { ms: 60_000 }).event;
      expect(worth[legal.indexOf(hard)], `seed ${seed}`).toBe(best);
      const greedy = chooseEvent(pocketCatsBot, 'greedy', viewOf(s, seat), legal, seed).event;
      if (worth[legal.indexOf(greedy)] < best) greedyMissed++;
      checked++;
    }
    expect(greedyMissed).toBeGreaterThan(0);
  });

  it('with clan effects on, its move (of any kind) is the exact best against the last reply too, in every pairing', () => {
    const kinds = new Set<string>();
    PAIRINGS.forEach(([a, b], k) => {
      for (let seed = 1; seed < 40; seed++) {
        const s = beforeLastReply(seed, { ...options, effects: true, clans: [a, b], first: (k % 2) as 0 | 1 });
        if (!s) continue;
        const seat = s.turn;
        const legal = legalEvents(s, seat);
        const worth = legal.map((e) => exactWorth(s, e));
        const hard = chooseEvent(pocketCatsBot, 'hard', viewOf(s, seat), legal, seed, { ms: 60_000 }).event;
        expect(worth[legal.indexOf(hard)], `${a} v ${b} seed ${seed}`).toBe(Math.max(...worth));
        for (const e of legal) kinds.add(e.type);
        return;
      }
    });
    expect(kinds.size).toBeGreaterThan(1);
  });

  it('yields a legal best move at every pause and round, and stops after its rounds', () => {
    for (let seed = 1; seed <= 3; seed++) {
      let s = newGame(options, seed);
      for (let i = 0; i < 4 * seed; i++) s = pocketCats.apply(s, legalEvents(s, actors(s)[0])[0]);
      const seat = actors(s)[0];
      const legal = legalEvents(s, seat);
      const run = pocketCatsSearch(viewOf(s, seat), legal, seedFrom(seed));
      let rounds = 0;
      for (let r = run.next(); ; r = run.next()) {
        if (r.done) {
          expect(legal).toContainEqual(r.value);
          rounds++;
          break;
        }
        expect(legal).toContainEqual(r.value.best);
        if (r.value.roundDone) rounds++;
      }
      expect(rounds).toBe(s.phase === 'flipping' ? FLIP_ROUNDS + 1 : SWAP_ROUNDS);
    }
  });

  it('puts a tile face down at a cell by trading places with it, the view unchanged', () => {
    const s = newGame(options, 9);
    const view = viewOf(s, 0);
    const down = s.grid.findIndex((c) => !c.faceUp);
    const other = s.grid.findIndex((c, i) => !c.faceUp && i !== down);
    const moved = withTileAt(s, down, s.grid[other].tile, 2);
    expect(moved.grid[down]).toMatchObject({ tile: s.grid[other].tile, rot: 2, faceUp: false });
    expect(moved.grid[other].tile).toBe(s.grid[down].tile);
    expect(moved.grid.map((c) => c.tile).sort()).toEqual(s.grid.map((c) => c.tile).sort());
    expect(viewOf(moved, 0)).toEqual(view);
  });
});
