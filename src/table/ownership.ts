// One tab owns an open game: it holds a Web Lock named after the save for as long as the game is open.
// A second tab is told the game is open elsewhere and may take it over (steal), after which the first tab
// learns it lost the game, and its store (writesWhileOwned) refuses every write from then on.

export interface GameClaim {
  /** True once another tab has taken the game over. */
  readonly lost: boolean;
  /** Called once, when another tab takes the game over (not when this tab releases it). */
  onLost(listener: () => void): void;
  /** Lets go of the game (going home, closing it). */
  release(): void;
}

export interface ClaimOptions {
  /** Take the game from the tab holding it. */
  steal?: boolean;
  /** How long to wait for a tab that holds the game to let go (one just closed may take a moment). */
  waitMs?: number;
  /** The browser's lock manager; none (an old browser) means every claim succeeds. */
  locks?: LockManager | null;
}

/** A tab closed a moment ago still holds its lock until the browser has torn it down: on a busy two-core machine
 *  a killed tab's lock once outlived 500 ms (the kill lab, e2e/kills.spec.ts), so the wait is longer. Only a game
 *  really open in another tab makes anyone wait this long, before being offered to take it over. */
export const CLAIM_WAIT_MS = 1500;

export function gameLockName(saveId: string): string {
  return `nine-lives:game:${saveId}`;
}

/** Claims the save for this tab; null when another tab holds it for longer than `waitMs` (and `steal` was not asked). */
export function claimGame(saveId: string, options: ClaimOptions = {}): Promise<GameClaim | null> {
  const locks = options.locks === undefined ? defaultLocks() : options.locks;
  if (!locks) return Promise.resolve(unguardedClaim());
  return new Promise((resolve, reject) => {
    let granted = false;
    let released = false;
    let lost = false;
    let letGo!: () => void;
    const held = new Promise<void>((r) => { letGo = r; });
    const lostListeners: (() => void)[] = [];
    const claim: GameClaim = {
      get lost() { return lost; },
      onLost(listener) {
        if (lost) listener();
        else lostListeners.push(listener);
      },
      release() {
        released = true;
        letGo();
      },
    };
    // Waiting is bounded: the request is withdrawn when the time is up.
    const waiting = options.steal ? null : AbortSignal.timeout(options.waitMs ?? CLAIM_WAIT_MS);
    const request: LockOptions = waiting ? { signal: waiting } : { steal: true };
    locks.request(gameLockName(saveId), request, () => {
      granted = true;
      resolve(claim);
      return held; // the lock is held until release()
    }).catch((error: unknown) => {
      if (!granted) {
        if (waiting?.aborted) resolve(null); // another tab still holds it
        else reject(error);
        return;
      }
      // A stolen lock rejects its request with an AbortError.
      if (released || lost) return;
      lost = true;
      for (const listener of lostListeners.splice(0)) listener();
    });
  });
}

/** The store calls that only read; every other one writes. */
const READS = new Set<PropertyKey>(['load', 'list', 'getSettings', 'exportSave', 'attention', 'planRecovery', 'exportAttention']);

/**
 * The store as the game sees it: once another tab has taken the game over, every call that could write is
 * refused at once (the table host, and any write it retries later, never reaches the database again).
 */
export function writesWhileOwned<S extends object>(store: S, claim: Pick<GameClaim, 'lost'>): S {
  return new Proxy(store, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (claim.lost && !READS.has(key)) return Promise.resolve({ ok: false, reason: { key: 'playing.takenOver' } });
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

function defaultLocks(): LockManager | null {
  return typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : null;
}

function unguardedClaim(): GameClaim {
  return { lost: false, onLost() {}, release() {} };
}
