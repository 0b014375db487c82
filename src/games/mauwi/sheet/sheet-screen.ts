// The Mauwi sheet: per player the four columns A–D as on the table (how many 9s, what covers them), each
// column's score, the player's total, team totals in team mode and who is ahead.
import './sheet.css';
import { el } from '../../../base/dom';
import { t } from '../../../base/i18n';
import { mauwiColumnScore, mauwiResult, MAUWI_MAX_NINES, type MauwiColumn, type MauwiData, type MauwiTop } from './sheet';
import type { BodyFactory } from '../../../sheet/body';
import { formatNumber, panel, radioPills, stepper } from '../../../sheet/widgets';

const LETTERS = ['A', 'B', 'C', 'D'];
type Cover = 'none' | 'warrior' | 'spirit';
const coverOf = (top: MauwiTop): Cover => (top === null ? 'none' : top === 'spirit' ? 'spirit' : 'warrior');

export const mauwiBody: BodyFactory<MauwiData> = (sheet) => {
  const names = sheet.players;
  /** The warrior value last chosen per column, so Nothing → Warrior brings it back. */
  const lastValue = new Map<string, number>();

  function setColumn(data: MauwiData, seat: number, col: number, next: MauwiColumn, set: (d: MauwiData) => void): void {
    const areas = data.areas.map((a, s) => (s === seat ? a.map((c, i) => (i === col ? next : c)) : a));
    set({ ...data, areas });
  }

  function column(data: MauwiData, seat: number, col: number, set: (d: MauwiData) => void): HTMLElement {
    const c = data.areas[seat][col];
    const id = `mauwi-${seat}-${col}`;
    const letter = LETTERS[col];
    const cover = coverOf(c.top);
    const what = (key: string) => t(key, { column: letter, name: names[seat] });
    return el('li', { class: `mauwi-column cover-${cover}` }, [
      el('div', { class: 'mauwi-column-head' }, [
        // The letter large, as on the table; "Column A" for screen readers.
        el('h4', { attrs: { id: `${id}-title` } }, [
          el('span', { class: 'visually-hidden', text: t('companion.mauwi.column', { column: letter }) }),
          el('span', { class: 'column-letter', text: letter, attrs: { 'aria-hidden': 'true' } }),
        ]),
        el('output', { class: 'mauwi-column-score', text: `= ${formatNumber(mauwiColumnScore(c))}`, attrs: { id: `${id}-score`, 'aria-labelledby': `${id}-title` } }),
      ]),
      stepper({
        id: `${id}-nines`, label: what('companion.mauwi.ninesOf'), short: t('companion.mauwi.nines'), value: c.nines, min: 0, max: MAUWI_MAX_NINES,
        onChange: (nines) => setColumn(data, seat, col, { ...c, nines }, set),
      }),
      radioPills<Cover>({
        name: `${id}-top`, legend: what('companion.mauwi.coverOf'), short: t('companion.mauwi.cover'), value: cover, className: 'pills-stack',
        options: [
          { value: 'none', label: t('companion.mauwi.nothing') },
          { value: 'warrior', label: t('companion.mauwi.warrior') },
          { value: 'spirit', label: t('companion.mauwi.spirit') },
        ],
        onChange: (next) => {
          if (typeof c.top === 'number') lastValue.set(id, c.top);
          const top: MauwiTop = next === 'none' ? null : next === 'spirit' ? 'spirit' : lastValue.get(id) ?? 1;
          setColumn(data, seat, col, { ...c, top }, set);
        },
      }),
      typeof c.top === 'number'
        ? stepper({
          id: `${id}-warrior`, label: what('companion.mauwi.valueOf'), short: t('companion.mauwi.value'), value: c.top, min: 1, max: 8,
          onChange: (v) => { lastValue.set(id, v); setColumn(data, seat, col, { ...c, top: v }, set); },
        })
        : cover === 'spirit' || c.nines > 0
          ? el('p', { class: 'mauwi-cover-note meta', text: t(cover === 'spirit' ? 'companion.mauwi.spiritNote' : 'companion.mauwi.nothingNote') })
          : null,
    ]);
  }

  function standings(data: MauwiData): HTMLElement {
    const r = mauwiResult(data);
    const winners = new Set(r.winners);
    const teamRows = data.teams
      ? r.teams.map((team, i) => el('li', { class: `standing${team.seats.some((s) => winners.has(s)) ? ' is-leader' : ''}` }, [
        el('span', { class: 'standing-name', text: t('companion.mauwi.team', { n: i + 1, names: team.seats.map((s) => names[s]).join(' & ') }) }),
        el('span', { class: 'standing-figure', text: formatNumber(team.total), attrs: { id: `mauwi-team-${i}-total` } }),
      ]))
      : [];
    return panel(t('companion.totals'), [
      el('ul', { class: 'standings-list', attrs: { role: 'list' } }, [
        ...names.map((name, seat) => el('li', { class: `standing${!data.teams && winners.has(seat) ? ' is-leader' : ''}` }, [
          el('span', { class: 'standing-name', text: (!data.teams && winners.has(seat) ? '★ ' : '') + name }),
          el('span', { class: 'standing-figure', text: formatNumber(r.totals[seat]), attrs: { id: `mauwi-${seat}-total` } }),
        ])),
      ]),
      data.teams ? el('h3', { class: 'standings-sub', text: t('companion.mauwi.teams') }) : null,
      data.teams ? el('ul', { class: 'standings-list', attrs: { role: 'list' } }, teamRows) : null,
      el('p', { class: 'verdict', attrs: { role: 'status', id: 'mauwi-verdict' }, text: verdict(r.winners, data) }),
    ], 'sheet-standings', 'mauwi-standings');
  }

  function verdict(winners: number[], data: MauwiData): string {
    if (winners.length === 0) return t('companion.nothingYet');
    const who = winners.map((s) => names[s]).join(data.teams ? ' & ' : ', ');
    return t(winners.length === 1 || data.teams ? 'companion.ahead' : 'companion.aheadTogether', { names: who });
  }

  return {
    render(data, set) {
      return [
        names.length >= 4
          ? radioPills<boolean>({
            name: 'mauwi-teams', legend: t('companion.mauwi.mode'), value: data.teams, className: 'sheet-options',
            options: [{ value: false, label: t('companion.mauwi.solo') }, { value: true, label: t('companion.mauwi.teamMode') }],
            onChange: (teams) => set({ ...data, teams }),
          })
          : null,
        standings(data),
        ...names.map((name, seat) => el('section', { class: 'panel sheet-panel mauwi-area', attrs: { 'aria-labelledby': `mauwi-${seat}-name` } }, [
          el('h2', { attrs: { id: `mauwi-${seat}-name` } }, [
            el('span', { text: name }),
            el('span', { class: 'area-total', text: t('companion.points', { points: mauwiResult(data).totals[seat] }) }),
          ]),
          el('ol', { class: 'mauwi-columns', attrs: { role: 'list' } }, data.areas[seat].map((_, col) => column(data, seat, col, set))),
        ])),
      ].filter((n): n is HTMLElement => n !== null);
    },
  };
};
