// The quiet gold mark on what other seats touched since your last turn (RenderContext.recent): brackets at a
// rectangle's corners (they keep clear of what lies beside it), a broken ring round a circle, the middles of a
// diamond's sides. Unlike the solid gold of a turn or a playable piece it never fills or glows, takes no taps and
// holds no text. Motion: 'off' static, 'reduced' a fade in, 'full' a fade in with one small pulse. A scene calls
// `show` on every render and layout; only a new set animates.
import { Container, Graphics } from 'pixi.js';
import { PALETTE } from './theme';
import { getMotion, type Tweener } from './tween';

/** What to mark, in the layer's coordinates; `pad` (px) overrides the gap kept around it (tight rows). */
export type MarkShape =
  | { kind: 'rect'; x: number; y: number; w: number; h: number; pad?: number; radius?: number }
  | { kind: 'circle'; x: number; y: number; r: number; pad?: number }
  /** A square on its corner (a board's tile): `r` from the centre to a corner; `sides` (0 top-right, then
   *  clockwise) draws only those (a triangle on a board's edge). */
  | { kind: 'diamond'; x: number; y: number; r: number; pad?: number; sides?: readonly number[] };

/** Outside the object by this much (px at unit 1), so the mark never covers what it marks. */
export const MARK_PAD = 5;
const LINE = 3;
const DASHES = 10;
const FADE_MS = 240;
const PULSE_MS = 180;

/** The brackets' arm: a third of the shorter side, at most 18 px at unit 1. */
export function armLength(w: number, h: number, unit: number): number {
  return Math.max(4, Math.min(18 * unit, Math.min(w, h) / 3));
}

/** The layer's point a shape is centred on. */
export function centreOf(shape: MarkShape): { x: number; y: number } {
  return shape.kind === 'rect' ? { x: shape.x + shape.w / 2, y: shape.y + shape.h / 2 } : { x: shape.x, y: shape.y };
}

/** A stable key for a set of shapes (rounded), so a redraw of the same marks does not animate again. */
export function marksKey(shapes: readonly MarkShape[]): string {
  return shapes.map((s) => (s.kind === 'rect' ? `r${Math.round(s.x)},${Math.round(s.y)},${Math.round(s.w)},${Math.round(s.h)}` : `${s.kind[0]}${Math.round(s.x)},${Math.round(s.y)},${Math.round(s.r)}`)).join(';');
}

/** Draws one mark centred on (0, 0), so a pulse scales it about its own centre. */
export function drawMark(g: Graphics, shape: MarkShape, unit: number): void {
  const pad = shape.pad ?? MARK_PAD * unit;
  const width = Math.max(2, LINE * unit);
  g.clear();
  if (shape.kind === 'diamond') {
    // The middle of each side only: a diamond's corners point at its neighbours (Moeraki's hollows).
    const r = shape.r + pad * Math.SQRT2;
    const corners = [[0, -r], [r, 0], [0, r], [-r, 0]] as const;
    for (const i of shape.sides ?? [0, 1, 2, 3]) {
      const [ax, ay] = corners[i];
      const [bx, by] = corners[(i + 1) % 4];
      g.moveTo(ax + (bx - ax) * 0.3, ay + (by - ay) * 0.3).lineTo(ax + (bx - ax) * 0.7, ay + (by - ay) * 0.7);
    }
    g.stroke({ width, color: PALETTE.gold, cap: 'round' });
    return;
  }
  if (shape.kind === 'circle') {
    const r = shape.r + pad;
    const step = (Math.PI * 2) / DASHES;
    for (let i = 0; i < DASHES; i++) {
      const a = i * step - Math.PI / 2;
      g.moveTo(Math.cos(a) * r, Math.sin(a) * r).arc(0, 0, r, a, a + step * 0.55);
    }
    g.stroke({ width, color: PALETTE.gold, cap: 'round' });
    return;
  }
  const hw = shape.w / 2 + pad;
  const hh = shape.h / 2 + pad;
  const arm = armLength(shape.w, shape.h, unit);
  // A rounded corner (an area's own frame) is followed round, so the bracket lies on the frame.
  const radius = Math.min(shape.radius ?? 0, arm * 0.8);
  for (const [sx, sy] of [[-1, -1], [1, -1], [1, 1], [-1, 1]] as const) {
    const cx = sx * hw;
    const cy = sy * hh;
    g.moveTo(cx - sx * arm, cy);
    if (radius > 0) g.arcTo(cx, cy, cx, cy - sy * arm, radius).lineTo(cx, cy - sy * arm);
    else g.lineTo(cx, cy).lineTo(cx, cy - sy * arm);
  }
  g.stroke({ width, color: PALETTE.gold, cap: 'round', join: 'round' });
}

/** One layer of marks for a scene: add it above the table objects, below hands and dialogs. */
export class RecentMarks extends Container {
  private key = '';
  private readonly pool: Graphics[] = [];

  constructor(private readonly tweener: Tweener) {
    super();
    this.eventMode = 'none';
    this.label = 'recent-marks';
  }

  /** Shows exactly `shapes` (none clears); `unit` scales line and padding with the table. `key` names what is
   *  marked (by default where): a new key animates, the same key (a resize, another render) only redraws. */
  show(shapes: readonly MarkShape[], unit = 1, key = marksKey(shapes)): void {
    const fresh = key !== this.key;
    this.key = key;
    while (this.pool.length < shapes.length) {
      const g = new Graphics();
      this.pool.push(g);
      this.addChild(g);
    }
    this.pool.forEach((g, i) => {
      const shape = shapes[i];
      g.visible = shape !== undefined;
      if (!shape) return;
      drawMark(g, shape, unit);
      const c = centreOf(shape);
      g.position.set(c.x, c.y);
      if (fresh) this.appear(g);
    });
  }

  clear(): void {
    this.show([]);
  }

  private appear(g: Graphics): void {
    const motion = getMotion();
    this.tweener.killTweensOf(g, false);
    g.scale.set(1);
    if (motion === 'off') {
      g.alpha = 1;
      return;
    }
    g.alpha = 0;
    void this.tweener.tween(g, { alpha: 1 }, FADE_MS, { ambient: true });
    if (motion === 'full') {
      void this.tweener.tween(g, { scale: 1.08 }, PULSE_MS, { ambient: true })
        .then(() => (g.destroyed ? undefined : this.tweener.tween(g, { scale: 1 }, PULSE_MS, { ambient: true })));
    }
  }
}
