// Boot: open the database, read the settings, start the app machine and draw it; register the
// service worker so an update waits for the player and never reloads a game in progress, in this tab or
// in another one (the tabs ask each other, src/shell/tabs.ts). The browser's history follows the machine (a URL per
// screen, so a reload lands where the player was) and its Back becomes the machine's own events (src/shell/history.ts).
import './scene/fonts.css';
import './shell/styles.css';
import { createActor, fromPromise } from 'xstate';
import { appMachine } from '../machines/app';
import { applyDocumentSettings } from './shell/document-settings';
import { el } from './base/dom';
import { gameById } from './games/index';
import { connectHistory, eventsFor, routeOf, type HistorySync } from './shell/history';
import { loadLanguage, t } from './base/i18n';
import { watchInstall } from './shell/install';
import { confirmLeave } from './shell/leave-confirm';
import { registerServiceWorker, type ServiceWorkerControl } from './shell/service-worker';
import { defaultSettings } from './base/settings';
import { connectTabs } from './shell/tabs';
import { ShellView } from './shell/view';
import { lazySheetStore, openNineLivesDb, requestPersistentStorage, SaveStore, type SheetStoreApi } from './store';

async function boot(host: HTMLElement): Promise<void> {
  // Before anything is read: the browser's language and the system's reduced-motion preference.
  const defaults = defaultSettings(navigator, matchMedia('(prefers-reduced-motion: reduce)').matches);
  applyDocumentSettings(defaults);
  // The browser's language loads beside the database (French and German are chunks of their own).
  const defaultWords = loadLanguage(defaults.language);

  let store: SaveStore;
  let sheets: SheetStoreApi;
  try {
    const db = await openNineLivesDb();
    store = new SaveStore(db);
    sheets = lazySheetStore(db);
  } catch (error) {
    console.error('the database could not be opened', error);
    await defaultWords;
    host.replaceChildren(el('div', { class: 'screen' }, [
      el('div', { class: 'panel boot-failed', attrs: { role: 'alert' } }, [el('h1', { text: t('app.title') }), el('p', { text: t('app.bootFailed') })]),
    ]));
    return;
  }
  const settings = await store.getSettings(defaults);
  await loadLanguage(settings.language);
  void requestPersistentStorage();

  const tabs = connectTabs();
  let worker: ServiceWorkerControl | null = null;
  // Connected once the machine runs; the machine's reload waits for it.
  let appHistory: HistorySync | null = null;
  const actor = createActor(appMachine.provide({
    // The machine enters `applying` and `reloading` only with no game open here.
    actions: {
      applyUpdate: () => void worker?.activateWaiting(),
      // After the history has landed on the screen's entry (going home is a history.go(), which a reload would cut short).
      reload: () => void (appHistory?.settled() ?? Promise.resolve()).then(() => location.reload()),
    },
    actors: { otherTabInGame: fromPromise(() => tabs.otherTabInGame()) },
  }));
  const view = new ShellView(host, { store, sheets, settings, send: (event) => actor.send(event) });
  actor.start();

  const isGame = (id: string): boolean => gameById(id as Parameters<typeof gameById>[0]) !== undefined;
  const connected = connectHistory(window, {
    route: () => routeOf({ screen: actor.getSnapshot().value.screen, context: actor.getSnapshot().context }),
    screen: () => actor.getSnapshot().value.screen,
    send: (event) => actor.send(event),
    navigate: (route) => {
      actor.send({ type: 'HOME' });
      for (const event of eventsFor(route, isGame)) actor.send(event);
    },
    confirmLeave: () => confirmLeave(host),
  });
  // Where the page was opened or reloaded (a game resumes from its save; results with none in memory are home),
  // before the first screen is drawn.
  appHistory = connected;
  for (const event of eventsFor(connected.openedOn, isGame)) actor.send(event);
  const draw = (snapshot: ReturnType<typeof actor.getSnapshot>): void => {
    view.render(snapshot);
    tabs.setInGame(snapshot.matches({ screen: 'playing' }));
    connected.sync();
  };
  actor.subscribe(draw);
  draw(actor.getSnapshot());
  tabs.onOtherLeftGame(() => actor.send({ type: 'OTHER_TAB_LEFT_GAME' }));
  addEventListener('pagehide', () => tabs.pageHidden());

  // Vite's dev server has no service worker (vite-plugin-pwa builds it).
  if (import.meta.env.PROD) {
    worker = registerServiceWorker(`${import.meta.env.BASE_URL}sw.js`, import.meta.env.BASE_URL, {
      onUpdateWaiting: () => actor.send({ type: 'UPDATE_AVAILABLE' }),
      onNewVersionInControl: () => actor.send({ type: 'UPDATE_ACTIVATED' }),
      onOfflineReady: () => view.notify({ key: 'app.offlineReady' }),
      onError: (error) => console.warn('service worker registration failed', error),
    });
  }
}

// Before anything waits: the browser may offer to install as soon as the page has loaded.
watchInstall();
const host = document.getElementById('app');
if (host) void boot(host);
