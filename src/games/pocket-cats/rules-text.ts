// The Pocket Cats rules as shown in the app's rules reader, in English, French and German.
// Section ids are the anchors a refused move links to (Reason.rule).
import type { Lang } from '../../shell/settings';
import type { RulesText } from '../entry';
import { RULES } from './constants';

const N = RULES.clanCardsDrawn;

export const rulesText: Record<Lang, RulesText> = {
  en: {
    title: 'Pocket Cats',
    sections: [
      { id: 'goal', heading: 'Goal', body: ['Take turns flipping and moving tiles. Place the cats of your clan well and [[capture|catch prey]] to win, but watch out for the [[dogs|dogs]]! 2 players.'] },
      { id: 'tiles', heading: 'The tiles', body: [
        'Each clan has 5 cats with attack points 1 to 5; the 5 is the clan chief. There are 10 prey (6 mice worth 1 to 6 victory points, 2 pigeons worth 2 and 5, 2 flies worth 3 and 4) and 5 dogs with arrows.',
      ] },
      { id: 'setup', heading: 'Setup', body: ['Each player has a clan. The 10 cats of the two clans, the 10 prey and the 5 dogs are shuffled and laid out face down in a 5-by-5 grid; the centre tile is turned face up. The player who most recently saw a cat starts.'] },
      { id: 'turn', heading: 'Your turn', body: [
        '1. Flip a face-down tile of your choice face up. 2. [[moves|Swap it with another tile]], face up or face down.',
        'When you swap with a face-down tile, it is not flipped: it stays face down in its new place.',
      ] },
      { id: 'moves', heading: 'Where a tile may go', body: [
        'Prey (mice, pigeons, flies): swap with any of the tiles immediately around it (8 in the middle, fewer at the edges).',
        'Cat: swap with a tile 1 or 2 spaces away in the same row or column.',
        'Dog: swap with any other tile in the same row or column.',
      ] },
      { id: 'dogs', heading: 'Dogs', body: ['A flipped dog is never rotated: it keeps facing the way it lay until the [[end|end of the game]].'] },
      { id: 'end', heading: 'End of the game', body: [
        'The game ends when the last face-down tile has been flipped and moved. Then, in order: [[effects|end-of-game clan effects]] (clan effects mode), the dogs attack, [[capture|the prey are captured]], [[scoring|scoring]].',
        'The dogs attack: every face-up cat an arrow of a dog points at is turned face down and no longer counts.',
      ] },
      { id: 'capture', heading: 'Capturing prey', body: ['For each prey, each clan adds up the attack points of its face-up cats orthogonally adjacent to it (left, right, above, below). The clan with more attack wins the prey; on a tie nobody does.'] },
      { id: 'scoring', heading: 'Scoring', body: [
        'Each clan adds up the victory points of its [[capture|prey]]. A clan that won both pigeons multiplies them: 2 × 5 = 10 instead of 7. Both flies: 3 × 4 = 12 instead of 7.',
        'The most points win. On a tie, the player with more prey tiles wins; if still tied, the victory is shared.',
      ] },
      { id: 'effects', heading: 'Clan effects', body: [
        'In clan effects mode each clan has an effect and its chief an ability, either permanent or applied at the end of the game. If both clans act at the end, the clan whose chief has more attack points goes first.',
        'Royal Claws: at the end of the game, before [[end|the dogs attack]], they may turn one dog a quarter turn either way. Gourmets: their chief also [[capture|catches]] diagonally adjacent prey, and at the end they score 1 point per prey tile won.',
      ] },
      { id: 'modes', heading: 'Game modes', body: [
        'First game: Royal Claws against Gourmets, without [[effects|clan effects]]. Freedom for the clans: each player picks a clan.',
        `Limited selection: each player draws ${N} clan cards at random and keeps 1. Experts on the block: the starting player draws ${N} clan cards, keeps 1 and gives the others to the other player, who keeps 1; two games are played, the other player starting the second, and the total decides.`,
      ] },
      { id: 'example', heading: 'The rulebook\'s example', body: [
        'Without effects: the dogs eliminate the Gourmets 2 and 4 and the Royal Claws 4 and 5. The Gourmets catch mouse 3 and both pigeons: 3 + (5 × 2) = 13. The Royal Claws catch mice 4, 5 and 6: 4 + 5 + 6 = 15, and win.',
        'With effects: the Royal Claws turn the centre dog clockwise and save their chief; the Gourmets\' chief catches diagonally. The Gourmets 1, 2 and 4 and the Royal Claws 4 are eliminated. Gourmets: 3 + 10 + 4 + 4 bonus = 21; Royal Claws: fly 4 + mouse 5 + mouse 6 = 15. The Gourmets win. (The app\'s test rebuilds a position that gives exactly these figures; the picture itself is not in the rulebook\'s text.)',
      ] },
      { id: 'decisions', heading: 'How this app settles what the rulebook leaves open', body: [
        'The clan cards, attack values, dogs\' arrows and mouse values are not in the rulebook. The app uses: cats 1 to 5 (the 5 is the chief), mice 1 to 6, pigeons 2 and 5, flies 3 and 4, and dogs with the arrows N; N and S; N and E; N, E and S; NE and SW. Only the Royal Claws and the Gourmets are known so far.',
        'The clan effects come from the rulebook\'s example: the Royal Claws\' dog turn is optional, one dog, a quarter turn either way; the Gourmets\' chief adds its attack to diagonally adjacent prey as well as orthogonally adjacent ones; their bonus is 1 point per prey tile won.',
        'Face-down dogs lie in a random direction, which you only see when one is flipped.',
        'All dogs attack at once and only hit face-up cats, of either clan; a cat aimed at by two dogs is simply turned face down.',
        'A prey with no adjacent cat at all, or with equal attack on both sides, stays uncaught.',
        'When both chiefs have the same attack points, the starting player\'s clan applies its end-of-game effects first.',
        'The flipped tile must be swapped; it may go to any place its kind allows, onto a face-up or a face-down tile.',
        'In the limited and experts selections the drawn clan cards are shown to both players. With fewer than six clans known, each player draws half of them in the limited selection (at most 3), and the starting player draws at most 3 in experts mode.',
        'Experts mode is always a two-game match: the other player starts the second game and chooses a clan first. Tied totals go to the player with more prey tiles over both games, then the victory is shared.',
        'The first game is always played without clan effects. Who starts is chosen in the setup.',
        'Undo takes back a swap, never a flip: a tile seen cannot be unseen.',
      ] },
    ],
  },
  fr: {
    title: 'Chats de poche',
    sections: [
      { id: 'goal', heading: 'But du jeu', body: ['À tour de rôle, retournez et déplacez des tuiles. Placez bien les chats de votre clan et [[capture|attrapez des proies]] pour gagner, mais gare aux [[dogs|chiens]] ! 2 joueurs.'] },
      { id: 'tiles', heading: 'Les tuiles', body: [
        'Chaque clan a 5 chats avec 1 à 5 points d\'attaque ; le 5 est le chef de clan. Il y a 10 proies (6 souris valant 1 à 6 points de victoire, 2 pigeons valant 2 et 5, 2 mouches valant 3 et 4) et 5 chiens avec des flèches.',
      ] },
      { id: 'setup', heading: 'Mise en place', body: ['Chaque joueur a un clan. Les 10 chats des deux clans, les 10 proies et les 5 chiens sont mélangés et posés face cachée en une grille de 5 sur 5 ; la tuile du centre est retournée. Le joueur qui a vu un chat le plus récemment commence.'] },
      { id: 'turn', heading: 'Ton tour', body: [
        '1. Retourne face visible une tuile face cachée de ton choix. 2. [[moves|Échange-la avec une autre tuile]], face visible ou face cachée.',
        'Si tu l\'échanges avec une tuile face cachée, celle-ci n\'est pas retournée : elle reste face cachée à sa nouvelle place.',
      ] },
      { id: 'moves', heading: 'Où va une tuile', body: [
        'Proie (souris, pigeons, mouches) : échange avec une des tuiles juste autour d\'elle (8 au milieu, moins sur les bords).',
        'Chat : échange avec une tuile à 1 ou 2 cases dans la même ligne ou colonne.',
        'Chien : échange avec n\'importe quelle autre tuile de la même ligne ou colonne.',
      ] },
      { id: 'dogs', heading: 'Les chiens', body: ['Un chien retourné n\'est jamais tourné : il garde son orientation jusqu\'à la [[end|fin de la partie]].'] },
      { id: 'end', heading: 'Fin de la partie', body: [
        'La partie se termine quand la dernière tuile face cachée a été retournée et déplacée. Puis, dans l\'ordre : [[effects|effets de clan de fin de partie]] (mode effets de clan), attaque des chiens, [[capture|capture des proies]], [[scoring|décompte]].',
        'Les chiens attaquent : chaque chat face visible visé par une flèche d\'un chien est retourné face cachée et ne compte plus.',
      ] },
      { id: 'capture', heading: 'Capturer les proies', body: ['Pour chaque proie, chaque clan additionne les points d\'attaque de ses chats face visible orthogonalement adjacents (à gauche, à droite, au-dessus, en dessous). Le clan le plus fort gagne la proie ; en cas d\'égalité, personne.'] },
      { id: 'scoring', heading: 'Décompte', body: [
        'Chaque clan additionne les points de victoire de ses [[capture|proies]]. Un clan qui a les deux pigeons les multiplie : 2 × 5 = 10 au lieu de 7. Les deux mouches : 3 × 4 = 12 au lieu de 7.',
        'Le plus de points gagne. En cas d\'égalité, le joueur qui a le plus de proies gagne ; sinon la victoire est partagée.',
      ] },
      { id: 'effects', heading: 'Effets de clan', body: [
        'En mode effets de clan, chaque clan a un effet et son chef une capacité, soit permanents, soit appliqués en fin de partie. Si les deux clans agissent à la fin, le clan dont le chef a le plus de points d\'attaque commence.',
        'Griffes Royales : en fin de partie, avant [[end|l\'attaque des chiens]], ils peuvent tourner un chien d\'un quart de tour dans un sens ou dans l\'autre. Gourmets : leur chef [[capture|attrape]] aussi les proies en diagonale, et en fin de partie ils marquent 1 point par proie gagnée.',
      ] },
      { id: 'modes', heading: 'Modes de jeu', body: [
        'Première partie : Griffes Royales contre Gourmets, sans [[effects|effets de clan]]. Liberté pour les clans : chaque joueur choisit un clan.',
        `Sélection limitée : chaque joueur tire ${N} cartes clan au hasard et en garde 1. Experts du quartier : le premier joueur tire ${N} cartes clan, en garde 1 et donne les autres à l'autre joueur, qui en garde 1 ; on joue deux parties, l'autre joueur commençant la deuxième, et le total décide.`,
      ] },
      { id: 'example', heading: 'L\'exemple de la règle', body: [
        'Sans effets : les chiens éliminent les Gourmets 2 et 4 et les Griffes Royales 4 et 5. Les Gourmets attrapent la souris 3 et les deux pigeons : 3 + (5 × 2) = 13. Les Griffes Royales attrapent les souris 4, 5 et 6 : 4 + 5 + 6 = 15, et gagnent.',
        'Avec effets : les Griffes Royales tournent le chien du centre dans le sens horaire et sauvent leur chef ; le chef des Gourmets attrape en diagonale. Les Gourmets 1, 2 et 4 et les Griffes Royales 4 sont éliminés. Gourmets : 3 + 10 + 4 + 4 de bonus = 21 ; Griffes Royales : mouche 4 + souris 5 + souris 6 = 15. Les Gourmets gagnent. (Le test de l\'application reconstruit une position qui donne exactement ces chiffres ; l\'image elle-même n\'est pas dans le texte de la règle.)',
      ] },
      { id: 'decisions', heading: 'Ce que l\'application décide là où la règle se tait', body: [
        'Les cartes clan, les valeurs d\'attaque, les flèches des chiens et les valeurs des souris ne sont pas dans la règle. L\'application utilise : chats de 1 à 5 (le 5 est le chef), souris de 1 à 6, pigeons 2 et 5, mouches 3 et 4, et des chiens avec les flèches N ; N et S ; N et E ; N, E et S ; NE et SO. Seuls les Griffes Royales et les Gourmets sont connus pour l\'instant.',
        'Les effets de clan viennent de l\'exemple de la règle : le quart de tour des Griffes Royales est facultatif, sur un seul chien, dans un sens ou dans l\'autre ; le chef des Gourmets ajoute son attaque aux proies en diagonale en plus des proies orthogonales ; leur bonus est de 1 point par proie gagnée.',
        'Les chiens face cachée sont orientés au hasard, ce qu\'on ne voit qu\'en les retournant.',
        'Tous les chiens attaquent en même temps et ne touchent que les chats face visible, des deux clans ; un chat visé par deux chiens est simplement retourné.',
        'Une proie sans aucun chat adjacent, ou avec une attaque égale des deux côtés, n\'est pas attrapée.',
        'Quand les deux chefs ont autant de points d\'attaque, le clan du premier joueur applique ses effets de fin de partie en premier.',
        'La tuile retournée doit être échangée ; elle peut aller à toute place que son type permet, sur une tuile face visible ou face cachée.',
        'En sélection limitée et en mode experts, les cartes clan tirées sont montrées aux deux joueurs. Avec moins de six clans connus, chacun en tire la moitié en sélection limitée (3 au plus), et le premier joueur en tire 3 au plus en mode experts.',
        'Le mode experts est toujours un match en deux parties : l\'autre joueur commence la deuxième et choisit son clan en premier. À total égal, le joueur qui a le plus de proies sur les deux parties gagne, sinon la victoire est partagée.',
        'La première partie se joue toujours sans effets de clan. Le premier joueur est choisi à la mise en place.',
        'Annuler reprend un échange, jamais une tuile retournée : une tuile vue ne peut pas être oubliée.',
      ] },
    ],
  },
  de: {
    title: 'Taschenkatzen',
    sections: [
      { id: 'goal', heading: 'Ziel des Spiels', body: ['Deckt abwechselnd Plättchen auf und versetzt sie. Stelle die Katzen deines Clans geschickt auf und [[capture|fange Beute]], um zu gewinnen, aber nimm dich vor den [[dogs|Hunden]] in Acht! 2 Spielende.'] },
      { id: 'tiles', heading: 'Die Plättchen', body: [
        'Jeder Clan hat 5 Katzen mit 1 bis 5 Angriffspunkten; die 5 ist der Clan-Anführer. Es gibt 10 Beuteplättchen (6 Mäuse mit 1 bis 6 Siegpunkten, 2 Tauben mit 2 und 5, 2 Fliegen mit 3 und 4) und 5 Hunde mit Pfeilen.',
      ] },
      { id: 'setup', heading: 'Vorbereitung', body: ['Jede Person spielt einen Clan. Die 10 Katzen beider Clans, die 10 Beuteplättchen und die 5 Hunde werden gemischt und verdeckt in einem 5×5-Raster ausgelegt; das mittlere Plättchen wird aufgedeckt. Wer zuletzt eine Katze gesehen hat, beginnt.'] },
      { id: 'turn', heading: 'Dein Zug', body: [
        '1. Decke ein verdecktes Plättchen deiner Wahl auf. 2. [[moves|Tausche es mit einem anderen Plättchen]], offen oder verdeckt.',
        'Tauschst du mit einem verdeckten Plättchen, wird es nicht aufgedeckt: Es bleibt an seinem neuen Platz verdeckt.',
      ] },
      { id: 'moves', heading: 'Wohin ein Plättchen darf', body: [
        'Beute (Mäuse, Tauben, Fliegen): Tausch mit einem der Plättchen direkt um sie herum (8 in der Mitte, weniger am Rand).',
        'Katze: Tausch mit einem Plättchen 1 oder 2 Felder entfernt in derselben Reihe oder Spalte.',
        'Hund: Tausch mit jedem anderen Plättchen derselben Reihe oder Spalte.',
      ] },
      { id: 'dogs', heading: 'Hunde', body: ['Ein aufgedeckter Hund wird nie gedreht: Er behält seine Richtung bis zum [[end|Spielende]].'] },
      { id: 'end', heading: 'Spielende', body: [
        'Das Spiel endet, wenn das letzte verdeckte Plättchen aufgedeckt und versetzt wurde. Dann der Reihe nach: [[effects|Claneffekte für das Spielende]] (Modus mit Claneffekten), die Hunde greifen an, [[capture|die Beute wird gefangen]], [[scoring|die Wertung]].',
        'Die Hunde greifen an: Jede offene Katze, auf die ein Pfeil eines Hundes zeigt, wird umgedreht und zählt nicht mehr.',
      ] },
      { id: 'capture', heading: 'Beute fangen', body: ['Für jedes Beuteplättchen zählt jeder Clan die Angriffspunkte seiner offenen Katzen zusammen, die orthogonal angrenzen (links, rechts, oben, unten). Der stärkere Clan gewinnt die Beute; bei Gleichstand niemand.'] },
      { id: 'scoring', heading: 'Wertung', body: [
        'Jeder Clan zählt die Siegpunkte seiner [[capture|Beute]] zusammen. Ein Clan mit beiden Tauben multipliziert sie: 2 × 5 = 10 statt 7. Beide Fliegen: 3 × 4 = 12 statt 7.',
        'Die meisten Punkte gewinnen. Bei Gleichstand gewinnt, wer mehr Beuteplättchen hat; sonst wird der Sieg geteilt.',
      ] },
      { id: 'effects', heading: 'Claneffekte', body: [
        'Im Modus mit Claneffekten hat jeder Clan einen Effekt und sein Anführer eine Fähigkeit, entweder dauerhaft oder am Spielende. Handeln beide Clans am Ende, beginnt der Clan, dessen Anführer mehr Angriffspunkte hat.',
        'Königliche Krallen: Am Spielende, vor dem [[end|Angriff der Hunde]], dürfen sie einen Hund um eine Vierteldrehung in eine der beiden Richtungen drehen. Feinschmecker: Ihr Anführer [[capture|fängt]] auch diagonal angrenzende Beute, und am Ende erhalten sie 1 Punkt pro gewonnenem Beuteplättchen.',
      ] },
      { id: 'modes', heading: 'Spielmodi', body: [
        'Erste Partie: Königliche Krallen gegen Feinschmecker, ohne [[effects|Claneffekte]]. Freie Clanwahl: Jede Person wählt einen Clan.',
        `Begrenzte Auswahl: Jede Person zieht ${N} Clankarten zufällig und behält 1. Experten im Viertel: Wer beginnt, zieht ${N} Clankarten, behält 1 und gibt die anderen weiter, die andere Person behält davon 1; es werden zwei Partien gespielt, die zweite beginnt die andere Person, und die Summe entscheidet.`,
      ] },
      { id: 'example', heading: 'Das Beispiel der Anleitung', body: [
        'Ohne Effekte: Die Hunde schalten die Feinschmecker 2 und 4 und die Königlichen Krallen 4 und 5 aus. Die Feinschmecker fangen Maus 3 und beide Tauben: 3 + (5 × 2) = 13. Die Königlichen Krallen fangen die Mäuse 4, 5 und 6: 4 + 5 + 6 = 15 und gewinnen.',
        'Mit Effekten: Die Königlichen Krallen drehen den mittleren Hund im Uhrzeigersinn und retten ihren Anführer; der Anführer der Feinschmecker fängt diagonal. Die Feinschmecker 1, 2 und 4 und die Königlichen Krallen 4 sind ausgeschaltet. Feinschmecker: 3 + 10 + 4 + 4 Bonus = 21; Königliche Krallen: Fliege 4 + Maus 5 + Maus 6 = 15. Die Feinschmecker gewinnen. (Der Test der App baut eine Stellung nach, die genau diese Zahlen ergibt; das Bild selbst steht nicht im Text der Anleitung.)',
      ] },
      { id: 'decisions', heading: 'Was die App entscheidet, wo die Anleitung schweigt', body: [
        'Die Clankarten, Angriffswerte, Hundepfeile und Mauswerte stehen nicht in der Anleitung. Die App verwendet: Katzen 1 bis 5 (die 5 ist der Anführer), Mäuse 1 bis 6, Tauben 2 und 5, Fliegen 3 und 4 und Hunde mit den Pfeilen N; N und S; N und O; N, O und S; NO und SW. Bisher sind nur die Königlichen Krallen und die Feinschmecker bekannt.',
        'Die Claneffekte stammen aus dem Beispiel der Anleitung: Die Vierteldrehung der Königlichen Krallen ist freiwillig, ein Hund, in eine der beiden Richtungen; der Anführer der Feinschmecker zählt seinen Angriff bei diagonal wie orthogonal angrenzender Beute; ihr Bonus ist 1 Punkt pro gewonnenem Beuteplättchen.',
        'Verdeckte Hunde liegen in zufälliger Richtung, die man erst beim Aufdecken sieht.',
        'Alle Hunde greifen gleichzeitig an und treffen nur offene Katzen beider Clans; eine Katze, auf die zwei Hunde zielen, wird einfach umgedreht.',
        'Beute ohne angrenzende Katze oder mit gleichem Angriff auf beiden Seiten bleibt ungefangen.',
        'Haben beide Anführer gleich viele Angriffspunkte, wendet der Clan der beginnenden Person seine Effekte für das Spielende zuerst an.',
        'Das aufgedeckte Plättchen muss getauscht werden; es darf auf jeden Platz, den seine Art erlaubt, auf ein offenes oder verdecktes Plättchen.',
        'Bei der begrenzten Auswahl und im Expertenmodus werden die gezogenen Clankarten beiden gezeigt. Sind weniger als sechs Clans bekannt, zieht bei der begrenzten Auswahl jede Person die Hälfte (höchstens 3), im Expertenmodus die beginnende Person höchstens 3.',
        'Der Expertenmodus ist immer ein Match über zwei Partien: Die andere Person beginnt die zweite und wählt zuerst ihren Clan. Bei gleicher Summe gewinnt, wer über beide Partien mehr Beute hat, sonst wird der Sieg geteilt.',
        'Die erste Partie wird immer ohne Claneffekte gespielt. Wer beginnt, wird bei der Vorbereitung gewählt.',
        'Rückgängig nimmt einen Tausch zurück, nie ein Aufdecken: Ein gesehenes Plättchen lässt sich nicht vergessen.',
      ] },
    ],
  },
};
