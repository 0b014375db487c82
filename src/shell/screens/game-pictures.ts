// A small picture of each game for the home screen, drawn by the app (inline SVG from DOM calls: no network, no
// markup strings). Simple motifs from each box: a fan of cards, the warriors' columns, the board's circle and its
// ball, a 3x3 of tiles, melds, three cards and counters. Colours come from styles.css (the .pic-* classes).
import type { GameId } from '../../engine/types';
import { svg } from '../dom';

type Part = SVGElement;
const W = 120;
const H = 90;

function card(x: number, y: number, w: number, h: number, extra: Record<string, string | number> = {}): Part {
  return svg('rect', { x, y, width: w, height: h, rx: Math.min(w, h) * 0.12, class: 'pic-card', ...extra });
}

/** A heart of the given size centred on (x, y). */
function heart(x: number, y: number, s: number, cls = 'pic-red'): Part {
  const d = `M${x} ${y + s * 0.45} C${x - s} ${y - s * 0.2} ${x - s * 0.45} ${y - s * 0.75} ${x} ${y - s * 0.25}`
    + ` C${x + s * 0.45} ${y - s * 0.75} ${x + s} ${y - s * 0.2} ${x} ${y + s * 0.45} Z`;
  return svg('path', { d, class: cls });
}

/** A cat's head: a round face and two ears, the app's mark on every box. */
function catHead(x: number, y: number, r: number, cls = 'pic-ink'): Part {
  return svg('g', { class: cls }, [
    svg('path', { d: `M${x - r * 0.95} ${y - r * 0.2} L${x - r * 0.75} ${y - r * 1.35} L${x - r * 0.2} ${y - r * 0.85} Z` }),
    svg('path', { d: `M${x + r * 0.95} ${y - r * 0.2} L${x + r * 0.75} ${y - r * 1.35} L${x + r * 0.2} ${y - r * 0.85} Z` }),
    svg('circle', { cx: x, cy: y, r }),
  ]);
}

const pictures: Record<GameId, () => Part[]> = {
  // A fan of four cards, the top one a heart.
  'meow-meow': () => [-36, -12, 12, 36].map((angle, i) => svg('g', { transform: `rotate(${angle} 60 84)` }, [
    card(46, 22, 28, 42),
    i === 3 ? heart(60, 42, 9) : catHead(60, 45, 5, i % 2 ? 'pic-red' : 'pic-ink'),
  ])),
  // The warriors' columns: stacks of cards side by side, each a different height.
  'mauwi': () => [[0, 3], [1, 4], [2, 2], [3, 3]].flatMap(([col, height]) => Array.from({ length: height }, (_, i) =>
    svg('g', {}, [card(10 + col * 26, 12 + i * 13, 22, 30), ...(i === height - 1 ? [catHead(21 + col * 26, 30 + i * 13, 4, col % 2 ? 'pic-red' : 'pic-ink')] : [])]))),
  // The board: a circle of hollows, a ring, the ball in the middle and two pieces.
  'moeraki': () => {
    const hollows = Array.from({ length: 12 }, (_, i) => {
      const a = (i / 12) * Math.PI * 2;
      return svg('circle', { cx: 60 + Math.cos(a) * 34, cy: 45 + Math.sin(a) * 34, r: 4, class: 'pic-hollow' });
    });
    return [
      svg('circle', { cx: 60, cy: 45, r: 42, class: 'pic-board' }),
      svg('circle', { cx: 60, cy: 45, r: 22, class: 'pic-ring' }),
      ...hollows,
      svg('circle', { cx: 94, cy: 45, r: 6, class: 'pic-piece-a' }),
      svg('circle', { cx: 26, cy: 45, r: 6, class: 'pic-piece-b' }),
      svg('circle', { cx: 60, cy: 45, r: 9, class: 'pic-ball' }),
    ];
  },
  // A 3x3 of tiles, a few turned up to show cats.
  'pocket-cats': () => Array.from({ length: 9 }, (_, i) => {
    const x = 27 + (i % 3) * 23;
    const y = 10 + Math.floor(i / 3) * 24;
    const up = i === 0 || i === 4 || i === 8 || i === 5;
    return svg('g', {}, [
      svg('rect', { x, y, width: 20, height: 21, rx: 3, class: up ? 'pic-tile-up' : 'pic-tile' }),
      ...(up ? [catHead(x + 10, y + 12.5, 4.5, i === 5 ? 'pic-red' : 'pic-ink')] : []),
    ]);
  }),
  // Two melds laid down: a run and a set.
  'purrrummy': () => [
    ...[0, 1, 2, 3].map((i) => svg('g', {}, [card(8 + i * 14, 10, 24, 34), heart(20 + i * 14, 22, 5)])),
    ...[0, 1, 2].map((i) => svg('g', {}, [card(56 + i * 14, 46, 24, 34), catHead(68 + i * 14, 62, 4.5, i === 1 ? 'pic-red' : 'pic-ink')])),
  ],
  // Three cards and a row of counters (the lives).
  'kitty-cat': () => [
    ...[0, 1, 2].map((i) => svg('g', {}, [card(10 + i * 24, 12, 30, 44), catHead(25 + i * 24, 36, 6, i === 1 ? 'pic-red' : 'pic-ink')])),
    ...[0, 1, 2].map((i) => svg('circle', { cx: 30 + i * 22, cy: 74, r: 8, class: 'pic-counter' })),
  ],
};

/** The game's picture, or null for a game without one (a new game gets a plain card until it is drawn). */
export function gamePicture(id: GameId): SVGSVGElement | null {
  const draw = pictures[id];
  if (!draw) return null;
  return svg('svg', {
    class: `game-picture pic-${id}`, viewBox: `0 0 ${W} ${H}`, width: W, height: H,
    'aria-hidden': 'true', focusable: 'false',
  }, [svg('rect', { x: 0, y: 0, width: W, height: H, rx: 14, class: 'pic-bg' }), ...draw()]);
}
