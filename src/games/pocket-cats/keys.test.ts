// What the tile keys say: what is visible, never a face-down tile's identity.
import { describe, expect, it } from 'vitest';
import { registerAll, setLanguage } from '../../shell/i18n';
import { pocketCatsText } from './text';
import { pocketCatsSceneText } from './scene-text';
import { cellLabel } from './keys';
import { visibleName } from './scene-names';
import { viewOf } from './view';
import { position } from './testkit';

registerAll(pocketCatsText);
registerAll(pocketCatsSceneText);

const rows = `?M1 M3 G3 P5 Dns.1
              ?M2 ?Dne.3 G1 G5 R3
              F4 R5 Dn.3 P2 M4
              F3 G2 Dx R2 R1
              R4 Dnes.3 G4 M6 M5`;
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
    expect(visibleName(v.grid[2])).toBe('Gourmets cat (3)');
    expect(visibleName(v.grid[8])).toBe('Gourmets chief (5)');
    expect(visibleName(v.grid[12])).toBe('dog, arrows pointing left');
    expect(visibleName(v.grid[4])).toBe('dog, arrows pointing right, left');
    expect(cellLabel(7, v.grid[7], { ...none, clans: [...none.clans], act: 'swap', threatened: true }))
      .toBe('Row 2, column 3: Gourmets cat (1), targeted by a dog, swap here');
  });

  it('tell who caught a prey and with what attack', () => {
    setLanguage('en');
    const v = viewOf(position(rows), 0);
    const capture = { cell: 14, tile: 'mouse-4', attack: [4, 0], winner: 0 };
    expect(cellLabel(14, v.grid[14], { ...none, clans: [...none.clans], capture })).toBe('Row 3, column 5: mouse (4), caught by the Royal Claws (4 against 0)');
    expect(cellLabel(14, v.grid[14], { ...none, clans: [...none.clans], capture: { ...capture, attack: [2, 2], winner: null } }))
      .toBe('Row 3, column 5: mouse (4), caught by nobody (2 against 2)');
  });
});
