// Meow Meow's words outside its table in French and German (English, the fallback, is in ./home.ts, which
// types these: a missing or extra key is a compile error). Loaded when a player chooses one of them
// (src/base/i18n.ts loadLanguage), so the home screen carries one language.
import type { Dictionary } from './home';

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

export const translations = { fr, de };
