// The panels beside (landscape) or below (portrait) the Moeraki board: each player's plate (tribe, pieces and
// tiles left, the Tane, who places the ball, whose turn), the Moeraki scale of a match and the Marae count.
import { Container, Graphics, Text } from 'pixi.js';
import { shortenToFit } from '../../../scene/text-fit';
import { t } from '../../../base/i18n';
import { FONT_FAMILY, PALETTE } from '../../../scene/theme';
import { LEVEL_RULES } from '../rules/constants';
import { maraeCount } from '../rules/tiles';
import { actors } from '../rules/rules';
import type { MoerakiState } from '../rules/state';
import { FONT, MIN_TEXT, type Rect } from './scene-layout';
import { points, scaleTitle } from '../words/names';
import { MATCH_NAMES, type NamedMatch } from '../rules/constants';
import { HIGHLIGHT, ball, piece, TRIBE_FILL, TRIBE_RIM } from './scene-art';

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

/**
 * Fits a text into `max` px: shrunk, but never below MIN_TEXT px, then shortened with "…". A width of zero or
 * less (no room at all) hides it rather than mirroring it (a negative scale drew the plates' names upside down
 * and mirrored on phones).
 */
export function fit(tx: Text, max: number): Text {
  if (max <= 0) { tx.visible = false; return tx; }
  if (tx.width <= max) return tx;
  const size = Number(tx.style.fontSize);
  const k = Math.max(max / tx.width, MIN_TEXT / size);
  tx.scale.set(k);
  shortenToFit(tx, max);
  return tx;
}

/** Wraps a text onto up to `lines` lines of `max` px; longer, it stays on one line and is fitted. */
function wrapped(tx: Text, max: number, lines: number): Text {
  if (tx.width <= max) return tx;
  tx.style.wordWrap = true;
  tx.style.wordWrapWidth = max;
  tx.style.lineHeight = Number(tx.style.fontSize) * FONT.line;
  if (tx.height <= lines * Number(tx.style.fontSize) * FONT.line + 2) return tx;
  tx.style.wordWrap = false;
  return fit(tx, max);
}

const running = (s: MoerakiState) => s.phase === 'ball' || s.phase === 'piece' || s.phase === 'tane';

export function drawPlate(s: MoerakiState, seat: number, name: string, r: Rect): Container {
  const acting = (running(s) || s.phase === 'gameOver') && actors(s).includes(seat);
  const won = !running(s) && s.outcome?.winner === seat;
  const c = panel(r, acting || won);
  const pr = Math.min(16, r.height * 0.27);
  const g = new Graphics();
  piece(g, seat, 8 + pr, r.height / 2, pr);
  c.addChild(g);
  const x0 = 14 + 2 * pr;
  const ballRoom = s.ballPlacer === seat ? 28 : 0;
  const mark = won ? '★ ' : acting ? '▶ ' : '';
  const title = fit(text(`${mark}${name}`, FONT.name, acting || won ? PALETTE.gold : PALETTE.text), r.width - x0 - ballRoom - 6);
  title.position.set(x0, 6);
  c.addChild(title);
  const rules = LEVEL_RULES[s.options.level];
  const bits = [t('moeraki.plate.pieces', { n: s.pieces[seat] })];
  if (rules.tiles) bits.push(t('moeraki.plate.tiles', { n: s.supply[seat] }));
  if (rules.tane) bits.push(t(s.tane[seat] ? 'moeraki.plate.taneOut' : 'moeraki.plate.taneCave'));
  const info = wrapped(text(bits.join(' · '), FONT.body, PALETTE.textDim), r.width - x0 - 8, 2);
  info.position.set(x0, 6 + FONT.name * FONT.line + 2);
  c.addChild(info);
  if (s.ballPlacer === seat) {
    // The ball placer (who also wins equal Marae totals at basic and master level).
    const b = new Graphics();
    ball(b, r.width - 17, 17, 9);
    c.addChild(b);
  }
  return c;
}

export function drawScale(s: MoerakiState, names: string[], r: Rect): Container {
  const c = panel(r, s.phase === 'gameOver' || s.phase === 'matchOver');
  const to = s.options.matchTo;
  // The whole title, or on a narrow panel only "First to 3 (Uira)".
  let title = text(scaleTitle(to), FONT.title, PALETTE.flaxLight);
  if (title.width > r.width - 16 && to > 1) { title.destroy(); title = text(t('moeraki.scale.firstTo', { n: to, name: MATCH_NAMES[to as NamedMatch] }), FONT.title, PALETTE.flaxLight); }
  fit(title, r.width - 16);
  title.position.set(8, 5);
  c.addChild(title);
  // Per seat: the name and the wins as a number, and under them a pip per game of the target.
  const rowH = (r.height - 30) / 2;
  for (const seat of [0, 1]) {
    const y = 28 + seat * rowH;
    const n = text(`${s.wins[seat]} / ${to}`, FONT.body, PALETTE.gold);
    n.anchor.set(1, 0);
    n.position.set(r.width - 8, y);
    c.addChild(n);
    const label = fit(text(names[seat] ?? '', FONT.body), r.width - 24 - n.width);
    label.position.set(8, y);
    c.addChild(label);
    const space = (r.width - 16) / to;
    const pr = Math.max(4, Math.min(8, space * 0.36));
    const py = y + FONT.body * FONT.line + pr + 2;
    const g = new Graphics();
    for (let i = 0; i < to; i++) {
      const px = 8 + space * (i + 0.5);
      if (i < s.wins[seat]) g.circle(px, py, pr).fill(TRIBE_FILL[seat]).stroke({ width: 2, color: seat === 0 ? HIGHLIGHT : TRIBE_RIM[1] });
      else g.circle(px, py, pr).stroke({ width: 1.5, color: PALETTE.textDim, alpha: 0.6 });
    }
    c.addChild(g);
  }
  return c;
}

export function drawMarae(s: MoerakiState, names: string[], r: Rect): Container {
  const decided = s.outcome?.way === 'marae';
  const c = panel(r, decided);
  const m = s.outcome?.marae ?? maraeCount(s.tiles);
  const title = fit(text(t('moeraki.marae.title'), FONT.title, PALETTE.flaxLight), r.width - 16);
  title.position.set(8, 5);
  c.addChild(title);
  // Per seat: the piece, the name and the total; under them the full and half tiles.
  const rowH = FONT.count * FONT.line + FONT.body * FONT.line + 4;
  for (const seat of [0, 1]) {
    const y = 28 + seat * rowH;
    const lead = m.total[seat] > m.total[1 - seat] || (decided && s.outcome?.winner === seat);
    const g = new Graphics();
    piece(g, seat, 16, y + FONT.count * 0.65, 8);
    c.addChild(g);
    const total = text(points(m.total[seat]), FONT.count, lead ? PALETTE.gold : PALETTE.text);
    total.anchor.set(1, 0);
    total.position.set(r.width - 8, y);
    c.addChild(total);
    const name = fit(text(names[seat] ?? '', FONT.count, lead ? PALETTE.gold : PALETTE.text, lead), r.width - 44 - total.width);
    name.position.set(30, y);
    c.addChild(name);
    const parts = fit(text(t('moeraki.marae.parts', { full: m.full[seat], half: m.half[seat] }), FONT.body, PALETTE.textDim, false), r.width - 38);
    parts.position.set(30, y + FONT.count * FONT.line);
    c.addChild(parts);
  }
  // Who wins equal totals: the ball placer (the rulebook); at beginner level there is no Marae panel.
  const tie = wrapped(text(t('moeraki.marae.tie', { name: names[s.ballPlacer] ?? '' }), FONT.body, PALETTE.textDim, false), r.width - 16, 2);
  tie.position.set(8, r.height - tie.height - 6);
  c.addChild(tie);
  return c;
}
