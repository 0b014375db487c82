// The quiet marks of what the other side flipped, swapped or turned since your last turn (recent-mark.ts), as a
// part of the Pocket Cats scene drawn after the grid: each in the gap round its cell.
import type { ScenePart } from '../../../scene/scene-part';
import { RecentMarks, type MarkShape } from '../../../scene/recent-mark';
import type { Tweener } from '../../../scene/tween';
import type { CellView } from '../rules/view';
import { NO_RECENT, type PocketRecent } from './recent';
import { cellRect, type PocketLayout } from './scene-layout';

export class PocketRecentMarks implements ScenePart<unknown, unknown> {
  readonly layer: RecentMarks;

  /** `shown`: the grid as drawn, its layout and the other side's cells of this render. */
  constructor(tw: Tweener, private readonly shown: () => { grid: CellView[]; L: PocketLayout; recent: PocketRecent | undefined }) {
    this.layer = new RecentMarks(tw);
  }

  draw(): void {
    const { grid, L } = this.shown();
    const recent = this.shown().recent ?? NO_RECENT;
    const shapes: MarkShape[] = grid.length !== 25 ? [] : recent.cells.map((cell) => {
      const r = cellRect(L, cell);
      return { kind: 'rect', x: r.x, y: r.y, w: r.width, h: r.height, pad: Math.max(0, L.gap / 2 - 1.5) };
    });
    this.layer.show(shapes, Math.max(1, L.tile / 110), JSON.stringify(recent));
  }
}
