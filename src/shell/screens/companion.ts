// The table companion: tools for playing the boxed games (who starts, a turn timer), a new score sheet, and
// every sheet saved so far (newest first) with Open, Export and Delete (confirmed in place), plus Import.
// A damaged sheet is reported above the list and set aside; the others still list.
import type { Reason } from '../../engine/types';
import { sheetKindInfo } from '../../store/sheet-kinds';
import type { SheetRecord } from '../../store';
import type { ScreenFactory, ShellContext } from '../context';
import { button, el, screenHeading } from '../../base/dom';
import { formatDateTime, formatNames } from '../../base/format';
import { t, translateReason } from '../../base/i18n';
import { koru, nihoBand } from '../patterns';
import { newSheetForm } from './companion-new';
import { registerCompanionWords } from '../locales/companion';
import { storedItemActions, type ItemHooks } from './stored-item';

// The companion's words come with its screens, not with the home screen.
registerCompanionWords();

export const sheetTitle = (kind: SheetRecord['kind']): string => t(sheetKindInfo(kind).titleKey);

/** The store's reasons in a sheet's words (its own texts speak of saves). */
const SHEET_REASONS: Record<string, string> = {
  'store.damaged': 'companion.damaged',
  'store.unknownVersion': 'companion.unknownVersion',
  'store.importNotJson': 'companion.importNotJson',
  'store.importNotSave': 'companion.importNotSheet',
  'store.notFound': 'companion.notFound',
};
export const sheetReason = (reason: Reason): string =>
  (SHEET_REASONS[reason.key] ? t(SHEET_REASONS[reason.key]) : translateReason(reason));

export const companionScreen: ScreenFactory = (ctx) => {
  const title = t('companion.title');
  const alerts = el('div', { class: 'messages', attrs: { role: 'alert' } });
  const status = el('p', { class: 'status-line', attrs: { role: 'status' } });
  const list = el('ul', { class: 'save-list sheet-list', attrs: { role: 'list', 'aria-labelledby': 'sheets-heading' } });

  const fileInput = el('input', {
    class: 'visually-hidden',
    attrs: { type: 'file', id: 'import-sheet-file', accept: '.json,application/json', 'aria-describedby': 'import-sheet-hint' },
    on: { change: () => void importChosenFile() },
  });

  async function importChosenFile(): Promise<void> {
    const file = fileInput.files?.[0];
    fileInput.value = '';
    if (!file) return;
    let text: string;
    try {
      text = await file.text();
    } catch {
      await refresh({ key: 'saves.readFailed' });
      return;
    }
    const imported = await ctx.sheets.importSheet(text);
    if (imported.ok) {
      status.textContent = t('companion.imported');
      await refresh(null, imported.id);
    } else {
      await refresh(imported.reason);
    }
  }

  async function refresh(importFailure: Reason | null = null, focusId?: string): Promise<void> {
    const { sheets, problems } = await ctx.sheets.list();
    alerts.replaceChildren(
      ...(importFailure ? [el('p', { class: 'import-failure', text: sheetReason(importFailure) })] : []),
      ...(problems.length
        ? [el('h2', { text: t('companion.problems') }), el('ul', {}, problems.map((p) => el('li', { text: sheetReason(p.reason) })))]
        : []),
    );
    list.replaceChildren(...(sheets.length
      ? sheets.map((sheet) => sheetItem(ctx, sheet, { onChanged: () => refresh(), status }))
      : [el('li', { class: 'panel empty', text: t('companion.empty') })]));
    if (focusId) document.getElementById(`sheet-${focusId}-title`)?.focus();
  }

  const tools = el('section', { class: 'companion-tools', attrs: { 'aria-labelledby': 'tools-heading' } }, [
    el('h2', { class: 'section-heading' }, [koru(), el('span', { text: t('companion.tools'), attrs: { id: 'tools-heading' } })]),
    el('div', { class: 'tool-buttons' }, [
      toolButton('picker', t('companion.picker'), t('companion.pickerBlurb'), () => ctx.send({ type: 'OPEN_TOOL', tool: 'picker' })),
      toolButton('timer', t('companion.timer'), t('companion.timerBlurb'), () => ctx.send({ type: 'OPEN_TOOL', tool: 'timer' })),
    ]),
  ]);

  const root = el('div', { class: 'screen screen-companion' }, [
    el('header', { class: 'screen-header' }, [
      button(t('app.back'), () => ctx.send({ type: 'BACK' }), 'quiet', { id: 'back' }),
      screenHeading(title),
    ]),
    el('p', { class: 'meta', text: t('companion.intro') }),
    nihoBand(),
    tools,
    // The sheets already started come before a new one: at the table, carrying on is the usual step.
    el('section', { class: 'companion-sheets', attrs: { 'aria-labelledby': 'sheets-heading' } }, [
      el('h2', { class: 'section-heading' }, [koru(), el('span', { text: t('companion.sheets'), attrs: { id: 'sheets-heading' } })]),
      el('div', { class: 'import-row' }, [
        fileInput,
        el('label', { class: 'btn btn-secondary', text: t('companion.import'), attrs: { for: 'import-sheet-file' } }),
        el('p', { class: 'meta', text: t('companion.importHint'), attrs: { id: 'import-sheet-hint' } }),
      ]),
      alerts,
      status,
      list,
    ]),
    newSheetForm(ctx),
  ]);
  void refresh();
  return { root, title };
};

function toolButton(id: string, label: string, blurb: string, onClick: () => void): HTMLButtonElement {
  return el('button', { class: 'btn btn-secondary tool-button', attrs: { type: 'button', id: `open-${id}` }, on: { click: onClick } }, [
    el('span', { class: 'tool-name', text: label }),
    el('span', { class: 'tool-blurb', text: blurb }),
  ]);
}

function sheetItem(ctx: ShellContext, sheet: SheetRecord, hooks: ItemHooks): HTMLElement {
  const titleId = `sheet-${sheet.id}-title`;
  const kindTitle = sheetTitle(sheet.kind);
  const players = formatNames(sheet.players);
  const actions = storedItemActions(ctx, {
    idPrefix: `sheet-${sheet.id}`,
    titleId,
    open: { label: t('companion.open'), idSuffix: 'open', run: () => ctx.send({ type: 'OPEN_SHEET', sheetId: sheet.id }) },
    exportText: () => ctx.sheets.exportSheet(sheet.id),
    fileName: sheetFileName(sheet),
    remove: () => ctx.sheets.remove(sheet.id),
    confirmText: t('companion.confirmDelete'),
    deletedText: t('companion.deleted'),
    headingSelector: '.screen-companion h1',
  }, hooks);
  return el('li', { class: 'panel save-item sheet-item' }, [
    el('div', { class: 'save-text' }, [
      el('h3', { text: kindTitle, attrs: { id: titleId, tabindex: -1 } }, [el('span', { class: 'visually-hidden', text: `, ${players}` })]),
      el('p', { class: 'players', text: players }),
      el('p', { class: 'meta', text: t('companion.changed', { when: formatDateTime(sheet.updatedAt) }) }),
    ]),
    actions,
  ]);
}

/** e.g. nine-lives-sheet-<kind>-2025-03-14-1930.json */
function sheetFileName(sheet: SheetRecord): string {
  const d = new Date(sheet.updatedAt);
  const two = (n: number) => String(n).padStart(2, '0');
  return `nine-lives-sheet-${sheet.kind}-${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}-${two(d.getHours())}${two(d.getMinutes())}.json`;
}
