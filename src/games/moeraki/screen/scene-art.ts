// Moeraki-Kemu's pieces, ball, tiles and Tane drawn with PixiJS Graphics (DESIGN.md: white Manaia pieces with
// a bird, black Matau pieces with a hook, the ball a speckled stone). Colour is never the only mark: each
// tribe has its motif, on the pieces and on its tiles.
import { Graphics } from 'pixi.js';
import { PALETTE } from '../../../scene/theme';

export const SAND = 0xe6d2a2;
export const SAND_DARK = 0xcdb27a;
export const SAND_LINE = 0x9c7d4a;
export const HOLLOW = 0x8f7246;
export const TRIBE_FILL = [0x1f1b17, 0xfaf5e8] as const;
export const TRIBE_RIM = [0x000000, 0x8a7656] as const;
export const TRIBE_MARK = [0xe9dcc0, 0x2a2420] as const;
export const HIGHLIGHT = PALETTE.gold;
export const ALERT = PALETTE.alert;

/** The hook of the Matau (seat 0) or the bird of the Manaia (seat 1), centred on (x, y), `r` the piece radius. */
export function motif(g: Graphics, seat: number, x: number, y: number, r: number, color: number = TRIBE_MARK[seat], alpha = 1): Graphics {
  const w = Math.max(1.5, r * 0.16);
  if (seat === 0) {
    // A fish hook: shank, bend, point and barb.
    g.moveTo(x + 0.12 * r, y - 0.58 * r).lineTo(x + 0.12 * r, y + 0.12 * r)
      .arc(x - 0.15 * r, y + 0.12 * r, 0.27 * r, 0, Math.PI, false)
      .lineTo(x - 0.42 * r, y - 0.16 * r).lineTo(x - 0.24 * r, y - 0.02 * r)
      .stroke({ width: w, color, alpha, cap: 'round', join: 'round' });
    g.circle(x + 0.12 * r, y - 0.6 * r, w * 0.75).stroke({ width: w * 0.6, color, alpha });
  } else {
    // A bird in flight: two curved wings and a small head.
    g.moveTo(x - 0.6 * r, y - 0.05 * r).quadraticCurveTo(x - 0.28 * r, y - 0.5 * r, x, y + 0.12 * r)
      .quadraticCurveTo(x + 0.28 * r, y - 0.5 * r, x + 0.6 * r, y - 0.05 * r)
      .stroke({ width: w, color, alpha, cap: 'round', join: 'round' });
    g.circle(x, y + 0.3 * r, r * 0.11).fill({ color, alpha });
  }
  return g;
}

export function piece(g: Graphics, seat: number, x: number, y: number, r: number): Graphics {
  g.circle(x + r * 0.08, y + r * 0.12, r).fill({ color: 0x000000, alpha: 0.3 });
  g.circle(x, y, r).fill(TRIBE_FILL[seat]).stroke({ width: Math.max(1.5, r * 0.08), color: TRIBE_RIM[seat] });
  g.circle(x - r * 0.3, y - r * 0.35, r * 0.28).fill({ color: 0xffffff, alpha: seat === 0 ? 0.1 : 0.45 });
  return motif(g, seat, x, y, r);
}

/** The Moeraki-ball: a speckled grey-brown stone (fixed speckles, so it looks the same on every redraw). */
export function ball(g: Graphics, x: number, y: number, r: number): Graphics {
  g.circle(x + r * 0.08, y + r * 0.12, r).fill({ color: 0x000000, alpha: 0.3 });
  g.circle(x, y, r).fill(0x8d7a64).stroke({ width: Math.max(1.5, r * 0.08), color: 0x4d3f31 });
  const dots = [[-0.4, -0.2, 0.1], [0.3, -0.45, 0.08], [0.45, 0.2, 0.11], [-0.1, 0.45, 0.09], [0.05, -0.05, 0.07], [-0.5, 0.25, 0.06], [0.2, 0.1, 0.05]];
  dots.forEach(([dx, dy, s], i) => g.circle(x + dx * r, y + dy * r, s * r).fill(i % 2 ? 0x5d4c3b : 0xc7b59b));
  g.circle(x - r * 0.3, y - r * 0.35, r * 0.25).fill({ color: 0xffffff, alpha: 0.22 });
  return g;
}

/** A diamond through four points (a beach area, or a full tile straddling the border). */
export function diamond(g: Graphics, x: number, y: number, half: number): Graphics {
  return g.poly([x, y - half, x + half, y, x, y + half, x - half, y]);
}

/** A tribal tile: a full diamond, or (half tile) the triangle inside the border. */
export function tile(g: Graphics, seat: number, corners: number[], centre: { x: number; y: number }, r: number): Graphics {
  g.poly(corners).fill(TRIBE_FILL[seat]).stroke({ width: 3, color: seat === 0 ? 0x5a5047 : 0x6b5a3e });
  return motif(g, seat, centre.x, centre.y, r, seat === 0 ? 0xbfb29a : 0x5a5047);
}

/** The Maori-Tane standing in its area, its spear pointing along its line of sight. */
export function tane(g: Graphics, seat: number, x: number, y: number, s: number, dx: number, dy: number): Graphics {
  const len = Math.SQRT2;
  const ux = dx / len, uy = dy / len;
  // The spear, with a head on the side it looks.
  const tipX = x + ux * s * 0.62, tipY = y + uy * s * 0.62;
  g.moveTo(x - ux * s * 0.45, y - uy * s * 0.45).lineTo(tipX, tipY).stroke({ width: Math.max(2, s * 0.07), color: PALETTE.gold, cap: 'round' });
  const nx = -uy, ny = ux;
  g.poly([tipX + ux * s * 0.16, tipY + uy * s * 0.16, tipX + nx * s * 0.1, tipY + ny * s * 0.1, tipX - nx * s * 0.1, tipY - ny * s * 0.1])
    .fill(PALETTE.gold);
  // Body and head: outlined in gold on black, in ink on white (it stands on a tile of its own colour).
  const edge = seat === 0 ? PALETTE.gold : TRIBE_MARK[1];
  g.roundRect(x - s * 0.2, y - s * 0.12, s * 0.4, s * 0.5, s * 0.1).fill(TRIBE_FILL[seat]).stroke({ width: Math.max(2, s * 0.06), color: edge });
  g.circle(x, y - s * 0.28, s * 0.17).fill(TRIBE_FILL[seat]).stroke({ width: Math.max(2, s * 0.06), color: edge });
  return motif(g, seat, x, y + s * 0.12, s * 0.18);
}
