// Meow Meow's words outside its table: its title and blurb and its setup choices. Merged into the shell's
// dictionaries from the list of games (src/shell/i18n.ts).
import type { Words } from '../entry';

const en = {
  'games.meowMeow.title': 'Meow Meow',
  'games.meowMeow.blurb': 'Match the suit or the rank, dodge the sevens, and call “Meow!” before your last card.',
  'newGame.deck': 'Deck',
  'newGame.deck32': '32 cards (7 to ace)',
  'newGame.deck52': '52 cards (2 to ace)',
};

/** French and German are typed from the English: a missing or extra key is a compile error. */
type Dictionary = Record<keyof typeof en, string>;

const fr: Dictionary = {
  'games.meowMeow.title': 'Miaou Miaou',
  'games.meowMeow.blurb': 'Joue la même couleur ou la même valeur, esquive les sept et crie « Miaou ! » avant ta dernière carte.',
  'newGame.deck': 'Jeu de cartes',
  'newGame.deck32': '32 cartes (du 7 à l’as)',
  'newGame.deck52': '52 cartes (du 2 à l’as)',
};

const de: Dictionary = {
  'games.meowMeow.title': 'Miau Miau',
  'games.meowMeow.blurb': 'Bediene Farbe oder Wert, weiche den Siebenen aus und ruf „Miau!“ vor deiner letzten Karte.',
  'newGame.deck': 'Kartenspiel',
  'newGame.deck32': '32 Karten (7 bis Ass)',
  'newGame.deck52': '52 Karten (2 bis Ass)',
};

export const meowMeowWords: Words = { en, fr, de };
