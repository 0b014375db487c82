// Translations: the shell's own dictionaries with every game's words, handed over by the list of games (titles,
// setup choices, score sheets: addGameWords, so this base module imports no game), plus whatever a game's table registers when it loads (its keys are namespaced, e.g.
// 'meow.*'). A key missing in the chosen language falls back to English.
// English comes with the app (it is every other language's fallback); French and German are chunks of their own,
// loaded when chosen (loadLanguage: at boot before the first screen, on a change in Settings, for a phone at a
// table of devices that reads another language), so the home screen carries one language's words, not three.
// A game's table words go the same way (wordsOnDemand): its English comes with its code, its French and German
// load with the table only in a language in use, and with any language loaded later.
import type { Reason } from '../engine/types';
import type { Lang } from './settings';
import { en } from './locales/en';

export type MessageKey = keyof typeof en;
export type Params = Record<string, string | number>;

export const languages: readonly Lang[] = ['en', 'fr', 'de'];

/** Each loaded language's words (the shell's and every game's; a game's words never replace the shell's). */
const loaded: Partial<Record<Lang, Record<string, string>>> = { en: { ...en } };

/** A game's words outside its table: English with its code, the other languages loaded with the shell's. */
export interface GameWordsSource {
  en: Record<string, string>;
  translations(): Promise<Partial<Record<OtherLang, Record<string, string>>>>;
}
const gameWords: GameWordsSource[] = [];

/** The list of games hands over their words (src/games/index.ts): English at once, the other languages with the
 *  shell's whenever one loads (and now for one loaded already). A game's word never replaces the shell's. */
export function addGameWords(words: readonly GameWordsSource[]): void {
  gameWords.push(...words);
  loaded.en = Object.assign({}, ...words.map((w) => w.en), loaded.en);
  for (const lang of languages) {
    if (lang === 'en' || !loaded[lang]) continue;
    void Promise.all(words.map((w) => w.translations())).then((all) => {
      loaded[lang] = Object.assign({}, ...all.map((w) => w[lang]), loaded[lang]);
    });
  }
}

const shellWords: Record<Exclude<Lang, 'en'>, () => Promise<Record<MessageKey, string>>> = {
  fr: () => import('./locales/fr').then((m) => m.fr),
  de: () => import('./locales/de').then((m) => m.de),
};

/** Makes `lang`'s words ready for t() (at once for English and a language already here): the shell's and every
 *  game's. A language that cannot load (a chunk the browser could not fetch) leaves t() in English, the fallback,
 *  and may be asked for again. */
export async function loadLanguage(lang: Lang): Promise<void> {
  if (lang === 'en' || !(lang in shellWords)) return;
  if (!loaded[lang]) {
    try {
      const [shell, ...games] = await Promise.all([shellWords[lang](), ...gameWords.map((g) => g.translations())]);
      loaded[lang] = Object.assign({}, ...games.map((words) => words[lang]), shell);
    } catch (error) {
      console.error(`the words of ${lang} could not be loaded`, error);
      return;
    }
  }
  await Promise.all([...onDemand.keys()].map((load) => loadWordsOf(load, lang)));
}

/** A language other than English: the ones whose words load on demand. */
export type OtherLang = Exclude<Lang, 'en'>;

/** Gives a table's words in French or German (a dynamic import of the game's table-translations.ts). */
export type WordsLoader = (lang: OtherLang) => Promise<Record<string, string>>;

/** Every loader asked for, with its loads per language (settled or under way). */
const onDemand = new Map<WordsLoader, Partial<Record<OtherLang, Promise<void>>>>();

/** Words that come with a screen or a game's table in a language in use: `load` is remembered and run at once
 *  for every language already loaded (resolving when their words are registered), and loadLanguage runs it for
 *  any language loaded later. Pass the same function each time (a module-level const): it is loaded once per
 *  language. A load that fails leaves t() in English, the fallback, and is tried again the next time it is
 *  asked for (here or by loadLanguage). */
/** A game table's words as its host registers them: the English (one dictionary, `{ en }`) at once, the French and
 *  German by `load` in every language in use. `english` is what it registers, so the two never differ. */
export function tableWordsOf(text: { en: Readonly<Record<string, string>> }, load: WordsLoader): { registerText(): void; english: Readonly<Record<string, string>>; translations: WordsLoader } {
  return {
    registerText: () => {
      registerAll({ en: { ...text.en } });
      void wordsOnDemand(load);
    },
    english: text.en,
    translations: load,
  };
}

export async function wordsOnDemand(load: WordsLoader): Promise<void> {
  if (!onDemand.has(load)) onDemand.set(load, {});
  const inUse = languages.filter((lang): lang is OtherLang => lang !== 'en' && loaded[lang] !== undefined);
  await Promise.all(inUse.map((lang) => loadWordsOf(load, lang)));
}

function loadWordsOf(load: WordsLoader, lang: OtherLang): Promise<void> {
  const loads = onDemand.get(load)!;
  loads[lang] ??= load(lang).then(
    (words) => registerMessages(lang, words),
    (error: unknown) => {
      delete loads[lang];
      console.error(`some words of ${lang} could not be loaded`, error);
    },
  );
  return loads[lang];
}

/** A loaded language's words (the shell's and every game's), for the tests that compare languages. */
export function messagesOf(lang: Lang): Record<string, string> {
  const words = loaded[lang];
  if (!words) throw new Error(`the words of ${lang} are not loaded`);
  return words;
}

/** Keys added at run time (a game's own texts), per language. */
const registered: Record<Lang, Map<string, string>> = { en: new Map(), fr: new Map(), de: new Map() };
let current: Lang = 'en';

export function setLanguage(lang: Lang): void {
  current = languages.includes(lang) ? lang : 'en';
}

export function getLanguage(): Lang {
  return current;
}

/** Runs `make` with `lang` as the language of t() and gives back what it made: words for another device (a phone
 *  at the table reads its log in its own language), the screen's language untouched. */
export function inLanguage<T>(lang: Lang, make: () => T): T {
  const screen = current;
  setLanguage(lang);
  try {
    return make();
  } finally {
    current = screen;
  }
}

/** Lets a game add its own keys (and override none of the shell's) when its code loads. */
export function registerMessages(lang: Lang, dict: Record<string, string>): void {
  for (const [key, text] of Object.entries(dict)) registered[lang].set(key, text);
}

/** Registers a dictionary per language given (calling it again changes nothing: keys are simply set again). A
 *  table's words come in English only ({ en }); their French and German come by wordsOnDemand. */
export function registerAll(dicts: Partial<Record<Lang, Record<string, string>>>): void {
  for (const lang of languages) {
    const dict = dicts[lang];
    if (dict) registerMessages(lang, dict);
  }
}

export function hasMessage(key: string, lang: Lang = current): boolean {
  return lookup(key, lang) !== undefined;
}

/** The text for a key in the current language, with {name} parameters filled in. */
export function t(key: MessageKey | (string & {}), params?: Params): string {
  const text = lookup(key, current) ?? lookup(key, 'en');
  if (text === undefined) return key; // a visible key is easier to report than a blank
  return params ? fill(text, params) : text;
}

/**
 * A refusal or store problem in words. When the reason lacks a parameter its text needs (the store
 * reports 'store.damaged' without an id for an imported file), the key's '.plain' variant is used.
 * Unknown keys get a generic message that still names the key.
 */
export function translateReason(reason: Reason): string {
  const text = lookup(reason.key, current) ?? lookup(reason.key, 'en');
  if (text === undefined) return t('reason.unknown', { key: reason.key });
  const missing = paramsOf(text).some((p) => !(p in (reason.params ?? {})));
  if (missing && (hasMessage(`${reason.key}.plain`) || hasMessage(`${reason.key}.plain`, 'en'))) return t(`${reason.key}.plain`);
  return t(reason.key, reason.params);
}

/** The {name} parameters a text uses (tests compare them across languages). */
export function paramsOf(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
}

function lookup(key: string, lang: Lang): string | undefined {
  const own = loaded[lang]?.[key];
  return own ?? registered[lang].get(key);
}

function fill(text: string, params: Params): string {
  const numbers = new Intl.NumberFormat(current);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!(name in params)) return whole;
    const value = params[name];
    return typeof value === 'number' ? numbers.format(value) : value;
  });
}
