// The Moeraki table's layout on phones and tablets (issue 15): the board, the plates, the scale, the Marae and the
// buttons' place all on the canvas and clear of each other, at the six screen sizes, for the whole screen and for
// the canvas left under the play screen's band; text drawn at 14 CSS px or more; every hollow's touch area at
// least 44 px, a tap going to the nearest hollow; the keys apart from each other.
import { describe, expect, it } from 'vitest';
import { AREAS, HOLLOWS } from '../rules/geometry';
import {
  FONT, MIN_TEXT, PANEL_H, TOP_INSET, TOUCH, facingHandle, hollowAtPoint, hollowCentre, hollowHitRect, hollowTouchRect,
  moerakiLayout, type MoerakiLayout, type Rect,
} from './scene-layout';

const overlap = (a: Rect, b: Rect): boolean => a.x < b.x + b.width - 0.01 && b.x < a.x + a.width - 0.01 && a.y < b.y + b.height - 0.01 && b.y < a.y + a.height - 0.01;
const inside = (a: Rect, b: Rect): boolean => a.x >= b.x - 0.01 && a.y >= b.y - 0.01 && a.x + a.width <= b.x + b.width + 0.01 && a.y + a.height <= b.y + b.height + 0.01;

/** The six screens of the issue; each also as the canvas under the band (toolbar, status, message dock). */
const SCREENS: [number, number][] = [[360, 740], [390, 844], [430, 932], [844, 390], [768, 1024], [1024, 768]];
const band = (w: number, h: number): number => (h <= 500 ? 92 : w <= 600 ? 150 : 112);
const CANVASES: [number, number][] = SCREENS.flatMap(([w, h]) => [[w, h], [w, h - band(w, h)]] as [number, number][]);
const NEEDS = [{ scale: true, marae: true }, { scale: false, marae: true }, { scale: true, marae: false }, { scale: false, marae: false }];

const panelsOf = (L: MoerakiLayout): Rect[] => [...L.plates, L.scale, L.marae, L.controls].filter((r): r is Rect => r !== null);

describe('Moeraki layout at the six screen sizes', () => {
  it('puts the board, plates, scale, Marae and the buttons on the canvas, below the top margin, none over another', () => {
    for (const [w, h] of CANVASES) for (const needs of NEEDS) {
      const L = moerakiLayout(w, h, needs);
      const canvas = { x: 0, y: TOP_INSET, width: w, height: h - TOP_INSET };
      const panels = panelsOf(L);
      expect(L.scale !== null).toBe(needs.scale);
      expect(L.marae !== null).toBe(needs.marae);
      expect(inside(L.box, canvas), `${w}x${h} board on the canvas`).toBe(true);
      for (let i = 0; i < panels.length; i++) {
        expect(inside(panels[i], canvas), `${w}x${h} panel ${i} on the canvas`).toBe(true);
        expect(overlap(panels[i], L.box), `${w}x${h} panel ${i} over the board`).toBe(false);
        for (let j = i + 1; j < panels.length; j++) expect(overlap(panels[i], panels[j]), `${w}x${h} panels ${i} and ${j}`).toBe(false);
      }
      expect(L.portrait).toBe(h > w * 1.05);
    }
  });

  it('keeps the top a parameter: the board starts at it', () => {
    expect(moerakiLayout(390, 844, NEEDS[0]).box.y).toBe(TOP_INSET);
    expect(moerakiLayout(390, 844, NEEDS[0], 64).box.y).toBe(64);
  });

  it('gives every panel room for its lines at 14 px or more, and the buttons room for a 56 px button', () => {
    for (const size of Object.values(FONT)) if (size > 2) expect(size).toBeGreaterThanOrEqual(MIN_TEXT);
    const line = (px: number) => px * FONT.line;
    expect(PANEL_H.plate).toBeGreaterThanOrEqual(line(FONT.name) + 2 * line(FONT.body) + 8);
    expect(PANEL_H.scale).toBeGreaterThanOrEqual(line(FONT.title) + 2 * (line(FONT.body) + 18) + 8);
    expect(PANEL_H.marae).toBeGreaterThanOrEqual(line(FONT.title) + 2 * (line(FONT.count) + line(FONT.body)) + 2 * line(FONT.body) + 8);
    for (const [w, h] of CANVASES) for (const needs of NEEDS) {
      const L = moerakiLayout(w, h, needs);
      // Wide enough for a name and a count, or (the Marae) a name and a total; the buttons' place for "Next game".
      for (const r of panelsOf(L)) expect(r.width, `${w}x${h}`).toBeGreaterThanOrEqual(160);
      expect(L.controls.height).toBeGreaterThanOrEqual(56);
    }
  });

  it('gives every hollow a touch area of at least 44 px inside the board box, and keeps the keys apart', () => {
    for (const [w, h] of CANVASES) {
      const L = moerakiLayout(w, h, NEEDS[0]);
      const keys = HOLLOWS.map((x) => hollowHitRect(L, x.id));
      for (const hollow of HOLLOWS) {
        const r = hollowTouchRect(L, hollow.id);
        expect(Math.min(r.width, r.height), `${w}x${h}`).toBeGreaterThanOrEqual(TOUCH);
        expect(inside(r, L.box), `${w}x${h} hollow ${hollow.id} touch area in the box`).toBe(true);
      }
      for (let i = 0; i < keys.length; i++) for (let j = i + 1; j < keys.length; j++) expect(overlap(keys[i], keys[j])).toBe(false);
    }
  });

  it('keeps the keys of a tablet board at 44 px or more (portrait and landscape, under the band)', () => {
    for (const [w, h] of [[768, 1024 - 112], [1024, 768 - 112]] as const) {
      const L = moerakiLayout(w, h, NEEDS[0]);
      expect(L.unit, `${w}x${h}`).toBeGreaterThanOrEqual(44);
    }
  });

  it('sends a tap anywhere in a hollow\'s 44 px touch area to the nearest hollow (that hollow itself near its centre)', () => {
    for (const [w, h] of [[360, 740 - 150], [844, 390 - 92], [768, 1024]] as const) {
      const L = moerakiLayout(w, h, NEEDS[1]);
      for (const hollow of HOLLOWS) {
        const c = hollowCentre(L, hollow.id);
        expect(hollowAtPoint(L, c.x, c.y)).toBe(hollow.id);
        const r = hollowTouchRect(L, hollow.id);
        for (const fx of [0, 0.25, 0.5, 0.75, 1]) for (const fy of [0, 0.25, 0.5, 0.75, 1]) {
          const x = r.x + fx * r.width, y = r.y + fy * r.height;
          const got = hollowAtPoint(L, x, y);
          expect(got, `${w}x${h} hollow ${hollow.id} at ${fx},${fy}`).toBeGreaterThanOrEqual(0);
          const d = (id: number) => Math.hypot(hollowCentre(L, id).x - x, hollowCentre(L, id).y - y);
          expect(d(got)).toBeLessThanOrEqual(Math.min(...HOLLOWS.map((o) => d(o.id))) + 1e-6);
        }
        // Within a third of a unit (and 14 px) of its centre, a hollow always wins its own tap.
        const near = Math.min(L.unit / 3, 14);
        expect(hollowAtPoint(L, c.x + near, c.y - near * 0.5)).toBe(hollow.id);
      }
      expect(hollowAtPoint(L, L.box.x + 1, L.box.y + 1), `${w}x${h} the cut corner`).toBe(-1);
    }
  });

  it('puts the Tane facing handles at least 44 px wide, off every hollow of the offered area', () => {
    for (const [w, h] of [[390, 844 - 150], [768, 1024]] as const) {
      const L = moerakiLayout(w, h, { scale: false, marae: true });
      for (const a of AREAS.filter((x) => x.kind === 'beach')) {
        for (const [dx, dy] of [[-1, -1], [1, -1], [-1, 1], [1, 1]]) {
          const hd = facingHandle(L, a.px, a.py, dx, dy);
          expect(2 * hd.r).toBeGreaterThanOrEqual(44);
          for (const hl of a.hollows) {
            const c = hollowCentre(L, hl);
            expect(Math.hypot(c.x - hd.x, c.y - hd.y)).toBeGreaterThan(Math.min(hd.r, L.unit * 0.9));
          }
        }
      }
    }
  });
});
