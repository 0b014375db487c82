// The people sharing one device, each a seat on its own in-process link to the host (as a phone is on its own
// WebRTC link): one seat screen reads whichever of them holds the device. When the next person asked is another
// one, the device goes to them: through the hand-over (privacy) screen where they would see the table differently
// (a hand, a secret), straight away where nothing is hidden between them (Pocket Cats, Moeraki-Kemu). While only
// others play (bots, phones), a hand that others at this device may not see is turned away.
import type { Reason, Seat } from '../engine/types';
import type { GuestResult, GuestStatus, TableGuest } from './guest';
import type { LogEntryWords, UpdateMessage } from './protocol';
import type { SeatSource } from './seat-screen';

export interface LocalSeatsOptions {
  /** Something is hidden between the people at this device in the position now (hidden-between.ts). */
  privateBetween(): boolean;
  /** Shows the hand-over screen for these seats (any of them may take the device); resolves with the one who did. */
  handOver(seats: Seat[]): Promise<Seat>;
  /** The move log as an onlooker reads it, for a hand turned away. */
  publicLog(): LogEntryWords[];
}

export class LocalSeats implements SeatSource {
  private current: TableGuest;
  private hidden: boolean;
  private handing = false;
  private scheduled = false;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly guests: readonly TableGuest[], private readonly opts: LocalSeatsOptions) {
    this.current = guests[0];
    // Several people at one device: the first one asked takes it (through the hand-over where it must).
    this.hidden = true;
    for (const g of guests) g.subscribe(() => this.schedule());
    this.schedule();
  }

  get status(): GuestStatus {
    return this.current.status;
  }
  get seat(): Seat | null {
    return this.current.seat;
  }
  get table(): string | null {
    return this.current.table;
  }
  get names(): string[] {
    return this.current.names;
  }
  get update(): UpdateMessage | null {
    return this.current.update;
  }
  get log(): readonly LogEntryWords[] {
    return this.hidden ? this.opts.publicLog() : this.current.log;
  }
  get refusal(): Reason | null {
    return this.current.refusal;
  }
  get handHidden(): boolean {
    return this.hidden;
  }

  propose(event: { type: string; [field: string]: unknown }): Promise<GuestResult> {
    return this.current.propose(event);
  }
  letAnswer(): Promise<GuestResult> {
    return this.current.letAnswer();
  }
  undo(): Promise<GuestResult> {
    return this.current.undo();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** One look per burst: the host's update reaches each seat's link on its own microtask. */
  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    queueMicrotask(() => {
      this.scheduled = false;
      void this.follow();
    });
  }

  /** Who holds the device now, after the host's latest word to its seats. */
  private async follow(): Promise<void> {
    // Each seat's first table comes as it joins: look once all of them have theirs.
    if (this.handing || this.guests.some((g) => !g.update)) return;
    // In the order the rules ask them (Mauwi: the attacked player, then the teammate).
    const open = this.current.update!.open;
    const rank = (seat: Seat) => (open.includes(seat) ? open.indexOf(seat) : open.length + seat);
    const asked = this.guests.filter((g) => g.update!.asked).map((g) => g.seat!).sort((a, b) => rank(a) - rank(b));
    const mine = this.current.seat;
    const hiddenBetween = this.opts.privateBetween();
    if (asked.length === 0) {
      this.hidden = hiddenBetween;
    } else if (mine !== null && asked.includes(mine) && !(this.hidden && hiddenBetween)) {
      this.hidden = false;
    } else if (!hiddenBetween) {
      this.current = this.guestOf(mine !== null && asked.includes(mine) ? mine : asked[0]);
      this.hidden = false;
    } else {
      // The table turned away is the next person's (as it will be once they take the device).
      if (mine === null || !asked.includes(mine)) this.current = this.guestOf(asked[0]);
      this.hidden = true;
      this.emit();
      this.handing = true;
      let taken: Seat;
      try {
        taken = await this.opts.handOver(asked);
      } finally {
        this.handing = false;
      }
      this.current = this.guestOf(taken);
      this.hidden = false;
      // The table may have moved while the device was passed on: look again.
      this.schedule();
    }
    this.emit();
  }

  private guestOf(seat: Seat): TableGuest {
    return this.guests.find((g) => g.seat === seat) ?? this.current;
  }

  private emit(): void {
    for (const l of this.listeners) l();
  }
}
