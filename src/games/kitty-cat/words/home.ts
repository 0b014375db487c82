// Kitty Cat's words outside its table: its title and blurb, its setup choices and its score sheet. Merged into the
// shell's dictionaries from the list of games (src/base/i18n.ts).
import type { GameWords } from '../../kinds';

const en = {
  'games.kittyCat.title': 'Kitty Cat',
  'games.kittyCat.blurb': 'Swap cards with the middle for the best hand — points in one suit, Hiss, Purr or Meow — and keep your counters: the last cat in wins.',
  'newGame.kittyCounters': 'Counters each',
  'newGame.kittyCounters2': '2 (a short game)',
  'newGame.kittyCounters3': '3 (the rulebook)',
  'newGame.kittyCounters5': '5 (a long game)',
  'newGame.kittyHiss': 'Hiss',
  'newGame.kittyHissOn': 'Laying it down ends the round (the rulebook)',
  'newGame.kittyHissOff': 'A value only',
  'companion.kind.kittyCat': 'Counters and the last life, round by round, to the last cat in.',
  'companion.kitty.startCounters': 'Counters each',
  'companion.kitty.round': 'Round {n}',
  'companion.kitty.roundHint': '{dealer} deals. After the showdown, tap the cats with the fewest points.',
  'companion.kitty.lowest': 'Fewest points this round',
  'companion.kitty.record': 'Record the round',
  'companion.kitty.counters': '{count} counters left',
  'companion.kitty.lastLife': 'Last life',
  'companion.kitty.out': 'Out',
  'companion.kitty.deals': 'Deals',
  'companion.kitty.rounds': 'Rounds',
  'companion.kitty.roundDealt': 'Round {n} (dealt by {dealer}):',
  'companion.kitty.lost': '{names} lost a counter.',
  'companion.kitty.wentOut': '{names} went out.',
  'companion.kitty.spared': '{names} were all lowest on their last life: nobody goes out.',
  'companion.kitty.winner': 'The last cat in: {names} wins!',
  'companion.kitty.undo': 'Undo the last round',
};

/** French and German (./home-translations.ts, loaded when chosen) are typed from the English: a missing or extra key is
 *  a compile error. */
export type Dictionary = Record<keyof typeof en, string>;

export const kittyCatWords: GameWords = { en, translations: () => import('./home-translations').then((m) => m.translations) };
