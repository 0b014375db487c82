// The clan cards say what the rules do: each clan's cats as the data has them, its effect and chief's ability
// by their named rule (words for every rule in three languages), when the effect acts, and what stays in play
// without clan effects.
import { afterEach, describe, expect, it } from 'vitest';
import { languages, paramsOf, registerAll, setLanguage } from '../../../base/i18n';
import { CLANS, CLAN_IDS, DRAFT, type ClanId } from '../rules/data';
import { MOMENT } from '../rules/effects';
import { clanCardContent, ruleText, type ClanCardLine } from './clan-card';
import { pocketCatsTableText } from '../words/table';
import { inEveryLanguage } from '../../../shell/all-languages';

// The table registers the cards' words when it loads (table.ts).
registerAll(pocketCatsTableText);
/** The cards' words with their French and German (table-translations.ts). */
const clanWords = inEveryLanguage(pocketCatsTableText.en);

afterEach(() => setLanguage('en'));

const effectOf = (lines: ClanCardLine[]) => lines.find((l) => l.kind === 'effect');
const chiefOf = (lines: ClanCardLine[]) => lines.find((l) => l.kind === 'chief');

describe('clan cards', () => {
  it('every named rule has its words in English, French and German, with the same parameters', () => {
    for (const rule of Object.keys(MOMENT)) {
      const key = `pocketCats.rule.${rule}`;
      for (const lang of languages) {
        expect(clanWords[lang][key], `${lang} ${rule}`).toBeTruthy();
        expect(paramsOf(clanWords[lang][key]), `${lang} ${rule}`).toEqual(paramsOf(clanWords.en[key]));
      }
    }
  });

  it('shows each clan\'s name, colour and five cats as the data has them, the chief last', () => {
    for (const clan of CLAN_IDS) {
      const card = clanCardContent(clan, { effects: true });
      expect(card.name).toBe(CLANS[clan].name.en);
      expect(card.colour).toBe(`#${CLANS[clan].colour.toString(16).padStart(6, '0')}`);
      expect(card.cats.map((c) => c.attack ?? 'counted'), clan).toEqual(CLANS[clan].cats.map((c) => c.attack));
      expect(card.cats.map((c) => c.chief)).toEqual([false, false, false, false, true]);
    }
    expect(clanCardContent('defenders', { effects: true }).cats.map((c) => c.attack)).toEqual([1, 1, 1, 1, 9]);
    expect(clanCardContent('chaoticats', { effects: true }).cats.every((c) => c.attack === null)).toBe(true);
  });

  it('with clan effects: the clan effect (⌛ during your turn or 🏁 at the end) and the chief\'s ability', () => {
    const when: Record<ClanId, 'turn' | 'end'> = {
      'royal-claws': 'turn', gourmets: 'end', crooks: 'end', defenders: 'turn', chaoticats: 'end', 'power-cats': 'turn', polterkitties: 'turn',
    };
    for (const clan of CLAN_IDS) {
      const { lines } = clanCardContent(clan, { effects: true });
      expect(lines.map((l) => l.kind), clan).toEqual(['effect', 'chief']);
      expect(effectOf(lines), clan).toMatchObject({ rule: CLANS[clan].effect, when: when[clan], text: ruleText(CLANS[clan].effect) });
      expect(chiefOf(lines), clan).toMatchObject({ rule: CLANS[clan].chief, text: ruleText(CLANS[clan].chief!) });
    }
  });

  it('the Chaoticats\' card prints the count as RULES.md has it', () => {
    expect(effectOf(clanCardContent('chaoticats', { effects: true }).lines)!.text).toContain('5 → 2, 4 → 4, 3 → 6, 2 → 8, 1 → 10');
  });

  it('without clan effects: says they are not in play; only the Chaoticats\' count remains, with why', () => {
    for (const clan of CLAN_IDS) {
      const { lines } = clanCardContent(clan, { effects: false });
      expect(lines[0], clan).toEqual({ kind: 'off', text: 'Clan effects are not in play.' });
      expect(chiefOf(lines), clan).toBeUndefined();
      if (clan === 'chaoticats') expect(effectOf(lines)).toMatchObject({ rule: 'countedAttack', note: 'Always in play: their tiles print no number.' });
      else expect(lines, clan).toHaveLength(1);
    }
  });

  it('speaks the current language', () => {
    setLanguage('fr');
    const fr = clanCardContent('royal-claws', { effects: true });
    expect(fr.name).toBe('Griffes Royales');
    expect(effectOf(fr.lines)!.text).toBe(clanWords.fr['pocketCats.rule.swapWithDog']);
    setLanguage('de');
    expect(clanCardContent('crooks', { effects: false }).lines[0].text).toBe('Claneffekte sind nicht im Spiel.');
  });

  it('an old save\'s draft clans: the Royal Claws turn any dog at the end, their chief has no ability', () => {
    const { lines, cats } = clanCardContent('royal-claws', { effects: true, edition: 'draft' });
    expect(effectOf(lines)).toMatchObject({ rule: 'turnAnyDog', when: 'end' });
    expect(chiefOf(lines)).toMatchObject({ rule: null, text: 'The chief has no ability of its own.' });
    expect(cats.map((c) => c.attack)).toEqual(DRAFT.clans['royal-claws']!.cats.map((c) => c.attack));
    expect(clanCardContent('gourmets', { effects: true, edition: 'draft' }).cats.map((c) => c.attack)).toEqual([1, 2, 3, 4, 5]);
  });
});
