// A seat around the table: a compact carved plate with the player's cat, name and card count, a
// small fan of face-down cards peeking above it, a golden glow and paw when it is their turn,
// and room for a short-lived note ("skipped", "Meow!"). Origin: the plate's centre.
import { Container, Graphics, Text } from 'pixi.js';
import { woodGradient } from './gradients';
import { Badge, BADGE_STYLES, type BadgeStyle } from './badge';
import { CardSprite } from './card';
import type { CardArt } from './card-art';
import type { Placement } from './hand-fan';
import { catFace, crown, paw, type CatColours } from './motifs';
import { getMotion, type Tweener } from './tween';
import { FONT_FAMILY, PALETTE } from './theme';

const MINI_SHOWN = 9;

const AVATARS: CatColours[] = [
  { fur: 0xe4a257, stripes: 0xb86a26, muzzle: 0xf8ead2, ink: 0x3a2614, eye: 0x9ccf5a, innerEar: 0xf0b9a0 },
  { fur: 0xb9bcc2, stripes: 0x8d9098, muzzle: 0xf7f3ea, ink: 0x2a2623, eye: 0x7fc3a4, innerEar: 0xe6b3b3 },
  { fur: 0x3b3733, stripes: null, muzzle: 0xf4efe4, ink: 0x141210, eye: 0xd9d36b, innerEar: 0xc98f8f },
  { fur: 0xf1e6d2, stripes: 0xd39a5a, muzzle: null, ink: 0x3a2a1c, eye: 0x6fb3d9, innerEar: 0xf2bcb0 },
  { fur: 0x8a6a4d, stripes: 0x5a4330, muzzle: 0xe8dccb, ink: 0x241a10, eye: 0xd9b64a, innerEar: 0xd8a38f },
  { fur: 0x6f7780, stripes: null, muzzle: 0xeef0f2, ink: 0x1c2024, eye: 0xe0a848, innerEar: 0xd9a3a3 },
];

export interface SeatPlateOptions {
  name: string;
  /** Picks the cat on the avatar. */
  avatar: number;
  width: number;
  height: number;
  /** Show the small fan of face-down cards (opponents; not the local seat, whose hand is shown). */
  miniFan: boolean;
}

/** One breath of the turn glow, and how many it takes when a turn begins. */
const BREATH_MS = 2400;
const BREATHS = 2;

export class SeatPlate extends Container {
  private readonly glow = new Graphics();
  private readonly fan = new Container();
  private readonly plate = new Graphics();
  private readonly avatar = new Graphics();
  private readonly nameText: Text;
  private readonly countText: Text;
  private readonly countIcon = new Graphics();
  private readonly marker = new Graphics();
  private readonly crownMarker = new Graphics();
  private readonly notes = new Container();
  private minis: CardSprite[] = [];
  private w: number;
  private h: number;
  private playerName = '';
  private count = 0;
  private turn = false;
  private winner = false;
  private pulseT = 0;
  private note: Badge | null = null;
  private readonly woodFill = woodGradient();

  constructor(private readonly art: CardArt, private readonly tweener: Tweener, private opts: SeatPlateOptions) {
    super();
    this.w = opts.width;
    this.h = opts.height;
    this.nameText = new Text({ text: '', style: { fontFamily: FONT_FAMILY, fontWeight: '700', fontSize: 18, fill: PALETTE.text, padding: 2 } });
    this.nameText.anchor.set(0, 0.5);
    this.countText = new Text({ text: '0', style: { fontFamily: FONT_FAMILY, fontWeight: '700', fontSize: 16, fill: PALETTE.flaxLight, padding: 2 } });
    this.countText.anchor.set(0, 0.5);
    this.addChild(this.glow, this.fan, this.plate, this.avatar, this.nameText, this.countIcon, this.countText, this.marker, this.crownMarker, this.notes);
    this.eventMode = 'none';
    this.fan.visible = opts.miniFan;
    this.resize(opts.width, opts.height);
    this.setName(opts.name);
  }

  get plateWidth(): number {
    return this.w;
  }

  get plateHeight(): number {
    return this.h;
  }

  resize(width: number, height: number): void {
    this.w = width;
    this.h = height;
    const w = width, h = height;
    const u = h / 62;
    const r = h * 0.3;
    this.plate.clear()
      .roundRect(-w / 2 + 2, -h / 2 + 4, w, h, r).fill({ color: 0x000000, alpha: 0.3 })
      .roundRect(-w / 2, -h / 2, w, h, r).fill(this.woodFill).stroke({ width: 2 * u, color: PALETTE.flax, alpha: 0.9 })
      .roundRect(-w / 2 + 4 * u, -h / 2 + 4 * u, w - 8 * u, h - 8 * u, r - 3 * u).stroke({ width: 1, color: PALETTE.flaxLight, alpha: 0.3 });

    // Avatar: a cat in a round frame at the left end.
    const ar = h * 0.36;
    const ax = -w / 2 + h * 0.5;
    this.avatar.clear()
      .circle(ax, 0, ar).fill({ color: PALETTE.pounamuDark }).stroke({ width: 2 * u, color: PALETTE.flax });
    catFace(this.avatar, ax, ar * 0.2, ar * 0.62, AVATARS[this.opts.avatar % AVATARS.length]);

    const tx = ax + ar + 9 * u;
    this.nameText.style.fontSize = Math.round(18 * u);
    this.nameText.position.set(tx, -h * 0.17);
    this.countText.style.fontSize = Math.round(16 * u);
    this.countIcon.clear();
    const iw = 11 * u, ih = 15 * u;
    this.countIcon.roundRect(-iw / 2 - 2 * u, -ih / 2 + u, iw, ih, 2 * u).fill({ color: PALETTE.pounamu }).stroke({ width: 1, color: PALETTE.flaxLight })
      .roundRect(-iw / 2 + 2 * u, -ih / 2 - u, iw, ih, 2 * u).fill({ color: PALETTE.jade }).stroke({ width: 1, color: PALETTE.flaxLight });
    this.countIcon.position.set(tx + iw / 2 + 2 * u, h * 0.2);
    this.countText.position.set(tx + iw + 8 * u, h * 0.2);

    // Turn marker: a golden paw at the right end of the plate.
    this.marker.clear()
      .circle(0, 0, h * 0.3).fill({ color: PALETTE.gold }).stroke({ width: 2 * u, color: PALETTE.wood });
    paw(this.marker, 0, 1 * u, h * 0.36, PALETTE.wood);
    this.marker.position.set(w / 2 - h * 0.42, 0);
    this.crownMarker.clear()
      .circle(0, 0, h * 0.3).fill({ color: PALETTE.gold }).stroke({ width: 2 * u, color: PALETTE.wood });
    crown(this.crownMarker, 0, 1 * u, h * 0.36, h * 0.24, PALETTE.cream, PALETTE.wood, PALETTE.vermillion);
    this.crownMarker.position.set(w / 2 - h * 0.42, 0);

    this.glow.clear();
    for (let i = 7; i >= 1; i--) {
      const s = i * 2.6 * u;
      this.glow.roundRect(-w / 2 - s, -h / 2 - s, w + s * 2, h + s * 2, r + s).fill({ color: PALETTE.gold, alpha: 0.07 });
    }
    this.glow.roundRect(-w / 2 - 2 * u, -h / 2 - 2 * u, w + 4 * u, h + 4 * u, r + 2 * u).stroke({ width: 3 * u, color: PALETTE.gold });

    this.notes.position.set(w * 0.2, -h / 2 - 4 * u);
    this.setName(this.playerName, true);
    this.layoutMinis();
    this.applyTurn();
  }

  /** Opponents show a small fan of backs; the local seat (whose hand is at the bottom) does not. */
  setMiniFan(on: boolean): void {
    if (on === this.opts.miniFan) return;
    this.opts = { ...this.opts, miniFan: on };
    this.fan.visible = on;
    this.layoutMinis();
  }

  setName(name: string, force = false): void {
    if (name === this.playerName && !force) return;
    this.playerName = name;
    const max = this.w - this.h * 1.55 - 6;
    const u = this.h / 62;
    this.nameText.text = name;
    this.nameText.style.fontSize = Math.round(18 * u);
    if (this.nameText.width > max) this.nameText.style.fontSize = Math.round(15 * u);
    if (this.nameText.width > max) {
      let s = name;
      while (s.length > 1 && this.nameText.width > max) {
        s = s.slice(0, -1);
        this.nameText.text = s.trimEnd() + '…';
      }
    }
  }

  setCount(n: number): void {
    this.count = n;
    this.countText.text = String(n);
    this.layoutMinis();
  }

  get cardCount(): number {
    return this.count;
  }

  setTurn(on: boolean): void {
    if (on && !this.turn) this.pulseT = 0; // a new turn breathes again
    this.turn = on;
    this.applyTurn();
  }

  setWinner(on: boolean): void {
    this.winner = on;
    this.applyTurn();
  }

  /** A short note above the plate; it fades after `holdMs` (kept until cleared when motion is off). */
  showNote(text: string, style: BadgeStyle = BADGE_STYLES.note, holdMs = 1800): void {
    this.clearNote();
    const b = new Badge(text, style, this.h / 62);
    this.note = b;
    this.notes.addChild(b);
    void b.pop(this.tweener, this.h / 62);
    if (getMotion() !== 'off') {
      void this.tweener.tween(b, { alpha: 0 }, 400, { delay: holdMs, ambient: true }).then(() => {
        if (this.note === b) this.clearNote();
      });
    }
  }

  override destroy(options?: Parameters<Container['destroy']>[0]): void {
    this.clearNote();
    super.destroy(options);
  }

  clearNote(): void {
    if (!this.note) return;
    this.tweener.killTweensOf(this.note, false);
    this.note.destroy({ children: true });
    this.note = null;
  }

  /** Where a card joins this seat's fan (in the plate's parent coordinates). */
  fanPlacement(): Placement {
    const mw = this.miniWidth();
    return { x: this.x, y: this.y - this.h / 2 - mw * 0.45, rotation: 0, width: mw };
  }

  /** Called every frame by the scene for the gentle breathing of the turn glow (allocates nothing); true while it
   *  breathes: with full motion, for BREATHS breaths after the turn begins, then the glow holds still at full
   *  strength, so a table waiting for a player rests (draws nothing) however long it waits. */
  tick(deltaMS: number): boolean {
    if (!this.turn || !this.glow.visible || this.destroyed) return false;
    if (getMotion() !== 'full' || this.pulseT >= BREATHS * BREATH_MS) {
      if (this.glow.alpha !== 1) this.glow.alpha = 1;
      return false;
    }
    this.pulseT = Math.min(this.pulseT + deltaMS, BREATHS * BREATH_MS);
    this.glow.alpha = 0.72 + 0.28 * Math.cos((this.pulseT / BREATH_MS) * Math.PI * 2);
    return true;
  }

  private applyTurn(): void {
    this.glow.visible = this.turn || this.winner;
    if (!this.turn) this.glow.alpha = 1;
    this.marker.visible = this.turn && !this.winner;
    this.crownMarker.visible = this.winner;
  }

  private miniWidth(): number {
    return Math.round(this.h * 0.5);
  }

  private layoutMinis(): void {
    if (!this.opts.miniFan) return;
    const n = Math.min(this.count, MINI_SHOWN);
    const mw = this.miniWidth();
    const mh = mw * 1.4;
    while (this.minis.length < n) {
      const s = new CardSprite(this.art, null, false, mw, false);
      this.minis.push(s);
      this.fan.addChild(s);
    }
    // Held like a hand: rotated about a point below the cards.
    const spread = Math.min(0.16, 0.9 / Math.max(1, n - 1));
    const radius = mh * 1.5;
    const pivotY = -this.h / 2 + radius - mh * 0.5;
    this.minis.forEach((s, i) => {
      s.visible = i < n;
      if (i >= n) return;
      const a = (i - (n - 1) / 2) * spread;
      s.setDisplayWidth(mw);
      s.rotation = a;
      s.position.set(Math.sin(a) * radius, pivotY - Math.cos(a) * radius);
    });
  }
}

