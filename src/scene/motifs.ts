// Decorative motifs drawn with Graphics: koru curls, niho taniwha (triangle) bands, cats.
// Simple geometric patterns, decorative only — never copies of sacred designs.
import type { Graphics } from 'pixi.js';

/**
 * A koru: an unfurling frond, a spiral that ends in a small bulb. (cx, cy) is the spiral's centre,
 * `r` its outer radius; `turn` rotates it, `flip` mirrors it; the stem runs on by `tail` × r.
 */
export function koru(g: Graphics, cx: number, cy: number, r: number, color: number, width: number,
  turn = 0, flip = false, tail = 1.1, alpha = 1): Graphics {
  const dir = flip ? -1 : 1;
  const turns = 1.55;
  const steps = 42;
  const inner = r * 0.18;
  const pt = (i: number): [number, number] => {
    const t = i / steps;
    const a = t * turns * Math.PI * 2;
    const rr = inner + (r - inner) * t;
    const ang = turn + dir * a;
    return [cx + Math.cos(ang) * rr, cy + Math.sin(ang) * rr];
  };
  const [sx, sy] = pt(0);
  g.moveTo(sx, sy);
  for (let i = 1; i <= steps; i++) {
    const [x, y] = pt(i);
    g.lineTo(x, y);
  }
  // The stem leaves the spiral along its tangent.
  const endAng = turn + dir * turns * Math.PI * 2;
  const tx = -Math.sin(endAng) * dir;
  const ty = Math.cos(endAng) * dir;
  const [ex, ey] = pt(steps);
  g.quadraticCurveTo(ex + tx * r * tail * 0.6, ey + ty * r * tail * 0.6, ex + tx * r * tail + Math.cos(endAng) * r * 0.25,
    ey + ty * r * tail + Math.sin(endAng) * r * 0.25);
  g.stroke({ width, color, alpha, cap: 'round', join: 'round' });
  g.circle(sx, sy, Math.max(width * 0.9, inner * 0.95)).fill({ color, alpha });
  return g;
}

/** A row of niho taniwha teeth along a line from (x0, y0) to (x1, y1), apexes on the right of the direction of travel (screen coordinates). */
export function nihoRow(g: Graphics, x0: number, y0: number, x1: number, y1: number, depth: number, tooth: number,
  color: number, alpha = 1): Graphics {
  const len = Math.hypot(x1 - x0, y1 - y0);
  if (len < tooth) return g;
  const n = Math.max(1, Math.round(len / tooth));
  const ux = (x1 - x0) / len, uy = (y1 - y0) / len;
  // Right-hand normal (inwards for a clockwise rectangle in screen coordinates).
  const nx = -uy, ny = ux;
  const step = len / n;
  for (let i = 0; i < n; i++) {
    const ax = x0 + ux * step * i, ay = y0 + uy * step * i;
    const bx = ax + ux * step, by = ay + uy * step;
    const px = ax + ux * step * 0.5 + nx * depth, py = ay + uy * step * 0.5 + ny * depth;
    g.poly([ax, ay, bx, by, px, py]);
  }
  return g.fill({ color, alpha });
}

/** A niho taniwha border inside the rectangle (x, y, w, h): teeth pointing inwards from the outer line. */
export function nihoFrame(g: Graphics, x: number, y: number, w: number, h: number, depth: number, tooth: number,
  color: number, alpha = 1): Graphics {
  // Clockwise around the rectangle; nihoRow puts the apex on the right of travel = inside.
  nihoRow(g, x, y, x + w, y, depth, tooth, color, alpha);
  nihoRow(g, x + w, y, x + w, y + h, depth, tooth, color, alpha);
  nihoRow(g, x + w, y + h, x, y + h, depth, tooth, color, alpha);
  nihoRow(g, x, y + h, x, y, depth, tooth, color, alpha);
  return g;
}

export interface CatColours {
  fur: number;
  /** Tabby stripes, or null. */
  stripes: number | null;
  /** Muzzle and chest patch, or null. */
  muzzle: number | null;
  ink: number;
  eye: number;
  innerEar: number;
}

/** A friendly cat face; (cx, cy) is the centre of the head, `r` its half-width. */
export function catFace(g: Graphics, cx: number, cy: number, r: number, c: CatColours): Graphics {
  const lw = Math.max(1, r * 0.06);
  const headH = r * 0.86;
  // Ears first (behind the head).
  for (const side of [-1, 1]) {
    g.poly([cx + side * r * 0.92, cy - headH * 0.15, cx + side * r * 0.78, cy - headH * 1.28, cx + side * r * 0.18, cy - headH * 0.78])
      .fill({ color: c.fur }).stroke({ width: lw, color: c.ink, join: 'round' });
    g.poly([cx + side * r * 0.74, cy - headH * 0.4, cx + side * r * 0.7, cy - headH * 1.02, cx + side * r * 0.36, cy - headH * 0.74])
      .fill({ color: c.innerEar });
  }
  g.ellipse(cx, cy, r, headH).fill({ color: c.fur }).stroke({ width: lw, color: c.ink });
  if (c.stripes !== null) {
    for (const dx of [-0.22, 0, 0.22]) {
      g.moveTo(cx + dx * r, cy - headH * 0.93).lineTo(cx + dx * r * 0.8, cy - headH * 0.6);
    }
    g.stroke({ width: lw * 1.6, color: c.stripes, cap: 'round' });
    for (const side of [-1, 1]) {
      g.moveTo(cx + side * r * 0.98, cy - headH * 0.05).lineTo(cx + side * r * 0.72, cy);
      g.moveTo(cx + side * r * 0.96, cy + headH * 0.22).lineTo(cx + side * r * 0.74, cy + headH * 0.2);
    }
    g.stroke({ width: lw * 1.4, color: c.stripes, cap: 'round' });
  }
  if (c.muzzle !== null) {
    g.ellipse(cx - r * 0.2, cy + headH * 0.42, r * 0.3, headH * 0.3).fill({ color: c.muzzle });
    g.ellipse(cx + r * 0.2, cy + headH * 0.42, r * 0.3, headH * 0.3).fill({ color: c.muzzle });
    g.poly([cx, cy - headH * 0.2, cx - r * 0.16, cy + headH * 0.3, cx + r * 0.16, cy + headH * 0.3]).fill({ color: c.muzzle });
  }
  // Eyes: almond shapes with slit pupils.
  for (const side of [-1, 1]) {
    const ex = cx + side * r * 0.4, ey = cy - headH * 0.02;
    const ew = r * 0.2, eh = headH * 0.17;
    g.moveTo(ex - ew, ey).quadraticCurveTo(ex, ey - eh * 2, ex + ew, ey).quadraticCurveTo(ex, ey + eh * 2, ex - ew, ey)
      .fill({ color: c.eye }).stroke({ width: lw * 0.8, color: c.ink });
    g.ellipse(ex, ey, ew * 0.22, eh * 0.95).fill({ color: c.ink });
    g.circle(ex + ew * 0.3, ey - eh * 0.45, ew * 0.16).fill({ color: 0xffffff });
  }
  // Nose and mouth.
  const ny = cy + headH * 0.3;
  g.poly([cx - r * 0.11, ny - headH * 0.07, cx + r * 0.11, ny - headH * 0.07, cx, ny + headH * 0.06]).fill({ color: 0xd98a8a })
    .stroke({ width: lw * 0.6, color: c.ink, join: 'round' });
  g.moveTo(cx, ny + headH * 0.06).lineTo(cx, ny + headH * 0.16)
    .moveTo(cx - r * 0.16, ny + headH * 0.2).quadraticCurveTo(cx - r * 0.06, ny + headH * 0.26, cx, ny + headH * 0.16)
    .quadraticCurveTo(cx + r * 0.06, ny + headH * 0.26, cx + r * 0.16, ny + headH * 0.2)
    .stroke({ width: lw * 0.8, color: c.ink, cap: 'round' });
  // Whiskers.
  for (const side of [-1, 1]) {
    for (const k of [-1, 0, 1]) {
      g.moveTo(cx + side * r * 0.3, ny + headH * (0.08 + k * 0.06))
        .lineTo(cx + side * r * 1.12, ny + headH * (0.02 + k * 0.16));
    }
  }
  g.stroke({ width: lw * 0.6, color: c.ink, alpha: 0.75, cap: 'round' });
  return g;
}

/** A three-pointed crown centred at (cx, cy) (bottom edge at cy + h/2). */
export function crown(g: Graphics, cx: number, cy: number, w: number, h: number, gold: number, ink: number, jewel: number): Graphics {
  const x0 = cx - w / 2, x1 = cx + w / 2, top = cy - h / 2, bot = cy + h / 2;
  g.poly([x0, bot, x0, top + h * 0.25, cx - w * 0.25, top + h * 0.55, cx, top, cx + w * 0.25, top + h * 0.55, x1, top + h * 0.25, x1, bot])
    .fill({ color: gold }).stroke({ width: Math.max(1, w * 0.035), color: ink, join: 'round' });
  g.rect(x0, bot - h * 0.22, w, h * 0.22).fill({ color: 0xffffff, alpha: 0.18 });
  for (const [px, py] of [[x0, top + h * 0.25], [cx, top], [x1, top + h * 0.25]] as const) g.circle(px, py, w * 0.07).fill({ color: gold }).stroke({ width: 1, color: ink });
  g.circle(cx, bot - h * 0.32, w * 0.09).fill({ color: jewel });
  return g;
}

/** A tiara: a low arc of pearls with a raised middle, for the queen (D). */
export function tiara(g: Graphics, cx: number, cy: number, w: number, h: number, gold: number, ink: number, jewel: number): Graphics {
  const bot = cy + h / 2;
  g.moveTo(cx - w / 2, bot).quadraticCurveTo(cx, bot - h * 0.7, cx + w / 2, bot).quadraticCurveTo(cx, bot - h * 0.25, cx - w / 2, bot)
    .fill({ color: gold }).stroke({ width: Math.max(1, w * 0.03), color: ink, join: 'round' });
  for (let i = -2; i <= 2; i++) {
    const t = i / 2.6;
    const px = cx + t * w * 0.5, py = bot - h * 0.45 * (1 - t * t) - h * 0.12;
    g.circle(px, py, w * (i === 0 ? 0.085 : 0.055)).fill({ color: i === 0 ? jewel : 0xfffaf0 }).stroke({ width: 1, color: ink, alpha: 0.8 });
  }
  g.moveTo(cx, bot - h * 0.62).lineTo(cx, bot - h).stroke({ width: w * 0.05, color: gold, cap: 'round' });
  g.circle(cx, bot - h, w * 0.075).fill({ color: jewel }).stroke({ width: 1, color: ink });
  return g;
}

/** A jaunty cap with a feather, for the jack (B). */
export function cap(g: Graphics, cx: number, cy: number, w: number, h: number, cloth: number, ink: number, feather: number): Graphics {
  const bot = cy + h / 2;
  // Feather behind the cap.
  g.moveTo(cx + w * 0.12, bot - h * 0.55).quadraticCurveTo(cx + w * 0.55, bot - h * 1.35, cx + w * 0.7, bot - h * 1.05)
    .quadraticCurveTo(cx + w * 0.45, bot - h * 0.85, cx + w * 0.2, bot - h * 0.45).fill({ color: feather }).stroke({ width: 1, color: ink, alpha: 0.8 });
  g.moveTo(cx - w / 2, bot).quadraticCurveTo(cx - w * 0.42, bot - h * 1.05, cx + w * 0.1, bot - h * 0.9)
    .quadraticCurveTo(cx + w * 0.55, bot - h * 0.8, cx + w / 2, bot).closePath()
    .fill({ color: cloth }).stroke({ width: Math.max(1, w * 0.035), color: ink, join: 'round' });
  g.rect(cx - w / 2, bot - h * 0.2, w, h * 0.2).fill({ color: 0x000000, alpha: 0.18 });
  return g;
}

/** A sitting cat seen from behind, its tail curled into a koru; fits a box of height `h` centred on (cx, cy). */
export function catSilhouette(g: Graphics, cx: number, cy: number, h: number, color: number, alpha = 1): Graphics {
  const u = h / 100;
  const X = (v: number): number => cx + v * u;
  const Y = (v: number): number => cy + v * u;
  // Body: a pear shape.
  g.moveTo(X(0), Y(-22))
    .bezierCurveTo(X(18), Y(-22), X(22), Y(-4), X(24), Y(14))
    .bezierCurveTo(X(27), Y(34), X(28), Y(48), X(16), Y(50))
    .lineTo(X(-16), Y(50))
    .bezierCurveTo(X(-28), Y(48), X(-27), Y(34), X(-24), Y(14))
    .bezierCurveTo(X(-22), Y(-4), X(-18), Y(-22), X(0), Y(-22))
    .closePath();
  // Head and ears.
  g.ellipse(X(0), Y(-34), 17 * u, 15 * u);
  g.poly([X(-16), Y(-38), X(-13), Y(-58), X(-3), Y(-46)]);
  g.poly([X(16), Y(-38), X(13), Y(-58), X(3), Y(-46)]);
  g.fill({ color, alpha });
  // The tail sweeps out and curls into a koru.
  g.moveTo(X(14), Y(48)).bezierCurveTo(X(40), Y(50), X(48), Y(30), X(40), Y(18))
    .stroke({ width: 7 * u, color, alpha, cap: 'round' });
  koru(g, X(34), Y(20), 7 * u, color, 5 * u, Math.PI * 0.1, true, 0.2, alpha);
  return g;
}

/** A paw print (turn markers, the winner's plate). */
export function paw(g: Graphics, cx: number, cy: number, size: number, color: number, alpha = 1): Graphics {
  const s = size;
  g.ellipse(cx, cy + s * 0.16, s * 0.26, s * 0.21);
  g.ellipse(cx - s * 0.3, cy - s * 0.08, s * 0.1, s * 0.13);
  g.ellipse(cx - s * 0.11, cy - s * 0.28, s * 0.1, s * 0.13);
  g.ellipse(cx + s * 0.11, cy - s * 0.28, s * 0.1, s * 0.13);
  g.ellipse(cx + s * 0.3, cy - s * 0.08, s * 0.1, s * 0.13);
  return g.fill({ color, alpha });
}
