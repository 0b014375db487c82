// The Mauwi table's layout at the phone and tablet canvas sizes (the stage under the play band, issue 15), with
// 2, 4 and 6 seats: everything on the canvas, no two seats' areas, the banner, the hand, the piles or the buttons'
// strip over each other, every column a touch target of at least 44 px clear of its neighbours, room for three
// 44-px buttons, and no text drawn under 14 CSS px.
import { describe, expect, it } from 'vitest';
import { CONTROLS_MIN_H, CONTROLS_TWO_COLUMNS, MIN_AREA_CARD, MIN_TEXT, columnSlots, handRect, mauwiLayout, pileRect, type Rect } from './scene-layout';
const STAGE_TOP = 8; // src/scene/table.ts (which loads PixiJS)

const overlaps = (a: Rect, b: Rect) => a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;
const box = (a: { x: number; y: number; w: number; h: number }): Rect => ({ x: a.x, y: a.y, width: a.w, height: a.h });
const inside = (r: Rect, w: number, h: number) => r.x >= 0 && r.y >= 0 && r.x + r.width <= w + 0.5 && r.y + r.height <= h + 0.5;
const within = (r: Rect, o: Rect) => r.x >= o.x - 0.5 && r.y >= o.y - 0.5 && r.x + r.width <= o.x + o.width + 0.5 && r.y + r.height <= o.y + o.height + 0.5;

// Canvas sizes measured under the play band at 360x740, 390x844, 430x932, 844x390, 768x1024 and 1024x768.
const SIZES = [[360, 579], [390, 683], [430, 771], [844, 310], [768, 911], [1024, 655]] as const;

describe('Mauwi layout at phone and tablet sizes', () => {
  for (const [w, h] of SIZES) {
    for (const seats of [2, 3, 4, 5, 6]) {
      it(`${w}x${h}, ${seats} seats: on the canvas, nothing over anything, columns and buttons finger-sized, text >= 14 px`, () => {
        const L = mauwiLayout(w, h, seats, 0, STAGE_TOP);
        const named: [string, Rect][] = [
          ...L.areas.map((a): [string, Rect] => [`seat ${a.seat}`, box(a)]),
          ['banner', L.banner], ['controls', L.controls], ['hand', handRect(L)], ['draw', pileRect(L.draw)], ['discard', pileRect(L.discard)],
        ];
        for (const [what, r] of named) expect(inside(r, w, h), `${what} on the canvas`).toBe(true);
        for (let i = 0; i < named.length; i++) {
          for (let j = i + 1; j < named.length; j++) {
            expect(overlaps(named[i][1], named[j][1]), `${named[i][0]} over ${named[j][0]}`).toBe(false);
          }
        }
        expect(new Set(L.areas.map((a) => a.seat)).size).toBe(seats);
        const hits = L.areas.flatMap((a) => columnSlots(a).map((s) => s.hit));
        for (let i = 0; i < hits.length; i++) {
          expect(inside(hits[i], w, h), 'column target on the canvas').toBe(true);
          for (let j = i + 1; j < hits.length; j++) expect(overlaps(hits[i], hits[j]), 'two column targets apart').toBe(false);
          for (const [what, r] of named.slice(L.areas.length)) expect(overlaps(hits[i], r), `a column target over ${what}`).toBe(false);
        }
        for (const a of L.areas) {
          expect(a.cardW, `seat ${a.seat}'s cards`).toBeGreaterThanOrEqual(MIN_AREA_CARD);
          const slots = columnSlots(a);
          // A target may reach into the 4-px margin round its area (a 34-px card, a 44-px target on a 360-px phone).
          const margin = { x: a.x - 4, y: a.y - 4, width: a.w + 8, height: a.h + 8 };
          for (const s of slots) expect(within(s.hit, margin), `seat ${a.seat}'s column inside its area`).toBe(true);
          for (let c = 0; c < 3; c++) {
            expect(Math.min(slots[c].hit.width, slots[c].hit.height)).toBeGreaterThanOrEqual(44);
            expect(overlaps(slots[c].hit, slots[c + 1].hit), `seat ${a.seat}'s columns ${c} and ${c + 1} apart`).toBe(false);
          }
        }
        expect(L.hand.cardW, 'hand cards').toBeGreaterThanOrEqual(44);
        const twoARow = L.controls.width >= CONTROLS_TWO_COLUMNS;
        expect(L.controls.height, 'three 44-px buttons fit').toBeGreaterThanOrEqual(twoARow ? 2 * 44 + 6 : CONTROLS_MIN_H);
        expect(L.controls.width, 'buttons wide enough for their words').toBeGreaterThanOrEqual(120);
        for (const [k, v] of Object.entries(L.fonts)) expect(v, `${k} text`).toBeGreaterThanOrEqual(MIN_TEXT);
      });
    }
  }

  it('teams (4 and 6 seats) lay out the same seats, whoever sits at the bottom', () => {
    for (const [w, h] of SIZES) {
      for (const seats of [4, 6]) {
        for (let bottom = 0; bottom < seats; bottom++) {
          const L = mauwiLayout(w, h, seats, bottom, STAGE_TOP);
          expect(L.areas[L.areas.length - 1].seat).toBe(bottom);
          expect(new Set(L.areas.map((a) => a.seat)).size).toBe(seats);
        }
      }
    }
  });

  it('tablets keep the stacked table with cards of at least 34 px for every seat', () => {
    for (const [w, h] of [[768, 911], [1024, 655], [1024, 768], [768, 1024]] as const) {
      for (let seats = 2; seats <= 6; seats++) {
        const L = mauwiLayout(w, h, seats, 0, STAGE_TOP);
        expect(L.mode).toBe('stacked');
        for (const a of L.areas) expect(a.cardW).toBeGreaterThanOrEqual(34);
      }
    }
  });

  it('a phone on its side puts your columns, the hand and the buttons in one strip', () => {
    expect(mauwiLayout(844, 310, 6, 0, STAGE_TOP).mode).toBe('row');
  });
});
