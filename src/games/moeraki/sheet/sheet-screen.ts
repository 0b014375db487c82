// The Moeraki-Kemu sheet: the match on the Moeraki scale (wins, who places the ball next), the Marae count
// of a full board (full and half tiles per side, the tie rule), early wins, and the games played.
import './sheet.css';
import { button, el } from '../../../base/dom';
import { t } from '../../../base/i18n';
import {
  EARLY_WAYS, maraeVerdict, moerakiMatch, MOERAKI_LEVELS, MOERAKI_MATCHES, MOERAKI_MAX_TILES, recordGame, recordMarae, undoGame,
  type MoerakiData, type MoerakiGame,
} from './sheet';
import type { BodyFactory } from '../../../sheet/body';
import { sheetScaleHeading } from '../words/names';
import { formatHalves, formatNumber, panel, radioPills, stepper } from '../../../sheet/widgets';

/** Seat 0 plays the black Matau tribe, seat 1 the white Manaia (as in the app's game). */
const TRIBE_KEYS = ['companion.moeraki.black', 'companion.moeraki.white'];

export const moerakiBody: BodyFactory<MoerakiData> = (sheet) => {
  const names = sheet.players;
  const side = (seat: number) => t('companion.moeraki.side', { name: names[seat], tribe: t(TRIBE_KEYS[seat]) });

  function scale(data: MoerakiData): HTMLElement {
    const m = moerakiMatch(data);
    const target = data.matchTo;
    return panel(sheetScaleHeading(target), [
      el('ul', { class: 'standings-list', attrs: { role: 'list' } }, names.map((name, seat) => el('li', { class: `standing${m.winner === seat ? ' is-leader' : ''}` }, [
        el('span', { class: 'standing-name' }, [
          el('span', { text: (m.winner === seat ? '★ ' : '') + name }),
          el('span', { class: 'standing-detail', text: t(TRIBE_KEYS[seat]) }),
        ]),
        target > 1
          ? el('span', { class: 'scale-pips', attrs: { 'aria-hidden': 'true' } },
            Array.from({ length: target }, (_, k) => el('span', { class: `pip${k < m.wins[seat] ? ' is-on' : ''}` })))
          : null,
        el('span', { class: 'standing-figure', text: formatNumber(m.wins[seat]), attrs: { id: `moeraki-${seat}-wins`, 'aria-hidden': 'true' } }),
        el('span', { class: 'visually-hidden', text: t('companion.moeraki.winsOf', { wins: m.wins[seat], target }) }),
      ]))),
      el('p', { class: 'verdict', attrs: { role: 'status', id: 'moeraki-match' }, text: m.over
        ? (m.winner === null ? t('companion.moeraki.matchDrawn') : t('companion.moeraki.matchWon', { name: names[m.winner] }))
        : t('companion.moeraki.placesBall', { name: names[m.ballPlacer] }) }),
    ], 'sheet-standings', 'moeraki-scale');
  }

  function marae(data: MoerakiData, set: (d: MoerakiData) => void, over: boolean): HTMLElement {
    const ball = moerakiMatch(data).ballPlacer;
    const v = maraeVerdict(data.full, data.half, data.level, ball);
    const setCount = (field: 'full' | 'half', seat: number, n: number) => set({ ...data, [field]: data[field].map((x, k) => (k === seat ? n : x)) });
    const verdict = v.winner === null
      ? t('companion.moeraki.maraeDraw')
      : t(v.byBall ? 'companion.moeraki.maraeByBall' : 'companion.moeraki.maraeWins', { name: names[v.winner] });
    return panel(t('companion.moeraki.marae'), [
      el('p', { class: 'meta', text: t('companion.moeraki.maraeHint') }),
      el('div', { class: 'marae-sides' }, names.map((_, seat) => el('div', { class: `marae-side tribe-${seat}` }, [
        el('h3', { text: side(seat) }),
        stepper({ id: `moeraki-${seat}-full`, label: t('companion.moeraki.fullOf', { name: names[seat] }), short: t('companion.moeraki.full'),
          value: data.full[seat], min: 0, max: MOERAKI_MAX_TILES, onChange: (n) => setCount('full', seat, n) }),
        stepper({ id: `moeraki-${seat}-half`, label: t('companion.moeraki.halfOf', { name: names[seat] }), short: t('companion.moeraki.half'),
          value: data.half[seat], min: 0, max: MOERAKI_MAX_TILES, onChange: (n) => setCount('half', seat, n) }),
        el('p', { class: 'marae-total' }, [
          el('span', { class: 'meta', text: t('companion.moeraki.total') }),
          el('output', { text: formatHalves(v.totals[seat]), attrs: { id: `moeraki-${seat}-total` } }),
        ]),
      ]))),
      el('p', { class: 'verdict', attrs: { role: 'status', id: 'moeraki-verdict' } }, [
        t('companion.moeraki.against', { a: formatHalves(v.totals[0]), b: formatHalves(v.totals[1]) }), ' — ', verdict,
      ]),
      button(t('companion.moeraki.recordMarae'), () => set(recordMarae(data)), 'primary', { id: 'moeraki-record-marae', disabled: over }),
    ], 'marae-panel', 'moeraki-marae');
  }

  function early(data: MoerakiData, set: (d: MoerakiData) => void, over: boolean): HTMLElement {
    return panel(t('companion.moeraki.early'), [
      ...names.map((name, seat) => el('div', { class: 'early-row', attrs: { role: 'group', 'aria-labelledby': `moeraki-early-${seat}` } }, [
        el('p', { text: t('companion.moeraki.wonEarly', { name }), attrs: { id: `moeraki-early-${seat}` } }),
        el('div', { class: 'actions' }, EARLY_WAYS.map((way) => button(t(`companion.moeraki.way.${way}`), () => set(recordGame(data, seat, way)), 'secondary', {
          id: `moeraki-${seat}-${way}`, 'aria-label': t('companion.moeraki.recordEarly', { name, way: t(`companion.moeraki.way.${way}`) }), disabled: over,
        }))),
      ])),
      data.level === 'beginner'
        ? el('div', { class: 'early-row' }, [
          el('p', { text: t('companion.moeraki.fullBoard') }),
          button(t('companion.moeraki.recordDraw'), () => set(recordGame(data, null, 'draw')), 'secondary', { id: 'moeraki-draw', disabled: over }),
        ])
        : null,
    ], '', 'moeraki-early');
  }

  function gameLine(g: MoerakiGame, i: number): string {
    const ball = names[g.ballPlacer];
    if (g.winner === null) return t('companion.moeraki.gameDrawn', { n: i + 1, ball });
    const how = g.way === 'marae' && g.totals
      ? t('companion.moeraki.byMarae', { a: formatHalves(g.totals[0]), b: formatHalves(g.totals[1]) })
      : t(`companion.moeraki.way.${g.way}`);
    return t('companion.moeraki.gameWon', { n: i + 1, name: names[g.winner], how, ball });
  }

  return {
    render(data, set) {
      const over = moerakiMatch(data).over;
      return [
        el('div', { class: 'sheet-options' }, [
          radioPills({
            name: 'moeraki-level', legend: t('companion.moeraki.level'), value: data.level,
            options: MOERAKI_LEVELS.map((level) => ({ value: level, label: t(`companion.moeraki.level.${level}`) })),
            onChange: (level) => set({ ...data, level }),
          }),
          radioPills({
            name: 'moeraki-match', legend: t('companion.moeraki.matchTo'), value: data.matchTo,
            options: MOERAKI_MATCHES.map((n) => ({ value: n, label: t(`companion.moeraki.match${n}`) })),
            onChange: (matchTo) => set({ ...data, matchTo }),
          }),
        ]),
        scale(data),
        data.level === 'beginner' ? null : marae(data, set, over),
        early(data, set, over),
        data.games.length
          ? panel(t('companion.moeraki.games'), [
            el('ol', { class: 'history' }, data.games.map((g, i) => el('li', { text: gameLine(g, i) }))),
            button(t('companion.moeraki.undo'), () => set(undoGame(data)), 'quiet', { id: 'moeraki-undo' }),
          ], '', 'moeraki-games')
          : null,
      ].filter((n): n is HTMLElement => n !== null);
    },
  };
};
