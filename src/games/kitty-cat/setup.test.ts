import { describe, expect, it } from 'vitest';
import type { PlayerInfo } from '../../engine/types';
import { kittyCatEntry } from './index';
import { kittyCat as kittyDef } from './definition';

const players = (n: number): PlayerInfo[] => Array.from({ length: n }, (_, i) => ({ name: `P${i}`, kind: 'person' }));

describe('Kitty Cat on the setup screen', () => {
  const g = kittyCatEntry;

  it('seats 2 to 6 and offers 2, 3 (the rulebook, default) or 5 counters', () => {
    expect([g.minPlayers, g.maxPlayers]).toEqual([2, 6]);
    const f = g.setup.fields.find((x) => x.id === 'counters')!;
    expect(f.choices.map((c) => c.value)).toEqual([2, 3, 5]);
    expect(f.default).toBe(3);
  });

  it('builds options the game accepts; the last seat deals so the first seat plays first', () => {
    for (const counters of [2, 3, 5]) for (let n = 2; n <= 6; n++) {
      const built = g.setup.build({ counters }, players(n));
      expect(built).toEqual({ dealer: n - 1, counters });
      expect(kittyDef.parseOptions(built).ok).toBe(true);
    }
  });

  it('keeps the counters for "play again" and passes the deal on', () => {
    expect(g.setup.next({ dealer: 2, counters: 5 }, players(3))).toEqual({ dealer: 0, counters: 5 });
    expect(g.setup.next({ dealer: 0, counters: 2 }, players(4))).toEqual({ dealer: 1, counters: 2 });
    expect(g.setup.next(undefined, players(3))).toEqual({ dealer: 0, counters: 3 });
  });
});
