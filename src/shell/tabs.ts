// The app's open tabs talk over one BroadcastChannel, so an update is never applied under a game in
// another tab: "is anyone in a game?" (answered by every tab that is), and "I left my game".
// Messages come from our own origin, yet each is checked before it is believed.

/** Long enough for a busy tab to answer, short enough that tapping Update never feels stuck. */
export const ASK_TIMEOUT_MS = 300;

type TabMessage =
  | { type: 'anyone-in-game'; ask: string }
  | { type: 'in-game'; ask: string }
  | { type: 'left-game' };

function readMessage(data: unknown): TabMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, ask } = data as { type?: unknown; ask?: unknown };
  if (type === 'left-game') return { type };
  if ((type === 'anyone-in-game' || type === 'in-game') && typeof ask === 'string') return { type, ask };
  return null;
}

export interface Tabs {
  /** This tab is, or is no longer, in a game; leaving one tells the other tabs. */
  setInGame(inGame: boolean): void;
  /** The page is going away (closed, navigated): a game open here no longer holds anything back. */
  pageHidden(): void;
  /** True as soon as another tab says it is in a game; false when none does within `timeoutMs`. */
  otherTabInGame(timeoutMs?: number): Promise<boolean>;
  /** Calls `listener` each time another tab leaves its game. Returns the way to stop. */
  onOtherLeftGame(listener: () => void): () => void;
  close(): void;
}

/** The minimal channel the tabs need (BroadcastChannel, or a stand-in). */
export interface TabChannel {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close(): void;
}

export function connectTabs(name = 'nine-lives-tabs', open: (name: string) => TabChannel | null = openBroadcastChannel): Tabs {
  const channel = open(name);
  let inGame = false;
  const pending = new Map<string, (answer: boolean) => void>();
  const leftListeners = new Set<() => void>();

  channel?.addEventListener('message', (event) => {
    const message = readMessage(event.data);
    if (!message) return;
    if (message.type === 'anyone-in-game') {
      if (inGame) channel.postMessage({ type: 'in-game', ask: message.ask } satisfies TabMessage);
    } else if (message.type === 'in-game') {
      pending.get(message.ask)?.(true);
    } else {
      for (const listener of leftListeners) listener();
    }
  });

  function announceLeft(): void {
    channel?.postMessage({ type: 'left-game' } satisfies TabMessage);
  }

  return {
    setInGame(next) {
      if (inGame && !next) announceLeft();
      inGame = next;
    },
    pageHidden() {
      if (inGame) announceLeft();
    },
    otherTabInGame(timeoutMs = ASK_TIMEOUT_MS) {
      if (!channel) return Promise.resolve(false); // no channel, no other tab to hear from
      const ask = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
      return new Promise<boolean>((resolve) => {
        const done = (answer: boolean) => {
          clearTimeout(timer);
          pending.delete(ask);
          resolve(answer);
        };
        const timer = setTimeout(() => done(false), timeoutMs);
        pending.set(ask, done);
        channel.postMessage({ type: 'anyone-in-game', ask } satisfies TabMessage);
      });
    },
    onOtherLeftGame(listener) {
      leftListeners.add(listener);
      return () => leftListeners.delete(listener);
    },
    close() {
      for (const answer of [...pending.values()]) answer(false);
      pending.clear();
      leftListeners.clear();
      channel?.close();
    },
  };
}

function openBroadcastChannel(name: string): TabChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(name);
}
