// The Mauwi table's banner: an open attack ("Ana must answer: a 6 or Maui") or a gain being placed, with the cards
// played. Only drawing: the scene gives the words.
import { Container, Graphics, Text } from 'pixi.js';
import { CARD_ASPECT, FONT_FAMILY, PALETTE } from '../../../scene/theme';
import type { Card } from '../rules/cards';
import type { MauwiArt } from './scene-art';
import type { Fonts, Rect } from './scene-layout';

export function bannerArt(art: MauwiArt, b: Rect, F: Fonts, msg: string, cards: (Card | null)[], red: boolean): Container {
  const c = new Container();
  c.position.set(b.x, b.y);
  const ch = b.height - 8;
  const cw = ch / CARD_ASPECT;
  const label = new Text({ text: msg, style: { fontFamily: FONT_FAMILY, fontWeight: '700', fontSize: F.banner, fill: PALETTE.ink, lineHeight: F.banner + 2 } });
  // A long chain on a narrow banner (a phone): the latest cards are shown and the earlier ones counted ("+2"),
  // so the words keep two lines at most, never a smaller text.
  const oneLine = label.width;
  const more = new Text({ text: '', style: { fontFamily: FONT_FAMILY, fontWeight: '700', fontSize: F.badge, fill: PALETTE.ink } });
  const moreW = (hidden: number) => { if (!hidden) return 0; more.text = `+${hidden}`; return more.width + 6; };
  const roomFor = (shown: number) => b.width - 12 - shown * (cw + 4) - moreW(cards.length - shown) - (shown ? 6 : 0) - 20;
  let shown = cards.length;
  const wrapTo = (room: number) => { label.style.wordWrap = oneLine > room; label.style.wordWrapWidth = Math.max(40, room); };
  wrapTo(roomFor(shown));
  while (shown > 1 && label.height > b.height - 4) wrapTo(roomFor(--shown));
  const extra = shown < cards.length ? more : null;
  if (!extra) more.destroy();
  const used = shown * (cw + 4) + moreW(cards.length - shown);
  const w = Math.min(b.width, Math.min(oneLine, label.style.wordWrap ? label.width : oneLine) + 28 + used + (shown ? 10 : 0));
  const g = new Graphics();
  const x0 = (b.width - w) / 2;
  g.roundRect(x0, 2, w, b.height - 4, 10).fill({ color: red ? PALETTE.alert : PALETTE.gold }).stroke({ width: 2, color: PALETTE.wood });
  c.addChild(g);
  let x = x0 + 12;
  if (extra) {
    extra.anchor.set(0, 0.5);
    extra.position.set(x, b.height / 2);
    c.addChild(extra);
    x += extra.width + 6;
  }
  cards.slice(cards.length - shown).forEach((card) => {
    const s = art.sprite(card, cw);
    s.position.set(x + cw / 2, b.height / 2);
    c.addChild(s);
    x += cw + 4;
  });
  label.position.set(x + (shown ? 6 : 0), (b.height - label.height) / 2);
  c.addChild(label);
  return c;
}
