// Boot: open the database, read the settings, start the app machine and draw it; register the
// service worker so an update waits for the player (never reloading a game in progress).
import '@fontsource/atkinson-hyperlegible/400.css';
import '@fontsource/atkinson-hyperlegible/700.css';
import './shell/styles.css';
import { registerSW } from 'virtual:pwa-register';
import { createActor } from 'xstate';
import { appMachine } from '../machines/app';
import { applyDocumentSettings } from './shell/document-settings';
import { el } from './shell/dom';
import { t } from './shell/i18n';
import { defaultSettings } from './shell/settings';
import { ShellView } from './shell/view';
import { openNineLivesDb, requestPersistentStorage, SaveStore, SheetStore } from './store';

async function boot(host: HTMLElement): Promise<void> {
  // Before anything is read: the browser's language and the system's reduced-motion preference.
  const defaults = defaultSettings(navigator, matchMedia('(prefers-reduced-motion: reduce)').matches);
  applyDocumentSettings(defaults);

  let store: SaveStore;
  let sheets: SheetStore;
  try {
    const db = await openNineLivesDb();
    store = new SaveStore(db);
    sheets = new SheetStore(db);
  } catch (error) {
    console.error('the database could not be opened', error);
    host.replaceChildren(el('div', { class: 'screen' }, [
      el('div', { class: 'panel boot-failed', attrs: { role: 'alert' } }, [el('h1', { text: t('app.title') }), el('p', { text: t('app.bootFailed') })]),
    ]));
    return;
  }
  const settings = await store.getSettings(defaults);
  void requestPersistentStorage();

  let updateSW: ((reload?: boolean) => Promise<void>) | null = null;
  const actor = createActor(appMachine.provide({
    // The machine only enters `applying` when no game is open.
    actions: { applyUpdate: () => void updateSW?.(true) },
  }));
  const view = new ShellView(host, { store, sheets, settings, send: (event) => actor.send(event) });
  actor.subscribe((snapshot) => view.render(snapshot));
  actor.start();

  updateSW = registerSW({
    onNeedRefresh: () => actor.send({ type: 'UPDATE_AVAILABLE' }),
    onOfflineReady: () => view.notify({ key: 'app.offlineReady' }),
    onRegisterError: (error: unknown) => console.warn('service worker registration failed', error),
  });
}

const host = document.getElementById('app');
if (host) void boot(host);
