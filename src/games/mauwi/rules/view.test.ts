// What each seat may see (ARCHITECTURE.md: view hides what the viewer may not see).
import { describe, expect, it } from 'vitest';
import { revealsHidden } from './invariants';
import { optionsProblem } from './deal';
import { viewOf } from './view';
import { actors } from './actors';
import { ALL_ANIMALS, must, newGame, position, spirit, w } from '../test/testkit';

describe('view', () => {
  it('shows the own hand, only hand sizes of the others, the draw pile as a count and 9s as counts', () => {
    const s = position({ hands: [[w(1), w(2), w(3), w(4)], [w(5), w(6), w(7), w(8)]], areas: [[{ nines: 2, top: w(8, 1) }]] });
    const v = viewOf(s, 0);
    expect(v.hand).toEqual([w(1), w(2), w(3), w(4)]);
    expect(v.handCounts).toEqual([4, 4]);
    expect(JSON.stringify(v)).not.toContain(String(w(5)) + ',');
    expect(v.drawCount).toBe(s.drawPile.length);
    expect(v.areas[0][0]).toEqual({ nines: 2, top: w(8, 1), owner: 0, as: 0 });
    expect(Object.keys(v)).not.toContain('rng');
    expect(viewOf(s, null).hand).toBeNull();
  });
  it('names the seats that may act, as the rules do, to every seat and to a watcher', () => {
    const s = position({ hands: [[w(1), w(2), w(3), w(4)], [w(5), w(6), w(7), w(8)]] });
    expect(viewOf(s, 1).actors).toEqual(actors(s));
    expect(viewOf(s, null).actors).toEqual([s.turn]);
    const attacked = must(position({ hands: [[w(1), w(3), w(4), w(5)], [w(8, 1), w(1, 1), w(2), w(6)]], areas: [[], [{ top: w(8) }]] }), { type: 'ATTACK', seat: 0, card: w(1), target: 1, column: 0 });
    expect(viewOf(attacked, 0).actors).toEqual([1]);
    expect(viewOf(attacked, 0).actors).toEqual(actors(attacked));
  });
  it('a 9 taken face down from the draw pile is hidden while it waits to be placed', () => {
    const s = must(position({ hands: [[w(3, 1), w(1), w(2), w(4)], [w(6)]], areas: [[{ top: w(3, 0) }]], drawTop: [spirit(5)] }), { type: 'PLACE', seat: 0, card: w(3, 1), column: 0 });
    expect(viewOf(s, 0).gain).toEqual({ seat: 0, cards: [null] });
    expect(revealsHidden(position({ hands: [[w(3, 1), w(1), w(2), w(4)], [w(6)]] }), s)).toBe(true);
  });
});

describe('options', () => {
  const o = { edition: 'en' as const, animals: ALL_ANIMALS, teams: false, first: 0 };
  it('2 to 6 players; team mode needs the English edition and 4+ players; the French edition has no animals', () => {
    expect(optionsProblem(o, 2)).toBeNull();
    expect(optionsProblem(o, 7)).not.toBeNull();
    expect(optionsProblem({ ...o, teams: true }, 3)).not.toBeNull();
    expect(optionsProblem({ ...o, teams: true }, 4)).toBeNull();
    expect(optionsProblem({ ...o, edition: 'fr' }, 4)).not.toBeNull();
    expect(optionsProblem({ ...o, edition: 'fr', animals: { kiwi: 0, ninox: 0, tuatara: 0 } }, 4)).toBeNull();
    expect(optionsProblem({ ...o, animals: { kiwi: 5, ninox: 0, tuatara: 0 } }, 4)).not.toBeNull();
    expect(newGame(o, 1, 3).hands).toHaveLength(3);
  });
});
