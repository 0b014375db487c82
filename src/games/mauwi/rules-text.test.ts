// The rules text: every refusal links to a section that exists, in every language, and every decision of constants.ts is shown.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { rulesText } from './rules-text';

const anchors = [...readFileSync(new URL('./rules.ts', import.meta.url), 'utf8').matchAll(/rule: '([a-z]+)'/g)].map((m) => m[1]);

describe('mauwi rules text', () => {
  it('every rule anchor a refusal names is a section in English, French and German', () => {
    expect(anchors.length).toBeGreaterThan(10);
    for (const lang of ['en', 'fr', 'de'] as const) {
      const ids = new Set(rulesText[lang].sections.map((s) => s.id));
      for (const a of anchors) expect(ids, `${lang} lacks #${a}`).toContain(a);
    }
  });
  it('the three languages have the same sections in the same order', () => {
    const ids = (lang: 'en' | 'fr' | 'de') => rulesText[lang].sections.map((s) => `${s.id}:${s.body.length}`);
    expect(ids('fr')).toEqual(ids('en'));
    expect(ids('de')).toEqual(ids('en'));
  });
  it('shows the rulebook examples: the 176 total and the attack chain', () => {
    const all = rulesText.en.sections.flatMap((s) => s.body).join(' ');
    expect(all).toContain('32 + 72 + 0 + 72 = 176');
    expect(all).toContain('A defends with a joker');
  });
});

describe('mauwi words', () => {
  it('every refusal key of the rules has text in English, French and German', async () => {
    const { mauwiText } = await import('./text');
    const keys = [...new Set([...readFileSync(new URL('./rules.ts', import.meta.url), 'utf8').matchAll(/key: '(mauwi\.[A-Za-z]+)'/g)].map((m) => m[1]))];
    expect(keys.length).toBeGreaterThan(20);
    for (const lang of ['en', 'fr', 'de'] as const) for (const k of keys) expect(mauwiText[lang][k], `${lang} ${k}`).toBeTruthy();
  });
});
