// The winner's moment: flax stars thrown out of the headline's koru, once, in 1.4 s at most. Decoration only
// (hidden from assistive technology). The style sheet plays it only with the app's motion setting at "full" and
// no reduced-motion preference from the system; otherwise the stars simply stand where they settle, a ring
// around the koru.
import { svg } from '../../base/dom';

const STARS = 10;
/** A five-pointed star in a 24×24 box. */
const STAR_PATH = 'M12 1.5l3.1 6.6 7.2.9-5.3 5 1.4 7.1L12 17.6l-6.4 3.5 1.4-7.1-5.3-5 7.2-.9z';

export function celebration(): HTMLElement {
  const burst = document.createElement('div');
  burst.className = 'celebration';
  burst.setAttribute('aria-hidden', 'true');
  for (let i = 0; i < STARS; i++) {
    // Evenly spread rays, a little jittered by index so the burst does not look stamped.
    const angle = (i / STARS) * Math.PI * 2 + (i % 3) * 0.17;
    const reach = 46 + (i % 4) * 14;
    const star = svg('svg', { class: 'burst-star', viewBox: '0 0 24 24', focusable: 'false' }, [svg('path', { d: STAR_PATH, fill: 'currentColor' })]);
    // Where it flies to (--dx, --dy) and where it settles, on a ring around the koru (--ux, --uy).
    star.style.setProperty('--ux', Math.cos(angle).toFixed(3));
    star.style.setProperty('--uy', Math.sin(angle).toFixed(3));
    star.style.setProperty('--dx', `${Math.round(Math.cos(angle) * reach * 1.6)}px`);
    star.style.setProperty('--dy', `${Math.round(Math.sin(angle) * reach)}px`);
    star.style.setProperty('--turn', `${(i % 2 ? 1 : -1) * (90 + i * 24)}deg`);
    star.style.setProperty('--size', `${12 + (i % 3) * 5}px`);
    star.style.setProperty('--delay', `${(i % 4) * 60}ms`);
    burst.append(star);
  }
  return burst;
}
