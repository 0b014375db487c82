// Pocket Cats tiles drawn in code and baked once into textures (at TILE_PX, scaled to the layout): cats in
// their clan's colour AND with the clan's mark (clan-look.ts), so a clan reads without colour too; attack as a
// numeral and as pips, the chief with a gold star. The Chaoticats print no number (their attack is counted):
// their disc shows "?" and the scene writes the current count's attack over it (countedBadge). Prey with
// distinct shapes and their points; dogs with their arrows (the sprite turns with the dog); the back.
import { Container, Graphics, Rectangle, Text, type Renderer, type Texture } from 'pixi.js';
import { catFace, koru, paw } from '../../../scene/motifs';
import { FONT_FAMILY, PALETTE } from '../../../scene/theme';
import { tileDef, type Attack, type ClanId, type Dir, type PreyKind, type TileId } from '../rules/data';
import { CLAN_LOOK, MARKS, PAINT } from './clan-look';
import { LARGE_NUMERALS_BELOW, NUMERAL, TILE_PX } from './scene-numerals';

export { LARGE_NUMERALS_BELOW, TILE_PX };
const R = 14;

/** A clan's mark centred on (cx, cy), `w` wide (the box is 40 × 32). */
export function clanMark(g: Graphics, clan: ClanId, cx: number, cy: number, w: number): Graphics {
  const look = CLAN_LOOK[clan];
  const k = w / 40;
  const X = (x: number) => cx + (x - 20) * k, Y = (y: number) => cy + (y - 16) * k;
  for (const s of MARKS[look.mark]) {
    if ('poly' in s) g.poly(s.poly.map((v, i) => (i % 2 === 0 ? X(v) : Y(v))));
    else if ('circle' in s) g.circle(X(s.circle[0]), Y(s.circle[1]), s.circle[2] * k);
    else if ('ellipse' in s) g.ellipse(X(s.ellipse[0]), Y(s.ellipse[1]), s.ellipse[2] * k, s.ellipse[3] * k);
    else g.roundRect(X(s.rect[0]), Y(s.rect[1]), s.rect[2] * k, s.rect[3] * k, s.rect[4] * k);
    if (s.paint === 'clan') g.fill({ color: look.colour }).stroke({ width: Math.max(1, 2 * k), color: PALETTE.ink, join: 'round' });
    else g.fill({ color: PAINT[s.paint] });
  }
  return g;
}

const PREY_BG = 0xf4e7c6;
const DOG_BG = 0xe6e0d6;
const ARROW = 0xd55e00;

function label(text: string, size: number, fill: number): Text {
  const t = new Text({ text, style: { fontFamily: FONT_FAMILY, fontWeight: '700', fontSize: size, fill, padding: 4 } });
  t.anchor.set(0.5);
  return t;
}

/** A five-pointed star (the chief). */
export function star(g: Graphics, cx: number, cy: number, r: number, color: number, ink: number): Graphics {
  const pts: number[] = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 === 0 ? r : r * 0.45;
    pts.push(cx + Math.cos(a) * rr, cy + Math.sin(a) * rr);
  }
  return g.poly(pts).fill({ color }).stroke({ width: Math.max(1, r * 0.14), color: ink, join: 'round' });
}

function base(g: Graphics, fill: number, edge: number, edgeW: number): void {
  g.roundRect(0, 0, TILE_PX, TILE_PX, R).fill({ color: fill });
  g.roundRect(edgeW / 2, edgeW / 2, TILE_PX - edgeW, TILE_PX - edgeW, R - edgeW / 2).stroke({ width: edgeW, color: edge });
}

/** Where a cat's attack disc sits on its tile (TILE_PX units): the scene writes a counted attack over it. */
export const ATTACK_DISC = { x: 32, y: 30, r: 24 } as const;
/** The same with large numerals (phone tiles). */
export const ATTACK_DISC_LARGE = { x: 36, y: 34, r: 31 } as const;
export const attackDisc = (large: boolean) => (large ? ATTACK_DISC_LARGE : ATTACK_DISC);

function buildCat(clan: ClanId, attack: Attack, chief: boolean, large: boolean): Container {
  const look = CLAN_LOOK[clan];
  const root = new Container();
  const g = new Graphics();
  base(g, PALETTE.cream, look.colour, 10);
  // The clan's band along the top carries the mark, so the clan reads without colour too.
  g.roundRect(5, 5, TILE_PX - 10, 40, 9).fill({ color: look.colour });
  catFace(g, TILE_PX / 2, 94, 34, look.fur);
  // Attack as pips along the bottom (a counted cat has none printed).
  if (attack !== 'counted') {
    const pip = attack > 7 ? 5 : 6.5, gapX = attack > 7 ? 13 : 17;
    const x0 = TILE_PX / 2 - ((attack - 1) * gapX) / 2;
    for (let i = 0; i < attack; i++) g.circle(x0 + i * gapX, 140, pip).fill({ color: look.colour }).stroke({ width: 2, color: PALETTE.ink });
  }
  root.addChild(g);
  // The numeral in a disc (gold for the chief) on the band's left, the mark on its right.
  const at = attackDisc(large);
  const disc = new Graphics();
  disc.circle(at.x, at.y, at.r).fill({ color: chief ? PALETTE.gold : PALETTE.cream }).stroke({ width: 3, color: PALETTE.ink });
  root.addChild(disc);
  const n = label(attack === 'counted' ? '?' : String(attack), large ? NUMERAL.large : NUMERAL.attack, PALETTE.ink);
  n.position.set(at.x, at.y + 1);
  root.addChild(n);
  const mark = new Graphics();
  // A cream plate behind the mark keeps it readable on the band.
  mark.roundRect(TILE_PX - 62, 9, 52, 32, 8).fill({ color: PALETTE.cream });
  clanMark(mark, clan, TILE_PX - 36, 25, 38);
  if (chief) star(mark, TILE_PX / 2, 25, 15, PALETTE.gold, PALETTE.ink);
  root.addChild(mark);
  return root;
}

function mouse(g: Graphics, cx: number, cy: number): void {
  const body = 0x8d8a86, ink = PALETTE.ink;
  g.moveTo(cx + 30, cy + 14).bezierCurveTo(cx + 58, cy + 18, cx + 54, cy - 14, cx + 40, cy - 18).stroke({ width: 4, color: 0xc9928d, cap: 'round' });
  g.ellipse(cx + 2, cy + 6, 34, 22).fill({ color: body }).stroke({ width: 2.5, color: ink });
  g.circle(cx - 22, cy - 16, 14).fill({ color: body }).stroke({ width: 2.5, color: ink });
  g.circle(cx - 22, cy - 16, 8).fill({ color: 0xe7b7b7 });
  g.poly([cx - 30, cy - 6, cx - 52, cy + 8, cx - 28, cy + 16]).fill({ color: body }).stroke({ width: 2.5, color: ink, join: 'round' });
  g.circle(cx - 51, cy + 8, 4).fill({ color: 0xd98a8a });
  g.circle(cx - 34, cy + 2, 3.5).fill({ color: ink });
}

function pigeon(g: Graphics, cx: number, cy: number): void {
  const body = 0x8fa3bf, ink = PALETTE.ink;
  g.poly([cx + 26, cy + 4, cx + 56, cy - 6, cx + 54, cy + 22]).fill({ color: 0x6d7f99 }).stroke({ width: 2.5, color: ink, join: 'round' });
  g.ellipse(cx + 4, cy + 10, 36, 24).fill({ color: body }).stroke({ width: 2.5, color: ink });
  g.moveTo(cx - 10, cy + 2).quadraticCurveTo(cx + 14, cy - 14, cx + 36, cy + 8).quadraticCurveTo(cx + 10, cy + 24, cx - 10, cy + 2)
    .fill({ color: 0x6d7f99 }).stroke({ width: 2, color: ink });
  g.circle(cx - 28, cy - 14, 15).fill({ color: 0x7b8fa8 }).stroke({ width: 2.5, color: ink });
  g.ellipse(cx - 24, cy - 2, 10, 5).fill({ color: 0x6fae9a });
  g.poly([cx - 42, cy - 16, cx - 56, cy - 10, cx - 42, cy - 8]).fill({ color: 0xe3a33b }).stroke({ width: 2, color: ink, join: 'round' });
  g.circle(cx - 32, cy - 17, 3.5).fill({ color: 0xd55e00 });
  for (const dx of [-6, 10]) g.moveTo(cx + dx, cy + 32).lineTo(cx + dx, cy + 42).stroke({ width: 3, color: 0xd98a8a, cap: 'round' });
}

function fly(g: Graphics, cx: number, cy: number): void {
  const ink = PALETTE.ink;
  g.ellipse(cx - 20, cy - 16, 26, 14).fill({ color: 0xcfe6f2, alpha: 0.9 }).stroke({ width: 2, color: 0x4a6a7a });
  g.ellipse(cx + 20, cy - 16, 26, 14).fill({ color: 0xcfe6f2, alpha: 0.9 }).stroke({ width: 2, color: 0x4a6a7a });
  for (const side of [-1, 1]) for (const k of [0, 1, 2]) {
    g.moveTo(cx + side * 10, cy + 4 + k * 9).lineTo(cx + side * 30, cy + 10 + k * 12).stroke({ width: 3, color: ink, cap: 'round' });
  }
  g.ellipse(cx, cy + 12, 14, 24).fill({ color: 0x3b4a3f }).stroke({ width: 2.5, color: ink });
  for (const y of [6, 16, 26]) g.moveTo(cx - 12, cy + y).lineTo(cx + 12, cy + y).stroke({ width: 2, color: 0x6f8f74 });
  g.circle(cx, cy - 14, 12).fill({ color: 0x3b4a3f }).stroke({ width: 2.5, color: ink });
  g.circle(cx - 7, cy - 16, 6).fill({ color: 0xb3261e });
  g.circle(cx + 7, cy - 16, 6).fill({ color: 0xb3261e });
}

const PREY_DRAW: Record<PreyKind, (g: Graphics, cx: number, cy: number) => void> = { mouse, pigeon, fly };

function buildPrey(kind: PreyKind, points: number, large: boolean): Container {
  const root = new Container();
  const g = new Graphics();
  base(g, PREY_BG, 0x8a6a3a, 5);
  PREY_DRAW[kind](g, TILE_PX / 2 + 6, TILE_PX / 2 + 14);
  // Victory points: a dark disc with the number, top left (cats' attack sits in a light disc).
  const at = large ? { c: 36, r: 31 } : { c: 30, r: 22 };
  g.circle(at.c, at.c, at.r).fill({ color: PALETTE.ink }).stroke({ width: 3, color: PALETTE.goldDeep });
  root.addChild(g);
  const n = label(String(points), large ? NUMERAL.large : NUMERAL.points, PALETTE.gold);
  n.position.set(at.c, at.c + 1);
  root.addChild(n);
  return root;
}

const DIR_VEC: Record<Dir, [number, number]> = {
  N: [0, -1], NE: [1, -1], E: [1, 0], SE: [1, 1], S: [0, 1], SW: [-1, 1], W: [-1, 0], NW: [-1, -1],
};

/** A bold arrow from near the centre to the edge (or corner) in direction `d`. */
function arrow(g: Graphics, d: Dir): void {
  const [vx, vy] = DIR_VEC[d];
  const len = Math.hypot(vx, vy);
  const ux = vx / len, uy = vy / len;
  const c = TILE_PX / 2;
  const reach = vx !== 0 && vy !== 0 ? 70 : 66;
  const tipX = c + ux * reach, tipY = c + uy * reach;
  const baseX = c + ux * (reach - 26), baseY = c + uy * (reach - 26);
  const px = -uy, py = ux;
  g.moveTo(c + ux * 40, c + uy * 40).lineTo(baseX, baseY).stroke({ width: 9, color: ARROW, cap: 'round' });
  g.poly([tipX, tipY, baseX + px * 17, baseY + py * 17, baseX - px * 17, baseY - py * 17]).fill({ color: ARROW }).stroke({ width: 3, color: PALETTE.ink, join: 'round' });
}

function buildDog(arrows: readonly Dir[]): Container {
  const g = new Graphics();
  base(g, DOG_BG, 0x5a4030, 5);
  for (const a of arrows) arrow(g, a);
  const cx = TILE_PX / 2, cy = TILE_PX / 2 + 2, ink = PALETTE.ink;
  // A round dog face with floppy ears.
  g.ellipse(cx - 30, cy - 4, 12, 24).fill({ color: 0x6b4226 }).stroke({ width: 2.5, color: ink });
  g.ellipse(cx + 30, cy - 4, 12, 24).fill({ color: 0x6b4226 }).stroke({ width: 2.5, color: ink });
  g.circle(cx, cy, 28).fill({ color: 0xb07a4a }).stroke({ width: 2.5, color: ink });
  g.ellipse(cx, cy + 12, 16, 12).fill({ color: 0xf0dcc0 });
  g.ellipse(cx, cy + 5, 7, 5).fill({ color: ink });
  g.circle(cx - 11, cy - 8, 4).fill({ color: ink });
  g.circle(cx + 11, cy - 8, 4).fill({ color: ink });
  g.moveTo(cx - 6, cy + 16).quadraticCurveTo(cx, cy + 21, cx + 6, cy + 16).stroke({ width: 2, color: ink, cap: 'round' });
  return g;
}

function buildBack(): Container {
  const g = new Graphics();
  base(g, PALETTE.pounamu, PALETTE.flax, 5);
  g.roundRect(12, 12, TILE_PX - 24, TILE_PX - 24, 10).stroke({ width: 2, color: PALETTE.flaxLight, alpha: 0.5 });
  koru(g, 38, 38, 12, PALETTE.pounamuLight, 3, 0, false, 0.6, 0.6);
  koru(g, TILE_PX - 38, TILE_PX - 38, 12, PALETTE.pounamuLight, 3, Math.PI, false, 0.6, 0.6);
  paw(g, TILE_PX / 2, TILE_PX / 2 + 4, 58, PALETTE.flaxLight, 0.55);
  return g;
}

/** Textures of the tiles, baked on first use. */
export class PocketArt {
  private readonly cache = new Map<string, Texture>();
  constructor(private readonly renderer: Renderer, private readonly resolution: number) {}

  /** `large`: the numerals drawn large, for tiles under LARGE_NUMERALS_BELOW px. */
  face(tile: TileId, large = false): Texture {
    return this.get(large ? `${tile}:large` : tile, () => {
      const d = tileDef(tile);
      if (d.kind === 'cat') return buildCat(d.clan, d.attack, d.chief, large);
      if (d.kind === 'prey') return buildPrey(d.prey, d.points, large);
      return buildDog(d.arrows);
    });
  }

  back(): Texture { return this.get('back', buildBack); }

  destroy(): void {
    for (const t of this.cache.values()) t.destroy(true);
    this.cache.clear();
  }

  private get(key: string, build: () => Container): Texture {
    let t = this.cache.get(key);
    if (!t) {
      const target = build();
      t = this.renderer.generateTexture({ target, frame: new Rectangle(0, 0, TILE_PX, TILE_PX), resolution: this.resolution, antialias: true });
      target.destroy({ children: true });
      this.cache.set(key, t);
    }
    return t;
  }
}
