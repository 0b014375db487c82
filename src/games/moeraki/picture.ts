// The home screen's picture of the game (../shared/picture-kit.ts): the board: a circle of hollows, a ring, the ball
// in the middle and two pieces.
import { svg } from '../shared/picture-kit';

export const picture = (): SVGElement[] => {
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
};
