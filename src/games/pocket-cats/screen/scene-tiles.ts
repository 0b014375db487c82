// What the Pocket Cats scene draws on and over the grid, as plain drawing: a tile with its marks (a kept part
// that flips and flies with them), a counted cat's attack, a chased cat, who caught a prey, the glow of an end
// step, the empty places before the deal, and the lines of attack and of a chief's reach.
import { Container, Graphics, Sprite, Text } from 'pixi.js';
import { FONT_FAMILY, PALETTE } from '../../../scene/theme';
import { tileDef, type ClanId } from '../rules/data';
import { LARGE_NUMERALS_BELOW, TILE_PX, attackDisc, clanMark, type PocketArt } from './scene-art';
import { CLAN_LOOK } from './clan-look';
import { cellRect, type PocketLayout, type Rect } from './scene-layout';
import type { CaptureMark } from './scene-end';
import type { TileLook, TileMark } from './scene-parts';

/** A tile's part: its face (the sprite a dog turns with) and a counted cat's attack (popped at its step). */
export class TileNode extends Container {
  constructor(readonly sprite: Sprite, readonly badge: Container | null) {
    super();
  }
}

/** The mark of what a tap on a tile does (scene-parts.ts), on a tile `size` wide. */
function markArt(m: TileMark, size: number): Graphics {
  const half = size / 2;
  switch (m.kind) {
    case 'target': {
      const g = new Graphics().roundRect(-half + 2, -half + 2, size - 4, size - 4, 12).stroke({ width: 5, color: m.colour });
      if (m.clan) {
        g.circle(half - 17, half - 17, 15).fill({ color: PALETTE.cream }).stroke({ width: 2.5, color: PALETTE.ink });
        clanMark(g, m.clan, half - 17, half - 16, 22);
      } else g.circle(half - 14, half - 14, 10).fill({ color: PALETTE.gold }).stroke({ width: 2.5, color: PALETTE.ink });
      return g;
    }
    case 'flip':
      return new Graphics().roundRect(-half + 2, -half + 2, size - 4, size - 4, 12).stroke({ width: 3, color: PALETTE.flaxLight, alpha: 0.85 });
    case 'stay': {
      // The flipped cat may stay: its clan's mark in the corner says so.
      const g = new Graphics().circle(half - 17, half - 17, 15).fill({ color: PALETTE.cream }).stroke({ width: 3, color: m.colour });
      clanMark(g, m.clan, half - 17, half - 16, 22);
      return g;
    }
    case 'prey': {
      // The prey picked to move: a thick ring in the clan colour round a cream one (the flipped tile's is gold).
      const g = new Graphics().roundRect(-half - 4, -half - 4, size + 8, size + 8, 14).stroke({ width: m.selected ? 9 : 5, color: m.colour });
      if (m.selected) {
        g.roundRect(-half + 2, -half + 2, size - 4, size - 4, 11).stroke({ width: 4, color: PALETTE.cream })
          .roundRect(-half - 10, -half - 10, size + 20, size + 20, 18).stroke({ width: 3, color: PALETTE.ink });
      }
      return g;
    }
    case 'dog':
      return new Graphics().roundRect(-half - 4, -half - 4, size + 8, size + 8, 14)
        .stroke({ width: m.selected ? 7 : 4, color: m.selected ? PALETTE.gold : PALETTE.flaxLight });
  }
}

/** A cat a face-up dog points at: a red target in the tile's corner. */
function threatArt(size: number): Graphics {
  const half = size / 2;
  const g = new Graphics();
  const x = half - 18, y = -half + 18 + size * 0.28;
  g.circle(x, y, 13).fill({ color: 0xffffff }).stroke({ width: 4, color: PALETTE.vermillion });
  g.moveTo(x - 18, y).lineTo(x + 18, y).moveTo(x, y - 18).lineTo(x, y + 18).stroke({ width: 3, color: PALETTE.vermillion });
  return g;
}

/** The glow round a tile an end step touched, in its seat's colour. */
export function glowArt(r: Rect, colour: number): Graphics {
  const half = r.width / 2;
  const g = new Graphics().roundRect(-half - 5, -half - 5, r.width + 10, r.width + 10, 15).stroke({ width: 7, color: colour })
    .roundRect(-half - 10, -half - 10, r.width + 20, r.width + 20, 18).stroke({ width: 3, color: PALETTE.gold });
  g.position.set(r.x + r.width / 2, r.y + r.height / 2);
  return g;
}

/** A tile with the marks drawn on it (they flip and fly with it). */
export function tileArt(art: PocketArt, r: Rect, look: TileLook): TileNode {
  const size = r.width;
  const scale = size / TILE_PX;
  const c = look.cell;
  const sprite = new Sprite(c.faceUp && c.tile !== null ? art.face(c.tile, size < LARGE_NUMERALS_BELOW) : art.back());
  sprite.anchor.set(0.5);
  sprite.scale.set(scale);
  if (c.faceUp && c.rot !== null && c.tile !== null && tileDef(c.tile).kind === 'dog') sprite.rotation = (c.rot * Math.PI) / 2;
  const badge = look.counted !== null && c.tile !== null ? countedBadge(tileDef(c.tile), look.counted, size) : null;
  const node = new TileNode(sprite, badge);
  node.position.set(r.x + r.width / 2, r.y + r.height / 2);
  node.addChild(sprite);
  if (!c.faceUp && c.attacked && c.tile !== null) node.addChild(chasedMark(c.tile, size));
  if (badge) node.addChild(badge);
  const half = size / 2;
  if (look.flipped) {
    node.addChild(new Graphics().roundRect(-half - 5, -half - 5, size + 10, size + 10, 15).stroke({ width: 8, color: PALETTE.gold })
      .roundRect(-half + 1, -half + 1, size - 2, size - 2, 11).stroke({ width: 3, color: PALETTE.ink }));
  }
  if (look.mark) node.addChild(markArt(look.mark, size));
  if (look.acting !== null) node.addChild(new Graphics().roundRect(-half - 5, -half - 5, size + 10, size + 10, 15).stroke({ width: 6, color: look.acting }));
  if (look.threatened) node.addChild(threatArt(size));
  return node;
}

/** A counted cat's attack on the grid as drawn, over its printed "?": white on the clan colour. */
function countedBadge(d: ReturnType<typeof tileDef>, attack: number, size: number): Container {
  const c = new Container();
  if (d.kind !== 'cat') return c;
  const scale = size / TILE_PX;
  const look = CLAN_LOOK[d.clan];
  const disc = attackDisc(size < LARGE_NUMERALS_BELOW);
  c.position.set((disc.x - TILE_PX / 2) * scale, (disc.y - TILE_PX / 2) * scale);
  const r = disc.r * scale;
  c.addChild(new Graphics().circle(0, 0, r).fill({ color: look.colour }).stroke({ width: 3, color: d.chief ? PALETTE.gold : PALETTE.ink }));
  const n = new Text({ text: String(attack), style: { fontFamily: FONT_FAMILY, fontWeight: '700', fontSize: Math.round(r * 1.3), fill: look.ink } });
  n.anchor.set(0.5);
  n.position.set(0, 1);
  c.addChild(n);
  return c;
}

/** A cat the dogs chased: its back, with its attack, clan mark and a red cross, so everyone sees who fell. */
function chasedMark(tile: string, size: number): Container {
  const d = tileDef(tile);
  const c = new Container();
  if (d.kind !== 'cat') return c;
  const x = new Graphics();
  const s = size * 0.34;
  x.moveTo(-s, -s).lineTo(s, s).moveTo(s, -s).lineTo(-s, s).stroke({ width: 8, color: PALETTE.vermillion, cap: 'round' });
  c.addChild(x);
  const g = new Graphics();
  const w = size * 0.56, h = size * 0.34;
  g.roundRect(-w / 2, -h / 2, w, h, 10).fill({ color: PALETTE.cream }).stroke({ width: 3, color: CLAN_LOOK[d.clan].colour });
  clanMark(g, d.clan, -w * 0.22, 0, h * 0.7);
  c.addChild(g);
  const n = new Text({ text: d.attack === 'counted' ? '?' : String(d.attack), style: { fontFamily: FONT_FAMILY, fontWeight: '700', fontSize: Math.round(h * 0.62), fill: PALETTE.ink } });
  n.anchor.set(0.5);
  n.position.set(w * 0.22, 1);
  c.addChild(n);
  return c;
}

/** Who caught a prey: a ring and a badge in the winner's clan colour with its mark, and the attack sums. */
export function captureMark(r: Rect, cap: CaptureMark, clan: ClanId | null): Container {
  const c = new Container();
  c.position.set(r.x + r.width / 2, r.y + r.height / 2);
  const size = r.width;
  const half = size / 2;
  const colour = clan ? CLAN_LOOK[clan].colour : 0x8c8c8c;
  const g = new Graphics();
  g.roundRect(-half - 3, -half - 3, size + 6, size + 6, 14).stroke({ width: 6, color: colour });
  // The badge at the bottom: the clan's mark (or "=" for a tie) and the two attack sums.
  const bw = size * 0.86, bh = size * 0.3;
  g.roundRect(-bw / 2, half - bh - 4, bw, bh, bh / 2).fill({ color: PALETTE.cream }).stroke({ width: 3, color: colour });
  if (clan) clanMark(g, clan, -bw / 2 + bh * 0.7, half - 4 - bh / 2, bh * 0.8);
  c.addChild(g);
  const label = clan ? `${cap.attack[0]} : ${cap.attack[1]}` : `= ${cap.attack[0]} : ${cap.attack[1]}`;
  const txt = new Text({ text: label, style: { fontFamily: FONT_FAMILY, fontWeight: '700', fontSize: Math.round(bh * 0.58), fill: PALETTE.ink } });
  txt.anchor.set(0.5);
  txt.position.set(clan ? bh * 0.45 : 0, half - 4 - bh / 2 + 1);
  c.addChild(txt);
  return c;
}

/** The grid's bed under the tiles. */
export function bedArt(L: PocketLayout): Graphics {
  const pad = Math.max(6, L.gap * 1.5);
  return new Graphics().roundRect(L.grid.x - pad, L.grid.y - pad, L.grid.width + 2 * pad, L.grid.height + 2 * pad, 16)
    .fill({ color: 0x000000, alpha: 0.22 }).stroke({ width: 2, color: PALETTE.flax, alpha: 0.35 });
}

/** A target's lit place under its tile, in the mover's colour. */
export function litArt(r: Rect, colour: number): Graphics {
  return new Graphics().roundRect(r.x - 6, r.y - 6, r.width + 12, r.height + 12, 16).fill({ color: colour, alpha: 0.55 });
}

/** Before the deal (clans being chosen): the empty places. */
export function placesArt(L: PocketLayout): Container {
  const c = new Container();
  for (let cell = 0; cell < 25; cell++) {
    const r = cellRect(L, cell);
    c.addChild(new Graphics().roundRect(r.x, r.y, r.width, r.height, 10).stroke({ width: 2, color: PALETTE.pounamuLight, alpha: 0.35 }));
  }
  return c;
}

/** The lines of attack of an end step (the dogs', or the Crooks' chief's): to each cat it turns face down. */
export function attackLinesArt(L: PocketLayout, hits: { dog: number; cell: number }[], colour: number): Graphics {
  const g = new Graphics();
  for (const h of hits) {
    if (h.dog < 0) continue;
    const a = cellRect(L, h.dog), b = cellRect(L, h.cell);
    const ax = a.x + a.width / 2, ay = a.y + a.height / 2, bx = b.x + b.width / 2, by = b.y + b.height / 2;
    g.moveTo(ax, ay).lineTo(bx, by).stroke({ width: 8, color: colour, alpha: 0.85, cap: 'round' });
    g.circle(bx, by, L.tile * 0.2).stroke({ width: 6, color: colour });
  }
  return g;
}

/** A chief's reach beyond its neighbours at the capture: a dotted line in its clan colour to each prey. */
export function reachesArt(L: PocketLayout, reaches: { from: number; to: number; seat: number }[], colours: number[]): Graphics {
  const g = new Graphics();
  reaches.forEach((r, i) => {
    const a = cellRect(L, r.from), b = cellRect(L, r.to);
    const ax = a.x + a.width / 2, ay = a.y + a.height / 2, bx = b.x + b.width / 2, by = b.y + b.height / 2;
    const len = Math.hypot(bx - ax, by - ay), steps = Math.max(2, Math.floor(len / 18));
    for (let k = 0; k <= steps; k++) g.circle(ax + ((bx - ax) * k) / steps, ay + ((by - ay) * k) / steps, 5);
    g.fill({ color: colours[i] }).stroke({ width: 2, color: PALETTE.ink });
  });
  return g;
}
