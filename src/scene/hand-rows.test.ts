import { describe, expect, it } from 'vitest';
import { handRows } from './hand-rows';

describe('a hand in its band', () => {
  it('keeps small phone cards in one row when the band has room for a finger per card (Meow Meow at 844x390)', () => {
    // 62-px cards in a 664-px band: five cards fit one row 44 px apart.
    expect(handRows(5, 664, 62)).toEqual({ rows: 1, perRow: 5, step: 44 });
  });
  it('spreads big cards two thirds of a card apart at most', () => {
    expect(handRows(3, 1000, 120).step).toBeCloseTo(79.2);
  });
  it('wraps into two rows only when one row would show less than a finger per card', () => {
    expect(handRows(12, 400, 62)).toMatchObject({ rows: 2, perRow: 6 });
    expect(handRows(12, 400, 62).step).toBe(44);
    expect(handRows(12, 250, 62).step).toBeCloseTo((250 - 62) / 5);
    expect(handRows(8, 62 + 7 * 44, 62)).toMatchObject({ rows: 1, step: 44 });
  });
  it('one card is one row', () => expect(handRows(1, 50, 62).rows).toBe(1));
});
