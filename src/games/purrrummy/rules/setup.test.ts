import { describe, expect, it } from 'vitest';
import type { PlayerInfo } from '../../../engine/types';
import { purrrummyEntry } from '../index';
import { purrrummy as purrDef } from './definition';

const players = (n: number): PlayerInfo[] => Array.from({ length: n }, (_, i) => ({ name: `P${i}`, kind: 'person' }));

describe('Purrrummy on the setup screen', () => {
  const g = purrrummyEntry;

  it('seats 2 to 4 and offers the lay-off variant off or on', () => {
    expect([g.minPlayers, g.maxPlayers]).toEqual([2, 4]);
    expect(g.setup.fields.find((f) => f.id === 'layoff')?.choices.map((c) => c.value)).toEqual(['off', 'on']);
  });

  it('builds options the game accepts; the last seat deals so the first seat plays first', () => {
    for (const layoff of ['off', 'on']) for (let n = 2; n <= 4; n++) {
      const built = g.setup.build({ layoff }, players(n));
      expect(built).toEqual({ layoff: layoff === 'on', dealer: n - 1 });
      const parsed = purrDef.parseOptions(built);
      expect(parsed.ok).toBe(true);
      if (parsed.ok) expect(purrDef.checkOptions?.(parsed.options, n) ?? null).toBeNull();
    }
  });

  it('keeps the variant for "play again" and passes the deal on', () => {
    expect(g.setup.next({ layoff: true, dealer: 2 }, players(3))).toEqual({ layoff: true, dealer: 0 });
    expect(g.setup.next({ layoff: false, dealer: 0 }, players(2))).toEqual({ layoff: false, dealer: 1 });
  });
});
