// Kitty Cat's marks for the moves since your last turn: the middle cards the others put there, the boxes of the
// seats that moved, nothing from before the latest new round; and where the marks lie on every arrangement.
import { describe, expect, it } from 'vitest';
import type { KittyEvent } from '../rules/rules';
import type { KittyView } from '../rules/view';
import { recentTargets } from './recent';
import { recentShapes } from './scene-recent';
import { kittyLayout, rowX, type Rect } from './scene-layout';
import { CARD_ASPECT } from '../../../scene/theme';
import { c, H, S, D, C, A, K, Q, J } from '../test/testkit';

const middle = [c(H, 10), c(S, A), c(D, 7)];
const view = { viewer: 0, seats: 4, middle, passes: 0, knocker: null } as KittyView;

describe('Kitty Cat recentTargets', () => {
  it('marks nothing without moves', () => {
    expect(recentTargets([], view)).toEqual({ middle: [], seats: [] });
  });

  it('SWAP_ONE marks the middle place where the given card lies now, and the mover', () => {
    const e: KittyEvent = { type: 'SWAP_ONE', seat: 2, hand: c(S, A), middle: c(C, K) };
    expect(recentTargets([e], view)).toEqual({ middle: [1], seats: [2] });
  });

  it('SWAP_ONE marks no middle card when the given card has left the middle since', () => {
    const e: KittyEvent = { type: 'SWAP_ONE', seat: 1, hand: c(C, Q), middle: c(D, J) };
    expect(recentTargets([e], view)).toEqual({ middle: [], seats: [1] });
  });

  it('never reads the card a seat took into its hand', () => {
    // The taken card is in the middle list here only to prove it is not the one looked up.
    const e: KittyEvent = { type: 'SWAP_ONE', seat: 3, hand: c(C, Q), middle: c(D, 7) };
    expect(recentTargets([e], view).middle).toEqual([]);
  });

  it('SWAP_ALL marks the whole middle row and the mover', () => {
    expect(recentTargets([{ type: 'SWAP_ALL', seat: 1 }], view)).toEqual({ middle: [0, 1, 2], seats: [1] });
  });

  it('KNOCK, PASS and HISS mark only the mover\'s box', () => {
    for (const type of ['KNOCK', 'PASS', 'HISS'] as const) {
      // As the table would show it: a pass counted, a knock's seat.
      const after = { ...view, passes: type === 'PASS' ? 1 : 0, knocker: type === 'KNOCK' ? 2 : null };
      expect(recentTargets([{ type, seat: 2 }], after), type).toEqual({ middle: [], seats: [2] });
    }
  });

  it('passes in a row by every cat bring a new middle: the whole new row is marked, not what lay there', () => {
    const swapped: KittyEvent = { type: 'SWAP_ONE', seat: 1, hand: c(S, A), middle: c(C, K) };
    const passes = (seats: number[]): KittyEvent[] => seats.map((seat) => ({ type: 'PASS', seat }));
    // Three passes after a swap: the table counts three, no new middle.
    expect(recentTargets([swapped, ...passes([2, 3, 1])], { ...view, passes: 3 })).toEqual({ middle: [1], seats: [1, 2, 3] });
    // This seat passed, then the three others: the fourth pass brought a new middle (the count is back to 0).
    expect(recentTargets(passes([1, 2, 3]), view)).toEqual({ middle: [0, 1, 2], seats: [1, 2, 3] });
    // A new middle, then one more pass: counted 1 of the 2 passes since.
    expect(recentTargets([swapped, ...passes([2, 3, 0, 1, 2])], { ...view, passes: 1 }).middle).toEqual([0, 1, 2]);
    // After a knock passes count no more (the count stays where the knock left it).
    expect(recentTargets([{ type: 'KNOCK', seat: 1 }, ...passes([2, 3])], { ...view, knocker: 1 }).middle).toEqual([]);
  });

  it('KEEP_SET and TAKE_BLIND mark the middle row and the dealer', () => {
    for (const type of ['KEEP_SET', 'TAKE_BLIND'] as const) {
      expect(recentTargets([{ type, seat: 3 }], view), type).toEqual({ middle: [0, 1, 2], seats: [3] });
    }
  });

  it('only counts the moves after the latest NEXT_ROUND, and not the one who called it', () => {
    const events: KittyEvent[] = [
      { type: 'SWAP_ALL', seat: 1 }, { type: 'KNOCK', seat: 2 }, { type: 'NEXT_ROUND', seat: 1 },
      { type: 'SWAP_ONE', seat: 3, hand: c(D, 7), middle: c(C, K) }, { type: 'NEXT_ROUND', seat: 3 },
      { type: 'KEEP_SET', seat: 2 }, { type: 'PASS', seat: 3 },
    ];
    expect(recentTargets(events, view)).toEqual({ middle: [0, 1, 2], seats: [2, 3] });
    expect(recentTargets(events.slice(0, 3), view)).toEqual({ middle: [], seats: [] });
  });

  it('marks each seat once, in the order they first moved, never the viewer nor a seat not at the table', () => {
    const events: KittyEvent[] = [
      { type: 'PASS', seat: 3 }, { type: 'PASS', seat: 0 }, { type: 'PASS', seat: 1 }, { type: 'PASS', seat: 3 }, { type: 'PASS', seat: 9 },
    ];
    expect(recentTargets(events, view).seats).toEqual([3, 1]);
  });
});

type R = Rect;
const overlaps = (a: R, b: R) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const card = (cx: number, cy: number, w: number): R => ({ x: cx - w / 2, y: cy - (w * CARD_ASPECT) / 2, width: w, height: w * CARD_ASPECT });

/** A mark's four lines as thin rectangles (drawn centred on the shape's edges, pad 0). */
function lines(s: { x: number; y: number; w: number; h: number }, half: number): R[] {
  return [
    { x: s.x - half, y: s.y - half, width: s.w + 2 * half, height: 2 * half },
    { x: s.x - half, y: s.y + s.h - half, width: s.w + 2 * half, height: 2 * half },
    { x: s.x - half, y: s.y - half, width: 2 * half, height: s.h + 2 * half },
    { x: s.x + s.w - half, y: s.y - half, width: 2 * half, height: s.h + 2 * half },
  ];
}

describe('Kitty Cat recent marks on the table', () => {
  // The canvases under the play band (scene-layout.test.ts): phones upright and on their side, tablets.
  const SIZES = [[360, 579], [390, 683], [844, 310], [768, 911], [1024, 655]] as const;
  for (const [w, h] of SIZES) {
    for (let seats = 2; seats <= 6; seats++) {
      it(`${w}x${h}, ${seats} seats: every mark on screen, clear of the banner, deck, value, buttons and the other boxes`, () => {
        const L = kittyLayout(w, h, seats, 0, 8);
        const others = L.seats.filter((b) => !b.own).map((b) => b.seat);
        const lift = Math.round(16 * L.unit) / 3;
        const half = Math.max(2, 3 * L.unit) / 2;
        const cases = [
          { middle: [0, 1, 2], seats: others },
          { middle: [0, 2], seats: others },
          { middle: [1], seats: others.slice(0, 1) },
        ];
        for (const r of cases) {
          const shapes = recentShapes(L, r, () => lift);
          expect(shapes).toHaveLength((r.middle.length === 3 ? 1 : r.middle.length) + r.seats.length);
          const marked = new Set(r.seats);
          const dh = L.deck.w * CARD_ASPECT;
          const fixed: [string, R][] = [
            ['banner', L.banner], ['value', L.value], ['controls', L.controls],
            ['deck', { x: L.deck.x - L.deck.w / 2, y: L.deck.y - dh / 2, width: L.deck.w, height: dh }],
            ...L.seats.filter((b) => !marked.has(b.seat)).map((b) => [`box ${b.seat}`, { x: b.x, y: b.y, width: b.w, height: b.h }] as [string, R]),
            ...[0, 1, 2].map((i) => [`hand ${i}`, card(L.hand.x + i * (L.hand.cardW + L.hand.gap), L.hand.y - L.hand.lift, L.hand.cardW)] as [string, R]),
          ];
          for (const s of shapes) {
            if (s.kind !== 'rect') throw new Error('rect marks only');
            expect(s.pad).toBe(0);
            expect(s.x - half >= 0 && s.y - half >= 0 && s.x + s.w + half <= w && s.y + s.h + half <= h, 'on screen').toBe(true);
            for (const line of lines(s, half)) for (const [name, o] of fixed) expect(overlaps(line, o), `a mark's line over ${name}`).toBe(false);
          }
          // Marks never cross each other.
          for (let i = 0; i < shapes.length; i++) for (let j = i + 1; j < shapes.length; j++) {
            const a = shapes[i], b = shapes[j];
            if (a.kind !== 'rect' || b.kind !== 'rect') continue;
            const grow = (s: typeof a): R => ({ x: s.x - half, y: s.y - half, width: s.w + 2 * half, height: s.h + 2 * half });
            expect(overlaps(grow(a), grow(b)), `marks ${i} and ${j} overlap`).toBe(false);
          }
        }
      });
    }
  }

  it('a marked middle card is bracketed round the place it is lifted to', () => {
    const L = kittyLayout(390, 683, 3, 0, 8);
    const [s] = recentShapes(L, { middle: [1], seats: [] }, (i) => (i === 1 ? 4 : 0));
    const cardRect = card(rowX(L.middle.x, L.middle.cardW, L.middle.gap, 1), L.middle.y - 4, L.middle.cardW);
    if (s.kind !== 'rect') throw new Error('rect');
    expect(s.x).toBeLessThanOrEqual(cardRect.x);
    expect(s.y).toBeLessThanOrEqual(cardRect.y);
    expect(s.x + s.w).toBeGreaterThanOrEqual(cardRect.x + cardRect.width);
    expect(s.y + s.h).toBeGreaterThanOrEqual(cardRect.y + cardRect.height);
  });

  it('leaves the viewer\'s own box unmarked', () => {
    const L = kittyLayout(1024, 655, 3, 0, 8);
    expect(recentShapes(L, { middle: [], seats: [0] })).toEqual([]);
  });
});
