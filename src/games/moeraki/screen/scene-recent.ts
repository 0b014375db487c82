// Where the "since your last turn" marks lie on the Moeraki board (recent-mark.ts draws them): a ring round each
// hollow the other side laid in, a diamond round each tile their moves laid (a half tile's two sides only).
import type { MarkShape } from '../../../scene/recent-mark';
import { AREAS, HOLLOWS } from '../rules/geometry';
import { HALF, kindOf } from '../rules/tiles';
import type { MoerakiState } from '../rules/state';
import { hollowCentre, toScreen, type MoerakiLayout } from './scene-layout';
import type { MoerakiRecent } from './recent';

export function recentShapes(L: MoerakiLayout, view: MoerakiState, recent: MoerakiRecent): MarkShape[] {
  const u = L.unit;
  const shapes: MarkShape[] = [];
  // Outside the last piece's own ring (0.46 u), well inside the half-way to the next hollow.
  for (const hollow of recent.hollows) shapes.push({ kind: 'circle', ...hollowCentre(L, hollow), r: u * 0.5, pad: u * 0.06 });
  for (const a of recent.areas) {
    const area = AREAS[a];
    const c = toScreen(L, area.px, area.py);
    shapes.push({ kind: 'diamond', x: c.x, y: c.y, r: u * 0.8, pad: u * 0.05, sides: area.kind === 'semi' && kindOf(view.tiles[a]) === HALF ? innerSides(L, area) : undefined });
  }
  return shapes;
}

/** A half tile's two sides on the board (a full one straddles the sideline, drawn whole): those meeting at the corner that points to its inner hollow. */
function innerSides(L: MoerakiLayout, area: (typeof AREAS)[number]): number[] {
  const c = toScreen(L, area.px, area.py);
  const inner = area.hollows.map((h) => HOLLOWS[h]).find((h) => !h.border) ?? HOLLOWS[area.hollows[2]];
  const p = toScreen(L, inner.px, inner.py);
  const dx = p.x - c.x, dy = p.y - c.y;
  // Corners: 0 top, 1 right, 2 bottom, 3 left; side i runs from corner i to corner i + 1.
  const corner = Math.abs(dx) > Math.abs(dy) ? (dx > 0 ? 1 : 3) : dy > 0 ? 2 : 0;
  return [(corner + 3) % 4, corner];
}
