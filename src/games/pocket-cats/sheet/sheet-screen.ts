// The Pocket Cats sheet: each seat's clan and whether clan effects are in play; for each prey tile, which clan
// won it; the bonuses the clans' cards give (counted, with a stepper for the Crooks still face up); each clan's
// points with the pigeon and fly products, and the winner (equal points: the most prey tiles; still equal:
// shared). An old sheet (draft tiles) shows its draft prey and its bonuses entered by hand, as it was kept.
import './sheet.css';
import { el } from '../../../base/dom';
import { getLanguage, t } from '../../../base/i18n';
import { CLANS, CLAN_IDS, type ClanId } from '../rules/data';
import { POCKET_CATS_PER_CLAN, POCKET_MAX_BONUS } from './sheet-kind';
import {
  bonusRulesOf, pocketCatsResult, preyOf,
  type PocketCatsData, type PocketCatsDraftData, type PocketCatsSheetData,
} from './sheet';
import type { BodyFactory } from '../../../sheet/body';
import { formatNumber, panel, radioPills, stepper } from '../../../sheet/widgets';

const NOBODY = -1;
const SEATS = [0, 1] as const;

const clanName = (clan: ClanId): string => CLANS[clan].name[getLanguage()] ?? CLANS[clan].name.en;

/** Seat `seat` takes `clan`; the other seat, if it had it, takes this seat's old clan (one set of each). */
export function withClan(clans: readonly [ClanId, ClanId], seat: number, clan: ClanId): [ClanId, ClanId] {
  const next: [ClanId, ClanId] = [clans[0], clans[1]];
  const other = 1 - seat;
  if (next[other] === clan) next[other] = next[seat];
  next[seat] = clan;
  return next;
}

export const pocketCatsBody: BodyFactory<PocketCatsData> = (sheet) => {
  const names = sheet.players;

  function result(data: PocketCatsData): HTMLElement {
    const r = pocketCatsResult(data);
    const winners = new Set(r.winners);
    const verdict = r.winners.length === 2
      ? t('companion.pocket.shared')
      : t(r.byPreyCount ? 'companion.pocket.winsOnPrey' : 'companion.pocket.wins', { name: names[r.winners[0]] });
    const anything = data.won.some((w) => w !== null) || r.clans.some((c) => c.bonus > 0);
    return panel(t('companion.totals'), [
      el('ul', { class: 'standings-list', attrs: { role: 'list' } }, r.clans.map((c, seat) => el('li', { class: `standing${anything && winners.has(seat) ? ' is-leader' : ''}` }, [
        el('span', { class: 'standing-name' }, [
          el('span', { text: (anything && winners.has(seat) ? '★ ' : '') + names[seat] }),
          el('span', { class: 'standing-detail', text: [
            data.edition === 'published' ? clanName(data.clans[seat]) : '',
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

  /** Each seat's clan and the mode (clan effects or not). */
  function clansPanel(data: PocketCatsSheetData, set: (next: PocketCatsData) => void): HTMLElement {
    const select = (seat: number) => {
      const id = `pocket-${seat}-clan`;
      return el('div', { class: 'field pocket-clan-field' }, [
        el('label', { text: t('companion.pocket.clanOf', { name: names[seat] }), attrs: { for: id } }),
        el('select', {
          attrs: { id },
          on: { change: (e) => {
            const clans = withClan(data.clans, seat, (e.target as HTMLSelectElement).value as ClanId);
            // Two clans traded places: what was counted for each goes with it.
            const traded = clans[1 - seat] !== data.clans[1 - seat];
            set({ ...data, clans, faceUp: traded ? [data.faceUp[1], data.faceUp[0]] : data.faceUp });
          } },
        }, CLAN_IDS.map((clan) => el('option', { text: clanName(clan), attrs: { value: clan, selected: clan === data.clans[seat] } }))),
      ]);
    };
    return panel(t('companion.pocket.clans'), [
      radioPills<boolean>({
        name: 'pocket-effects', legend: t('newGame.pocketMode'), value: data.effects, className: 'pocket-effects',
        options: [{ value: false, label: t('newGame.pocketModeFirst') }, { value: true, label: t('newGame.pocketModeEffects') }],
        onChange: (effects) => set({ ...data, effects }),
      }),
      el('div', { class: 'pocket-clan-fields' }, SEATS.map(select)),
    ], '', 'pocket-clans');
  }

  /** The bonuses the clans' cards give: counted from the prey, or from the Crooks still face up (a stepper). */
  function bonusPanel(data: PocketCatsSheetData, set: (next: PocketCatsData) => void): HTMLElement {
    const r = pocketCatsResult(data);
    const rows = SEATS.flatMap((seat) => bonusRulesOf(data, seat).map((rule) => (rule === 'bonusPerPrey'
      ? el('p', { class: 'pocket-bonus-line', attrs: { id: `pocket-${seat}-prey-bonus` }, text: t('companion.pocket.preyBonus', { name: names[seat], points: r.clans[seat].preyCount }) })
      : stepper({
          id: `pocket-${seat}-faceup`, label: t('companion.pocket.faceUpOf', { clan: clanName(data.clans[seat]), name: names[seat] }),
          value: data.faceUp[seat], min: 0, max: POCKET_CATS_PER_CLAN,
          onChange: (v) => set({ ...data, faceUp: data.faceUp.map((n, k) => (k === seat ? v : n)) }),
        }))));
    return panel(t('companion.pocket.bonus'), [
      el('p', { class: 'meta', text: t('companion.pocket.bonusHint') }),
      ...(rows.length ? rows : [el('p', { class: 'pocket-bonus-line', text: t('companion.pocket.noBonus') })]),
    ], '', 'pocket-bonus');
  }

  /** An old sheet's bonuses, entered by hand as they were. */
  function draftBonusPanel(data: PocketCatsDraftData, set: (next: PocketCatsData) => void): HTMLElement {
    return panel(t('companion.pocket.bonus'), [
      el('div', { class: 'stepper-grid' }, names.map((name, seat) => stepper({
        id: `pocket-${seat}-bonus`, label: t('companion.pocket.bonusOf', { name }), short: name, value: data.bonus[seat],
        min: 0, max: POCKET_MAX_BONUS, onChange: (v) => set({ ...data, bonus: data.bonus.map((b, k) => (k === seat ? v : b)) }),
      }))),
    ], '', 'pocket-bonus');
  }

  return {
    render(data, set) {
      const prey = preyOf(data);
      const preyName = (i: number) => t(`companion.pocket.${prey[i].kind}`, { points: prey[i].points });
      const setWon = (i: number, seat: number) => set({ ...data, won: data.won.map((w, k) => (k === i ? (seat === NOBODY ? null : seat) : w)) });
      return [
        result(data),
        data.edition === 'draft' ? el('p', { class: 'panel pocket-draft-note', attrs: { id: 'pocket-draft-note' }, text: t('companion.pocket.draftNote') }) : clansPanel(data, set),
        panel(t('companion.pocket.prey'), [
          el('p', { class: 'meta', text: t('companion.pocket.preyHint') }),
          el('ul', { class: 'prey-list', attrs: { role: 'list' } }, prey.map((p, i) => el('li', { class: `prey-row prey-${p.kind}` }, [
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
        data.edition === 'draft' ? draftBonusPanel(data, set) : bonusPanel(data, set),
      ];
    },
  };
};
