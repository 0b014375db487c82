// Purrrummy and Meow Meow over an evening: a tally of games won per player, the leader marked.
import { el } from '../base/dom';
import { t } from '../base/i18n';
import { formatNames } from '../base/format';
import { tallyGames, tallyLeaders, TALLY_MAX, type TallyData } from './tally';
import type { SheetBody } from './body';
import { panel, stepper } from './widgets';

export function tallyBody(sheet: { players: string[] }): SheetBody<TallyData> {
  const names = sheet.players;
  return {
    render(data, set) {
      const leaders = tallyLeaders(data);
      return [
        panel(t('companion.tally.wins'), [
          el('ul', { class: 'tally-list', attrs: { role: 'list' } }, names.map((name, seat) => el('li', { class: `tally-row${leaders.includes(seat) ? ' is-leader' : ''}` }, [
            el('span', { class: 'tally-name', text: (leaders.includes(seat) ? '★ ' : '') + name }),
            stepper({
              id: `tally-${seat}`, label: t('companion.tally.winsOf', { name }), short: t('companion.tally.won'), value: data.wins[seat],
              min: 0, max: TALLY_MAX, large: true, onChange: (v) => set({ wins: data.wins.map((w, k) => (k === seat ? v : w)) }),
            }),
          ]))),
          el('p', { class: 'verdict', attrs: { role: 'status', id: 'tally-verdict' }, text: leaders.length
            ? t('companion.tally.leads', { names: formatNames(leaders.map((s) => names[s])), games: tallyGames(data) })
            : t('companion.nothingYet') }),
        ], 'sheet-standings', 'tally-wins'),
      ];
    },
  };
}
