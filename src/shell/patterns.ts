// Decorative motifs drawn by the shell: a koru (an unfolding fern frond) as simple geometry. They are
// ornaments only, hidden from assistive technology.
import { svg } from '../base/dom';

/** A single koru curl: a stem that rolls into a spiral with a bud at its heart. */
export function koru(className = 'koru'): SVGSVGElement {
  return svg('svg', { class: className, viewBox: '0 0 48 48', 'aria-hidden': 'true', focusable: 'false' }, [
    svg('path', {
      d: 'M8 44 C8 26 16 8 30 8 C39 8 44 15 42 23 C40 30 31 32 27 27 C24 23 27 18 31 19',
      fill: 'none', stroke: 'currentColor', 'stroke-width': 4, 'stroke-linecap': 'round',
    }),
    svg('circle', { cx: 31, cy: 22.5, r: 3.2, fill: 'currentColor' }),
  ]);
}

/** A row of niho taniwha (dragon's teeth) triangles, used as a divider under headings. */
export function nihoBand(className = 'niho-band'): HTMLElement {
  const band = document.createElement('div');
  band.className = className;
  band.setAttribute('aria-hidden', 'true');
  return band;
}
