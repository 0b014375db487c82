// The master's game: the Maori-Tane (seed 004 "Placing a Maori-Tane" and its special cases; RULES.md). Seat 0 is
// black, seat 1 white; facings 0 up-left, 1 up-right, 2 down-left, 3 down-right (y downwards).
import { describe, expect, it } from 'vitest';
import { actors, explain, invariants, legalEvents } from './rules';
import { FULL, HALF, NONE, TANE, maraeCount } from './tiles';
import { ar, must, play, position, type Pt } from '../test/testkit';

const areas = (pts: Pt[]) => pts.map(ar);

/** White holds three hollows of the beach area (5, 2); black fills the fourth. */
const whiteTileByBlack = (level: 'basic' | 'master' = 'master', extra: Parameters<typeof position>[0] = { ball: [5, 5] }) =>
  play(position({ ...extra, level, ball: [5, 5], white: [[5, 1], [4, 2], [6, 2], ...(extra.white ?? [])], black: [[9, 9], ...(extra.black ?? [])], turn: 0 }), [5, 3]);

describe('Maori-Tane (master\'s game)', () => {
  it('a full tile of a player\'s colour about to be placed: that player is offered the Tane, out of turn if the opponent\'s piece did it', () => {
    const s = whiteTileByBlack();
    expect(s.phase).toBe('tane');
    expect(s.offer).toEqual({ seat: 1, area: ar([5, 2]) });
    expect(actors(s)).toEqual([1]);
    expect(legalEvents(s, 0)).toEqual([]);
    expect(legalEvents(s, 1).map((e) => e.type)).toEqual(['PLACE_TANE', 'PLACE_TANE', 'PLACE_TANE', 'PLACE_TANE', 'DECLINE_TANE']);
    expect(explain(s, { type: 'PLACE', seat: 1, hollow: 0 })?.key).toBe('moeraki.taneDecisionFirst');
    expect(explain(s, { type: 'DECLINE_TANE', seat: 0 })?.key).toBe('moeraki.notYourTane');
    expect(s.tiles[ar([5, 2])]).toBe(NONE);
    // The mover's own tile: the mover decides, although the other player places the next piece.
    const own = play(position({ level: 'master', ball: [5, 5], black: [[5, 1], [4, 2], [6, 2]], white: [[9, 9]], turn: 1 }), [5, 3]);
    expect(actors(own)).toEqual([0]);
    expect(own.turn).toBe(0);
  });

  it('no Tane in the basic game, none for semi-beach or half tiles, and only once per game', () => {
    expect(whiteTileByBlack('basic').tiles[ar([5, 2])]).toBe(FULL + 1);
    const semi = play(position({ level: 'master', ball: [5, 5], black: [[2, 0], [4, 0]], white: [[9, 9]], turn: 0 }), [3, 1]);
    expect(semi.phase).toBe('piece');
    expect(semi.tiles[ar([3, 0])]).toBe(FULL + 0);
    const half = play(position({ level: 'master', ball: [5, 5], black: [[8, 0]], white: [[6, 0]], turn: 1 }), [7, 1]);
    expect(half.tiles[ar([7, 0])]).toBe(HALF + 1);
    // After its Tane is on the board, white's next full tile is simply placed.
    let s = must(whiteTileByBlack('master', { ball: [5, 5], white: [[2, 8], [1, 9], [3, 9]] }), { type: 'PLACE_TANE', seat: 1, facing: 0 });
    s = play(s, [8, 6], [2, 10]);
    expect(s.phase).toBe('piece');
    expect(s.tiles[ar([2, 9])]).toBe(FULL + 1);
  });

  it('declining places the full tile, and the game goes on with the next player', () => {
    const s = must(whiteTileByBlack(), { type: 'DECLINE_TANE', seat: 1 });
    expect(s.tiles[ar([5, 2])]).toBe(FULL + 1);
    expect(s.phase).toBe('piece');
    expect(actors(s)).toEqual([1]);
    expect(s.tane).toEqual([null, null]);
  });

  it('the Tane replaces the tile; all tiles in its line of sight up to the sideline go, own tiles included, and those areas stay free', () => {
    // Rulebook: "Instead of a tribal tile, White places its Tane looking down to the left. Already placed tribal
    // tiles must be removed (including the white tribal tiles)."
    const before = whiteTileByBlack('master', {
      ball: [5, 5], black: [[1, 5], [0, 6]], white: [[2, 6]],
    });
    const withTiles = { ...before, tiles: before.tiles.slice(), supply: [22, 23] };
    withTiles.tiles[ar([4, 3])] = FULL + 1;
    withTiles.tiles[ar([2, 5])] = FULL + 0;
    withTiles.tiles[ar([0, 7])] = HALF + 0;
    let s = must(withTiles, { type: 'PLACE_TANE', seat: 1, facing: 2 });
    const sight = areas([[4, 3], [3, 4], [2, 5], [1, 6], [0, 7]]);
    expect(s.tiles[ar([5, 2])]).toBe(TANE + 1);
    expect(s.tane[1]).toEqual({ area: ar([5, 2]), facing: 2, sight, order: 1 });
    for (const a of sight) expect([s.tiles[a], s.blockedBy[a]]).toEqual([NONE, 1]);
    expect(s.supply).toEqual([24, 24]);
    expect(maraeCount(s.tiles).full).toEqual([0, 1]);
    expect(actors(s)).toEqual([1]);
    // Later, (1, 6) fills 3:1 for black: it stays free of tiles for the rest of the game.
    s = play(s, [9, 3], [1, 7]);
    expect(s.tiles[ar([1, 6])]).toBe(NONE);
    expect(invariants(s)).toEqual([]);
  });

  it('two tiles from one piece: the mover\'s colour first, also for the Tane', () => {
    let s = play(position({ level: 'master', ball: [5, 5], black: [[2, 2], [1, 3], [8, 8]], white: [[2, 4], [4, 2], [5, 3], [4, 4]], turn: 0 }), [3, 3]);
    expect(s.offer).toEqual({ seat: 0, area: ar([2, 3]) });
    s = must(s, { type: 'DECLINE_TANE', seat: 0 });
    expect(s.offer).toEqual({ seat: 1, area: ar([4, 3]) });
    s = must(s, { type: 'DECLINE_TANE', seat: 1 });
    expect([s.tiles[ar([2, 3])], s.tiles[ar([4, 3])]]).toEqual([FULL + 0, FULL + 1]);
    expect(actors(s)).toEqual([1]);
  });

  it('Tane looks at Tane: tiles are removed only up to the first Tane', () => {
    let s = position({
      level: 'master', ball: [5, 5],
      white: [[2, 2], [1, 3], [3, 3]], black: [[6, 6], [5, 7], [7, 7]], turn: 0,
      tiles: [[[4, 5], FULL + 1], [[1, 2], FULL + 0]],
    });
    s = play(s, [2, 4]);
    s = must(s, { type: 'PLACE_TANE', seat: 1, facing: 1 });
    expect(s.tane[1]!.sight).toEqual(areas([[3, 2], [4, 1], [5, 0]]));
    s = play(s, [6, 8]);
    s = must(s, { type: 'PLACE_TANE', seat: 0, facing: 0 });
    expect(s.tane[0]).toEqual({ area: ar([6, 7]), facing: 0, sight: areas([[5, 6], [4, 5], [3, 4]]), order: 2 });
    expect(s.tiles[ar([4, 5])]).toBe(NONE);
    expect(s.tiles[ar([1, 2])]).toBe(FULL + 0);
    expect(s.tiles[ar([2, 3])]).toBe(TANE + 1);
  });

  it('lines of sight cross: the first Tane\'s effect on that area is lifted and its tile is put back', () => {
    let s = position({
      level: 'master', ball: [5, 5],
      black: [[2, 2], [1, 3], [3, 3], [5, 7]], white: [[7, 3], [6, 4], [8, 4], [4, 6], [6, 6]], turn: 1,
      tiles: [[[5, 6], FULL + 1]],
    });
    s = play(s, [2, 4]);
    expect(s.offer).toEqual({ seat: 0, area: ar([2, 3]) });
    s = must(s, { type: 'PLACE_TANE', seat: 0, facing: 3 });
    expect(s.tiles[ar([5, 6])]).toBe(NONE);
    expect(s.blockedBy[ar([5, 6])]).toBe(0);
    expect(s.supply).toEqual([24, 24]);
    s = play(s, [7, 5]);
    expect(s.offer).toEqual({ seat: 1, area: ar([7, 4]) });
    s = must(s, { type: 'PLACE_TANE', seat: 1, facing: 2 });
    expect(s.tane[1]!.sight).toEqual(areas([[6, 5], [5, 6], [4, 7], [3, 8], [2, 9]]));
    expect(s.blockedBy[ar([5, 6])]).toBe(-1);
    expect(s.tiles[ar([5, 6])]).toBe(FULL + 1);
    expect(s.supply).toEqual([24, 23]);
    for (const a of areas([[3, 4], [4, 5], [6, 7], [7, 8], [8, 9]])) expect(s.blockedBy[a]).toBe(0);
    for (const a of areas([[6, 5], [4, 7], [3, 8], [2, 9]])) expect(s.blockedBy[a]).toBe(1);
    // (6, 5) beside the ball was filled 2:1 for white by the same piece, but lies in white's own line of sight.
    expect(s.tiles[ar([6, 5])]).toBe(NONE);
    expect(s.phase).toBe('piece');
  });
});
