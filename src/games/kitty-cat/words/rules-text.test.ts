// Kitty Cat's rules text and words: every refusal links to a section in English, French and German (the same
// checks as ../rules-text.test.ts, where the lead adds this game), and every refusal key has words.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { paramsOf } from '../../../base/i18n';
import { rulesText } from './rules-text';
import { kittyTableText } from './table';
import { builtInMessages, inEveryLanguage } from '../../../shell/all-languages';

const LANGS = ['en', 'fr', 'de'] as const;
/** The game's words with their French and German (table-translations.ts). */
const kittyWords = inEveryLanguage(kittyTableText.en);
const source = readFileSync(new URL('../rules/rules.ts', import.meta.url), 'utf8');

describe('kitty-cat rules text', () => {
  const anchors = [...source.matchAll(/rule: '([a-z]+)'/g)].map((m) => m[1]);

  it('every rule anchor a refusal names is a section in English, French and German', () => {
    expect(anchors.length).toBeGreaterThan(5);
    for (const lang of LANGS) {
      const ids = new Set(rulesText[lang].sections.map((s) => s.id));
      for (const a of anchors) expect(ids, `${lang} lacks #${a}`).toContain(a);
    }
  });

  it('the three languages have the same sections in the same order, with as many paragraphs', () => {
    const ids = (lang: (typeof LANGS)[number]) => rulesText[lang].sections.map((s) => `${s.id}:${s.body.length}`);
    expect(ids('fr')).toEqual(ids('en'));
    expect(ids('de')).toEqual(ids('en'));
  });

  it('shows the decisions the app made where the rulebook is silent', () => {
    expect(rulesText.en.sections.find((s) => s.id === 'decisions')?.body.length).toBeGreaterThanOrEqual(5);
  });

  it('names the rulebook\'s combinations and values: Meow 33, Purr 31, Hiss 30.5, ace 11', () => {
    const all = rulesText.en.sections.flatMap((s) => s.body).join(' ');
    for (const words of ['three aces, 33 points', 'ace + 10 + king, queen or jack of one suit, 31 points', 'score 30.5', 'Ace 11']) expect(all).toContain(words);
    expect(rulesText.de.sections.flatMap((s) => s.body).join(' ')).toContain('30,5 Punkte');
  });
});

describe('kitty-cat words', () => {
  it('every refusal key of the rules has text in English, French and German', () => {
    const keys = [...new Set([...source.matchAll(/key: '((?:kitty|engine)\.[A-Za-z]+)'/g)].map((m) => m[1]))];
    expect(keys.length).toBeGreaterThan(8);
    // The engine's refusals are the shell's words (src/base/locales), the game's own are its table's.
    for (const lang of LANGS) for (const k of keys) expect((k.startsWith('engine.') ? builtInMessages : kittyWords)[lang][k], `${lang} ${k}`).toBeTruthy();
  });

  it('the three languages have the same keys and the same {parameters}', () => {
    const keys = Object.keys(kittyWords.en).sort();
    for (const lang of LANGS) {
      expect(Object.keys(kittyWords[lang]).sort()).toEqual(keys);
      for (const k of keys) expect(paramsOf(kittyWords[lang][k]), `${lang} ${k}`).toEqual(paramsOf(kittyWords.en[k]));
    }
  });
});
