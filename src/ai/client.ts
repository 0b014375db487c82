// The app's handle on the bot worker: one worker, requests answered in order, cancellable.
import type { BotRequest, WorkerAnswer } from './types';

export class BotCancelledError extends Error {
  constructor() {
    super('bot decision cancelled');
    this.name = 'BotCancelledError';
  }
}

interface Pending {
  resolve(event: unknown): void;
  reject(err: Error): void;
}

export class BotClient {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  /** `create` makes the worker (tests pass a fake); by default the Vite-bundled src/ai/worker.ts. */
  constructor(private readonly create: () => Worker = () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' })) {}

  private ensure(): Worker {
    if (this.worker) return this.worker;
    const w = this.create();
    w.onmessage = (ev: MessageEvent<WorkerAnswer>) => this.settle(ev.data);
    w.onerror = (ev: ErrorEvent) => {
      // A crashed worker fails every waiting request; the next request starts a new worker.
      const err = new Error(`bot worker failed: ${ev.message}`);
      for (const p of this.pending.values()) p.reject(err);
      this.pending.clear();
      this.worker?.terminate();
      this.worker = null;
    };
    this.worker = w;
    return w;
  }

  private settle(m: WorkerAnswer): void {
    const p = this.pending.get(m.id);
    if (!p) return; // already cancelled on this side
    this.pending.delete(m.id);
    if ('event' in m) p.resolve(m.event);
    else if ('cancelled' in m) p.reject(new BotCancelledError());
    else p.reject(new Error(m.error));
  }

  /** The bot's event for this view and legal events. Rejects with BotCancelledError after cancelAll(). */
  choose<E = unknown, V = unknown>(req: BotRequest<V, E>): Promise<E> {
    const id = this.nextId++;
    const w = this.ensure();
    return new Promise<E>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (e: unknown) => void, reject });
      w.postMessage({ type: 'choose', id, ...req });
    });
  }

  /** Cancels every request still waiting (e.g. on undo or leaving the game); they reject with BotCancelledError. */
  cancelAll(): void {
    for (const [id, p] of this.pending) {
      this.worker?.postMessage({ type: 'cancel', id });
      p.reject(new BotCancelledError());
    }
    this.pending.clear();
  }

  /** Stops the worker; waiting requests reject. */
  terminate(): void {
    this.cancelAll();
    this.worker?.terminate();
    this.worker = null;
  }
}
