// The Miau! Miau! deck's art (src/scene/card-art.ts) plus the one card Meow Meow never needed: the joker,
// a cream card with a gold frame, gold stars in the corners (the same shape as the star on a joker in a meld)
// and a grinning cat in a jester's cap.
import { Container, Graphics, Rectangle, Text, type Renderer, type Texture } from 'pixi.js';
import { CardArt } from '../../../scene/card-art';
import { cap, catFace } from '../../../scene/motifs';
import { CARD_H, CARD_RADIUS, CARD_W, FONT_FAMILY, PALETTE } from '../../../scene/theme';
import { isJoker } from '../rules/constants';

const JESTER = { fur: 0xe4a257, stripes: 0xb86a26, muzzle: 0xf8ead2, ink: 0x3a2614, eye: 0x9ccf5a, innerEar: 0xf0b9a0 };

/** A five-pointed star, the joker's mark (on the card and on a joker standing for a card in a meld). */
export function jokerStar(g: Graphics, x: number, y: number, r: number): Graphics {
  return g.star(x, y, 5, r, r * 0.45).fill({ color: PALETTE.gold }).stroke({ width: Math.max(1, r * 0.18), color: PALETTE.wood });
}

export class PurrCardArt extends CardArt {
  private jokerTexture: Texture | null = null;

  constructor(private readonly gpu: Renderer, private readonly res: number) {
    super(gpu, res);
  }

  override face(card: number, colourMarks: boolean): Texture {
    return isJoker(card) ? this.joker() : super.face(card, colourMarks);
  }

  joker(): Texture {
    if (!this.jokerTexture) {
      const c = buildJoker();
      this.jokerTexture = this.gpu.generateTexture({ target: c, frame: new Rectangle(0, 0, CARD_W, CARD_H), resolution: this.res, antialias: true });
      c.destroy({ children: true });
    }
    return this.jokerTexture;
  }

  override destroy(): void {
    this.jokerTexture?.destroy(true);
    this.jokerTexture = null;
    super.destroy();
  }
}

function buildJoker(): Container {
  const c = new Container();
  const g = new Graphics();
  g.roundRect(0, 0, CARD_W, CARD_H, CARD_RADIUS).fill({ color: PALETTE.cream }).stroke({ width: 3, color: PALETTE.goldDeep });
  g.roundRect(7, 7, CARD_W - 14, CARD_H - 14, CARD_RADIUS - 4).stroke({ width: 2, color: PALETTE.gold });
  // Corner marks where a card's index would be, so an overlapped joker is still known by its corner.
  jokerStar(g, 22, 24, 15);
  jokerStar(g, CARD_W - 22, CARD_H - 24, 15);
  c.addChild(g);
  const cat = new Graphics();
  catFace(cat, CARD_W / 2, CARD_H / 2 + 10, 30, JESTER);
  cap(cat, CARD_W / 2, CARD_H / 2 - 22, 58, 26, PALETTE.vermillion, PALETTE.wood, PALETTE.gold);
  c.addChild(cat);
  const word = new Text({ text: 'JOKER', style: { fontFamily: FONT_FAMILY, fontWeight: '700', fontSize: 20, fill: PALETTE.ink, letterSpacing: 2, padding: 2 } });
  word.anchor.set(0.5);
  word.position.set(CARD_W / 2, CARD_H - 30);
  c.addChild(word);
  return c;
}
