// What each seat may see (ARCHITECTURE.md: view hides what the viewer may not see); counters and lives are
// always shown.
import { describe, expect, it } from 'vitest';
import { kittyCat } from './definition';
import { viewOf } from './view';
import { revealsHidden } from './rules';
import { A, C, D, H, K, Q, S, c, must, players, position } from '../test/testkit';

describe('view', () => {
  const s = position({ hands: [[c(C, 6), c(S, 7), c(H, 8)], [c(D, K), c(D, Q), c(D, 9)], [c(C, 9), c(C, 10), c(S, 6)]], middle: [c(H, A), c(H, K), c(S, 8)], counters: [3, 0, 2] });

  it('shows the own hand, hand sizes of the others, the middle and the deck as a count', () => {
    const v = viewOf(s, 0);
    expect(v.hand).toEqual(s.hands[0]);
    expect(v.handCounts).toEqual([3, 3, 3]);
    expect(v.middle).toEqual(s.middle);
    expect(v.deckCount).toBe(s.deck.length);
    const text = JSON.stringify(v);
    for (const x of [...s.hands[1], ...s.hands[2]]) expect(v.hand).not.toContain(x);
    expect(text).not.toContain(JSON.stringify(s.hands[1]));
    expect(Object.keys(v)).not.toContain('rng');
    expect(Object.keys(v)).not.toContain('deck');
    expect(viewOf(s, null).hand).toBeNull();
  });

  it('always shows every cat\'s counters, lives and who is on the last life or out', () => {
    for (const viewer of [0, 1, 2, null]) {
      const v = viewOf(s, viewer);
      expect(v.counterCounts).toEqual([3, 0, 2]);
      expect(v.lives).toEqual([4, 1, 3]);
      expect(v.swimming).toEqual([false, true, false]);
      expect(v.out).toEqual([false, false, false]);
    }
  });

  it('the showdown shows every hand, its value and how it was counted, to everyone', () => {
    const t = [{ type: 'KNOCK' as const, seat: 0 }, { type: 'PASS' as const, seat: 1 }, { type: 'PASS' as const, seat: 2 }].reduce(must, s);
    expect(revealsHidden(s, t)).toBe(true);
    const v = viewOf(t, 0);
    expect(v.phase).toBe('showdown');
    expect(v.showdown!.entries.map((e) => e.hand)).toEqual(s.hands);
    expect(v.showdown!.entries.map((e) => [e.value.kind, e.value.points])).toEqual([['suit', 8], ['suit', 29], ['suit', 19]]);
    expect(v.showdown!.entries[0]).toMatchObject({ lowest: true, countersBefore: 3, countersAfter: 2 });
  });

  it('a new deal hides everything again and reveals the new hand (undo stops there)', () => {
    const over = [{ type: 'KNOCK' as const, seat: 0 }, { type: 'PASS' as const, seat: 1 }, { type: 'PASS' as const, seat: 2 }].reduce(must, s);
    const next = must(over, { type: 'NEXT_ROUND', seat: kittyCat.actors(over)[0] });
    expect(viewOf(next, 1).showdown).toBeNull();
    expect(revealsHidden(over, next)).toBe(true);
  });

  it('a pass or a swap reveals nothing new from the deck (undo may go back over it)', () => {
    const swapped = must(s, { type: 'SWAP_ONE', seat: 0, hand: c(C, 6), middle: c(S, 8) });
    expect(revealsHidden(s, swapped)).toBe(false);
    expect(revealsHidden(s, must(s, { type: 'PASS', seat: 0 }))).toBe(false);
  });
});

describe('options', () => {
  it('dealer 0..5, 1..9 counters and the Hiss ruling (missing: off) are accepted; anything else is refused with a message', () => {
    expect(kittyCat.parseOptions({ dealer: 2, counters: 3, hiss: true })).toEqual({ ok: true, options: { dealer: 2, counters: 3, hiss: true } });
    expect(kittyCat.parseOptions({ dealer: 2, counters: 3 })).toEqual({ ok: true, options: { dealer: 2, counters: 3, hiss: false } });
    expect(kittyCat.parseOptions({ dealer: 2, counters: 3, hiss: 'yes' }).ok).toBe(false);
    expect(kittyCat.parseOptions({ dealer: 0, counters: 0 }).ok).toBe(false);
    expect(kittyCat.parseOptions({ dealer: 6, counters: 3 }).ok).toBe(false);
    expect(kittyCat.parseOptions({ dealer: 0 }).ok).toBe(false);
  });
  it('2 to 6 cats', () => {
    expect(kittyCat.minPlayers).toBe(2);
    expect(kittyCat.maxPlayers).toBe(6);
    expect(() => kittyCat.setup({ options: kittyCat.defaultOptions, seed: 1, players: players(7) })).toThrow();
    expect(() => kittyCat.setup({ options: kittyCat.defaultOptions, seed: 1, players: players(1) })).toThrow();
    expect(kittyCat.setup({ options: kittyCat.defaultOptions, seed: 1, players: players(6) }).hands).toHaveLength(6);
  });
});
