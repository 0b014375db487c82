// A Tane offered to the tile's owner: the offered area, a faint preview of each line of sight the owner may
// choose with its arrow handle, and the "Tane?" tag. Drawn as two kept parts of the scene (./scene.ts); the
// handles' places come from scene-layout.ts (facingHandle), where a tap finds them too.
import { Container, Graphics, Text } from 'pixi.js';
import { t } from '../../../base/i18n';
import type { KeptParts } from '../../../scene/kept-parts';
import { FONT_FAMILY, PALETTE } from '../../../scene/theme';
import { AREAS, FACINGS, type Facing } from '../rules/geometry';
import type { MoerakiState } from '../rules/state';
import { MIN_TEXT, facingHandle, toScreen, type MoerakiLayout } from './scene-layout';
import { HIGHLIGHT, TRIBE_FILL, diamond } from './scene-art';

type Offer = NonNullable<MoerakiState['offer']>;

export function drawOffer(parts: KeptParts<Container>, L: MoerakiLayout, offer: Offer, facings: Facing[], lang: string): void {
  const u = L.unit;
  const a = AREAS[offer.area];
  const c = toScreen(L, a.px, a.py);
  parts.part('offer', { L, offer, facings }, () => {
    const g = new Graphics();
    diamond(g, c.x, c.y, u * 0.85).fill({ color: TRIBE_FILL[offer.seat], alpha: 0.55 }).stroke({ width: 4, color: HIGHLIGHT });
    for (const f of facings) {
      const d = FACINGS[f];
      // A faint preview of this line of sight, and the handle to choose it.
      const end = { x: c.x + d.dx * 10 * u, y: c.y + d.dy * 10 * u };
      const steps = sightSteps(a.x, a.y, d.dx, d.dy);
      g.moveTo(c.x, c.y).lineTo(c.x + (end.x - c.x) * (steps / 10), c.y + (end.y - c.y) * (steps / 10))
        .stroke({ width: 2, color: HIGHLIGHT, alpha: 0.5 });
      const h = facingHandle(L, a.px, a.py, d.dx, d.dy);
      g.circle(h.x, h.y, h.r).fill({ color: PALETTE.plate, alpha: 0.9 }).stroke({ width: 3, color: HIGHLIGHT });
      arrow(g, h.x, h.y, h.r * 0.55, d.dx, d.dy);
    }
    return g;
  });
  parts.part('offer tag', { L, area: offer.area, seat: offer.seat, lang }, () => {
    const tag = new Text({ text: t('moeraki.scene.tane'), style: { fontFamily: FONT_FAMILY, fontWeight: '700', fontSize: Math.max(MIN_TEXT, u * 0.26), fill: offer.seat === 0 ? PALETTE.text : PALETTE.ink } });
    tag.anchor.set(0.5);
    tag.position.set(c.x, c.y);
    return tag;
  });
}

/** How many diagonal steps from area (x, y) stay on the board (the preview's length; the rules cut it at a Tane). */
function sightSteps(x: number, y: number, dx: number, dy: number): number {
  let k = 0;
  while (AREAS.some((a) => a.x === x + (k + 1) * dx && a.y === y + (k + 1) * dy)) k++;
  return k + 0.5;
}

function arrow(g: Graphics, x: number, y: number, r: number, dx: number, dy: number): void {
  const ux = dx / Math.SQRT2, uy = dy / Math.SQRT2;
  const nx = -uy, ny = ux;
  g.moveTo(x - ux * r, y - uy * r).lineTo(x + ux * r * 0.6, y + uy * r * 0.6).stroke({ width: Math.max(3, r * 0.28), color: HIGHLIGHT, cap: 'round' });
  g.poly([x + ux * r, y + uy * r, x + ux * r * 0.2 + nx * r * 0.55, y + uy * r * 0.2 + ny * r * 0.55, x + ux * r * 0.2 - nx * r * 0.55, y + uy * r * 0.2 - ny * r * 0.55])
    .fill(HIGHLIGHT);
}
