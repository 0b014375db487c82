// The table's "since your last turn" list: other seats' events after the seat's own last one, only on its turn
// with its hand in view.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../engine/types';
import { recentMoves } from './recent-moves';

const e = (seat: number, type = 'PLAY'): GameEvent => ({ type, seat });

/** The same rule as MoveLog.sinceLastTurn, kept here so the test needs no game. */
function since(events: GameEvent[], seat: number): number[] {
  let own = -1;
  events.forEach((ev, i) => { if (ev.seat === seat) own = i; });
  return events.map((_, i) => i).filter((i) => i > own && events[i].seat !== seat);
}

describe('recentMoves', () => {
  const log = [e(0), e(1), e(2, 'DRAW'), e(0), e(1), e(2), e(2, 'WISH')];

  it('gives the other seats\' events since my last move, oldest first', () => {
    const got = recentMoves(log, since(log, 0), true, true);
    expect(got).toEqual([log[4], log[5], log[6]]);
    expect(got[0]).toBe(log[4]);
  });

  it('is empty when it is not my turn or my hand is hidden', () => {
    expect(recentMoves(log, since(log, 0), false, true)).toEqual([]);
    expect(recentMoves(log, since(log, 0), true, false)).toEqual([]);
  });

  it('is empty right after my own move, and holds everything before my first', () => {
    expect(recentMoves(log, since(log, 2), true, true)).toEqual([]);
    const early = [e(1), e(2)];
    expect(recentMoves(early, since(early, 0), true, true)).toEqual(early);
  });

  it('skips indices the log no longer holds (an undo cut it)', () => {
    expect(recentMoves(log.slice(0, 5), [4, 5, 6], true, true)).toEqual([log[4]]);
  });
});
