// The new-game screen's pace of an online table: "Live" (everyone at their screens at once) or "Over days" (a move
// when a player has a minute, with a time per move, and whether a bot plays for a seat whose time is long up).
// Shown only while a seat is Online; the choice goes to the server with the table.
import { el } from '../../base/dom';
import { t, type MessageKey } from '../../base/i18n';
import { LIVE, MOVE_HOURS, type MoveHours, type Pace } from './pace';
import { registerOnlineText } from './text';

const HOURS_KEY: Record<MoveHours, string> = { 12: 'online.pace.hours12', 24: 'online.pace.day1', 72: 'online.pace.days3' };

export interface PaceChoice {
  root: HTMLElement;
  pace(): Pace;
  /** Shown only for a table with an online seat. */
  show(online: boolean): void;
}

/** The choice, put in `slot` once its words are here. */
export async function paceChoice(slot: HTMLElement): Promise<PaceChoice> {
  await registerOnlineText();
  let kind: Pace['kind'] = 'live';
  let moveHours: MoveHours = 24;
  let standIn = true;
  const radio = (value: Pace['kind'], labelKey: string) => el('label', { class: 'choice' }, [
    el('input', {
      attrs: { type: 'radio', name: 'pace', value, id: `pace-${value}`, checked: kind === value },
      on: { change: () => { kind = value; days.hidden = kind !== 'days'; } },
    }),
    el('span', { text: t(labelKey as MessageKey) }),
  ]);
  const lateRadio = (value: boolean, labelKey: string) => el('label', { class: 'choice' }, [
    el('input', {
      attrs: { type: 'radio', name: 'pace-late', value: String(value), id: `pace-stand-in-${value}`, checked: standIn === value },
      on: { change: () => { standIn = value; } },
    }),
    el('span', { text: t(labelKey as MessageKey) }),
  ]);
  const days = el('div', { class: 'pace-days' }, [
    el('div', { class: 'field' }, [
      el('label', { text: t('online.paceChoice.moveTime'), attrs: { for: 'pace-hours' } }),
      el('select', {
        attrs: { id: 'pace-hours' },
        on: { change: (e) => { moveHours = Number((e.target as HTMLSelectElement).value) as MoveHours; } },
      }, MOVE_HOURS.map((h) => el('option', { text: t(HOURS_KEY[h] as MessageKey), attrs: { value: String(h), selected: h === moveHours } }))),
    ]),
    el('p', { class: 'pace-late', text: t('online.paceChoice.late'), attrs: { id: 'pace-late' } }),
    el('div', { class: 'segmented', attrs: { role: 'group', 'aria-labelledby': 'pace-late' } }, [
      lateRadio(true, 'online.paceChoice.standIn'), lateRadio(false, 'online.paceChoice.wait'),
    ]),
  ]);
  days.hidden = true;
  const root = el('fieldset', { class: 'panel option-group pace-choice', attrs: { id: 'pace-choice' } }, [
    el('legend', { text: t('online.paceChoice') }),
    el('div', { class: 'segmented' }, [radio('live', 'online.paceChoice.live'), radio('days', 'online.paceChoice.days')]),
    el('p', { class: 'meta', text: t('online.paceChoice.how') }),
    days,
  ]);
  root.hidden = true;
  slot.append(root);
  return {
    root,
    pace: () => (kind === 'live' ? LIVE : { kind: 'days', moveHours, standIn }),
    show: (online) => { root.hidden = !online; },
  };
}
