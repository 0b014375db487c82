// Mauwi's marks for the moves since your last turn, one case per kind of event.
import { describe, expect, it } from 'vitest';
import type { MauwiEvent } from '../rules/state';
import type { MauwiView } from '../rules/view';
import { recentTargets } from './recent';

const column = { nines: 0, top: null, owner: 0, as: 0 };
const view = (chain: MauwiView['chain'] = null): MauwiView =>
  ({ viewer: 0, seats: 3, areas: [0, 1, 2].map(() => [column, column, column, column]), chain } as unknown as MauwiView);

describe('Mauwi recentTargets', () => {
  it('marks nothing without moves', () => {
    expect(recentTargets([], view())).toEqual({ columns: [], discard: false, seats: [] });
  });

  it('marks the mover\'s own column for a warrior, an unblock or a gain placed (never reading the nine)', () => {
    const events: MauwiEvent[] = [
      { type: 'PLACE', seat: 1, card: 3, column: 2 },
      { type: 'UNBLOCK', seat: 2, card: 4, column: 0 },
      { type: 'PLACE_GAIN', seat: 2, column: 3, nine: 17 },
      { type: 'PLACE', seat: 1, card: 5, column: 2 },
    ];
    expect(recentTargets(events, view())).toEqual({
      columns: [{ seat: 1, column: 2 }, { seat: 2, column: 0 }, { seat: 2, column: 3 }], discard: false, seats: [1, 2],
    });
  });

  it('marks the target\'s column for a block, a Ninox and an attack', () => {
    const events: MauwiEvent[] = [
      { type: 'BLOCK', seat: 1, card: 3, target: 0, column: 1 },
      { type: 'NINOX', seat: 2, card: 9, target: 1, column: 0 },
      { type: 'ATTACK', seat: 2, card: 6, target: 0, column: 3 },
    ];
    expect(recentTargets(events, view()).columns).toEqual([{ seat: 0, column: 1 }, { seat: 1, column: 0 }, { seat: 0, column: 3 }]);
  });

  it('marks both ends of a Kiwi\'s move', () => {
    const e: MauwiEvent = { type: 'KIWI', seat: 1, card: 8, fromSeat: 0, fromColumn: 2, toSeat: 1, toColumn: 3 };
    expect(recentTargets([e], view()).columns).toEqual([{ seat: 0, column: 2 }, { seat: 1, column: 3 }]);
  });

  it('marks the attacked column for a defence, a renewal or a Tuatara, from the open chain if the attack came earlier', () => {
    const chain = { attacker: 0, defender: 1, column: 2, card: 5, as: 0, value: 5, played: [] };
    expect(recentTargets([{ type: 'DEFEND', seat: 1, card: 12 }], view(chain))).toEqual({ columns: [{ seat: 1, column: 2 }], discard: true, seats: [1] });
    expect(recentTargets([{ type: 'TUATARA', seat: 1, card: 99 }], view()).columns).toEqual([]);
    const events: MauwiEvent[] = [{ type: 'ATTACK', seat: 1, card: 6, target: 0, column: 3 }, { type: 'RENEW', seat: 1, card: 7 }];
    expect(recentTargets(events, view()).columns).toEqual([{ seat: 0, column: 3 }]);
  });

  it('marks the discard pile for a hand thrown away and the seat for giving up', () => {
    const events: MauwiEvent[] = [{ type: 'DISCARD_HAND', seat: 2 }, { type: 'GIVE_UP', seat: 1 }];
    expect(recentTargets(events, view())).toEqual({ columns: [], discard: true, seats: [2, 1] });
  });
});
