// The middle of the Kitty Cat table: the banner over it (the middle, who chooses, the knock, the showdown, the
// winner), the deck with its count and the three middle cards, lit where a touch would pick or swap.
import { Container, Graphics } from 'pixi.js';
import { t } from '../../../base/i18n';
import { Badge, BADGE_STYLES } from '../../../scene/badge';
import { CARD_ASPECT, PALETTE } from '../../../scene/theme';
import { formatPoints } from '../words/names';
import { MIN_TEXT, rowX, type KittyLayout } from './scene-layout';
import { middleRow } from './scene-rows';
import { label, rowCard, type KittyDrawing } from './scene-art';
import type { KittyPicker } from './scene-picker';

export function drawBanner(d: KittyDrawing, names: string[]): void {
  const { L, view } = d;
  const b = L.banner;
  const n = (s: number) => names[s] ?? `${s + 1}`;
  let msg = t('kitty.ui.middle');
  let strong = false;
  const sd = view.showdown;
  if (view.phase === 'over' && view.winners.length) {
    msg = t('kitty.scene.winner', { name: n(view.winners[0]) });
    strong = true;
  } else if ((view.phase === 'showdown' || view.phase === 'over') && sd) {
    const points = formatPoints(sd.lowestPoints);
    if (sd.reason === 'knock') msg = t('kitty.scene.showdownKnock', { name: n(sd.by[0]), points });
    else {
      const kind = sd.entries.find((e) => e.seat === sd.by[0])?.value.kind ?? 'purr';
      msg = t('kitty.scene.showdownShown', { names: sd.by.map(n).join(', '), kind: t(`kitty.kind.${kind}`), points });
    }
    if (sd.spared) msg += ` · ${t('kitty.scene.spared')}`;
    strong = true;
  } else if (view.phase === 'choosingSet') {
    msg = view.lookedAtSet && d.ctx.showHand ? t('kitty.scene.chooseMine') : t('kitty.scene.chooseOther', { name: n(view.dealer) });
  } else if (view.phase === 'lastTurns' && view.knocker !== null) {
    msg = t('kitty.scene.lastTurns', { name: n(view.knocker) });
    strong = true;
  }
  d.parts.part('banner', { b, msg, strong }, () => bannerArt(L, msg, strong));
}

function bannerArt(L: KittyLayout, msg: string, strong: boolean): Container {
  const b = L.banner;
  const c = new Container();
  const text = label(msg, 17, strong ? PALETTE.ink : PALETTE.text);
  // Too long for the line: 14 px, then wrapped (a phone's narrow banner), and only then smaller.
  if (text.width > b.width - 24) text.style.fontSize = MIN_TEXT;
  const wrapped = text.width > b.width - 24;
  if (wrapped) Object.assign(text.style, { wordWrap: true, wordWrapWidth: b.width - 16, lineHeight: 16, align: 'center' });
  const w = wrapped ? b.width : Math.min(b.width, text.width + 32);
  const rad = Math.min(b.height / 2, wrapped ? 12 : b.height / 2);
  const g = new Graphics();
  if (strong) g.roundRect((b.width - w) / 2, 0, w, b.height, rad).fill({ color: PALETTE.gold }).stroke({ width: 2, color: PALETTE.wood });
  else g.roundRect((b.width - w) / 2, 0, w, b.height, rad).fill({ color: 0x000000, alpha: 0.28 });
  c.addChild(g);
  const fit = Math.min((b.width - (wrapped ? 12 : 24)) / text.width, (b.height - 2) / text.height);
  if (fit < 1) text.scale.set(fit);
  text.anchor.set(0.5);
  text.position.set(b.width / 2, b.height / 2);
  c.addChild(text);
  c.position.set(b.x, b.y);
  return c;
}

export function drawDeck(d: KittyDrawing): void {
  const deck = d.L.deck;
  const count = d.view.deckCount;
  d.parts.part('deck', { d: deck, count, marks: d.look.marks }, () => {
    const h = deck.w * CARD_ASPECT;
    const c = new Container();
    c.position.set(deck.x, deck.y);
    if (count > 0) {
      for (let i = Math.min(3, Math.ceil(count / 8)); i > 0; i--) {
        const under = d.sprite(null, deck.w);
        under.position.set(i * 1.5, i * 1.5);
        c.addChild(under);
      }
      c.addChild(d.sprite(null, deck.w));
    }
    const badge = new Badge(String(count), BADGE_STYLES.count, MIN_TEXT / BADGE_STYLES.count.fontSize);
    badge.position.set(deck.w / 2 - 4, -h / 2 + 4);
    c.addChild(badge);
    return c;
  });
}

/** The middle cards; returns where each lies for a touch (at least 44 px wide). */
export function drawMiddle(d: KittyDrawing, pick: KittyPicker): { x: number; y: number; width: number; height: number }[] {
  const { L, view } = d;
  const m = L.middle;
  const row = middleRow(view);
  const lift = Math.round(16 * L.unit);
  const choosing = view.phase === 'choosingSet';
  return row.map((card, i) => {
    const x = rowX(m.x, m.cardW, m.gap, i);
    const lit = pick.isLit('middle', i);
    const picked = card !== null && card === pick.middle;
    const swapping = pick.swaps().length > 0;
    const look = lit || picked ? 'playable' : swapping && !choosing ? 'dimmed' : 'normal';
    const up = picked ? lift : lit ? lift / 3 : 0;
    // The tap asks the picker what it does now (pickMiddle reads the legal moves and the selection then).
    rowCard(d, 'middle', i, x, m.y, m.cardW, card, look, up, () => pick.pickMiddle(i));
    const h = m.cardW * CARD_ASPECT;
    return { x: x - Math.max(44, m.cardW) / 2, y: m.y - h / 2, width: Math.max(44, m.cardW), height: h };
  });
}
