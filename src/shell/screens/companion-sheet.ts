// One score sheet: the frame (back to the companion, the game's name, the players) around the sheet's own
// content, which loads on demand (src/companion/screens) with the game arithmetic it reuses. Every change is
// saved at once; a sheet that cannot be opened is reported and the way back stays.
import type { SheetData } from '../../store/sheet-kinds';
import type { ScreenFactory } from '../context';
import { button, el, screenHeading } from '../../base/dom';
import { formatNames } from '../../base/format';
import { t } from '../../base/i18n';
import { nihoBand } from '../patterns';
import { sheetReason, sheetTitle } from './companion';

export const companionSheetScreen: ScreenFactory = (ctx, app) => {
  const sheetId = app.sheetId;
  const heading = screenHeading(t('companion.sheet'));
  const players = el('p', { class: 'meta sheet-players' });
  const body = el('div', { class: 'sheet-body' }, [el('p', { class: 'status-line', text: t('app.loading'), attrs: { role: 'status' } })]);
  const root = el('div', { class: 'screen screen-sheet' }, [
    el('header', { class: 'screen-header' }, [
      button(t('companion.backToList'), () => ctx.send({ type: 'BACK' }), 'quiet', { id: 'back' }),
      heading,
    ]),
    players,
    nihoBand(),
    body,
  ]);
  let disposed = false;

  async function open(): Promise<void> {
    if (!sheetId) throw new Error('no sheet to open');
    const [loaded, ui] = await Promise.all([ctx.sheets.load(sheetId), import('../../companion/screens/index')]);
    if (disposed) return;
    if (!loaded.ok) {
      body.replaceChildren(el('div', { class: 'panel', attrs: { role: 'alert' } }, [el('p', { text: sheetReason(loaded.reason) })]));
      return;
    }
    const { sheet } = loaded;
    heading.textContent = sheetTitle(sheet.kind);
    document.title = `${heading.textContent} · ${t('app.title')}`;
    players.textContent = formatNames(sheet.players);
    const save = (data: SheetData) => {
      void ctx.sheets.update(sheet.id, sheet.kind, data as never).then((saved) => {
        if (!saved.ok) ctx.notify(saved.reason.key === 'store.full' ? { key: 'companion.full' } : saved.reason, true);
      });
    };
    await ui.mountSheet(body, sheet, save);
  }

  open().catch((error: unknown) => {
    console.error('the sheet could not be opened', error);
    if (!disposed) body.replaceChildren(el('div', { class: 'panel', attrs: { role: 'alert' } }, [el('p', { text: t('companion.openFailed') })]));
  });

  return { root, title: t('companion.sheet'), dispose: () => { disposed = true; } };
};
