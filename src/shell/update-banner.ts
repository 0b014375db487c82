// The "new version" banner. It mirrors the app machine's `update` region: with no game open the
// player can update now; during a game it only says the update will happen back at home.
import { el, button } from './dom';
import { t } from './i18n';

export type UpdateState = 'none' | 'ready' | 'waitingForHome' | 'applying';

export interface UpdateBanner {
  readonly root: HTMLElement;
  show(state: UpdateState): void;
  /** Redraws in the current language. */
  relabel(): void;
}

export function createUpdateBanner(onUpdate: () => void): UpdateBanner {
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
    if (root.hidden) return;
    if (state === 'ready') {
      root.append(el('p', { text: t('update.ready') }), button(t('update.button'), onUpdate, 'primary', { id: 'update-now' }));
    } else if (state === 'waitingForHome') {
      root.append(el('p', { text: t('update.afterGame') }), button(t('app.close'), () => {
        hiddenByPlayer = true;
        draw();
      }, 'quiet'));
    } else {
      root.append(el('p', { text: t('update.applying') }));
    }
  }

  return { root, show, relabel: draw };
}
