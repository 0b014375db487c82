// What every game's scene is on top of its drawing: a table (the scaffold) that hears its proposals and redraws
// and tears it down, the moves the last render offered (none while frozen), and the one render sequence, written
// here once. A game supplies its parts: how it lays the table out, what it draws, how it animates a change.
// P: what a touch proposes; E: the game's events; V: its view; C: the context a render gets with it.
import { sameState } from '../engine/equal';
import type { Settings } from '../base/settings';
import type { Rect } from './hand-fan';
import { MoveOffer } from './move-offer';
import type { ScenePart } from './scene-part';
import type { TableScaffold } from './table-scaffold';
import type { Tweener } from './tween';

/** The felt for the layout just made (see TableScaffold.drawFelt: `unit` defaults to the size's). */
export interface Felt {
  width: number;
  height: number;
  unit?: number;
  pool?: Rect | null;
}

/** True when two views show the same moves (their `last`), compared by structure, not as JSON text. A view that is
 *  not there (the first render) shows none. */
export function sameMoves(a: { last: unknown } | null, b: { last: unknown } | null): boolean {
  return a !== null && b !== null && sameState(a.last, b.last);
}

export abstract class TableScene<P, E, V, C extends { legal: E[] }> {
  protected readonly moves = new MoveOffer<E>();
  /** The view and context of the last render (null before the first). */
  protected view: V | null = null;
  protected ctx: C | null = null;
  /** The scene's parts, in the order they draw (./scene-part.ts). */
  private readonly sceneParts: ScenePart<V, C>[] = [];

  /** Running tweens land before a render or a resize redraws (the places they fly to go). */
  private readonly finishesMotion: boolean;

  constructor(protected readonly t: TableScaffold<P>, opts: { finishMotion: boolean }) {
    this.finishesMotion = opts.finishMotion;
    t.onResize(() => this.redraw(), opts);
  }

  /** The table's tweens (motion settings honoured, all ended with the table). */
  protected get tw(): Tweener {
    return this.t.tweener;
  }

  /** Draws the view and animates what changed since the last one; resolves when the movement is over. Renders
   *  run one after another, so a new view never moves pieces a running animation still holds. */
  render(view: V, ctx: C): Promise<void> {
    return this.t.inTurn(async () => {
      if (this.t.destroyed) return;
      const prev = this.view;
      const prevCtx = this.ctx;
      this.view = view;
      this.ctx = ctx;
      this.moves.offer(this.offered(ctx));
      if (this.finishesMotion) this.tw.finishAll();
      const news = this.arrive(view, ctx, prev, prevCtx);
      for (const part of this.sceneParts) part.arrive?.(view, ctx, prev, prevCtx);
      this.redraw(true);
      try {
        await this.animate(view, ctx, prev, news);
      } finally {
        // The still picture even after a failed animation (the queue reports the failure).
        if (!this.t.destroyed) {
          this.settle(view, ctx, prev, news);
          for (const part of this.sceneParts) part.settle?.(view, ctx, prev, news);
        }
      }
    });
  }

  onPropose(handler: (p: P) => void): void {
    this.t.proposals.add(handler);
  }

  /** Called after every redraw (a selection, a resize, a new view), so DOM keys can follow the pieces. */
  onRedraw(handler: () => void): void {
    this.t.redraws.add(handler);
  }

  /** The player's new settings, drawn at once. */
  setSettings(settings: Settings): void {
    this.t.applySettings(settings);
    for (const part of this.sceneParts) part.setSettings?.(settings);
    this.redraw();
  }

  destroy(): void {
    for (const part of this.sceneParts) part.destroy?.();
    this.t.destroy();
  }

  /** Adds a part (once, in the constructor), drawn after the parts added before it. */
  protected addPart<T extends ScenePart<V, C>>(part: T): T {
    this.sceneParts.push(part);
    return part;
  }

  /** The one redraw (a new view, a resize, a freeze, a selection): the layout for the size, the felt, the game's
   *  parts, then "I redrew". `arriving`: the redraw of a render, before its animation. */
  protected redraw(arriving = false): void {
    if (this.t.destroyed) return;
    const felt = this.arrange(arriving);
    this.t.drawFelt(felt.width, felt.height, felt.unit, felt.pool);
    this.draw(arriving);
    for (const part of this.sceneParts) part.draw?.(arriving);
    this.t.redrawn();
  }

  /** The layout for the table's size (kept by the game); returns the felt to draw under it. */
  protected abstract arrange(arriving: boolean): Felt;

  /** The game's parts for this.view and this.ctx (none yet when view is null). While `arriving`, a game that moves
   *  its pieces into the new picture (rather than from it) leaves them to animate and settle. */
  protected abstract draw(arriving: boolean): void;

  /** The moves a render offers (by default all the legal ones). */
  protected offered(ctx: C): E[] {
    return ctx.legal;
  }

  /** A new view came (this.view and this.ctx are set to it, nothing redrawn yet): drop stale selections; returns
   *  whether it brings news, a move to show. */
  protected arrive(_view: V, _ctx: C, _prev: V | null, _prevCtx: C | null): boolean {
    return true;
  }

  /** Moves what changed from `prev` to `view`, after the redraw. */
  protected async animate(_view: V, _ctx: C, _prev: V | null, _news: boolean): Promise<void> {}

  /** After the animation (the table still open): what is shown once the movement is over (marks, status). */
  protected settle(_view: V, _ctx: C, _prev: V | null, _news: boolean): void {}

  /** What a touch made (nothing when it made nothing); the table host accepts or refuses it. */
  protected propose(p: P | null): void {
    if (p) this.t.propose(p);
  }

  /** The moves that may be lit and proposed now. */
  protected legal(): E[] {
    return this.moves.now;
  }
}
