// Purrrummy's words outside its table: its title and blurb and its setup choices. Merged into the shell's
// dictionaries from the list of games (src/base/i18n.ts).
import type { GameWords } from '../../kinds';

const en = {
  'games.purrrummy.title': 'Purrrummy',
  'games.purrrummy.blurb': 'Rummy with the cats’ deck: lay out sets and runs, jokers stand for any card — the first to empty the hand wins.',
  'newGame.purrLayoff': 'Adding to melds',
  'newGame.purrLayoffOff': 'Only to your own melds',
  'newGame.purrLayoffOn': 'Variant: to everyone’s, once you have a meld',
};

/** French and German (./home-translations.ts, loaded when chosen) are typed from the English: a missing or extra key is
 *  a compile error. */
export type Dictionary = Record<keyof typeof en, string>;

export const purrrummyWords: GameWords = { en, translations: () => import('./home-translations').then((m) => m.translations) };
