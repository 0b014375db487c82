// Every game's rules text: each refusal links to a section that exists, in English, French and German;
// the three languages have the same sections; the app's own decisions are shown; the cross-links between
// sections (`[[anchor|words]]`, see ../shell/rules-markup.ts) are well-formed and lead to a section.
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { linksOf, markupProblems, plainText } from '../shell/rules-markup';
import { GAMES } from './index';

const games = await Promise.all(GAMES.map(async (g) => [g.id, await g.rulesText()] as const));

/** Every rule anchor the game's own code names (`rule: 'anchor'`), in whichever module of its folder. */
function anchorsOf(id: string): string[] {
  const dir = new URL(`./${id}/`, import.meta.url);
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .flatMap((f) => [...readFileSync(new URL(f, dir), 'utf8').matchAll(/rule: '([a-z]+)'/g)].map((m) => m[1]));
}

for (const [id, text] of games) {
  describe(`${id} rules text`, () => {
    const anchors = anchorsOf(id);

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
