// "Tell me when it is my move" at an online table over days. It is offered in the table's dock (where the guided
// tips go, never over the table) after this device's first move there, not on a first visit, and not again once
// answered. A tap asks the browser (the only time it does) and tells the server. On iPhone and iPad in a browser
// tab it gives the install steps instead. Once on, the invite panel has "Stop telling me".
import { button, el } from '../../base/dom';
import { t, translateReason } from '../../base/i18n';
import type { Seat } from '../../engine/types';
import type { TableGuest } from '../guest';
import type { SeatScreen } from '../seat-screen';
import { alertSupport, alertsOn, offerAnswered, turnAlertsOff, turnAlertsOn } from './turn-alerts';

export function offerTurnAlerts(s: SeatScreen, code: string, guest: TableGuest, seat: Seat, alive: () => boolean): void {
  const support = alertSupport();
  if (alertsOn(code, seat) || offerAnswered(code, seat) || support === 'none') return;
  let wasAsked = guest.update?.asked ?? false;
  const stop = guest.subscribe(() => {
    const asked = guest.update?.asked ?? false;
    if (wasAsked && !asked && guest.status === 'joined' && alive()) {
      stop();
      show();
    }
    wasAsked = asked;
  });

  function show(): void {
    const host = s.overlay.tipHost;
    const text = el('p', { class: 'play-tip-text', text: t(support === 'install' ? 'online.alertsInstall' : support === 'refused' ? 'online.alertsRefused' : 'online.alertsOffer') });
    const close = (): void => {
      offerAnswered(code, seat, true);
      host.hidden = true;
      host.replaceChildren();
    };
    const answers = support === 'ok'
      ? [
          button(t('online.alertsAsk'), () => void yes(), 'secondary', { class: 'play-btn play-tip-done', id: 'online-alerts-yes' }),
          button(t('online.alertsNotNow'), close, 'quiet', { class: 'play-link play-tip-rules', id: 'online-alerts-no' }),
        ]
      : [button(t('play.gotIt'), close, 'secondary', { class: 'play-btn play-tip-done', id: 'online-alerts-no' })];
    host.replaceChildren(
      el('div', { class: 'play-tip-body' }, [el('h2', { class: 'play-tip-title', text: t('online.alertsTitle') }), text]),
      el('div', { class: 'play-tip-actions' }, answers),
    );
    host.hidden = false;

    async function yes(): Promise<void> {
      for (const b of answers) b.disabled = true;
      const done = await turnAlertsOn(code, seat);
      if (!alive()) return;
      close();
      s.overlay.showHint(done.ok ? t('online.alertsDone') : translateReason(done.reason));
    }
  }
}

/** The invite panel's "Stop telling me", where this device asked to be told of `seat`'s moves; else null. */
export function stopAlertsControl(code: string, seat: Seat): HTMLElement | null {
  if (!alertsOn(code, seat)) return null;
  const said = el('span', { attrs: { role: 'status' } });
  const stop: HTMLButtonElement = button(t('online.alertsStop'), () => {
    void turnAlertsOff(code, seat).then((done) => {
      said.textContent = done.ok ? t('online.alertsStopped') : translateReason(done.reason);
      stop.remove();
    });
  }, 'secondary', { id: 'online-alerts-stop' });
  const row = el('div', { class: 'pair-row' }, [stop, said]);
  return row;
}
