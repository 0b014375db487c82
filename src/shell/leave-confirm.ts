// "Leave Nine Lives?" when Back is pressed at home: a small modal dialog with Stay (first, focused) and Leave.
// Escape, Back again, or a tap on Stay keep the player here; only Leave resolves true.
import { button, el } from '../base/dom';
import { t } from '../base/i18n';

let open: Promise<boolean> | null = null;

export function confirmLeave(host: HTMLElement): Promise<boolean> {
  if (open) return open; // asked already: one question at a time
  open = new Promise<boolean>((resolve) => {
    const returnFocus = document.activeElement;
    const finish = (leave: boolean): void => {
      dialog.close();
      dialog.remove();
      open = null;
      if (!leave && returnFocus instanceof HTMLElement && returnFocus.isConnected) returnFocus.focus();
      resolve(leave);
    };
    const stay = button(t('app.stay'), () => finish(false), 'primary', { id: 'leave-stay' });
    const leave = button(t('app.leave'), () => finish(true), 'secondary', { id: 'leave-app' });
    const dialog = el('dialog', { class: 'leave-dialog', attrs: { 'aria-labelledby': 'leave-title', 'aria-describedby': 'leave-detail' } }, [
      el('h2', { text: t('app.leaveQuestion'), attrs: { id: 'leave-title' } }),
      el('p', { text: t('app.leaveDetail'), attrs: { id: 'leave-detail' } }),
      el('div', { class: 'actions' }, [stay, leave]),
    ]);
    dialog.addEventListener('cancel', (e) => {
      e.preventDefault();
      finish(false);
    });
    host.appendChild(dialog);
    dialog.showModal();
    stay.focus();
  });
  return open;
}
