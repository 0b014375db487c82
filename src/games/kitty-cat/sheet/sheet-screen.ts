// The Kitty Cat sheet: each cat's counters (and the last life), round by round: tap the cats with the fewest
// points, record the round; who deals next, who is out, and the last cat in.
import './sheet.css';
import { button, el } from '../../../base/dom';
import { t } from '../../../base/i18n';
import { formatNames } from '../../../base/format';
import { kittyStanding, recordRound, undoRound, type KittyCatData, type KittyRound } from './sheet';
import type { BodyFactory } from '../../../sheet/body';
import { panel, toggleButton } from '../../../sheet/widgets';

export const kittyCatBody: BodyFactory<KittyCatData> = (sheet) => {
  const names = sheet.players;
  /** The cats tapped as lowest in the round being entered (not saved until the round is recorded). */
  let lowest = new Set<number>();
  const list = (seats: number[]) => formatNames(seats.map((s) => names[s]));

  function roundLine(r: KittyRound, i: number): string {
    const parts = [t('companion.kitty.roundDealt', { n: i + 1, dealer: names[r.dealer] })];
    if (r.spared) parts.push(t('companion.kitty.spared', { names: list(r.lowest) }));
    if (r.lostCounter.length) parts.push(t('companion.kitty.lost', { names: list(r.lostCounter) }));
    if (r.wentOut.length) parts.push(t('companion.kitty.wentOut', { names: list(r.wentOut) }));
    return parts.join(' ');
  }

  return {
    render(data, set) {
      const s = kittyStanding(data, names.length);
      for (const seat of lowest) if (s.out[seat]) lowest.delete(seat);
      const cats = el('ul', { class: 'kitty-cats', attrs: { role: 'list' } }, names.map((name, seat) => {
        const state = s.out[seat] ? 'out' : s.lastLife[seat] ? 'last' : 'in';
        const winner = s.winners.includes(seat);
        return el('li', { class: `panel kitty-cat is-${state}${winner ? ' is-leader' : ''}`, attrs: { 'aria-labelledby': `kitty-${seat}-name` } }, [
          el('h3', { text: (winner ? '★ ' : '') + name, attrs: { id: `kitty-${seat}-name` } }),
          el('p', { class: 'counter-pips', attrs: { 'aria-hidden': 'true' } },
            Array.from({ length: data.counters }, (_, k) => el('span', { class: `pip${k < s.counters[seat] ? ' is-on' : ''}` }))),
          el('p', { class: 'kitty-state', attrs: { id: `kitty-${seat}-state` }, text: state === 'out'
            ? t('companion.kitty.out')
            : state === 'last' ? t('companion.kitty.lastLife') : t('companion.kitty.counters', { count: s.counters[seat] }) }),
          !s.over && s.dealer === seat ? el('p', { class: 'badge badge-live', text: t('companion.kitty.deals') }) : null,
        ]);
      }));

      const entry = s.over
        ? el('p', { class: 'verdict winner-line', attrs: { role: 'status', id: 'kitty-verdict' }, text: t('companion.kitty.winner', { names: list(s.winners) }) })
        : panel(t('companion.kitty.round', { n: data.rounds.length + 1 }), [
          el('p', { class: 'meta', text: t('companion.kitty.roundHint', { dealer: names[s.dealer] }) }),
          el('div', { class: 'actions lowest-choice', attrs: { role: 'group', 'aria-label': t('companion.kitty.lowest') } },
            names.flatMap((name, seat) => (s.out[seat] ? [] : [toggleButton(name, lowest.has(seat), () => {
              if (lowest.has(seat)) lowest.delete(seat); else lowest.add(seat);
              set(data); // redraw only: the round is saved once recorded
            }, { id: `kitty-${seat}-lowest` })]))),
          el('div', { class: 'actions' }, [
            button(t('companion.kitty.record'), () => {
              const chosen = [...lowest];
              lowest = new Set();
              set(recordRound(data, chosen));
            }, 'primary', { id: 'kitty-record', disabled: lowest.size === 0 }),
          ]),
        ], 'kitty-entry', 'kitty-round');

      return [
        entry,
        cats,
        data.rounds.length
          ? panel(t('companion.kitty.rounds'), [
            el('ol', { class: 'history' }, s.rounds.map((r, i) => el('li', { text: roundLine(r, i) }))),
            button(t('companion.kitty.undo'), () => { lowest = new Set(); set(undoRound(data)); }, 'quiet', { id: 'kitty-undo' }),
          ], '', 'kitty-rounds')
          : null,
      ].filter((n): n is HTMLElement => n !== null);
    },
  };
};
