// Purrrummy's words for a table host: the move log's sentences and the table's words, without PixiJS or CSS, so
// the online server runs a table without a browser (server/games.ts). The table module (../screen/play.ts) uses the same.
import { t, type WordsLoader, tableWordsOf } from '../../../base/i18n';
import { formatNames } from '../../../base/format';
import type { HostWords } from '../../entry';
import type { Card } from '../../shared/cards';
import type { PurrView } from '../rules/view';
import { purrrummyTableText } from './table';
import { cardName, meldName } from '../screen/scene-select';

const cardList = (cards: readonly Card[]): string => cards.map(cardName).join(' ');

function describe(view: PurrView, names: string[]): string[] {
  const out: string[] = [];
  const n = (s: number) => names[s] ?? `${s + 1}`;
  for (const a of view.last) {
    switch (a.kind) {
      case 'deal': out.push(t('purrrummy.log.deal', { name: n(view.turn) })); break;
      case 'draw': out.push(t('purrrummy.log.draw', { name: n(a.seat) })); break;
      case 'reshuffle': out.push(t('purrrummy.log.reshuffle', { count: a.count })); break;
      case 'takeDiscard': out.push(t('purrrummy.log.takeDiscard', { name: n(a.seat), card: cardName(a.card) })); break;
      case 'meld': {
        const m = view.melds[a.meld];
        if (m) out.push(t('purrrummy.log.meld', { name: n(a.seat), cards: `${meldName(m.kind, m.stands)} (${cardList(m.cards)})` }));
        break;
      }
      case 'layOff': {
        const m = view.melds[a.meld];
        out.push(t('purrrummy.log.layOff', { name: n(a.seat), cards: m ? `${cardList(a.cards)} → ${meldName(m.kind, m.stands)}` : cardList(a.cards) }));
        break;
      }
      case 'discard': out.push(t('purrrummy.log.discard', { name: n(a.seat), card: cardName(a.card) })); break;
      case 'won': out.push(t('purrrummy.log.won', { name: n(a.seat) })); break;
      case 'blocked': out.push(t('purrrummy.log.blocked', { names: formatNames(a.winners.map(n)) })); break;
    }
  }
  return out;
}

/** The table's French and German (./table-translations.ts), loaded only in a language in use. */
export const tableWords: WordsLoader = (lang) => import('./table-translations').then((m) => m[lang]);

export const hostWords: HostWords<PurrView> = { describe, ...tableWordsOf(purrrummyTableText, tableWords) };
