// The Pocket Cats rules as shown in the app's rules reader, in English, French and German.
// Section ids are the anchors a refused move links to (Reason.rule). The seven clans' paragraphs are put
// together from the data (cats, which rule each card has) and the clan cards' own words (words.ts), so the
// rules and the cards cannot say different things.
import type { Lang } from '../../../base/settings';
import type { RulesSection, RulesText } from '../../kinds';
import { RULES } from '../rules/constants';
import { CLANS, CLAN_IDS, COUNTED_ATTACK, type ClanId, type RuleName } from '../rules/data';
import { MOMENT } from '../rules/effects';
import { pocketCatsTableText } from './table';
import { de, fr } from './table-translations';

const N = RULES.clanCardsDrawn;

/** How a clan's cats are listed, per language. */
const CATS: Record<Lang, { printed: (values: string, chief: number) => string; counted: string; and: string }> = {
  en: { printed: (values, chief) => `cats ${values} and chief ${chief}`, counted: 'five cats with no printed number (their attack is counted), the last one the chief', and: 'and' },
  fr: { printed: (values, chief) => `chats ${values} et chef ${chief}`, counted: 'cinq chats sans nombre imprimé (leur attaque est comptée), le dernier est le chef', and: 'et' },
  de: { printed: (values, chief) => `Katzen ${values} und Anführer ${chief}`, counted: 'fünf Katzen ohne aufgedruckte Zahl (ihr Angriff wird gezählt), die letzte ist der Anführer', and: 'und' },
};

const CLAN_WORDS: Record<Lang, Record<string, string>> = { en: pocketCatsTableText.en, fr, de };

const word = (lang: Lang, key: string, params: Record<string, string> = {}): string =>
  Object.entries(params).reduce((text, [k, v]) => text.replace(`{${k}}`, v), CLAN_WORDS[lang][key]);

const ruleWords = (lang: Lang, rule: RuleName): string =>
  word(lang, `pocketCats.rule.${rule}`, { table: [5, 4, 3, 2, 1].map((n) => `${n} → ${COUNTED_ATTACK[n]}`).join(', ') });

/** One clan's card as a paragraph: its cats, when its clan effect acts and what it does, its chief's ability.
 *  (In words only: the card's ⌛ and 🏁 are drawn on the card, and an emoji font is not on every device.) */
export function clanParagraph(lang: Lang, clan: ClanId): string {
  const def = CLANS[clan];
  const attacks = def.cats.map((c) => c.attack);
  const cats = attacks.every((a): a is number => typeof a === 'number')
    ? CATS[lang].printed(attacks.slice(0, -1).join(', '), attacks[attacks.length - 1])
    : CATS[lang].counted;
  const when = word(lang, MOMENT[def.effect] === 'turn' ? 'pocketCats.card.turn' : 'pocketCats.card.end');
  const chief = def.chief ? ` ${word(lang, 'pocketCats.card.chief')}: ${ruleWords(lang, def.chief)}` : '';
  return `${def.name[lang]}: ${cats}. ${when}: ${ruleWords(lang, def.effect)}${chief}`;
}

const clansSection = (lang: Lang, heading: string): RulesSection =>
  ({ id: 'clans', heading, body: CLAN_IDS.map((clan) => clanParagraph(lang, clan)) });

export const rulesText: Record<Lang, RulesText> = {
  en: {
    title: 'Pocket Cats',
    sections: [
      { id: 'goal', heading: 'Goal', body: ['Take turns flipping and moving tiles. Place the cats of your clan well and [[capture|catch prey]] to win, but watch out for the [[dogs|dogs]]! 2 players.'] },
      { id: 'tiles', heading: 'The tiles', body: [
        'Each clan has 5 cats; the last one is its chief. Their attack points are on the [[clans|clan cards]].',
        'There are 10 prey: 6 mice worth 3, 4, 4, 5, 5 and 6 victory points, 2 pigeons worth 2 and 5, 2 flies worth 3 and 4. The 5 dogs have arrows, printed with the tile upright: north; west and east; north-east, east and south-east; north, east, south and west; the four diagonals.',
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
        'With [[effects|clan effects]], four clans may move otherwise: the Royal Claws, the Defenders of Justice, the Power Cats and the Polterkitties.',
      ] },
      { id: 'dogs', heading: 'Dogs', body: ['A flipped dog is never rotated by a move: it keeps facing the way it lay until the [[end|end of the game]], where, with clan effects, the Royal Claws’ chief may turn one.'] },
      { id: 'end', heading: 'End of the game', body: [
        'The game ends when the last face-down tile has been flipped and moved. Then, in order: 1. the abilities “before the dogs attack”; 2. the dogs attack; 3. the abilities “after the dogs attack”; 4. [[capture|the prey are captured]]; 5. [[scoring|scoring]].',
        'The dogs attack: every face-up cat an arrow of a dog points at is turned face down and no longer counts.',
        'With [[effects|clan effects]]: before the dogs, the Royal Claws’ chief may turn a dog next to it and the Defenders’ chief swaps with the centre tile; the dogs cannot turn the Polterkitties’ chief face down; right after the dogs, the Crooks’ chief knocks out its weaker neighbours, then the Chaoticats’ attack is counted (with or without effects); at the capture, the Gourmets’, Power Cats’ and Chaoticats’ chiefs catch more; at scoring, the Gourmets and the Crooks add their bonus. Where both clans act, the clan whose chief has more attack points goes first (equal chiefs: the starting player).',
      ] },
      { id: 'capture', heading: 'Capturing prey', body: ['For each prey, each clan adds up the attack points of its face-up cats orthogonally adjacent to it (left, right, above, below). The clan with more attack wins the prey; on a tie nobody does. Some chiefs catch more (see [[clans|the clans]]).'] },
      { id: 'scoring', heading: 'Scoring', body: [
        'Each clan adds up the victory points of its [[capture|prey]]. A clan that won both pigeons multiplies them: 2 × 5 = 10 instead of 7. Both flies: 3 × 4 = 12 instead of 7. With clan effects, the Gourmets and the Crooks add their bonus.',
        'The most points win. On a tie, the player with more prey tiles wins; if still tied, the victory is shared.',
      ] },
      { id: 'effects', heading: 'Clan effects', body: [
        'In clan effects mode each clan has a clan effect and its chief an ability (see [[clans|the clans]]). An effect used “during your turn” replaces the ordinary move of the tile you flipped; one “at the end” acts at its step of the [[end|end of the game]]. A chief’s ability works only while the chief is face up.',
        'An effect or ability is optional, unless its card says “must”. The first game is played without clan effects.',
      ] },
      clansSection('en', 'The seven clans'),
      { id: 'modes', heading: 'Game modes', body: [
        'First game: Royal Claws against Gourmets, without [[effects|clan effects]]. Freedom for the clans: each player picks one of the seven clans (two different ones).',
        `Limited selection: each player draws ${N} clan cards at random and keeps 1. Experts on the block: the starting player draws ${N} clan cards, keeps 1 and gives the others to the other player, who keeps 1; two games are played, the other player starting the second, and the total decides.`,
      ] },
      { id: 'example', heading: 'The rulebook’s example', body: [
        'Without effects: the dogs eliminate the Gourmets 2 and 4 and the Royal Claws 4 and 5. The Gourmets catch mouse 3 and both pigeons: 3 + (5 × 2) = 13. The Royal Claws catch mice 4, 5 and 6: 4 + 5 + 6 = 15, and win.',
        'With effects: the Royal Claws’ chief, next to the centre dog, turns it clockwise and saves itself; the Gourmets’ chief catches diagonally. The Gourmets 1, 2 and 4 and the Royal Claws 4 are eliminated. Gourmets: 3 + 10 + 4 + 4 bonus = 21; Royal Claws: fly 4 + mouse 5 + mouse 6 = 15. The Gourmets win. (The app’s test rebuilds a position with the published tiles that gives exactly these figures; the picture itself is not in the rulebook’s text.)',
      ] },
      { id: 'decisions', heading: 'How this app settles what the rulebook leaves open', body: [
        'The clan cards and tiles are the published game’s (attack values, mice 3, 4, 4, 5, 5 and 6, the dogs’ arrows); the wording of every card in this app is ours.',
        '“Knock out” means turn face down, as the dogs do.',
        'The Chaoticats’ attack is counted after every effect “after the dogs attack”, and it applies even without clan effects: their tiles print no number.',
        'The first print’s “bonus clan” is not identified, so all seven clans are offered.',
        'An effect is optional unless its card says “must”.',
        '“A cat you flip” means any cat the player flips on their turn, of either clan.',
        'The Polterkitties’ other prey never swaps with the prey just flipped, which stays where it is.',
        'The Chaoticats’ chief “caught” a pigeon or a fly when it is face up orthogonally next to one its clan won.',
        'The Defenders’ reach adds the diagonals: 1 or 2 spaces along a row or column is the ordinary move.',
        'When both chiefs have the same attack points, the starting player’s clan applies its end-of-game effects first.',
        'Face-down dogs lie in a random direction, which you only see when one is flipped.',
        'All dogs attack at once and only hit face-up cats, of either clan; a cat aimed at by two dogs is simply turned face down.',
        'A prey with no adjacent cat, or with equal attack on both sides, stays uncaught.',
        'The flipped tile must be swapped, unless a clan effect keeps it in place (Power Cats, Polterkitties); it may go to any place its kind allows, onto a face-up or a face-down tile.',
        'In the limited and experts selections the drawn clan cards are shown to both players.',
        'Experts mode is always a two-game match: the other player starts the second game and chooses a clan first. Tied totals go to the player with more prey tiles over both games, then the victory is shared.',
        'The first game is always played without clan effects. Who starts is chosen in the setup.',
        'Games saved before the published tiles were known play on with the first edition’s draft tiles (two clans, mice 1 to 6, other dogs; one clan card each in the limited selection), so they come back as they were. New games use the published tiles.',
        'Undo takes back a swap, never a flip: a tile seen cannot be unseen.',
      ] },
    ],
  },
  fr: {
    title: 'Chats de poche',
    sections: [
      { id: 'goal', heading: 'But du jeu', body: ['À tour de rôle, retournez et déplacez des tuiles. Placez bien les chats de votre clan et [[capture|attrapez des proies]] pour gagner, mais gare aux [[dogs|chiens]] ! 2 joueurs.'] },
      { id: 'tiles', heading: 'Les tuiles', body: [
        'Chaque clan a 5 chats ; le dernier est son chef. Leurs points d’attaque sont sur les [[clans|cartes clan]].',
        'Il y a 10 proies : 6 souris valant 3, 4, 4, 5, 5 et 6 points de victoire, 2 pigeons valant 2 et 5, 2 mouches valant 3 et 4. Les 5 chiens ont des flèches, imprimées tuile à l’endroit : nord ; ouest et est ; nord-est, est et sud-est ; nord, est, sud et ouest ; les quatre diagonales.',
      ] },
      { id: 'setup', heading: 'Mise en place', body: ['Chaque joueur a un clan. Les 10 chats des deux clans, les 10 proies et les 5 chiens sont mélangés et posés face cachée en une grille de 5 sur 5 ; la tuile du centre est retournée. Le joueur qui a vu un chat le plus récemment commence.'] },
      { id: 'turn', heading: 'Ton tour', body: [
        '1. Retourne face visible une tuile face cachée de ton choix. 2. [[moves|Échange-la avec une autre tuile]], face visible ou face cachée.',
        'Si tu l’échanges avec une tuile face cachée, celle-ci n’est pas retournée : elle reste face cachée à sa nouvelle place.',
      ] },
      { id: 'moves', heading: 'Où va une tuile', body: [
        'Proie (souris, pigeons, mouches) : échange avec une des tuiles juste autour d’elle (8 au milieu, moins sur les bords).',
        'Chat : échange avec une tuile à 1 ou 2 cases dans la même ligne ou colonne.',
        'Chien : échange avec n’importe quelle autre tuile de la même ligne ou colonne.',
        'Avec les [[effects|effets de clan]], quatre clans peuvent se déplacer autrement : les Griffes Royales, les Justiciers, les Power Cats et les Polterchats.',
      ] },
      { id: 'dogs', heading: 'Les chiens', body: ['Un chien retourné n’est jamais tourné par un déplacement : il garde son orientation jusqu’à la [[end|fin de la partie]], où, avec les effets de clan, le chef des Griffes Royales peut en tourner un.'] },
      { id: 'end', heading: 'Fin de la partie', body: [
        'La partie se termine quand la dernière tuile face cachée a été retournée et déplacée. Puis, dans l’ordre : 1. les capacités « avant l’attaque des chiens » ; 2. les chiens attaquent ; 3. les capacités « après l’attaque des chiens » ; 4. [[capture|les proies sont capturées]] ; 5. [[scoring|le décompte]].',
        'Les chiens attaquent : chaque chat face visible visé par une flèche d’un chien est retourné face cachée et ne compte plus.',
        'Avec les [[effects|effets de clan]] : avant les chiens, le chef des Griffes Royales peut tourner un chien à côté de lui et le chef des Justiciers s’échange avec la tuile du centre ; les chiens ne peuvent pas retourner le chef des Polterchats ; juste après les chiens, le chef des Filous met hors jeu ses voisins plus faibles, puis l’attaque des Chaoticats est comptée (avec ou sans effets) ; à la capture, les chefs des Gourmets, des Power Cats et des Chaoticats attrapent davantage ; au décompte, les Gourmets et les Filous ajoutent leur bonus. Si les deux clans agissent, le clan dont le chef a le plus de points d’attaque commence (chefs égaux : le premier joueur).',
      ] },
      { id: 'capture', heading: 'Capturer les proies', body: ['Pour chaque proie, chaque clan additionne les points d’attaque de ses chats face visible orthogonalement adjacents (à gauche, à droite, au-dessus, en dessous). Le clan le plus fort gagne la proie ; en cas d’égalité, personne. Certains chefs attrapent davantage (voir [[clans|les clans]]).'] },
      { id: 'scoring', heading: 'Décompte', body: [
        'Chaque clan additionne les points de victoire de ses [[capture|proies]]. Un clan qui a les deux pigeons les multiplie : 2 × 5 = 10 au lieu de 7. Les deux mouches : 3 × 4 = 12 au lieu de 7. Avec les effets de clan, les Gourmets et les Filous ajoutent leur bonus.',
        'Le plus de points gagne. En cas d’égalité, le joueur qui a le plus de proies gagne ; sinon la victoire est partagée.',
      ] },
      { id: 'effects', heading: 'Effets de clan', body: [
        'En mode effets de clan, chaque clan a un effet de clan et son chef une capacité (voir [[clans|les clans]]). Un effet « pendant ton tour » remplace le déplacement ordinaire de la tuile retournée ; un effet « à la fin » agit à son étape de la [[end|fin de la partie]]. La capacité d’un chef ne joue que tant qu’il est face visible.',
        'Un effet ou une capacité est facultatif, sauf si sa carte dit « doit ». La première partie se joue sans effets de clan.',
      ] },
      clansSection('fr', 'Les sept clans'),
      { id: 'modes', heading: 'Modes de jeu', body: [
        'Première partie : Griffes Royales contre Gourmets, sans [[effects|effets de clan]]. Liberté pour les clans : chaque joueur choisit un des sept clans (deux clans différents).',
        `Sélection limitée : chaque joueur tire ${N} cartes clan au hasard et en garde 1. Experts du quartier : le premier joueur tire ${N} cartes clan, en garde 1 et donne les autres à l’autre joueur, qui en garde 1 ; on joue deux parties, l’autre joueur commençant la deuxième, et le total décide.`,
      ] },
      { id: 'example', heading: 'L’exemple de la règle', body: [
        'Sans effets : les chiens éliminent les Gourmets 2 et 4 et les Griffes Royales 4 et 5. Les Gourmets attrapent la souris 3 et les deux pigeons : 3 + (5 × 2) = 13. Les Griffes Royales attrapent les souris 4, 5 et 6 : 4 + 5 + 6 = 15, et gagnent.',
        'Avec effets : le chef des Griffes Royales, à côté du chien du centre, le tourne dans le sens horaire et se sauve ; le chef des Gourmets attrape en diagonale. Les Gourmets 1, 2 et 4 et les Griffes Royales 4 sont éliminés. Gourmets : 3 + 10 + 4 + 4 de bonus = 21 ; Griffes Royales : mouche 4 + souris 5 + souris 6 = 15. Les Gourmets gagnent. (Le test de l’application reconstruit, avec les tuiles publiées, une position qui donne exactement ces chiffres ; l’image elle-même n’est pas dans le texte de la règle.)',
      ] },
      { id: 'decisions', heading: 'Ce que l’application décide là où la règle se tait', body: [
        'Les cartes clan et les tuiles sont celles du jeu publié (valeurs d’attaque, souris 3, 4, 4, 5, 5 et 6, flèches des chiens) ; le texte de chaque carte dans l’application est le nôtre.',
        '« Mettre hors jeu » veut dire retourner face cachée, comme le font les chiens.',
        'L’attaque des Chaoticats est comptée après chaque effet « après l’attaque des chiens », et elle s’applique même sans effets de clan : leurs tuiles ne portent pas de nombre.',
        'Le « clan bonus » du premier tirage n’est pas identifié : les sept clans sont proposés.',
        'Un effet est facultatif, sauf si sa carte dit « doit ».',
        '« Un chat que tu retournes » veut dire tout chat que le joueur retourne à son tour, des deux clans.',
        'L’autre proie des Polterchats ne s’échange jamais avec la proie qui vient d’être retournée, qui reste à sa place.',
        'Le chef des Chaoticats a « attrapé » un pigeon ou une mouche quand il est face visible, orthogonalement à côté d’une proie de ce type gagnée par son clan.',
        'La portée des Justiciers ajoute les diagonales : 1 ou 2 cases dans une ligne ou une colonne, c’est le déplacement ordinaire.',
        'Quand les deux chefs ont autant de points d’attaque, le clan du premier joueur applique ses effets de fin de partie en premier.',
        'Les chiens face cachée sont orientés au hasard, ce qu’on ne voit qu’en les retournant.',
        'Tous les chiens attaquent en même temps et ne touchent que les chats face visible, des deux clans ; un chat visé par deux chiens est simplement retourné.',
        'Une proie sans aucun chat adjacent, ou avec une attaque égale des deux côtés, n’est pas attrapée.',
        'La tuile retournée doit être échangée, sauf si un effet de clan la laisse en place (Power Cats, Polterchats) ; elle peut aller à toute place que son type permet, sur une tuile face visible ou face cachée.',
        'En sélection limitée et en mode experts, les cartes clan tirées sont montrées aux deux joueurs.',
        'Le mode experts est toujours un match en deux parties : l’autre joueur commence la deuxième et choisit son clan en premier. À total égal, le joueur qui a le plus de proies sur les deux parties gagne, sinon la victoire est partagée.',
        'La première partie se joue toujours sans effets de clan. Le premier joueur est choisi à la mise en place.',
        'Les parties enregistrées avant que les tuiles publiées soient connues continuent avec les tuiles provisoires de la première édition (deux clans, souris 1 à 6, d’autres chiens ; une carte clan chacun en sélection limitée), pour revenir telles qu’elles étaient. Les nouvelles parties utilisent les tuiles publiées.',
        'Annuler reprend un échange, jamais une tuile retournée : une tuile vue ne peut pas être oubliée.',
      ] },
    ],
  },
  de: {
    title: 'Pocket Cats',
    sections: [
      { id: 'goal', heading: 'Ziel des Spiels', body: ['Deckt abwechselnd Plättchen auf und versetzt sie. Stelle die Katzen deines Clans geschickt auf und [[capture|fange Beute]], um zu gewinnen, aber nimm dich vor den [[dogs|Hunden]] in Acht! 2 Spielende.'] },
      { id: 'tiles', heading: 'Die Plättchen', body: [
        'Jeder Clan hat 5 Katzen; die letzte ist sein Anführer. Ihre Angriffspunkte stehen auf den [[clans|Clankarten]].',
        'Es gibt 10 Beuteplättchen: 6 Mäuse mit 3, 4, 4, 5, 5 und 6 Siegpunkten, 2 Tauben mit 2 und 5, 2 Fliegen mit 3 und 4. Die 5 Hunde haben Pfeile, aufgedruckt bei aufrechtem Plättchen: Norden; Westen und Osten; Nordosten, Osten und Südosten; Norden, Osten, Süden und Westen; die vier Diagonalen.',
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
        'Mit [[effects|Claneffekten]] dürfen vier Clans anders ziehen: die Königlichen Krallen, die Gerechtigkeitshüter, die Powerkatzen und die Polterkätzchen.',
      ] },
      { id: 'dogs', heading: 'Hunde', body: ['Ein aufgedeckter Hund wird durch einen Zug nie gedreht: Er behält seine Richtung bis zum [[end|Spielende]], wo mit Claneffekten der Anführer der Königlichen Krallen einen drehen darf.'] },
      { id: 'end', heading: 'Spielende', body: [
        'Das Spiel endet, wenn das letzte verdeckte Plättchen aufgedeckt und versetzt wurde. Dann der Reihe nach: 1. die Fähigkeiten „vor dem Angriff der Hunde“; 2. die Hunde greifen an; 3. die Fähigkeiten „nach dem Angriff der Hunde“; 4. [[capture|die Beute wird gefangen]]; 5. [[scoring|die Wertung]].',
        'Die Hunde greifen an: Jede offene Katze, auf die ein Pfeil eines Hundes zeigt, wird umgedreht und zählt nicht mehr.',
        'Mit [[effects|Claneffekten]]: Vor den Hunden darf der Anführer der Königlichen Krallen einen Hund neben sich drehen, und der Anführer der Gerechtigkeitshüter tauscht mit dem mittleren Plättchen; die Hunde können den Anführer der Polterkätzchen nicht umdrehen; direkt nach den Hunden schaltet der Anführer der Gauner seine schwächeren Nachbarn aus, dann wird der Angriff der Chaoskatzen gezählt (mit oder ohne Effekte); beim Fangen fangen die Anführer der Feinschmecker, der Powerkatzen und der Chaoskatzen mehr; bei der Wertung zählen Feinschmecker und Gauner ihren Bonus dazu. Handeln beide Clans, beginnt der Clan, dessen Anführer mehr Angriffspunkte hat (gleich starke Anführer: wer begonnen hat).',
      ] },
      { id: 'capture', heading: 'Beute fangen', body: ['Für jedes Beuteplättchen zählt jeder Clan die Angriffspunkte seiner offenen Katzen zusammen, die orthogonal angrenzen (links, rechts, oben, unten). Der stärkere Clan gewinnt die Beute; bei Gleichstand niemand. Manche Anführer fangen mehr (siehe [[clans|die Clans]]).'] },
      { id: 'scoring', heading: 'Wertung', body: [
        'Jeder Clan zählt die Siegpunkte seiner [[capture|Beute]] zusammen. Ein Clan mit beiden Tauben multipliziert sie: 2 × 5 = 10 statt 7. Beide Fliegen: 3 × 4 = 12 statt 7. Mit Claneffekten zählen Feinschmecker und Gauner ihren Bonus dazu.',
        'Die meisten Punkte gewinnen. Bei Gleichstand gewinnt, wer mehr Beuteplättchen hat; sonst wird der Sieg geteilt.',
      ] },
      { id: 'effects', heading: 'Claneffekte', body: [
        'Im Modus mit Claneffekten hat jeder Clan einen Claneffekt und sein Anführer eine Fähigkeit (siehe [[clans|die Clans]]). Ein Effekt „in deinem Zug“ ersetzt den gewöhnlichen Zug des aufgedeckten Plättchens; einer „am Ende“ wirkt bei seinem Schritt des [[end|Spielendes]]. Die Fähigkeit eines Anführers gilt nur, solange er offen liegt.',
        'Ein Effekt oder eine Fähigkeit ist freiwillig, außer die Karte sagt „muss“. Die erste Partie wird ohne Claneffekte gespielt.',
      ] },
      clansSection('de', 'Die sieben Clans'),
      { id: 'modes', heading: 'Spielmodi', body: [
        'Erste Partie: Königliche Krallen gegen Feinschmecker, ohne [[effects|Claneffekte]]. Freie Clanwahl: Jede Person wählt einen der sieben Clans (zwei verschiedene).',
        `Begrenzte Auswahl: Jede Person zieht ${N} Clankarten zufällig und behält 1. Experten im Viertel: Wer beginnt, zieht ${N} Clankarten, behält 1 und gibt die anderen weiter, die andere Person behält davon 1; es werden zwei Partien gespielt, die zweite beginnt die andere Person, und die Summe entscheidet.`,
      ] },
      { id: 'example', heading: 'Das Beispiel der Anleitung', body: [
        'Ohne Effekte: Die Hunde schalten die Feinschmecker 2 und 4 und die Königlichen Krallen 4 und 5 aus. Die Feinschmecker fangen Maus 3 und beide Tauben: 3 + (5 × 2) = 13. Die Königlichen Krallen fangen die Mäuse 4, 5 und 6: 4 + 5 + 6 = 15 und gewinnen.',
        'Mit Effekten: Der Anführer der Königlichen Krallen steht neben dem mittleren Hund, dreht ihn im Uhrzeigersinn und rettet sich; der Anführer der Feinschmecker fängt diagonal. Die Feinschmecker 1, 2 und 4 und die Königlichen Krallen 4 sind ausgeschaltet. Feinschmecker: 3 + 10 + 4 + 4 Bonus = 21; Königliche Krallen: Fliege 4 + Maus 5 + Maus 6 = 15. Die Feinschmecker gewinnen. (Der Test der App baut mit den veröffentlichten Plättchen eine Stellung nach, die genau diese Zahlen ergibt; das Bild selbst steht nicht im Text der Anleitung.)',
      ] },
      { id: 'decisions', heading: 'Was die App entscheidet, wo die Anleitung schweigt', body: [
        'Die Clankarten und Plättchen sind die des veröffentlichten Spiels (Angriffswerte, Mäuse 3, 4, 4, 5, 5 und 6, die Pfeile der Hunde); der Text jeder Karte in der App ist unser eigener.',
        '„Ausschalten“ heißt umdrehen, wie es die Hunde tun.',
        'Der Angriff der Chaoskatzen wird nach jedem Effekt „nach dem Angriff der Hunde“ gezählt, und er gilt auch ohne Claneffekte: Ihre Plättchen tragen keine Zahl.',
        'Der „Bonus-Clan“ der ersten Auflage ist nicht bekannt, darum werden alle sieben Clans angeboten.',
        'Ein Effekt ist freiwillig, außer die Karte sagt „muss“.',
        '„Eine Katze, die du aufdeckst“ heißt jede Katze, die die Person am Zug aufdeckt, aus beiden Clans.',
        'Die andere Beute der Polterkätzchen tauscht nie mit der eben aufgedeckten Beute, die an ihrem Platz bleibt.',
        'Der Anführer der Chaoskatzen hat eine Taube oder Fliege „gefangen“, wenn er offen orthogonal neben einer solchen Beute liegt, die sein Clan gewonnen hat.',
        'Die Reichweite der Gerechtigkeitshüter fügt die Diagonalen hinzu: 1 oder 2 Felder in einer Reihe oder Spalte sind der gewöhnliche Zug.',
        'Haben beide Anführer gleich viele Angriffspunkte, wendet der Clan der beginnenden Person seine Effekte für das Spielende zuerst an.',
        'Verdeckte Hunde liegen in zufälliger Richtung, die man erst beim Aufdecken sieht.',
        'Alle Hunde greifen gleichzeitig an und treffen nur offene Katzen beider Clans; eine Katze, auf die zwei Hunde zielen, wird einfach umgedreht.',
        'Beute ohne angrenzende Katze oder mit gleichem Angriff auf beiden Seiten bleibt ungefangen.',
        'Das aufgedeckte Plättchen muss getauscht werden, außer ein Claneffekt lässt es liegen (Powerkatzen, Polterkätzchen); es darf auf jeden Platz, den seine Art erlaubt, auf ein offenes oder verdecktes Plättchen.',
        'Bei der begrenzten Auswahl und im Expertenmodus werden die gezogenen Clankarten beiden gezeigt.',
        'Der Expertenmodus ist immer ein Match über zwei Partien: Die andere Person beginnt die zweite und wählt zuerst ihren Clan. Bei gleicher Summe gewinnt, wer über beide Partien mehr Beute hat, sonst wird der Sieg geteilt.',
        'Die erste Partie wird immer ohne Claneffekte gespielt. Wer beginnt, wird bei der Vorbereitung gewählt.',
        'Partien, die gespeichert wurden, bevor die veröffentlichten Plättchen bekannt waren, laufen mit den vorläufigen Plättchen der ersten Ausgabe weiter (zwei Clans, Mäuse 1 bis 6, andere Hunde; bei der begrenzten Auswahl je eine Clankarte), damit sie so zurückkommen, wie sie waren. Neue Partien verwenden die veröffentlichten Plättchen.',
        'Rückgängig nimmt einen Tausch zurück, nie ein Aufdecken: Ein gesehenes Plättchen lässt sich nicht vergessen.',
      ] },
    ],
  },
};
