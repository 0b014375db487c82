// Each rule of Moeraki-Kemu (seed 004, "Placing of tribal tiles", "End of the game", "The Moeraki-scale";
// ../shared/RULES.md) with a test named after it. Seat 0 is black, seat 1 white; points are (x, y), y downwards.
import { describe, expect, it } from 'vitest';
import { CENTRAL_HOLLOWS, HOLLOWS, hollowAt } from './geometry';
import { BALL, EMPTY, completedLines } from './lines';
import { moeraki } from './definition';
import { actors, explain, legalEvents, result, type MoerakiState } from './rules';
import { FULL, HALF, NONE, STARVED, maraeCount } from './tiles';
import { ar, h, must, play, position, type Pt } from '../test/testkit';
import { newMatch } from '../test/testkit';

const ballEvent = (s: MoerakiState, pt: Pt) => ({ type: 'PLACE_BALL' as const, seat: s.ballPlacer, hollow: h(pt) });

describe('Start of the game (rulebook B)', () => {
  it('the younger player (option first) places the ball into one of the nine Moeraki-field hollows', () => {
    const s = newMatch({ level: 'basic', matchTo: 1, first: 1 });
    expect(s.phase).toBe('ball');
    expect(actors(s)).toEqual([1]);
    expect(legalEvents(s, 1).map((e) => (e as { hollow: number }).hollow)).toEqual(CENTRAL_HOLLOWS);
    expect(legalEvents(s, 0)).toEqual([]);
    expect(explain(s, { type: 'PLACE_BALL', seat: 1, hollow: h([2, 2]) })?.key).toBe('moeraki.ballInMoerakiField');
    expect(explain(s, { type: 'PLACE_BALL', seat: 0, hollow: h([5, 5]) })?.key).toBe('moeraki.notBallPlacer');
    expect(explain(s, { type: 'PLACE', seat: 0, hollow: h([2, 2]) })?.key).toBe('moeraki.ballFirst');
  });

  it('after the ball the other player lays the first piece, then the players alternate', () => {
    let s = must(newMatch({ level: 'basic', matchTo: 1, first: 1 }), { type: 'PLACE_BALL', seat: 1, hollow: h([4, 4]) });
    expect(s.board[h([4, 4])]).toBe(BALL);
    expect(actors(s)).toEqual([0]);
    expect(explain(s, { type: 'PLACE', seat: 1, hollow: h([2, 2]) })?.key).toBe('moeraki.notYourTurn');
    s = must(s, { type: 'PLACE', seat: 0, hollow: h([2, 2]) });
    expect(actors(s)).toEqual([1]);
    s = must(s, { type: 'PLACE', seat: 1, hollow: h([8, 8]) });
    expect(actors(s)).toEqual([0]);
    expect(s.pieces).toEqual([27, 27]);
  });

  it('a laid piece cannot be moved: its hollow (and the ball\'s) is taken for the rest of the game', () => {
    const s = position({ ball: [5, 5], black: [[2, 2]], turn: 1 });
    expect(explain(s, { type: 'PLACE', seat: 1, hollow: h([2, 2]) })?.key).toBe('moeraki.hollowTaken');
    expect(explain(s, { type: 'PLACE', seat: 1, hollow: h([5, 5]) })?.key).toBe('moeraki.hollowTaken');
    expect(explain(s, { type: 'PLACE', seat: 1, hollow: 99 })?.key).toBe('moeraki.noSuchHollow');
    expect(legalEvents(s, 1)).toHaveLength(57 - 2);
  });

  it('in the following game the winner places the ball, and the ball must be moved to another hollow', () => {
    // Black wins game 1 by Ara; white placed the ball.
    let s = position({ ball: [4, 4], first: 1, matchTo: 3, black: [[2, 0], [4, 0], [6, 0]], white: [[9, 9], [7, 7], [1, 5]], turn: 0 });
    s = play(s, [8, 0]);
    expect(s.phase).toBe('gameOver');
    expect(actors(s)).toEqual([0]);
    expect(explain(s, { type: 'NEXT_GAME', seat: 1 })?.key).toBe('moeraki.nextGameByBallPlacer');
    s = must(s, { type: 'NEXT_GAME', seat: 0 });
    expect(s.ballPlacer).toBe(0);
    expect(s.previousBall).toBe(h([4, 4]));
    expect(explain(s, ballEvent(s, [4, 4]))?.key).toBe('moeraki.ballMustMove');
    expect(legalEvents(s, 0)).toHaveLength(8);
    expect(explain(s, ballEvent(s, [5, 5]))).toBeNull();
  });
});

describe('Placing of tribal tiles (basic game)', () => {
  it('3 against 1 around a beach area: a tile of the superior colour, whoever laid the last piece', () => {
    const s = play(position({ ball: [5, 5], black: [[2, 2], [1, 3], [3, 3]], white: [[8, 8], [9, 7]], turn: 1 }), [2, 4]);
    expect(s.tiles[ar([2, 3])]).toBe(FULL + 0);
    expect(s.supply).toEqual([23, 24]);
    expect(s.turn).toBe(0);
  });

  it('2 against 2 around a beach area: it stays vacant', () => {
    const s = play(position({ ball: [5, 5], black: [[2, 2], [1, 3]], white: [[3, 3]], turn: 1 }), [2, 4]);
    expect(s.tiles[ar([2, 3])]).toBe(NONE);
    expect(s.supply).toEqual([24, 24]);
  });

  it('beside the ball there is always a superiority: 2:1 and 3:0 both place a full tile', () => {
    const twoOne = play(position({ ball: [5, 5], black: [[5, 3], [4, 4]], turn: 1 }), [6, 4]);
    expect(twoOne.tiles[ar([5, 4])]).toBe(FULL + 0);
    const threeOh = play(position({ ball: [5, 5], white: [[4, 6], [6, 6]], black: [[9, 9], [1, 5]], turn: 1 }), [5, 7]);
    expect(threeOh.tiles[ar([5, 6])]).toBe(FULL + 1);
  });

  it('semi-beach areas: 3:0 is a full tile (diagonal across the sideline), 2:1 a half tile (diagonal on it)', () => {
    const full = play(position({ ball: [5, 5], black: [[2, 0], [4, 0]], white: [[9, 9]], turn: 0 }), [3, 1]);
    expect(full.tiles[ar([3, 0])]).toBe(FULL + 0);
    const half = play(position({ ball: [5, 5], black: [[8, 0]], white: [[6, 0]], turn: 1 }), [7, 1]);
    expect(half.tiles[ar([7, 0])]).toBe(HALF + 1);
    expect(maraeCount(half.tiles).total).toEqual([0, 0.5]);
  });

  it('one piece filling areas of both colours places both tiles', () => {
    const s = play(position({
      ball: [5, 5], black: [[2, 2], [1, 3], [8, 8]], white: [[2, 4], [4, 2], [5, 3], [4, 4]], turn: 0,
    }), [3, 3]);
    expect(s.tiles[ar([2, 3])]).toBe(FULL + 0);
    expect(s.tiles[ar([4, 3])]).toBe(FULL + 1);
  });

  it('a player who has no tribal tile left places none (the area is won but counts nothing)', () => {
    const s0 = position({ ball: [5, 5], black: [[2, 2], [1, 3], [3, 3]], turn: 1 });
    const s = play({ ...s0, supply: [0, 24] }, [2, 4]);
    expect(s.tiles[ar([2, 3])]).toBe(STARVED + 0);
    expect(s.supply).toEqual([0, 24]);
    expect(maraeCount(s.tiles).total).toEqual([0, 0]);
  });

  it('beginner\'s game: no tribal tiles', () => {
    const s = play(position({ level: 'beginner', ball: [5, 5], black: [[2, 2], [1, 3], [3, 3]], turn: 1 }), [2, 4]);
    expect(s.tiles.every((c) => c === NONE)).toBe(true);
  });
});

describe('Early wins (rulebook D 1–3)', () => {
  it('Tahuna: four own pieces around a beach area win at once (no tile needed); the result names the area', () => {
    const s = play(position({ ball: [5, 5], black: [[2, 2], [1, 3], [3, 3]], white: [[8, 8]], turn: 0 }), [2, 4]);
    expect(s.phase).toBe('matchOver');
    expect(s.outcome).toMatchObject({ way: 'tahuna', winner: 0, area: ar([2, 3]) });
    expect(new Set(s.outcome!.hollows)).toEqual(new Set([[2, 2], [1, 3], [3, 3], [2, 4]].map((p) => h(p as Pt))));
    expect(s.tiles[ar([2, 3])]).toBe(NONE);
    expect(result(s)).toEqual({ scores: [1, 0], winners: [0] });
  });

  it('no Tahuna around the ball: three own pieces and the ball make a tile', () => {
    const s = play(position({ ball: [5, 5], white: [[5, 3], [4, 4]], black: [[9, 9]], turn: 1 }), [6, 4]);
    expect(s.outcome).toBeNull();
    expect(s.tiles[ar([5, 4])]).toBe(FULL + 1);
  });

  it('Awa variant A: a whole diagonal of own pieces from sideline to sideline', () => {
    const diag: Pt[] = [[1, 1], [2, 2], [3, 3], [4, 4], [6, 6], [7, 7], [8, 8], [9, 9]];
    const s = play(position({ ball: [3, 5], white: diag, black: [[2, 6]], turn: 1 }), [5, 5]);
    expect(s.outcome).toMatchObject({ way: 'awa', variant: 'A', winner: 1 });
    expect(s.outcome!.hollows).toHaveLength(9);
  });

  it('Awa variant A counts the three-hollow diagonals at the cut corners', () => {
    const s = play(position({ ball: [5, 5], black: [[0, 2], [2, 0]], white: [[9, 9]], turn: 0 }), [1, 1]);
    expect(s.outcome).toMatchObject({ way: 'awa', variant: 'A', winner: 0, hollows: [h([0, 2]), h([1, 1]), h([2, 0])] });
  });

  it('Awa variant B: the ball ends the diagonal in the centre; a diagonal from the sideline up to the ball wins', () => {
    const s = play(position({ ball: [5, 5], black: [[1, 1], [2, 2], [3, 3]], white: [[9, 7]], turn: 0 }), [4, 4]);
    expect(s.outcome).toMatchObject({ way: 'awa', variant: 'B', winner: 0, hollows: [h([1, 1]), h([2, 2]), h([3, 3]), h([4, 4])] });
  });

  it('rulebook example: white wins by Awa variant A while black could have won by variant B', () => {
    // Black holds three of the four hollows from the corner up to the ball; white completes a diagonal elsewhere.
    const s0 = position({
      ball: [5, 5], black: [[1, 1], [2, 2], [3, 3], [8, 2]], white: [[6, 10], [7, 9], [8, 8], [9, 7]], turn: 1,
    });
    expect(moeraki.apply({ ...s0, turn: 0 }, { type: 'PLACE', seat: 0, hollow: h([4, 4]) }).outcome).toMatchObject({ way: 'awa', variant: 'B', winner: 0 });
    const s = play(s0, [10, 6]);
    expect(s.outcome).toMatchObject({ way: 'awa', variant: 'A', winner: 1, hollows: [[6, 10], [7, 9], [8, 8], [9, 7], [10, 6]].map((p) => h(p as Pt)) });
  });

  it('a diagonal through the ball is never a whole-diagonal Awa, and an opponent\'s piece breaks a line', () => {
    const s = play(position({ ball: [5, 5], black: [[1, 1], [2, 2], [3, 3], [6, 6], [7, 7], [8, 8]], white: [[4, 4]], turn: 0 }), [9, 9]);
    expect(s.outcome).toMatchObject({ way: 'awa', variant: 'B', winner: 0, hollows: [h([6, 6]), h([7, 7]), h([8, 8]), h([9, 9])] });
    const broken = play(position({ ball: [5, 5], black: [[1, 1], [2, 2], [3, 3]], white: [[4, 4]], turn: 0 }), [8, 2]);
    expect(broken.outcome).toBeNull();
  });

  it('Ara: the four hollows of an outer edge row', () => {
    const s = play(position({ ball: [5, 5], white: [[10, 2], [10, 4], [10, 6]], black: [[1, 1]], turn: 1 }), [10, 8]);
    expect(s.outcome).toMatchObject({ way: 'ara', winner: 1, hollows: [h([10, 2]), h([10, 4]), h([10, 6]), h([10, 8])] });
  });
});

/** A board full but for one hollow, without any early win, its areas tied; tiles lie as given. */
function nearlyFull(tiles: [Pt, number][], level: 'basic' | 'beginner' = 'basic', first: 0 | 1 = 0): MoerakiState {
  const ball = hollowAt(5, 5);
  const board = HOLLOWS.map((p) => (p.y === 0 || p.y === 10 || p.x === 0 || p.x === 10 ? ((p.x + p.y) / 2) % 2 : p.x % 2));
  board[ball] = BALL;
  board[h([1, 1])] = 0;
  board[h([9, 9])] = 0;
  board[h([2, 2])] = EMPTY;
  const s = position({ level, first, ball: [5, 5], tiles, turn: 0 });
  return { ...s, board, pieces: [1, 0] };
}

describe('Marae (rulebook D 4)', () => {
  it('the counting example: black 11 tribal tiles against white 10½ (full tiles 1, semi-beach 3:0 1, 2:1 ½)', () => {
    const tiles: number[] = [];
    for (let i = 0; i < 10; i++) tiles.push(FULL + 0);
    for (let i = 0; i < 2; i++) tiles.push(HALF + 0);
    for (let i = 0; i < 9; i++) tiles.push(FULL + 1);
    for (let i = 0; i < 3; i++) tiles.push(HALF + 1);
    expect(maraeCount(tiles)).toEqual({ full: [10, 9], half: [2, 3], total: [11, 10.5] });
  });

  it('when all hollows are occupied the higher total wins: black wins by Marae, 11 to 10½', () => {
    const beach: Pt[] = [[3, 2], [5, 2], [7, 2], [2, 5], [4, 5], [6, 5], [8, 5], [3, 8], [5, 8], [7, 8], [1, 4], [9, 4], [1, 6], [9, 6], [4, 7], [6, 7], [4, 3], [6, 3], [3, 6]];
    const semi: Pt[] = [[3, 0], [5, 0], [7, 0], [0, 3], [0, 5]];
    const tiles: [Pt, number][] = [
      ...beach.slice(0, 10).map((p) => [p, FULL + 0] as [Pt, number]), [semi[0], HALF + 0], [semi[1], HALF + 0],
      ...beach.slice(10, 19).map((p) => [p, FULL + 1] as [Pt, number]), [semi[2], HALF + 1], [semi[3], HALF + 1], [semi[4], HALF + 1],
    ];
    const s0 = nearlyFull(tiles);
    expect(completedLines(s0.board, s0.ball, 0)).toEqual([]);
    expect(completedLines(s0.board, s0.ball, 1)).toEqual([]);
    const s = play(s0, [2, 2]);
    expect(s.outcome).toMatchObject({ way: 'marae', winner: 0, byBall: false, marae: { full: [10, 9], half: [2, 3], total: [11, 10.5] } });
  });

  it('equal totals: the player who placed the ball wins (basic and master)', () => {
    const s = play(nearlyFull([[[3, 2], FULL + 0], [[5, 2], FULL + 1]], 'basic', 1), [2, 2]);
    expect(s.outcome).toMatchObject({ way: 'marae', winner: 1, byBall: true });
  });

  it('beginner\'s game: a full board without an early win is a draw', () => {
    const s = play(nearlyFull([], 'beginner', 1), [2, 2]);
    expect(s.outcome).toMatchObject({ way: 'marae', winner: null, byBall: false });
    expect(result(s)).toEqual({ scores: [0, 0], winners: [0, 1] });
  });
});
