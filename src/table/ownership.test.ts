// The claim's bookkeeping against a lock manager that behaves as the Web Locks spec says for the two requests
// the app makes (ifAvailable, steal); e2e/tabs.spec.ts runs the same flow on the browser's own locks.
import { describe, expect, it } from 'vitest';
import { events, freshStore, saveWithEvents, snapshotAt } from '../store/test-support';
import { claimGame, gameLockName, writesWhileOwned } from './ownership';

type Callback = (lock: Lock | null) => unknown;

/** Exclusive locks as the Web Locks spec has them for the requests the app makes: queued with an abort signal,
 *  or `steal` (the holder's request then rejects with an AbortError). */
class SpecLocks {
  readonly held = new Map<string, { reject: (error: unknown) => void }>();
  private readonly queues = new Map<string, (() => void)[]>();

  request(name: string, options: LockOptions, callback: Callback): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const grant = () => {
        const entry = { reject };
        this.held.set(name, entry);
        Promise.resolve(callback({ name, mode: 'exclusive' } as Lock)).then((value) => {
          if (this.held.get(name) === entry) {
            this.held.delete(name);
            this.queues.get(name)?.shift()?.();
          }
          resolve(value);
        }, reject);
      };
      const holder = this.held.get(name);
      if (!holder) return grant();
      if (options.steal) {
        this.held.delete(name);
        holder.reject(new DOMException('The lock was stolen.', 'AbortError'));
        return grant();
      }
      const queue = this.queues.get(name) ?? [];
      this.queues.set(name, queue);
      queue.push(grant);
      options.signal?.addEventListener('abort', () => {
        const at = queue.indexOf(grant);
        if (at < 0) return;
        queue.splice(at, 1);
        reject(options.signal!.reason);
      });
    });
  }
}

const asManager = (locks: SpecLocks) => locks as unknown as LockManager;

describe('claimGame', () => {
  it('one tab holds a game; a second is refused, unless it takes the game over', async () => {
    const locks = new SpecLocks();
    const first = await claimGame('s1', { locks: asManager(locks) });
    expect(first).not.toBeNull();
    expect(await claimGame('s1', { waitMs: 20, locks: asManager(locks) })).toBeNull();
    // Another save is free.
    expect(await claimGame('s2', { locks: asManager(locks) })).not.toBeNull();

    let lostCalls = 0;
    first!.onLost(() => { lostCalls += 1; });
    const second = await claimGame('s1', { steal: true, locks: asManager(locks) });
    expect(second).not.toBeNull();
    await Promise.resolve();
    expect(first!.lost).toBe(true);
    expect(lostCalls).toBe(1);
    expect(second!.lost).toBe(false);
    // A listener added after the loss hears of it at once.
    let late = false;
    first!.onLost(() => { late = true; });
    expect(late).toBe(true);
  });

  it('a tab that lets go while the next one waits (a tab just closed) hands the game over', async () => {
    const locks = new SpecLocks();
    const first = await claimGame('s1', { locks: asManager(locks) });
    setTimeout(() => first!.release(), 30);
    const second = await claimGame('s1', { waitMs: 2_000, locks: asManager(locks) });
    expect(second).not.toBeNull();
    expect(first!.lost).toBe(false);
  });

  it('releasing frees the game for the next tab and is not a loss', async () => {
    const locks = new SpecLocks();
    const first = await claimGame('s1', { locks: asManager(locks) });
    let lost = false;
    first!.onLost(() => { lost = true; });
    first!.release();
    await new Promise((r) => setTimeout(r, 0));
    expect(locks.held.has(gameLockName('s1'))).toBe(false);
    expect(await claimGame('s1', { locks: asManager(locks) })).not.toBeNull();
    expect(lost).toBe(false);
    expect(first!.lost).toBe(false);
  });

  it('without Web Locks (an old browser) every claim succeeds', async () => {
    const a = await claimGame('s1', { locks: null });
    const b = await claimGame('s1', { locks: null });
    expect(a?.lost).toBe(false);
    expect(b?.lost).toBe(false);
  });
});

describe('writesWhileOwned', () => {
  it('refuses every write once the game is lost, and still reads', async () => {
    const { store } = await freshStore();
    const id = await saveWithEvents(store, 1);
    const claim = { lost: false };
    const guarded = writesWhileOwned(store, claim);
    expect(await guarded.writeLog(id, 1, [events[1]], snapshotAt(2), 'playing')).toEqual({ ok: true });

    claim.lost = true;
    const refused = await guarded.writeLog(id, 2, [events[2]], snapshotAt(3), 'playing');
    expect(refused).toEqual({ ok: false, reason: { key: 'playing.takenOver' } });
    expect(await guarded.writeLog(id, 0, [], snapshotAt(0), 'playing')).toEqual({ ok: false, reason: { key: 'playing.takenOver' } });
    expect(await guarded.remove(id)).toEqual({ ok: false, reason: { key: 'playing.takenOver' } });
    const loaded = await guarded.load(id);
    expect(loaded.ok && loaded.header.eventCount).toBe(2);
    expect(loaded.ok && loaded.events.length).toBe(2);
  });
});
