// Where the players of a table of devices are, in words: whose device is away, who a bot plays for meanwhile,
// who has not joined yet. The same lines on the table's screen and on every phone.
import type { Seat } from '../engine/types';
import { t } from '../base/i18n';
import type { Presence } from './protocol';

/** The words of each kind of presence: a table of devices speaks of phones; an online table of players. */
export interface PresenceWords {
  away: string;
  standIn: string;
  waiting: string;
}

export const PHONE_WORDS: PresenceWords = { away: 'table.away', standIn: 'table.standIn', waiting: 'table.waitingFor' };

/** One line per seat that is not simply here (the viewer's own seat left out: it knows where it is). */
export function presenceLines(presence: readonly Presence[], names: readonly string[], viewer: Seat | null = null, words: PresenceWords = PHONE_WORDS): string[] {
  const lines: string[] = [];
  presence.forEach((p, seat) => {
    if (seat === viewer || (p !== 'away' && p !== 'standIn' && p !== 'waiting')) return;
    lines.push(t(words[p], { name: names[seat] }));
  });
  return lines;
}
