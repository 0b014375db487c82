// Cards in flight above the table: a sprite that appears where a card leaves from and flies (turning over on
// the way when asked) to where it lands.
import type { Container } from 'pixi.js';
import { CardSprite } from './card';
import type { CardArt } from './card-art';
import type { Placement } from './hand-fan';
import { CARD_W, DURATION } from './theme';
import type { Tweener } from './tween';

export class CardFlights {
  constructor(private readonly art: CardArt, private readonly tweener: Tweener, readonly layer: Container,
    private readonly colourMarks: () => boolean) {}

  /** A card at `at`, in the flight layer, out of reach of taps. */
  spawn(card: number | null, faceUp: boolean, at: Placement): CardSprite {
    const s = new CardSprite(this.art, card, faceUp, at.width, this.colourMarks());
    s.eventMode = 'none';
    s.position.set(at.x, at.y);
    s.rotation = at.rotation;
    this.layer.addChild(s);
    return s;
  }

  /** Flies `s` to `to` (its width there too); `flipTo` turns it face up or down on the way. */
  async fly(s: CardSprite, to: Placement, opts: { ms?: number; delay?: number; flipTo?: boolean } = {}): Promise<void> {
    const ms = opts.ms ?? DURATION.flight;
    const jobs: Promise<void>[] = [this.tweener.tween(s, { x: to.x, y: to.y, rotation: to.rotation, scale: to.width / CARD_W, alpha: 1 }, ms, { delay: opts.delay })];
    if (opts.flipTo !== undefined) jobs.push(s.flip(opts.flipTo, this.tweener, (opts.delay ?? 0) + ms * 0.2));
    await Promise.all(jobs);
  }
}
