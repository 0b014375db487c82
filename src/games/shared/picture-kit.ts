// The pieces the home screen's game pictures are drawn from (each game's picture.ts): a card, a heart, a cat's head,
// as inline SVG from DOM calls (no network, no markup strings). Colours come from styles.css (the .pic-* classes);
// a picture draws in a 120 x 90 box.
import { svg } from '../../base/dom';

export { svg };

export function card(x: number, y: number, w: number, h: number, extra: Record<string, string | number> = {}): SVGElement {
  return svg('rect', { x, y, width: w, height: h, rx: Math.min(w, h) * 0.12, class: 'pic-card', ...extra });
}

/** A heart of the given size centred on (x, y). */
export function heart(x: number, y: number, s: number, cls = 'pic-red'): SVGElement {
  const d = `M${x} ${y + s * 0.45} C${x - s} ${y - s * 0.2} ${x - s * 0.45} ${y - s * 0.75} ${x} ${y - s * 0.25}`
    + ` C${x + s * 0.45} ${y - s * 0.75} ${x + s} ${y - s * 0.2} ${x} ${y + s * 0.45} Z`;
  return svg('path', { d, class: cls });
}

/** A cat's head: a round face and two ears, the app's mark on every box. */
export function catHead(x: number, y: number, r: number, cls = 'pic-ink'): SVGElement {
  return svg('g', { class: cls }, [
    svg('path', { d: `M${x - r * 0.95} ${y - r * 0.2} L${x - r * 0.75} ${y - r * 1.35} L${x - r * 0.2} ${y - r * 0.85} Z` }),
    svg('path', { d: `M${x + r * 0.95} ${y - r * 0.2} L${x + r * 0.75} ${y - r * 1.35} L${x + r * 0.2} ${y - r * 0.85} Z` }),
    svg('circle', { cx: x, cy: y, r }),
  ]);
}
