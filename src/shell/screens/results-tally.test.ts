import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { PlayerInfo } from '../../engine/types';
import { EveningTallySchema } from '../../store/tally';
import { showsTally, tallyAfter, tallyOrder } from './results-tally';

const table: PlayerInfo[] = [{ name: 'Ana', kind: 'person' }, { name: 'Ben', kind: 'bot', level: 'easy' }, { name: 'Cy', kind: 'bot', level: 'hard' }];

describe('the evening tally', () => {
  it('a first game counts one game and is not shown', () => {
    const tally = tallyAfter({ players: table, winners: [1] });
    expect(tally).toEqual({ played: 1, wins: [{ seat: 0, name: 'Ana', wins: 0 }, { seat: 1, name: 'Ben', wins: 1 }, { seat: 2, name: 'Cy', wins: 0 }] });
    expect(showsTally(tally)).toBe(false);
  });

  it('adds each game played again to the tally its save carried, a win for every winner (shared wins too)', () => {
    const first = tallyAfter({ players: table, winners: [1] });
    const second = tallyAfter({ players: table, winners: [0], tally: first });
    const third = tallyAfter({ players: table, winners: [0, 2], tally: second });
    expect(third.played).toBe(3);
    expect(third.wins.map((e) => e.wins)).toEqual([2, 1, 1]);
    expect(showsTally(third)).toBe(true);
    expect(tallyOrder(third).map((e) => e.name)).toEqual(['Ana', 'Ben', 'Cy']);
    expect(v.safeParse(EveningTallySchema, third).success).toBe(true);
  });

  it('is keyed by seat and name: another table starts a new evening', () => {
    const first = tallyAfter({ players: table, winners: [1] });
    const renamed = table.map((p, seat) => (seat === 2 ? { ...p, name: 'Dot' } : p));
    expect(tallyAfter({ players: renamed, winners: [2], tally: first })).toEqual({
      played: 1, wins: [{ seat: 0, name: 'Ana', wins: 0 }, { seat: 1, name: 'Ben', wins: 0 }, { seat: 2, name: 'Dot', wins: 1 }],
    });
    expect(tallyAfter({ players: table.slice(0, 2), winners: [0], tally: first }).played).toBe(1);
  });

  it('lists the most wins first, level players in seat order', () => {
    const tally = { played: 4, wins: [{ seat: 0, name: 'Ana', wins: 1 }, { seat: 1, name: 'Ben', wins: 2 }, { seat: 2, name: 'Cy', wins: 1 }] };
    expect(tallyOrder(tally).map((e) => e.seat)).toEqual([1, 0, 2]);
  });
});
