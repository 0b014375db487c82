import { describe, expect, it } from 'vitest';
import { sameState } from './equal';

describe('sameState compares states by structure', () => {
  it('ignores key order (the Moeraki save that was called damaged)', () => {
    expect(sameState({ last: { type: 'PLACE', seat: 0, at: 3 } }, { last: { seat: 0, at: 3, type: 'PLACE' } })).toBe(true);
    expect(JSON.stringify({ a: 1, b: 2 }) === JSON.stringify({ b: 2, a: 1 })).toBe(false);
  });
  it('treats an absent key like an undefined one', () => {
    expect(sameState({ a: 1 }, { a: 1, b: undefined })).toBe(true);
  });
  it('tells different states apart', () => {
    expect(sameState({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(sameState({ a: 1 }, { a: '1' })).toBe(false);
    expect(sameState([1], { 0: 1 })).toBe(false);
    expect(sameState({ a: null }, { a: {} })).toBe(false);
    expect(sameState({ a: { b: 1 } }, { a: { b: 2 } })).toBe(false);
  });
});
