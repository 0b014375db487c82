// A deal's cards leave the deck as at a real table: one at a time round the table from the first seat, round
// after round, seats with fewer cards skipped once full; Meow Meow's pace (about 1.5 s, at most 70 ms apart).
import { describe, expect, it } from 'vitest';
import { DEAL_FLIGHT_MS, dealGap, dealOrder } from './deal-order';

describe('deal order', () => {
  it('deals one card to each seat in turn from the first seat, round after round', () => {
    expect(dealOrder([2, 2, 2], 1)).toEqual([
      { seat: 1, index: 0 }, { seat: 2, index: 0 }, { seat: 0, index: 0 },
      { seat: 1, index: 1 }, { seat: 2, index: 1 }, { seat: 0, index: 1 },
    ]);
  });

  it('wraps the first seat round the table and skips seats that have all their cards (or none)', () => {
    expect(dealOrder([1, 0, 2], 5)).toEqual([{ seat: 2, index: 0 }, { seat: 0, index: 0 }, { seat: 2, index: 1 }]);
    expect(dealOrder([], 0)).toEqual([]);
  });

  it('deals every card exactly once', () => {
    const counts = [5, 5, 5, 5, 5, 5];
    const steps = dealOrder(counts, 3);
    expect(steps).toHaveLength(30);
    for (let s = 0; s < 6; s++) expect(steps.filter((d) => d.seat === s).map((d) => d.index)).toEqual([0, 1, 2, 3, 4]);
  });

  it('keeps Meow Meow\'s pace: flights of 150-300 ms, staggered, the whole deal about 1.5 s', () => {
    expect(DEAL_FLIGHT_MS).toBeGreaterThanOrEqual(150);
    expect(DEAL_FLIGHT_MS).toBeLessThanOrEqual(300);
    expect(dealGap(10)).toBe(70);
    expect(dealGap(30) * 30).toBeCloseTo(1500);
    expect(dealGap(0)).toBe(70);
  });
});
