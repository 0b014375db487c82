// Kitty Cat's words outside its table in French and German (English, the fallback, is in ./home.ts, which
// types these: a missing or extra key is a compile error). Loaded when a player chooses one of them
// (src/base/i18n.ts loadLanguage), so the home screen carries one language.
import type { Dictionary } from './home';

const fr: Dictionary = {
  'games.kittyCat.title': 'Kitty Cat',
  'games.kittyCat.blurb': 'Échange des cartes avec le milieu pour la meilleure main — des points dans une couleur, Feulement, Ronron ou Miaou — et garde tes jetons : le dernier chat en jeu gagne.',
  'newGame.kittyCounters': 'Jetons par joueur',
  'newGame.kittyCounters2': '2 (partie courte)',
  'newGame.kittyCounters3': '3 (la règle)',
  'newGame.kittyCounters5': '5 (partie longue)',
  'newGame.kittyHiss': 'Feulement',
  'newGame.kittyHissOn': 'L’abattre arrête la manche (la règle)',
  'newGame.kittyHissOff': 'Une valeur seulement',
  'companion.kind.kittyCat': 'Jetons et dernière vie, manche après manche, jusqu’au dernier chat en jeu.',
  'companion.kitty.startCounters': 'Jetons par joueur',
  'companion.kitty.round': 'Manche {n}',
  'companion.kitty.roundHint': '{dealer} distribue. Après l’abattage, touche les chats qui ont le moins de points.',
  'companion.kitty.lowest': 'Le moins de points cette manche',
  'companion.kitty.record': 'Enregistrer la manche',
  'companion.kitty.counters': '{count} jetons restants',
  'companion.kitty.lastLife': 'Dernière vie',
  'companion.kitty.out': 'Éliminé',
  'companion.kitty.deals': 'Distribue',
  'companion.kitty.rounds': 'Manches',
  'companion.kitty.roundDealt': 'Manche {n} (donneur : {dealer}) :',
  'companion.kitty.lost': '{names} perd un jeton.',
  'companion.kitty.wentOut': '{names} est éliminé.',
  'companion.kitty.spared': '{names} étaient tous derniers sur leur dernière vie : personne n’est éliminé.',
  'companion.kitty.winner': 'Le dernier chat en jeu : {names} gagne !',
  'companion.kitty.undo': 'Annuler la dernière manche',
};

const de: Dictionary = {
  'games.kittyCat.title': 'Kitty Cat',
  'games.kittyCat.blurb': 'Tausche Karten mit der Mitte für die beste Hand — Punkte in einer Farbe, Fauchen, Schnurren oder Mauzen — und behalte deine Spielsteine: Die letzte Katze im Spiel gewinnt.',
  'newGame.kittyCounters': 'Spielsteine pro Katze',
  'newGame.kittyCounters2': '2 (kurzes Spiel)',
  'newGame.kittyCounters3': '3 (laut Regel)',
  'newGame.kittyCounters5': '5 (langes Spiel)',
  'newGame.kittyHiss': 'Fauchen',
  'newGame.kittyHissOn': 'Aufdecken beendet die Runde (laut Regel)',
  'newGame.kittyHissOff': 'Nur ein Wert',
  'companion.kind.kittyCat': 'Chips und das letzte Leben, Runde für Runde, bis zur letzten Katze.',
  'companion.kitty.startCounters': 'Chips je Spieler',
  'companion.kitty.round': 'Runde {n}',
  'companion.kitty.roundHint': '{dealer} gibt. Tippe nach dem Aufdecken die Katzen mit den wenigsten Punkten an.',
  'companion.kitty.lowest': 'Die wenigsten Punkte in dieser Runde',
  'companion.kitty.record': 'Runde eintragen',
  'companion.kitty.counters': 'noch {count} Chips',
  'companion.kitty.lastLife': 'Letztes Leben',
  'companion.kitty.out': 'Ausgeschieden',
  'companion.kitty.deals': 'Gibt',
  'companion.kitty.rounds': 'Runden',
  'companion.kitty.roundDealt': 'Runde {n} (Geber: {dealer}):',
  'companion.kitty.lost': '{names} verliert einen Chip.',
  'companion.kitty.wentOut': '{names} scheidet aus.',
  'companion.kitty.spared': '{names} lagen alle im letzten Leben hinten: Niemand scheidet aus.',
  'companion.kitty.winner': 'Die letzte Katze im Spiel: {names} gewinnt!',
  'companion.kitty.undo': 'Letzte Runde zurücknehmen',
};

export const translations = { fr, de };
