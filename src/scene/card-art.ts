// Card faces and backs drawn with Graphics + Text, each rendered once to a texture and cached,
// so a hand of many cards costs one sprite per card.
//
// Face: cream, a thin border in the suit colour, a large rank index in two corners, a big suit shape;
// court cards (jack, queen, king) are cats with a cap, a tiara and a crown; aces sit between two koru curls.
// Back: pounamu green, a niho taniwha border, a sitting cat whose tail curls into a koru.
import { Container, Graphics, Rectangle, Text, type FillGradient, type Renderer, type Texture } from 'pixi.js';
import { getCardLetters, rankLabelIn, rankOf, suitOf, type CardLetters, type Suit } from '../games/shared/cards';
import { catFace, catSilhouette, cap, crown, koru, nihoFrame, tiara, type CatColours } from './motifs';
import { drawSuit, mix, suitColour, suitWash } from './suits';
import { paperGradient, stoneGradient } from './gradients';
import { CARD_H, CARD_RADIUS, CARD_W, FONT_FAMILY, PALETTE } from './theme';

const GLOW = 16;
const SHADOW = 12;

export class CardArt {
  private faces = new Map<string, Texture>();
  private backs = new Map<string, Texture>();
  private extras = new Map<string, Texture>();
  private destroyed = false;
  /** Gradients in local texture space, shared by every face and back (and every table: ./gradients.ts). */
  private readonly paper = paperGradient();
  private readonly stone = stoneGradient();

  constructor(private readonly renderer: Renderer, private readonly resolution: number) {}

  /** The face of `card`; `colourMarks` selects the four-colour deck; the corner letters are the document's
   *  (the player's language, or the deck's printed ones) unless `letters` says. */
  face(card: number, colourMarks: boolean, letters: CardLetters = getCardLetters()): Texture {
    const key = `${card}:${colourMarks ? 4 : 2}:${letters}`;
    let t = this.faces.get(key);
    if (!t) {
      t = this.bake(buildFace(card, colourMarks, this.paper, letters), CARD_W, CARD_H, this.resolution);
      this.faces.set(key, t);
    }
    return t;
  }

  /** The back; `displayWidth` picks a texture drawn near that size so small fans stay crisp. */
  back(displayWidth = CARD_W): Texture {
    const res = displayWidth < CARD_W * 0.35 ? Math.max(0.5, this.resolution * 0.35) : this.resolution;
    const key = res.toFixed(2);
    let t = this.backs.get(key);
    if (!t) {
      t = this.bake(buildBack(this.stone), CARD_W, CARD_H, res);
      this.backs.set(key, t);
    }
    return t;
  }

  /** A soft golden halo around a card (highlights); its centre is the card's centre. */
  glow(): Texture {
    return this.extra('glow', () => softFrame(CARD_W, CARD_H, CARD_RADIUS, GLOW, PALETTE.gold, 0.9), CARD_W + GLOW * 2, CARD_H + GLOW * 2);
  }

  /** A soft drop shadow of a card; its centre is the card's centre. */
  shadow(): Texture {
    return this.extra('shadow', () => softFrame(CARD_W, CARD_H, CARD_RADIUS, SHADOW, 0x000000, 0.42, true), CARD_W + SHADOW * 2, CARD_H + SHADOW * 2);
  }

  /** An empty place for a pile: a dashed rounded outline. */
  slot(): Texture {
    return this.extra('slot', () => {
      const g = new Graphics();
      g.roundRect(0, 0, CARD_W, CARD_H, CARD_RADIUS).fill({ color: 0x000000, alpha: 0.16 });
      g.roundRect(3, 3, CARD_W - 6, CARD_H - 6, CARD_RADIUS - 2).stroke({ width: 2, color: PALETTE.pounamuLight, alpha: 0.35 });
      catSilhouette(g, CARD_W / 2, CARD_H / 2 + 4, 70, PALETTE.pounamuLight, 0.14);
      return g;
    }, CARD_W, CARD_H);
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    for (const m of [this.faces, this.backs, this.extras]) {
      for (const t of m.values()) t.destroy(true);
      m.clear();
    }
  }

  private extra(key: string, build: () => Container, w: number, h: number): Texture {
    let t = this.extras.get(key);
    if (!t) {
      t = this.bake(build(), w, h, this.resolution);
      this.extras.set(key, t);
    }
    return t;
  }

  private bake(target: Container, w: number, h: number, resolution: number): Texture {
    const texture = this.renderer.generateTexture({ target, frame: new Rectangle(0, 0, w, h), resolution, antialias: true });
    target.destroy({ children: true });
    return texture;
  }
}

// ---------- drawing ----------

function rankText(label: string, color: number): Text {
  const ten = label.length > 1;
  const t = new Text({
    text: label,
    style: {
      fontFamily: FONT_FAMILY, fontWeight: '700', fontSize: ten ? 42 : 48, fill: color,
      letterSpacing: ten ? -2 : 0, padding: 4,
    },
  });
  t.anchor.set(0.5, 0);
  return t;
}

/** One corner index: the rank over a small suit, centred on x = 0, top at y = 0. */
function cornerIndex(card: number, colourMarks: boolean, letters: CardLetters): Container {
  const suit = suitOf(card);
  const color = suitColour(suit, colourMarks);
  const c = new Container();
  const t = rankText(rankLabelIn(rankOf(card), letters), color);
  t.y = -3;
  c.addChild(t);
  const g = new Graphics();
  drawSuit(g, suit, 0, 61, 24, color);
  c.addChild(g);
  return c;
}

const CATS: Record<number, CatColours> = {
  // Bube (jack): a tuxedo cat.
  11: { fur: 0x3b3733, stripes: null, muzzle: 0xf4efe4, ink: 0x1d1b18, eye: 0xc9d96b, innerEar: 0xc98f8f },
  // Dame (queen): a silver cat with a white muzzle.
  12: { fur: 0xb9bcc2, stripes: 0x8d9098, muzzle: 0xf7f3ea, ink: 0x2a2623, eye: 0x7fc3a4, innerEar: 0xe6b3b3 },
  // König (king): a ginger tabby.
  13: { fur: 0xe4a257, stripes: 0xb86a26, muzzle: 0xf8ead2, ink: 0x3a2614, eye: 0x9ccf5a, innerEar: 0xf0b9a0 },
};

function buildFace(card: number, colourMarks: boolean, paper: FillGradient, letters: CardLetters): Container {
  const suit = suitOf(card) as Suit;
  const rank = rankOf(card);
  const color = suitColour(suit, colourMarks);
  const root = new Container();
  const g = new Graphics();
  root.addChild(g);

  g.roundRect(0, 0, CARD_W, CARD_H, CARD_RADIUS).fill(paper);
  g.roundRect(0.75, 0.75, CARD_W - 1.5, CARD_H - 1.5, CARD_RADIUS - 0.5).stroke({ width: 1.5, color: PALETTE.cardEdge });
  g.roundRect(5, 5, CARD_W - 10, CARD_H - 10, CARD_RADIUS - 4).stroke({ width: 1.6, color, alpha: 0.7 });

  const art = new Graphics();
  root.addChild(art);
  const cx = CARD_W / 2;
  const cy = CARD_H / 2;
  if (rank >= 11 && rank <= 13) drawCourt(art, rank, suit, color, colourMarks, cx, cy);
  else if (rank === 14) drawAce(art, suit, color, colourMarks, cx, cy);
  else {
    // A big suit with a quiet printed highlight.
    drawSuit(art, suit, cx, cy + 2, 62, color);
    drawSuit(art, suit, cx - 3, cy - 2, 30, 0xffffff, 0.12);
  }

  const tl = cornerIndex(card, colourMarks, letters);
  tl.position.set(22, 9);
  const br = cornerIndex(card, colourMarks, letters);
  br.position.set(CARD_W - 22, CARD_H - 9);
  br.rotation = Math.PI;
  root.addChild(tl, br);
  return root;
}

function drawAce(g: Graphics, suit: Suit, color: number, colourMarks: boolean, cx: number, cy: number): void {
  const wash = suitWash(suit, colourMarks);
  g.circle(cx, cy + 2, 40).fill({ color: wash }).stroke({ width: 1.5, color, alpha: 0.5 });
  koru(g, CARD_W - 30, 34, 14, color, 3, Math.PI * 0.9, false, 0.9, 0.8);
  koru(g, 30, CARD_H - 34, 14, color, 3, -Math.PI * 0.1, false, 0.9, 0.8);
  drawSuit(g, suit, cx, cy + 2, 58, color);
  drawSuit(g, suit, cx - 3, cy - 3, 26, 0xffffff, 0.14);
}

function drawCourt(g: Graphics, rank: number, suit: Suit, color: number, colourMarks: boolean, cx: number, cy: number): void {
  const wash = suitWash(suit, colourMarks);
  const ink = PALETTE.ink;
  g.circle(cx, cy + 4, 44).fill({ color: wash }).stroke({ width: 1.5, color, alpha: 0.45 });
  koru(g, CARD_W - 30, 32, 12, color, 2.6, Math.PI * 0.9, false, 0.9, 0.55);
  koru(g, 30, CARD_H - 32, 12, color, 2.6, -Math.PI * 0.1, false, 0.9, 0.55);
  const hx = cx, hy = cy + 10, r = 29;
  // Collar in the suit colour with a tag showing the suit.
  g.moveTo(hx - r * 0.85, hy + r * 0.62).quadraticCurveTo(hx, hy + r * 1.2, hx + r * 0.85, hy + r * 0.62)
    .stroke({ width: 6, color, cap: 'round' });
  catFace(g, hx, hy, r, CATS[rank]);
  g.circle(hx, hy + r * 1.08, 9).fill({ color: PALETTE.gold }).stroke({ width: 1.2, color: ink });
  drawSuit(g, suit, hx, hy + r * 1.08, 11, color);
  const headTop = hy - r * 0.86 * 0.72;
  if (rank === 13) crown(g, hx, headTop - 10, 38, 24, PALETTE.gold, ink, mix(color, 0xffffff, 0.1));
  else if (rank === 12) tiara(g, hx, headTop - 7, 40, 20, PALETTE.gold, ink, mix(color, 0xffffff, 0.1));
  else cap(g, hx - 2, headTop - 7, 44, 20, color, ink, PALETTE.gold);
}

function buildBack(stone: FillGradient): Container {
  const g = new Graphics();
  g.roundRect(0, 0, CARD_W, CARD_H, CARD_RADIUS).fill(stone);
  g.roundRect(0.75, 0.75, CARD_W - 1.5, CARD_H - 1.5, CARD_RADIUS - 0.5).stroke({ width: 1.5, color: 0x0d3326 });
  g.roundRect(5, 5, CARD_W - 10, CARD_H - 10, CARD_RADIUS - 4).stroke({ width: 1.6, color: PALETTE.flaxLight, alpha: 0.85 });
  // Niho taniwha band.
  const bx = 10, by = 10, bw = CARD_W - 20, bh = CARD_H - 20;
  nihoFrame(g, bx, by, bw, bh, 9, 10, PALETTE.pounamuLight, 0.85);
  g.rect(bx + 10, by + 10, bw - 20, bh - 20).stroke({ width: 1.2, color: PALETTE.pounamuLight, alpha: 0.7 });
  // Medallion with the cat.
  const cx = CARD_W / 2, cy = CARD_H / 2;
  g.ellipse(cx, cy, 36, 52).fill({ color: 0x0f3b2c, alpha: 0.75 }).stroke({ width: 1.5, color: PALETTE.flaxLight, alpha: 0.8 });
  catSilhouette(g, cx - 4, cy + 6, 66, PALETTE.pounamuLight, 0.95);
  koru(g, cx - 20, cy - 34, 6, PALETTE.flaxLight, 1.6, Math.PI * 0.5, false, 0.6, 0.7);
  koru(g, cx + 20, cy - 34, 6, PALETTE.flaxLight, 1.6, Math.PI * 0.5, true, 0.6, 0.7);
  // A quiet sheen.
  g.roundRect(8, 8, CARD_W - 16, (CARD_H - 16) * 0.45, CARD_RADIUS - 4).fill({ color: 0xffffff, alpha: 0.04 });
  return g;
}

/** Concentric rounded outlines fading outwards (or inwards for shadows) around a card-sized hole. */
function softFrame(w: number, h: number, radius: number, spread: number, color: number, strength: number, filled = false): Graphics {
  const g = new Graphics();
  const steps = spread;
  for (let i = steps; i >= 1; i--) {
    const t = 1 - i / (steps + 1);
    const a = strength * t * t * 0.22;
    g.roundRect(spread - i, spread - i, w + i * 2, h + i * 2, radius + i).fill({ color, alpha: a });
  }
  if (filled) g.roundRect(spread, spread, w, h, radius).fill({ color, alpha: strength * 0.6 });
  else g.roundRect(spread - 1.5, spread - 1.5, w + 3, h + 3, radius + 1.5).stroke({ width: 3, color, alpha: strength });
  return g;
}
