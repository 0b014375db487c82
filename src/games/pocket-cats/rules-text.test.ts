// Pocket Cats' own rules-text checks (../rules-text.test.ts checks anchors and the languages' sections): the
// decisions and the worked example are shown, and every refusal key has words.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { rulesText } from './rules-text';
import { pocketCatsText } from './text';

const LANGS = ['en', 'fr', 'de'] as const;
const source = readFileSync(new URL('./rules.ts', import.meta.url), 'utf8');

describe('pocket cats rules text', () => {
  it('shows the decisions and the rulebook\'s worked example (13 against 15, then 21 against 15)', () => {
    expect(rulesText.en.sections.find((s) => s.id === 'decisions')!.body.length).toBeGreaterThanOrEqual(5);
    const all = rulesText.en.sections.flatMap((s) => s.body).join(' ');
    expect(all).toContain('3 + (5 × 2) = 13');
    expect(all).toContain('= 21');
    expect(all).toContain('2 × 5 = 10');
    expect(all).toContain('3 × 4 = 12');
  });
});

describe('pocket cats words', () => {
  it('every refusal key of the rules has words in English, French and German, and the languages have the same keys', () => {
    const keys = [...new Set([...source.matchAll(/key: '(pocketCats\.[A-Za-z]+)'/g)].map((m) => m[1]))];
    expect(keys.length).toBeGreaterThan(8);
    for (const lang of LANGS) for (const k of keys) expect(pocketCatsText[lang][k], `${lang} ${k}`).toBeTruthy();
    expect(Object.keys(pocketCatsText.fr).sort()).toEqual(Object.keys(pocketCatsText.en).sort());
    expect(Object.keys(pocketCatsText.de).sort()).toEqual(Object.keys(pocketCatsText.en).sort());
  });
});
