// The Kitty Cat table's layout on the tablets and phones we aim at: nothing overlaps, everything is on the
// screen, every card is big enough to touch, and the buttons keep clear of the cards.
import { describe, expect, it } from 'vitest';
import { CONTROLS_HEIGHT, MIN_TEXT, kittyLayout, rowX, type KittyLayout } from './scene-layout';
import { MIN_HAND_W, MIN_MIDDLE_W, MIN_SEAT_CARD_W } from './scene-layout-phone';
import { CARD_ASPECT } from '../../../scene/theme';

type R = { x: number; y: number; width: number; height: number };
const overlaps = (a: R, b: R) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const card = (cx: number, cy: number, w: number): R => ({ x: cx - w / 2, y: cy - (w * CARD_ASPECT) / 2, width: w, height: w * CARD_ASPECT });
const onScreen = (r: R, w: number, h: number, top = 0) => r.x >= 0 && r.y >= top && r.x + r.width <= w && r.y + r.height <= h;

describe('Kitty Cat layout', () => {
  for (const [w, h] of [[1024, 768], [768, 1024], [1280, 800], [800, 1280]] as const) {
    for (let seats = 2; seats <= 6; seats++) {
      it(`${w}x${h}, ${seats} seats: seats, middle, hand and buttons apart and on screen, cards at least 44 px wide`, () => {
        const L = kittyLayout(w, h, seats, seats - 1);
        expect(L.seats.map((b) => b.seat).sort()).toEqual(Array.from({ length: seats }, (_, i) => i));
        const boxes = L.seats.map((b) => ({ x: b.x, y: b.y, width: b.w, height: b.h }));
        const hand = [0, 1, 2].map((i) => card(L.hand.x + i * (L.hand.cardW + L.hand.gap), L.hand.y - L.hand.lift, L.hand.cardW));
        const middle = [0, 1, 2].map((i) => card(rowX(L.middle.x, L.middle.cardW, L.middle.gap, i), L.middle.y, L.middle.cardW));
        const deck = card(L.deck.x, L.deck.y, L.deck.w);
        const things: [string, R][] = [
          ...boxes.map((b, i) => [`seat box ${i}`, b] as [string, R]),
          ...hand.map((r, i) => [`hand ${i}`, r] as [string, R]),
          ...middle.map((r, i) => [`middle ${i}`, r] as [string, R]),
          ['deck', deck], ['banner', L.banner], ['value', L.value], ['controls', L.controls],
        ];
        for (const [name, r] of things) expect(onScreen(r, w, h, 64), `${name} on screen`).toBe(true);
        for (let i = 0; i < things.length; i++) for (let j = i + 1; j < things.length; j++) {
          expect(overlaps(things[i][1], things[j][1]), `${things[i][0]} over ${things[j][0]}`).toBe(false);
        }
        // The bottom seat's box, the buttons and the hand keep clear of the carved border (about 18 px).
        for (const [name, r] of [['own box', boxes[boxes.length - 1]], ['controls', L.controls], ...hand.map((x, i) => [`hand ${i}`, x] as [string, R])] as [string, R][]) {
          expect(r.x >= 16 && r.x + r.width <= w - 16 && r.y + r.height <= h - 16, `${name} clear of the border`).toBe(true);
        }
        expect(L.hand.cardW).toBeGreaterThanOrEqual(64);
        expect(L.middle.cardW).toBeGreaterThanOrEqual(56);
        for (const b of L.seats.filter((x) => !x.own)) expect(b.cardW).toBeGreaterThanOrEqual(30);
        expect(L.controls.width).toBeGreaterThanOrEqual(150);
        // The strip holds the most buttons a moment shows, Hiss! included (swap all, pass, knock, Hiss!).
        expect(L.controls.height).toBeGreaterThanOrEqual(3 * 48 + 56 + 3 * 10);
        expect(L.plateH).toBeGreaterThanOrEqual(44);
      });
    }
  }
});

// Canvas sizes measured under the play band (issue 15): 768x1024 -> 768x911, 1024x768 -> 1024x655, and the
// phones' 360x740 -> 360x579, 390x844 -> 390x683, 430x932 -> 430x771, 844x390 -> 844x310.
const STAGE_TOP = 8; // src/scene/table.ts (which loads PixiJS)
const PHONES = [[360, 579], [390, 683], [430, 771], [844, 310]] as const;
const UNDER_BAND = [...PHONES, [768, 911], [1024, 655]] as const;

/** Every part the table draws, as rectangles: seat boxes, hand cards (lifted), middle cards, deck, banner, value, buttons. */
function parts(L: KittyLayout): [string, R][] {
  return [
    ...L.seats.map((b, i) => [`seat box ${i}`, { x: b.x, y: b.y, width: b.w, height: b.h }] as [string, R]),
    ...[0, 1, 2].map((i) => [`hand ${i}`, card(L.hand.x + i * (L.hand.cardW + L.hand.gap), L.hand.y - L.hand.lift, L.hand.cardW)] as [string, R]),
    ...[0, 1, 2].map((i) => [`middle ${i}`, card(rowX(L.middle.x, L.middle.cardW, L.middle.gap, i), L.middle.y, L.middle.cardW)] as [string, R]),
    ['deck', card(L.deck.x, L.deck.y, L.deck.w)], ['banner', L.banner], ['value', L.value], ['controls', L.controls],
  ];
}

describe('Kitty Cat layout under the play band', () => {
  for (const [w, h] of UNDER_BAND) {
    for (let seats = 2; seats <= 6; seats++) {
      it(`${w}x${h}, ${seats} seats: seats, middle, hand and buttons apart and on the canvas`, () => {
        const L = kittyLayout(w, h, seats, 0, STAGE_TOP);
        expect(L.seats.map((b) => b.seat).sort()).toEqual(Array.from({ length: seats }, (_, i) => i));
        const things = parts(L);
        for (const [name, r] of things) expect(onScreen(r, w, h, STAGE_TOP), `${name} on the canvas`).toBe(true);
        for (let i = 0; i < things.length; i++) for (let j = i + 1; j < things.length; j++) {
          expect(overlaps(things[i][1], things[j][1]), `${things[i][0]} over ${things[j][0]}`).toBe(false);
        }
        // Plates wide enough for a name beside the cat (SeatPlate keeps w - 1.55 h for it).
        for (const b of L.seats) expect(b.plateW - 1.55 * L.plateH, `seat ${b.seat}: room for a name`).toBeGreaterThanOrEqual(50);
        if (L.arrangement === 'tablet') {
          expect(L.controls.height).toBeGreaterThanOrEqual(CONTROLS_HEIGHT);
          return;
        }
        // A phone: one row of buttons, each at least 44 px wide with up to four of them, cards not too small.
        expect(L.controls.height).toBeGreaterThanOrEqual(52);
        expect((L.controls.width - 3 * 6) / 4).toBeGreaterThanOrEqual(44);
        expect(L.hand.cardW).toBeGreaterThanOrEqual(MIN_HAND_W);
        expect(L.middle.cardW).toBeGreaterThanOrEqual(MIN_MIDDLE_W);
        for (const b of L.seats.filter((x) => !x.own)) expect(b.cardW).toBeGreaterThanOrEqual(MIN_SEAT_CARD_W);
        // The banner's words: one line at 14 px or more, or (beside the middle) three wrapped lines.
        expect(L.banner.height >= 34 && L.banner.width >= 100).toBe(true);
      });
    }
  }
  it('phones get the phone tables (a row of buttons), tablets keep theirs', () => {
    expect(kittyLayout(390, 683, 4, 0, STAGE_TOP).arrangement).toBe('phone-portrait');
    expect(kittyLayout(360, 579, 6, 0, STAGE_TOP).arrangement).toBe('phone-portrait');
    expect(kittyLayout(844, 310, 4, 0, STAGE_TOP).arrangement).toBe('phone-landscape');
    expect(kittyLayout(768, 911, 4, 0, STAGE_TOP).arrangement).toBe('tablet');
    expect(kittyLayout(1024, 655, 4, 0, STAGE_TOP).arrangement).toBe('tablet');
  });
  it('a roomy phone keeps the plain order: seats, banner over the middle, own strip, buttons, value, hand', () => {
    const L = kittyLayout(390, 683, 2, 0, STAGE_TOP);
    const own = L.seats.find((b) => b.own)!;
    expect(own.style).toBe('strip');
    expect(L.banner.y + L.banner.height).toBeLessThanOrEqual(L.middle.y);
    expect(own.y + own.h).toBeLessThanOrEqual(L.controls.y);
    expect(L.controls.y + L.controls.height).toBeLessThanOrEqual(L.value.y);
    expect(L.value.y + L.value.height).toBeLessThanOrEqual(L.hand.y - L.hand.lift - (L.hand.cardW * CARD_ASPECT) / 2);
  });
  for (const [w, h] of UNDER_BAND) {
    it(`${w}x${h}: plates and the counters line keep their words at 14 px or more`, () => {
      for (let seats = 2; seats <= 6; seats++) {
        const L = kittyLayout(w, h, seats, 0, STAGE_TOP);
        // SeatPlate: name 18, long name 15, count 16 (* h / 62); counters badges 14-15 px * rowH / 30.
        for (const s of [18, 15, 16]) expect(Math.round((s * L.plateH) / 62)).toBeGreaterThanOrEqual(MIN_TEXT);
        expect((14 * L.rowH) / 30).toBeGreaterThanOrEqual(MIN_TEXT);
      }
    });
  }
});
