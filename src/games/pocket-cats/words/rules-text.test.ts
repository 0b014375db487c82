// Pocket Cats' own rules-text checks (../rules-text.test.ts checks anchors and the languages' sections): the
// decisions and the worked example are shown, and every refusal key has words.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { CLANS, CLAN_IDS, PREY } from '../rules/data';
import { clanParagraph, rulesText } from './rules-text';
import { pocketCatsTableText } from './table';
import { inEveryLanguage } from '../../../shell/all-languages';

const LANGS = ['en', 'fr', 'de'] as const;
const source = readFileSync(new URL('../rules/rules.ts', import.meta.url), 'utf8');

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

describe('pocket cats rules text: the published game', () => {
  const section = (lang: (typeof LANGS)[number], id: string) => rulesText[lang].sections.find((s) => s.id === id)!;

  it('lists the seven clans, each with its cats, its clan effect and its chief\'s ability in the cards\' own words', () => {
    for (const lang of LANGS) {
      const body = section(lang, 'clans').body;
      expect(body, lang).toHaveLength(CLAN_IDS.length);
      CLAN_IDS.forEach((clan, i) => {
        expect(body[i], `${lang} ${clan}`).toContain(CLANS[clan].name[lang]);
        const words = inEveryLanguage(pocketCatsTableText.en)[lang];
        expect(body[i]).toContain(words[`pocketCats.rule.${CLANS[clan].effect}`].split('{')[0]);
        expect(body[i]).toContain(words[`pocketCats.rule.${CLANS[clan].chief}`]);
      });
    }
    expect(clanParagraph('en', 'royal-claws')).toBe('Royal Claws: cats 1, 2, 3, 4 and chief 5. During your turn: A cat you flip may swap with any face-up dog instead of its usual targets. Chief: Before the dogs attack, may turn a dog next to it (not diagonally) a quarter turn either way.');
    expect(clanParagraph('en', 'gourmets')).toContain('cats 2, 4, 1, 5 and chief 3. At the end: +1 point per prey tile won.');
    expect(clanParagraph('en', 'chaoticats')).toContain('5 → 2, 4 → 4, 3 → 6, 2 → 8, 1 → 10');
  });

  it('gives the published prey and the end in its order, the stronger chief first', () => {
    expect(section('en', 'tiles').body.join(' ')).toContain(`6 mice worth ${PREY.filter((p) => p.kind === 'mouse').map((p) => p.points).join(', ').replace(/, (\d)$/, ' and $1')}`);
    const end = section('en', 'end').body.join(' ');
    const order = ['1. the abilities “before the dogs attack”', '2. the dogs attack', '3. the abilities “after the dogs attack”', '4. ', '5. '].map((s) => end.indexOf(s));
    expect(order.every((at, i) => at >= 0 && (i === 0 || at > order[i - 1])), String(order)).toBe(true);
    expect(end).toContain('the clan whose chief has more attack points goes first (equal chiefs: the starting player)');
  });

  it('shows the decisions of RULES.md and ours', () => {
    const decisions = section('en', 'decisions').body.join(' ');
    for (const d of ['“Knock out” means turn face down', 'even without clan effects: their tiles print no number', '“bonus clan” is not identified, so all seven',
      'optional unless its card says “must”', '“A cat you flip” means any cat the player flips', 'never swaps with the prey just flipped',
      'Chaoticats’ chief “caught”', 'Defenders’ reach adds the diagonals', 'same attack points, the starting player', 'random direction',
      'play on with the first edition’s draft tiles']) expect(decisions, d).toContain(d);
  });
});

describe('pocket cats words', () => {
  it('every refusal key of the rules has words in English, French and German, and the languages have the same keys', () => {
    const keys = [...new Set([...source.matchAll(/key: '(pocketCats\.[A-Za-z]+)'/g)].map((m) => m[1]))];
    expect(keys.length).toBeGreaterThan(8);
    const words = inEveryLanguage(pocketCatsTableText.en);
    for (const lang of LANGS) for (const k of keys) expect(words[lang][k], `${lang} ${k}`).toBeTruthy();
    expect(Object.keys(words.fr).sort()).toEqual(Object.keys(words.en).sort());
    expect(Object.keys(words.de).sort()).toEqual(Object.keys(words.en).sort());
  });
});
