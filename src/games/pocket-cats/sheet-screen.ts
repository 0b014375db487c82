// The Pocket Cats sheet: for each prey tile, which clan won it; clan bonuses; each clan's points with the
// pigeon and fly products, and the winner (equal points: the most prey tiles; still equal: shared).
import './sheet.css';
import { el } from '../../shell/dom';
import { t } from '../../shell/i18n';
import { POCKET_MAX_BONUS, POCKET_PREY, pocketCatsResult, type PocketCatsData } from './sheet';
import type { BodyFactory } from '../../companion/screens/body';
import { formatNumber, panel, radioPills, stepper } from '../../companion/screens/widgets';

const NOBODY = -1;

export const pocketCatsBody: BodyFactory<PocketCatsData> = (sheet) => {
  const names = sheet.players;
  const preyName = (i: number) => t(`companion.pocket.${POCKET_PREY[i].kind}`, { points: POCKET_PREY[i].points });

  function result(data: PocketCatsData): HTMLElement {
    const r = pocketCatsResult(data);
    const winners = new Set(r.winners);
    const verdict = r.winners.length === 2
      ? t('companion.pocket.shared')
      : t(r.byPreyCount ? 'companion.pocket.winsOnPrey' : 'companion.pocket.wins', { name: names[r.winners[0]] });
    const anything = data.won.some((w) => w !== null) || data.bonus.some((b) => b > 0);
    return panel(t('companion.totals'), [
      el('ul', { class: 'standings-list', attrs: { role: 'list' } }, r.clans.map((c, seat) => el('li', { class: `standing${anything && winners.has(seat) ? ' is-leader' : ''}` }, [
        el('span', { class: 'standing-name' }, [
          el('span', { text: (anything && winners.has(seat) ? '★ ' : '') + names[seat] }),
          el('span', { class: 'standing-detail', text: [
            t('companion.pocket.preyCount', { count: c.preyCount }),
            ...c.products.map((p) => t(`companion.pocket.product.${p.kind}`, { points: p.points })),
            c.bonus > 0 ? t('companion.pocket.bonusShort', { points: c.bonus }) : '',
          ].filter(Boolean).join(' · ') }),
        ]),
        el('span', { class: 'standing-figure', text: formatNumber(c.total), attrs: { id: `pocket-${seat}-total` } }),
      ]))),
      el('p', { class: 'verdict', attrs: { role: 'status', id: 'pocket-verdict' }, text: anything ? verdict : t('companion.nothingYet') }),
    ], 'sheet-standings', 'pocket-standings');
  }

  return {
    render(data, set) {
      const setWon = (i: number, seat: number) => set({ ...data, won: data.won.map((w, k) => (k === i ? (seat === NOBODY ? null : seat) : w)) });
      return [
        result(data),
        panel(t('companion.pocket.prey'), [
          el('p', { class: 'meta', text: t('companion.pocket.preyHint') }),
          el('ul', { class: 'prey-list', attrs: { role: 'list' } }, POCKET_PREY.map((p, i) => el('li', { class: `prey-row prey-${p.kind}` }, [
            radioPills<number>({
              name: `pocket-prey-${i}`, legend: t('companion.pocket.whoWon', { prey: preyName(i) }), short: preyName(i),
              value: data.won[i] ?? NOBODY, className: 'prey-choice',
              options: [
                { value: 0, label: names[0] },
                { value: NOBODY, label: t('companion.pocket.nobody') },
                { value: 1, label: names[1] },
              ],
              onChange: (seat) => setWon(i, seat),
            }),
          ]))),
        ], '', 'pocket-prey'),
        panel(t('companion.pocket.bonus'), [
          el('p', { class: 'meta', text: t('companion.pocket.bonusHint') }),
          el('div', { class: 'stepper-grid' }, names.map((name, seat) => stepper({
            id: `pocket-${seat}-bonus`, label: t('companion.pocket.bonusOf', { name }), short: name, value: data.bonus[seat],
            min: 0, max: POCKET_MAX_BONUS, onChange: (v) => set({ ...data, bonus: data.bonus.map((b, k) => (k === seat ? v : b)) }),
          }))),
        ], '', 'pocket-bonus'),
      ];
    },
  };
};
