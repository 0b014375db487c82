// Every language at once, for the tests (vitest's setup file, and the specs that compare dictionaries): the app
// loads French and German only when chosen (src/base/i18n.ts loadLanguage), and a table's French and German only
// with that table in a language in use (wordsOnDemand); here they are all registered up front.
import { languages, loadLanguage, messagesOf, registerMessages, type OtherLang } from '../base/i18n';
import type { Lang } from '../base/settings';
import { registerCompanionWords } from './locales/companion';
import { registerTableText } from '../table/text';
import * as play from '../ui/text-translations';
import * as table from '../table/text-translations';
import * as online from '../table/online/text-translations';
import { registerOnlineText } from '../table/online/text';
import * as review from '../review/text-translations';
import { registerReviewText } from '../review/text';
import { GAMES } from '../games/index';

await Promise.all(languages.map(loadLanguage));
// The words screens register when they load (the companion's, the table of devices'), for tests of their parts.
registerCompanionWords();
await registerTableText();
await registerOnlineText();
await registerReviewText();

/** The shell's words with every game's, per language. */
export const builtInMessages: Record<Lang, Record<string, string>> = Object.fromEntries(languages.map((l) => [l, messagesOf(l)])) as Record<Lang, Record<string, string>>;

type Translations = Record<OtherLang, Record<string, string>>;
/** A game's table words in French and German, as its host words load them. */
async function gameTranslations(entry: (typeof GAMES)[number]): Promise<Translations> {
  const { translations } = await entry.hostWords();
  const [fr, de] = await Promise.all([translations('fr'), translations('de')]);
  return { fr, de };
}
/** The play screen's, the table's and every game of the list's. */
const TABLES: Translations[] = [play, table, online, review, ...await Promise.all(GAMES.map(gameTranslations))];

/** The French and German of the play screen's words and of every game's table words (keys are namespaced). */
export const tableTranslations: Record<OtherLang, Record<string, string>> = {
  fr: Object.assign({}, ...TABLES.map((words) => words.fr)),
  de: Object.assign({}, ...TABLES.map((words) => words.de)),
};
// Registered as a table's loader registers them, so a test that registers a table's English reads it in all three.
for (const lang of ['fr', 'de'] as const) registerMessages(lang, tableTranslations[lang]);

/** A table's English dictionary (a game's text, scene text, hints…) with its French and German, for the tests
 *  that compare languages: a key with no translation is simply absent in that language. */
export function inEveryLanguage(en: Record<string, string>): Record<Lang, Record<string, string>> {
  const keys = Object.keys(en);
  const of = (lang: OtherLang) => Object.fromEntries(keys.filter((k) => k in tableTranslations[lang]).map((k) => [k, tableTranslations[lang][k]]));
  return { en, fr: of('fr'), de: of('de') };
}
