// A seat's device at a table of devices: it joins the host over a link, keeps the latest table its seat may see
// (view, legal events, who may answer, the seats' presence, the move log in its own words) and sends its player's
// moves. Every message from the host is checked (protocol.ts) and a malformed one is dropped; every move waits for
// the host's reply, a refusal comes back with the rules' reason, and nothing waits forever: no reply in time, or
// the link gone, is a refusal in words too.
import type { Reason, Seat } from '../engine/types';
import type { GameId } from '../games/index';
import type { Lang } from '../base/settings';
import type { Link } from './link';
import { parseHostMessage, PROTOCOL_VERSION, type GuestMessage, type HostMessage, type LogEntryWords, type Parsed, type UpdateMessage } from './protocol';

export type GuestStatus = 'joining' | 'joined' | 'refused' | 'closed';
export type GuestResult = { ok: true } | { ok: false; reason: Reason };

export interface GuestOptions {
  /** The token this device was given for that seat at that table (a rejoin), or null. */
  tokenFor(table: string, seat: Seat): string | null;
  lang: Lang;
  /** The host's welcome: where the device keeps its token for a later rejoin. */
  onWelcome?(welcome: { table: string; seat: Seat; token: string }): void;
  /** How long a move waits for the host's reply before it is given up (default 10 s). */
  replyTimeoutMs?: number;
}

const REPLY_TIMEOUT_MS = 10_000;

export class TableGuest {
  status: GuestStatus = 'joining';
  seat: Seat | null = null;
  gameId: GameId | null = null;
  names: string[] = [];
  table: string | null = null;
  /** The latest table the seat may see, or null before the first. */
  update: UpdateMessage | null = null;
  /** The move log in the device's language, oldest first. */
  readonly log: LogEntryWords[] = [];
  /** Why the host refused this device (another device holds the seat, another version). */
  refusal: Reason | null = null;
  /** This device watches the table: no seat, the public view; it may not act. */
  watching = false;
  /** This seat's device organises the table: it may hand an away seat to a bot and back (standIn). */
  organises = false;
  private nextId = 1;
  private readonly waiting = new Map<number, (result: GuestResult) => void>();
  private readonly listeners = new Set<(guest: TableGuest) => void>();

  constructor(private readonly link: Link, private readonly opts: GuestOptions) {
    link.onMessage((raw) => this.receive(raw));
    link.onClose(() => this.closed());
  }

  /** The player's move for this seat (the host adds the seat); resolves with the host's verdict. */
  propose(event: { type: string; [field: string]: unknown }): Promise<GuestResult> {
    const { seat: _ignored, ...fields } = event;
    return this.ask((asking) => ({ ...asking, type: 'event', event: fields }));
  }

  /** "Let Ben answer": leaves an open answer to the others. */
  letAnswer(): Promise<GuestResult> {
    return this.ask((asking) => ({ ...asking, type: 'letAnswer' }));
  }

  /** Takes back this seat's last moves, if the host lets it (update.undo says whether it would). */
  undo(): Promise<GuestResult> {
    return this.ask((asking) => ({ ...asking, type: 'undo' }));
  }

  /** The organiser's device hands an away seat to a bot (on) or gives it back (off); the host alone decides. */
  standIn(seat: Seat, on: boolean): Promise<GuestResult> {
    return this.ask(({ v, id }) => ({ v, id, type: 'standIn', seat, on }));
  }

  /** The organiser's device frees a seat whose device is gone for good (another device may then take it). */
  release(seat: Seat): Promise<GuestResult> {
    return this.ask(({ v, id }) => ({ v, id, type: 'release', seat }));
  }

  subscribe(listener: (guest: TableGuest) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  close(): void {
    this.link.close();
  }

  /** Sends an attempt made on the latest table this device has (its move count and generation). */
  private ask(message: (asking: { v: number; id: number; at: number; gen: number }) => GuestMessage): Promise<GuestResult> {
    if (this.watching) return Promise.resolve({ ok: false, reason: { key: 'table.watchOnly' } });
    if (this.status !== 'joined' || !this.update) return Promise.resolve({ ok: false, reason: { key: 'table.notJoined' } });
    const id = this.nextId++;
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.settle(id, { ok: false, reason: { key: 'table.noReply' } }), this.opts.replyTimeoutMs ?? REPLY_TIMEOUT_MS);
      this.waiting.set(id, (result) => {
        clearTimeout(timer);
        resolve(result);
      });
      const { at, gen } = this.update!;
      if (!this.post(message({ v: PROTOCOL_VERSION, id, at, gen }))) this.settle(id, { ok: false, reason: { key: 'table.lost' } });
    });
  }

  private settle(id: number, result: GuestResult): void {
    const done = this.waiting.get(id);
    this.waiting.delete(id);
    done?.(result);
  }

  private post(message: GuestMessage): boolean {
    return this.link.send(message);
  }

  private receive(raw: unknown): void {
    // The host in this page wrote its message with this app's own protocol: no stranger's message to check.
    const parsed: Parsed<HostMessage> = this.link.samePage ? { ok: true, message: raw as HostMessage } : parseHostMessage(raw);
    if (!parsed.ok) {
      // Dropped, never trusted; the console keeps why, for whoever looks into a table that stopped answering.
      console.warn('a message from the table was dropped:', parsed.reason.key, JSON.stringify(raw)?.slice(0, 300));
      if (parsed.reason.key === 'table.otherVersion') this.refused(parsed.reason);
      return;
    }
    const m = parsed.message;
    switch (m.type) {
      case 'invite':
        if (this.status !== 'joining') return;
        this.seat = m.seat;
        this.gameId = m.gameId;
        this.names = m.names;
        this.table = m.table;
        this.post({ v: PROTOCOL_VERSION, type: 'join', token: this.opts.tokenFor(m.table, m.seat), lang: this.opts.lang });
        break;
      case 'welcome':
        this.status = 'joined';
        this.seat = m.seat;
        this.gameId = m.gameId;
        this.names = m.names;
        this.table = m.table;
        this.refusal = null;
        this.organises = m.organises;
        this.opts.onWelcome?.({ table: m.table, seat: m.seat, token: m.token });
        break;
      case 'watching':
        if (this.status !== 'joining') return;
        this.status = 'joined';
        this.watching = true;
        this.gameId = m.gameId;
        this.names = m.names;
        this.table = m.table;
        break;
      case 'refused':
        return this.refused(m.reason);
      case 'reply':
        return this.settle(m.id, m.ok ? { ok: true } : { ok: false, reason: m.reason ?? { key: 'engine.notNow' } });
      case 'update': {
        if (this.status !== 'joined') return;
        this.update = m;
        // The host sends the log from where this device's copy must be cut (a rejoin: from the start).
        const keep = this.log.findIndex((e) => e.index >= m.log.from);
        if (keep >= 0) this.log.length = keep;
        this.log.push(...m.log.entries);
        break;
      }
    }
    this.emit();
  }

  private refused(reason: Reason): void {
    this.status = 'refused';
    this.refusal = reason;
    this.emit();
  }

  private closed(): void {
    if (this.status !== 'refused') this.status = 'closed';
    for (const id of [...this.waiting.keys()]) this.settle(id, { ok: false, reason: { key: 'table.lost' } });
    this.emit();
  }

  private emit(): void {
    for (const l of this.listeners) l(this);
  }
}
