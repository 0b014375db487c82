// The server's bots think in worker threads (./bot-worker.ts), not in the thread that runs every table: a hard bot
// searches for hundreds of milliseconds of CPU, and in the main thread that would stall every other room's moves
// and pings. A few workers take requests from one queue, one request each at a time. A worker that crashes or
// thinks too long is let go (its request fails, and the table host reports it as any bot's failure); the next
// request that needs a worker starts a fresh one.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { GameEvent } from '../src/engine/types';
import type { BotWorkerMessage, BotWorkerRequest } from './bot-worker';

/** A bot's question: its game, level, seat's view, legal events and seed (and a budget for a hard bot, if not the
 *  default one). Everything in it crosses to the worker by structured clone, so it must be plain data. */
export type BotPoolRequest = Omit<BotWorkerRequest, 'id'>;

export interface BotPoolOptions {
  /** How many workers at most: one core is left to the tables unless told. */
  size?: number;
  /** How long a bot may think before its worker is ended and its request fails. */
  timeoutMs?: number;
}

export const DEFAULT_BOT_TIMEOUT_MS = 10_000;
/** Starting a worker (from TypeScript: tsx compiling the games on a cold cache) and loading a game's bot are not
 *  thinking, and take seconds on a loaded machine; a worker that has not got that far in a minute is stuck. */
const LOADING_TIMEOUT_MS = 60_000;

// The thread's first module. Built (scripts/build-server.mjs: this module is then a .js file in dist-server/), the
// worker is an entry of the same build beside it; run from TypeScript (vitest, tsx), a plain JavaScript module
// that registers tsx's hooks, then imports ./bot-worker.ts.
const BOOT = import.meta.url.endsWith('.ts') ? new URL('./bot-worker-boot.mjs', import.meta.url) : new URL('./bot-worker.js', import.meta.url);

interface Job {
  id: number;
  request: BotPoolRequest;
  resolve(event: GameEvent): void;
  reject(error: Error): void;
}

interface Thread {
  worker: Worker;
  /** Loaded and listening (until then it takes no request). */
  ready: boolean;
  job: Job | null;
  /** The loading or thinking limit of the current step. */
  timer: ReturnType<typeof setTimeout> | null;
}

export class BotPool {
  readonly size: number;
  private readonly timeoutMs: number;
  private readonly threads = new Set<Thread>();
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closing: Promise<void> | null = null;

  constructor(options: BotPoolOptions = {}) {
    this.size = options.size ?? Math.max(1, availableParallelism() - 1);
    this.timeoutMs = options.timeoutMs ?? DEFAULT_BOT_TIMEOUT_MS;
    if (!Number.isInteger(this.size) || this.size < 1) throw new Error(`a bot pool needs at least one worker, not ${this.size}`);
    if (!(this.timeoutMs > 0)) throw new Error(`a bot's time limit must be positive, not ${this.timeoutMs}`);
  }

  /** How many workers are running or starting (the tests check that close() ends them all). */
  get workers(): number {
    return this.threads.size;
  }

  /** The event the bot chooses; rejects if its worker crashes, thinks past the limit, or the pool closes first. */
  choose(request: BotPoolRequest): Promise<GameEvent> {
    if (this.closing) return Promise.reject(new Error('the bot pool is closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, request, resolve, reject });
      this.pump();
    });
  }

  /** Ends every worker; requests still waiting or thinking fail. For the server's shutdown. */
  close(): Promise<void> {
    this.closing ??= (async () => {
      const closed = new Error('the bot pool closed');
      for (const job of this.queue.splice(0)) job.reject(closed);
      await Promise.all([...this.threads].map((thread) => this.letGo(thread, closed)));
    })();
    return this.closing;
  }

  /** Hands waiting requests to idle workers, and starts workers for requests no worker will take. */
  private pump(): void {
    if (this.closing) return;
    for (const thread of this.threads) {
      if (this.queue.length === 0) break;
      if (thread.ready && !thread.job) this.give(thread, this.queue.shift()!);
    }
    let starting = [...this.threads].filter((t) => !t.ready).length;
    while (this.threads.size < this.size && this.queue.length > starting) {
      this.start();
      starting++;
    }
  }

  private start(): void {
    const worker = new Worker(BOOT);
    const thread: Thread = { worker, ready: false, job: null, timer: null };
    this.threads.add(thread);
    this.limit(thread, LOADING_TIMEOUT_MS, 'a bot worker did not start');
    worker.on('message', (message: BotWorkerMessage) => this.heard(thread, message));
    worker.on('error', (error) => this.failed(thread, new Error(`a bot worker failed: ${error.message}`, { cause: error })));
    worker.on('messageerror', (error) => this.failed(thread, new Error(`a bot worker's answer could not be read: ${error.message}`)));
    worker.on('exit', (code) => this.failed(thread, new Error(`a bot worker stopped (exit code ${code})`)));
  }

  private heard(thread: Thread, message: BotWorkerMessage): void {
    if (!this.threads.has(thread)) return;
    switch (message.type) {
      case 'ready':
        thread.ready = true;
        this.stopClock(thread);
        this.pump();
        return;
      case 'thinking':
        if (thread.job?.id === message.id) this.limit(thread, this.timeoutMs, `a bot thought for more than ${this.timeoutMs} ms`);
        return;
      case 'chosen': {
        const job = thread.job;
        if (job?.id !== message.id) return;
        this.stopClock(thread);
        thread.job = null;
        job.resolve(message.event);
        this.pump();
        return;
      }
    }
  }

  private give(thread: Thread, job: Job): void {
    thread.job = job;
    this.limit(thread, LOADING_TIMEOUT_MS, `a bot worker did not load the game "${job.request.gameId}"`);
    try {
      thread.worker.postMessage({ ...job.request, id: job.id } satisfies BotWorkerRequest);
    } catch (error) {
      // Not plain data (structured clone refused it): this request fails, the worker is fine.
      this.stopClock(thread);
      thread.job = null;
      job.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }

  /** The worker is ended with `message` as its error if it has not moved on by then. */
  private limit(thread: Thread, ms: number, message: string): void {
    this.stopClock(thread);
    thread.timer = setTimeout(() => this.failed(thread, new Error(message)), ms);
  }

  private stopClock(thread: Thread): void {
    if (thread.timer) clearTimeout(thread.timer);
    thread.timer = null;
  }

  /** A worker crashed, stopped, or ran out of time: it goes, with its request. One that never got as far as
   *  listening fails the request it was started for, so a worker that cannot start is not restarted forever. */
  private failed(thread: Thread, error: Error): void {
    if (!this.threads.has(thread)) return; // an 'error' is followed by an 'exit'; a worker let go exits too
    void this.letGo(thread, error);
    if (!thread.ready) this.queue.shift()?.reject(error);
    this.pump();
  }

  private async letGo(thread: Thread, error: Error): Promise<void> {
    this.threads.delete(thread);
    this.stopClock(thread);
    thread.job?.reject(error);
    thread.job = null;
    await thread.worker.terminate();
  }
}
