// Pocket Cats' clan cards in words (clan-card.ts at the table, the rules' clan list): our own words for each named
// rule, the cards' meaning exactly. Not on the home screen: the table registers them with its scene's words
// (scene-text.ts), and the rules text reads them from here.

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

/** French and German (clan-translations.ts) are typed from the English: a missing or extra key is a compile error. */
export type ClanWordKey = keyof typeof en;

export const pocketCatsClanWords = { en };
