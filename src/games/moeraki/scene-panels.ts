// The panels beside (landscape) or below (portrait) the Moeraki board: each player's plate (tribe, pieces and
// tiles left, the Tane, who places the ball, whose turn), the Moeraki scale of a match and the Marae count.
import { Container, Graphics, Text } from 'pixi.js';
import { t } from '../../shell/i18n';
import { FONT_FAMILY, PALETTE } from '../../scene/theme';
import { LEVEL_RULES } from './constants';
import { maraeCount } from './tiles';
import { actors } from './rules';
import type { MoerakiState } from './state';
import type { Rect } from './scene-layout';
import { points } from './scene-text';
import { scaleTitle } from './match-words';
import { HIGHLIGHT, ball, piece, TRIBE_FILL, TRIBE_RIM } from './scene-art';

export { points };

function panel(r: Rect, lit = false): Container {
  const c = new Container();
  c.position.set(r.x, r.y);
  const g = new Graphics();
  g.roundRect(0, 0, r.width, r.height, 12).fill({ color: PALETTE.plate, alpha: 0.82 })
    .stroke({ width: lit ? 3 : 1.5, color: lit ? HIGHLIGHT : PALETTE.flax, alpha: lit ? 1 : 0.55 });
  c.addChild(g);
  return c;
}

function text(s: string, size: number, color: number = PALETTE.text, bold = true): Text {
  return new Text({ text: s, style: { fontFamily: FONT_FAMILY, fontWeight: bold ? '700' : '400', fontSize: size, fill: color } });
}

/** Shrinks a text to fit `max` px wide. */
function fit(tx: Text, max: number): Text {
  if (tx.width > max) tx.scale.set(max / tx.width);
  return tx;
}

const running = (s: MoerakiState) => s.phase === 'ball' || s.phase === 'piece' || s.phase === 'tane';

export function drawPlate(s: MoerakiState, seat: number, name: string, r: Rect): Container {
  const acting = (running(s) || s.phase === 'gameOver') && actors(s).includes(seat);
  const won = !running(s) && s.outcome?.winner === seat;
  const c = panel(r, acting || won);
  const pr = Math.min(17, r.height * 0.28);
  const g = new Graphics();
  piece(g, seat, 10 + pr, r.height / 2, pr);
  c.addChild(g);
  const x0 = 18 + 2 * pr;
  const mark = won ? '★ ' : acting ? '▶ ' : '';
  const title = fit(text(`${mark}${name}`, 17, acting || won ? PALETTE.gold : PALETTE.text), r.width - x0 - 40);
  title.position.set(x0, 6);
  c.addChild(title);
  const rules = LEVEL_RULES[s.options.level];
  const bits = [t('moeraki.plate.pieces', { n: s.pieces[seat] })];
  if (rules.tiles) bits.push(t('moeraki.plate.tiles', { n: s.supply[seat] }));
  if (rules.tane) bits.push(t(s.tane[seat] ? 'moeraki.plate.taneOut' : 'moeraki.plate.taneCave'));
  const info = fit(text(bits.join(' · '), 13, PALETTE.textDim), r.width - x0 - 10);
  info.position.set(x0, r.height - info.height - 7);
  c.addChild(info);
  if (s.ballPlacer === seat) {
    // The ball placer (who also wins equal Marae totals at basic and master level).
    const b = new Graphics();
    ball(b, r.width - 18, 18, 9);
    c.addChild(b);
  }
  return c;
}

export function drawScale(s: MoerakiState, names: string[], r: Rect): Container {
  const c = panel(r, s.phase === 'gameOver' || s.phase === 'matchOver');
  const to = s.options.matchTo;
  const title = fit(text(scaleTitle(to), 14, PALETTE.flaxLight), r.width - 16);
  title.position.set(8, 6);
  c.addChild(title);
  const rowH = Math.min(34, (r.height - 30) / 2);
  for (const seat of [0, 1]) {
    const y = 28 + seat * rowH + rowH / 2;
    const label = fit(text(names[seat] ?? '', 13), r.width * 0.32);
    label.position.set(8, y - label.height / 2);
    c.addChild(label);
    const x0 = 12 + r.width * 0.32;
    const space = (r.width - x0 - 10 - 26) / to;
    const pr = Math.max(4, Math.min(10, space * 0.4));
    const g = new Graphics();
    for (let i = 0; i < to; i++) {
      const px = x0 + pr + i * space;
      if (i < s.wins[seat]) g.circle(px, y, pr).fill(TRIBE_FILL[seat]).stroke({ width: 2, color: seat === 0 ? HIGHLIGHT : TRIBE_RIM[1] });
      else g.circle(px, y, pr).stroke({ width: 1.5, color: PALETTE.textDim, alpha: 0.6 });
    }
    c.addChild(g);
    const n = text(String(s.wins[seat]), 15, PALETTE.gold);
    n.anchor.set(1, 0.5);
    n.position.set(r.width - 8, y);
    c.addChild(n);
  }
  return c;
}

export function drawMarae(s: MoerakiState, names: string[], r: Rect): Container {
  const decided = s.outcome?.way === 'marae';
  const c = panel(r, decided);
  const m = s.outcome?.marae ?? maraeCount(s.tiles);
  const title = text(t('moeraki.marae.title'), 15, PALETTE.flaxLight);
  title.position.set(8, 5);
  c.addChild(title);
  const rowH = Math.min(30, (r.height - 48) / 2);
  for (const seat of [0, 1]) {
    const y = 30 + seat * rowH + rowH / 2;
    const g = new Graphics();
    piece(g, seat, 17, y, Math.min(9, rowH * 0.35));
    c.addChild(g);
    const row = t('moeraki.marae.row', { full: m.full[seat], half: m.half[seat], total: points(m.total[seat]) });
    const lead = m.total[seat] > m.total[1 - seat] || (decided && s.outcome?.winner === seat);
    const tx = fit(text(`${names[seat] ?? ''}: ${row}`, 13, lead ? PALETTE.gold : PALETTE.text, lead), r.width - 40);
    tx.position.set(32, y - tx.height / 2);
    c.addChild(tx);
  }
  // Who wins equal totals: the ball placer (the rulebook); at beginner level there is no Marae panel.
  const tie = fit(text(t('moeraki.marae.tie', { name: names[s.ballPlacer] ?? '' }), 12, PALETTE.textDim, false), r.width - 16);
  tie.position.set(8, r.height - tie.height - 6);
  c.addChild(tie);
  return c;
}
