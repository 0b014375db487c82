// The melds on the Purrrummy table: each one's cards overlapped (a joker shows the card it stands for, tinted gold
// and starred), lit with a plus when the selection may go there, its word below; "no melds yet" in an empty area;
// and a new meld popping in. Only drawing and its little movement: the scene says what shows.
import { Container, Graphics, Rectangle, Sprite, Text } from 'pixi.js';
import { shortenToFit } from '../../../scene/text-fit';
import { CARD_ASPECT, CARD_W, DURATION, FONT_FAMILY, PALETTE } from '../../../scene/theme';
import { getMotion, type Tweener } from '../../../scene/tween';
import { isJoker } from '../rules/constants';
import type { TableMeld } from '../rules/state';
import { jokerStar, type PurrCardArt } from './scene-art';
import { MELD_LABEL_SIZE, type Rect } from './scene-layout';
import { meldName } from './scene-select';

/** The word of an area without melds. */
export function noMeldsArt(text: string, at: { x: number; y: number }): Text {
  const none = new Text({ text, style: { fontFamily: FONT_FAMILY, fontSize: 15, fill: PALETTE.textDim, fontStyle: 'italic' } });
  none.alpha = 0.75;
  none.position.set(at.x + 4, at.y + 4);
  return none;
}

/** A meld `cardW` wide cards `step` apart in `box` (its word below when `labelH` leaves room), tapped as one. */
export function meldArt(art: PurrCardArt, colourMarks: boolean, m: TableMeld, cardW: number, step: number, box: Rect, lit: boolean, labelH: number, onTap: () => void): Container {
  const node = new Container();
  const cardH = cardW * CARD_ASPECT;
  if (lit) {
    const g = new Graphics();
    g.roundRect(-5, -5, box.width + 10, cardH + 10, 9).fill({ color: PALETTE.gold, alpha: 0.28 }).stroke({ width: 3, color: PALETTE.gold });
    node.addChild(g);
  }
  m.cards.forEach((card, i) => {
    const joker = isJoker(card);
    // A joker shows the card it stands for, tinted gold and starred (the star, not the tint, says "joker").
    const s = new Sprite(art.face(joker ? m.stands[i] : card, colourMarks));
    s.anchor.set(0.5);
    s.scale.set(cardW / CARD_W);
    s.position.set(i * step + cardW / 2, cardH / 2);
    if (joker) s.tint = 0xffe4a6;
    node.addChild(s);
    if (joker) {
      const star = new Graphics();
      jokerStar(star, i * step + Math.max(step, 12) / 2 + 1, cardH * 0.62, Math.max(6, Math.min(step * 0.42, 12)));
      node.addChild(star);
    }
  });
  if (lit) {
    // A plus in a gold disc: "this meld takes your cards" (shape as well as colour).
    const plus = new Graphics();
    const r = 11;
    const x = box.width - 2, y = 2;
    plus.circle(x, y, r).fill({ color: PALETTE.gold }).stroke({ width: 2, color: PALETTE.wood });
    plus.rect(x - 6, y - 1.5, 12, 3).fill({ color: PALETTE.ink }).rect(x - 1.5, y - 6, 3, 12).fill({ color: PALETTE.ink });
    node.addChild(plus);
  }
  // The meld's word (none on a phone: the cards say it, the key names it), at 14 px, shortened rather than shrunk.
  if (labelH > 0) {
    const name = meldName(m.kind, m.stands);
    const label = new Text({ text: name, style: { fontFamily: FONT_FAMILY, fontWeight: '700', fontSize: MELD_LABEL_SIZE, fill: lit ? PALETTE.gold : PALETTE.text } });
    label.anchor.set(0.5, 0);
    // Below the lit frame (which reaches 5 px under the cards).
    label.position.set(box.width / 2, cardH + 6);
    shortenToFit(label, box.width + 10, 2);
    node.addChild(label);
  }
  node.eventMode = 'static';
  node.cursor = 'pointer';
  node.hitArea = new Rectangle(0, 0, Math.max(44, box.width), Math.max(44, box.height));
  node.on('pointertap', onTap);
  return node;
}

/** A new or grown meld comes in: rising and fading in (fading only when motion is reduced). */
export function popIn(tw: Tweener, node: Container): void {
  const mode = getMotion();
  if (mode === 'off') return;
  node.alpha = 0;
  if (mode === 'full') {
    const x = node.x, y = node.y;
    node.position.set(x, y + 14);
    void tw.tween(node, { alpha: 1, y }, DURATION.move);
  } else {
    void tw.tween(node, { alpha: 1 }, DURATION.move);
  }
}
