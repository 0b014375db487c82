// Registers the service worker with plain navigator.serviceWorker and reports what happens, without ever
// reloading the page itself. vite-plugin-pwa's registerSW (through workbox-window) reloads every tab on the
// new worker's 'controlling' event, which would drop a game open in another tab; here the app's statechart
// decides when to reload (machines/app.ts, `update` region).

export interface ServiceWorkerEvents {
  /** A new version is installed and waits for activateWaiting(). */
  onUpdateWaiting(): void;
  /** A new version now controls this page (this tab or another one let it take over). */
  onNewVersionInControl(): void;
  /** The first version is installed: the app works offline from now on. */
  onOfflineReady(): void;
  onError(error: unknown): void;
}

export interface ServiceWorkerControl {
  /** Lets the waiting version take over (in every tab at once); false when none waits. */
  activateWaiting(): boolean;
}

export function registerServiceWorker(url: string, scope: string, events: ServiceWorkerEvents): ServiceWorkerControl {
  if (!('serviceWorker' in navigator)) return { activateWaiting: () => false };
  const container = navigator.serviceWorker;

  // A page that was not controlled when it loaded has nothing to replace: its first controller is no update.
  const controlledAtLoad = container.controller !== null;
  let registration: ServiceWorkerRegistration | null = null;
  let waitingReported = false;

  const reportWaiting = (): void => {
    if (waitingReported || !registration?.waiting || !container.controller) return;
    waitingReported = true;
    events.onUpdateWaiting();
  };

  const follow = (worker: ServiceWorker): void => {
    const check = (): void => {
      if (worker.state === 'installed') {
        if (container.controller) reportWaiting();
        else events.onOfflineReady();
      }
    };
    worker.addEventListener('statechange', check);
    check();
  };

  container.addEventListener('controllerchange', () => {
    if (controlledAtLoad) events.onNewVersionInControl();
  });

  const register = async (): Promise<void> => {
    registration = await container.register(url, { scope });
    reportWaiting(); // a version already waiting from an earlier visit
    if (registration.installing) follow(registration.installing);
    registration.addEventListener('updatefound', () => {
      if (registration?.installing) follow(registration.installing);
    });
  };
  // After the page has loaded, so the worker's precaching does not compete with the first screen.
  const start = (): void => void register().catch(events.onError);
  if (document.readyState === 'complete') start();
  else addEventListener('load', start, { once: true });

  return {
    activateWaiting() {
      const waiting = registration?.waiting;
      if (!waiting) return false;
      // Workbox's generated worker calls skipWaiting() on this message (registerType: 'prompt').
      waiting.postMessage({ type: 'SKIP_WAITING' });
      return true;
    },
  };
}
