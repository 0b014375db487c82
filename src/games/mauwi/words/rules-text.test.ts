// Mauwi's rules text shows the rulebook's examples; its words cover every refusal (the anchors are checked in ../rules-text.test.ts).
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { rulesText } from './rules-text';
import { inEveryLanguage } from '../../../shell/all-languages';

describe('mauwi rules text', () => {
  it('shows the rulebook examples: the 176 total and the attack chain', () => {
    const all = rulesText.en.sections.flatMap((s) => s.body).join(' ');
    expect(all).toContain('32 + 72 + 0 + 72 = 176');
    expect(all).toContain('A defends with a joker');
  });
});

describe('mauwi words', () => {
  it('every refusal key of the rules has text in English, French and German', async () => {
    const { mauwiTableText } = await import('./table');
    // The refusals are worded in explain.ts and the column checks it calls.
    const source = ['../rules/explain.ts', '../rules/checks.ts'].map((f) => readFileSync(new URL(f, import.meta.url), 'utf8')).join('\n');
    const keys = [...new Set([...source.matchAll(/key: '(mauwi\.[A-Za-z]+)'/g)].map((m) => m[1]))];
    expect(keys.length).toBeGreaterThan(20);
    const words = inEveryLanguage(mauwiTableText.en);
    for (const lang of ['en', 'fr', 'de'] as const) for (const k of keys) expect(words[lang][k], `${lang} ${k}`).toBeTruthy();
  });
});
