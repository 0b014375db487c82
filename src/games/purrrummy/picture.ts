// The home screen's picture of the game (../shared/picture-kit.ts): two melds laid down: a run and a set.
import { card, catHead, heart, svg } from '../shared/picture-kit';

export const picture = (): SVGElement[] => [
  ...[0, 1, 2, 3].map((i) => svg('g', {}, [card(8 + i * 14, 10, 24, 34), heart(20 + i * 14, 22, 5)])),
  ...[0, 1, 2].map((i) => svg('g', {}, [card(56 + i * 14, 46, 24, 34), catHead(68 + i * 14, 62, 4.5, i === 1 ? 'pic-red' : 'pic-ink')])),
];
