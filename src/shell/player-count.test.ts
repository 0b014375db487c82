// A game's player count in words: a range ("2 to 6 players"), or the one count of a fixed-size game
// ("2 players", never "2 to 2 players"), in every language.
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage, t } from '../base/i18n';
import { playerCountWords } from './player-count';
import { playerCountReason } from '../engine/option-reasons';

describe('player count words', () => {
  afterEach(() => setLanguage('en'));

  it('says a range for games with a range and one number for a fixed count', () => {
    expect(t(...playerCountWords(2, 6))).toBe('2 to 6 players');
    expect(t(...playerCountWords(2, 2))).toBe('2 players');
    setLanguage('fr');
    expect(t(...playerCountWords(2, 2))).toBe('2 joueurs');
    setLanguage('de');
    expect(t(...playerCountWords(2, 2))).toBe('2 Spieler');
    expect(t(...playerCountWords(2, 4))).toBe('2 bis 4 Spieler');
  });

  it('the door refuses a wrong table of a fixed-size game with one number too', () => {
    expect(t('engine.badPlayerCountExact', playerCountReason(3, 2, 2)!.params)).toBe('This game is for 2 players.');
  });
});
