// Where the app's toasts and update banner go: their own places on the app's screens, and the open game's message
// dock (src/table/overlay.ts) while a game is on screen, so they never cover the table. The game claims the dock and
// releases it when it closes; the shell's view moves the messages (src/shell/view.ts).
type Listener = (host: HTMLElement | null) => void;

let current: HTMLElement | null = null;
const listeners = new Set<Listener>();

/** Makes `host` the place for messages until the returned function is called. */
export function claimMessageDock(host: HTMLElement): () => void {
  current = host;
  listeners.forEach((l) => l(host));
  return () => {
    if (current !== host) return;
    current = null;
    listeners.forEach((l) => l(null));
  };
}

/** Calls `listener` with the dock now and at every change (null: the messages' own places). */
export function onMessageDock(listener: Listener): () => void {
  listeners.add(listener);
  listener(current);
  return () => listeners.delete(listener);
}
