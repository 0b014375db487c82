// Where the Purrrummy table marks what the others did since your last turn: the melds they laid out or added to,
// and the discard pile (the shapes; scene/recent-mark.ts draws them).
import type { MarkShape } from '../../../scene/recent-mark';
import { CARD_ASPECT } from '../../../scene/theme';
import type { PurrRecent } from './recent';
import type { PurrLayout, Rect } from './scene-layout';

/** The melds and the discard pile the others touched since your last turn (recent-mark.ts): round a meld's cards
 *  (`meldCards`, by meld index), and the discard pile. */
export function recentShapes(r: PurrRecent, meldCards: Map<number, Rect>, L: PurrLayout): MarkShape[] {
  const shapes: MarkShape[] = [];
  for (const i of r.melds) {
    // Round the cards only: the meld's word below them stays clear.
    const c = meldCards.get(i);
    if (c) shapes.push({ kind: 'rect', x: c.x, y: c.y, w: c.width, h: c.height, pad: 3 });
  }
  if (r.discard) {
    const d = L.discard;
    const h = d.w * CARD_ASPECT;
    // Clear of the cards' skew, but never reaching the deck beside it.
    const gap = d.x - L.draw.x - (d.w + L.draw.w) / 2;
    shapes.push({ kind: 'rect', x: d.x - d.w / 2, y: d.y - h / 2, w: d.w, h, pad: Math.max(2, Math.min(8 * L.unit, gap / 2 - 2)) });
  }
  return shapes;
}
