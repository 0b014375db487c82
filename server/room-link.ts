// A seat's link (src/table/link.ts) over one Colyseus client: the host's messages go out as the room's 'table'
// message, the client's 'table' messages come in. The link outlives a dropped connection for the room's grace
// period (allowReconnection): what the host says meanwhile waits here and goes out, in order, on the connection
// that comes back, so the host never sees a short drop. A longer one closes the link (the host marks the seat away).
import { CloseCode, type Client } from '@colyseus/core';
import { LinkEnd } from '../src/table/link';

import { TABLE_MESSAGE } from '../src/table/online/messages';

export { TABLE_MESSAGE };

/** What may wait for a dropped client: about a game's worth of updates; past it the seat is let go. */
const MAX_WAITING = 512;

export interface RoomLinkOptions {
  /** Every message as the host sends it (the tests check what each seat is told). */
  tap?(message: unknown): void;
  maxWaiting?: number;
  /** The host welcomed the device into its seat (the room's admission counts it proven from then on). */
  welcomed?(): void;
}

export class RoomLink extends LinkEnd {
  /** Sent by the host, not yet on the wire while the client is dropped. */
  private readonly out: unknown[] = [];

  constructor(private client: Client | null, private readonly opts: RoomLinkOptions = {}) {
    super();
  }

  /** The client on this link now (null while dropped). */
  get sessionClient(): Client | null {
    return this.client;
  }

  send(message: unknown): boolean {
    if (this.closed) return false;
    this.opts.tap?.(message);
    if ((message as { type?: unknown } | null)?.type === 'welcome') this.opts.welcomed?.();
    this.out.push(message);
    if (this.out.length > (this.opts.maxWaiting ?? MAX_WAITING)) {
      this.close();
      return false;
    }
    this.flush();
    return true;
  }

  /** The host (or the room) lets the seat's device go. */
  close(): void {
    if (this.closed) return;
    const client = this.client;
    this.shut();
    // What was already on its way still goes (a refusal, then goodbye), as a data channel delivers what it sent.
    // CONSENTED: the device is let go, not dropped (with no code the socket closes with 1005, which the room and the
    // SDK take for a lost network: the room would hold the place for the grace period, the SDK would come back).
    client?.leave(CloseCode.CONSENTED);
  }

  // ---- the room's side ----

  /** A message from the client. */
  receive(message: unknown): void {
    if (!this.closed) this.deliver(message);
  }

  /** The connection dropped; the room holds the seat for the grace period. */
  dropped(): void {
    this.client = null;
  }

  /** The same client came back (allowReconnection): what waited goes out now. */
  resumed(client: Client): void {
    if (this.closed) return;
    this.client = client;
    this.flush();
  }

  /** The client is gone for good (left, or its grace ran out). */
  left(): void {
    this.client = null;
    this.shut();
  }

  private flush(): void {
    while (this.client && this.out.length > 0) this.client.send(TABLE_MESSAGE, this.out.shift());
  }
}
