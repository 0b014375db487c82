/// <reference lib="webworker" />
// The bot worker: answers { id, gameId, level, view, legal, seed, budget? } with { id, event, iterations, ms }, and
// { type: 'review', id, gameId, input, events, people, seed } with { id, point } a position at a time, then
// { id, reviewed: true } (src/review/review.ts, loaded only for a review). Requests run one at a time in arrival
// order; a search yields to the message loop about every 10 ms and a review after each position, so
// { type: 'cancel', id } stops either promptly (its answer is { id, cancelled: true }).
import { BotCancelled, chooseEventAsync } from './bots';
import { loadAdapter } from './adapters';
import type { WorkerInMessage, WorkerOutMessage } from './types';

type ChooseMessage = Extract<WorkerInMessage, { legal: unknown[] }>;
type ReviewMessage = Extract<WorkerInMessage, { type: 'review' }>;

const scope = self as unknown as DedicatedWorkerGlobalScope;
const queue: (ChooseMessage | ReviewMessage)[] = [];
const cancelled = new Set<number>();
let running = false;

// A macrotask without timer clamping: a message to ourselves through a channel.
const channel = new MessageChannel();
const waiting: (() => void)[] = [];
channel.port1.onmessage = () => waiting.shift()?.();
const yieldToLoop = (): Promise<void> =>
  new Promise((resolve) => {
    waiting.push(resolve);
    channel.port2.postMessage(null);
  });

function reply(m: WorkerOutMessage): void {
  scope.postMessage(m);
}

async function pump(): Promise<void> {
  if (running) return;
  running = true;
  try {
    while (queue.length) {
      const req = queue.shift()!;
      if (cancelled.delete(req.id)) {
        reply({ id: req.id, cancelled: true });
        continue;
      }
      try {
        if (req.type === 'review') await review(req);
        else await choose(req);
      } catch (err) {
        if (err instanceof BotCancelled) {
          cancelled.delete(req.id);
          reply({ id: req.id, cancelled: true });
        } else reply({ id: req.id, error: err instanceof Error ? err.message : String(err) });
      }
      // Ids only grow: a cancel for this request or an earlier one has nothing left to stop.
      for (const id of cancelled) if (id <= req.id) cancelled.delete(id);
    }
  } finally {
    running = false;
  }
}

async function choose(req: ChooseMessage): Promise<void> {
  const adapter = await loadAdapter(req.gameId);
  const choice = await chooseEventAsync(adapter, req.level, req.view, req.legal, req.seed, req.budget, {
    yieldFn: yieldToLoop,
    everyMs: 10,
    cancelled: () => cancelled.has(req.id),
  });
  if (cancelled.delete(req.id)) reply({ id: req.id, cancelled: true });
  else reply({ id: req.id, event: choice.event, iterations: choice.iterations, ms: choice.ms });
}

/** A finished game's review, a position at a time (its loop lives in the review's own chunk). */
async function review(req: ReviewMessage): Promise<void> {
  const [adapter, { runReview }] = await Promise.all([loadAdapter(req.gameId), import('../review/review')]);
  await runReview(adapter, req, reply, yieldToLoop, () => cancelled.delete(req.id));
}

scope.onmessage = (ev: MessageEvent<WorkerInMessage>) => {
  const m = ev.data;
  if (m.type === 'cancel') {
    // Only remember ids that are queued or running, so the set cannot grow without bound.
    if (queue.some((q) => q.id === m.id) || running) cancelled.add(m.id);
    return;
  }
  queue.push(m as ChooseMessage | ReviewMessage);
  void pump();
};
