// The Purrrummy rules as shown in the app's rules reader, in English, French and German.
// Section ids are the anchors a refused move links to (Reason.rule).
import type { Lang } from '../../shell/settings';
import type { RulesText } from '../meow-meow/rules-text';
import { RULES } from './constants';

export const rulesText: Record<Lang, RulesText> = {
  en: {
    title: 'Purrrummy',
    sections: [
      { id: 'goal', heading: 'Goal', body: [`Be the first cat to play all your cards. ${RULES.minPlayers} to ${RULES.maxPlayers} players, with the 52 cards (2 to ace) and the ${RULES.jokers} jokers. The cards show German initials: B = jack (Bube), D = queen (Dame), K = king, A = ace.`] },
      { id: 'setup', heading: 'Setup', body: [`With 2 cats everyone gets ${RULES.handSize(2)} cards, with 3 or 4 cats ${RULES.handSize(3)}. The rest is the face-down deck; its top card is turned up to start the discard pile. The cat to the left of the dealer begins, then play goes clockwise.`] },
      { id: 'turn', heading: 'Your turn', body: ['First draw: the top card of the deck, or the top card of the discard pile.', 'Then, if you can, lay out complete [[sets|sets]] or [[runs|runs]] in front of you and [[layoff|add cards to melds]]. At the end of your turn, [[discard|discard one card]] of your choice onto the discard pile.'] },
      { id: 'melds', heading: 'Melds', body: ['A meld is a [[sets|set]] or a [[runs|run]] of at least 3 cards from your hand. You may lay out as many melds as you like in one turn. A meld, once on the table, stays there.'] },
      { id: 'sets', heading: 'Sets', body: [`A set is ${RULES.setMin} or ${RULES.setMax} cards of the same rank, each of a different suit: for example the 7s of spades, diamonds and hearts, or all four queens.`] },
      { id: 'runs', heading: 'Runs', body: ['A run is 3 or more cards of one suit in a row: for example 3-4-5 of spades, or jack-queen-king-ace of hearts.', 'The ace may go before the 2 (A-2-3) or after the king (Q-K-A), but a run never goes round the corner: K-A-2 is no run.'] },
      { id: 'jokers', heading: 'Jokers', body: ['A joker may stand for any card. Every [[melds|meld]] needs at least one card that is not a joker.', 'In a run, a joker keeps the card it stands for; when the run could be read two ways (5-6 and a joker: 4 or 7), you choose, otherwise it extends the run upward. In a set, a joker stands for whichever suits are missing.'] },
      { id: 'layoff', heading: 'Adding to melds', body: ['You may always add cards from your hand to your own [[melds|melds]], as long as they stay valid [[sets|sets]] or [[runs|runs]].', 'Variant (an option when starting a game): once you have at least one set or run of your own on the table, you may also add cards to the other cats\' melds.'] },
      { id: 'discard', heading: 'Discarding', body: ['Every turn ends with one card on the discard pile. A card you took from the discard pile may not go back on it in the same turn.'] },
      { id: 'reshuffle', heading: 'Empty deck', body: ['When you draw from an empty deck, the discard pile except its top card is shuffled into a new deck first. If there is nothing to shuffle, take the top card of the discard pile instead.'] },
      { id: 'end', heading: 'End', body: ['The first cat with no cards left wins at once, whether the last card was [[melds|laid out]], [[layoff|added to a meld]] or [[discard|discarded]]. The results show the cards left in every hand.'] },
      { id: 'decisions', heading: 'How this app settles what the rulebook leaves open', body: [
        `The deck has ${RULES.jokers} jokers. A set has its suits all different. Each meld needs at least one card that is not a joker.`,
        'A card taken from the discard pile cannot be discarded in the same turn. So after taking it, keep another card to discard: a meld that would leave only that card in your hand is refused (laying out all your cards is fine).',
        '[[jokers|Jokers on the table]] are never swapped for the card they stand for. A joker in a run keeps its card, so that card cannot join the run; a joker in a set takes any missing suit.',
        'One card with jokers (a 7 and two jokers) is read as a set unless you name the jokers as a run.',
        'You may add cards to your own melds at any time in your turn. In the variant, a meld you laid out earlier in the same turn is enough to add to other cats\' melds.',
        'The deck is rebuilt when someone draws from it empty; with nothing to rebuild, only the top discard can be taken.',
        'Everyone sees which card a cat takes from the discard pile; the app shows it in that cat\'s hand until it is played.',
        'A game is one hand; there is no scoring beyond who went out first. "Play again" passes the deal one seat to the left.',
        'Undo takes back your own moves until a card was drawn from the deck: a drawn card cannot be undrawn.',
      ] },
    ],
  },
  fr: {
    title: 'Ronronrami',
    sections: [
      { id: 'goal', heading: 'But du jeu', body: [`Être le premier chat à poser toutes ses cartes. De ${RULES.minPlayers} à ${RULES.maxPlayers} joueurs, avec les 52 cartes (du 2 à l'as) et les ${RULES.jokers} jokers. Les cartes portent les initiales allemandes : B = valet (Bube), D = dame, K = roi, A = as.`] },
      { id: 'setup', heading: 'Mise en place', body: [`À 2 chats, chacun reçoit ${RULES.handSize(2)} cartes ; à 3 ou 4 chats, ${RULES.handSize(3)}. Le reste forme la pioche, face cachée ; sa première carte est retournée pour commencer la défausse. Le chat à gauche du donneur commence, puis on joue dans le sens des aiguilles d'une montre.`] },
      { id: 'turn', heading: 'Ton tour', body: ['D\'abord, pioche : la carte du dessus de la pioche, ou celle du dessus de la défausse.', 'Ensuite, si tu peux, pose devant toi des [[sets|séries]] ou des [[runs|suites]] complètes et [[layoff|complète des combinaisons]]. À la fin de ton tour, [[discard|défausse une carte]] de ton choix.'] },
      { id: 'melds', heading: 'Combinaisons', body: ['Une combinaison est une [[sets|série]] ou une [[runs|suite]] d\'au moins 3 cartes de ta main. Tu peux en poser autant que tu veux en un tour. Une combinaison posée reste sur la table.'] },
      { id: 'sets', heading: 'Séries', body: [`Une série compte ${RULES.setMin} ou ${RULES.setMax} cartes de même valeur, chacune d'une couleur différente : par exemple les 7 de pique, de carreau et de cœur, ou les quatre dames.`] },
      { id: 'runs', heading: 'Suites', body: ['Une suite compte au moins 3 cartes de même couleur qui se suivent : par exemple 3-4-5 de pique, ou valet-dame-roi-as de cœur.', 'L\'as se place avant le 2 (A-2-3) ou après le roi (D-R-A), mais une suite ne fait jamais le tour : R-A-2 n\'est pas une suite.'] },
      { id: 'jokers', heading: 'Jokers', body: ['Un joker remplace n\'importe quelle carte. Chaque [[melds|combinaison]] a besoin d\'au moins une carte qui n\'est pas un joker.', 'Dans une suite, un joker garde la carte qu\'il remplace ; quand la suite se lit de deux façons (5-6 et un joker : 4 ou 7), tu choisis, sinon il prolonge la suite vers le haut. Dans une série, un joker remplace les couleurs qui manquent.'] },
      { id: 'layoff', heading: 'Compléter des combinaisons', body: ['Tu peux toujours ajouter des cartes de ta main à tes propres [[melds|combinaisons]], tant qu\'elles restent des [[sets|séries]] ou des [[runs|suites]] valables.', 'Variante (une option au début de la partie) : dès que tu as posé au moins une série ou une suite, tu peux aussi compléter les combinaisons des autres chats.'] },
      { id: 'discard', heading: 'Se défausser', body: ['Chaque tour se termine par une carte posée sur la défausse. Une carte prise dans la défausse ne peut pas y retourner pendant le même tour.'] },
      { id: 'reshuffle', heading: 'Pioche vide', body: ['Quand tu pioches dans une pioche vide, la défausse, sauf sa carte du dessus, est d\'abord mélangée pour former une nouvelle pioche. S\'il n\'y a rien à mélanger, prends la carte du dessus de la défausse.'] },
      { id: 'end', heading: 'Fin', body: ['Le premier chat qui n\'a plus de cartes gagne aussitôt, que sa dernière carte ait été [[melds|posée]], [[layoff|ajoutée à une combinaison]] ou [[discard|défaussée]]. Les résultats montrent les cartes restant dans chaque main.'] },
      { id: 'decisions', heading: 'Ce que l\'application décide là où la règle se tait', body: [
        `Le jeu compte ${RULES.jokers} jokers. Les cartes d'une série sont toutes de couleurs différentes. Chaque combinaison a besoin d'au moins une carte qui n'est pas un joker.`,
        'Une carte prise dans la défausse ne peut pas être défaussée pendant le même tour. Après l\'avoir prise, garde donc une autre carte à défausser : une combinaison qui ne laisserait que cette carte dans ta main est refusée (poser toutes tes cartes est permis).',
        'Les [[jokers|jokers posés]] ne s\'échangent jamais contre la carte qu\'ils remplacent. Dans une suite, un joker garde sa carte, qui ne peut donc plus rejoindre la suite ; dans une série, il prend n\'importe quelle couleur manquante.',
        'Une carte avec des jokers (un 7 et deux jokers) se lit comme une série, sauf si tu annonces les jokers comme une suite.',
        'Tu peux compléter tes propres combinaisons à tout moment de ton tour. Dans la variante, une combinaison posée plus tôt dans le même tour suffit pour compléter celles des autres.',
        'La pioche est refaite quand quelqu\'un pioche dans une pioche vide ; s\'il n\'y a rien à mélanger, seule la carte du dessus de la défausse peut être prise.',
        'Tout le monde voit quelle carte un chat prend dans la défausse ; l\'application la montre dans sa main jusqu\'à ce qu\'elle soit jouée.',
        'Une partie est une seule donne, sans décompte de points : seul compte qui a fini le premier. « Rejouer » fait passer la donne d\'une place vers la gauche.',
        'Annuler reprend tes propres coups jusqu\'à la dernière carte piochée : une carte piochée ne se remet pas dans la pioche.',
      ] },
    ],
  },
  de: {
    title: 'Kurz-Schnurrmé',
    sections: [
      { id: 'goal', heading: 'Ziel des Spiels', body: [`Als erste Katze alle Handkarten ablegen. ${RULES.minPlayers} bis ${RULES.maxPlayers} Spielende, mit den 52 Karten (2 bis Ass) und den ${RULES.jokers} Jokern. Die Karten tragen deutsche Buchstaben: B = Bube, D = Dame, K = König, A = Ass.`] },
      { id: 'setup', heading: 'Vorbereitung', body: [`Bei zwei Katzen erhält jede ${RULES.handSize(2)} Karten, bei drei und vier Katzen je ${RULES.handSize(3)}. Der Rest ist der verdeckte Nachziehstapel; seine erste Karte wird als offener Ablagestapel daneben aufgedeckt. Die Katze links von der gebenden beginnt, dann geht es im Uhrzeigersinn weiter.`] },
      { id: 'turn', heading: 'Dein Zug', body: ['Zieh zuerst: die oberste Karte vom verdeckten Nachziehstapel oder vom offenen Ablagestapel.', 'Dann darfst du, wenn du kannst, vollständige [[sets|Sets]] oder [[runs|Reihen]] vor dir auslegen und [[layoff|an Kombinationen anlegen]]. Am Ende des Zugs legst du eine beliebige Karte aus der Hand auf den [[discard|Ablagestapel]].'] },
      { id: 'melds', heading: 'Kombinationen', body: ['Eine Kombination ist ein [[sets|Set]] oder eine [[runs|Reihe]] aus mindestens 3 Handkarten. Du darfst in einem Zug beliebig viele auslegen. Ausgelegte Kombinationen bleiben liegen.'] },
      { id: 'sets', heading: 'Sets', body: [`Ein Set sind ${RULES.setMin} oder ${RULES.setMax} Karten mit demselben Wert, jede in einer anderen Farbe: zum Beispiel drei 7er in Pik, Karo und Herz oder alle vier Damen.`] },
      { id: 'runs', heading: 'Reihen', body: ['Eine Reihe sind 3 oder mehr aufeinanderfolgende Karten derselben Farbe: zum Beispiel 3, 4, 5 in Pik oder Bube, Dame, König, Ass in Herz.', 'Das Ass darf vor der 2 (A-2-3) oder nach dem König (D-K-A) liegen, aber eine Reihe läuft nie herum: K-A-2 ist keine Reihe.'] },
      { id: 'jokers', heading: 'Joker', body: ['Ein Joker darf jede beliebige Karte ersetzen. Jede [[melds|Kombination]] braucht mindestens eine Karte, die kein Joker ist.', 'In einer Reihe behält ein Joker die Karte, die er ersetzt; lässt sich die Reihe zweifach lesen (5-6 und ein Joker: 4 oder 7), wählst du, sonst verlängert er die Reihe nach oben. In einem Set steht ein Joker für die fehlenden Farben.'] },
      { id: 'layoff', heading: 'Anlegen', body: ['An deine eigenen [[melds|Kombinationen]] darfst du jederzeit Handkarten anlegen, solange sie gültige [[sets|Sets]] oder [[runs|Reihen]] bleiben.', 'Variante (eine Option beim Spielstart): Sobald du selbst mindestens ein Set oder eine Reihe ausgelegt hast, darfst du auch an die Sets und Reihen der anderen Katzen anlegen.'] },
      { id: 'discard', heading: 'Abwerfen', body: ['Jeder Zug endet mit einer Karte auf dem Ablagestapel. Eine Karte, die du vom Ablagestapel genommen hast, darf im selben Zug nicht zurück.'] },
      { id: 'reshuffle', heading: 'Leerer Nachziehstapel', body: ['Ziehst du von einem leeren Nachziehstapel, wird zuerst der Ablagestapel bis auf die oberste Karte zu einem neuen Nachziehstapel gemischt. Gibt es nichts zu mischen, nimm die oberste Karte des Ablagestapels.'] },
      { id: 'end', heading: 'Ende', body: ['Die Katze, die zuerst keine Karten mehr hat, gewinnt sofort, egal ob die letzte Karte [[melds|ausgelegt]], [[layoff|angelegt]] oder [[discard|abgeworfen]] wurde. Das Ergebnis zeigt die Karten, die jede Katze noch auf der Hand hat.'] },
      { id: 'decisions', heading: 'Was die App entscheidet, wo die Anleitung schweigt', body: [
        `Das Spiel hat ${RULES.jokers} Joker. Die Karten eines Sets haben lauter verschiedene Farben. Jede Kombination braucht mindestens eine Karte, die kein Joker ist.`,
        'Eine vom Ablagestapel genommene Karte darf im selben Zug nicht abgeworfen werden. Behalte danach also eine andere Karte zum Abwerfen: Eine Kombination, nach der nur noch diese Karte auf der Hand wäre, wird abgelehnt (alle Karten auslegen ist erlaubt).',
        '[[jokers|Ausgelegte Joker]] werden nie gegen die Karte getauscht, die sie ersetzen. In einer Reihe behält ein Joker seine Karte, die deshalb nicht mehr an die Reihe passt; in einem Set steht er für eine beliebige fehlende Farbe.',
        'Eine Karte mit Jokern (eine 7 und zwei Joker) gilt als Set, außer du legst die Joker ausdrücklich als Reihe fest.',
        'An deine eigenen Kombinationen darfst du jederzeit in deinem Zug anlegen. In der Variante reicht eine Kombination, die du früher im selben Zug ausgelegt hast, um bei anderen anzulegen.',
        'Der Nachziehstapel wird neu gebildet, wenn jemand von ihm zieht und er leer ist; gibt es nichts zu mischen, kann nur die oberste Karte des Ablagestapels genommen werden.',
        'Alle sehen, welche Karte eine Katze vom Ablagestapel nimmt; die App zeigt sie in deren Hand, bis sie ausgespielt ist.',
        'Eine Partie ist ein Spiel ohne Punktezählung: Es zählt nur, wer zuerst fertig ist. „Nochmal spielen“ gibt das Geben einen Platz nach links weiter.',
        'Rückgängig nimmt deine eigenen Züge zurück, bis eine Karte vom Nachziehstapel gezogen wurde: Eine gezogene Karte wird nicht zurückgelegt.',
      ] },
    ],
  },
};
