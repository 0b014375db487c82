// Moeraki's marks for the moves since your last turn: the hollows placed in, the tiles and Tane they laid.
import { describe, expect, it } from 'vitest';
import type { MoerakiEvent, MoerakiState } from '../rules/state';
import { ar, h, must, newMatch, position } from '../test/testkit';
import { recentTargets } from './recent';

describe('Moeraki recentTargets', () => {
  it('marks nothing without moves', () => {
    expect(recentTargets([], newMatch({ level: 'basic', matchTo: 1, first: 0 }))).toEqual({ hollows: [], areas: [] });
  });

  it('marks the ball\'s hollow', () => {
    const s = newMatch({ level: 'basic', matchTo: 1, first: 0 });
    const e: MoerakiEvent = { type: 'PLACE_BALL', seat: s.ballPlacer, hollow: h([5, 5]) };
    expect(recentTargets([e], must(s, e))).toEqual({ hollows: [h([5, 5])], areas: [] });
  });

  it('marks a piece\'s hollow and the tile it laid, and only that tile', () => {
    const s = position({ ball: [5, 5], black: [[2, 2], [1, 3]], white: [[3, 3]], turn: 0 });
    const e: MoerakiEvent = { type: 'PLACE', seat: 0, hollow: h([2, 4]) };
    expect(recentTargets([e], must(s, e))).toEqual({ hollows: [h([2, 4])], areas: [ar([2, 3])] });
    const plain: MoerakiEvent = { type: 'PLACE', seat: 0, hollow: h([6, 8]) };
    expect(recentTargets([plain], must(s, plain))).toEqual({ hollows: [h([6, 8])], areas: [] });
  });

  it('marks the Tane\'s area, and nothing of a game before NEXT_GAME', () => {
    const view = { tane: [null, { area: 12, facing: 0, sight: [], order: 1 }], tiles: [] } as unknown as MoerakiState;
    expect(recentTargets([{ type: 'PLACE_TANE', seat: 1, facing: 0 }, { type: 'DECLINE_TANE', seat: 0 }], view)).toEqual({ hollows: [], areas: [12] });
    const events: MoerakiEvent[] = [{ type: 'PLACE', seat: 1, hollow: 3 }, { type: 'NEXT_GAME', seat: 1 }, { type: 'PLACE_BALL', seat: 1, hollow: h([5, 5]) }];
    expect(recentTargets(events, { ...view, tiles: new Array(60).fill(-1) })).toEqual({ hollows: [h([5, 5])], areas: [] });
  });
});
