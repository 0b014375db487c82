// Messages that do not stop anything (storage full, save imported, ready offline). Two live regions
// exist from the start, because screen readers only announce changes to regions already in the page.
import type { Reason } from '../../engine/types';
import { el } from '../../base/dom';
import { t, translateReason } from '../../base/i18n';

const MAX_SHOWN = 3;
const POLITE_MS = 4000;
const URGENT_MS = 20000;

export interface Toasts {
  readonly root: HTMLElement;
  notify(reason: Reason, urgent?: boolean): void;
  /** Re-labels the close buttons and re-words the messages still shown after a language change. */
  relabel(): void;
}

export function createToasts(): Toasts {
  const polite = el('div', { class: 'toast-list', attrs: { role: 'status' } });
  const urgent = el('div', { class: 'toast-list', attrs: { role: 'alert' } });
  const root = el('div', { class: 'toasts', attrs: { 'aria-label': t('app.messages'), role: 'region' } }, [urgent, polite]);
  /** The reason behind each message shown, so a new language can word it again. */
  const reasons = new WeakMap<Element, Reason>();

  function notify(reason: Reason, isUrgent = false): void {
    const list = isUrgent ? urgent : polite;
    const text = translateReason(reason);
    // The same message twice in a row (every move on a full disk) shows once.
    if ([...root.querySelectorAll('.toast-text')].some((n) => n.textContent === text)) return;
    const close = el('button', {
      class: 'toast-close',
      text: '×',
      attrs: { type: 'button', 'aria-label': t('app.dismiss') },
      on: { click: () => toast.remove() },
    });
    const line = el('p', { class: 'toast-text', text });
    reasons.set(line, reason);
    const toast = el('div', { class: `toast${isUrgent ? ' toast-urgent' : ''}` }, [line, close]);
    list.appendChild(toast);
    while (root.querySelectorAll('.toast').length > MAX_SHOWN) root.querySelector('.toast')?.remove();
    setTimeout(() => toast.remove(), isUrgent ? URGENT_MS : POLITE_MS);
  }

  function relabel(): void {
    root.setAttribute('aria-label', t('app.messages'));
    root.querySelectorAll('.toast-close').forEach((b) => b.setAttribute('aria-label', t('app.dismiss')));
    root.querySelectorAll('.toast-text').forEach((p) => {
      const reason = reasons.get(p);
      if (reason) p.textContent = translateReason(reason);
    });
  }

  return { root, notify, relabel };
}
