import { afterEach, describe, expect, it } from 'vitest';
import type { PlayerInfo } from '../../engine/types';
import { setLanguage } from '../../base/i18n';
import { ordinal, rankLabel, rankSeats } from './results-rank';

const players = (n: number): PlayerInfo[] => Array.from({ length: n }, (_, i) => ({ name: `P${i}`, kind: 'person' }));
const places = (r: Parameters<typeof rankSeats>[0]) => rankSeats(r).map((s) => [s.seat, s.rank, s.shared]);

afterEach(() => setLanguage('en'));

describe('results ranking', () => {
  it('puts the winner first even when sitting last (points: more is better)', () => {
    expect(places({ players: players(5), winners: [4], figures: [10, 30, 20, 0, 45] })).toEqual([
      [4, 1, false], [1, 2, false], [2, 3, false], [0, 4, false], [3, 5, false],
    ]);
  });

  it('ranks the others by fewest cards when the game says lower is better', () => {
    expect(places({ players: players(4), winners: [2], figures: [5, 1, 0, 3], rankOrder: 'low' })).toEqual([
      [2, 1, false], [1, 2, false], [3, 3, false], [0, 4, false],
    ]);
  });

  it('shares first place among several winners and skips the next rank', () => {
    // Mauwi teams: seats 1 and 3 share the winning total; seats 0 and 2 share the other.
    const standings = rankSeats({ players: players(4), winners: [1, 3], figures: [20, 40, 20, 40] });
    expect(standings.map((s) => [s.seat, s.rank, s.shared])).toEqual([[1, 1, true], [3, 1, true], [0, 3, true], [2, 3, true]]);
    expect(standings.map(rankLabel)).toEqual(['1st =', '1st =', '3rd =', '3rd =']);
  });

  it('follows the game\'s verdict over the figure (a tie the game broke itself)', () => {
    // Pocket Cats: 13 all, the winner decided on the prey count.
    expect(places({ players: players(2), winners: [1], figures: [13, 13] })).toEqual([[1, 1, false], [0, 2, false]]);
  });

  it('orders seats level on the figure by the game\'s tiebreak, higher first (Kitty Cat: the round a cat went out)', () => {
    expect(places({ players: players(4), winners: [2], figures: [0, 0, 2, 0], tiebreak: [3, 5, 9, 3] })).toEqual([
      [2, 1, false], [1, 2, false], [0, 3, true], [3, 3, true],
    ]);
  });

  it('ranks by the figure alone when nobody won', () => {
    expect(places({ players: players(3), winners: [], figures: [2, 2, 1], rankOrder: 'low' })).toEqual([[2, 1, false], [0, 2, true], [1, 2, true]]);
  });

  it('names places in the player\'s language', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22].map(ordinal)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd']);
    setLanguage('fr');
    expect([1, 2, 6].map(ordinal)).toEqual(['1er', '2e', '6e']);
    expect(rankLabel({ rank: 1, shared: true })).toBe('1er ex æquo');
    setLanguage('de');
    expect([1, 2].map(ordinal)).toEqual(['1.', '2.']);
    expect(rankLabel({ rank: 2, shared: true })).toBe('2. (geteilt)');
  });
});
