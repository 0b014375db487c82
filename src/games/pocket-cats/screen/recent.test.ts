// Pocket Cats' marks for the moves since your last turn, one case per kind of event.
import { describe, expect, it } from 'vitest';
import type { PocketCatsEvent } from '../rules/state';
import { recentTargets as targets } from './recent';

const grid = { grid: new Array(25).fill(null) };
const recentTargets = (events: PocketCatsEvent[]) => targets(events, grid);

describe('Pocket Cats recentTargets', () => {
  it('marks nothing without moves, a clan chosen or an effect left unused', () => {
    expect(recentTargets([])).toEqual({ cells: [] });
    expect(recentTargets([{ type: 'CHOOSE_CLAN', seat: 1, clan: 'gourmets' } as PocketCatsEvent, { type: 'SKIP_EFFECT', seat: 1 }])).toEqual({ cells: [] });
  });

  it('marks the flipped cell and the cell it swapped with (by the usual move or a clan effect)', () => {
    expect(recentTargets([{ type: 'FLIP', seat: 1, cell: 7 }, { type: 'SWAP', seat: 1, cell: 12 }])).toEqual({ cells: [7, 12] });
    expect(recentTargets([{ type: 'FLIP', seat: 1, cell: 3 }, { type: 'CLAN_SWAP', seat: 1, cell: 24 }])).toEqual({ cells: [3, 24] });
  });

  it('marks a cat that stayed where it was flipped', () => {
    expect(recentTargets([{ type: 'FLIP', seat: 1, cell: 9 }, { type: 'STAY', seat: 1 }])).toEqual({ cells: [9] });
  });

  it('marks both cells of a moved prey and a turned dog', () => {
    expect(recentTargets([{ type: 'FLIP', seat: 0, cell: 0 }, { type: 'MOVE_PREY', seat: 0, from: 5, to: 6 }])).toEqual({ cells: [0, 5, 6] });
    expect(recentTargets([{ type: 'TURN_DOG', seat: 1, cell: 12, clockwise: true }])).toEqual({ cells: [12] });
  });

  it('marks nothing before the deal (no grid yet)', () => {
    expect(targets([{ type: 'FLIP', seat: 1, cell: 7 }], { grid: [] })).toEqual({ cells: [] });
  });

  it('forgets the cells of a game before the next one was dealt', () => {
    expect(recentTargets([{ type: 'FLIP', seat: 1, cell: 7 }, { type: 'NEXT_GAME', seat: 1 }, { type: 'FLIP', seat: 1, cell: 2 }])).toEqual({ cells: [2] });
  });
});
