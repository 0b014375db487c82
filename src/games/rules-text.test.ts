// Every game's rules text: each refusal links to a section that exists, in English, French and German;
// the three languages have the same sections; the app's own decisions are shown; the cross-links between
// sections (`[[anchor|words]]`, see ../shell/rules-markup.ts) are well-formed and lead to a section.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { linksOf, markupProblems, plainText } from '../shell/rules-markup';
import type { RulesText } from './meow-meow/rules-text';
import { rulesText as meowMeow } from './meow-meow/rules-text';
import { rulesText as mauwi } from './mauwi/rules-text';
import { rulesText as moeraki } from './moeraki/rules-text';
import { rulesText as pocketCats } from './pocket-cats/rules-text';
import { rulesText as purrrummy } from './purrrummy/rules-text';
import { rulesText as kittyCat } from './kitty-cat/rules-text';

const games: [string, Record<'en' | 'fr' | 'de', RulesText>][] = [
  ['meow-meow', meowMeow], ['mauwi', mauwi], ['moeraki', moeraki], ['pocket-cats', pocketCats], ['purrrummy', purrrummy],
  ['kitty-cat', kittyCat],
];

for (const [id, text] of games) {
  describe(`${id} rules text`, () => {
    const anchors = [...readFileSync(new URL(`./${id}/rules.ts`, import.meta.url), 'utf8').matchAll(/rule: '([a-z]+)'/g)].map((m) => m[1]);

    it('every rule anchor a refusal names is a section in English, French and German', () => {
      expect(anchors.length).toBeGreaterThan(5);
      for (const lang of ['en', 'fr', 'de'] as const) {
        const ids = new Set(text[lang].sections.map((s) => s.id));
        for (const a of anchors) expect(ids, `${lang} lacks #${a}`).toContain(a);
      }
    });

    it('the three languages have the same sections in the same order', () => {
      const ids = (lang: 'en' | 'fr' | 'de') => text[lang].sections.map((s) => `${s.id}:${s.body.length}`);
      expect(ids('fr')).toEqual(ids('en'));
      expect(ids('de')).toEqual(ids('en'));
    });

    it('shows the decisions the app made where the rulebook is silent', () => {
      expect(text.en.sections.find((s) => s.id === 'decisions')?.body.length).toBeGreaterThanOrEqual(5);
    });

    it('has well-formed cross-links, each to another section of the same language, at least 3 per language', () => {
      for (const lang of ['en', 'fr', 'de'] as const) {
        const ids = new Set(text[lang].sections.map((s) => s.id));
        let count = 0;
        for (const s of text[lang].sections) {
          expect(markupProblems(s.heading), `${lang} #${s.id} heading`).toEqual([]);
          expect(s.heading, `${lang} #${s.id} heading has no links`).toBe(plainText(s.heading));
          for (const p of s.body) {
            expect(markupProblems(p), `${lang} #${s.id}: ${p}`).toEqual([]);
            for (const link of linksOf(p)) {
              expect(ids, `${lang} #${s.id} links to a missing #${link.anchor}`).toContain(link.anchor);
              expect(link.anchor, `${lang} #${s.id} links to itself`).not.toBe(s.id);
              count += 1;
            }
          }
        }
        expect(count, `${lang} cross-links`).toBeGreaterThanOrEqual(3);
      }
    });

    it('links the same rules in every language (the same targets, section by section)', () => {
      const targets = (lang: 'en' | 'fr' | 'de') => text[lang].sections.map((s) => `${s.id}→${s.body.flatMap((p) => linksOf(p).map((l) => l.anchor)).sort().join(',')}`);
      expect(targets('fr')).toEqual(targets('en'));
      expect(targets('de')).toEqual(targets('en'));
    });
  });
}
