// What every game's scene is on top of its drawing: a table (the scaffold) that hears its proposals and redraws
// and tears it down, and the moves the last render offered (none while frozen). P: what a touch proposes;
// E: the game's events.
import { MoveOffer } from './move-offer';
import type { TableScaffold } from './table-scaffold';
import type { Tweener } from './tween';

export abstract class TableScene<P, E = never> {
  protected readonly moves = new MoveOffer<E>();

  constructor(protected readonly t: TableScaffold<P>) {}

  /** The table's tweens (motion settings honoured, all ended with the table). */
  protected get tw(): Tweener {
    return this.t.tweener;
  }

  onPropose(handler: (p: P) => void): void {
    this.t.proposals.add(handler);
  }

  /** Called after every redraw (a selection, a resize, a new view), so DOM keys can follow the pieces. */
  onRedraw(handler: () => void): void {
    this.t.redraws.add(handler);
  }

  destroy(): void {
    this.t.destroy();
  }

  /** What a touch made (nothing when it made nothing); the controller accepts or refuses it. */
  protected propose(p: P | null): void {
    if (p) this.t.propose(p);
  }

  /** The moves that may be lit and proposed now. */
  protected legal(): E[] {
    return this.moves.now;
  }
}
