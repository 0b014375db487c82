// Mauwi card faces and backs, baked once into textures (like src/scene/card-art.ts does for the French deck).
// Warriors: red #D55E00 with a claw mark, yellow #F0E442 with a sun, green #009E73 with a fern frond,
// blue #0072B2 with a wave; spirits pale grey with a ghost cat; jokers (Maui) gold with a star;
// animals on a flax ground with their name; the back shows "9 ×2".
import { Container, Graphics, Rectangle, Sprite, Text, type Renderer, type Texture } from 'pixi.js';
import { colourOfValue, kindOf, valueOf, type Card, type Colour } from '../rules/cards';
import { catSilhouette, koru, nihoFrame } from '../../../scene/motifs';
import { CARD_H, CARD_RADIUS, CARD_W, FONT_FAMILY, PALETTE } from '../../../scene/theme';

export const MAUWI_COLOURS: Record<Colour, number> = { 0: 0xd55e00, 1: 0xf0e442, 2: 0x009e73, 3: 0x0072b2 };
/** Ink on each colour: dark on yellow, white elsewhere. */
const INK_ON: Record<Colour, number> = { 0: 0xffffff, 1: 0x1d1b18, 2: 0xffffff, 3: 0xffffff };
const SPIRIT = 0xd9dde2;
const GOLD = 0xf2c14e;

function label(text: string, size: number, fill: number, weight: '700' | '400' = '700'): Text {
  const t = new Text({ text, style: { fontFamily: FONT_FAMILY, fontWeight: weight, fontSize: size, fill, padding: 4 } });
  t.anchor.set(0.5);
  return t;
}

/** Three curved claw slashes. */
function claw(g: Graphics, cx: number, cy: number, s: number, color: number): void {
  for (let i = -1; i <= 1; i++) {
    const x = cx + i * s * 0.32;
    g.moveTo(x - s * 0.18, cy - s * 0.5).quadraticCurveTo(x + s * 0.12, cy, x - s * 0.1, cy + s * 0.5)
      .stroke({ width: s * 0.12, color, cap: 'round' });
  }
}

function sun(g: Graphics, cx: number, cy: number, s: number, color: number): void {
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    g.moveTo(cx + Math.cos(a) * s * 0.3, cy + Math.sin(a) * s * 0.3).lineTo(cx + Math.cos(a) * s * 0.5, cy + Math.sin(a) * s * 0.5)
      .stroke({ width: s * 0.07, color, cap: 'round' });
  }
  g.circle(cx, cy, s * 0.24).fill({ color });
}

function fern(g: Graphics, cx: number, cy: number, s: number, color: number): void {
  const top = cy - s * 0.5, bottom = cy + s * 0.5;
  g.moveTo(cx, bottom).quadraticCurveTo(cx + s * 0.08, cy, cx, top).stroke({ width: s * 0.06, color, cap: 'round' });
  for (let i = 0; i < 6; i++) {
    const y = bottom - (i + 1) * (s / 7.2);
    const len = s * (0.36 - i * 0.04);
    g.moveTo(cx, y).quadraticCurveTo(cx - len * 0.6, y - len * 0.1, cx - len, y - len * 0.45).stroke({ width: s * 0.05, color, cap: 'round' });
    g.moveTo(cx, y).quadraticCurveTo(cx + len * 0.6, y - len * 0.1, cx + len, y - len * 0.45).stroke({ width: s * 0.05, color, cap: 'round' });
  }
  koru(g, cx, top + s * 0.02, s * 0.08, color, s * 0.04, 0, false, 0.8, 1);
}

function wave(g: Graphics, cx: number, cy: number, s: number, color: number): void {
  for (let row = 0; row < 3; row++) {
    const y = cy - s * 0.28 + row * s * 0.28;
    g.moveTo(cx - s * 0.5, y);
    for (let k = 0; k < 4; k++) {
      const x0 = cx - s * 0.5 + k * s * 0.25;
      g.quadraticCurveTo(x0 + s * 0.0625, y - s * 0.12, x0 + s * 0.125, y).quadraticCurveTo(x0 + s * 0.1875, y + s * 0.12, x0 + s * 0.25, y);
    }
    g.stroke({ width: s * 0.07, color, cap: 'round' });
  }
}

export function drawMotif(g: Graphics, colour: Colour, cx: number, cy: number, s: number, color: number): void {
  if (colour === 0) claw(g, cx, cy, s, color);
  else if (colour === 1) sun(g, cx, cy, s, color);
  else if (colour === 2) fern(g, cx, cy, s, color);
  else wave(g, cx, cy, s, color);
}

function star(g: Graphics, cx: number, cy: number, r: number, color: number, stroke: number): void {
  const pts: number[] = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 === 0 ? r : r * 0.45;
    pts.push(cx + Math.cos(a) * rr, cy + Math.sin(a) * rr);
  }
  g.poly(pts).fill({ color }).stroke({ width: 2, color: stroke });
}

function frame(g: Graphics, fill: number, edge: number): void {
  g.roundRect(0, 0, CARD_W, CARD_H, CARD_RADIUS).fill({ color: fill });
  g.roundRect(0.75, 0.75, CARD_W - 1.5, CARD_H - 1.5, CARD_RADIUS - 0.5).stroke({ width: 1.5, color: edge });
}

const ANIMAL = 0x3b2a1e;

/** A kiwi: round body, small head, the long thin beak, two legs. */
function kiwi(g: Graphics, cx: number, cy: number): void {
  g.moveTo(cx - 8, cy + 26).lineTo(cx - 12, cy + 44).moveTo(cx + 8, cy + 26).lineTo(cx + 10, cy + 44);
  g.stroke({ width: 4, color: ANIMAL, cap: 'round' });
  g.ellipse(cx - 4, cy + 6, 34, 26).fill({ color: ANIMAL });
  g.circle(cx + 26, cy - 10, 12).fill({ color: ANIMAL });
  g.moveTo(cx + 34, cy - 8).lineTo(cx + 56, cy + 16).stroke({ width: 3.5, color: ANIMAL, cap: 'round' });
  g.circle(cx + 29, cy - 13, 2.2).fill({ color: 0xfff6d6 });
}

/** A ruru (Ninox, the morepork owl): upright body, ear tufts, the two big yellow eyes, a hooked beak. */
function ninox(g: Graphics, cx: number, cy: number): void {
  g.ellipse(cx, cy + 10, 30, 40).fill({ color: ANIMAL });
  g.poly([cx - 26, cy - 18, cx - 20, cy - 40, cx - 8, cy - 24]).fill({ color: ANIMAL });
  g.poly([cx + 26, cy - 18, cx + 20, cy - 40, cx + 8, cy - 24]).fill({ color: ANIMAL });
  for (const dx of [-12, 12]) {
    g.circle(cx + dx, cy - 8, 10).fill({ color: 0xf2c230 });
    g.circle(cx + dx, cy - 8, 4.5).fill({ color: 0x111111 });
  }
  g.poly([cx - 4, cy + 2, cx + 4, cy + 2, cx, cy + 11]).fill({ color: 0xd9a441 });
  g.moveTo(cx - 14, cy + 50).lineTo(cx - 14, cy + 56).moveTo(cx + 14, cy + 50).lineTo(cx + 14, cy + 56).stroke({ width: 3, color: ANIMAL, cap: 'round' });
}

/** A tuatara: long low body, spines along the back, four splayed legs, a curling tail. */
function tuatara(g: Graphics, cx: number, cy: number): void {
  g.moveTo(cx - 30, cy + 8).quadraticCurveTo(cx - 58, cy + 16, cx - 50, cy + 40).stroke({ width: 7, color: ANIMAL, cap: 'round' });
  for (const [x, dir] of [[-18, -1], [14, 1]] as const) {
    g.moveTo(cx + x, cy + 10).lineTo(cx + x + dir * 10, cy + 28).stroke({ width: 5, color: ANIMAL, cap: 'round' });
    g.moveTo(cx + x, cy - 4).lineTo(cx + x + dir * 10, cy - 22).stroke({ width: 5, color: ANIMAL, cap: 'round' });
  }
  g.ellipse(cx - 4, cy + 3, 32, 12).fill({ color: ANIMAL });
  g.ellipse(cx + 34, cy + 1, 14, 9).fill({ color: ANIMAL });
  for (let i = 0; i < 7; i++) {
    const x = cx - 26 + i * 9;
    g.poly([x - 3, cy - 7, x, cy - 16, x + 3, cy - 7]).fill({ color: 0x6b8f3a });
  }
  g.circle(cx + 38, cy - 2, 2).fill({ color: 0xfff6d6 });
}

function buildFace(card: Card): Container {
  const root = new Container();
  const g = new Graphics();
  root.addChild(g);
  const cx = CARD_W / 2, cy = CARD_H / 2;
  const kind = kindOf(card);
  if (kind === 'warrior') {
    const v = valueOf(card);
    const col = colourOfValue(v);
    const c = MAUWI_COLOURS[col], ink = INK_ON[col];
    frame(g, PALETTE.cream, PALETTE.cardEdge);
    g.roundRect(6, 6, CARD_W - 12, CARD_H - 12, CARD_RADIUS - 4).fill({ color: c });
    g.roundRect(6, 6, CARD_W - 12, CARD_H - 12, CARD_RADIUS - 4).stroke({ width: 2, color: 0x000000, alpha: 0.25 });
    const art = new Graphics();
    drawMotif(art, col, cx, cy + 14, 70, ink);
    art.alpha = 0.9;
    root.addChild(art);
    const big = label(String(v), 46, ink);
    big.position.set(26, 32);
    const small = label(String(v), 30, ink);
    small.position.set(CARD_W - 22, CARD_H - 24);
    small.rotation = Math.PI;
    root.addChild(big, small);
  } else if (kind === 'spirit') {
    frame(g, SPIRIT, 0x9aa1a8);
    g.roundRect(6, 6, CARD_W - 12, CARD_H - 12, CARD_RADIUS - 4).stroke({ width: 2, color: 0x8a929a, alpha: 0.8 });
    catSilhouette(g, cx, cy + 8, 96, 0xffffff, 0.95);
    // The ghost's wavy hem and eyes.
    g.circle(cx - 11, cy - 12, 4).fill({ color: 0x59616a });
    g.circle(cx + 9, cy - 12, 4).fill({ color: 0x59616a });
    const z = label('0', 30, 0x59616a);
    z.position.set(22, 26);
    root.addChild(z);
  } else if (kind === 'joker') {
    frame(g, GOLD, PALETTE.goldDeep);
    g.roundRect(6, 6, CARD_W - 12, CARD_H - 12, CARD_RADIUS - 4).stroke({ width: 2.5, color: PALETTE.goldDeep });
    star(g, cx, cy - 2, 40, 0xfff6d6, PALETTE.goldDeep);
    const m = label('Maui', 24, PALETTE.ink);
    m.position.set(cx, CARD_H - 28);
    root.addChild(m);
  } else {
    frame(g, PALETTE.flaxLight, PALETTE.wood);
    g.roundRect(6, 6, CARD_W - 12, CARD_H - 12, CARD_RADIUS - 4).stroke({ width: 2, color: PALETTE.wood });
    const name = kind === 'kiwi' ? 'Kiwi' : kind === 'ninox' ? 'Ninox' : 'Tuatara';
    // Each expert animal has its own silhouette (shape, not colour, tells them apart).
    g.ellipse(cx, cy - 8, 48, 54).fill({ color: PALETTE.wood, alpha: 0.12 });
    if (kind === 'kiwi') kiwi(g, cx, cy - 6);
    else if (kind === 'ninox') ninox(g, cx, cy - 8);
    else tuatara(g, cx, cy - 4);
    const n = label(name, 22, PALETTE.ink);
    n.position.set(cx, CARD_H - 26);
    root.addChild(n);
  }
  return root;
}

function buildBack(): Container {
  const root = new Container();
  const g = new Graphics();
  root.addChild(g);
  g.roundRect(0, 0, CARD_W, CARD_H, CARD_RADIUS).fill({ color: 0x1f3b5c });
  g.roundRect(0.75, 0.75, CARD_W - 1.5, CARD_H - 1.5, CARD_RADIUS - 0.5).stroke({ width: 1.5, color: 0x0e1f33 });
  g.roundRect(5, 5, CARD_W - 10, CARD_H - 10, CARD_RADIUS - 4).stroke({ width: 1.6, color: PALETTE.flaxLight, alpha: 0.85 });
  nihoFrame(g, 10, 10, CARD_W - 20, CARD_H - 20, 8, 10, 0x8fb7d9, 0.6);
  g.ellipse(CARD_W / 2, CARD_H / 2, 40, 50).fill({ color: 0x10263f, alpha: 0.9 }).stroke({ width: 1.5, color: PALETTE.flaxLight, alpha: 0.8 });
  const nine = label('9', 52, PALETTE.flaxLight);
  nine.position.set(CARD_W / 2, CARD_H / 2 - 10);
  const x2 = label('×2', 24, PALETTE.flaxLight);
  x2.position.set(CARD_W / 2, CARD_H / 2 + 26);
  root.addChild(nine, x2);
  return root;
}

function buildSlot(): Container {
  const g = new Graphics();
  g.roundRect(0, 0, CARD_W, CARD_H, CARD_RADIUS).fill({ color: 0x000000, alpha: 0.18 });
  g.roundRect(3, 3, CARD_W - 6, CARD_H - 6, CARD_RADIUS - 2).stroke({ width: 3, color: PALETTE.pounamuLight, alpha: 0.4 });
  return g;
}

function buildGlow(): Container {
  const g = new Graphics();
  const spread = 14;
  for (let i = spread; i >= 1; i--) {
    const t = 1 - i / (spread + 1);
    g.roundRect(spread - i, spread - i, CARD_W + i * 2, CARD_H + i * 2, CARD_RADIUS + i).fill({ color: GOLD, alpha: 0.9 * t * t * 0.22 });
  }
  g.roundRect(spread - 2, spread - 2, CARD_W + 4, CARD_H + 4, CARD_RADIUS + 2).stroke({ width: 4, color: GOLD, alpha: 1 });
  return g;
}
export const GLOW_SPREAD = 14;

/** Textures of the Mauwi deck; one per card id, baked on first use. */
export class MauwiArt {
  private readonly cache = new Map<string, Texture>();
  constructor(private readonly renderer: Renderer, private readonly resolution: number) {}

  face(card: Card): Texture { return this.get(`f${card}`, () => buildFace(card)); }
  back(): Texture { return this.get('back', buildBack); }
  slot(): Texture { return this.get('slot', buildSlot); }
  /** A golden halo; CARD_W + 2 × GLOW_SPREAD wide, centred on the card. */
  glow(): Texture { return this.get('glow', buildGlow, GLOW_SPREAD); }
  /** A card (its back when null) `w` px wide, centred on its position. */
  sprite(card: Card | null, w: number): Sprite {
    const s = new Sprite(card === null ? this.back() : this.face(card));
    s.anchor.set(0.5);
    s.scale.set(w / CARD_W);
    return s;
  }

  destroy(): void {
    for (const t of this.cache.values()) t.destroy(true);
    this.cache.clear();
  }

  private get(key: string, build: () => Container, pad = 0): Texture {
    let t = this.cache.get(key);
    if (!t) {
      const target = build();
      t = this.renderer.generateTexture({ target, frame: new Rectangle(0, 0, CARD_W + pad * 2, CARD_H + pad * 2), resolution: this.resolution, antialias: true });
      target.destroy({ children: true });
      this.cache.set(key, t);
    }
    return t;
  }
}
