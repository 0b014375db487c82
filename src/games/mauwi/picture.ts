// The home screen's picture of the game (../shared/picture-kit.ts): the warriors' columns: stacks of cards side by
// side, each a different height.
import { card, catHead, svg } from '../shared/picture-kit';

export const picture = (): SVGElement[] => [[0, 3], [1, 4], [2, 2], [3, 3]].flatMap(([col, height]) => Array.from({ length: height }, (_, i) =>
  svg('g', {}, [card(10 + col * 26, 12 + i * 13, 22, 30), ...(i === height - 1 ? [catHead(21 + col * 26, 30 + i * 13, 4, col % 2 ? 'pic-red' : 'pic-ink')] : [])])));
