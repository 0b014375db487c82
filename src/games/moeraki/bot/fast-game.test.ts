// The search's mutable game against the rules: random games (basic and master, with Tane decisions) played
// through both, compared after every event, and every move undone leaves the position exactly as it was.
import { describe, expect, it } from 'vitest';
import { moeraki, type MoerakiState } from '../rules/definition';
import { actors, legalEvents, type MoerakiEvent } from '../rules/rules';
import { maraeCount } from '../rules/tiles';
import { newMatch } from '../test/testkit';
import { DECLINE, FastGame, OVER, PIECE, TANE_MOVE, TANE_PHASE } from './fast-game';

const code = (e: MoerakiEvent): number => (e.type === 'PLACE' ? e.hollow : e.type === 'PLACE_TANE' ? TANE_MOVE + e.facing : DECLINE);

function same(g: FastGame, s: MoerakiState): void {
  expect(Array.from(g.board)).toEqual(s.board);
  expect(Array.from(g.tiles)).toEqual(s.tiles);
  expect(Array.from(g.blocked)).toEqual(s.blockedBy);
  expect(Array.from(g.supply)).toEqual(s.supply);
  expect(Array.from(g.points)).toEqual(maraeCount(s.tiles).total.map((t) => 2 * t));
  const phase = s.phase === 'piece' ? PIECE : s.phase === 'tane' ? TANE_PHASE : OVER;
  expect(g.phase).toBe(phase);
  if (phase === OVER) expect(g.winner === 2 ? null : g.winner).toBe(s.outcome!.winner);
  else expect(g.actor()).toBe(actors(s)[0]);
}

function snapshot(g: FastGame): string {
  return JSON.stringify([g.board, g.tiles, g.blocked, g.supply, g.points, g.taneUsed, g.cnt, g.occSum, g.lineScore, g.short1, g.short2, g.fill, g.nIn, g.turn, g.phase, g.winner, g.offerSeat, g.offerArea, g.pHead, g.pLen, (g.computeKey(), [g.keyA, g.keyB]), g.empties]);
}

describe('FastGame follows the rules', () => {
  it('agrees with the chart after every event of random games, and unmake restores every field', () => {
    let r = 12345;
    let tane = 0;
    for (let game = 0; game < 60; game++) {
      const level = game % 3 === 0 ? 'basic' : game % 3 === 1 ? 'master' : 'beginner';
      let s = newMatch({ level, matchTo: 1, first: (game % 2) as 0 | 1 });
      s = moeraki.apply(s, legalEvents(s, s.ballPlacer)[game % 9]);
      const g = new FastGame(s);
      same(g, s);
      while (s.phase !== 'matchOver') {
        const legal = legalEvents(s, actors(s)[0]);
        r = (Math.imul(r, 1103515245) + 12345) >>> 0;
        // Mostly Tane placements when offered, so lines of sight cross.
        const e = legal[(r >>> 4) % legal.length];
        if (e.type === 'PLACE_TANE') tane++;
        const before = snapshot(g);
        g.make(code(e));
        g.unmake();
        expect(snapshot(g)).toBe(before);
        g.make(code(e));
        s = moeraki.apply(s, e);
        same(g, s);
      }
      // Unwinding the whole game gives the start back.
      const fresh = new FastGame(moeraki.apply(newMatch({ level, matchTo: 1, first: (game % 2) as 0 | 1 }), legalEvents(newMatch({ level, matchTo: 1, first: (game % 2) as 0 | 1 }), game % 2)[game % 9]));
      while (g.ply > 0) g.unmake();
      expect(snapshot(g)).toBe(snapshot(fresh));
    }
    expect(tane).toBeGreaterThan(10);
  });
});
