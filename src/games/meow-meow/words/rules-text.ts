// The Meow Meow rules as shown in the app's rules reader, in English, French and German.
// Section ids are the anchors a refused move links to (Reason.rule).
import type { Lang } from '../../../base/settings';
import { RULES } from '../rules/constants';

// Paragraphs may hold cross-links to other sections, `[[anchor|words]]`: see RulesSection in src/games/entry.ts.
import type { RulesText } from '../../kinds';

export const rulesText: Record<Lang, RulesText> = {
  en: {
    title: 'Meow Meow',
    sections: [
      { id: 'goal', heading: 'Goal', body: ['Be the first cat to play all your cards. 2 to 6 players, with the 32-card deck (7 to ace) or the 52-card deck (2 to ace). The court cards and the ace show J = jack, Q = queen, K = king, A = ace; the setting "Letters as printed on the Miau! Miau! deck" shows the deck\'s German letters instead (B, D, K, A).'] },
      { id: 'setup', heading: 'Setup', body: [`Everyone gets ${RULES.handSize} cards. The rest is the face-down draw pile; its top card is turned up to start the play pile. The player to the left of the dealer begins, then play goes clockwise.`, 'The first upturned card has no effect: [[seven|a 7]] asks nobody to draw, [[eight|an 8]] skips nobody, [[jack|a jack]] names no suit.'] },
      { id: 'matching', heading: 'Matching', body: ['On your turn play one card that matches the top card of the [[setup|play pile]] in rank (9 on 9, queen on queen) or in suit (clubs on clubs).'] },
      { id: 'seven', heading: '7: draw two', body: [`After a 7 the next player must draw ${RULES.sevenDraws} cards, unless they put another 7 on it: then the player after them must draw 4, and so on. While a 7-chain is open, only a 7 may be played.`, 'A player who draws the penalty cards ends their turn. After that, the 7 on top is [[matching|an ordinary card]].'] },
      { id: 'eight', heading: '8: skip', body: ['After an 8 the next player misses their turn. With two players, you play again.'] },
      { id: 'jack', heading: 'Jack: wish a suit', body: ['A jack may be played on [[matching|any card]] except a jack. Its player names the suit the next player must play (any suit, its own included). The wish holds until a card is played on it.', 'No jack on a jack.'] },
      { id: 'draw', heading: 'Drawing', body: ['If you cannot or will not play, draw one card. If it [[matching|fits]], you may play it at once; otherwise (or if you keep it) your turn ends. After drawing, only the drawn card may be played.'] },
      { id: 'meow', heading: 'Meow!', body: ['When you play your second-to-last card, call "Meow!" in the same turn (tap the Meow! button before or, after a [[jack|jack]], right after playing it). If you forget, you draw one penalty card at the end of your turn.', 'Play your last card and shout "Meow, meow!": you have won.'] },
      { id: 'reshuffle', heading: 'Empty draw pile', body: ['When the draw pile runs out, the [[setup|play pile]] except its top card is shuffled into a new draw pile.'] },
      { id: 'end', heading: 'End', body: ['The first player to empty their hand wins at once, whatever the last card is ([[jack|a jack]] names no suit, [[seven|a 7]] makes nobody draw). The results rank the others by the cards left in their hands, fewest first.'] },
      { id: 'decisions', heading: 'How this app settles what the rulebook leaves open', body: [
        'A [[seven|7-chain]] that asks for more cards than are left: you draw what there is.',
        'With [[reshuffle|nothing left to draw]] and no card that fits, you pass. (Someone always holds a card of the top card\'s suit then, so the game cannot lock up.)',
        'The [[meow|Meow! call]] counts any time during the turn in which you play your second-to-last card; the penalty card is drawn when that turn ends.',
        '"Play again" passes the deal one seat to the left.',
        'Undo takes back your own moves until a card was drawn: a drawn card cannot be undrawn.',
      ] },
    ],
  },
  fr: {
    title: 'Miaou Miaou',
    sections: [
      { id: 'goal', heading: 'But du jeu', body: ['Être le premier chat à poser toutes ses cartes. De 2 à 6 joueurs, avec le jeu de 32 cartes (du 7 à l\'as) ou de 52 cartes (du 2 à l\'as). Les figures et l\'as portent V = valet, D = dame, R = roi, A = as ; le réglage « Lettres imprimées sur le jeu Miau! Miau! » montre à la place les lettres allemandes du jeu (B, D, K, A).'] },
      { id: 'setup', heading: 'Mise en place', body: [`Chacun reçoit ${RULES.handSize} cartes. Le reste forme la pioche, face cachée ; sa première carte est retournée pour commencer la défausse. Le joueur à gauche du donneur commence, puis on joue dans le sens des aiguilles d'une montre.`, 'La première carte retournée n\'a aucun effet : [[seven|un 7]] ne fait piocher personne, [[eight|un 8]] ne fait passer personne, [[jack|un valet]] n\'impose aucune couleur.'] },
      { id: 'matching', heading: 'Poser une carte', body: ['À ton tour, pose une carte de même valeur (9 sur 9, dame sur dame) ou de même couleur (trèfle sur trèfle) que la carte du dessus de la [[setup|défausse]].'] },
      { id: 'seven', heading: '7 : piocher deux', body: [`Après un 7, le joueur suivant pioche ${RULES.sevenDraws} cartes, sauf s'il pose lui aussi un 7 : alors le joueur d'après pioche 4 cartes, et ainsi de suite. Tant qu'une chaîne de 7 est ouverte, seul un 7 peut être posé.`, 'Le joueur qui pioche les cartes de pénalité termine son tour. Ensuite, le 7 du dessus redevient [[matching|une carte ordinaire]].'] },
      { id: 'eight', heading: '8 : passer', body: ['Après un 8, le joueur suivant passe son tour. À deux joueurs, tu rejoues.'] },
      { id: 'jack', heading: 'Valet : choisir une couleur', body: ['Un valet se pose sur [[matching|n\'importe quelle carte]] sauf un valet. Son joueur annonce la couleur que le suivant doit jouer (n\'importe laquelle, la sienne comprise). Le souhait tient jusqu\'à ce qu\'une carte soit posée dessus.', 'Pas de valet sur un valet.'] },
      { id: 'draw', heading: 'Piocher', body: ['Si tu ne peux pas ou ne veux pas jouer, pioche une carte. Si elle [[matching|convient]], tu peux la poser aussitôt ; sinon (ou si tu la gardes) ton tour se termine. Après avoir pioché, seule la carte piochée peut être posée.'] },
      { id: 'meow', heading: 'Miaou !', body: ['Quand tu poses ton avant-dernière carte, crie « Miaou ! » pendant ce même tour (touche le bouton Miaou ! avant de jouer ou, après un [[jack|valet]], juste après). Si tu oublies, tu pioches une carte de pénalité à la fin de ton tour.', 'Pose ta dernière carte en criant « Miaou, miaou ! » : tu as gagné.'] },
      { id: 'reshuffle', heading: 'Pioche vide', body: ['Quand la pioche est épuisée, la [[setup|défausse]], sauf sa carte du dessus, est mélangée pour former une nouvelle pioche.'] },
      { id: 'end', heading: 'Fin', body: ['Le premier joueur qui vide sa main gagne aussitôt, quelle que soit sa dernière carte ([[jack|un valet]] n\'impose pas de couleur, [[seven|un 7]] ne fait piocher personne). Les résultats classent les autres selon les cartes qui leur restent en main, le moins en premier.'] },
      { id: 'decisions', heading: 'Ce que l\'application décide là où la règle se tait', body: [
        'Une [[seven|chaîne de 7]] qui demande plus de cartes qu\'il n\'en reste : tu pioches ce qu\'il y a.',
        'S\'il n\'y a [[reshuffle|plus rien à piocher]] et aucune carte qui convient, tu passes. (Quelqu\'un a alors toujours une carte de la couleur du dessus : la partie ne peut pas se bloquer.)',
        'L\'[[meow|annonce « Miaou ! »]] compte à tout moment du tour où tu poses ton avant-dernière carte ; la carte de pénalité est piochée à la fin de ce tour.',
        '« Rejouer » fait passer la donne d\'une place vers la gauche.',
        'Annuler reprend tes propres coups jusqu\'à la dernière carte piochée : une carte piochée ne se remet pas dans la pioche.',
      ] },
    ],
  },
  de: {
    title: 'Miau Miau',
    sections: [
      { id: 'goal', heading: 'Ziel des Spiels', body: ['Als erste Katze alle Handkarten ablegen. 2 bis 6 Spielende, mit 32 Karten (7 bis Ass) oder 52 Karten (2 bis Ass). Bilder und Ass tragen B = Bube, D = Dame, K = König, A = Ass, wie auf dem gedruckten Miau!-Miau!-Spiel.'] },
      { id: 'setup', heading: 'Vorbereitung', body: [`Jede Katze erhält ${RULES.handSize} Karten. Der Rest ist der verdeckte Nachziehstapel; seine oberste Karte wird als Ablagestapel aufgedeckt. Die Katze links von der gebenden beginnt, dann geht es im Uhrzeigersinn weiter.`, 'Die erste aufgedeckte Karte wirkt nicht: [[seven|Eine 7]] lässt niemanden ziehen, [[eight|eine 8]] lässt niemanden aussetzen, [[jack|ein Bube]] wünscht keine Farbe.'] },
      { id: 'matching', heading: 'Ablegen', body: ['Lege in deinem Zug eine Karte ab, die im Wert (9 auf 9, Dame auf Dame) oder in der Farbe (Kreuz auf Kreuz) zur obersten Karte des [[setup|Ablagestapels]] passt.'] },
      { id: 'seven', heading: '7: zwei ziehen', body: [`Nach einer 7 muss die nächste Katze ${RULES.sevenDraws} Karten ziehen, es sei denn, sie legt ebenfalls eine 7: Dann zieht die darauffolgende Katze 4 Karten, und so weiter. Solange eine 7er-Kette offen ist, darf nur eine 7 gelegt werden.`, 'Wer die Strafkarten zieht, beendet damit seinen Zug. Danach ist die oberste 7 eine [[matching|gewöhnliche Karte]].'] },
      { id: 'eight', heading: '8: aussetzen', body: ['Nach einer 8 muss die nächste Katze aussetzen. Zu zweit bist du gleich noch einmal dran.'] },
      { id: 'jack', heading: 'Bube: Farbe wünschen', body: ['Ein Bube darf auf [[matching|jede Karte]] außer einen Buben gelegt werden. Wer ihn legt, wünscht sich die Farbe, die als Nächstes gelegt werden muss (jede Farbe, auch die eigene). Der Wunsch gilt, bis eine Karte darauf gelegt wird.', 'Kein Bube auf einen Buben.'] },
      { id: 'draw', heading: 'Nachziehen', body: ['Wer nicht legen kann oder will, zieht eine Karte. [[matching|Passt]] sie, darf sie sofort gelegt werden; sonst (oder wenn du sie behältst) endet dein Zug. Nach dem Ziehen darf nur die gezogene Karte gelegt werden.'] },
      { id: 'meow', heading: 'Miau!', body: ['Wenn du deine vorletzte Karte legst, sag im selben Zug „Miau!“ (tippe vor dem Legen auf Miau! oder, nach einem [[jack|Buben]], gleich danach). Vergisst du es, ziehst du am Ende deines Zuges eine Strafkarte.', 'Lege deine letzte Karte und ruf „Miau! Miau!“: Du hast gewonnen.'] },
      { id: 'reshuffle', heading: 'Leerer Nachziehstapel', body: ['Ist der Nachziehstapel aufgebraucht, wird der [[setup|Ablagestapel]] bis auf die oberste Karte gemischt und wird zum neuen Nachziehstapel.'] },
      { id: 'end', heading: 'Ende', body: ['Wer zuerst keine Karten mehr hat, gewinnt sofort, egal welche Karte die letzte war ([[jack|ein Bube]] wünscht keine Farbe, [[seven|eine 7]] lässt niemanden ziehen). Das Ergebnis ordnet die anderen nach den Karten, die sie noch auf der Hand haben, die wenigsten zuerst.'] },
      { id: 'decisions', heading: 'Was die App entscheidet, wo die Anleitung schweigt', body: [
        'Verlangt eine [[seven|7er-Kette]] mehr Karten, als übrig sind, ziehst du, was da ist.',
        'Ist [[reshuffle|nichts mehr zu ziehen]] und passt keine Karte, setzt du aus. (Dann hält immer jemand eine Karte in der Farbe der obersten Karte: Das Spiel kann nicht festfahren.)',
        'Das [[meow|„Miau!“]] zählt während des ganzen Zuges, in dem du die vorletzte Karte legst; die Strafkarte wird am Ende dieses Zuges gezogen.',
        '„Nochmal spielen“ gibt das Geben einen Platz nach links weiter.',
        'Rückgängig nimmt deine eigenen Züge zurück, bis eine Karte gezogen wurde: Eine gezogene Karte wird nicht zurückgelegt.',
      ] },
    ],
  },
};
