// The "new version" banner. It mirrors the app machine's `update` region: with no game open the player can
// update now; during a game it only says the update will start back at home; while a game is open in another
// tab it says so, and waits (or updates anyway, which leaves that game open in its tab).
import type { SnapshotFrom } from 'xstate';
import type { appMachine } from '../../machines/app';
import { el, button } from '../base/dom';
import { t } from '../base/i18n';

export type UpdateState = 'none' | 'ready' | 'waitingForHome' | 'checkingTabs' | 'waitingForOtherTab' | 'applying' | 'reloading';

/** The banner's state from the machine's (the two kinds of waiting for home read the same to the player). */
export function updateStateOf(snapshot: SnapshotFrom<typeof appMachine>): UpdateState {
  const value = snapshot.value.update;
  return (typeof value === 'string' ? value : Object.keys(value)[0]) as UpdateState;
}

export interface UpdateBannerActions {
  onUpdate(): void;
  onUpdateAnyway(): void;
}

export interface UpdateBanner {
  readonly root: HTMLElement;
  show(state: UpdateState): void;
  /** Redraws in the current language. */
  relabel(): void;
}

export function createUpdateBanner(actions: UpdateBannerActions): UpdateBanner {
  const root = el('div', { class: 'update-banner', attrs: { role: 'status', hidden: true } });
  let shown: UpdateState = 'none';
  let hiddenByPlayer = false; // "Close" hides the during-game message; the update still waits for home

  function show(state: UpdateState): void {
    if (state === shown) return; // redrawing on every app event would steal focus from the button
    hiddenByPlayer = false;
    shown = state;
    draw();
  }

  function draw(): void {
    const state = shown;
    root.replaceChildren();
    root.hidden = state === 'none' || hiddenByPlayer;
    root.dataset.update = state;
    if (root.hidden) return;
    if (state === 'ready') {
      root.append(el('p', { text: t('update.ready') }), button(t('update.button'), actions.onUpdate, 'primary', { id: 'update-now' }));
    } else if (state === 'waitingForHome') {
      root.append(el('p', { text: t('update.afterGame') }), button(t('app.close'), () => {
        hiddenByPlayer = true;
        draw();
      }, 'quiet', { id: 'update-close' }));
    } else if (state === 'waitingForOtherTab') {
      root.append(el('p', { text: t('update.otherTabInGame') }),
        button(t('update.anyway'), actions.onUpdateAnyway, 'secondary', { id: 'update-anyway' }));
    } else {
      root.append(el('p', { text: t('update.applying') }));
    }
  }

  return { root, show, relabel: draw };
}
