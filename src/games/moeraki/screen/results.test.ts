import { describe, expect, it } from 'vitest';
import { registerAll, setLanguage } from '../../../base/i18n';
import { points } from '../words/names';
import { moerakiTableText } from '../words/table';
import { moerakiResultDetails } from './results';
import { play, position } from '../test/testkit';
import { FULL, HALF } from '../rules/tiles';

registerAll(moerakiTableText);
setLanguage('en');

describe('Moeraki results breakdown', () => {
  it('counts halves as the rulebook does: 10½', () => {
    expect([points(0), points(0.5), points(10.5), points(11)]).toEqual(['0', '½', '10½', '11']);
  });

  it('shows the scale and the last game\'s early win in a match', () => {
    // Black completes the top edge row (Ara) with its last piece.
    const s0 = position({ level: 'basic', matchTo: 3, ball: [5, 5], black: [[2, 0], [4, 0], [6, 0]], white: [[1, 1], [3, 1], [5, 1]], turn: 0 });
    const s = play(s0, [8, 0]);
    expect(s.outcome?.way).toBe('ara');
    const d = moerakiResultDetails(s);
    expect(d.caption).toBe('The match on the Moeraki scale');
    expect(d.columns).toEqual(['Games won', 'Last game', 'Full tiles', 'Half tiles', 'Marae']);
    expect(d.rows[0].slice(0, 2)).toEqual(['1 / 3', 'won by Ara']);
    expect(d.rows[1].slice(0, 2)).toEqual(['0 / 3', '—']);
  });

  it('shows the Marae count of the board (full, half, total) and no tile columns at beginner level', () => {
    const s = position({ level: 'basic', ball: [5, 5], tiles: [[[3, 0], HALF + 1], [[5, 0], FULL + 0], [[2, 1], FULL + 1]] });
    expect(moerakiResultDetails(s).rows.map((r) => r.slice(2))).toEqual([['1', '0', '1'], ['1', '1', '1½']]);
    const b = position({ level: 'beginner', ball: [5, 5] });
    expect(moerakiResultDetails(b).columns).toEqual(['Games won', 'Last game']);
    expect(moerakiResultDetails(b).caption).toBe('The game');
  });
});
