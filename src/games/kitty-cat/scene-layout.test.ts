// The Kitty Cat table's layout on the tablets we aim at: nothing overlaps, everything is on the screen, every
// card is big enough to touch, and the buttons keep clear of the cards.
import { describe, expect, it } from 'vitest';
import { kittyLayout, rowX } from './scene-layout';
import { CARD_ASPECT } from '../../scene/theme';

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
