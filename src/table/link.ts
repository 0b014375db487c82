// One connection between the table host and one seat's device, whatever carries it: the in-process pair (one
// device, the tests), a WebRTC data channel (devices in one room), a room on the online server (online/sdk-link.ts, server/room-link.ts). Messages are plain
// JSON values; the link neither checks nor trusts them (the protocol does, on both ends), except between two ends in
// one page (a person or the watcher on this device), whose messages this app's own code wrote.

export interface Link {
  /** Sends one message; false when the link is closed (nothing is queued for later). */
  send(message: unknown): boolean;
  /** The messages that arrive, in order. One listener: a later call replaces it. */
  onMessage(listener: (message: unknown) => void): void;
  /** Called once when the link is gone (closed by either end, or the device went away). */
  onClose(listener: () => void): void;
  readonly open: boolean;
  close(): void;
  /** True when both ends are in this page (linkPair): what arrives was written by this app's own host or guest, so
   *  the protocol's check of a stranger's message is skipped (the host's door still admits every event). */
  readonly samePage?: boolean;
}

/** Messages kept for a listener not set yet (a host's invite may come before its guest listens). */
const MAX_EARLY_MESSAGES = 256;

/** What every kind of link does alike: one message listener (what came before it is kept for it, in order), close
 *  listeners told once (each on its own microtask, never inside the call that closed it), and `open` until then.
 *  A kind adds how it sends and closes, and hands what arrives to `deliver`. */
export abstract class LinkEnd implements Link {
  private listener: ((message: unknown) => void) | null = null;
  private early: unknown[] = [];
  private closeListeners: (() => void)[] = [];
  private ended = false;

  abstract send(message: unknown): boolean;
  abstract close(): void;

  get open(): boolean {
    return !this.ended;
  }

  /** Whether the link has ended (a subclass's `open` may ask more of it). */
  protected get closed(): boolean {
    return this.ended;
  }

  onMessage(listener: (message: unknown) => void): void {
    this.listener = listener;
    // What came before there was a listener, in order, never inside this call.
    const early = this.early;
    this.early = [];
    if (early.length > 0) queueMicrotask(() => early.forEach((m) => this.listener?.(m)));
  }

  /** A message that arrived: to the listener, or kept for it. */
  protected deliver(message: unknown): void {
    if (this.listener) this.listener(message);
    else if (this.early.length < MAX_EARLY_MESSAGES) this.early.push(message);
  }

  onClose(listener: () => void): void {
    if (this.ended) queueMicrotask(listener);
    else this.closeListeners.push(listener);
  }

  /** Ends the link and tells its close listeners; false when it had ended already (nothing more to undo). */
  protected shut(): boolean {
    if (this.ended) return false;
    this.ended = true;
    const listeners = this.closeListeners;
    this.closeListeners = [];
    for (const l of listeners) queueMicrotask(l);
    return true;
  }
}

/** Two ends of one in-process link: what one sends, the other receives on a later microtask (as a real link would,
 *  never inside the sender's call). Closing either end closes both. `samePage` (the seats of this device): both ends
 *  are this app's, and their messages skip the protocol's check; the tests' stand-ins for other devices leave it off. */
export function linkPair(options: { samePage?: boolean } = {}): [Link, Link] {
  const a = new PairEnd(options.samePage === true);
  const b = new PairEnd(options.samePage === true);
  a.peer = b;
  b.peer = a;
  return [a, b];
}

class PairEnd extends LinkEnd {
  peer!: PairEnd;

  constructor(readonly samePage: boolean) {
    super();
  }

  send(message: unknown): boolean {
    if (this.closed) return false;
    // A copy, as a real link would carry: the receiver never shares an object with the sender (a host's view shares
    // arrays with its state, and a scene may sort what it is given).
    const copy = JSON.parse(JSON.stringify(message)) as unknown;
    // Delivered even when a close follows at once (a refusal, then goodbye), as a data channel delivers what it sent.
    queueMicrotask(() => this.peer.deliver(copy));
    return true;
  }

  close(): void {
    this.shut();
    this.peer.shut();
  }
}
