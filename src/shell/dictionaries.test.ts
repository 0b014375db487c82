// Every dictionary of words (the shell's with the companion's, the play screen's, and each game's text,
// scene text and hints) has the same keys, non-empty, with the same {params} in English, French and German;
// and every key the code asks t() for by name is in one of them.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GAME_IDS } from '../games/index';
import { builtInMessages } from './all-languages';
import { languages, paramsOf } from './i18n';

type Dicts = Record<string, Record<string, string>>;

const modules = import.meta.glob<Record<string, unknown>>(
  ['../games/*/text.ts', '../games/*/scene-text.ts', '../games/*/hint.ts', '../play/text.ts', '../table/rtc/text.ts', '../table/qr/text.ts', '../table/text.ts', './locales/companion.ts'],
  { eager: true },
);

const isDicts = (value: unknown): value is Dicts =>
  typeof value === 'object' && value !== null && languages.every((lang) => {
    const d = (value as Record<string, unknown>)[lang];
    return typeof d === 'object' && d !== null && Object.values(d).every((v) => typeof v === 'string');
  });

const dictionaries: [string, Dicts][] = [['shell locales (with every game\'s words from its entry)', builtInMessages as unknown as Dicts]];
for (const [path, mod] of Object.entries(modules)) {
  for (const [name, value] of Object.entries(mod)) if (isDicts(value)) dictionaries.push([`${path.slice(3)} ${name}`, value]);
}

describe('every dictionary in en, fr and de', () => {
  it('finds the dictionaries of every game', () => {
    for (const game of GAME_IDS) {
      expect(dictionaries.some(([name]) => name.startsWith(`games/${game}/text.ts`)), game).toBe(true);
    }
    expect(dictionaries.some(([name]) => name.startsWith('play/text.ts'))).toBe(true);
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
