import { describe, expect, it } from 'vitest';
import { builtInMessages } from '../../../shell/all-languages';
import { languages } from '../../../base/i18n';
import { ballPlacerOf, EARLY_WAYS, maraeVerdict, moerakiMatch, MOERAKI_LEVELS, MOERAKI_MATCHES, recordGame, recordMarae, undoGame } from './sheet';
import { moerakiSheet } from './sheet-kind';

const newSheetData = (choices = {}) => moerakiSheet.fresh(2, choices);

const BLACK = 0;
const WHITE = 1;

describe('Moeraki sheet: the Marae count', () => {
  it('reproduces the rulebook: black 11 tribal tiles against white 10½ — black wins by Marae', () => {
    const v = maraeVerdict([11, 9], [0, 3], 'basic', WHITE);
    expect(v).toEqual({ totals: [11, 10.5], winner: BLACK, byBall: false });
    expect(maraeVerdict([9, 10], [4, 1], 'basic', WHITE).totals).toEqual([11, 10.5]);
  });

  it('equal totals: the player who placed the ball wins (basic and master); a draw at beginner level', () => {
    expect(maraeVerdict([10, 9], [1, 3], 'basic', WHITE)).toEqual({ totals: [10.5, 10.5], winner: WHITE, byBall: true });
    expect(maraeVerdict([10, 10], [0, 0], 'master', BLACK)).toMatchObject({ winner: BLACK, byBall: true });
    expect(maraeVerdict([10, 10], [0, 0], 'beginner', BLACK)).toEqual({ totals: [10, 10], winner: null, byBall: false });
  });
});

describe('Moeraki sheet: the match on the Moeraki scale', () => {
  it('the winner of a game places the ball in the next; after a draw the other player does', () => {
    let d = newSheetData({ level: 'beginner', match: 3, first: WHITE });
    expect(ballPlacerOf(d)).toBe(WHITE);
    d = recordGame(d, BLACK, 'tahuna');
    expect(ballPlacerOf(d)).toBe(BLACK);
    d = recordGame(d, null, 'draw');
    expect(d.games.at(-1)).toEqual({ winner: null, way: 'draw', ballPlacer: BLACK });
    expect(ballPlacerOf(d)).toBe(WHITE);
  });

  it('first to 3 wins the match (Uira); undo takes the last game back', () => {
    let d = newSheetData({ match: 3 });
    d = recordGame(d, WHITE, 'awa');
    d = recordGame(d, WHITE, 'ara');
    expect(moerakiMatch(d)).toEqual({ wins: [0, 2], ballPlacer: WHITE, over: false, winner: null });
    d = { ...d, full: [11, 0], half: [0, 21] };
    d = recordMarae(d);
    expect(d.games.at(-1)).toEqual({ winner: BLACK, way: 'marae', ballPlacer: WHITE, totals: [11, 10.5] });
    expect(d.full).toEqual([0, 0]);
    d = recordGame(d, WHITE, 'tahuna');
    expect(moerakiMatch(d)).toMatchObject({ wins: [1, 3], over: true, winner: WHITE });
    expect(moerakiMatch(undoGame(d))).toMatchObject({ wins: [1, 2], over: false });
  });

  it('a single game ends the match, drawn or not', () => {
    const d = newSheetData({ level: 'beginner' });
    expect(moerakiMatch(recordMarae(d))).toEqual({ wins: [0, 0], ballPlacer: 1, over: true, winner: null });
  });
});

describe('Moeraki sheet: words', () => {
  it('every word the sheet puts together (levels, matches, ways of winning) exists in English, French and German', () => {
    const keys = [
      ...MOERAKI_LEVELS.map((l) => `companion.moeraki.level.${l}`),
      ...MOERAKI_MATCHES.map((n) => `companion.moeraki.match${n}`),
      ...[...EARLY_WAYS, 'marae'].map((w) => `companion.moeraki.way.${w}`),
    ];
    for (const lang of languages) expect(keys.filter((k) => !builtInMessages[lang][k]), lang).toEqual([]);
  });
});
