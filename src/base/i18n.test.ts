import { afterEach, describe, expect, it } from 'vitest';
import { STORE_REASON_KEYS } from '../store/results';
import { builtInMessages } from '../shell/all-languages';
import { languages, paramsOf, registerMessages, setLanguage, t, translateReason, type MessageKey } from './i18n';

const keys = Object.keys(builtInMessages.en) as MessageKey[];

describe('dictionaries', () => {
  it('have non-empty text for every key in every language', () => {
    for (const lang of languages) {
      const dict = builtInMessages[lang];
      expect(Object.keys(dict).sort()).toEqual([...keys].sort());
      for (const key of keys) expect(dict[key].trim(), `${lang} ${key}`).not.toBe('');
    }
  });

  it('use the same parameters in every language', () => {
    for (const key of keys) {
      const expected = paramsOf(builtInMessages.en[key]);
      for (const lang of languages) expect(paramsOf(builtInMessages[lang][key]), `${lang} ${key}`).toEqual(expected);
    }
  });

  it('include the keys the store and engine use', () => {
    for (const key of ['store.damaged', 'store.unknownVersion', 'store.importNotJson', 'store.importNotSave', 'store.full',
      'store.writeFailed', 'engine.gameOver', 'engine.notNow', 'results.cardsLeft']) {
      expect(keys).toContain(key);
    }
    for (const key of STORE_REASON_KEYS) expect(keys, 'every reason the store returns').toContain(key);
  });
});

describe('t', () => {
  afterEach(() => setLanguage('en'));

  it('fills parameters and follows the language', () => {
    expect(t('store.damaged', { id: 'abc' })).toBe('Save abc is damaged and was set aside.');
    setLanguage('de');
    expect(t('store.damaged', { id: 'abc' })).toBe('Spielstand abc ist beschädigt und wurde beiseitegelegt.');
    setLanguage('fr');
    expect(t('newGame.seat', { n: 3 })).toBe('Place 3');
  });

  it('uses keys a game registers, falling back to English', () => {
    registerMessages('en', { 'meow.call': 'Meow!' });
    registerMessages('fr', { 'meow.call': 'Miaou !' });
    setLanguage('fr');
    expect(t('meow.call')).toBe('Miaou !');
    setLanguage('de');
    expect(t('meow.call')).toBe('Meow!');
  });

  it('translates reasons, unknown ones generically', () => {
    expect(translateReason({ key: 'engine.notNow' })).toBe('That move is not possible right now.');
    expect(translateReason({ key: 'nope.missing' })).toBe('Something went wrong (nope.missing).');
    expect(translateReason({ key: 'store.damaged', params: { id: 'x1' } })).toBe('Save x1 is damaged and was set aside.');
    expect(translateReason({ key: 'store.damaged' })).toBe('This save is damaged and was set aside.');
  });
});
