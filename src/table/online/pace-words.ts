// A table's pace in words (the lobby, the invite, Your tables): the online words must be registered.
import { t, type MessageKey } from '../../base/i18n';
import type { MoveHours, Pace } from './pace';

const TIME: Record<MoveHours, string> = { 12: 'online.pace.hours12', 24: 'online.pace.day1', 72: 'online.pace.days3' };

/** "Live: everyone plays at once." or "Over days: 1 day per move. …" */
export function paceText(pace: Pace): string {
  return pace.kind === 'live' ? t('online.pace.live') : t('online.pace.days', { time: t(TIME[pace.moveHours] as MessageKey) });
}
