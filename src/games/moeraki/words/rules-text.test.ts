// Moeraki-Kemu's own rules-text checks (../rules-text.test.ts checks anchors and the languages' sections):
// a section per way to win, the Tane, the match scale and the decisions, the counting example, words for refusals.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { rulesText } from './rules-text';
import { moerakiTableText } from './table';
import { inEveryLanguage } from '../../../shell/all-languages';

const rulesSource = readFileSync(new URL('../rules/rules.ts', import.meta.url), 'utf8');

describe('moeraki rules text', () => {
  it('has a section for each way to win, the Tane, the match scale and the decisions (at least 5)', () => {
    const ids = rulesText.en.sections.map((s) => s.id);
    for (const id of ['tahuna', 'awa', 'ara', 'marae', 'tane', 'tanecases', 'match', 'decisions']) expect(ids).toContain(id);
    expect(rulesText.en.sections.find((s) => s.id === 'decisions')!.body.length).toBeGreaterThanOrEqual(5);
    expect(rulesText.en.sections.flatMap((s) => s.body).join(' ')).toContain('black 11 tribal tiles, white 10½');
  });
});

describe('moeraki words', () => {
  it('every refusal key of the rules has text in English, French and German, with the same keys everywhere', () => {
    const keys = [...new Set([...rulesSource.matchAll(/key: '(moeraki\.[A-Za-z]+)'/g)].map((m) => m[1]))];
    expect(keys.length).toBeGreaterThan(15);
    const words = inEveryLanguage(moerakiTableText.en);
    for (const lang of ['en', 'fr', 'de'] as const) for (const k of keys) expect(words[lang][k], `${lang} ${k}`).toBeTruthy();
    expect(Object.keys(words.fr).sort()).toEqual(Object.keys(words.en).sort());
    expect(Object.keys(words.de).sort()).toEqual(Object.keys(words.en).sort());
  });
});
