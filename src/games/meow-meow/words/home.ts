// Meow Meow's words outside its table: its title and blurb and its setup choices. Merged into the shell's
// dictionaries from the list of games (src/base/i18n.ts).
import type { GameWords } from '../../kinds';

const en = {
  'games.meowMeow.title': 'Meow Meow',
  'games.meowMeow.blurb': 'Match the suit or the rank, dodge the sevens, and call “Meow!” before your last card.',
  'newGame.deck': 'Deck',
  'newGame.deck32': '32 cards (7 to ace)',
  'newGame.deck52': '52 cards (2 to ace)',
};

/** French and German (./home-translations.ts, loaded when chosen) are typed from the English: a missing or extra key is
 *  a compile error. */
export type Dictionary = Record<keyof typeof en, string>;

export const meowMeowWords: GameWords = { en, translations: () => import('./home-translations').then((m) => m.translations) };
