// Moves that could not be written yet (storage full) wait here, in memory, keyed by save id, and are written as
// soon as there is room: with the next move, on going home, when the page is shown again, and every few seconds.
// It outlives the game screen, so a game that ends while storage is full is still written with its end once room
// returns, and a save opened again includes the moves still waiting here (PlayController.open asks).
import type { GameEvent } from '../engine/types';
import type { SaveSnapshot, SaveStatus, WriteResult } from '.';

/** The one store call this needs (SaveStore.writeLog): the log from `from` on becomes `events`. */
export interface LogWriter {
  writeLog(id: string, from: number, events: readonly GameEvent[], snapshot: SaveSnapshot | null, status: SaveStatus): Promise<WriteResult>;
}

/** What save `id` should hold that the store may not have yet: its first `from` events as stored, then `events`. */
interface Waiting {
  writer: LogWriter;
  from: number;
  events: GameEvent[];
  snapshot: SaveSnapshot | null;
  status: SaveStatus;
  /** Bumped by every change, so a write that finishes after a newer move does not clear that move. */
  version: number;
  /** A write of these moves has failed: only then do they count as "not saved yet" (a write in flight is normal). */
  failed: boolean;
}

const OK: WriteResult = { ok: true };
// Worth another try later: the disk may have room again, a closed connection may be reopened by a reload.
const RETRYABLE = new Set(['store.full', 'store.writeFailed', 'store.readFailed']);

export class PendingWrites {
  private readonly waiting = new Map<string, Waiting>();
  private readonly queues = new Map<string, Promise<WriteResult>>();
  private readonly listeners = new Set<() => void>();
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(private readonly retryMs = 5000) {
    // A tab coming back to the front is a good moment: the player may have freed space meanwhile.
    if (typeof document !== 'undefined') {
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') void this.flushAll();
      });
    }
  }

  /** Event `index` of save `id` was accepted (the position after it is `snapshot`); writes it and any that wait. */
  record(writer: LogWriter, id: string, index: number, event: GameEvent, snapshot: SaveSnapshot | null, status: SaveStatus): Promise<WriteResult> {
    const entry = this.entry(writer, id, index);
    // Anything after `index` was taken back by an undo that is already part of this entry.
    entry.events.length = Math.max(0, index - entry.from);
    entry.events.push(event);
    return this.changed(entry, id, snapshot, status);
  }

  /** An undo: save `id` keeps its first `keep` events. */
  cut(writer: LogWriter, id: string, keep: number, snapshot: SaveSnapshot | null, status: SaveStatus): Promise<WriteResult> {
    const entry = this.entry(writer, id, keep);
    entry.events.length = Math.max(0, keep - entry.from);
    return this.changed(entry, id, snapshot, status);
  }

  /** Moves of save `id` that could not be written yet (at least 1 while an undo waits to be written); a move whose
   *  first write is still in flight does not count, so the table's badge never flickers on an ordinary move. */
  count(id: string): number {
    const entry = this.waiting.get(id);
    return entry?.failed ? Math.max(1, entry.events.length) : 0;
  }

  /** Every move waiting, over all saves. */
  total(): number {
    let n = 0;
    for (const id of this.waiting.keys()) n += this.count(id);
    return n;
  }

  /** What save `id` holds beyond the store: its log is the stored first `from` events, then `events`. */
  unsaved(id: string): { from: number; events: GameEvent[]; status: SaveStatus } | null {
    const entry = this.waiting.get(id);
    return entry ? { from: entry.from, events: entry.events.slice(), status: entry.status } : null;
  }

  /** Tries to write what waits for save `id` now; ok when nothing waits any more. */
  flush(id: string): Promise<WriteResult> {
    const previous = this.queues.get(id) ?? Promise.resolve(OK);
    // One write at a time per save, in order: a retry never races the next move.
    const next = previous.then(() => this.writeOnce(id));
    this.queues.set(id, next);
    void next.then(() => {
      if (this.queues.get(id) === next) this.queues.delete(id);
    });
    return next;
  }

  async flushAll(): Promise<void> {
    await Promise.all([...this.waiting.keys()].map((id) => this.flush(id)));
  }

  /** Called whenever what waits changes (the table's "not saved yet" count). */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private entry(writer: LogWriter, id: string, from: number): Waiting {
    let entry = this.waiting.get(id);
    if (!entry) {
      entry = { writer, from, events: [], snapshot: null, status: 'playing', version: 0, failed: false };
      this.waiting.set(id, entry);
    }
    entry.writer = writer;
    // Going back before what waits: the store's log is cut there too.
    if (from < entry.from) {
      entry.from = from;
      entry.events.length = 0;
    }
    return entry;
  }

  private changed(entry: Waiting, id: string, snapshot: SaveSnapshot | null, status: SaveStatus): Promise<WriteResult> {
    entry.snapshot = snapshot;
    entry.status = status;
    entry.version++;
    this.notify();
    return this.flush(id);
  }

  private async writeOnce(id: string): Promise<WriteResult> {
    const entry = this.waiting.get(id);
    if (!entry) return OK;
    const version = entry.version;
    let result: WriteResult;
    try {
      result = await entry.writer.writeLog(id, entry.from, entry.events.slice(), entry.snapshot, entry.status);
    } catch (error) {
      result = { ok: false, reason: { key: 'store.writeFailed', params: { message: String(error) } } };
    }
    const current = this.waiting.get(id);
    if (!result.ok) entry.failed = true;
    if (result.ok || !RETRYABLE.has(result.reason.key)) {
      // Written (or the save is gone: nothing left to write it to). A move that came in meanwhile stays.
      if (current === entry && entry.version === version) this.waiting.delete(id);
    }
    this.schedule();
    this.notify();
    return result;
  }

  /** A retry every few seconds while anything waits; none otherwise. */
  private schedule(): void {
    if (this.waiting.size > 0 && this.timer === null) {
      this.timer = setInterval(() => void this.flushAll(), this.retryMs);
    } else if (this.waiting.size === 0 && this.timer !== null) {
      clearInterval(this.timer);
      this.timer = null;
    }
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}

/** The page's one writer: shared by every game opened in this page, and alive after the game screen is gone. */
export const pendingWrites = new PendingWrites();

// Closing the tab with moves still waiting would lose them: the browser asks first (its own words; a page may not
// choose them).
if (typeof window !== 'undefined') {
  window.addEventListener('beforeunload', (event) => {
    if (pendingWrites.total() === 0) return;
    event.preventDefault();
    event.returnValue = '';
  });
}
