// Copy that once read wrong: the home page is called by one word per language everywhere (German said
// "Start" on the play screen and "Startseite" elsewhere); "Start" stays only where something starts.
import { describe, expect, it } from 'vitest';
import { playText } from '../ui/text';
import { inEveryLanguage } from './all-languages';
import { de } from '../base/locales/de';
import { en } from '../base/locales/en';
import { fr } from '../base/locales/fr';

describe('the word for Home', () => {
  it('is the same on the play screen as in the rest of the app, in every language', () => {
    const play = inEveryLanguage(playText.en);
    expect(play.de['play.home']).toBe(de['app.home']);
    expect(play.de['play.home']).toBe('Startseite');
    expect(play.en['play.home']).toBe(en['app.home']);
    expect(play.fr['play.home']).toBe(fr['app.home']);
  });
});
