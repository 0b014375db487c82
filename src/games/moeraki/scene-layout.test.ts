// The board's layout on tablets: every hollow's hit area at least 44 px, none overlapping, all on screen and
// clear of the panels and of the corner kept for the DOM buttons, in portrait and landscape.
import { describe, expect, it } from 'vitest';
import { AREAS, HOLLOWS } from './geometry';
import { facingHandle, hollowAtPoint, hollowCentre, hollowHitRect, moerakiLayout, type Rect } from './scene-layout';

const overlap = (a: Rect, b: Rect): boolean => a.x < b.x + b.width - 0.01 && b.x < a.x + a.width - 0.01 && a.y < b.y + b.height - 0.01 && b.y < a.y + a.height - 0.01;
const inside = (a: Rect, b: Rect): boolean => a.x >= b.x - 0.01 && a.y >= b.y - 0.01 && a.x + a.width <= b.x + b.width + 0.01 && a.y + a.height <= b.y + b.height + 0.01;

const SCREENS: [number, number][] = [[768, 1024], [1024, 768], [1366, 1024], [1024, 1366], [800, 1280], [1280, 800]];
const NEEDS = [{ scale: true, marae: true }, { scale: false, marae: true }, { scale: true, marae: false }, { scale: false, marae: false }];

describe('Moeraki layout', () => {
  it('gives every hollow a hit square of at least 44 px on a 768 px wide tablet (portrait and landscape)', () => {
    for (const [w, h] of [[768, 1024], [1024, 768]] as const) {
      const L = moerakiLayout(w, h, { scale: true, marae: true });
      for (const hollow of HOLLOWS) {
        const r = hollowHitRect(L, hollow.id);
        expect(r.width).toBeGreaterThanOrEqual(44);
        expect(r.height).toBeGreaterThanOrEqual(44);
      }
    }
  });

  it('keeps the hit squares apart, inside the board box and on screen', () => {
    for (const [w, h] of SCREENS) {
      const L = moerakiLayout(w, h, { scale: true, marae: true });
      const rects = HOLLOWS.map((x) => hollowHitRect(L, x.id));
      for (let i = 0; i < rects.length; i++) {
        expect(inside(rects[i], L.box)).toBe(true);
        expect(inside(rects[i], { x: 0, y: 0, width: w, height: h })).toBe(true);
        for (let j = i + 1; j < rects.length; j++) expect(overlap(rects[i], rects[j])).toBe(false);
      }
    }
  });

  it('keeps plates, scale, Marae and the button corner off the board and off each other', () => {
    for (const [w, h] of SCREENS) for (const needs of NEEDS) {
      const L = moerakiLayout(w, h, needs);
      const panels = [...L.plates, L.scale, L.marae, L.controls].filter((r): r is Rect => r !== null);
      expect(L.scale !== null).toBe(needs.scale);
      expect(L.marae !== null).toBe(needs.marae);
      for (let i = 0; i < panels.length; i++) {
        expect(overlap(panels[i], L.box), `${w}x${h} panel ${i} over the board`).toBe(false);
        expect(inside(panels[i], { x: 0, y: 64, width: w, height: h - 64 }), `${w}x${h} panel ${i} on screen`).toBe(true);
        for (let j = i + 1; j < panels.length; j++) expect(overlap(panels[i], panels[j]), `${w}x${h} panels ${i} and ${j}`).toBe(false);
      }
      expect(L.box.y).toBeGreaterThanOrEqual(64);
      expect(L.portrait).toBe(h > w);
    }
  });

  it('maps a tap to the hollow under it, anywhere in its cell, and to nothing far outside the board', () => {
    const L = moerakiLayout(768, 1024, { scale: false, marae: true });
    for (const hollow of HOLLOWS) {
      const c = hollowCentre(L, hollow.id);
      expect(hollowAtPoint(L, c.x, c.y)).toBe(hollow.id);
      expect(hollowAtPoint(L, c.x + L.unit * 0.45, c.y - L.unit * 0.45)).toBe(hollow.id);
    }
    expect(hollowAtPoint(L, L.box.x + 2, L.box.y + 2)).toBe(-1);
  });

  it('puts the Tane facing handles at least 44 px wide, off every hollow of the offered area', () => {
    const L = moerakiLayout(768, 1024, { scale: false, marae: true });
    for (const a of AREAS.filter((x) => x.kind === 'beach')) {
      for (const [dx, dy] of [[-1, -1], [1, -1], [-1, 1], [1, 1]]) {
        const hd = facingHandle(L, a.px, a.py, dx, dy);
        expect(2 * hd.r).toBeGreaterThanOrEqual(44);
        for (const h of a.hollows) {
          const c = hollowCentre(L, h);
          expect(Math.hypot(c.x - hd.x, c.y - hd.y)).toBeGreaterThan(hd.r);
        }
      }
    }
  });
});
