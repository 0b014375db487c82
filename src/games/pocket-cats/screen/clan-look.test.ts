// The seven clans' looks (clan-look.ts): each its colour from the data and a mark of its own, so a clan reads
// without colour too; the same mark on the tiles and in the DOM.
import { describe, expect, it } from 'vitest';
import { CLANS, CLAN_IDS } from '../rules/data';
import { CLAN_LOOK, MARKS, clanMarkSvg } from './clan-look';

describe('clan looks', () => {
  it('every clan has its data colour and a mark no other clan has', () => {
    for (const id of CLAN_IDS) expect(CLAN_LOOK[id].colour, id).toBe(CLANS[id].colour);
    const marks = CLAN_IDS.map((id) => CLAN_LOOK[id].mark);
    expect(new Set(marks).size).toBe(CLAN_IDS.length);
    for (const m of marks) expect(MARKS[m].length).toBeGreaterThan(0);
  });

  it('a counted attack is written on the clan colour in white or ink, whichever reads better (at least 3:1)', () => {
    const lum = (c: number) => {
      const lin = (v: number) => { const x = v / 255; return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4; };
      return 0.2126 * lin((c >> 16) & 255) + 0.7152 * lin((c >> 8) & 255) + 0.0722 * lin(c & 255);
    };
    for (const id of CLAN_IDS) {
      const [a, b] = [lum(CLAN_LOOK[id].colour), lum(CLAN_LOOK[id].ink)].sort((x, y) => y - x);
      expect((a + 0.05) / (b + 0.05), id).toBeGreaterThanOrEqual(3);
    }
  });

  it('the DOM mark is the same shapes in the clan colour, hidden from screen readers (the name is written beside it)', () => {
    const svg = clanMarkSvg('defenders');
    expect(svg).toContain(CLAN_LOOK.defenders.css);
    expect(svg).toContain('aria-hidden="true"');
    expect(svg.match(/<(polygon|circle|ellipse|rect) /g)).toHaveLength(MARKS.shield.length);
  });
});
