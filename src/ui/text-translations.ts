// The play screen's words in French and German (the English, every language's fallback, is in ./text.ts): a chunk
// of their own, loaded only in a language in use. Typed from the English: a missing or extra key is a compile error.
import type { PlayTextKey } from './text';

export const fr: Record<PlayTextKey, string> = {
  'play.home': 'Accueil',
  'play.undo': 'Annuler',
  'play.rules': 'Règles',
  'play.whyRules': 'Pourquoi ? Voir les règles',
  'play.passTo': 'Passe la tablette à {name}',
  'play.tapWhenReady': '{name}, touche quand tu es prêt·e',
  'play.seeResults': 'Voir les résultats',
  'play.undone': 'Coup annulé.',
  'play.unknownGame': 'Cette sauvegarde est pour un jeu ({game}) que cette version ne connaît pas.',
  'play.turnOf': 'Au tour de {name}',
  'play.yourTurn': '{name}, à toi de jouer',
  'play.thinking': '{name} réfléchit…',
  'play.hint': 'Conseil',
  'play.hintLine': 'Conseil : {move} — {why}.',
  'play.hintOnly': 'c’est ton seul coup possible',
  'play.hintThinking': 'Je cherche un bon coup…',
  'play.hintFailed': 'Pas de conseil cette fois.',
  'play.tipTitle': 'Astuce',
  'play.gotIt': 'Compris',
  'play.tipRules': 'Règles',
};

export const de: Record<PlayTextKey, string> = {
  'play.home': 'Startseite',
  'play.undo': 'Rückgängig',
  'play.rules': 'Regeln',
  'play.whyRules': 'Warum? Zu den Regeln',
  'play.passTo': 'Gib das Tablet an {name} weiter',
  'play.tapWhenReady': '{name}, tippe, wenn du bereit bist',
  'play.seeResults': 'Zu den Ergebnissen',
  'play.undone': 'Zug zurückgenommen.',
  'play.unknownGame': 'Dieser Spielstand gehört zu einem Spiel ({game}), das diese Version nicht kennt.',
  'play.turnOf': '{name} ist dran',
  'play.yourTurn': '{name}, du bist dran',
  'play.thinking': '{name} überlegt …',
  'play.hint': 'Tipp',
  'play.hintLine': 'Tipp: {move} — {why}.',
  'play.hintOnly': 'es ist dein einziger erlaubter Zug',
  'play.hintThinking': 'Ich suche einen guten Zug …',
  'play.hintFailed': 'Diesmal kein Tipp.',
  'play.tipTitle': 'Hinweis',
  'play.gotIt': 'Verstanden',
  'play.tipRules': 'Regeln',
};
