// Purrrummy's words outside its table: its title and blurb and its setup choices. Merged into the shell's
// dictionaries from the list of games (src/shell/i18n.ts).
import type { Words } from '../entry';

const en = {
  'games.purrrummy.title': 'Purrrummy',
  'games.purrrummy.blurb': 'Rummy with the cats’ deck: lay out sets and runs, jokers stand for any card — the first to empty the hand wins.',
  'newGame.purrLayoff': 'Adding to melds',
  'newGame.purrLayoffOff': 'Only to your own melds',
  'newGame.purrLayoffOn': 'Variant: to everyone’s, once you have a meld',
};

/** French and German are typed from the English: a missing or extra key is a compile error. */
type Dictionary = Record<keyof typeof en, string>;

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

export const purrrummyWords: Words = { en, fr, de };
