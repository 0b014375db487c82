// One column of a seat's area on the Mauwi table: its face-down 9s, the covering card with its badges (blocked,
// "= 6", "9×2"), an open attack lying on it, and its live score below. Only drawing: the scene says what it shows.
import { Container, Graphics, Sprite, Text } from 'pixi.js';
import { Badge, BADGE_STYLES } from '../../../scene/badge';
import { CARD_ASPECT, CARD_W, FONT_FAMILY, PALETTE } from '../../../scene/theme';
import { columnScore } from '../rules/columns';
import type { ColumnView, MauwiView } from '../rules/view';
import { COLUMN_LETTERS, columnOf, scoreLabel } from '../words/names';
import type { MauwiArt } from './scene-art';
import { MIN_TEXT, type AreaBox, type Fonts } from './scene-layout';

export function columnArt(art: MauwiArt, chain: MauwiView['chain'], seat: number, col: number, c: ColumnView, box: AreaBox, F: Fonts, target: boolean, blocked: string): Container {
  const node = new Container();
  const w = box.cardW;
  const h = w * CARD_ASPECT;
  const step = box.stack * h;
  // Badges at least the table's smallest text, bigger with bigger cards.
  const badgeScale = (style: { fontSize: number }, grow: number) => Math.max(F.badge / style.fontSize, Math.min(1, w / grow));
  if (target) {
    const g = new Sprite(art.glow());
    g.anchor.set(0.5);
    g.scale.set(w / CARD_W);
    node.addChild(g);
  }
  if (c.nines === 0 && c.top === null) {
    const slot = new Sprite(art.slot());
    slot.anchor.set(0.5);
    slot.scale.set(w / CARD_W);
    node.addChild(slot);
    const letter = new Text({ text: COLUMN_LETTERS[col], style: { fontFamily: FONT_FAMILY, fontWeight: '700', fontSize: Math.max(MIN_TEXT, w * 0.32), fill: PALETTE.pounamuLight } });
    letter.anchor.set(0.5);
    letter.alpha = 0.6;
    node.addChild(letter);
  } else {
    // Face-down 9s peek out above, the covering card (or the last 9) in front.
    const backs = c.top === null ? c.nines - 1 : c.nines;
    for (let i = 0; i < backs; i++) {
      const b = art.sprite(null, w);
      b.y = -(backs - i) * step;
      node.addChild(b);
    }
    node.addChild(art.sprite(c.top, w));
    if (c.top !== null && c.owner !== seat) {
      // Someone else's card on these 9s: the column is blocked.
      const ring = new Graphics();
      ring.roundRect(-w / 2 - 3, -h / 2 - 3, w + 6, h + 6, 8).stroke({ width: 4, color: PALETTE.alert });
      node.addChild(ring);
      const tag = new Badge(blocked, BADGE_STYLES.note, badgeScale(BADGE_STYLES.note, 200));
      tag.position.set(0, h / 2 - 10);
      // A column narrower than the word (a phone): a padlock says it, the word never shrinks under 14 px.
      if (tag.width > w + 8) {
        tag.destroy();
        const lock = padlock(12);
        lock.position.set(0, h / 2 - 12);
        node.addChild(lock);
      } else node.addChild(tag);
    }
    if (c.top !== null && c.as > 0) {
      const as = new Badge(`= ${c.as}`, BADGE_STYLES.gold, badgeScale(BADGE_STYLES.gold, 160));
      as.position.set(w * 0.3, -h * 0.3);
      node.addChild(as);
    }
    if (c.nines > 0) {
      const count = new Badge(`9×${c.nines}`, BADGE_STYLES.count, badgeScale(BADGE_STYLES.count, 150));
      count.position.set(w * 0.42, -h / 2 - (backs > 0 ? backs * step : 0));
      node.addChild(count);
    }
  }
  // The open attack: the attacking card lies on the target warrior.
  if (chain && chain.defender === seat && chain.column === col) {
    const ring = new Graphics();
    ring.roundRect(-w / 2 - 5, -h / 2 - 5, w + 10, h + 10, 10).stroke({ width: 5, color: PALETTE.alert });
    node.addChild(ring);
    if (chain.card !== null) {
      const a = art.sprite(chain.card, w * 0.8);
      a.position.set(w * 0.22, h * 0.16);
      a.rotation = 0.18;
      node.addChild(a);
    }
  }
  const score = scoreLabel(c);
  if (score) {
    const t = new Text({ text: score, style: { fontFamily: FONT_FAMILY, fontWeight: '700', fontSize: Math.max(F.score, Math.min(17, w * 0.17)), fill: PALETTE.text } });
    t.anchor.set(0.5, 0);
    t.y = h / 2 + 2;
    // No room for "4×2³ = 32" under a small card: the total alone (the 9s are counted on the badge).
    if (t.width > w + box.gap - 2) t.text = String(columnScore(columnOf(c)));
    node.addChild(t);
  }
  return node;
}

/** A padlock in a disc: "blocked" where the word does not fit the column. */
function padlock(r: number): Graphics {
  const g = new Graphics();
  g.circle(0, 0, r).fill({ color: PALETTE.cream }).stroke({ width: 2, color: PALETTE.alert });
  const bw = r * 0.95, bh = r * 0.7, top = r * 0.5 - bh;
  g.moveTo(-bw * 0.3, top).arc(0, top, bw * 0.3, Math.PI, 0).stroke({ width: 2.5, color: PALETTE.alert });
  g.roundRect(-bw / 2, top, bw, bh, 2).fill({ color: PALETTE.alert });
  return g;
}
