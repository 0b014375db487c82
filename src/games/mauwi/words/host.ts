// Mauwi's words for a table host: the move log's sentences and the table's words, without PixiJS or CSS, so the
// online server runs a table without a browser (server/games.ts). The table module (../screen/play.ts) uses the same.
import { t, type WordsLoader, tableWordsOf } from '../../../base/i18n';
import type { HostWords } from '../../entry';
import type { MauwiView } from '../rules/view';
import { COLUMN_LETTERS, mauwiCardName, seatTotal } from './names';
import { mauwiTableText } from './table';

function describe(view: MauwiView, names: string[]): string[] {
  const out: string[] = [];
  const n = (s: number) => names[s] ?? `${s + 1}`;
  for (const a of view.last) {
    switch (a.kind) {
      case 'deal': out.push(t('mauwi.log.deal', { name: n(view.turn) })); break;
      case 'place': case 'block': case 'unblock': case 'attack': case 'defend': case 'renew':
        out.push(t(`mauwi.log.${a.kind}`, { name: n(a.seat), card: mauwiCardName(a.card) })); break;
      case 'kiwi': case 'ninox': case 'tuatara': out.push(t(`mauwi.log.${a.kind}`, { name: n(a.seat) })); break;
      case 'combo': out.push(t(a.same ? 'mauwi.log.comboSame' : 'mauwi.log.combo', { name: n(a.seat) })); break;
      case 'placeGain': out.push(t('mauwi.log.placeGain', { name: n(a.seat), column: COLUMN_LETTERS[a.column] ?? '' })); break;
      case 'lostGain': out.push(t('mauwi.log.lostGain', { name: n(a.seat), count: a.count })); break;
      case 'giveUp': out.push(t('mauwi.log.giveUp', { name: n(a.seat) })); break;
      case 'discardHand': out.push(t('mauwi.log.discardHand', { name: n(a.seat) })); break;
      case 'reshuffle': out.push(t('mauwi.log.reshuffle')); break;
    }
  }
  if (view.phase === 'over') out.push(endSentence(view, names));
  return out;
}

/** Who won and with how many points, or who tied (the log's last line and the status at the end). */
export function endSentence(view: MauwiView, names: string[]): string {
  const w = view.winners;
  if (w.length === 1) return t('mauwi.log.won', { name: names[w[0]] ?? '', points: seatTotal(view, w[0]) });
  return t('mauwi.log.tie', { names: w.map((s) => names[s] ?? '').join(', ') });
}

/** The table's French and German (./table-translations.ts), loaded only in a language in use. */
export const tableWords: WordsLoader = (lang) => import('./table-translations').then((m) => m[lang]);

export const hostWords: HostWords<MauwiView> = { describe, ...tableWordsOf(mauwiTableText, tableWords) };
