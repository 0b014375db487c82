// What the Pocket Cats scene draws beside the grid, as plain drawing: a seat's plate (its clan, its turn, its
// running match total), the running score by it and the banner telling what happens.
import { Container, Graphics, Text } from 'pixi.js';
import { t } from '../../../base/i18n';
import { FONT_FAMILY, PALETTE } from '../../../scene/theme';
import type { ClanId } from '../rules/data';
import type { PocketCatsView } from '../rules/view';
import { clanName } from '../words/names';
import { star, clanMark } from './scene-art';
import { CLAN_LOOK } from './clan-look';
import { fitText, minScale } from './scene-fit';
import type { Rect } from './scene-layout';

/** Everything a seat's plate shows, its words resolved (a new language draws it again). `winners`: the end step's;
 *  `scored`: the running scores stand beside the plates. */
export function plateLook(r: Rect, seat: number, v: PocketCatsView | null, names: string[], winners: number[], scored: boolean): PlateLook {
  const over = v?.phase === 'over' || v?.phase === 'betweenGames';
  const clan = (v?.clans[seat] ?? null) as ClanId | null;
  const turn = !!v && !over && v.grid.length === 25 && (v.phase === 'flipping' || v.phase === 'swapping') && v.turn === seat;
  const acting = !!v && v.phase === 'beforeDogs' && v.effectQueue[0]?.seat === seat;
  const winner = over && winners.includes(seat);
  const total = v ? v.games.reduce((s, gm) => s + (gm.scores[seat] ?? 0), 0) : 0;
  const match = v && v.options.choice === 'experts' && v.games.length > 0 ? t('pocketCats.ui.match', { points: total }) : null;
  return {
    r, clan, lit: turn || acting || winner, winner, name: `${turn || acting ? '▶ ' : ''}${names[seat] ?? ''}`,
    sub: clan ? clanName(clan) : '—', scored, match,
  };
}

/** Everything a seat's plate draws. */
export interface PlateLook {
  r: Rect;
  clan: ClanId | null;
  /** Its turn, its chief's ability waiting, or its win: a gold edge. */
  lit: boolean;
  winner: boolean;
  name: string;
  sub: string;
  /** The running score stands at its right (the name keeps clear of it). */
  scored: boolean;
  match: string | null;
}

export function plateArt(p: PlateLook): Container {
  const r = p.r;
  const c = new Container();
  c.position.set(r.x, r.y);
  const g = new Graphics();
  g.roundRect(0, 0, r.width, r.height, 12).fill({ color: PALETTE.plate, alpha: 0.88 })
    .stroke({ width: p.lit ? 4 : 2, color: p.lit ? PALETTE.gold : PALETTE.flax, alpha: p.lit ? 1 : 0.5 });
  // The clan's colour as a stripe on the left and its mark: colour is never alone.
  // A narrow plate (a phone) keeps a smaller clan mark, so the name keeps its room.
  const narrow = r.width < 240;
  const mr = narrow ? 15 : 24, mx = narrow ? 32 : 44;
  if (p.clan) {
    g.roundRect(0, 0, 14, r.height, 12).fill({ color: CLAN_LOOK[p.clan].colour });
    g.circle(mx, r.height / 2, mr).fill({ color: PALETTE.cream }).stroke({ width: 3, color: CLAN_LOOK[p.clan].colour });
    clanMark(g, p.clan, mx, r.height / 2 + 1, mr * 1.4);
  }
  if (p.winner) star(g, r.width - 22, 20, 13, PALETTE.gold, PALETTE.ink);
  c.addChild(g);
  const x0 = p.clan ? mx + mr + 10 : 20;
  const name = new Text({ text: p.name, style: { fontFamily: FONT_FAMILY, fontWeight: '700', fontSize: 19, fill: PALETTE.text } });
  name.position.set(x0, 10);
  // Room kept for the running score at the right; names and clans never under 14 px (shortened instead).
  const maxW = r.width - x0 - (p.scored ? (narrow ? 44 : 74) : 12);
  fitText(name, maxW, 19);
  const sub = new Text({ text: p.sub, style: { fontFamily: FONT_FAMILY, fontWeight: '400', fontSize: 16, fill: PALETTE.textDim } });
  sub.position.set(x0, r.height - 30);
  fitText(sub, maxW, 16);
  c.addChild(name, sub);
  // The match total in experts mode.
  if (p.match !== null) {
    const m = new Text({ text: p.match, style: { fontFamily: FONT_FAMILY, fontWeight: '700', fontSize: 14, fill: PALETTE.textDim } });
    m.anchor.set(1, 1);
    m.position.set(r.width - 12, r.height - 6);
    c.addChild(m);
  }
  return c;
}

/** The banner: its lines on cream, shrunk to fit its place but not under 14 px. */
export function bannerArt(b: Rect, text: string): Container {
  const c = new Container();
  c.position.set(b.x, b.y);
  const body = new Text({
    text,
    style: { fontFamily: FONT_FAMILY, fontWeight: '700', fontSize: 18, fill: PALETTE.ink, wordWrap: true, wordWrapWidth: b.width - 28, lineHeight: 24 },
  });
  const h = Math.min(b.height, body.height + 20);
  if (body.height > b.height - 20) body.scale.set(Math.max(minScale(18), (b.height - 20) / body.height));
  const g = new Graphics();
  g.roundRect(0, 0, b.width, Math.max(h, 44), 12).fill({ color: PALETTE.cream, alpha: 0.96 }).stroke({ width: 3, color: PALETTE.goldDeep });
  body.position.set(14, 10);
  c.addChild(g, body);
  return c;
}

/** A seat's running score, at the right of its plate. */
export function scoreArt(r: Rect, score: string): Text {
  const text = new Text({ text: score, style: { fontFamily: FONT_FAMILY, fontWeight: '700', fontSize: 34, fill: PALETTE.gold } });
  text.anchor.set(1, 0.5);
  text.position.set(r.width - 16 + r.x, r.height / 2 + r.y + 4);
  return text;
}
