// Issue 14, a ruling: the match lengths carry the board's names (3 Uira – lightning, 5 Kiwi, 7 Moa, 10 Ikamoana –
// whale) on the setup screen, the table's scale, the companion's sheet and in the rules; a single game has none.
import { afterAll, describe, expect, it } from 'vitest';
import { languages, registerAll, setLanguage, t } from '../../../base/i18n';
import { MATCH_LENGTHS, MATCH_NAMES, NAMED_MATCHES, type MatchTo } from '../rules/constants';
import { moerakiEntry } from '../index';
import { scaleTitle, sheetScaleHeading } from './names';
import { rulesText } from './rules-text';
import { moerakiTableText } from './table';
import { MATCH_GLOSSES } from './home';

registerAll(moerakiTableText);
afterAll(() => setLanguage('en'));

const NAMES = Object.values(MATCH_NAMES);
const namesIn = (s: string) => NAMES.filter((name) => s.includes(name));
const setupLabel = (n: MatchTo) => t(moerakiEntry.setup.fields.find((f) => f.id === 'match')!.choices.find((c) => c.value === n)!.labelKey);
const sheetPill = (n: MatchTo) => {
  const control = moerakiEntry.sheet!.controls!.find((c) => c.id === 'match')!;
  return t(('choices' in control ? control.choices : []).find((c) => c.value === n)!.labelKey!);
};

describe('Moeraki match lengths carry the board\'s names (issue 14)', () => {
  it('the names are the rulebook\'s: Uira 3, Kiwi 5, Moa 7, Ikamoana 10; a single game has none', () => {
    expect(MATCH_NAMES).toEqual({ 3: 'Uira', 5: 'Kiwi', 7: 'Moa', 10: 'Ikamoana' });
    expect(NAMED_MATCHES).toEqual(MATCH_LENGTHS.filter((n) => n !== 1));
  });

  for (const lang of languages) {
    it(`${lang}: every named length shows its own name (and on setup its gloss) on setup, table scale and sheet`, () => {
      setLanguage(lang);
      for (const n of NAMED_MATCHES) {
        const name = MATCH_NAMES[n];
        const gloss = MATCH_GLOSSES[lang][n];
        expect(setupLabel(n)).toBe(`${n} — ${name} (${gloss})`);
        expect(namesIn(scaleTitle(n)), `scale ${n}`).toEqual([name]);
        expect(scaleTitle(n)).toContain(String(n));
        expect(namesIn(sheetPill(n)), `sheet pill ${n}`).toEqual([name]);
        expect(sheetScaleHeading(n)).toContain(`${name} (${gloss})`);
      }
    });

    it(`${lang}: a single game shows no name on setup, table scale or sheet`, () => {
      setLanguage(lang);
      for (const s of [setupLabel(1), scaleTitle(1), sheetPill(1), sheetScaleHeading(1)]) expect(namesIn(s), s).toEqual([]);
    });

    it(`${lang}: the glosses are translated and the rules text names every length with its gloss`, () => {
      const match = rulesText[lang].sections.find((s) => s.id === 'match')!.body.join(' ');
      for (const n of NAMED_MATCHES) expect(match).toContain(`${MATCH_NAMES[n]} (${MATCH_GLOSSES[lang][n]}) ${n}`);
      if (lang !== 'en') expect(MATCH_GLOSSES[lang][10]).not.toBe(MATCH_GLOSSES.en[10]);
    });
  }
});
