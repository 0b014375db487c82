// Every dictionary of words (the shell's with the companion's, the play screen's, the table's, and each game's
// table words, read from its entry: HostWords.english) has the same keys, non-empty, with the same {params} in English, French and German;
// and every key the code asks t() for by name is in one of them. A table's dictionaries hold English only, their
// French and German being in its table-translations.ts (loaded on demand): they are compared joined with those.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GAMES, GAME_IDS } from '../games/index';
import { builtInMessages, inEveryLanguage, tableTranslations } from './all-languages';
import { languages, paramsOf } from '../base/i18n';

type Dicts = Record<string, Record<string, string>>;

const modules = import.meta.glob<Record<string, unknown>>(
  ['../ui/text.ts', '../table/rtc/text.ts', '../table/qr/text.ts', '../table/text.ts', '../table/online/text.ts', '../review/text.ts', './locales/companion.ts'],
  { eager: true },
);
const translations = import.meta.glob<Record<'fr' | 'de', Record<string, string>>>(['../games/*/words/table-translations.ts', '../ui/text-translations.ts'], { eager: true });

const isDicts = (value: unknown): value is Dicts =>
  typeof value === 'object' && value !== null && languages.every((lang) => {
    const d = (value as Record<string, unknown>)[lang];
    return typeof d === 'object' && d !== null && Object.values(d).every((v) => typeof v === 'string');
  });

/** A table's English ({ en }), whose French and German load on demand. */
const isEnglishOnly = (value: unknown): value is { en: Record<string, string> } =>
  typeof value === 'object' && value !== null && Object.keys(value).join() === 'en' && isDicts({ en: (value as { en: unknown }).en, fr: {}, de: {} });

const dictionaries: [string, Dicts][] = [['shell locales (with every game\'s words from its entry)', builtInMessages as unknown as Dicts]];
for (const game of GAMES) dictionaries.push([`games/${game.id} table words (with their translations)`, inEveryLanguage((await game.hostWords()).english)]);
for (const [path, mod] of Object.entries(modules)) {
  for (const [name, value] of Object.entries(mod)) {
    if (isDicts(value)) dictionaries.push([`${path.slice(3)} ${name}`, value]);
    else if (isEnglishOnly(value)) dictionaries.push([`${path.slice(3)} ${name} (with its translations)`, inEveryLanguage(value.en)]);
  }
}

describe('every dictionary in en, fr and de', () => {
  it('finds the dictionaries of every game', () => {
    for (const game of GAME_IDS) {
      expect(Object.keys(dictionaries.find(([name]) => name.startsWith(`games/${game} `))?.[1].en ?? {}).length, game).toBeGreaterThan(10);
    }
    expect(dictionaries.some(([name]) => name.startsWith('ui/text.ts'))).toBe(true);
  });

  it('translates no key a table does not have in English, and every translation file is a setup file\'s', () => {
    const english = new Set(dictionaries.flatMap(([, d]) => Object.keys(d.en)));
    for (const [path, words] of Object.entries(translations)) {
      for (const lang of ['fr', 'de'] as const) {
        expect(Object.keys(words[lang]).filter((k) => !english.has(k)), `${path} ${lang}`).toEqual([]);
        for (const [key, text] of Object.entries(words[lang])) expect(tableTranslations[lang][key], `${path} ${lang} ${key}`).toBe(text);
      }
    }
    expect(Object.keys(translations)).toHaveLength(GAME_IDS.length + 1);
  });

  for (const [name, dicts] of dictionaries) {
    it(`${name}: same keys, no empty text, same {params}`, () => {
      const keys = Object.keys(dicts.en).sort();
      for (const lang of languages) {
        expect(Object.keys(dicts[lang]).sort(), `${name}: keys in ${lang}`).toEqual(keys);
        for (const key of keys) {
          expect(dicts[lang][key].trim(), `${name}: ${lang} ${key} is empty`).not.toBe('');
          expect(paramsOf(dicts[lang][key]), `${name}: {params} of ${lang} ${key}`).toEqual(paramsOf(dicts.en[key]));
        }
      }
    });
  }
});

describe('keys asked for by name', () => {
  const known = new Set(dictionaries.flatMap(([, d]) => Object.keys(d.en)));
  const root = join(__dirname, '..');
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (path.endsWith('.ts') && !path.endsWith('.test.ts') && !path.includes('testkit')) files.push(path);
    }
  };
  walk(root);

  it('every t(\'a.key\') in the source is in a dictionary', () => {
    const missing: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      // t('key') and t('key', {...}): a literal key, not one put together at run time.
      for (const m of text.matchAll(/\bt\(\s*'([a-zA-Z][\w.-]*)'/g)) {
        if (!known.has(m[1])) missing.push(`${relative(root, file)}: ${m[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
