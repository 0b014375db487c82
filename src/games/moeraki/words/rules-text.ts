// The Moeraki-Kemu rules as shown in the app's rules reader, in English, French and German (seed 004 and
// ../shared/RULES.md). Section ids are the anchors a refused move links to (Reason.rule).
import type { Lang } from '../../../base/settings';
import type { RulesText } from '../../kinds';
import { MATCH_NAMES, NAMED_MATCHES, RULES } from '../rules/constants';
import { MATCH_GLOSSES } from './home';

const P = RULES.piecesPerPlayer;
const T = RULES.tilesPerPlayer;

/** The named match lengths in a sentence, "Uira (lightning) 3, …, or Ikamoana (whale) 10". */
function namedMatches(lang: Lang, or: string): string {
  const named = NAMED_MATCHES.map((n) => `${MATCH_NAMES[n]} (${MATCH_GLOSSES[lang][n]}) ${n}`);
  return `${named.slice(0, -1).join(', ')} ${or} ${named.at(-1)}`;
}

export const rulesText: Record<Lang, RulesText> = {
  en: {
    title: 'Moeraki-Kemu',
    sections: [
      { id: 'goal', heading: 'Goal', body: [
        'Two Maori chiefs claim the Marae, the holy ground, and settle it with a game on the beach by the Moeraki rocks. Black plays the Matau tribe (hooks), white the Manaia tribe (birds).',
        'Place your pieces so that you win early by [[tahuna|Tahuna]], [[awa|Awa]] or [[ara|Ara]], or hold more of the beach with [[tiles|tribal tiles]] when the board is full ([[marae|Marae]]).',
      ] },
      { id: 'board', heading: 'The board', body: [
        `The playing field is an octagon with ${RULES.hollows} hollows. Between four hollows lies a beach area (40 of them); on the four straight sides, between three hollows, lies a triangular semi-beach area (12 of them).`,
        `Nine hollows inside the white circle form the Moeraki field. Each player has ${P} pieces and ${T} tribal tiles.`,
        'Diagonals run across the field from sideline to sideline (18 of them, 3 to 9 hollows long; the four shortest lie along the cut corners). Each straight side holds an edge row of four hollows.',
      ] },
      { id: 'ball', heading: 'The Moeraki-ball', body: [
        'The younger player places the Moeraki-ball into one of the nine hollows of the [[board|Moeraki field]]. In each following game the winner of the last game places it, and the ball must be moved: it may not go into the hollow it took in the game before.',
        'The ball is neutral: it belongs to nobody, but it fills its hollow.',
      ] },
      { id: 'placing', heading: 'Placing pieces', body: [
        'After the ball, the other player puts the first piece of their colour into any empty hollow; then the players take turns, one piece at a time.',
        'A piece once laid is never moved again.',
      ] },
      { id: 'tiles', heading: 'Tribal tiles (basic game)', body: [
        'When the hollows around a beach area are all filled, a majority places a tile of its colour there at once, whoever laid the last piece: 4:0 or 3:1. With 2:2 the area stays vacant.',
        'Beside the ball there is always a majority (3:0 or 2:1): the tile of that colour is placed, whatever the size of the majority.',
        'If one piece fills areas for both colours, the tile of the mover\'s colour is placed first. A player who has no tile left places none.',
      ] },
      { id: 'semibeach', heading: 'Semi-beach areas', body: [
        'On a semi-beach triangle there is always a [[tiles|majority]]. 3:0: the tile is placed with its dividing diagonal across the sideline and counts as a full tile. 2:1: it is placed with the diagonal on the sideline, so only a triangle shows, and counts as half a tile.',
      ] },
      { id: 'tahuna', heading: 'Tahuna (beach): first way to win', body: [
        'Surround a [[board|beach area]] with four pieces of your colour: you win at once (no tile is needed).',
      ] },
      { id: 'awa', heading: 'Awa (river): second way to win', body: [
        'Variant A: fill a whole [[board|diagonal]] with your pieces from sideline to sideline. The three-hollow diagonals at the cut corners count too.',
        'Variant B: the ball ends a diagonal in the centre. Fill a diagonal from the sideline up to the ball with your pieces. Either way you win at once.',
      ] },
      { id: 'ara', heading: 'Ara (path): third way to win', body: [
        'Fill the four hollows of one [[board|edge row]] (two horizontal, two vertical) with your pieces: you win at once.',
      ] },
      { id: 'marae', heading: 'Marae (holy ground): fourth way to win', body: [
        'When all hollows are occupied and nobody has won early, each player counts their [[tiles|tribal tiles]]: a full tile counts 1, a [[semibeach|half tile]] ½. The higher total wins.',
        'Equal totals: the player who placed the ball wins. In the beginner\'s game a tie is possible.',
        'Counting example: black 11 tribal tiles, white 10½: black wins by Marae.',
      ] },
      { id: 'levels', heading: 'Beginner\'s, basic and master\'s game', body: [
        'Beginner\'s game: Tahuna, Awa and Ara, without tribal tiles (a full board without an early win is a draw). Basic game: plus [[tiles|tribal tiles]] and the [[marae|Marae]]. Master\'s game: plus the [[tane|Maori-Tane]].',
        'In this app the beginner\'s game marks every hollow where one more piece would win at once (by [[tahuna|Tahuna]], [[awa|Awa]] or [[ara|Ara]]), for either side: a dashed ring in that side\'s colour with its tribe\'s hook or bird. The setting "Show winning hollows" turns the marks on at every level, or off.',
      ] },
      { id: 'tane', heading: 'The Maori-Tane (master\'s game)', body: [
        'Each player has one Tane (warrior) waiting in their cave. Once per game, when a [[tiles|full tribal tile]] of your colour is about to be placed on a beach area, you may place your Tane there instead. This can happen on your opponent\'s move: you decide before play goes on.',
        'The Tane looks along one of the four diagonal directions. Every tribal tile in its line of sight, up to the sideline, is removed, your own included. For the rest of the game those areas stay free of tiles, even with a majority.',
        'The Tane\'s own area counts as one full tile of its owner. If one piece calls for two tiles, the mover\'s colour comes first; this holds for the Tane too.',
      ] },
      { id: 'tanecases', heading: 'Special cases of the Tane', body: [
        'Tane looks at Tane: if the second Tane looks towards the first, only the tiles up to the first Tane are removed.',
        'Lines of sight cross: where the lines of sight of the two Tane meet, the first Tane\'s effect on that area is lifted; its tribal tile is put back if a [[tiles|majority]] calls for it.',
      ] },
      { id: 'match', heading: 'The Moeraki scale: a match', body: [
        `Before the first game the players agree how many victories win the Kemu: a single game (it has no name), ${namedMatches('en', 'or')}. Each victory moves the winner's marker stone one field up the scale.`,
        'When a game is decided, the player who places the ball next starts the next game. The first to reach the agreed number of victories wins the match.',
      ] },
      { id: 'decisions', heading: 'How this app settles what the rulebook leaves open', body: [
        'The board is computed from coordinates: hollows are the points (x, y) from 0 to 10 with x + y even, without the four corners; beach areas lie between four hollows, semi-beach triangles between three on the straight sides.',
        'Levels: the beginner\'s game has no tribal tiles, so a full board without an early win is a draw; the basic game adds tiles and the Marae; the master\'s game adds the Tane.',
        'Early wins are checked right after each piece, before its tiles: the winning piece places no tile. If one piece wins in several ways, the result names the first of Tahuna, Awa, Ara.',
        '"The ball must be moved": from the second game on, the ball may not go into the hollow it took in the game before. After a drawn game the other player places the ball.',
        'A single game ends the match even when it is drawn; in longer matches a drawn game counts for nobody.',
        'A player out of tiles places none: the area is won but counts nothing. Tiles removed by a Tane go back to their owner\'s supply.',
        'The Tane is offered for every full tile on a beach area, one at a time (mover\'s colour first, then top to bottom and left to right), also when its owner has no tile left; semi-beach tiles are never replaced.',
        'Lines of sight that meet in any area cross, also in a semi-beach triangle at the border. A tile put back there is placed at once when the area is full.',
        'Black (Matau) is the first seat, white (Manaia) the second; who places the ball first (the younger player) is chosen at setup. The next game starts when the player who places its ball says so.',
      ] },
    ],
  },
  fr: {
    title: 'Moeraki-Kemu',
    sections: [
      { id: 'goal', heading: 'But du jeu', body: [
        'Deux chefs maoris revendiquent le Marae, la terre sacrée, et le départagent par une partie sur la plage des rochers de Moeraki. Noir joue la tribu Matau (hameçons), blanc la tribu Manaia (oiseaux).',
        'Pose tes pions pour gagner avant la fin par [[tahuna|Tahuna]], [[awa|Awa]] ou [[ara|Ara]], ou pour tenir davantage de plage avec tes [[tiles|tuiles de tribu]] quand le plateau est plein ([[marae|Marae]]).',
      ] },
      { id: 'board', heading: 'Le plateau', body: [
        `Le terrain est un octogone de ${RULES.hollows} creux. Entre quatre creux se trouve une zone de plage (40 en tout) ; sur les quatre côtés droits, entre trois creux, une zone de demi-plage triangulaire (12 en tout).`,
        `Neuf creux dans le cercle blanc forment le champ Moeraki. Chaque joueur a ${P} pions et ${T} tuiles de tribu.`,
        'Des diagonales traversent le terrain d\'un bord à l\'autre (18, de 3 à 9 creux ; les quatre plus courtes longent les coins coupés). Chaque côté droit porte une rangée de bord de quatre creux.',
      ] },
      { id: 'ball', heading: 'La boule Moeraki', body: [
        'Le plus jeune joueur pose la boule Moeraki dans l\'un des neuf creux du [[board|champ Moeraki]]. À chaque partie suivante, le gagnant de la précédente la pose, et la boule doit changer de place : elle ne peut pas retourner dans le creux de la partie précédente.',
        'La boule est neutre : elle n\'appartient à personne, mais elle occupe son creux.',
      ] },
      { id: 'placing', heading: 'Poser les pions', body: [
        'Après la boule, l\'autre joueur pose le premier pion de sa couleur dans un creux libre ; ensuite les joueurs alternent, un pion à la fois.',
        'Un pion posé ne bouge plus jamais.',
      ] },
      { id: 'tiles', heading: 'Tuiles de tribu (jeu de base)', body: [
        'Quand tous les creux autour d\'une zone de plage sont occupés, la couleur majoritaire y pose aussitôt une tuile, quel que soit l\'auteur du dernier pion : 4:0 ou 3:1. À 2:2, la zone reste libre.',
        'À côté de la boule, il y a toujours une majorité (3:0 ou 2:1) : la tuile de cette couleur est posée, quelle que soit l\'ampleur de la majorité.',
        'Si un pion complète des zones pour les deux couleurs, la tuile de la couleur du joueur qui a posé est placée d\'abord. Un joueur qui n\'a plus de tuile n\'en pose pas.',
      ] },
      { id: 'semibeach', heading: 'Zones de demi-plage', body: [
        'Sur un triangle de demi-plage, il y a toujours une [[tiles|majorité]]. 3:0 : la tuile est posée avec sa diagonale de partage en travers du bord et compte pour une tuile entière. 2:1 : elle est posée avec la diagonale sur le bord, seul un triangle est visible, et compte pour une demi-tuile.',
      ] },
      { id: 'tahuna', heading: 'Tahuna (plage) : première façon de gagner', body: [
        'Entoure une [[board|zone de plage]] de quatre pions de ta couleur : tu gagnes aussitôt (pas besoin de tuile).',
      ] },
      { id: 'awa', heading: 'Awa (rivière) : deuxième façon de gagner', body: [
        'Variante A : occupe toute une [[board|diagonale]] avec tes pions, d\'un bord à l\'autre. Les diagonales de trois creux aux coins coupés comptent aussi.',
        'Variante B : la boule termine une diagonale au centre. Occupe une diagonale du bord jusqu\'à la boule avec tes pions. Dans les deux cas, tu gagnes aussitôt.',
      ] },
      { id: 'ara', heading: 'Ara (chemin) : troisième façon de gagner', body: [
        'Occupe les quatre creux d\'une [[board|rangée de bord]] (deux horizontales, deux verticales) avec tes pions : tu gagnes aussitôt.',
      ] },
      { id: 'marae', heading: 'Marae (terre sacrée) : quatrième façon de gagner', body: [
        'Quand tous les creux sont occupés sans victoire anticipée, chaque joueur compte ses [[tiles|tuiles de tribu]] : une tuile entière vaut 1, une [[semibeach|demi-tuile]] ½. Le total le plus élevé gagne.',
        'À égalité, le joueur qui a posé la boule gagne. Dans le jeu débutant, le match nul est possible.',
        'Exemple de décompte : noir 11 tuiles de tribu, blanc 10½ : noir gagne par le Marae.',
      ] },
      { id: 'levels', heading: 'Jeu débutant, jeu de base et jeu de maître', body: [
        'Jeu débutant : Tahuna, Awa et Ara, sans tuiles de tribu (un plateau plein sans victoire anticipée est un match nul). Jeu de base : avec les [[tiles|tuiles de tribu]] et le [[marae|Marae]]. Jeu de maître : avec en plus le [[tane|Maori-Tane]].',
        'Dans cette application, le jeu débutant marque chaque creux où un pion de plus gagnerait tout de suite (par [[tahuna|Tahuna]], [[awa|Awa]] ou [[ara|Ara]]), pour chaque camp : un anneau en pointillé de la couleur du camp avec le crochet ou l\'oiseau de sa tribu. Le réglage « Montrer les creux gagnants » les montre à tous les niveaux, ou les cache.',
      ] },
      { id: 'tane', heading: 'Le Maori-Tane (jeu de maître)', body: [
        'Chaque joueur a un Tane (guerrier) qui attend dans sa grotte. Une fois par partie, quand une [[tiles|tuile de tribu entière]] de ta couleur va être posée sur une zone de plage, tu peux y poser ton Tane à la place. Cela peut arriver pendant le coup de ton adversaire : tu décides avant que le jeu continue.',
        'Le Tane regarde dans l\'une des quatre directions diagonales. Toutes les tuiles de tribu dans sa ligne de vue, jusqu\'au bord, sont retirées, les tiennes comprises. Jusqu\'à la fin de la partie, ces zones restent sans tuile, même avec une majorité.',
        'La zone du Tane compte pour une tuile entière de son propriétaire. Si un pion appelle deux tuiles, la couleur du joueur qui a posé passe d\'abord ; cela vaut aussi pour le Tane.',
      ] },
      { id: 'tanecases', heading: 'Cas particuliers du Tane', body: [
        'Un Tane regarde l\'autre : si le second Tane regarde vers le premier, seules les tuiles jusqu\'au premier Tane sont retirées.',
        'Lignes de vue croisées : là où les lignes de vue des deux Tane se rencontrent, l\'effet du premier Tane sur cette zone est levé ; sa tuile de tribu est remise si une [[tiles|majorité]] l\'appelle.',
      ] },
      { id: 'match', heading: 'L\'échelle Moeraki : un match', body: [
        `Avant la première partie, les joueurs fixent le nombre de victoires qui gagne le Kemu : une seule partie (elle n'a pas de nom), ${namedMatches('fr', 'ou')}. Chaque victoire fait monter la pierre de marque du gagnant d'une case sur l'échelle.`,
        'Quand une partie est jouée, le joueur qui pose la boule ensuite lance la partie suivante. Le premier à atteindre le nombre de victoires convenu gagne le match.',
      ] },
      { id: 'decisions', heading: 'Ce que l\'application décide là où la règle se tait', body: [
        'Le plateau est calculé à partir de coordonnées : les creux sont les points (x, y) de 0 à 10 avec x + y pair, sans les quatre coins ; les zones de plage sont entre quatre creux, les triangles de demi-plage entre trois sur les côtés droits.',
        'Niveaux : le jeu débutant n\'a pas de tuiles de tribu, donc un plateau plein sans victoire anticipée est un match nul ; le jeu de base ajoute les tuiles et le Marae ; le jeu de maître ajoute le Tane.',
        'Les victoires anticipées sont vérifiées juste après chaque pion, avant ses tuiles : le pion gagnant ne pose pas de tuile. Si un pion gagne de plusieurs façons, le résultat nomme la première de Tahuna, Awa, Ara.',
        '« La boule doit changer de place » : à partir de la deuxième partie, la boule ne peut pas retourner dans le creux de la partie précédente. Après un match nul, c\'est l\'autre joueur qui pose la boule.',
        'Une partie unique termine le match même si elle est nulle ; dans un match plus long, une partie nulle ne compte pour personne.',
        'Un joueur sans tuile n\'en pose pas : la zone est gagnée mais ne compte rien. Les tuiles retirées par un Tane retournent dans la réserve de leur propriétaire.',
        'Le Tane est proposé pour chaque tuile entière sur une zone de plage, une à la fois (couleur du joueur qui a posé d\'abord, puis de haut en bas et de gauche à droite), même si son propriétaire n\'a plus de tuile ; les tuiles de demi-plage ne sont jamais remplacées.',
        'Les lignes de vue qui se rencontrent dans n\'importe quelle zone se croisent, aussi dans un triangle de demi-plage au bord. Une tuile remise y est posée aussitôt si la zone est pleine.',
        'Noir (Matau) est la première place, blanc (Manaia) la seconde ; qui pose la boule en premier (le plus jeune) se choisit à la mise en place. La partie suivante commence quand le joueur qui pose sa boule le demande.',
      ] },
    ],
  },
  de: {
    title: 'Moeraki-Kemu',
    sections: [
      { id: 'goal', heading: 'Ziel des Spiels', body: [
        'Zwei Maori-Häuptlinge beanspruchen den Marae, den heiligen Boden, und entscheiden ihn mit einem Spiel am Strand bei den Moeraki-Felsen. Schwarz spielt den Stamm der Matau (Haken), Weiß den Stamm der Manaia (Vögel).',
        'Setze deine Steine so, dass du vorzeitig durch [[tahuna|Tahuna]], [[awa|Awa]] oder [[ara|Ara]] gewinnst oder mit deinen [[tiles|Stammesplättchen]] mehr Strand hältst, wenn das Brett voll ist ([[marae|Marae]]).',
      ] },
      { id: 'board', heading: 'Das Spielbrett', body: [
        `Das Spielfeld ist ein Achteck mit ${RULES.hollows} Mulden. Zwischen vier Mulden liegt ein Strandfeld (40 Stück); an den vier geraden Seiten liegt zwischen drei Mulden ein dreieckiges Halbstrandfeld (12 Stück).`,
        `Neun Mulden im weißen Kreis bilden das Moeraki-Feld. Jeder Spieler hat ${P} Steine und ${T} Stammesplättchen.`,
        'Diagonalen laufen von Seitenlinie zu Seitenlinie über das Feld (18 Stück, 3 bis 9 Mulden lang; die vier kürzesten liegen an den abgeschnittenen Ecken). Jede gerade Seite hat eine Randreihe aus vier Mulden.',
      ] },
      { id: 'ball', heading: 'Die Moeraki-Kugel', body: [
        'Der jüngere Spieler setzt die Moeraki-Kugel in eine der neun Mulden des [[board|Moeraki-Felds]]. In jedem weiteren Spiel setzt sie der Sieger des letzten Spiels, und die Kugel muss versetzt werden: Sie darf nicht in die Mulde des vorigen Spiels.',
        'Die Kugel ist neutral: Sie gehört niemandem, besetzt aber ihre Mulde.',
      ] },
      { id: 'placing', heading: 'Steine setzen', body: [
        'Nach der Kugel setzt der andere Spieler den ersten Stein seiner Farbe in eine freie Mulde; danach setzen die Spieler abwechselnd je einen Stein.',
        'Ein gesetzter Stein wird nie mehr bewegt.',
      ] },
      { id: 'tiles', heading: 'Stammesplättchen (Grundspiel)', body: [
        'Sind alle Mulden um ein Strandfeld besetzt, legt die Mehrheit sofort ein Plättchen ihrer Farbe darauf, egal wer den letzten Stein gesetzt hat: 4:0 oder 3:1. Bei 2:2 bleibt das Feld frei.',
        'Neben der Kugel gibt es immer eine Mehrheit (3:0 oder 2:1): Das Plättchen dieser Farbe wird gelegt, egal wie groß die Mehrheit ist.',
        'Füllt ein Stein Felder für beide Farben, wird zuerst das Plättchen in der Farbe des setzenden Spielers gelegt. Wer kein Plättchen mehr hat, legt keines.',
      ] },
      { id: 'semibeach', heading: 'Halbstrandfelder', body: [
        'Auf einem Halbstranddreieck gibt es immer eine [[tiles|Mehrheit]]. 3:0: Das Plättchen wird so gelegt, dass seine Trenndiagonale die Seitenlinie kreuzt, und zählt als ganzes Plättchen. 2:1: Es wird mit der Diagonale auf der Seitenlinie gelegt, nur ein Dreieck ist zu sehen, und zählt als halbes Plättchen.',
      ] },
      { id: 'tahuna', heading: 'Tahuna (Strand): erste Möglichkeit zu gewinnen', body: [
        'Umstelle ein [[board|Strandfeld]] mit vier Steinen deiner Farbe: Du gewinnst sofort (kein Plättchen nötig).',
      ] },
      { id: 'awa', heading: 'Awa (Fluss): zweite Möglichkeit zu gewinnen', body: [
        'Variante A: Besetze eine ganze [[board|Diagonale]] von Seitenlinie zu Seitenlinie mit deinen Steinen. Die Dreier-Diagonalen an den abgeschnittenen Ecken zählen auch.',
        'Variante B: Die Kugel beendet eine Diagonale in der Mitte. Besetze eine Diagonale von der Seitenlinie bis zur Kugel mit deinen Steinen. In beiden Fällen gewinnst du sofort.',
      ] },
      { id: 'ara', heading: 'Ara (Pfad): dritte Möglichkeit zu gewinnen', body: [
        'Besetze die vier Mulden einer [[board|Randreihe]] (zwei waagrecht, zwei senkrecht) mit deinen Steinen: Du gewinnst sofort.',
      ] },
      { id: 'marae', heading: 'Marae (heiliger Boden): vierte Möglichkeit zu gewinnen', body: [
        'Sind alle Mulden besetzt und hat niemand vorzeitig gewonnen, zählt jeder seine [[tiles|Stammesplättchen]]: Ein ganzes Plättchen zählt 1, [[semibeach|ein halbes]] ½. Die höhere Summe gewinnt.',
        'Bei Gleichstand gewinnt, wer die Kugel gesetzt hat. Im Einsteigerspiel ist ein Unentschieden möglich.',
        'Zählbeispiel: Schwarz 11 Stammesplättchen, Weiß 10½: Schwarz gewinnt durch Marae.',
      ] },
      { id: 'levels', heading: 'Einsteiger-, Grund- und Meisterspiel', body: [
        'Einsteigerspiel: Tahuna, Awa und Ara, ohne Stammesplättchen (ein volles Brett ohne vorzeitigen Sieg ist unentschieden). Grundspiel: dazu [[tiles|Stammesplättchen]] und der [[marae|Marae]]. Meisterspiel: dazu der [[tane|Maori-Tane]].',
        'In dieser App markiert das Einsteigerspiel jede Mulde, in der ein weiterer Stein sofort gewinnen würde (durch [[tahuna|Tahuna]], [[awa|Awa]] oder [[ara|Ara]]), für beide Seiten: ein gestrichelter Ring in der Farbe der Seite mit dem Haken oder Vogel ihres Stammes. Die Einstellung „Gewinnmulden zeigen“ zeigt sie auf jeder Stufe oder gar nicht.',
      ] },
      { id: 'tane', heading: 'Der Maori-Tane (Meisterspiel)', body: [
        'Jeder Spieler hat einen Tane (Krieger), der in seiner Höhle wartet. Einmal im Spiel, wenn ein [[tiles|ganzes Stammesplättchen]] deiner Farbe auf ein Strandfeld gelegt werden soll, darfst du stattdessen deinen Tane dorthin setzen. Das kann auch im Zug deines Gegners geschehen: Du entscheidest, bevor es weitergeht.',
        'Der Tane blickt in eine der vier diagonalen Richtungen. Alle Stammesplättchen in seiner Blicklinie bis zur Seitenlinie werden entfernt, auch deine eigenen. Bis zum Ende des Spiels bleiben diese Felder frei von Plättchen, auch bei Überlegenheit.',
        'Das Feld des Tane zählt als ein ganzes Plättchen seines Besitzers. Verlangt ein Stein zwei Plättchen, kommt die Farbe des setzenden Spielers zuerst; das gilt auch für den Tane.',
      ] },
      { id: 'tanecases', heading: 'Sonderfälle des Tane', body: [
        'Tane blickt auf Tane: Blickt der zweite Tane zum ersten, werden nur die Plättchen bis zum ersten Tane entfernt.',
        'Blicklinien kreuzen sich: Wo sich die Blicklinien der beiden Tane treffen, wird die Wirkung des ersten Tane auf dieses Feld aufgehoben; sein Stammesplättchen wird wieder eingesetzt, wenn eine [[tiles|Mehrheit]] es verlangt.',
      ] },
      { id: 'match', heading: 'Die Moeraki-Skala: ein Match', body: [
        `Vor dem ersten Spiel legen die Spieler fest, wie viele Siege das Kemu gewinnen: ein einzelnes Spiel (es hat keinen Namen), ${namedMatches('de', 'oder')}. Mit jedem Sieg rückt der Markierstein des Siegers ein Feld auf der Skala hinauf.`,
        'Ist ein Spiel entschieden, beginnt der Spieler, der als Nächstes die Kugel setzt, das nächste Spiel. Wer zuerst die vereinbarte Zahl an Siegen erreicht, gewinnt das Match.',
      ] },
      { id: 'decisions', heading: 'Was die App entscheidet, wo die Anleitung schweigt', body: [
        'Das Brett wird aus Koordinaten berechnet: Mulden sind die Punkte (x, y) von 0 bis 10 mit gerader Summe x + y, ohne die vier Ecken; Strandfelder liegen zwischen vier Mulden, Halbstranddreiecke zwischen dreien an den geraden Seiten.',
        'Stufen: Das Einsteigerspiel hat keine Stammesplättchen, ein volles Brett ohne vorzeitigen Sieg ist also unentschieden; das Grundspiel bringt Plättchen und Marae dazu, das Meisterspiel den Tane.',
        'Vorzeitige Siege werden gleich nach jedem Stein geprüft, vor seinen Plättchen: Der Siegstein legt kein Plättchen. Gewinnt ein Stein auf mehrere Arten, nennt das Ergebnis die erste von Tahuna, Awa, Ara.',
        '„Die Kugel muss versetzt werden“: Ab dem zweiten Spiel darf die Kugel nicht in die Mulde des vorigen Spiels. Nach einem Unentschieden setzt der andere Spieler die Kugel.',
        'Ein einzelnes Spiel beendet das Match auch bei einem Unentschieden; in längeren Matches zählt ein unentschiedenes Spiel für niemanden.',
        'Wer keine Plättchen mehr hat, legt keines: Das Feld ist gewonnen, zählt aber nichts. Plättchen, die ein Tane entfernt, gehen in den Vorrat ihres Besitzers zurück.',
        'Der Tane wird für jedes ganze Plättchen auf einem Strandfeld angeboten, eines nach dem anderen (Farbe des setzenden Spielers zuerst, dann von oben nach unten und von links nach rechts), auch wenn sein Besitzer kein Plättchen mehr hat; Halbstrandplättchen werden nie ersetzt.',
        'Blicklinien, die sich in irgendeinem Feld treffen, kreuzen sich, auch in einem Halbstranddreieck am Rand. Ein dort wieder eingesetztes Plättchen wird sofort gelegt, wenn das Feld voll ist.',
        'Schwarz (Matau) ist der erste Platz, Weiß (Manaia) der zweite; wer zuerst die Kugel setzt (der jüngere Spieler), wird beim Einrichten gewählt. Das nächste Spiel beginnt, wenn der Spieler, der seine Kugel setzt, es startet.',
      ] },
    ],
  },
};
