// The home screen's picture of the game (../shared/picture-kit.ts): three cards and a row of counters (the lives).
import { card, catHead, svg } from '../shared/picture-kit';

export const picture = (): SVGElement[] => [
  ...[0, 1, 2].map((i) => svg('g', {}, [card(10 + i * 24, 12, 30, 44), catHead(25 + i * 24, 36, 6, i === 1 ? 'pic-red' : 'pic-ink')])),
  ...[0, 1, 2].map((i) => svg('circle', { cx: 30 + i * 22, cy: 74, r: 8, class: 'pic-counter' })),
];
