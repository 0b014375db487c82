// Pocket Cats' clan cards in words (clan-card.ts at the table, the rules' clan list): our own words for each named
// rule, the cards' meaning exactly. Not on the home screen: the table registers them with its scene's words
// (scene-text.ts), and the rules text reads them from here.
import type { Words } from '../entry';

const en = {
  'pocketCats.card.cats': 'Attack of the cats',
  'pocketCats.card.chief': 'Chief',
  'pocketCats.card.counted': 'counted',
  'pocketCats.card.turn': 'During your turn',
  'pocketCats.card.end': 'At the end',
  'pocketCats.card.effectsOff': 'Clan effects are not in play.',
  'pocketCats.card.alwaysCounted': 'Always in play: their tiles print no number.',
  'pocketCats.card.noChiefAbility': 'The chief has no ability of its own.',
  'pocketCats.rule.swapWithDog': 'A cat you flip may swap with any face-up dog instead of its usual targets.',
  'pocketCats.rule.reachDiagonally': 'A cat you flip may also swap with a tile 1 or 2 spaces away diagonally.',
  'pocketCats.rule.stayPut': 'A cat you flip may stay where it is instead of swapping.',
  'pocketCats.rule.moveOtherPrey': 'When you flip a prey, you may leave it and move another face-up prey instead, as prey move.',
  'pocketCats.rule.turnAnyDog': 'Before the dogs attack, you may turn one face-up dog a quarter turn either way.',
  'pocketCats.rule.countedAttack': 'After the dogs attack, each one’s attack depends on how many are face up: {table}.',
  'pocketCats.rule.bonusPerPrey': '+1 point per prey tile won.',
  'pocketCats.rule.bonusPerFaceUpCat': '+1 point per cat of the clan still face up.',
  'pocketCats.rule.turnAdjacentDog': 'Before the dogs attack, may turn a dog next to it (not diagonally) a quarter turn either way.',
  'pocketCats.rule.chiefToCentre': 'Before the dogs attack, must swap places with the centre tile.',
  'pocketCats.rule.dogProof': 'Dogs cannot turn it face down.',
  'pocketCats.rule.knockOutWeaker': 'Right after the dogs attack, must turn face down every cat next to it (not diagonally) with less attack, its own clan’s too.',
  'pocketCats.rule.catchDiagonally': 'Also catches prey diagonally next to it.',
  'pocketCats.rule.catchInLine': 'Catches any prey in its row or column, not only those next to it.',
  'pocketCats.rule.completePair': 'If it caught one pigeon (or fly) and nobody caught the other, it catches that one too.',
};

/** French and German are typed from the English: a missing or extra key is a compile error. */
type Dictionary = Record<keyof typeof en, string>;

const fr: Dictionary = {
  'pocketCats.card.cats': 'Attaque des chats',
  'pocketCats.card.chief': 'Chef',
  'pocketCats.card.counted': 'comptée',
  'pocketCats.card.turn': 'Pendant ton tour',
  'pocketCats.card.end': 'À la fin',
  'pocketCats.card.effectsOff': 'Les effets de clan ne sont pas en jeu.',
  'pocketCats.card.alwaysCounted': 'Toujours en jeu : leurs tuiles ne portent pas de nombre.',
  'pocketCats.card.noChiefAbility': 'Le chef n’a pas de capacité propre.',
  'pocketCats.rule.swapWithDog': 'Un chat que tu retournes peut s’échanger avec n’importe quel chien face visible au lieu de ses cibles habituelles.',
  'pocketCats.rule.reachDiagonally': 'Un chat que tu retournes peut aussi s’échanger avec une tuile à 1 ou 2 cases en diagonale.',
  'pocketCats.rule.stayPut': 'Un chat que tu retournes peut rester à sa place au lieu de s’échanger.',
  'pocketCats.rule.moveOtherPrey': 'Quand tu retournes une proie, tu peux la laisser et déplacer à sa place une autre proie face visible, comme se déplace une proie.',
  'pocketCats.rule.turnAnyDog': 'Avant l’attaque des chiens, tu peux tourner un chien face visible d’un quart de tour dans un sens ou dans l’autre.',
  'pocketCats.rule.countedAttack': 'Après l’attaque des chiens, l’attaque de chacun dépend du nombre de chats face visible : {table}.',
  'pocketCats.rule.bonusPerPrey': '+1 point par proie gagnée.',
  'pocketCats.rule.bonusPerFaceUpCat': '+1 point par chat du clan encore face visible.',
  'pocketCats.rule.turnAdjacentDog': 'Avant l’attaque des chiens, peut tourner un chien à côté de lui (pas en diagonale) d’un quart de tour dans un sens ou dans l’autre.',
  'pocketCats.rule.chiefToCentre': 'Avant l’attaque des chiens, doit échanger sa place avec la tuile du centre.',
  'pocketCats.rule.dogProof': 'Les chiens ne peuvent pas le retourner face cachée.',
  'pocketCats.rule.knockOutWeaker': 'Juste après l’attaque des chiens, doit retourner face cachée chaque chat à côté de lui (pas en diagonale) qui a moins d’attaque, même de son clan.',
  'pocketCats.rule.catchDiagonally': 'Attrape aussi les proies en diagonale à côté de lui.',
  'pocketCats.rule.catchInLine': 'Attrape toute proie de sa ligne ou de sa colonne, pas seulement celles à côté de lui.',
  'pocketCats.rule.completePair': 'S’il a attrapé un pigeon (ou une mouche) et que personne n’a attrapé l’autre, il attrape aussi celui-là.',
};

const de: Dictionary = {
  'pocketCats.card.cats': 'Angriff der Katzen',
  'pocketCats.card.chief': 'Anführer',
  'pocketCats.card.counted': 'gezählt',
  'pocketCats.card.turn': 'In deinem Zug',
  'pocketCats.card.end': 'Am Ende',
  'pocketCats.card.effectsOff': 'Claneffekte sind nicht im Spiel.',
  'pocketCats.card.alwaysCounted': 'Immer im Spiel: Ihre Plättchen tragen keine Zahl.',
  'pocketCats.card.noChiefAbility': 'Der Anführer hat keine eigene Fähigkeit.',
  'pocketCats.rule.swapWithDog': 'Eine Katze, die du aufdeckst, darf statt mit ihren üblichen Zielen mit einem beliebigen offenen Hund tauschen.',
  'pocketCats.rule.reachDiagonally': 'Eine Katze, die du aufdeckst, darf auch mit einem Plättchen 1 oder 2 Felder diagonal entfernt tauschen.',
  'pocketCats.rule.stayPut': 'Eine Katze, die du aufdeckst, darf an ihrem Platz bleiben, statt zu tauschen.',
  'pocketCats.rule.moveOtherPrey': 'Deckst du eine Beute auf, darfst du sie liegen lassen und stattdessen eine andere offene Beute bewegen, wie Beute sich bewegt.',
  'pocketCats.rule.turnAnyDog': 'Vor dem Angriff der Hunde darfst du einen offenen Hund um eine Vierteldrehung in eine der beiden Richtungen drehen.',
  'pocketCats.rule.countedAttack': 'Nach dem Angriff der Hunde hängt der Angriff jeder von ihnen davon ab, wie viele offen liegen: {table}.',
  'pocketCats.rule.bonusPerPrey': '+1 Punkt je gewonnener Beute.',
  'pocketCats.rule.bonusPerFaceUpCat': '+1 Punkt je Katze des Clans, die noch offen liegt.',
  'pocketCats.rule.turnAdjacentDog': 'Vor dem Angriff der Hunde darf er einen Hund neben sich (nicht diagonal) um eine Vierteldrehung in eine der beiden Richtungen drehen.',
  'pocketCats.rule.chiefToCentre': 'Vor dem Angriff der Hunde muss er den Platz mit dem mittleren Plättchen tauschen.',
  'pocketCats.rule.dogProof': 'Hunde können ihn nicht umdrehen.',
  'pocketCats.rule.knockOutWeaker': 'Direkt nach dem Angriff der Hunde muss er jede Katze neben sich (nicht diagonal) mit weniger Angriff umdrehen, auch aus dem eigenen Clan.',
  'pocketCats.rule.catchDiagonally': 'Fängt auch Beute, die diagonal neben ihm liegt.',
  'pocketCats.rule.catchInLine': 'Fängt jede Beute in seiner Reihe oder Spalte, nicht nur die neben ihm.',
  'pocketCats.rule.completePair': 'Hat er eine Taube (oder Fliege) gefangen und niemand die andere, fängt er auch diese.',
};

export const pocketCatsClanWords: Words = { en, fr, de };
