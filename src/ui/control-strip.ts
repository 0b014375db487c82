// A game's strip of buttons: one bar in the controls (classes `game-actions <game>-actions`), laid over the place
// the table's layout keeps for it where it keeps one, and taken away with the table.
import type { Rect } from '../scene/hand-fan';

export interface ControlStrip {
  /** The bar the game's buttons go in. */
  readonly bar: HTMLElement;
  /** Lays the controls over `rect` (CSS px over the canvas); `tall`: at least its height too. */
  place(rect: Rect | null, opts?: { tall?: boolean }): void;
  remove(): void;
}

/** `game`: the class prefix (`purr` → `purr-actions`); `placed`: the controls get `<game>-controls` (their own
 *  place and look, play.css). */
export function createControlStrip(controls: HTMLElement, game: string, opts: { placed?: boolean } = {}): ControlStrip {
  const bar = document.createElement('div');
  bar.className = `game-actions ${game}-actions`;
  controls.appendChild(bar);
  if (opts.placed) controls.classList.add(`${game}-controls`);
  return {
    bar,
    place(rect, placeOpts = {}) {
      if (rect) placeOver(controls, rect, placeOpts);
    },
    remove() {
      bar.remove();
      if (!opts.placed) return;
      controls.classList.remove(`${game}-controls`);
      controls.removeAttribute('style');
    },
  };
}

/** Puts a DOM element over a rectangle of the canvas. */
export function placeOver(el: HTMLElement, r: Rect, opts: { tall?: boolean } = {}): void {
  Object.assign(el.style, { left: `${r.x}px`, top: `${r.y}px`, width: `${r.width}px`, ...(opts.tall ? { minHeight: `${r.height}px` } : {}) });
}
