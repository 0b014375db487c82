// The hard bot's alpha-beta (search.ts) on constructed positions (issue 17): it finds a forced win in three plies
// (a fork: one piece, two threats), and it finds the only move that does not lose to the other's fork two plies
// ahead. Positions: (x, y) points of RULES.md, seat 0 black, seat 1 white, the ball at the centre.
import { describe, expect, it } from 'vitest';
import { chooseEvent } from '../../../ai/bots';
import { moerakiBot } from './bot';
import { moeraki } from '../rules/definition';
import { winningHollows } from '../rules/lines';
import { legalEvents, type MoerakiEvent } from '../rules/rules';
import type { MoerakiState } from '../rules/state';
import { h, position } from '../test/testkit';
import { FastGame } from './fast-game';
import { Searcher, WIN, moerakiSearch } from './search';

const hard = (s: MoerakiState, iterations = 300): MoerakiEvent =>
  chooseEvent(moerakiBot, 'hard', s, legalEvents(s, s.turn), 1, { iterations, ms: 60_000 }).event;

/** After `e`, every reply of the other side leaves `seat` a winning hollow. */
function forcesWin(s: MoerakiState, e: MoerakiEvent, seat: 0 | 1): boolean {
  const after = moeraki.apply(s, e);
  if (after.outcome?.winner === seat) return true;
  return legalEvents(after, 1 - seat as 0 | 1).every((r) => {
    const next = moeraki.apply(after, r);
    return next.phase === 'piece' && winningHollows(next.board, next.ball, seat).length > 0;
  });
}

describe('moeraki hard search: constructed positions', () => {
  it('finds a forced win in three plies: one piece that threatens an Awa and a Tahuna at once', () => {
    // Black (2,0), (3,1): a piece at (1,1) threatens the corner diagonal (0,2)-(1,1)-(2,0) and the beach area
    // (2,1) at (2,2). No other black piece makes two threats; white has nothing to answer with.
    const s = position({
      ball: [5, 5], turn: 0,
      black: [[2, 0], [3, 1], [9, 5], [5, 9]],
      white: [[6, 6], [10, 4], [4, 8], [7, 3]],
    });
    expect(winningHollows(s.board, s.ball, 0)).toEqual([]);
    expect(winningHollows(s.board, s.ball, 1)).toEqual([]);
    const e = hard(s);
    expect(e).toEqual({ type: 'PLACE', seat: 0, hollow: h([1, 1]) });
    expect(forcesWin(s, e, 0)).toBe(true);
    // The search knows it: a mate score three plies deep.
    const sr = new Searcher(new FastGame(s));
    expect(sr.negamax(1, -2 * WIN, 2 * WIN)).toBe(WIN - 3);
  });

  it('blocks a double threat two plies ahead: the only move that does not lose', () => {
    // White (1,3), (3,3), (1,5), (3,5): four beach areas round (2,4) are each two short, so a white piece at (2,4)
    // would make threats that black cannot all block. Black to move must take (2,4) itself.
    const s = position({
      ball: [5, 5], turn: 0,
      white: [[1, 3], [3, 3], [1, 5], [3, 5]],
      black: [[5, 1], [9, 5], [5, 9], [7, 7]],
    });
    const save = { type: 'PLACE', seat: 0, hollow: h([2, 4]) } as const;
    // Every other black move loses: white plays (2,4) and has two winning hollows, black none.
    for (const e of legalEvents(s, 0)) {
      if (e.type !== 'PLACE' || e.hollow === save.hollow) continue;
      const next = moeraki.apply(moeraki.apply(s, e), { type: 'PLACE', seat: 1, hollow: save.hollow });
      expect(winningHollows(next.board, next.ball, 1).length).toBeGreaterThanOrEqual(2);
      expect(winningHollows(next.board, next.ball, 0)).toEqual([]);
    }
    expect(hard(s)).toEqual(save);
    // Also at the smallest budget (one round).
    expect(hard(s, 1)).toEqual(save);
  });

  it('takes an immediate win, and blocks the other\'s single threat', () => {
    const win = position({ ball: [5, 5], black: [[2, 0], [4, 0], [6, 0]], white: [[0, 2], [9, 9], [1, 7]], turn: 0 });
    expect(hard(win)).toEqual({ type: 'PLACE', seat: 0, hollow: h([8, 0]) });
    const block = position({ ball: [5, 5], black: [[2, 2], [9, 5]], white: [[2, 0], [4, 0], [6, 0]], turn: 0 });
    expect(hard(block)).toEqual({ type: 'PLACE', seat: 0, hollow: h([8, 0]) });
  });

  it('yields rounds of work and returns a legal event for the ball, the pieces and the Tane', () => {
    const s = position({ level: 'master', ball: [5, 5], white: [[5, 1], [4, 2], [6, 2]], black: [[9, 9]], turn: 0 });
    const offer = moeraki.apply(s, { type: 'PLACE', seat: 0, hollow: h([5, 3]) });
    expect(offer.phase).toBe('tane');
    const legal = legalEvents(offer, 1);
    const run = moerakiSearch(offer, legal, 1);
    let rounds = 0;
    for (let r = run.next(); !r.done && rounds < 5; r = run.next()) {
      expect(legal).toContainEqual(r.value.best);
      if (r.value.roundDone) rounds++;
    }
    expect(rounds).toBe(5);
    const capped = chooseEvent(moerakiBot, 'hard', offer, legal, 2, { iterations: 20, ms: 60_000 });
    expect(capped.iterations).toBe(20);
    expect(legal).toContainEqual(capped.event);
    const fresh = moeraki.setup({ options: { level: 'basic', matchTo: 1, first: 0 }, seed: 0, players: [{ name: 'a', kind: 'bot' }, { name: 'b', kind: 'bot' }] });
    const ball = legalEvents(fresh, 0);
    expect(ball).toContainEqual(chooseEvent(moerakiBot, 'hard', fresh, ball, 3, { iterations: 50, ms: 60_000 }).event);
  });
});
