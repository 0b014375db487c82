// The early win on the Moeraki board: its hollows ringed, its line (or its Tahuna diamond) in gold, and its name
// in a badge beside it (the Marae count with it). Drawn as two kept parts of the scene (./scene.ts).
import { Container, Graphics } from 'pixi.js';
import { t } from '../../../base/i18n';
import { Badge, BADGE_STYLES } from '../../../scene/badge';
import type { KeptParts } from '../../../scene/kept-parts';
import { AREAS } from '../rules/geometry';
import type { MoerakiState } from '../rules/state';
import { points } from '../words/names';
import { hollowCentre, toScreen, type MoerakiLayout } from './scene-layout';
import { HIGHLIGHT, diamond } from './scene-art';

type Outcome = NonNullable<MoerakiState['outcome']>;

/** The outcome's marks and its badge (the badge finds its place from the marks even when they were kept). */
export function drawOutcome(parts: KeptParts<Container>, L: MoerakiLayout, o: Outcome, lang: string): void {
  const key = { L, o, lang };
  let at: { x: number; y: number } | null = null;
  parts.part('outcome', key, () => {
    const drawn = outcomeArt(L, o);
    at = drawn.at;
    return drawn.g;
  });
  parts.part('outcome badge', key, () => {
    if (!at) { const drawn = outcomeArt(L, o); drawn.g.destroy(); at = drawn.at; }
    let label = o.winner === null ? t('moeraki.way.draw') : t(`moeraki.way.${o.way}`);
    if (o.way === 'marae' && o.marae) label += `  ${points(o.marae.total[0])} : ${points(o.marae.total[1])}`;
    const badge = new Badge(`${o.winner !== null ? '★ ' : ''}${label}`, BADGE_STYLES.gold, Math.max(0.8, Math.min(1.3, L.unit / 50)));
    badge.position.set(at.x, at.y);
    return badge;
  });
}

/** The early win's marks, and where its name goes. */
function outcomeArt(L: MoerakiLayout, o: Outcome): { g: Graphics; at: { x: number; y: number } } {
  const u = L.unit;
  const g = new Graphics();
  let at = { x: L.box.x + L.box.width / 2, y: L.origin.y - u * 0.55 };
  if (o.way === 'tahuna' && o.area !== undefined) {
    const a = AREAS[o.area];
    const c = toScreen(L, a.px, a.py);
    diamond(g, c.x, c.y, u * 1.25).stroke({ width: 5, color: HIGHLIGHT });
    at = c;
  } else if (o.hollows.length > 1) {
    const p = hollowCentre(L, o.hollows[0]);
    const q = hollowCentre(L, o.hollows[o.hollows.length - 1]);
    g.moveTo(p.x, p.y).lineTo(q.x, q.y).stroke({ width: Math.max(6, u * 0.16), color: HIGHLIGHT, alpha: 0.75, cap: 'round' });
    // The name beside the line, on the side of the board's centre.
    const mid = { x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 };
    const len = Math.hypot(q.x - p.x, q.y - p.y) || 1;
    let nx = -(q.y - p.y) / len, ny = (q.x - p.x) / len;
    const centre = toScreen(L, 0.5, 0.5);
    if ((centre.x - mid.x) * nx + (centre.y - mid.y) * ny < 0) { nx = -nx; ny = -ny; }
    at = { x: mid.x + nx * u * 1.1, y: mid.y + ny * u * 1.1 };
  }
  for (const h of o.hollows) {
    const c = hollowCentre(L, h);
    g.circle(c.x, c.y, u * 0.46).stroke({ width: 4, color: HIGHLIGHT });
  }
  return { g, at };
}
