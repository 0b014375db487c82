import { describe, expect, it } from 'vitest';
import { registerAll, setLanguage } from '../../../base/i18n';
import { mauwiTableText } from '../words/table';
import { mauwiResultDetails } from './results';
import { position, spirit, w } from '../test/testkit';

registerAll(mauwiTableText);
setLanguage('en');

describe('Mauwi results breakdown', () => {
  it('shows the rulebook\'s example column by column: 32 + 72 + 0 + 72 = 176', () => {
    const s = position({ hands: [[w(1)], [w(2)]], areas: [[{ nines: 3, top: w(4) }, { nines: 3 }, { nines: 2, top: spirit(), owner: 1 }, { nines: 3 }]] });
    const d = mauwiResultDetails(s);
    expect(d.columns).toEqual(['A', 'B', 'C', 'D', 'Own total']);
    expect(d.rows[0]).toEqual(['4×2³ = 32', '9×2³ = 72', '0×2² = 0', '9×2³ = 72', '176']);
    expect(d.rows[1]).toEqual(['—', '—', '—', '—', '0']);
  });

  it('adds the team total in team mode (seats 0 and 2 together against 1 and 3)', () => {
    const s = position({ hands: [[w(1)], [w(2)], [w(3)], [w(5)]], areas: [[{ nines: 1 }], [{ top: w(6) }], [{ nines: 2 }], []], options: { teams: true } });
    const d = mauwiResultDetails(s);
    expect(d.columns.at(-1)).toBe('Team total');
    expect(d.rows.map((r) => r.slice(-2))).toEqual([['18', '54'], ['6', '6'], ['36', '54'], ['0', '6']]);
  });
});
