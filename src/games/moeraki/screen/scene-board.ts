// The Moeraki board's own drawing, each piece of it one kept part of the scene (./scene.ts): the octagon with its
// beach diamonds, semi-beach triangles and the white circle of the Moeraki field; the tribal tiles (full, half,
// split on the border), a Tane with its line of sight, the hollows with their rings, the pieces and the ball, and
// the threat assist's rings. Pure drawing over the layout: no state of its own.
import { Graphics } from 'pixi.js';
import { PALETTE } from '../../../scene/theme';
import { AREAS, BORDER_TRIANGLES, FACINGS, HOLLOWS, MOERAKI_FIELD, OUTLINE } from '../rules/geometry';
import { BALL } from '../rules/lines';
import { STARVED, kindOf, ownerOf, FULL, HALF } from '../rules/tiles';
import type { MoerakiState } from '../rules/state';
import type { Threat } from '../rules/threats';
import { hollowCentre, toScreen, type MoerakiLayout } from './scene-layout';
import { HIGHLIGHT, HOLLOW, SAND, SAND_DARK, SAND_LINE, TRIBE_FILL, TRIBE_RIM, ball, diamond, motif, piece, tane, tile } from './scene-art';

export type Area = (typeof AREAS)[number];
export type TaneSpot = NonNullable<MoerakiState['tane'][number]>;

const pt = (L: MoerakiLayout, px: number, py: number): number[] => {
  const p = toScreen(L, px, py);
  return [p.x, p.y];
};

export function boardArt(L: MoerakiLayout): Graphics {
  const u = L.unit;
  const g = new Graphics();
  // The octagon: a carved wooden rim, the sand of the beach inside.
  const outline = OUTLINE.flatMap(([x, y]) => pt(L, x, y));
  const rim = OUTLINE.flatMap(([x, y]) => {
    const [sx, sy] = pt(L, x, y);
    const c = toScreen(L, 0.5, 0.5);
    const k = 1 + (0.55 * u) / Math.hypot(sx - c.x, sy - c.y);
    return [c.x + (sx - c.x) * k, c.y + (sy - c.y) * k];
  });
  g.poly(rim).fill(PALETTE.woodLight).stroke({ width: 3, color: PALETTE.wood });
  g.poly(outline).fill(SAND).stroke({ width: 2, color: SAND_LINE });
  // Beach diamonds (between four hollows) and semi-beach triangles (between three, on the straight sides).
  for (const a of AREAS) {
    if (a.kind !== 'beach') continue;
    const c = toScreen(L, a.px, a.py);
    diamond(g, c.x, c.y, u * 0.94).fill({ color: (a.x + a.y * 3) % 4 === 1 ? SAND_DARK : SAND, alpha: 0.55 })
      .stroke({ width: 1, color: SAND_LINE, alpha: 0.5 });
  }
  for (const tri of BORDER_TRIANGLES) {
    g.poly(tri.corners.flatMap(([x, y]) => pt(L, x, y))).fill({ color: SAND_DARK, alpha: 0.8 }).stroke({ width: 1.5, color: SAND_LINE, alpha: 0.8 });
  }
  // The white circle of the Moeraki field.
  const mc = toScreen(L, MOERAKI_FIELD.cx, MOERAKI_FIELD.cy);
  g.circle(mc.x, mc.y, MOERAKI_FIELD.r * 10 * u).stroke({ width: Math.max(2, u * 0.06), color: 0xffffff, alpha: 0.9 });
  return g;
}

export function tileArt(L: MoerakiLayout, a: Area, code: number): Graphics {
  const u = L.unit;
  const c = toScreen(L, a.px, a.py);
  const seat = ownerOf(code);
  const g = new Graphics();
  if (kindOf(code) === STARVED) {
    // Won, but its owner had no tile left: an empty frame in the winner's colour.
    diamond(g, c.x, c.y, u * 0.8).stroke({ width: 3, color: TRIBE_FILL[seat], alpha: 0.9 });
  } else if (kindOf(code) === HALF) {
    // 2:1 on a semi-beach: the tile's diagonal lies on the sideline, only the triangle shows (½ point).
    const corners = a.hollows.flatMap((h) => pt(L, HOLLOWS[h].px, HOLLOWS[h].py));
    const inner = a.hollows.map((h) => HOLLOWS[h]).find((h) => !h.border) ?? HOLLOWS[a.hollows[2]];
    const ic = toScreen(L, inner.px, inner.py);
    const mid = { x: (c.x * 2 + ic.x) / 3, y: (c.y * 2 + ic.y) / 3 };
    tile(g, seat, shrink(corners, mid, 0.8), mid, u * 0.3);
  } else if (kindOf(code) === FULL) {
    // A full tile: the whole diamond (on a semi-beach it straddles the sideline, split by it).
    const half = u * 0.8;
    tile(g, seat, [c.x, c.y - half, c.x + half, c.y, c.x, c.y + half, c.x - half, c.y], c, u * 0.36);
    if (a.kind === 'semi') {
      const [p, q] = a.hollows.filter((h) => HOLLOWS[h].border).map((h) => hollowCentre(L, h));
      if (p && q) g.moveTo(p.x, p.y).lineTo(q.x, q.y).stroke({ width: 2, color: SAND_LINE });
    }
  }
  return g;
}

/** A Tane's line of sight: to the border (or to the other Tane), half a step past its last area. */
export function sightArt(L: MoerakiLayout, spot: TaneSpot): Graphics {
  const u = L.unit;
  const a = AREAS[spot.area];
  const f = FACINGS[spot.facing];
  const from = toScreen(L, a.px, a.py);
  const steps = spot.sight.length + 0.5;
  const to = { x: from.x + f.dx * steps * u, y: from.y + f.dy * steps * u };
  const g = new Graphics();
  g.moveTo(from.x, from.y).lineTo(to.x, to.y).stroke({ width: Math.max(3, u * 0.09), color: HIGHLIGHT, alpha: 0.85, cap: 'round' });
  for (const b of spot.sight) {
    const c = toScreen(L, AREAS[b].px, AREAS[b].py);
    g.circle(c.x, c.y, u * 0.1).fill({ color: HIGHLIGHT, alpha: 0.9 });
  }
  return g;
}

/** The Tane's area counts as a full tile of its owner: the tile's diamond, ringed in gold, under the figure. */
export function taneArt(L: MoerakiLayout, seat: number, spot: TaneSpot): Graphics {
  const u = L.unit;
  const a = AREAS[spot.area];
  const f = FACINGS[spot.facing];
  const from = toScreen(L, a.px, a.py);
  const fig = new Graphics();
  diamond(fig, from.x, from.y, u * 0.8).fill(TRIBE_FILL[seat]).stroke({ width: 4, color: HIGHLIGHT });
  return tane(fig, seat, from.x, from.y + u * 0.08, u * 1.25, f.dx, f.dy);
}

/** The hollows, and the rings round the empty ones (`lit`) a piece or the ball may go to. */
export function hollowsArt(L: MoerakiLayout, lit: number[], ballPhase: boolean): Graphics {
  const u = L.unit;
  const marks = new Graphics();
  for (const h of HOLLOWS) {
    const c = hollowCentre(L, h.id);
    marks.circle(c.x, c.y, u * 0.3).fill(HOLLOW).stroke({ width: 1.5, color: 0x5e4a2c });
    marks.circle(c.x + u * 0.04, c.y + u * 0.05, u * 0.22).fill({ color: 0x000000, alpha: 0.18 });
    if (lit.includes(h.id)) {
      marks.circle(c.x, c.y, u * 0.38).stroke({ width: ballPhase ? Math.max(3, u * 0.07) : Math.max(2, u * 0.04), color: HIGHLIGHT, alpha: ballPhase ? 1 : 0.6 });
    }
  }
  return marks;
}

/** A piece or the ball in its hollow, the last one laid ringed. */
export function pieceArt(L: MoerakiLayout, hollow: number, cell: number, last: boolean): Graphics {
  const u = L.unit;
  const c = hollowCentre(L, hollow);
  const g = new Graphics();
  g.position.set(c.x, c.y);
  if (cell === BALL) ball(g, 0, 0, u * 0.4);
  else piece(g, cell, 0, 0, u * 0.36);
  if (last) g.circle(0, 0, u * 0.46).stroke({ width: 3, color: HIGHLIGHT });
  return g;
}

/** The threat assist: a ring in the side's colour round each hollow where one piece of that side would win,
 *  with the tribe's symbol (hook or bird) inside, so colour is never the only mark. A hollow both sides
 *  would win at shows both, half and half. */
export function threatArt(L: MoerakiLayout, threats: Threat[]): Graphics {
  const u = L.unit;
  const g = new Graphics();
  const bySeats = new Map<number, number[]>();
  for (const th of threats) bySeats.set(th.hollow, [...(bySeats.get(th.hollow) ?? []), th.seat]);
  const ringR = u * 0.44;
  const w = Math.max(3, u * 0.1);
  for (const [hollow, seats] of bySeats) {
    const c = hollowCentre(L, hollow);
    seats.forEach((seat, i) => {
      // One side: the whole ring; both: the left half for the first, the right half for the second. The ring
      // is dashed and the piece inside a ghost, so a mark never looks like a piece already placed.
      const [a0, a1] = seats.length === 1 ? [0, Math.PI * 2] : i === 0 ? [Math.PI / 2, Math.PI * 1.5] : [-Math.PI / 2, Math.PI / 2];
      const dashes = seats.length === 1 ? 10 : 5;
      const step = (a1 - a0) / dashes;
      for (let d = 0; d < dashes; d++) {
        const from = a0 + d * step, to = from + step * 0.62;
        g.moveTo(c.x + Math.cos(from) * ringR, c.y + Math.sin(from) * ringR).arc(c.x, c.y, ringR, from, to)
          .stroke({ width: w + 2.5, color: seat === 0 ? 0xfff1dc : 0x2a2420, cap: 'round' });
        g.moveTo(c.x + Math.cos(from) * ringR, c.y + Math.sin(from) * ringR).arc(c.x, c.y, ringR, from, to)
          .stroke({ width: w, color: TRIBE_FILL[seat], cap: 'round' });
      }
      const off = seats.length === 1 ? 0 : (i === 0 ? -1 : 1) * u * 0.14;
      const r = u * (seats.length === 1 ? 0.27 : 0.17);
      g.circle(c.x + off, c.y, r).fill({ color: TRIBE_FILL[seat], alpha: 0.5 });
      motif(g, seat, c.x + off, c.y, r, seat === 0 ? 0xfff1dc : TRIBE_RIM[0], 0.95);
    });
  }
  return g;
}

/** Points pulled towards `to` by factor k (a tile a little inside its triangle). */
function shrink(flat: number[], to: { x: number; y: number }, k: number): number[] {
  return flat.map((v, i) => (i % 2 === 0 ? to.x + (v - to.x) * k : to.y + (v - to.y) * k));
}
