// The Purrrummy table's layout on the tablets we aim at: nothing overlaps, everything is on the screen, hand
// cards and melds are big enough to touch, and a seat's usual melds fit its area.
import { describe, expect, it } from 'vitest';
import { placeMelds, purrLayout, type Rect } from './scene-layout';
import { CARD_ASPECT } from '../../scene/theme';

const overlaps = (a: Rect, b: Rect) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const inside = (a: Rect, b: Rect) => a.x >= b.x - 0.5 && a.y >= b.y - 0.5 && a.x + a.width <= b.x + b.width + 0.5 && a.y + a.height <= b.y + b.height + 0.5;
const pileRect = (p: { x: number; y: number; w: number }): Rect => ({ x: p.x - p.w / 2, y: p.y - (p.w * CARD_ASPECT) / 2, width: p.w, height: p.w * CARD_ASPECT });

describe('Purrrummy layout', () => {
  for (const [w, h] of [[1024, 768], [768, 1024], [1366, 1024], [1024, 1366]] as const) {
    for (let seats = 2; seats <= 4; seats++) {
      it(`${w}x${h}, ${seats} seats: areas, piles, buttons and hand apart and on screen`, () => {
        const L = purrLayout(w, h, seats, 0);
        const screen = { x: 0, y: 64, width: w, height: h - 64 };
        const boxes = L.areas.map((a) => a.box);
        expect(L.areas.map((a) => a.seat).sort()).toEqual(Array.from({ length: seats }, (_, i) => i));
        expect(L.areas[L.areas.length - 1].seat).toBe(0);
        const things: Rect[] = [...boxes, pileRect(L.draw), pileRect(L.discard), L.controls, L.hand];
        if (L.portrait) things.push(L.info);
        for (const r of things) expect(inside(r, screen), JSON.stringify(r)).toBe(true);
        for (let i = 0; i < things.length; i++) for (let j = i + 1; j < things.length; j++) {
          expect(overlaps(things[i], things[j]), `${JSON.stringify(things[i])} / ${JSON.stringify(things[j])}`).toBe(false);
        }
        if (!L.portrait) expect(overlaps(L.info, L.controls)).toBe(false);
        for (const a of L.areas) {
          expect(inside(a.plate, a.box)).toBe(true);
          expect(inside(a.melds, a.box)).toBe(true);
          expect(overlaps(a.plate, a.melds)).toBe(false);
          expect(a.plate.height).toBeGreaterThanOrEqual(40);
        }
        expect(L.handCardW).toBeGreaterThanOrEqual(60);
        expect(L.controls.height).toBeGreaterThanOrEqual(48);
        expect(L.draw.w).toBeGreaterThanOrEqual(52);
      });

      it(`${w}x${h}, ${seats} seats: four melds of 3 to 5 cards fit every area with cards at least 34 px wide`, () => {
        const L = purrLayout(w, h, seats, 1 % seats);
        for (const a of L.areas) {
          const p = placeMelds(a.melds, [3, 4, 5, 3], a.maxCardW);
          expect(p.fits).toBe(true);
          expect(p.cardW).toBeGreaterThanOrEqual(34);
          for (const b of p.boxes) {
            expect(inside(b, a.melds)).toBe(true);
            expect(Math.max(44, b.height)).toBeGreaterThanOrEqual(44);
          }
          for (let i = 0; i < p.boxes.length; i++) for (let j = i + 1; j < p.boxes.length; j++) expect(overlaps(p.boxes[i], p.boxes[j])).toBe(false);
        }
      });
    }
  }

  it('shrinks meld cards before it overflows, and says when even the smallest do not fit', () => {
    const region = { x: 0, y: 0, width: 300, height: 200 };
    const few = placeMelds(region, [3], 70);
    expect(few.cardW).toBe(70);
    const many = placeMelds(region, [3, 3, 3, 3, 3, 3], 70);
    expect(many.cardW).toBeLessThan(70);
    expect(many.fits).toBe(true);
    expect(placeMelds({ x: 0, y: 0, width: 120, height: 60 }, [3, 3, 3, 3, 3, 3, 3, 3], 70).fits).toBe(false);
  });
});
