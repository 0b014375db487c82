import { describe, expect, it } from 'vitest';
import type { PlayerInfo } from '../../../engine/types';
import { kittyCatEntry } from '../index';
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

  it('offers the Hiss ruling: laying it down ends the round (the rulebook, default) or a value only', () => {
    const f = g.setup.fields.find((x) => x.id === 'hiss')!;
    expect(f.choices.map((c) => c.value)).toEqual(['on', 'off']);
    expect(f.default).toBe('on');
    expect(g.setup.build({ counters: 3, hiss: 'on' }, players(3))).toMatchObject({ hiss: true });
    expect(g.setup.build({ counters: 3, hiss: 'off' }, players(3))).toMatchObject({ hiss: false });
  });

  it('builds options the game accepts; the last seat deals so the first seat plays first', () => {
    for (const counters of [2, 3, 5]) for (const hiss of ['on', 'off']) for (let n = 2; n <= 6; n++) {
      const built = g.setup.build({ counters, hiss }, players(n));
      expect(built).toEqual({ dealer: n - 1, counters, hiss: hiss === 'on' });
      expect(kittyDef.parseOptions(built)).toEqual({ ok: true, options: built });
    }
  });

  it('keeps the counters and the Hiss ruling for "play again" (an old save\'s game had it off) and passes the deal on', () => {
    expect(g.setup.next({ dealer: 2, counters: 5, hiss: true }, players(3))).toEqual({ dealer: 0, counters: 5, hiss: true });
    expect(g.setup.next({ dealer: 0, counters: 2, hiss: false }, players(4))).toEqual({ dealer: 1, counters: 2, hiss: false });
    expect(g.setup.next({ dealer: 0, counters: 2 }, players(4))).toEqual({ dealer: 1, counters: 2, hiss: false });
    expect(g.setup.next(undefined, players(3))).toEqual({ dealer: 0, counters: 3, hiss: false });
  });
});
