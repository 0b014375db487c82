// Meow Meow's words for a table host: the move log's sentences and the table's words, without PixiJS or CSS, so
// the online server runs a table without a browser (server/games.ts). The table module (../screen/play.ts) uses the same.
import { t, type WordsLoader, tableWordsOf } from '../../../base/i18n';
import type { HostWords } from '../../entry';
import { cardLabel } from '../../shared/cards';
import type { MeowView } from '../rules/view';
import { meowTableText } from './table';
import { suitName } from './names';

function describe(view: MeowView, names: string[]): string[] {
  const out: string[] = [];
  for (const a of view.last) {
    switch (a.kind) {
      case 'deal': out.push(t('meow.log.deal', { name: names[view.turn] })); break;
      case 'play': out.push(t('meow.log.play', { name: names[a.seat], card: cardLabel(a.card) })); break;
      case 'draw': out.push(t('meow.log.draw', { name: names[a.seat] })); break;
      case 'penalty7': out.push(t('meow.log.penalty7', { name: names[a.seat], count: a.count })); break;
      case 'meowPenalty': out.push(t('meow.log.meowPenalty', { name: names[a.seat] })); break;
      case 'wish': out.push(t('meow.log.wish', { name: names[a.seat], suit: suitName(a.suit) })); break;
      case 'meow': out.push(t('meow.log.meow', { name: names[a.seat] })); break;
      case 'pass': out.push(t('meow.log.pass', { name: names[a.seat] })); break;
      case 'skip': out.push(t('meow.log.skip', { name: names[a.seat] })); break;
    }
  }
  if (view.phase === 'over') out.push(t('meow.log.won', { name: names[view.winners[0]] }));
  return out;
}

/** The table's French and German (./table-translations.ts), loaded only in a language in use. */
export const tableWords: WordsLoader = (lang) => import('./table-translations').then((m) => m[lang]);

export const hostWords: HostWords<MeowView> = { describe, ...tableWordsOf(meowTableText, tableWords) };
