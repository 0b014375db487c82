// The four suits drawn as shapes (never only a font glyph) and their colours. Shapes differ first;
// colour second. The four-colour deck (settings: colour marks) uses the Okabe–Ito colour-blind-safe set,
// darkened for contrast on cream: clubs bluish green, diamonds blue, hearts vermillion, spades black.
import type { Graphics } from 'pixi.js';
import type { Suit } from '../games/shared/cards';

const TWO_COLOUR = [0x1d1b18, 0x1d1b18, 0xb8202c, 0xb8202c] as const;
const FOUR_COLOUR = [0x00755a, 0x1d1b18, 0xc24e00, 0x0a62a8] as const;

export function suitColour(suit: Suit | number, colourMarks: boolean): number {
  return (colourMarks ? FOUR_COLOUR : TWO_COLOUR)[suit] ?? 0x1d1b18;
}

/** A lighter tint of a suit colour, for washes behind motifs. */
export function suitWash(suit: Suit | number, colourMarks: boolean): number {
  return mix(suitColour(suit, colourMarks), 0xfbf6ea, 0.86);
}

export function mix(a: number, b: number, t: number): number {
  const ar = (a >> 16) & 255, ag = (a >> 8) & 255, ab = a & 255;
  const br = (b >> 16) & 255, bg = (b >> 8) & 255, bb = b & 255;
  const r = Math.round(ar + (br - ar) * t), g = Math.round(ag + (bg - ag) * t), bl = Math.round(ab + (bb - ab) * t);
  return (r << 16) | (g << 8) | bl;
}

/**
 * Adds a suit's outline to `g` (centred on cx, cy; `size` is its height) without filling it,
 * so callers choose fill and stroke. Coordinates are in a unit box [-0.5, 0.5].
 */
export function suitPath(g: Graphics, suit: Suit | number, cx: number, cy: number, size: number): Graphics {
  const s = size;
  const X = (u: number): number => cx + u * s;
  const Y = (v: number): number => cy + v * s;
  const M = (u: number, v: number): void => { g.moveTo(X(u), Y(v)); };
  const C = (a: number, b: number, c: number, d: number, e: number, f: number): void => {
    g.bezierCurveTo(X(a), Y(b), X(c), Y(d), X(e), Y(f));
  };
  const Q = (a: number, b: number, c: number, d: number): void => { g.quadraticCurveTo(X(a), Y(b), X(c), Y(d)); };
  switch (suit) {
    case 2: // heart: two round lobes and a point
      M(0, 0.46);
      C(-0.12, 0.32, -0.5, 0.08, -0.5, -0.17);
      C(-0.5, -0.41, -0.34, -0.5, -0.23, -0.5);
      C(-0.11, -0.5, -0.03, -0.43, 0, -0.3);
      C(0.03, -0.43, 0.11, -0.5, 0.23, -0.5);
      C(0.34, -0.5, 0.5, -0.41, 0.5, -0.17);
      C(0.5, 0.08, 0.12, 0.32, 0, 0.46);
      g.closePath();
      break;
    case 3: // diamond: a lozenge with softly drawn-in sides
      M(0, -0.5);
      Q(0.16, -0.2, 0.4, 0);
      Q(0.16, 0.2, 0, 0.5);
      Q(-0.16, 0.2, -0.4, 0);
      Q(-0.16, -0.2, 0, -0.5);
      g.closePath();
      break;
    case 1: // spade: an upturned heart on a flared stem
      M(0, -0.5);
      C(0.1, -0.34, 0.5, -0.14, 0.5, 0.1);
      C(0.5, 0.29, 0.36, 0.37, 0.24, 0.37);
      C(0.14, 0.37, 0.07, 0.33, 0.035, 0.27);
      Q(0.06, 0.44, 0.2, 0.5);
      g.lineTo(X(-0.2), Y(0.5));
      Q(-0.06, 0.44, -0.035, 0.27);
      C(-0.07, 0.33, -0.14, 0.37, -0.24, 0.37);
      C(-0.36, 0.37, -0.5, 0.29, -0.5, 0.1);
      C(-0.5, -0.14, -0.1, -0.34, 0, -0.5);
      g.closePath();
      break;
    default: // club: three leaves and a flared stem
      g.circle(X(0), Y(-0.25), s * 0.225);
      g.circle(X(-0.25), Y(0.07), s * 0.225);
      g.circle(X(0.25), Y(0.07), s * 0.225);
      g.circle(X(0), Y(0.02), s * 0.13);
      M(0.035, 0.1);
      Q(0.06, 0.42, 0.2, 0.5);
      g.lineTo(X(-0.2), Y(0.5));
      Q(-0.06, 0.42, -0.035, 0.1);
      g.closePath();
      break;
  }
  return g;
}

/** Draws a filled suit shape. */
export function drawSuit(g: Graphics, suit: Suit | number, cx: number, cy: number, size: number, color: number, alpha = 1): Graphics {
  return suitPath(g, suit, cx, cy, size).fill({ color, alpha });
}
