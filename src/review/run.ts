// A review under way in a bot worker of its own (src/ai/worker.ts): each position handed over as it comes, and a
// Stop that ends the worker at once (nothing more arrives, the page never waits on it).
import type { ReviewAsk, WorkerOutMessage } from '../ai/types';
import type { ReviewPoint } from './review';

export interface ReviewRun {
  /** 'reviewed' after the last position, 'stopped' after stop(); rejects when the worker fails. */
  done: Promise<'reviewed' | 'stopped'>;
  stop(): void;
}

export function startReview(ask: ReviewAsk, onPoint: (point: ReviewPoint) => void,
  create: () => Worker = () => new Worker(new URL('../ai/worker.ts', import.meta.url), { type: 'module' })): ReviewRun {
  const worker = create();
  let settle!: (how: 'reviewed' | 'stopped') => void;
  let fail!: (error: Error) => void;
  let over = false;
  const done = new Promise<'reviewed' | 'stopped'>((resolve, reject) => { settle = resolve; fail = reject; });
  const end = (then: () => void): void => {
    if (over) return;
    over = true;
    worker.terminate();
    then();
  };
  worker.onmessage = (ev: MessageEvent<WorkerOutMessage>) => {
    const m = ev.data;
    if (over) return;
    if ('point' in m) onPoint(m.point as ReviewPoint);
    else if ('reviewed' in m) end(() => settle('reviewed'));
    else if ('error' in m) end(() => fail(new Error(m.error)));
    else if ('cancelled' in m) end(() => settle('stopped'));
  };
  worker.onerror = (ev: ErrorEvent) => end(() => fail(new Error(`the review's worker failed: ${ev.message}`)));
  worker.postMessage({ type: 'review', id: 1, ...ask });
  return { done, stop: () => end(() => settle('stopped')) };
}
