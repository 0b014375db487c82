// A small picture of each game for the home screen: each game draws its own (src/games/<game>/picture.ts, from the
// pieces of src/games/shared/picture-kit.ts); this frames it. Inline SVG from DOM calls: no network, no markup strings.
import type { GameEntry } from '../../games/entry';
import { svg } from '../../base/dom';

const W = 120;
const H = 90;

/** The game's picture on its card of the home screen. */
export function gamePicture(game: Pick<GameEntry, 'id' | 'picture'>): SVGSVGElement {
  return svg('svg', {
    class: `game-picture pic-${game.id}`, viewBox: `0 0 ${W} ${H}`, width: W, height: H,
    'aria-hidden': 'true', focusable: 'false',
  }, [svg('rect', { x: 0, y: 0, width: W, height: H, rx: 14, class: 'pic-bg' }), ...game.picture()]);
}
