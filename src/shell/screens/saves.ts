// Saves: every save with its game, players and time; Resume, Export, Delete (confirmed in place);
// Import from a file. Problems (a damaged save, a failed import) show as messages above the list,
// and the list still shows every save that is fine.
import type { Reason } from '../../engine/types';
import type { SaveHeader } from '../../store';
import type { ScreenFactory, ShellContext } from '../context';
import { button, el, screenHeading } from '../dom';
import { formatDateTime, playerNames } from '../format';
import { gameById } from '../games';
import { t, translateReason } from '../i18n';
import { nihoBand } from '../patterns';
import { exportFileName } from './download';
import { storedItemActions, type ItemHooks } from './stored-item';

export const savesScreen: ScreenFactory = (ctx) => {
  const title = t('saves.title');
  const alerts = el('div', { class: 'messages', attrs: { role: 'alert' } });
  const status = el('p', { class: 'status-line', attrs: { role: 'status' } });
  const list = el('ul', { class: 'save-list', attrs: { role: 'list', 'aria-labelledby': 'saves-heading' } });

  const fileInput = el('input', {
    class: 'visually-hidden',
    attrs: { type: 'file', id: 'import-file', accept: '.json,application/json', 'aria-describedby': 'import-hint' },
    on: { change: () => void importChosenFile() },
  });

  async function importChosenFile(): Promise<void> {
    const file = fileInput.files?.[0];
    fileInput.value = ''; // choosing the same file again still fires change
    if (!file) return;
    let text: string;
    try {
      text = await file.text();
    } catch {
      await refresh({ key: 'saves.readFailed' });
      return;
    }
    const imported = await ctx.store.importSave(text);
    if (imported.ok) {
      status.textContent = t('saves.imported');
      await refresh(null, imported.id);
    } else {
      await refresh(imported.reason);
    }
  }

  /** A failed import first, then the saves the store could not list. */
  function showProblems(importFailure: Reason | null, problems: readonly Reason[] = []): void {
    alerts.replaceChildren(
      ...(importFailure ? [el('p', { class: 'import-failure', text: translateReason(importFailure) })] : []),
      ...(problems.length
        ? [el('h2', { text: t('saves.problems') }), el('ul', {}, problems.map((r) => el('li', { text: translateReason(r) })))]
        : []),
    );
  }

  async function refresh(importFailure: Reason | null = null, focusSaveId?: string): Promise<void> {
    const { saves, problems } = await ctx.store.list();
    showProblems(importFailure, problems.map((p) => p.reason));
    list.replaceChildren(...(saves.length ? saves.map((save) => saveItem(ctx, save, { onChanged: () => refresh(), status })) : [
      el('li', { class: 'panel empty', text: t('saves.empty') }),
    ]));
    if (focusSaveId) document.getElementById(`save-${focusSaveId}-title`)?.focus();
  }

  const root = el('div', { class: 'screen screen-saves' }, [
    el('header', { class: 'screen-header' }, [
      button(t('app.back'), () => ctx.send({ type: 'BACK' }), 'quiet', { id: 'back' }),
      screenHeading(title),
    ]),
    nihoBand(),
    el('div', { class: 'import-row' }, [
      fileInput,
      // The label is the visible control: it opens the file picker and names the input.
      el('label', { class: 'btn btn-secondary', text: t('saves.import'), attrs: { for: 'import-file' } }),
      el('p', { class: 'meta', text: t('saves.importHint'), attrs: { id: 'import-hint' } }),
    ]),
    alerts,
    status,
    el('h2', { class: 'visually-hidden', text: title, attrs: { id: 'saves-heading' } }),
    list,
  ]);
  void refresh();
  return { root, title };
};

function saveItem(ctx: ShellContext, save: SaveHeader, hooks: ItemHooks): HTMLElement {
  const game = gameById(save.gameId);
  const gameTitle = game ? t(game.titleKey) : save.gameId;
  const titleId = `save-${save.id}-title`;
  const finished = save.status === 'finished';
  const actions = storedItemActions(ctx, {
    idPrefix: `save-${save.id}`,
    titleId,
    open: finished || !game ? null : { label: t('saves.resume'), idSuffix: 'resume', run: () => ctx.send({ type: 'RESUME', saveId: save.id, gameId: save.gameId }) },
    exportText: () => ctx.store.exportSave(save.id),
    fileName: exportFileName(save.gameId, save.updatedAt),
    remove: () => ctx.store.remove(save.id),
    confirmText: t('saves.confirmDelete'),
    deletedText: t('saves.deleted'),
    headingSelector: '.screen-saves h1',
  }, hooks);
  return el('li', { class: `panel save-item${finished ? ' is-finished' : ''}` }, [
    el('div', { class: 'save-text' }, [
      el('h3', { text: gameTitle, attrs: { id: titleId, tabindex: -1 } }, [
        el('span', { class: 'visually-hidden', text: `, ${playerNames(save.input.players)}` }),
      ]),
      el('p', { class: 'players', text: playerNames(save.input.players) }),
      el('p', { class: 'meta' }, [
        el('span', { class: `badge ${finished ? 'badge-done' : 'badge-live'}`, text: t(finished ? 'saves.finished' : 'saves.inProgress') }),
        ' ',
        t('saves.lastPlayed', { when: formatDateTime(save.updatedAt) }),
      ]),
    ]),
    actions,
  ]);
}
