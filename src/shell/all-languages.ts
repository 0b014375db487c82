// Every language at once, for the tests (vitest's setup file, and the specs that compare dictionaries): the app
// loads French and German only when chosen (src/shell/i18n.ts loadLanguage).
import { languages, loadLanguage, messagesOf } from './i18n';
import type { Lang } from './settings';
import { registerCompanionWords } from './locales/companion';
import { registerTableText } from '../table/text';

await Promise.all(languages.map(loadLanguage));
// The words screens register when they load (the companion's, the table of devices'), for tests of their parts.
registerCompanionWords();
registerTableText();

/** The shell's words with every game's, per language. */
export const builtInMessages: Record<Lang, Record<string, string>> = Object.fromEntries(languages.map((l) => [l, messagesOf(l)])) as Record<Lang, Record<string, string>>;
