// The review's words in French and German (the English is in ./text.ts): a chunk of their own, loaded only in a
// language in use. Typed from the English: a missing or extra key is a compile error.
import type { ReviewTextKey } from './text';

type Dictionary = Record<ReviewTextKey, string>;

export const fr: Dictionary = {
  'review.open': 'Analyse',
  'review.title': 'Analyse de la partie',
  'review.close': 'Fermer',
  'review.fair': 'Le graphique voit tout ce qui était caché, puisque la partie est finie. Les conseils n’utilisent que ce que chaque joueur savait à ce moment-là.',
  'review.progress': 'Analyse du coup {move} sur {total}…',
  'review.done': 'Analysée : {total} coups.',
  'review.stopped': 'Arrêtée après le coup {move} sur {total}.',
  'review.stop': 'Arrêter',
  'review.again': 'Analyser la suite',
  'review.graph': 'Les chances de gagner de chaque joueur, coup par coup',
  'review.axisStart': 'Début',
  'review.axisEnd': 'Coup {total}',
  'review.turning': 'Là où la partie a tourné',
  'review.noTurning': 'Aucun coup seul n’a fait tourner cette partie : les chances ont bougé peu à peu.',
  'review.turned': 'Coup {move} : {played}. Les chances de {name} sont tombées de {from} à {to}.',
  'review.turnedFor': 'Coup {move} : {played}. Les chances de {name} sont tombées de {from} à {to} ; celles de {gainer} sont montées à {gain}.',
  'review.advice': 'De meilleurs coups',
  'review.noAdvice': 'Le bot aurait joué comme les joueurs, ou aussi bien.',
  'review.better': 'Coup {move} : {played} ({playedChance}). Mieux : {better} ({betterChance}).',
  'review.goTo': 'Aller au coup {move}',
  'review.percent': '{n} %',
  'review.failed': 'L’analyse n’a pas pu être terminée.',
};

export const de: Dictionary = {
  'review.open': 'Analyse',
  'review.title': 'Analyse des Spiels',
  'review.close': 'Schließen',
  'review.fair': 'Die Kurve sieht alles, was verdeckt war, da das Spiel vorbei ist. Die Ratschläge nutzen nur, was jeder Spieler damals wusste.',
  'review.progress': 'Analysiere Zug {move} von {total}…',
  'review.done': 'Analysiert: {total} Züge.',
  'review.stopped': 'Angehalten nach Zug {move} von {total}.',
  'review.stop': 'Anhalten',
  'review.again': 'Den Rest analysieren',
  'review.graph': 'Die Gewinnchance jedes Spielers, Zug für Zug',
  'review.axisStart': 'Start',
  'review.axisEnd': 'Zug {total}',
  'review.turning': 'Wo das Spiel kippte',
  'review.noTurning': 'Kein einzelner Zug hat dieses Spiel gekippt: Die Chancen änderten sich nach und nach.',
  'review.turned': 'Zug {move}: {played}. Die Chance von {name} fiel von {from} auf {to}.',
  'review.turnedFor': 'Zug {move}: {played}. Die Chance von {name} fiel von {from} auf {to}; die von {gainer} stieg auf {gain}.',
  'review.advice': 'Bessere Züge',
  'review.noAdvice': 'Der Bot hätte so gespielt wie die Spieler oder ebenso gut.',
  'review.better': 'Zug {move}: {played} ({playedChance}). Besser: {better} ({betterChance}).',
  'review.goTo': 'Zu Zug {move}',
  'review.percent': '{n} %',
  'review.failed': 'Die Analyse konnte nicht beendet werden.',
};
