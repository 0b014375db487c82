// Pocket Cats' words for a table host: the move log's sentences (../screen/scene-status.ts) and the table's words, without
// PixiJS or CSS, so the online server runs a table without a browser (server/games.ts). The table module
// (../screen/play.ts) uses the same.
import { type WordsLoader, tableWordsOf } from '../../../base/i18n';
import type { HostWords } from '../../entry';
import type { PocketCatsView } from '../rules/view';
import { pocketCatsTableText } from './table';
import { describe } from '../screen/scene-status';

/** The table's French and German (./table-translations.ts), loaded only in a language in use. */
export const tableWords: WordsLoader = (lang) => import('./table-translations').then((m) => m[lang]);

export const hostWords: HostWords<PocketCatsView> = { describe, ...tableWordsOf(pocketCatsTableText, tableWords) };
