// A card of the bottom hand on the Mauwi table: lifted when selected (a little when playable), lit while it may be
// played, dimmed when it cannot; a face-up card answers a tap. Only drawing: the scene says how it looks.
import { Container, Rectangle, Sprite } from 'pixi.js';
import { CARD_ASPECT, CARD_W } from '../../../scene/theme';
import type { Card } from '../rules/cards';
import type { MauwiArt } from './scene-art';
import type { Layout } from './scene-layout';

export interface HandLook { selected: boolean; raised: boolean; glow: boolean; dim: boolean }

export function handCardArt(art: MauwiArt, hand: Layout['hand'], card: Card | null, i: number, look: HandLook, onTap: (card: Card) => void): Container {
  const { cardW, gap } = hand;
  const lift = Math.round(cardW * 0.14);
  const selected = look.selected;
  const c = new Container();
  const x = hand.x + i * (cardW + gap) + cardW / 2;
  c.position.set(x, hand.y - (selected ? lift : card !== null && look.raised ? lift / 3 : 0));
  if (look.glow) {
    const g = new Sprite(art.glow());
    g.anchor.set(0.5);
    g.scale.set(cardW / CARD_W);
    g.alpha = selected ? 1 : 0.55;
    c.addChild(g);
  }
  const s = art.sprite(card, cardW);
  if (card !== null && look.dim) s.alpha = 0.55;
  c.addChild(s);
  if (card !== null) {
    c.eventMode = 'static';
    c.cursor = 'pointer';
    const h = cardW * CARD_ASPECT;
    c.hitArea = new Rectangle(-Math.max(44, cardW) / 2, -h / 2, Math.max(44, cardW), h);
    c.on('pointertap', () => onTap(card));
  }
  return c;
}
