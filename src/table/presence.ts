// Where the players of a table of devices are, in words: whose device is away, who a bot plays for meanwhile,
// who has not joined yet. The same lines on the table's screen and on every phone.
import type { Seat } from '../engine/types';
import { t } from '../base/i18n';
import type { Presence } from './protocol';

/** One line per seat that is not simply here (the viewer's own seat left out: it knows where it is). */
export function presenceLines(presence: readonly Presence[], names: readonly string[], viewer: Seat | null = null): string[] {
  const lines: string[] = [];
  presence.forEach((p, seat) => {
    if (seat === viewer) return;
    if (p === 'away') lines.push(t('table.away', { name: names[seat] }));
    else if (p === 'standIn') lines.push(t('table.standIn', { name: names[seat] }));
    else if (p === 'waiting') lines.push(t('table.waitingFor', { name: names[seat] }));
  });
  return lines;
}
