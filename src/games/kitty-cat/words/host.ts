// Kitty Cat's words for a table host: the move log's sentences and the table's words, without PixiJS or CSS, so
// the online server runs a table without a browser (server/games.ts). The table module (./play.ts) uses the same.
import { t, type WordsLoader, tableWordsOf } from '../../../base/i18n';
import type { HostWords } from '../../entry';
import { cardLabel } from '../../shared/cards';
import type { KittyView } from '../rules/view';
import { kittyTableText } from './table';
import { valueSpoken } from './names';

function describe(view: KittyView, names: string[]): string[] {
  const out: string[] = [];
  const n = (s: number) => names[s] ?? `${s + 1}`;
  for (const a of view.last) {
    switch (a.kind) {
      case 'deal': out.push(t('kitty.log.deal', { round: a.round, name: n(a.dealer) })); break;
      case 'keepSet': case 'takeBlind': case 'swapAll': case 'pass': case 'knock': case 'hiss': out.push(t(`kitty.log.${a.kind}`, { name: n(a.seat) })); break;
      case 'swapOne': out.push(t('kitty.log.swapOne', { name: n(a.seat), gave: cardLabel(a.gave), took: cardLabel(a.took) })); break;
      case 'newMiddle': out.push(t('kitty.log.newMiddle')); break;
      case 'shown': for (const s of a.seats) out.push(t('kitty.log.shown', { name: n(s) })); break;
      case 'showdown': out.push(...showdownLines(view, names)); break;
    }
  }
  if (view.phase === 'over' && view.winners.length) out.push(t('kitty.log.won', { name: n(view.winners[0]) }));
  return out;
}

/** Every hand with its value, then who lost a counter, who is on the last life, who is out. */
function showdownLines(view: KittyView, names: string[]): string[] {
  const sd = view.showdown;
  if (!sd) return [];
  const n = (s: number) => names[s] ?? `${s + 1}`;
  const out = sd.entries.map((e) => `${n(e.seat)}: ${valueSpoken(e.value)}.`);
  if (sd.spared) return [...out, t('kitty.log.spared')];
  for (const e of sd.entries) {
    if (!e.lowest) continue;
    if (e.out) out.push(t('kitty.log.out', { name: n(e.seat) }));
    else {
      out.push(t('kitty.log.lowest', { name: n(e.seat) }));
      if (e.countersAfter === 0) out.push(t('kitty.log.swimming', { name: n(e.seat) }));
    }
  }
  return out;
}

/** The table's French and German (./table-translations.ts), loaded only in a language in use. */
export const tableWords: WordsLoader = (lang) => import('./table-translations').then((m) => m[lang]);

export const hostWords: HostWords<KittyView> = { describe, ...tableWordsOf(kittyTableText, tableWords) };
