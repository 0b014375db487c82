// The online table's "Tell me when it is my move" button, at a table over days: offered after this device's first
// move there (never on a first visit), or at once where it is on already. A tap asks the browser (the only time it
// does) and tells the server; a second tap stops it. What came of it is said in the table's dock.
import type { Seat } from '../../engine/types';
import { t, translateReason } from '../../base/i18n';
import type { TableGuest } from '../guest';
import type { SeatScreen } from '../seat-screen';
import { alertsOn, turnAlertsOff, turnAlertsOn } from './turn-alerts';

export function offerTurnAlerts(s: SeatScreen, code: string, guest: TableGuest, seat: Seat, alive: () => boolean): void {
  const show = (): void => {
    if (!alive()) return;
    const b = s.overlay.addTool('', 'play-alerts-btn', () => void toggle());
    b.id = 'online-alerts';
    const draw = (): void => {
      const on = alertsOn(code, seat);
      b.textContent = t(on ? 'online.alertsStop' : 'online.alertsAsk');
      b.setAttribute('aria-pressed', String(on));
    };
    const toggle = async (): Promise<void> => {
      b.disabled = true;
      const was = alertsOn(code, seat);
      const done = await (was ? turnAlertsOff(code, seat) : turnAlertsOn(code, seat));
      if (!alive()) return;
      b.disabled = false;
      draw();
      s.overlay.showHint(done.ok ? t(was ? 'online.alertsStopped' : 'online.alertsDone') : translateReason(done.reason));
    };
    draw();
  };
  if (alertsOn(code, seat)) return show();
  let wasAsked = guest.update?.asked ?? false;
  const stop = guest.subscribe(() => {
    const asked = guest.update?.asked ?? false;
    if (wasAsked && !asked && guest.status === 'joined') {
      stop();
      show();
    }
    wasAsked = asked;
  });
}
