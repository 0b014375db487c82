// Saves: every save with its game, players and time; Resume (a finished game: Share replay), Export, Delete (confirmed in place);
// Import from a file. A save that cannot be opened as it is never disappears: it is listed under "Needs
// attention" with the reason in words, and can be recovered (the moves the rules accept), exported or deleted.
// A failed import shows as a message above the lists, and the list still shows every save that is fine.
import type { Reason } from '../../engine/types';
import type { GameId } from '../../games/index';
import type { AttentionItem, RecoveryPlan, SaveHeader } from '../../store';
import type { ScreenFactory, ShellContext } from '../context';
import { openReview, openSharePanel } from './share-panel';
import { button, el, screenHeading } from '../../base/dom';
import { formatDateTime, playerNames } from '../../base/format';
import { gameById } from '../../games/index';
import { t, translateReason } from '../../base/i18n';
import { nihoBand } from '../patterns';
import { exportFileName } from './download';
import { storedItemActions, type ItemHooks } from './stored-item';

export const savesScreen: ScreenFactory = (ctx) => {
  const title = t('saves.title');
  const alerts = el('div', { class: 'messages', attrs: { role: 'alert' } });
  const status = el('p', { class: 'status-line', attrs: { role: 'status' } });
  const list = el('ul', { class: 'save-list', attrs: { role: 'list', 'aria-labelledby': 'saves-heading' } });
  const attentionList = el('ul', { class: 'save-list', attrs: { role: 'list', 'aria-labelledby': 'attention-heading' } });
  const attention = el('section', { class: 'attention', attrs: { 'aria-labelledby': 'attention-heading', hidden: true } }, [
    el('h2', { class: 'section-heading', text: t('saves.attention'), attrs: { id: 'attention-heading' } }),
    el('p', { class: 'meta attention-intro', text: t('saves.attentionIntro') }),
    attentionList,
  ]);

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

  /** The moves the rules accept become a normal save again; the player hears how many were kept. */
  async function recover(item: AttentionItem): Promise<void> {
    const recovered = await ctx.store.recover(item.ref);
    if (!recovered.ok) {
      ctx.notify(recovered.reason, true);
      return;
    }
    await refresh(null, recovered.id);
    status.textContent = t('saves.recovered', { kept: recovered.kept, total: recovered.total });
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
    // Listing sets damaged saves aside first, so they are among the ones needing attention read next.
    const needs = await ctx.store.attention();
    const plans = await Promise.all(needs.items.map((item) => (item.recoverable ? ctx.store.planRecovery(item.ref) : null)));
    // Saves listed under "Needs attention" are not told twice.
    const listed = (p: { reason: Reason }) => p.reason.key === 'store.damaged' || p.reason.key === 'store.unknownVersion';
    showProblems(importFailure, [...problems, ...needs.problems].filter((p) => !listed(p)).map((p) => p.reason));
    attention.hidden = needs.items.length === 0;
    attentionList.replaceChildren(...needs.items.map((item, i) => attentionItem(ctx, item, plans[i], { onChanged: () => refresh(), status }, () => void recover(item))));
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
    attention,
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
  // The game's own word on this save (e.g. Pocket Cats' old saves play on with the draft tiles).
  const note = game?.saveNote?.(save.input.options) ?? null;
  const actions = storedItemActions(ctx, {
    idPrefix: `save-${save.id}`,
    titleId,
    open: !game ? null : finished ? shareAction(ctx, save.id)
      : { label: t('saves.resume'), idSuffix: 'resume', run: () => ctx.send({ type: 'RESUME', saveId: save.id, gameId: save.gameId }) },
    more: game && finished ? [reviewAction(ctx, save.id)] : [],
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
      note ? el('p', { class: 'meta save-note', text: t(note.key, note.params) }) : null,
      el('p', { class: 'meta' }, [
        el('span', { class: `badge ${finished ? 'badge-done' : 'badge-live'}`, text: t(finished ? 'saves.finished' : 'saves.inProgress') }),
        ' ',
        t('saves.lastPlayed', { when: formatDateTime(save.updatedAt) }),
      ]),
    ]),
    actions,
  ]);
}

/** A finished game's first button: "Share replay", its link and QR code (src/shell/screens/share-panel.ts). */
function shareAction(ctx: ShellContext, saveId: string) {
  const id = `save-${saveId}-share`;
  const run = () => openSharePanel(ctx, saveId, document.querySelector<HTMLElement>('.screen-saves') ?? document.body, document.getElementById(id));
  return { label: t('replay.share'), idSuffix: 'share', run };
}

/** A finished game's Review: its replay with the review beside it (kept from a first look, it shows at once). */
function reviewAction(ctx: ShellContext, saveId: string) {
  const run = () => void openReview(ctx, saveId, document.getElementById(`save-${saveId}-review`) as HTMLButtonElement | null);
  return { label: t('replay.review'), idSuffix: 'review', run };
}

/** A save that needs attention: its game and players when readable, why, and what a recovery would keep. */
function attentionItem(ctx: ShellContext, item: AttentionItem, plan: RecoveryPlan | null, hooks: ItemHooks, recover: () => void): HTMLElement {
  const game = item.gameId ? gameById(item.gameId as GameId) : undefined;
  const gameTitle = game ? t(game.titleKey) : t('saves.attentionUnknown');
  const titleId = `attention-${item.ref}-title`;
  const players = item.players.join(', ');
  const canRecover = plan?.ok === true;
  const actions = storedItemActions(ctx, {
    idPrefix: `attention-${item.ref}`,
    titleId,
    open: canRecover ? { label: t('saves.recover'), idSuffix: 'recover', run: recover } : null,
    exportText: () => ctx.store.exportAttention(item.ref),
    fileName: exportFileName((item.gameId ?? 'set-aside') as GameId, item.at || Date.now()),
    remove: () => ctx.store.removeAttention(item.ref),
    confirmText: t('saves.confirmDeleteSetAside'),
    deletedText: t('saves.deleted'),
    headingSelector: '.screen-saves h1',
  }, hooks);
  const outlook = canRecover ? t('saves.recoverKeeps', { kept: plan.kept, total: plan.total }) : t('saves.cannotRecover');
  return el('li', { class: 'panel save-item attention-item', attrs: { id: `attention-${item.ref}` } }, [
    el('div', { class: 'save-text' }, [
      el('h3', { text: gameTitle, attrs: { id: titleId, tabindex: -1 } }, players ? [el('span', { class: 'visually-hidden', text: `, ${players}` })] : []),
      ...(players ? [el('p', { class: 'players', text: players })] : []),
      el('p', { class: 'attention-why', text: translateReason(item.why) }),
      el('p', { class: 'meta' }, [
        el('span', { class: 'badge badge-done', text: t('saves.attention') }),
        ' ',
        item.at ? t('saves.setAsideAt', { when: formatDateTime(item.at) }) : '',
      ]),
      el('p', { class: 'attention-outlook', text: outlook }),
    ]),
    actions,
  ]);
}
