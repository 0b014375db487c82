import { describe, expect, it } from 'vitest';
import { numeralPx } from './scene-numerals';
import { MIN_TILE, cellAtPoint, cellRect, pocketLayout, type Rect } from './scene-layout';

const inside = (r: Rect, w: number, h: number) => r.x >= 0 && r.y >= 0 && r.x + r.width <= w && r.y + r.height <= h;
const overlap = (a: Rect, b: Rect) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('Pocket Cats layout', () => {
  it('keeps every tile at least 88 px on a 768 px wide tablet, in portrait and in landscape', () => {
    expect(pocketLayout(768, 1024).tile).toBeGreaterThanOrEqual(MIN_TILE);
    expect(pocketLayout(1024, 768).tile).toBeGreaterThanOrEqual(MIN_TILE);
    expect(MIN_TILE).toBe(88);
  });

  it('gives bigger tablets bigger tiles and keeps 88 px on smaller windows of a tablet (browser bars shown)', () => {
    expect(pocketLayout(1024, 1366).tile).toBeGreaterThan(pocketLayout(768, 1024).tile);
    for (const [w, h] of [[768, 960], [1024, 700], [800, 1280], [1280, 800], [1366, 1024]]) {
      expect(pocketLayout(w, h).tile, `${w}x${h}`).toBeGreaterThanOrEqual(MIN_TILE);
    }
  });

  it('fits the grid, the plates, the banner and the buttons on the screen, below the toolbar, without overlaps', () => {
    for (const [w, h] of [[768, 1024], [1024, 768], [1366, 1024], [1024, 1366]]) {
      const L = pocketLayout(w, h, 64);
      const parts = [L.grid, ...L.plates, L.banner, L.actions];
      for (const p of parts) {
        expect(inside(p, w, h), `${w}x${h}`).toBe(true);
        expect(p.y).toBeGreaterThanOrEqual(64);
      }
      for (let i = 0; i < parts.length; i++) for (let j = i + 1; j < parts.length; j++) expect(overlap(parts[i], parts[j]), `${w}x${h} ${i}/${j}`).toBe(false);
    }
  });

  it('finds the cell under a point (and none in the gaps), the inverse of cellRect', () => {
    const L = pocketLayout(768, 1024);
    for (let cell = 0; cell < 25; cell++) {
      const r = cellRect(L, cell);
      expect(cellAtPoint(L, r.x + r.width / 2, r.y + r.height / 2)).toBe(cell);
      expect(cellAtPoint(L, r.x + 1, r.y + r.height - 1)).toBe(cell);
    }
    const first = cellRect(L, 0);
    expect(cellAtPoint(L, first.x + first.width + L.gap / 2, first.y + 10)).toBeNull();
    expect(cellAtPoint(L, L.grid.x - 5, L.grid.y + 5)).toBeNull();
  });

  it('lays the clan cards beside the grid, never over it; in portrait the grid gives up room for them but keeps 88 px tiles', () => {
    for (const [w, h] of [[768, 1024], [1024, 768], [1366, 1024], [1024, 1366], [800, 1280]]) {
      const L = pocketLayout(w, h, 64, { cards: true });
      expect(overlap(L.cards, L.grid), `${w}x${h}`).toBe(false);
      expect(inside(L.cards, w, h), `${w}x${h}`).toBe(true);
      expect(L.tile, `${w}x${h}`).toBeGreaterThanOrEqual(MIN_TILE);
      // A panel worth reading: at least 300 px high.
      expect(L.cards.height, `${w}x${h}`).toBeGreaterThanOrEqual(300);
    }
    // Landscape: the grid stays as it was; portrait: it shrinks.
    expect(pocketLayout(1024, 768, 64, { cards: true }).grid).toEqual(pocketLayout(1024, 768).grid);
    expect(pocketLayout(768, 1024, 64, { cards: true }).tile).toBeLessThan(pocketLayout(768, 1024).tile);
  });
});

// Canvas sizes measured under the play band (issue 15) at 360x740, 390x844, 430x932, 844x390, 768x1024, 1024x768.
const STAGE_SIZES = [[360, 579], [390, 683], [430, 771], [844, 310], [768, 911], [1024, 655]] as const;
const STAGE_TOP = 8; // src/scene/table.ts (which loads PixiJS)

describe('Pocket Cats layout at phone and tablet sizes (under the play band)', () => {
  for (const [w, h] of STAGE_SIZES) {
    it(`${w}x${h}: grid, plates, banner and buttons on the canvas and apart; the clan cards beside the grid; tiles finger-sized`, () => {
      for (const cards of [false, true]) {
        const L = pocketLayout(w, h, STAGE_TOP, { cards });
        const parts: [string, Rect][] = [['grid', L.grid], ['plate 0', L.plates[0]], ['plate 1', L.plates[1]], ['banner', L.banner], ['buttons', L.actions]];
        for (const [what, r] of [...parts, ['clan cards', L.cards] as [string, Rect]]) expect(inside(r, w, h), `${what} on the canvas`).toBe(true);
        for (let i = 0; i < parts.length; i++) for (let j = i + 1; j < parts.length; j++) {
          expect(overlap(parts[i][1], parts[j][1]), `${parts[i][0]} over ${parts[j][0]}`).toBe(false);
        }
        expect(overlap(L.cards, L.grid), 'clan cards over the grid').toBe(false);
        // A tile is a touch target: 88 px where the tablet allows it (DESIGN.md), never under 44 px on a phone.
        expect(L.tile).toBeGreaterThanOrEqual(Math.min(w, h) >= 600 ? MIN_TILE : 44);
        // The buttons' strip holds at least one 48-px button.
        expect(L.actions.height).toBeGreaterThanOrEqual(56);
        expect(L.plates[0].height).toBeGreaterThanOrEqual(56);
        // The attack and points printed on a tile: 14 px or more (large numerals on small tiles).
        expect(numeralPx(L.tile), 'numerals on the tiles').toBeGreaterThanOrEqual(14);
      }
    });
  }
});
