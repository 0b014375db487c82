// Where the Mauwi table marks what the others did since your last turn: the columns they played on, the discard
// pile and the areas of the seats that moved (the shapes; scene/recent-mark.ts draws them).
import type { MarkShape } from '../../../scene/recent-mark';
import { MARK_PAD } from '../../../scene/recent-mark';
import { CARD_ASPECT } from '../../../scene/theme';
import type { MauwiView } from '../rules/view';
import type { MauwiRecent } from './recent';
import { columnSlots, type AreaBox, type Rect } from './scene-layout';

/** The columns, the discard pile and the areas of the seats that moved since your last turn (recent-mark.ts). */
export function recentShapes(view: MauwiView, r: MauwiRecent, areas: AreaBox[], discard: Rect | null): MarkShape[] {
  const shapes: MarkShape[] = [];
  for (const { seat, column } of r.columns) {
    const box = areas.find((a) => a.seat === seat);
    const c = view.areas[seat]?.[column];
    if (!box || !c) continue;
    const slot = columnSlots(box)[column];
    const w = box.cardW, h = w * CARD_ASPECT;
    const backs = c.top === null ? Math.max(0, c.nines - 1) : c.nines;
    const up = backs * box.stack * h;
    // Between columns the brackets stay inside the gap.
    const pad = Math.max(1, Math.min(MARK_PAD, box.gap / 2 - 2));
    shapes.push({ kind: 'rect', x: box.x + slot.cx - w / 2, y: box.y + slot.cy - h / 2 - up, w, h: h + up, pad });
  }
  if (r.discard && discard) {
    const d = discard;
    shapes.push({ kind: 'rect', x: d.x, y: d.y, w: d.width, h: d.height });
  }
  for (const seat of r.seats) {
    const box = areas.find((a) => a.seat === seat);
    // On the area's own frame: areas may lie 2 px apart, and the name line is too thin for a mark of its own.
    if (box) shapes.push({ kind: 'rect', x: box.x, y: box.y, w: box.w, h: box.h, pad: 0, radius: 12 });
  }
  return shapes;
}
