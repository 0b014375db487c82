// The buttons of one stored item (a saved game, a score sheet): open it, export it as a file, delete it after
// asking in place (no browser dialog; Cancel puts the focus back on Delete).
import type { Reason } from '../../engine/types';
import type { ShellContext } from '../context';
import { button, el } from '../../base/dom';
import { t } from '../../base/i18n';
import { downloadText } from './download';

export interface ItemHooks {
  onChanged(): Promise<void>;
  status: HTMLElement;
}

type Outcome<T = unknown> = ({ ok: true } & T) | { ok: false; reason: Reason };

export interface StoredItem {
  /** Prefix of the buttons' ids, e.g. `save-<id>`. */
  idPrefix: string;
  titleId: string;
  /** The first button (Resume, Open), or none (a finished game). */
  open: { label: string; idSuffix: string; run(): void } | null;
  /** Buttons after the first (a finished game's Review). */
  more?: { label: string; idSuffix: string; run(): void }[];
  exportText(): Promise<Outcome<{ text: string }>>;
  fileName: string;
  remove(): Promise<Outcome>;
  confirmText: string;
  deletedText: string;
  /** The screen's heading, focused once the deleted item has taken the focus with it. */
  headingSelector: string;
}

export function storedItemActions(ctx: ShellContext, item: StoredItem, hooks: ItemHooks): HTMLElement {
  const actions = el('div', { class: 'actions' });
  const describedBy = { 'aria-describedby': item.titleId };
  const id = item.idPrefix;

  function drawActions(): void {
    actions.replaceChildren(
      ...(item.open ? [button(item.open.label, item.open.run, 'primary', { ...describedBy, id: `${id}-${item.open.idSuffix}` })] : []),
      ...(item.more ?? []).map((b) => button(b.label, b.run, 'secondary', { ...describedBy, id: `${id}-${b.idSuffix}` })),
      button(t('saves.export'), () => void exportItem(), 'secondary', { ...describedBy, id: `${id}-export` }),
      button(t('saves.delete'), confirmDelete, 'danger', { ...describedBy, id: `${id}-delete` }),
    );
  }

  function confirmDelete(): void {
    const question = el('p', { class: 'confirm-question', text: item.confirmText, attrs: { id: `${id}-confirm` } });
    const yes = button(t('saves.confirmYes'), () => void remove(), 'danger', { id: `${id}-confirm-yes`, 'aria-describedby': `${id}-confirm ${item.titleId}` });
    const no = button(t('saves.cancel'), () => {
      drawActions();
      document.getElementById(`${id}-delete`)?.focus();
    }, 'secondary');
    actions.replaceChildren(question, yes, no);
    no.focus();
  }

  async function remove(): Promise<void> {
    const removed = await item.remove();
    if (!removed.ok) {
      ctx.notify(removed.reason, true);
      drawActions();
      return;
    }
    hooks.status.textContent = item.deletedText;
    await hooks.onChanged();
    document.querySelector<HTMLElement>(item.headingSelector)?.focus();
  }

  async function exportItem(): Promise<void> {
    const exported = await item.exportText();
    if (!exported.ok) {
      ctx.notify(exported.reason, true);
      return;
    }
    downloadText(exported.text, item.fileName);
  }

  drawActions();
  return actions;
}
