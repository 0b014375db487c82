// Purrrummy's words outside its table in French and German (English, the fallback, is in ./home.ts, which
// types these: a missing or extra key is a compile error). Loaded when a player chooses one of them
// (src/base/i18n.ts loadLanguage), so the home screen carries one language.
import type { Dictionary } from './home';

const fr: Dictionary = {
  'games.purrrummy.title': 'Purrrummy',
  'games.purrrummy.blurb': 'Le rami des chats : pose des séries et des suites, les jokers remplacent n’importe quelle carte — le premier à vider sa main gagne.',
  'newGame.purrLayoff': 'Compléter les combinaisons',
  'newGame.purrLayoffOff': 'Seulement les tiennes',
  'newGame.purrLayoffOn': 'Variante : celles de tous, dès que tu en as posé une',
};

const de: Dictionary = {
  'games.purrrummy.title': 'Purrrummy',
  'games.purrrummy.blurb': 'Rommé mit dem Katzenblatt: Sets und Reihen auslegen, Joker stehen für jede Karte — wer zuerst keine Karten mehr hat, gewinnt.',
  'newGame.purrLayoff': 'Anlegen',
  'newGame.purrLayoffOff': 'Nur an die eigenen Kombinationen',
  'newGame.purrLayoffOn': 'Variante: an alle, sobald du selbst ausgelegt hast',
};

export const translations = { fr, de };
