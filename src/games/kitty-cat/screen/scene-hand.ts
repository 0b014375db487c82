// The bottom of the Kitty Cat table: the hand's live value (or the looked-at set's while choosing; marked when it
// is the lowest at the showdown) and the three hand cards, lit where a touch would pick or swap.
import { t } from '../../../base/i18n';
import { Badge, BADGE_STYLES, type BadgeStyle } from '../../../scene/badge';
import { CARD_ASPECT } from '../../../scene/theme';
import type { Card } from '../../shared/cards';
import { handValue } from '../rules/hand-value';
import { valueLabel } from '../words/names';
import { MIN_TEXT, type Rect } from './scene-layout';
import { handRow, shownEntry } from './scene-rows';
import { LOW_STYLE, rowCard, type KittyDrawing } from './scene-art';
import type { KittyPicker } from './scene-picker';

export function drawValue(d: KittyDrawing): void {
  const { view, ctx } = d;
  const row = handRow(view, ctx);
  if (row.length !== 3 || row.some((c) => c === null)) return;
  const v = handValue(row as Card[]);
  const key = view.phase === 'choosingSet' ? 'kitty.scene.thisSet' : 'kitty.ui.hand';
  const entry = shownEntry(view, ctx.bottomSeat);
  const lowest = entry?.lowest === true && !(view.showdown?.spared ?? false);
  const r = d.L.value;
  const words = t(key), value = valueLabel(v);
  d.parts.part('value', { r, lowest, words, value }, () => valueArt(r, lowest, words, value));
}

function valueArt(r: Rect, lowest: boolean, words: string, value: string): Badge {
  const style: BadgeStyle = lowest ? LOW_STYLE : { ...BADGE_STYLES.gold, fontSize: 17, height: 32 };
  let b = new Badge(`${lowest ? '▼ ' : ''}${words}: ${value}`, style, 1);
  // Narrower than its words (a phone): down to 14 px, else on two lines where the place is tall enough.
  if (b.width > r.width) {
    const one = Math.max(MIN_TEXT / style.fontSize, r.width / b.width);
    if (b.width * one > r.width && r.height >= 44) {
      b.destroy();
      const two: BadgeStyle = { ...style, fontSize: 15, height: 44 };
      b = new Badge(`${lowest ? '▼ ' : ''}${words}:\n${value}`, two, 1);
      if (b.width > r.width) b.scale.set(Math.max(MIN_TEXT / two.fontSize, r.width / b.width));
    } else b.scale.set(one);
  }
  b.position.set(r.x + r.width / 2, r.y + r.height / 2);
  return b;
}

/** The hand cards; returns where each lies for a touch (lifted with a picked card). */
export function drawHand(d: KittyDrawing, pick: KittyPicker): Rect[] {
  const { view, ctx } = d;
  const H = d.L.hand;
  const row = handRow(view, ctx);
  const acting = pick.swaps().length > 0;
  const entry = shownEntry(view, ctx.bottomSeat);
  const counted = new Set(entry?.value.counted ?? []);
  return row.map((card, i) => {
    const x = H.x + i * (H.cardW + H.gap);
    const lit = pick.isLit('hand', i);
    const picked = card !== null && card === pick.hand;
    const look = lit || picked ? 'playable' : (acting && view.phase !== 'choosingSet') || (entry && card !== null && !counted.has(card)) ? 'dimmed' : 'normal';
    const up = picked ? H.lift : lit ? H.lift / 3 : 0;
    rowCard(d, 'hand', i, x, H.y, H.cardW, card, look, up, () => pick.pickHand(i));
    const h = H.cardW * CARD_ASPECT;
    return { x: x - H.cardW / 2, y: H.y - h / 2 - (picked ? H.lift : 0), width: H.cardW, height: h };
  });
}
