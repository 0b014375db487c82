// The Kitty Cat table's small art, shared by its parts: the badges' styles and their shapes (the last life's
// waves, the last turn's hourglass, the knock's knuckle: shapes, so colour is not alone), its words and its
// cards as the scene draws them, and what a part draws with (KittyDrawing).
import { Container, Graphics, Text } from 'pixi.js';
import type { KeptParts } from '../../../scene/kept-parts';
import type { CardArt } from '../../../scene/card-art';
import { CardSprite, type CardLook } from '../../../scene/card';
import { BADGE_STYLES, type BadgeStyle } from '../../../scene/badge';
import { FONT_FAMILY, PALETTE } from '../../../scene/theme';
import type { Card } from '../../shared/cards';
import type { KittyView } from '../rules/view';
import type { KittyLayout } from './scene-layout';
import type { KittyRenderContext } from './scene-api';

/** What one redraw draws with: the layout, the view, the table's kept parts and its cards' sprites. */
export interface KittyDrawing {
  readonly L: KittyLayout;
  readonly view: KittyView;
  readonly ctx: KittyRenderContext;
  readonly parts: KeptParts<Container>;
  readonly cardParts: KeptParts<Container>;
  /** The words' language and the cards' marks (a part with words or card faces is drawn again when they change). */
  readonly look: { lang: string; marks: { colours: boolean; letters: string } };
  /** Per drawn card: its sprite (face-up cards by card, the rows by place). */
  readonly nodes: Map<string, CardSprite>;
  sprite(card: Card | null, w: number): CardSprite;
}

/** A card as the scene draws it: face up when known, no touch of its own. */
export function cardSprite(art: CardArt, card: Card | null, w: number, colourMarks: boolean): CardSprite {
  const s = new CardSprite(art, card, card !== null, w, colourMarks);
  s.eventMode = 'none';
  return s;
}

/** A card of the hand or the middle row (its `i`-th place), lifted by `up`; a tap asks `tap` what it does then.
 *  Kept with its place in `nodes`, and by card when face up. */
export function rowCard(d: KittyDrawing, row: 'hand' | 'middle', i: number, x: number, y: number, w: number, card: Card | null, look: CardLook, up: number, tap: () => void): CardSprite {
  const s = d.cardParts.part(`${row} ${i}`, { x, y, w, card, look, up, marks: d.look.marks }, () => {
    const n = d.sprite(card, w);
    n.position.set(x, y);
    n.setLook(look, up, null);
    n.eventMode = 'static';
    n.cursor = 'pointer';
    n.on('pointertap', tap);
    return n;
  });
  if (card !== null) d.nodes.set(`${row[0]}:${card}`, s);
  d.nodes.set(`${row[0]}#${i}`, s);
  return s;
}

export function label(text: string, size: number, fill: number = PALETTE.text, weight: '400' | '700' = '700'): Text {
  return new Text({ text, style: { fontFamily: FONT_FAMILY, fontWeight: weight, fontSize: size, fill, padding: 2 } });
}

/** A colour-blind-safe blue for the last life, white text on it (contrast > 4.5). */
const SWIM_BLUE = 0x0072b2;
export const SWIM_STYLE: BadgeStyle = {
  fill: SWIM_BLUE, stroke: 0xfff1dc, strokeWidth: 2, text: 0xffffff, fontSize: 15, height: 26,
  icon: (g, size) => waves(g, size, 0xffffff),
};
export const OUT_STYLE: BadgeStyle = { fill: 0x3a3a3a, stroke: 0xd0d0d0, strokeWidth: 2, text: 0xffffff, fontSize: 15, height: 26 };
export const MARK_STYLE: BadgeStyle = { ...BADGE_STYLES.note, fontSize: 14, height: 26 };
/** "Last turn": an hourglass; "Knocked": a knuckle with two knock lines. Shapes, so colour is not alone. */
export const LAST_TURN_STYLE: BadgeStyle = { ...MARK_STYLE, icon: (g, size) => hourglass(g, size, PALETTE.ink) };
export const KNOCK_STYLE: BadgeStyle = { ...BADGE_STYLES.gold, fontSize: 14, height: 26, icon: (g, size) => knuckle(g, size, PALETTE.ink) };
export const LOW_STYLE: BadgeStyle = { fill: PALETTE.alert, stroke: 0xfff1dc, strokeWidth: 2, text: 0x1d1b18, fontSize: 14, height: 26 };

function hourglass(g: Graphics, size: number, color: number): void {
  const w = size * 0.62, h = size * 0.9;
  g.moveTo(-w / 2, -h / 2).lineTo(w / 2, -h / 2).lineTo(-w / 2, h / 2).lineTo(w / 2, h / 2).closePath()
    .stroke({ width: Math.max(1.5, size * 0.11), color, join: 'round' });
  g.moveTo(-w * 0.3, h / 2 - 1).lineTo(w * 0.3, h / 2 - 1).lineTo(0, h * 0.12).closePath().fill({ color });
}

function knuckle(g: Graphics, size: number, color: number): void {
  g.roundRect(-size * 0.25, -size * 0.3, size * 0.5, size * 0.6, size * 0.14).fill({ color });
  for (const dy of [-0.22, 0.22]) {
    g.moveTo(size * 0.34, dy * size).lineTo(size * 0.52, dy * size * 1.6).stroke({ width: Math.max(1.5, size * 0.1), color, cap: 'round' });
  }
}

/** Two little waves: the last life ("swimming"). */
function waves(g: Graphics, size: number, color: number): void {
  for (const dy of [-size * 0.18, size * 0.18]) {
    g.moveTo(-size / 2, dy);
    for (let i = 1; i <= 8; i++) g.lineTo(-size / 2 + (i * size) / 8, dy + Math.sin((i / 8) * Math.PI * 2) * size * 0.12);
    g.stroke({ width: Math.max(1.5, size * 0.12), color, cap: 'round' });
  }
}
