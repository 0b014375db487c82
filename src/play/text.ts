// Words of the play screen common to every game.
import { registerAll } from '../shell/i18n';

const en = {
  'play.home': 'Home',
  'play.undo': 'Undo',
  'play.rules': 'Rules',
  'play.whyRules': 'Why? See the rules',
  'play.passTo': 'Pass the tablet to {name}',
  'play.tapWhenReady': '{name}, tap when ready',
  'play.seeResults': 'See the results',
  'play.undone': 'Move taken back.',
  'play.unknownGame': 'This save is for a game ({game}) this version does not have.',
  'play.turnOf': '{name}\'s turn',
  'play.yourTurn': '{name}, your turn',
  'play.thinking': '{name} is thinking…',
  'play.hint': 'Hint',
  'play.hintLine': 'Hint: {move} — {why}.',
  'play.hintOnly': 'it is your only legal move',
  'play.hintThinking': 'Looking for a good move…',
  'play.hintFailed': 'No hint this time.',
  'play.tipTitle': 'Tip',
  'play.gotIt': 'Got it',
  'play.tipRules': 'Rules',
};
const fr: Record<keyof typeof en, string> = {
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
const de: Record<keyof typeof en, string> = {
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

export const playText = { en, fr, de };

export function registerPlayText(): void {
  registerAll(playText);
}
