// Settings' "Your moves on this device": whether this device may tell its player of their moves at online tables
// (the browser's permission, in words, with how to change it), at how many tables it does, and one switch to stop
// at every one. Its own chunk: Settings loads it beside its form, and only it carries the online words it needs.
import { button, el } from '../../base/dom';
import { t, translateReason } from '../../base/i18n';
import { registerOnlineText, type OnlineTextKey } from './text';
import { alertSupport, alertTables, turnAlertsOff } from './turn-alerts';

export async function turnAlertsSettings(): Promise<HTMLElement> {
  await registerOnlineText();
  const said = el('p', { class: 'meta', attrs: { role: 'status', id: 'setting-alerts-said' } });
  const panel = el('section', { class: 'panel setting', attrs: { 'aria-labelledby': 'setting-alerts-title' } });
  render();
  return panel;

  function render(): void {
    const tables = alertTables();
    const support = alertSupport();
    const permission = typeof Notification === 'undefined' ? 'default' : Notification.permission;
    const state: OnlineTextKey = support === 'install' ? 'online.alertsInstall'
      : support === 'none' ? 'online.alertsNone'
      : support === 'refused' ? 'online.alertsSettingsRefused'
      : permission === 'granted' && tables.length > 0 ? 'online.alertsSettingsOn'
      : 'online.alertsSettingsAsk';
    const stop: HTMLButtonElement = button(t('online.alertsStopAll'), () => void stopAll(stop), 'secondary', { id: 'setting-alerts-stop' });
    panel.replaceChildren(
      el('h2', { class: 'setting-title', text: t('online.alertsSettingsTitle'), attrs: { id: 'setting-alerts-title' } }),
      el('p', { class: 'meta', text: t(state, { n: tables.length }), attrs: { id: 'setting-alerts-state' } }),
      ...(tables.length > 0 ? [stop] : []),
      said,
    );
  }

  async function stopAll(stop: HTMLButtonElement): Promise<void> {
    stop.disabled = true;
    const results = await Promise.all(alertTables().map(({ code, seat }) => turnAlertsOff(code, seat)));
    // The subscription itself goes too: a push service then forgets it, and so does a server that was not reached.
    // Never waited on for long: a page without its service worker (the dev server) has no subscription to end.
    const unsubscribed = navigator.serviceWorker?.ready.then((r) => r.pushManager.getSubscription()).then((s) => s?.unsubscribe());
    await Promise.race([unsubscribed?.catch(() => false), new Promise((r) => setTimeout(r, 3_000))]);
    const failed = results.find((r) => !r.ok);
    render();
    said.textContent = failed && !failed.ok ? translateReason(failed.reason) : t('online.alertsStoppedAll');
  }
}
