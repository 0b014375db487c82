// The home screen's picture of the game (../shared/picture-kit.ts): a fan of four cards, the top one a heart.
import { card, catHead, heart, svg } from '../shared/picture-kit';

export const picture = (): SVGElement[] => [-36, -12, 12, 36].map((angle, i) => svg('g', { transform: `rotate(${angle} 60 84)` }, [
  card(46, 22, 28, 42),
  i === 3 ? heart(60, 42, 9) : catHead(60, 45, 5, i % 2 ? 'pic-red' : 'pic-ink'),
]));
