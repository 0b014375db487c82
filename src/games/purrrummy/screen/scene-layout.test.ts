// The Purrrummy table's layout at the canvas sizes the play screen gives it on phones and tablets (issue 15): with
// 2, 3 and 4 seats nothing overlaps, everything is on the canvas, buttons are finger-high, every word on the canvas
// is 14 CSS px or more, the largest hand fits one row with every card's index uncovered, and usual melds fit.
import { describe, expect, it } from 'vitest';
import {
  BUTTON_H, INDEX_STRIP, MELD_LABEL_SIZE, MIN_CARD_W, MIN_TEXT, maxHand, placeMelds, plateTextSizes, purrLayout, rankTextSize, type Rect,
} from './scene-layout';
import { CARD_ASPECT } from '../../../scene/theme';

const overlaps = (a: Rect, b: Rect) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const inside = (a: Rect, b: Rect) => a.x >= b.x - 0.5 && a.y >= b.y - 0.5 && a.x + a.width <= b.x + b.width + 0.5 && a.y + a.height <= b.y + b.height + 0.5;
const pileRect = (p: { x: number; y: number; w: number }): Rect => ({ x: p.x - p.w / 2, y: p.y - (p.w * CARD_ASPECT) / 2, width: p.w, height: p.w * CARD_ASPECT });

/** Canvas sizes (CSS px) measured under the play screen's band at 360x740, 390x844, 430x932, 844x390, 768x1024, 1024x768. */
const CANVASES = [[360, 579], [390, 683], [430, 771], [844, 310], [768, 911], [1024, 655]] as const;

describe('Purrrummy layout', () => {
  for (const [w, h] of CANVASES) {
    for (let seats = 2; seats <= 4; seats++) {
      it(`${w}x${h}, ${seats} seats: areas, piles, live word, buttons and hand apart and on the canvas`, () => {
        const L = purrLayout(w, h, seats, 0);
        const canvas = { x: 0, y: 0, width: w, height: h };
        const boxes = L.areas.map((a) => a.box);
        expect(L.areas.map((a) => a.seat).sort()).toEqual(Array.from({ length: seats }, (_, i) => i));
        expect(L.areas[L.areas.length - 1].seat).toBe(0);
        // The hand with the room its selected cards lift into.
        const handBand = { ...L.hand, y: L.hand.y - L.lift, height: L.hand.height + L.lift };
        const things: [string, Rect][] = [...boxes.map((b, i): [string, Rect] => [`area ${i}`, b]), ['draw', pileRect(L.draw)],
          ['discard', pileRect(L.discard)], ['buttons', L.controls], ['hand', handBand], ['word', L.info]];
        for (const [name, r] of things) expect(inside(r, canvas), `${name} ${JSON.stringify(r)}`).toBe(true);
        for (let i = 0; i < things.length; i++) for (let j = i + 1; j < things.length; j++) {
          expect(overlaps(things[i][1], things[j][1]), `${things[i][0]} / ${things[j][0]}`).toBe(false);
        }
        for (const a of L.areas) {
          expect(inside(a.plate, a.box)).toBe(true);
          expect(inside(a.melds, a.box)).toBe(true);
          expect(overlaps(a.plate, a.melds)).toBe(false);
          expect(a.melds.height, 'room for a row of melds').toBeGreaterThanOrEqual(MIN_CARD_W * CARD_ASPECT + L.labelH);
        }
        expect(L.controls.height).toBeGreaterThanOrEqual(BUTTON_H);
        expect(BUTTON_H).toBeGreaterThanOrEqual(44);
        expect(L.draw.w).toBeGreaterThanOrEqual(52);
      });

      it(`${w}x${h}, ${seats} seats: canvas words at 14 px or more, the largest hand in one row with every index shown`, () => {
        const L = purrLayout(w, h, seats, 0);
        for (const a of L.areas) for (const size of plateTextSizes(a.plate.height)) expect(size).toBeGreaterThanOrEqual(MIN_TEXT);
        // A name plate needs room for its avatar and a few letters of the name.
        for (const a of L.areas) expect(a.plate.width).toBeGreaterThanOrEqual(a.plate.height * 1.55 + 50);
        if (L.labelH > 0) expect(MELD_LABEL_SIZE).toBeGreaterThanOrEqual(MIN_TEXT);
        expect(rankTextSize(L.handCardW)).toBeGreaterThanOrEqual(MIN_TEXT);
        expect(rankTextSize(MIN_CARD_W)).toBeGreaterThanOrEqual(MIN_TEXT);
        const most = maxHand(seats);
        // The hand fan goes to two rows below handMinStep: the largest hand must not need it.
        const step = Math.min(L.handCardW * 0.66, (L.hand.width - L.handCardW) / (most - 1));
        expect(step).toBeGreaterThanOrEqual(L.handMinStep);
        expect(L.handMinStep).toBeGreaterThanOrEqual(Math.ceil(L.handCardW * INDEX_STRIP));
      });

      it(`${w}x${h}, ${seats} seats: two melds of 3 and 4 cards fit every area, cards readable`, () => {
        const L = purrLayout(w, h, seats, 1 % seats);
        for (const a of L.areas) {
          const p = placeMelds(a.melds, [3, 4], a.maxCardW, L.labelH);
          expect(p.fits, `${JSON.stringify(a.melds)}`).toBe(true);
          expect(p.cardW).toBeGreaterThanOrEqual(MIN_CARD_W);
          for (const b of p.boxes) expect(inside(b, a.melds)).toBe(true);
          for (let i = 0; i < p.boxes.length; i++) for (let j = i + 1; j < p.boxes.length; j++) expect(overlaps(p.boxes[i], p.boxes[j])).toBe(false);
        }
      });
    }
  }

  for (const [w, h] of [[1024, 655], [768, 911]] as const) {
    for (let seats = 2; seats <= 4; seats++) {
      // Two seats hold 10 cards each (four melds are common), three or four seats 7 each.
      const sizes = seats === 2 ? [3, 4, 5, 3] : [3, 4, 3];
      it(`${w}x${h}, ${seats} seats (tablet): ${sizes.length} melds of 3 to 5 cards fit every area`, () => {
        const L = purrLayout(w, h, seats, 1 % seats);
        for (const a of L.areas) {
          const p = placeMelds(a.melds, sizes, a.maxCardW, L.labelH);
          expect(p.fits).toBe(true);
          expect(p.cardW).toBeGreaterThanOrEqual(MIN_CARD_W);
        }
      });
    }
  }

  it('phones get the compact table (one row of buttons, no meld words), tablets the full one', () => {
    expect(purrLayout(390, 683, 2, 0).compact).toBe(true);
    expect(purrLayout(844, 310, 2, 0).compact).toBe(true);
    expect(purrLayout(768, 911, 2, 0).compact).toBe(false);
    expect(purrLayout(390, 683, 2, 0).labelH).toBe(0);
  });

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
