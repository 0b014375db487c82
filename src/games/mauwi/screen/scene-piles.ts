// The Mauwi table's draw and discard piles: a few cards under the top one as the pile grows, its count and its
// caption; an empty pile is a slot. Only drawing.
import { Container, Sprite, Text } from 'pixi.js';
import { Badge, BADGE_STYLES } from '../../../scene/badge';
import { CARD_ASPECT, CARD_W, FONT_FAMILY, PALETTE } from '../../../scene/theme';
import type { Card } from '../rules/cards';
import type { MauwiArt } from './scene-art';
import type { Fonts, Rect } from './scene-layout';

export type PilePlace = { x: number; y: number; w: number };

/** Where a pile's cards lie (the count and the caption not included). */
export function pileCards(p: PilePlace): Rect {
  const h = p.w * CARD_ASPECT;
  return { x: p.x - p.w / 2, y: p.y - h / 2, width: p.w, height: h };
}

/** A pile with `card` on top (null: face down), or an empty slot. */
export function pileArt(art: MauwiArt, p: PilePlace, card: Card | null | 'empty', count: number, caption: string, F: Fonts): Container {
  const h = p.w * CARD_ASPECT;
  const c = new Container();
  c.position.set(p.x, p.y);
  if (card === 'empty') {
    const s = new Sprite(art.slot());
    s.anchor.set(0.5);
    s.scale.set(p.w / CARD_W);
    c.addChild(s);
  } else {
    for (let i = Math.min(3, Math.ceil(count / 12)); i > 0; i--) {
      const under = art.sprite(card, p.w);
      under.position.set(i * 1.5, i * 1.5);
      under.tint = 0xbbbbbb;
      c.addChild(under);
    }
    c.addChild(art.sprite(card, p.w));
  }
  const badge = new Badge(String(count), BADGE_STYLES.count, F.badge / BADGE_STYLES.count.fontSize);
  badge.position.set(p.w / 2 - 4, -h / 2 + 4);
  c.addChild(badge);
  const cap = new Text({ text: caption, style: { fontFamily: FONT_FAMILY, fontWeight: '700', fontSize: F.caption, fill: PALETTE.textDim } });
  cap.anchor.set(0.5, 0);
  cap.y = h / 2 + 2;
  c.addChild(cap);
  return c;
}
