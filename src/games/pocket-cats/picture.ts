// The home screen's picture of the game (../shared/picture-kit.ts): a 3x3 of tiles, a few turned up to show cats.
import { catHead, svg } from '../shared/picture-kit';

export const picture = (): SVGElement[] => Array.from({ length: 9 }, (_, i) => {
  const x = 27 + (i % 3) * 23;
  const y = 10 + Math.floor(i / 3) * 24;
  const up = i === 0 || i === 4 || i === 8 || i === 5;
  return svg('g', {}, [
    svg('rect', { x, y, width: 20, height: 21, rx: 3, class: up ? 'pic-tile-up' : 'pic-tile' }),
    ...(up ? [catHead(x + 10, y + 12.5, 4.5, i === 5 ? 'pic-red' : 'pic-ink')] : []),
  ]);
});
