// Where the "since your last turn" marks lie on the Kitty Cat table, for whichever arrangement the layout chose
// (tablet, phone upright, phone on its side). Each bracket keeps clear of its neighbours side by side: the banner
// over the middle, the deck, the buttons, the next seat's box. Pure, so tests check it without a canvas.
import type { MarkShape } from '../../../scene/recent-mark';
import { CARD_ASPECT } from '../../../scene/theme';
import { rowX, type KittyLayout, type Rect } from './scene-layout';
import type { KittyRecent } from './recent';

/** recent-mark.ts's MARK_PAD (that module loads PixiJS; this one stays pure for the tests). */
const MARK_PAD = 5;
/** Half the mark's line (recent-mark.ts draws max(2, 3 * unit) px). */
const lineHalf = (unit: number) => Math.max(2, 3 * unit) / 2;

const overlapsX = (a: Rect, b: Rect) => a.x < b.x + b.width && a.x + a.width > b.x;
const overlapsY = (a: Rect, b: Rect) => a.y < b.y + b.height && a.y + a.height > b.y;

/** How far each side's line may lie from `t`: at most `pad`, a line's width short of a fixed neighbour, halfway
 *  to a peer (a seat box or a middle card: its own mark may come to meet this one), and inside the canvas. */
function offsets(t: Rect, fixed: Rect[], peers: Rect[], pad: number, half: number, L: KittyLayout) {
  const room = { left: t.x, right: L.width - t.x - t.width, top: t.y, bottom: L.height - t.y - t.height };
  // A diagonal neighbour within reach of a corner's bracket counts as one above or below.
  const reach = pad + half + 1;
  const wide: Rect = { x: t.x - reach, y: t.y, width: t.width + 2 * reach, height: t.height };
  const near = (o: Rect, share: number) => {
    if (overlapsX(t, o) && overlapsY(t, o)) return;
    if (overlapsY(t, o)) {
      if (o.x + o.width <= t.x) room.left = Math.min(room.left, (t.x - o.x - o.width) * share);
      else room.right = Math.min(room.right, (o.x - t.x - t.width) * share);
    } else if (overlapsX(wide, o)) {
      if (o.y + o.height <= t.y) room.top = Math.min(room.top, (t.y - o.y - o.height) * share);
      else room.bottom = Math.min(room.bottom, (o.y - t.y - t.height) * share);
    }
  };
  fixed.forEach((o) => near(o, 1));
  peers.forEach((o) => near(o, 0.5));
  const fit = (r: number) => Math.max(0, Math.min(pad, r - half - 1));
  return { left: fit(room.left), right: fit(room.right), top: fit(room.top), bottom: fit(room.bottom) };
}

/** The marks for `r`; `middleLift(i)` is how far the i-th middle card is lifted now (a lit or picked card). */
export function recentShapes(L: KittyLayout, r: KittyRecent, middleLift: (i: number) => number = () => 0): MarkShape[] {
  const half = lineHalf(L.unit);
  const pad = MARK_PAD * L.unit;
  const m = L.middle;
  const mh = m.cardW * CARD_ASPECT;
  const cards: Rect[] = [0, 1, 2].map((i) => ({ x: rowX(m.x, m.cardW, m.gap, i) - m.cardW / 2, y: m.y - mh / 2 - middleLift(i), width: m.cardW, height: mh }));
  const boxes: Rect[] = L.seats.map((b) => ({ x: b.x, y: b.y, width: b.w, height: b.h }));
  const H = L.hand;
  const hh = H.cardW * CARD_ASPECT;
  const hand: Rect = { x: H.x - H.cardW / 2, y: H.y - hh / 2 - H.lift, width: 3 * H.cardW + 2 * H.gap, height: hh + H.lift };
  const dh = L.deck.w * CARD_ASPECT;
  const deck: Rect = { x: L.deck.x - L.deck.w / 2, y: L.deck.y - dh / 2, width: L.deck.w, height: dh };
  const table = [L.banner, L.value, L.controls, deck, hand];
  // Lines are drawn on the rectangle's edges (pad 0): each side has its own distance.
  const shape = (t: Rect, o: ReturnType<typeof offsets>, radius = 0): MarkShape => ({
    kind: 'rect', x: t.x - o.left, y: t.y - o.top, w: t.width + o.left + o.right, h: t.height + o.top + o.bottom, pad: 0, radius,
  });
  const out: MarkShape[] = [];
  const middle = r.middle.filter((i) => i >= 0 && i < 3);
  if (middle.length === 3) {
    // The whole row under one mark: its brackets at the outer corners.
    const top = Math.min(...cards.map((c) => c.y));
    const row: Rect = { x: cards[0].x, y: top, width: cards[2].x + cards[2].width - cards[0].x, height: Math.max(...cards.map((c) => c.y + c.height)) - top };
    out.push(shape(row, offsets(row, table, boxes, pad, half, L)));
  } else {
    for (const i of middle) out.push(shape(cards[i], offsets(cards[i], table, [...boxes, ...cards.filter((_, j) => j !== i)], pad, half, L)));
  }
  for (const seat of r.seats) {
    const k = L.seats.findIndex((b) => b.seat === seat);
    if (k < 0 || L.seats[k].own) continue;
    const box = boxes[k];
    // Round corners, as the box's own frame (scene-seat.ts draws it with radius 12).
    out.push(shape(box, offsets(box, table, [...cards, ...boxes.filter((_, j) => j !== k)], pad, half, L), 12));
  }
  return out;
}
