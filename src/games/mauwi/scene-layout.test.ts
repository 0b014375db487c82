// The Mauwi table's layout on the tablets we aim at: nothing overlaps, everything is on the screen, every
// column and hand card is big enough to touch, and the buttons keep clear of the cards.
import { describe, expect, it } from 'vitest';
import { mauwiLayout } from './scene-layout';
import { CARD_ASPECT } from '../../scene/theme';

type R = { x: number; y: number; width: number; height: number };
const overlaps = (a: R, b: R) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const box = (a: { x: number; y: number; w: number; h: number }): R => ({ x: a.x, y: a.y, width: a.w, height: a.h });

describe('Mauwi layout', () => {
  for (const [w, h] of [[1024, 768], [768, 1024]] as const) {
    for (let seats = 2; seats <= 6; seats++) {
      it(`${w}x${h}, ${seats} seats: areas, buttons and hand apart, on screen, cards at least 44 px wide`, () => {
        const L = mauwiLayout(w, h, seats, 0);
        const rects = L.areas.map(box);
        for (const r of rects) {
          expect(r.x).toBeGreaterThanOrEqual(0);
          expect(r.y + r.height).toBeLessThanOrEqual(h);
          expect(r.x + r.width).toBeLessThanOrEqual(w);
          expect(overlaps(r, L.controls), 'buttons over a seat').toBe(false);
        }
        for (let i = 0; i < rects.length; i++) for (let j = i + 1; j < rects.length; j++) expect(overlaps(rects[i], rects[j])).toBe(false);
        for (const a of L.areas) expect(a.cardW).toBeGreaterThanOrEqual(34);
        expect(L.controls.width).toBeGreaterThanOrEqual(140);
        expect(L.controls.x + L.controls.width).toBeLessThanOrEqual(w);
        expect(L.hand.cardW).toBeGreaterThanOrEqual(44);
        const handTop = L.hand.y - (L.hand.cardW * CARD_ASPECT) / 2;
        const own = L.areas[L.areas.length - 1];
        expect(handTop).toBeGreaterThanOrEqual(own.y + own.h - 1);
      });
    }
  }
});
