// The letters on jack, queen, king and ace follow the player's language (J Q K A, V D R A, B D K A), or the
// letters printed on the Miau! Miau! deck (B D K A, seed 003) when the player asks for them in Settings.
import { afterEach, describe, expect, it } from 'vitest';
import { ACE, JACK, cardLabel, cardLabelIn, cardOf, getCardLetters, lettersFor, rankLabel, rankLabelIn, setCardLetters } from './cards';

const courts = (letters: Parameters<typeof rankLabelIn>[1]): string => [JACK, 12, 13, ACE].map((r) => rankLabelIn(r, letters)).join(' ');

describe('card letters', () => {
  afterEach(() => setCardLetters('en'));

  it('are the language\'s own: J Q K A in English, V D R A in French, B D K A in German', () => {
    expect(courts('en')).toBe('J Q K A');
    expect(courts('fr')).toBe('V D R A');
    expect(courts('de')).toBe('B D K A');
  });

  it('are the printed deck\'s B D K A in every language when the setting asks for them', () => {
    for (const lang of ['en', 'fr', 'de'] as const) {
      expect(lettersFor(lang, true)).toBe('printed');
      expect(lettersFor(lang, false)).toBe(lang);
    }
    expect(courts('printed')).toBe('B D K A');
  });

  it('leave number cards as numbers', () => {
    for (const letters of ['en', 'fr', 'de', 'printed'] as const) expect(rankLabelIn(10, letters)).toBe('10');
    expect(cardLabelIn(cardOf(0, 7), 'fr')).toBe('7♣');
  });

  it('name a card in the document\'s letters once the shell sets them (hints, refusals, the move log)', () => {
    const jackOfHearts = cardOf(2, JACK);
    setCardLetters('en');
    expect(cardLabel(jackOfHearts)).toBe('J♥');
    setCardLetters('fr');
    expect(cardLabel(jackOfHearts)).toBe('V♥');
    expect(rankLabel(13)).toBe('R');
    setCardLetters(lettersFor('en', true));
    expect(cardLabel(jackOfHearts)).toBe('B♥');
    expect(getCardLetters()).toBe('printed');
  });

  it('stay safe in a map (an index is never taken for letters)', () => {
    setCardLetters('de');
    expect([cardOf(1, 12), cardOf(3, ACE)].map(cardLabel)).toEqual(['D♠', 'A♦']);
  });
});
