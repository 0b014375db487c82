// Draws the app machine's state: one screen at a time in the screen host, the rules dialog over an
// open game, the update banner and the messages. A screen is rebuilt only when the machine moves to
// another screen (or the language changes), so an open game is never torn down by a banner or toast.
import type { SnapshotFrom } from 'xstate';
import type { AppContext, AppEvent, appMachine } from '../../machines/app';
import type { Reason } from '../engine/types';
import type { Problem } from '../store';
import type { Screen, ScreenFactory, ShellContext, ShellSheets, ShellStore } from './context';
import { el } from '../base/dom';
import { applyDocumentSettings } from './document-settings';
import { onMessageDock } from '../ui/message-dock';
import { loadLanguage, t } from '../base/i18n';
import { homeScreen } from './screens/home';
import { createToasts, type Toasts } from './screens/toasts';
import type { Settings } from '../base/settings';
import { createUpdateBanner, updateStateOf, type UpdateBanner } from './update-banner';

export type AppSnapshot = SnapshotFrom<typeof appMachine>;
export type ScreenName = 'home' | 'newGame' | 'saves' | 'settings' | 'rules' | 'playing' | 'results' | 'companion' | 'sheet' | 'tool' | 'replay' | 'joining' | 'online';

// Home comes with the app; every other screen is its own chunk, loaded when first shown (from the service worker's
// cache, a few milliseconds), so the first screen loads light.
const loaders: Record<ScreenName, () => Promise<ScreenFactory>> = {
  home: () => Promise.resolve(homeScreen),
  newGame: () => import('./screens/new-game').then((m) => m.newGameScreen),
  saves: () => import('./screens/saves').then((m) => m.savesScreen),
  settings: () => import('./screens/settings').then((m) => m.settingsScreen),
  rules: () => import('./screens/rules').then((m) => m.rulesScreen),
  playing: () => import('./screens/playing').then((m) => m.playingScreen),
  results: () => import('./screens/results').then((m) => m.resultsScreen),
  companion: () => import('./screens/companion').then((m) => m.companionScreen),
  sheet: () => import('./screens/companion-sheet').then((m) => m.companionSheetScreen),
  tool: () => import('./screens/companion-tools').then((m) => m.companionToolScreen),
  replay: () => import('./screens/replay').then((m) => m.replayScreen),
  joining: () => import('./screens/join').then((m) => m.joinScreen),
  online: () => import('./screens/online').then((m) => m.onlineScreen),
};
const loaded = new Map<ScreenName, ScreenFactory>([['home', homeScreen]]);
const loading = new Map<ScreenName, Promise<ScreenFactory>>();

function loadScreen(name: ScreenName): Promise<ScreenFactory> {
  let p = loading.get(name);
  if (!p) {
    p = loaders[name]().then((f) => { loaded.set(name, f); return f; });
    // A failed load (a chunk the browser could not fetch) may be tried again.
    p.catch(() => loading.delete(name));
    loading.set(name, p);
  }
  return p;
}

const loadRulesReader = () => import('./screens/rules').then((m) => m.rulesReader);

/** The longest a screen's `ready` is waited for before it is shown anyway (a very slow store). */
export const SCREEN_READY_WAIT_MS = 1000;

export function screenOf(snapshot: AppSnapshot): ScreenName {
  const value = snapshot.value.screen;
  return (typeof value === 'string' ? value : Object.keys(value)[0]) as ScreenName;
}

/** Two snapshots with the same key show the same screen instance. */
function mountKey(name: ScreenName, app: AppContext): string {
  if (name === 'playing') return `playing:${app.saveId}`;
  if (name === 'rules') return `rules:${app.rules?.gameId}#${app.rules?.anchor ?? ''}`;
  if (name === 'sheet') return `sheet:${app.sheetId}`;
  if (name === 'tool') return `tool:${app.tool}`;
  if (name === 'replay') return `replay:${app.replayCode}`;
  return name;
}

export interface ShellViewOptions {
  store: ShellStore;
  sheets: ShellSheets;
  settings: Settings;
  send(event: AppEvent): void;
}

export class ShellView {
  readonly ctx: ShellContext;
  private readonly screenHost = el('div', { class: 'screen-host' });
  private readonly toasts: Toasts = createToasts();
  private readonly banner: UpdateBanner;
  private settings: Settings;
  private current: { key: string; screen: Screen } | null = null;
  /** The key of the screen the machine is on (mounted, or still loading). */
  private wanted: string | null = null;
  private rulesDialog: { key: string; dialog: HTMLDialogElement; returnFocus: Element | null } | null = null;
  /** The rules dialog whose reader is loading. */
  private rulesDialogLoading: string | null = null;
  private last: AppSnapshot | null = null;
  private readonly seenProblems = new Set<string>();

  constructor(private readonly host: HTMLElement, private readonly options: ShellViewOptions) {
    this.settings = options.settings;
    this.banner = createUpdateBanner({
      onUpdate: () => options.send({ type: 'UPDATE' }),
      onUpdateAnyway: () => options.send({ type: 'UPDATE_ANYWAY' }),
    });
    applyDocumentSettings(this.settings);
    host.replaceChildren(this.banner.root, this.screenHost, this.toasts.root);
    // In an open game the banner and toasts sit in its message dock, off the table; else in their own places.
    onMessageDock((dock) => {
      if (dock) dock.append(this.banner.root, this.toasts.root);
      else {
        host.insertBefore(this.banner.root, this.screenHost);
        host.appendChild(this.toasts.root);
      }
    });
    this.ctx = {
      store: options.store,
      sheets: options.sheets,
      settings: () => this.settings,
      changeSettings: (next) => this.changeSettings(next),
      send: (event) => options.send(event),
      notify: (reason, urgent) => this.notify(reason, urgent),
      reportProblems: (problems) => this.reportProblems(problems),
    };
  }

  notify(reason: Reason, urgent = false): void {
    this.toasts.notify(reason, urgent);
  }

  render(snapshot: AppSnapshot): void {
    const first = this.last === null;
    this.last = snapshot;
    const name = screenOf(snapshot);
    const key = mountKey(name, snapshot.context);
    if (this.current?.key !== key) this.show(name, key, !first);
    this.syncRulesDialog(snapshot);
    this.banner.show(updateStateOf(snapshot));
  }

  /** Everything in the current language again; the focused control keeps the focus. */
  private refresh(): void {
    this.banner.relabel();
    this.toasts.relabel();
    const screen = this.current?.screen;
    if (!this.last || !this.current || !screen) return;
    if (screen.applySettings) {
      screen.applySettings(this.settings);
      return;
    }
    const focusedId = document.activeElement?.id;
    this.mount(screenOf(this.last), this.current.key, this.last.context, false, () => {
      if (focusedId) document.getElementById(focusedId)?.focus();
    });
  }

  /** Mounts the screen at once when its code is here, else when it has loaded (if it is still the one wanted;
   *  until then the screen before stays, untouched). */
  private show(name: ScreenName, key: string, moveFocus: boolean): void {
    if (this.wanted === key) return;
    this.wanted = key;
    if (loaded.has(name)) {
      this.mount(name, key, this.last!.context, moveFocus);
      return;
    }
    loadScreen(name).then(
      () => { if (this.wanted === key && this.current?.key !== key) this.mount(name, key, this.last!.context, moveFocus); },
      (error) => {
        console.error(`the screen ${name} could not be loaded`, error);
        if (this.wanted === key) { this.wanted = this.current?.key ?? null; this.notify({ key: 'app.screenFailed' }, true); }
      },
    );
  }

  /** Builds the screen and shows it once it is ready (its `ready`, at most SCREEN_READY_WAIT_MS), if it is still the
   *  current one then; `shown` runs after. Until then the screen host keeps what it showed (the boot line, or the
   *  screen before, already disposed). */
  private mount(name: ScreenName, key: string, app: AppContext, moveFocus: boolean, shown?: () => void): void {
    this.current?.screen.dispose?.();
    this.wanted = key;
    const screen = loaded.get(name)!(this.ctx, app);
    this.current = { key, screen };
    const show = (): void => {
      if (this.current?.screen !== screen) return; // another screen came meanwhile
      this.screenHost.replaceChildren(screen.root);
      document.body.dataset.screen = name;
      const appTitle = t('app.title');
      document.title = screen.title === appTitle ? appTitle : `${screen.title} · ${appTitle}`;
      if (moveFocus) {
        window.scrollTo(0, 0);
        // Screen readers hear the new screen's title; keyboard users start from the top of it.
        screen.root.querySelector<HTMLElement>('[data-screen-heading]')?.focus({ preventScroll: true });
      }
      shown?.();
    };
    if (!screen.ready) {
      show();
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const bound = new Promise<void>((resolve) => { timer = setTimeout(resolve, SCREEN_READY_WAIT_MS); });
    void Promise.race([screen.ready, bound]).catch(() => undefined).then(() => {
      clearTimeout(timer);
      show();
    });
  }

  /** During a game the rules open in a modal dialog, so the table underneath stays as it was. */
  private syncRulesDialog(snapshot: AppSnapshot): void {
    const rules = snapshot.context.rules;
    const open = snapshot.matches({ screen: { playing: 'readingRules' } }) && rules !== null;
    const key = open ? `${rules.gameId}#${rules.anchor ?? ''}` : null;
    if (this.rulesDialog && this.rulesDialog.key !== key) {
      const { dialog, returnFocus } = this.rulesDialog;
      this.rulesDialog = null;
      dialog.close();
      dialog.remove();
      this.current?.screen.setCovered?.(false);
      if (!key && returnFocus instanceof HTMLElement) returnFocus.focus();
    }
    if (!open || !key) {
      this.rulesDialogLoading = null;
      return;
    }
    if (this.rulesDialog || this.rulesDialogLoading === key) return;
    this.rulesDialogLoading = key;
    loadRulesReader().then(
      (rulesReader) => {
        if (this.rulesDialogLoading !== key) return; // closed or another one asked for meanwhile
        this.rulesDialogLoading = null;
        if (this.rulesDialog) return;
        const reader = rulesReader({
          gameId: rules.gameId, anchor: rules.anchor, backLabel: t('rules.backToGame'),
          onBack: () => this.options.send({ type: 'BACK' }),
        });
        const dialog = el('dialog', { class: 'rules-dialog', attrs: { 'aria-labelledby': 'rules-title' } }, [reader]);
        // Escape closes through the machine, which stays the one source of truth.
        dialog.addEventListener('cancel', (e) => {
          e.preventDefault();
          this.options.send({ type: 'BACK' });
        });
        this.rulesDialog = { key, dialog, returnFocus: document.activeElement };
        this.current?.screen.setCovered?.(true);
        this.host.appendChild(dialog);
        dialog.showModal();
        if (!rules.anchor) dialog.querySelector<HTMLElement>('[data-screen-heading]')?.focus();
      },
      (error) => {
        console.error('the rules could not be loaded', error);
        if (this.rulesDialogLoading === key) this.rulesDialogLoading = null;
        this.notify({ key: 'rules.loadFailed' }, true);
      },
    );
  }

  private async changeSettings(next: Settings): Promise<boolean> {
    const languageChanged = next.language !== this.settings.language;
    if (languageChanged) await loadLanguage(next.language);
    this.settings = next;
    applyDocumentSettings(next);
    // Shown at once, before the write: the screen redrawn after it would be whichever the player had gone to by
    // then (on a busy tablet, a rules reader drawn again lost the search being typed into it).
    if (languageChanged) this.refresh();
    else this.current?.screen.applySettings?.(next);
    const saved = await this.options.store.putSettings(next);
    if (!saved.ok) this.notify(saved.reason, true);
    return saved.ok;
  }

  private reportProblems(problems: readonly Problem[]): void {
    for (const p of problems) {
      const id = `${p.id ?? ''}|${p.reason.key}`;
      if (this.seenProblems.has(id)) continue;
      this.seenProblems.add(id);
      this.notify(p.reason, true);
    }
  }
}
