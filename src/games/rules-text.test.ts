// Every game's rules text: each refusal links to a section that exists, in English, French and German;
// the three languages have the same sections; the app's own decisions are shown.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
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
  });
}
