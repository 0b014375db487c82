// What the tile keys say: what is visible, never a face-down tile's identity.
import { describe, expect, it } from 'vitest';
import { registerAll, setLanguage } from '../../../base/i18n';
import { pocketCatsTableText } from '../words/table';
import { cellLabel } from './keys';
import { visibleName } from '../words/names';
import { viewOf } from '../rules/view';
import { position } from '../test/testkit';

registerAll(pocketCatsTableText);

const rows = `?M4a M3 G3 P5 Dwe.1
              ?P2 ?Dx.3 G1 G5 R3
              F4 R5 Dn.3 M5b M4b
              F3 G2 Dp R2 R1
              R4 De.3 G4 M6 M5a`;
const none = { flipped: false, threatened: false, capture: null, clans: ['royal-claws', 'gourmets'] as const, act: null, selected: false };

describe('tile keys', () => {
  it('say "face-down tile" for every face-down tile, in every language, and nothing about what it is', () => {
    const v = viewOf(position(rows), 0);
    for (const lang of ['en', 'fr', 'de'] as const) {
      setLanguage(lang);
      for (const cell of [0, 5, 6]) {
        const label = cellLabel(cell, v.grid[cell], { ...none, clans: [...none.clans], act: 'flip' });
        expect(label).not.toMatch(/mouse|souris|Maus|dog|chien|Hund|\(\d\)/i);
      }
    }
    setLanguage('en');
    expect(cellLabel(0, v.grid[0], { ...none, clans: [...none.clans], act: 'flip' })).toBe('Row 1, column 1: face-down tile, flip it');
  });

  it('name face-up tiles and a dog\'s arrows as they point now (the centre dog turned three quarters points left)', () => {
    setLanguage('en');
    const v = viewOf(position(rows), 0);
    expect(visibleName(v.grid[1])).toBe('mouse (3)');
    expect(visibleName(v.grid[2])).toBe('Gourmets chief (3)');
    expect(visibleName(v.grid[8])).toBe('Gourmets cat (5)');
    expect(visibleName(v.grid[12])).toBe('dog, arrows pointing left');
    expect(visibleName(v.grid[4])).toBe('dog, arrows pointing up, down');
    expect(cellLabel(7, v.grid[7], { ...none, clans: [...none.clans], act: 'swap', threatened: true }))
      .toBe('Row 2, column 3: Gourmets cat (1), targeted by a dog, swap here');
    expect(cellLabel(7, v.grid[7], { ...none, clans: [...none.clans], act: 'clanSwap' })).toBe('Row 2, column 3: Gourmets cat (1), swap here by the clan effect');
  });

  it('tell who caught a prey and with what attack', () => {
    setLanguage('en');
    const v = viewOf(position(rows), 0);
    const capture = { cell: 14, tile: 'mouse-4b', attack: [4, 0], winner: 0 };
    expect(cellLabel(14, v.grid[14], { ...none, clans: [...none.clans], capture })).toBe('Row 3, column 5: mouse (4), caught by the Royal Claws (4 against 0)');
    expect(cellLabel(14, v.grid[14], { ...none, clans: [...none.clans], capture: { ...capture, attack: [2, 2], winner: null } }))
      .toBe('Row 3, column 5: mouse (4), caught by nobody (2 against 2)');
  });

  it('name a counted cat (Chaoticats) with its attack on the grid as shown: 10 with one face up, 8 with two', () => {
    setLanguage('en');
    const one = viewOf(position('X5 * * * *  * * * * *  * * M3 * *  * * * * *  * * * * *', { clans: ['chaoticats', 'gourmets'] }), 0);
    expect(cellLabel(0, one.grid[0], { ...none, clans: ['chaoticats', 'gourmets'], grid: one.grid })).toBe('Row 1, column 1: Chaoticats chief (attack 10, counted)');
    const two = viewOf(position('X5 X1 * * *  * * * * *  * * M3 * *  * * * * *  * * * * *', { clans: ['chaoticats', 'gourmets'] }), 0);
    expect(visibleName(two.grid[1], two.grid, 1)).toBe('Chaoticats cat (attack 8, counted)');
    // Without the grid (a log line) the attack is only said to be counted.
    expect(visibleName(two.grid[1])).toBe('Chaoticats cat (counted attack)');
  });
});
