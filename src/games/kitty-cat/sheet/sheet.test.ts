import { describe, expect, it } from 'vitest';
import { RULES } from '../rules/constants';
import { kittyStanding, recordRound, undoRound } from './sheet';
import { kittyCatSheet } from './sheet-kind';

const newSheetData = (players: number, choices = {}) => kittyCatSheet.fresh(players, choices);

describe('Kitty Cat sheet: counters, the last life and the last cat in', () => {
  it('starts with the rulebook\'s 3 counters each', () => {
    expect(newSheetData(3).counters).toBe(RULES.counters);
    const s = kittyStanding(newSheetData(3), 3);
    expect(s).toMatchObject({ counters: [3, 3, 3], out: [false, false, false], over: false, winners: [], dealer: 0 });
  });

  it('the fewest points lose a counter (all tied lowest lose one); the deal passes left', () => {
    let d = newSheetData(3);
    d = recordRound(d, [1]);
    d = recordRound(d, [2, 0]);
    const s = kittyStanding(d, 3);
    expect(d.rounds).toEqual([[1], [0, 2]]);
    expect(s.counters).toEqual([2, 2, 2]);
    expect(s.rounds.map((r) => r.dealer)).toEqual([0, 1]);
    expect(s.dealer).toBe(2);
  });

  it('no counters left: still in (the last life) until lowest again, then out; the last cat in wins', () => {
    let d = newSheetData(2, { counters: 1 });
    d = recordRound(d, [0]);
    let s = kittyStanding(d, 2);
    expect(s.counters).toEqual([0, 1]);
    expect(s.lastLife).toEqual([true, false]);
    expect(s.out).toEqual([false, false]);
    d = recordRound(d, [0]);
    s = kittyStanding(d, 2);
    expect(s.out).toEqual([true, false]);
    expect(s.rounds[1].wentOut).toEqual([0]);
    expect(s).toMatchObject({ over: true, winners: [1] });
    expect(kittyStanding(undoRound(d), 2).over).toBe(false);
  });

  it('when every cat still in would go out at once, nobody does (the game\'s decision)', () => {
    let d = newSheetData(3, { counters: 1 });
    d = recordRound(d, [0, 1, 2]);
    d = recordRound(d, [0, 1, 2]);
    const s = kittyStanding(d, 3);
    expect(s.rounds[1].spared).toBe(true);
    expect(s.out).toEqual([false, false, false]);
    d = recordRound(d, [0, 2]);
    expect(kittyStanding(d, 3)).toMatchObject({ out: [true, false, true], over: true, winners: [1] });
  });

  it('the deal skips a cat that is out', () => {
    let d = newSheetData(3, { counters: 1 });
    d = recordRound(d, [2]);
    d = recordRound(d, [2]);
    const s = kittyStanding(d, 3);
    expect(s.out).toEqual([false, false, true]);
    expect(s.rounds.map((r) => r.dealer)).toEqual([0, 1]);
    expect(s.dealer).toBe(0);
  });
});
