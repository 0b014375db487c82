// The moves a table may light and propose now: the legal events of the last render, none while the table is
// frozen (an accepted move is being saved and shown) until the next render offers new ones.
export class MoveOffer<E> {
  private events: E[] = [];
  private frozen = false;

  /** A new render's legal events; it also thaws a frozen table. */
  offer(events: E[]): void {
    this.events = events;
    this.frozen = false;
  }

  freeze(): void {
    this.frozen = true;
  }

  get now(): E[] {
    return this.frozen ? [] : this.events;
  }
}
