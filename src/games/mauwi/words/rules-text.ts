// The Mauwi / Mauw rules as shown in the app's rules reader, in English, French and German.
// Section ids are the anchors a refused move links to (Reason.rule).
import type { Lang } from '../../../base/settings';
import type { RulesText } from '../../kinds';
import { RULES } from '../rules/constants';

const fr = RULES.frRemoved;

export const rulesText: Record<Lang, RulesText> = {
  en: {
    title: 'Mauwi',
    sections: [
      { id: 'goal', heading: 'Goal', body: ['Cat warriors guard the secret of their nine lives. Gain as many "9" cards as you can and pile them in columns: each 9 doubles its column. 2 to 6 players.'] },
      { id: 'cards', heading: 'The cards', body: [
        'Warriors have a colour and a value; a colour\'s two values always make 9: red 1 and 8, yellow 2 and 7, green 3 and 6, blue 4 and 5.',
        'Spirits have no value and [[block|go only on 9s]]. A joker (Maui) stands for any warrior or spirit; you say which. Every card\'s back is a "9".',
        `English edition: ${RULES.en.warriorCopies * 8} warriors, ${RULES.en.spirits} spirits, ${RULES.en.jokers} jokers, and up to 12 expert animals (Kiwi, Ninox, Tuatara). French edition (Mauw): ${RULES.fr.warriorCopies * 8} warriors, ${RULES.fr.spirits} spirits, ${RULES.fr.jokers} Maui; with 2 players ${fr(2).copies} copies of each value and ${fr(2).spirits} spirits are removed, with 3–4 players ${fr(3).copies} copy and ${fr(3).spirits} spirits, with 5–6 none.`,
      ] },
      { id: 'setup', heading: 'Setup', body: [`Shuffle everything into one face-down draw pile and deal ${RULES.handSize} cards each. The hairiest player (or the best meower) starts; play goes clockwise.`] },
      { id: 'columns', heading: 'Your area and columns', body: [`You have ${RULES.columns} column slots, A to D. A column holds at most ${RULES.maxColumnCards} cards and at most ${RULES.maxNines} 9s. The 4th card on top of three 9s is always a warrior or a spirit, never a 9 nor a joker.`] },
      { id: 'turn', heading: 'Your turn', body: [`Play one card to [[strengthen|strengthen your lines]], [[block|block an opponent's column]], [[unblock|unblock your own]], [[attack|attack an opponent's warrior]] or [[animals|use an animal]]. If you cannot or will not play, discard your whole hand and draw ${RULES.handSize}. After every card you play, draw back to ${RULES.handSize} at once; when the draw pile is empty, shuffle the discard pile into a new one.`] },
      { id: 'strengthen', heading: 'Strengthen', body: ['Play a warrior on a free slot, on one of your 9-columns, or on one of your warriors of the same colour (a [[combo|combo]]).'] },
      { id: 'combo', heading: 'Combo', body: [
        'Same colour, different value: the two warriors fight. One turns face down as a 9 (the joker, if one took part) and you place both together on an empty slot or on one of your [[columns|9-columns]]: the new 9 into the column, the other warrior face up on top.',
        'Same colour, same value: the two become friends and are discarded; take the top card of the draw pile face down as a 9 and place it on an empty slot or one of your 9-columns.',
        'Gains that cannot be placed anywhere are discarded.',
      ] },
      { id: 'block', heading: 'Block', body: ['Play a spirit or a warrior on an opponent\'s [[columns|9-column]]. A spirit brings the column to 0 points; a warrior covers the 9s with its lower value. A joker never blocks.'] },
      { id: 'unblock', heading: 'Unblock', body: ['A [[block|spirit on your column]] is removed only by a spirit or a joker played on it: both are discarded and your turn ends. A [[block|blocking warrior]] is removed by making a [[combo|combo]] on it with a warrior of the same colour; the combo is yours.'] },
      { id: 'attack', heading: 'Attack', body: ['Play a warrior of the same colour (or a joker) on an opponent\'s warrior to steal it into a [[combo|combo]] that is yours. Example: with a red 1, Player B takes Player A\'s red 8 (1 + 8 = 9) and places the 9.'] },
      { id: 'defend', heading: 'Defence and renewal', body: [
        'The attacked player may defend with a card of the same value as the [[attack|attacking card]], or a joker: both are discarded. The attacker may then renew with another identical card, and so on, until one side gives up. Everyone who plays a card in the chain draws a new one at once.',
        'If the defender gives up, the attack becomes the attacker\'s [[combo|combo]]. If the attacker gives up, the attacker\'s turn ends. Example: B attacks A\'s red 8 with a 1; A defends with a 1; B renews with a 1; A defends with a joker: all four cards are discarded and nobody gains anything.',
      ] },
      { id: 'animals', heading: 'Expert animals (English edition)', body: [
        'Kiwi: on your turn, move a warrior from any area to any area.',
        'Ninox: on your turn, free an opponent\'s column of a [[block|spirit]]; the spirit turns face down as a 9 and goes into one of your columns.',
        'Tuatara: when you (or your [[teams|teammate]]) are attacked, cancel the attack: the attacking card goes into your hand and the attacker\'s turn ends.',
      ] },
      { id: 'teams', heading: 'Team mode (English edition)', body: ['Teams of two; teammates never sit side by side. When you are attacked, your teammate may [[defend|defend]] for you with a card from their hand (never attack for you). Teammates add their points.'] },
      { id: 'end', heading: 'End and scoring', body: [
        'The game ends at once when a player has three columns each with three 9s, or when a player cannot draw back to 4 cards because both piles are empty.',
        'A column scores v × 2^n: n is the number of 9s in it; v is 9 if a 9 is on top, the warrior\'s value if a warrior covers it, 0 if a spirit covers it. A lone warrior scores its value. For example 32 + 72 + 0 + 72 = 176 (a 4 on three 9s is 4 × 8 = 32). Highest score wins; a tie is shared.',
      ] },
      { id: 'decisions', heading: 'How this app settles what the rulebooks leave open', body: [
        'In a different-value combo without a joker, the player who made it chooses which warrior turns face down.',
        'No joker on a joker: a combo always keeps a real warrior face up. A joker played alone stays face up as the warrior it was announced as (never on three 9s).',
        'Spirits are played only on an opponent\'s 9-column, and only you [[unblock|unblock]] your own columns.',
        'Only an area owner\'s own warriors can be attacked; a warrior blocking a column is removed by the column\'s owner (combo) or a Kiwi. Removing it with a combo cannot be defended.',
        'In team mode the teammate may defend or play a Tuatara; only the attacked player gives up. Teams need 4 to 6 players (seats facing each other); with 5, one seat plays alone.',
        'Tuatara puts the attacking card into the hand of whoever played the Tuatara.',
        'Kiwi moves a face-up warrior (not a joker) onto an empty slot or uncovered 9s, never into a combo; on another player\'s 9s it blocks them for the Kiwi\'s player.',
        'A gain that fits somewhere must be placed; it is discarded only when no column can take it. In a same-value combo the 9 is taken before refilling.',
        'Discarding the whole hand for 4 new cards is allowed in both editions; the draw pile is re-formed from the whole discard pile.',
        'Animals are chosen per kind, 0 to 4 of each.',
      ] },
    ],
  },
  fr: {
    title: 'Mauw',
    sections: [
      { id: 'goal', heading: 'But du jeu', body: ['Les chats guerriers gardent le secret de leurs neuf vies. Gagne le plus de cartes « 9 » possible et empile-les en colonnes : chaque 9 double sa colonne. De 2 à 6 joueurs.'] },
      { id: 'cards', heading: 'Les cartes', body: [
        'Les guerriers ont une couleur et une valeur ; les deux valeurs d\'une couleur font toujours 9 : rouge 1 et 8, jaune 2 et 7, vert 3 et 6, bleu 4 et 5.',
        'Les esprits n\'ont pas de valeur et [[block|se posent seulement sur des 9]]. Un joker (Maui) remplace n\'importe quel guerrier ou esprit ; tu annonces lequel. Le dos de chaque carte est un « 9 ».',
        `Édition anglaise : ${RULES.en.warriorCopies * 8} guerriers, ${RULES.en.spirits} esprits, ${RULES.en.jokers} jokers et jusqu'à 12 animaux experts (Kiwi, Ninox, Tuatara). Édition française (Mauw) : ${RULES.fr.warriorCopies * 8} guerriers, ${RULES.fr.spirits} esprits, ${RULES.fr.jokers} Maui ; à 2 joueurs on retire ${fr(2).copies} exemplaires de chaque valeur et ${fr(2).spirits} esprits, à 3–4 joueurs ${fr(3).copies} exemplaire et ${fr(3).spirits} esprits, à 5–6 rien.`,
      ] },
      { id: 'setup', heading: 'Mise en place', body: [`Mélange tout en une pioche face cachée et distribue ${RULES.handSize} cartes à chacun. Le joueur le plus poilu (ou qui miaule le mieux) commence ; on joue dans le sens des aiguilles d'une montre.`] },
      { id: 'columns', heading: 'Ta zone et tes colonnes', body: [`Tu as ${RULES.columns} emplacements de colonne, de A à D. Une colonne compte au plus ${RULES.maxColumnCards} cartes, dont au plus ${RULES.maxNines} cartes 9. La 4e carte posée sur trois 9 est toujours un guerrier ou un esprit, jamais un 9 ni un joker.`] },
      { id: 'turn', heading: 'Ton tour', body: [`Joue une carte pour [[strengthen|renforcer tes lignes]], [[block|bloquer une colonne adverse]], [[unblock|débloquer la tienne]], [[attack|attaquer un guerrier adverse]] ou [[animals|utiliser un animal]]. Si tu ne peux pas ou ne veux pas jouer, défausse toute ta main et pioche ${RULES.handSize} cartes. Après chaque carte jouée, complète aussitôt ta main à ${RULES.handSize} ; quand la pioche est vide, mélange la défausse pour en faire une nouvelle.`] },
      { id: 'strengthen', heading: 'Renforcer', body: ['Joue un guerrier sur un emplacement libre, sur une de tes colonnes de 9, ou sur un de tes guerriers de même couleur (un [[combo|combo]]).'] },
      { id: 'combo', heading: 'Combo', body: [
        'Même couleur, valeurs différentes : les deux guerriers se battent. L\'un se retourne face cachée et devient un 9 (le joker, s\'il y en a un) ; pose les deux ensemble sur un emplacement vide ou sur une de tes [[columns|colonnes de 9]] : le nouveau 9 dans la colonne, l\'autre guerrier face visible dessus.',
        'Même couleur, même valeur : les deux deviennent amis et sont défaussés ; prends la carte du dessus de la pioche face cachée comme un 9 et pose-la sur un emplacement vide ou une de tes colonnes de 9.',
        'Les gains qui ne peuvent être posés nulle part sont défaussés.',
      ] },
      { id: 'block', heading: 'Bloquer', body: ['Joue un esprit ou un guerrier sur une [[columns|colonne de 9]] adverse. Un esprit ramène la colonne à 0 point ; un guerrier couvre les 9 de sa valeur plus faible. Un joker ne bloque jamais.'] },
      { id: 'unblock', heading: 'Débloquer', body: ['Un [[block|esprit sur ta colonne]] ne s\'enlève qu\'avec un esprit ou un joker joué dessus : les deux sont défaussés et ton tour se termine. Un [[block|guerrier bloquant]] s\'enlève en faisant dessus un [[combo|combo]] avec un guerrier de même couleur ; le combo est pour toi.'] },
      { id: 'attack', heading: 'Attaquer', body: ['Joue un guerrier de même couleur (ou un joker) sur un guerrier adverse pour le voler dans un [[combo|combo]] à ton profit. Exemple : avec un 1 rouge, le joueur B prend le 8 rouge du joueur A (1 + 8 = 9) et pose le 9.'] },
      { id: 'defend', heading: 'Défense et relance', body: [
        'Le joueur attaqué peut se défendre avec une carte de même valeur que la [[attack|carte d\'attaque]], ou un joker : les deux sont défaussées. L\'attaquant peut alors relancer avec une autre carte identique, et ainsi de suite, jusqu\'à ce qu\'un camp abandonne. Chacun repioche aussitôt chaque carte jouée dans l\'échange.',
        'Si le défenseur abandonne, l\'attaque devient le [[combo|combo]] de l\'attaquant. Si l\'attaquant abandonne, son tour se termine. Exemple : B attaque le 8 rouge de A avec un 1 ; A se défend avec un 1 ; B relance avec un 1 ; A se défend avec un joker : les quatre cartes sont défaussées et personne ne gagne rien.',
      ] },
      { id: 'animals', heading: 'Animaux experts (édition anglaise)', body: [
        'Kiwi : à ton tour, déplace un guerrier de n\'importe quelle zone vers n\'importe quelle zone.',
        'Ninox : à ton tour, libère une colonne adverse d\'un [[block|esprit]] ; l\'esprit se retourne en 9 et va dans une de tes colonnes.',
        'Tuatara : quand toi (ou ton [[teams|équipier]]) es attaqué, annule l\'attaque : la carte d\'attaque va dans ta main et le tour de l\'attaquant se termine.',
      ] },
      { id: 'teams', heading: 'Jeu en équipe (édition anglaise)', body: ['Équipes de deux ; les équipiers ne sont jamais assis côte à côte. Quand tu es attaqué, ton équipier peut [[defend|se défendre]] pour toi avec une carte de sa main (jamais attaquer). Les équipiers additionnent leurs points.'] },
      { id: 'end', heading: 'Fin et décompte', body: [
        'La partie s\'arrête aussitôt qu\'un joueur a trois colonnes de trois 9, ou qu\'un joueur ne peut pas compléter sa main à 4 cartes parce que la pioche et la défausse sont vides.',
        'Une colonne vaut v × 2^n : n est le nombre de 9 ; v vaut 9 si un 9 est dessus, la valeur du guerrier qui la couvre, 0 si un esprit la couvre. Un guerrier seul vaut sa valeur. Par exemple 32 + 72 + 0 + 72 = 176 (un 4 sur trois 9 vaut 4 × 8 = 32). Le plus haut score gagne ; une égalité est partagée.',
      ] },
      { id: 'decisions', heading: 'Ce que l\'application décide là où les règles se taisent', body: [
        'Dans un combo de valeurs différentes sans joker, le joueur qui le fait choisit le guerrier qui se retourne.',
        'Pas de joker sur un joker : un combo garde toujours un vrai guerrier face visible. Un joker joué seul reste face visible comme le guerrier annoncé (jamais sur trois 9).',
        'Les esprits se jouent seulement sur une colonne de 9 adverse, et toi seul [[unblock|débloques]] tes colonnes.',
        'Seuls les guerriers du propriétaire d\'une zone peuvent être attaqués ; un guerrier qui bloque s\'enlève par le propriétaire de la colonne (combo) ou par un Kiwi. L\'enlever par un combo ne peut pas être défendu.',
        'En équipe, l\'équipier peut défendre ou jouer un Tuatara ; seul le joueur attaqué abandonne. Les équipes demandent 4 à 6 joueurs (équipiers face à face) ; à 5, un joueur joue seul.',
        'Le Tuatara met la carte d\'attaque dans la main de celui qui l\'a joué.',
        'Le Kiwi déplace un guerrier face visible (pas un joker) vers un emplacement vide ou des 9 découverts, jamais dans un combo ; sur les 9 d\'un autre joueur, il les bloque au profit du joueur du Kiwi.',
        'Un gain qui peut être posé doit l\'être ; il n\'est défaussé que si aucune colonne ne peut le recevoir. Dans un combo de même valeur, le 9 est pris avant de compléter la main.',
        'Défausser toute sa main pour 4 nouvelles cartes est permis dans les deux éditions ; la pioche est refaite avec toute la défausse.',
        'Les animaux se choisissent par espèce, de 0 à 4 chacun.',
      ] },
    ],
  },
  de: {
    title: 'Mauwi',
    sections: [
      { id: 'goal', heading: 'Ziel des Spiels', body: ['Katzenkrieger hüten das Geheimnis ihrer neun Leben. Gewinne so viele „9“-Karten wie möglich und staple sie in Spalten: Jede 9 verdoppelt ihre Spalte. 2 bis 6 Spielende.'] },
      { id: 'cards', heading: 'Die Karten', body: [
        'Krieger haben eine Farbe und einen Wert; die zwei Werte einer Farbe ergeben immer 9: Rot 1 und 8, Gelb 2 und 7, Grün 3 und 6, Blau 4 und 5.',
        'Geister haben keinen Wert und [[block|kommen nur auf 9er]]. Ein Joker (Maui) ersetzt jeden Krieger oder Geist; du sagst, welchen. Die Rückseite jeder Karte ist eine „9“.',
        `Englische Ausgabe: ${RULES.en.warriorCopies * 8} Krieger, ${RULES.en.spirits} Geister, ${RULES.en.jokers} Joker und bis zu 12 Expertentiere (Kiwi, Ninox, Tuatara). Französische Ausgabe (Mauw): ${RULES.fr.warriorCopies * 8} Krieger, ${RULES.fr.spirits} Geister, ${RULES.fr.jokers} Maui; zu zweit werden ${fr(2).copies} Exemplare jedes Werts und ${fr(2).spirits} Geister entfernt, zu dritt oder viert ${fr(3).copies} Exemplar und ${fr(3).spirits} Geister, zu fünft oder sechst keine.`,
      ] },
      { id: 'setup', heading: 'Vorbereitung', body: [`Mische alles zu einem verdeckten Nachziehstapel und gib jedem ${RULES.handSize} Karten. Die haarigste Katze (oder die am besten miaut) beginnt; gespielt wird im Uhrzeigersinn.`] },
      { id: 'columns', heading: 'Dein Bereich und deine Spalten', body: [`Du hast ${RULES.columns} Spaltenplätze, A bis D. Eine Spalte hat höchstens ${RULES.maxColumnCards} Karten, davon höchstens ${RULES.maxNines} 9er. Die 4. Karte auf drei 9ern ist immer ein Krieger oder ein Geist, nie eine 9 und nie ein Joker.`] },
      { id: 'turn', heading: 'Dein Zug', body: [`Spiele eine Karte, um [[strengthen|deine Reihen zu stärken]], [[block|eine gegnerische Spalte zu blockieren]], [[unblock|deine eigene zu befreien]], [[attack|einen gegnerischen Krieger anzugreifen]] oder [[animals|ein Tier einzusetzen]]. Wenn du nicht spielen kannst oder willst, wirf deine ganze Hand ab und ziehe ${RULES.handSize} neue Karten. Nach jeder gespielten Karte ziehst du sofort wieder auf ${RULES.handSize} auf; ist der Nachziehstapel leer, wird der Ablagestapel neu gemischt.`] },
      { id: 'strengthen', heading: 'Stärken', body: ['Spiele einen Krieger auf einen freien Platz, auf eine deiner 9er-Spalten oder auf einen deiner Krieger derselben Farbe (eine [[combo|Kombo]]).'] },
      { id: 'combo', heading: 'Kombo', body: [
        'Gleiche Farbe, verschiedener Wert: Die zwei Krieger kämpfen. Einer wird umgedreht und zur 9 (der Joker, wenn einer dabei war); lege beide zusammen auf einen leeren Platz oder eine deiner [[columns|9er-Spalten]]: die neue 9 in die Spalte, den anderen Krieger offen obenauf.',
        'Gleiche Farbe, gleicher Wert: Die zwei werden Freunde und kommen auf den Ablagestapel; nimm die oberste Karte des Nachziehstapels verdeckt als 9 und lege sie auf einen leeren Platz oder eine deiner 9er-Spalten.',
        'Gewinne, die nirgends hinpassen, werden abgelegt.',
      ] },
      { id: 'block', heading: 'Blockieren', body: ['Spiele einen Geist oder einen Krieger auf eine gegnerische [[columns|9er-Spalte]]. Ein Geist setzt die Spalte auf 0 Punkte; ein Krieger deckt die 9er mit seinem niedrigeren Wert ab. Ein Joker blockiert nie.'] },
      { id: 'unblock', heading: 'Befreien', body: ['Ein [[block|Geist auf deiner Spalte]] wird nur durch einen Geist oder Joker entfernt, den du darauf spielst: Beide werden abgelegt und dein Zug endet. Ein [[block|blockierender Krieger]] wird durch eine [[combo|Kombo]] mit einem Krieger derselben Farbe entfernt; die Kombo gehört dir.'] },
      { id: 'attack', heading: 'Angreifen', body: ['Spiele einen Krieger derselben Farbe (oder einen Joker) auf einen gegnerischen Krieger, um ihn für deine eigene [[combo|Kombo]] zu stehlen. Beispiel: Mit einer roten 1 nimmt Spieler B die rote 8 von Spieler A (1 + 8 = 9) und legt die 9 aus.'] },
      { id: 'defend', heading: 'Verteidigen und nachlegen', body: [
        'Wer angegriffen wird, kann sich mit einer Karte vom Wert der [[attack|Angriffskarte]] oder einem Joker verteidigen: Beide werden abgelegt. Der Angreifer kann mit einer weiteren gleichen Karte nachlegen, und so weiter, bis eine Seite aufgibt. Wer im Schlagabtausch eine Karte spielt, zieht sofort nach.',
        'Gibt der Verteidiger auf, wird der Angriff zur [[combo|Kombo]] des Angreifers. Gibt der Angreifer auf, endet sein Zug. Beispiel: B greift die rote 8 von A mit einer 1 an; A verteidigt mit einer 1; B legt eine 1 nach; A verteidigt mit einem Joker: Alle vier Karten werden abgelegt, niemand gewinnt etwas.',
      ] },
      { id: 'animals', heading: 'Expertentiere (englische Ausgabe)', body: [
        'Kiwi: In deinem Zug versetzt du einen Krieger aus einem beliebigen Bereich in einen beliebigen Bereich.',
        'Ninox: In deinem Zug befreist du eine gegnerische Spalte von einem [[block|Geist]]; der Geist wird umgedreht zur 9 und kommt in eine deiner Spalten.',
        'Tuatara: Wirst du (oder dein [[teams|Teampartner]]) angegriffen, brich den Angriff ab: Die Angriffskarte kommt auf deine Hand, und der Zug des Angreifers endet.',
      ] },
      { id: 'teams', heading: 'Teamspiel (englische Ausgabe)', body: ['Teams zu zweit; Teampartner sitzen nie nebeneinander. Wirst du angegriffen, darf dein Teampartner mit einer Karte aus seiner Hand für dich [[defend|verteidigen]] (nie für dich angreifen). Die Punkte eines Teams werden addiert.'] },
      { id: 'end', heading: 'Ende und Wertung', body: [
        'Das Spiel endet sofort, wenn jemand drei Spalten mit je drei 9ern hat oder jemand nicht mehr auf 4 Karten aufziehen kann, weil Nachzieh- und Ablagestapel leer sind.',
        'Eine Spalte zählt v × 2^n: n ist die Zahl der 9er; v ist 9, wenn eine 9 oben liegt, der Wert des Kriegers, der sie abdeckt, 0, wenn ein Geist sie abdeckt. Ein einzelner Krieger zählt seinen Wert. Zum Beispiel 32 + 72 + 0 + 72 = 176 (eine 4 auf drei 9ern zählt 4 × 8 = 32). Die höchste Punktzahl gewinnt; ein Gleichstand wird geteilt.',
      ] },
      { id: 'decisions', heading: 'Was die App entscheidet, wo die Anleitungen schweigen', body: [
        'Bei einer Kombo mit verschiedenen Werten ohne Joker wählt, wer sie macht, welcher Krieger umgedreht wird.',
        'Kein Joker auf einen Joker: Eine Kombo behält immer einen echten Krieger offen. Ein allein gespielter Joker bleibt offen als der angesagte Krieger liegen (nie auf drei 9ern).',
        'Geister werden nur auf gegnerische 9er-Spalten gespielt, und nur du [[unblock|befreist]] deine eigenen Spalten.',
        'Angreifen kann man nur die eigenen Krieger eines Bereichs; ein blockierender Krieger wird von der Besitzerin der Spalte (Kombo) oder durch einen Kiwi entfernt. Das Entfernen per Kombo kann nicht verteidigt werden.',
        'Im Teamspiel darf der Teampartner verteidigen oder einen Tuatara spielen; aufgeben kann nur, wer angegriffen wurde. Teams brauchen 4 bis 6 Spielende (Partner sitzen sich gegenüber); zu fünft spielt eine Person allein.',
        'Der Tuatara bringt die Angriffskarte auf die Hand dessen, der ihn gespielt hat.',
        'Der Kiwi versetzt einen offenen Krieger (keinen Joker) auf einen leeren Platz oder offene 9er, nie in eine Kombo; auf den 9ern einer anderen Person blockiert er sie für die Kiwi-Spielerin.',
        'Ein Gewinn, der irgendwo passt, muss gelegt werden; er wird nur abgelegt, wenn keine Spalte ihn aufnehmen kann. Bei einer Kombo mit gleichem Wert wird die 9 vor dem Aufziehen genommen.',
        'Die ganze Hand gegen 4 neue Karten abwerfen ist in beiden Ausgaben erlaubt; der Nachziehstapel wird aus dem ganzen Ablagestapel neu gebildet.',
        'Tiere werden je Art gewählt, 0 bis 4 von jeder.',
      ] },
    ],
  },
};
