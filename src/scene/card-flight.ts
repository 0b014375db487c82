// Cards in flight above the table: a sprite that appears where a card leaves from and flies (turning over on
// the way when asked) to where it lands.
import type { Container } from 'pixi.js';
import { CardSprite } from './card';
import type { CardArt } from './card-art';
import type { Placement } from './hand-fan';
import { CARD_W, DURATION } from './theme';
import { getMotion, type Tweener } from './tween';
import { DEAL_FLIGHT_MS, dealGap } from './deal-order';

/** One card of a deal: where it lands (and how wide), face up there or not, and what to show once it has landed. */
export interface DealtCard {
  card: number | null;
  faceUp: boolean;
  to: Placement;
  landed?: () => void;
}

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

  /** Deals `cards` in the order given, each a back leaving `from()` (the deck's top as it is then), staggered as
   *  Meow Meow deals, turning face up on the way when it lands face up. Reduced motion turns the flights into
   *  fades (the tweener does); with motion off nothing flies and every card is simply there. Once `cutShort()`
   *  says the table changed size, the cards not yet launched land where they are without flying. */
  async deal(from: () => Placement, cards: readonly DealtCard[], opts: { gap?: number; leaving?: () => void; cutShort?: () => boolean } = {}): Promise<void> {
    if (getMotion() === 'off') {
      for (const c of cards) c.landed?.();
      return;
    }
    const gap = opts.gap ?? dealGap(cards.length);
    await this.tweener.stagger(cards, gap, async (c) => {
      if (opts.cutShort?.()) { c.landed?.(); return; }
      opts.leaving?.();
      const s = this.spawn(null, false, from());
      if (c.card !== null) s.setCard(c.card, false);
      await this.fly(s, c.to, { ms: DEAL_FLIGHT_MS, flipTo: c.faceUp ? true : undefined });
      // A redraw may have cleared the flight layer under it.
      if (!s.destroyed) s.destroy();
      c.landed?.();
    });
  }
}
