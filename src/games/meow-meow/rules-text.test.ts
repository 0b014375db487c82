// The rules text: every refusal links to a section that exists, in every language.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { rulesText } from './rules-text';

const anchors = [...readFileSync(new URL('./rules.ts', import.meta.url), 'utf8').matchAll(/rule: '([a-z]+)'/g)].map((m) => m[1]);

describe('meow-meow rules text', () => {
  it('every rule anchor a refusal names is a section in English, French and German', () => {
    expect(anchors.length).toBeGreaterThan(5);
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
  it('shows every decision the app made where the rulebook is silent', () => {
    const decisions = rulesText.en.sections.find((s) => s.id === 'decisions');
    expect(decisions?.body.length).toBeGreaterThanOrEqual(5);
  });
});
