// Meow Meow's table (the shared tableLayout) at the phone and tablet canvas sizes left under the play band
// (issue 15), 2 to 6 seats: every place on the canvas, no seat's plate (with its fan of backs) over another, the
// hand, the piles or the middle; the hand's cards finger-sized; no plate or badge text under 14 CSS px.
import { describe, expect, it } from 'vitest';
import { MIN_TEXT, SHORT_CONTROLS_W, STAGE_TOP, plateTextSizes, tableLayout, textScale, type Rect } from './table-layout';
import { CARD_ASPECT } from './theme';

const overlaps = (a: Rect, b: Rect) => a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;
const inside = (r: Rect, w: number, h: number) => r.x >= -0.5 && r.y >= -0.5 && r.x + r.width <= w + 0.5 && r.y + r.height <= h + 0.5;

// Canvas sizes measured under the play band at 360x740, 390x844, 430x932, 844x390, 768x1024 and 1024x768.
const SIZES = [[360, 579], [390, 683], [430, 771], [844, 310], [768, 911], [1024, 655]] as const;

describe('Meow Meow table at phone and tablet sizes', () => {
  for (const [w, h] of SIZES) {
    for (let seats = 2; seats <= 6; seats++) {
      it(`${w}x${h}, ${seats} seats: on the canvas, nothing over anything, text >= 14 px`, () => {
        const L = tableLayout(w, h, seats);
        const plates = L.seats.map((s, i): [string, Rect] => {
          // An opponent's plate carries a small fan of backs above it (46 * unit).
          const peek = i === 0 ? 0 : Math.round(46 * L.unit);
          return [`seat ${i}`, { x: s.x - s.width / 2, y: s.y - s.height / 2 - peek, width: s.width, height: s.height + peek }];
        });
        const pw = L.pileCardWidth, ph = pw * CARD_ASPECT, gap = Math.round(34 * L.unit);
        const cx = L.centre.x + L.centre.width / 2, cy = L.centre.y + L.centre.height / 2;
        const piles: [string, Rect][] = [
          ['draw pile', { x: cx - pw - gap / 2, y: cy - ph / 2, width: pw, height: ph }],
          ['discard', { x: cx + gap / 2, y: cy - ph / 2, width: pw, height: ph }],
        ];
        const named: [string, Rect][] = [...plates, ['hand', L.hand], ['middle', L.centre]];
        for (const [what, r] of [...named, ...piles]) expect(inside(r, w, h), `${what} on the canvas`).toBe(true);
        for (const [what, r] of piles) {
          expect(r.x >= L.centre.x - 0.5 && r.x + r.width <= L.centre.x + L.centre.width + 0.5, `${what} inside the middle`).toBe(true);
        }
        for (let i = 0; i < named.length; i++) for (let j = i + 1; j < named.length; j++) {
          expect(overlaps(named[i][1], named[j][1]), `${named[i][0]} over ${named[j][0]}`).toBe(false);
        }
        expect(L.handCardWidth, 'hand cards').toBeGreaterThanOrEqual(44);
        // A phone on its side: the buttons' column at the right stays clear of the hand.
        if (h < 480 && w > h) expect(L.hand.x + L.hand.width, 'hand clear of the buttons').toBeLessThanOrEqual(w - SHORT_CONTROLS_W);
        for (const s of L.seats) for (const size of plateTextSizes(s.height)) expect(size).toBeGreaterThanOrEqual(MIN_TEXT);
        // The wish's caption (15 px) and the 7-chain badge (30 px) scale with the table, but not under 14 px.
        expect(15 * textScale(L.unit, 15)).toBeGreaterThanOrEqual(MIN_TEXT);
        expect(L.seats.every((s) => s.width >= 2 * s.height - 6), 'plates long enough to hold a name').toBe(true);
      });
    }
  }
  it('keeps the top margin the play band leaves', () => expect(STAGE_TOP).toBe(8));
});
