// Pocket Cats' own words (refusals, move names, the end steps' announcements, tile and mode names), registered
// with the shell's i18n when the game loads. Clan names are data (data.ts, CLANS[id].name).
// English here (every language's fallback); French and German in table-translations.ts, loaded only in use.

const en = {
  // refusals
  'pocketCats.notNow': 'That move is not possible now.',
  'pocketCats.noSuchCell': 'There is no such place on the grid.',
  'pocketCats.flipFaceDown': 'Flip a face-down tile.',
  'pocketCats.swapWithAnother': 'Swap the flipped tile with another tile.',
  'pocketCats.preyMovesAround': 'A prey swaps only with a tile right around it.',
  'pocketCats.catMovesOneOrTwo': 'A cat swaps with a tile 1 or 2 spaces away in its row or column.',
  'pocketCats.dogMovesInLine': 'A dog swaps with a tile in its row or column.',
  'pocketCats.clanNotOffered': 'Choose one of the clan cards you hold.',
  'pocketCats.turnWhichWay': 'Say which way to turn the dog.',
  'pocketCats.turnOnlyDogs': 'Only a dog can be turned.',
  'pocketCats.turnOnlyDogsNextToChief': 'Your chief turns only a dog right next to it (left, right, above or below).',
  'pocketCats.noClanEffects': 'Clan effects are not in play in this game.',
  'pocketCats.effectNotYours': 'Your clan does not have that effect.',
  'pocketCats.effectOnlyCats': 'Your clan effect works only when you flip a cat.',
  'pocketCats.effectOnlyPrey': 'Your clan effect works only when you flip a prey.',
  'pocketCats.ordinarySwap': 'An ordinary swap reaches that tile: no clan effect is needed.',
  'pocketCats.swapOnlyFaceUpDogs': 'With your clan effect the cat swaps only with a face-up dog.',
  'pocketCats.reachOneOrTwoDiagonally': 'With your clan effect the cat reaches a tile 1 or 2 spaces away diagonally.',
  'pocketCats.moveAnotherFaceUpPrey': 'Move another face-up prey (not the one you flipped).',
  'pocketCats.preyMovesAroundNotFlipped': 'That prey swaps only with a tile right around it, and not with the prey you flipped.',
  // moves
  'pocketCats.moveChooseClan': 'Play the {clan}',
  'pocketCats.moveFlip': 'Flip this tile',
  'pocketCats.moveSwap': 'Swap here',
  'pocketCats.moveTurnClockwise': 'Turn the dog clockwise',
  'pocketCats.moveTurnAnticlockwise': 'Turn the dog anticlockwise',
  'pocketCats.moveSkipEffect': 'Leave the dogs as they are',
  'pocketCats.moveNextGame': 'Deal the second game',
  // prompts and announcements
  'pocketCats.promptFlip': '{player}: flip a face-down tile.',
  'pocketCats.promptSwap': '{player}: swap the {tile} with another tile.',
  'pocketCats.promptChooseClan': '{player}: keep one clan card.',
  'pocketCats.promptTurnDog': '{player} ({clan}) may turn one dog a quarter turn before the dogs attack.',
  'pocketCats.stepTurnedDog': 'The {clan} turn a dog.',
  'pocketCats.stepSkippedDog': 'The {clan} leave the dogs as they are.',
  'pocketCats.stepDogs': 'The dogs attack: {count} cats chased away.',
  'pocketCats.stepCapture': 'The {clan} catch {count} prey.',
  'pocketCats.stepBonus': 'The {clan} score {points} bonus points.',
  'pocketCats.stepPigeons': 'Both pigeons: 2 × 5 = 10 points.',
  'pocketCats.stepFlies': 'Both flies: 3 × 4 = 12 points.',
  'pocketCats.stepScore': 'The {clan}: {points} points.',
  'pocketCats.winner': '{player} wins!',
  'pocketCats.winnerByPrey': '{player} wins with more prey.',
  'pocketCats.shared': 'A shared victory!',
  'pocketCats.matchGame': 'Game {n} of 2',
  'pocketCats.matchTotal': 'Match total: {a} to {b}',
  // tiles
  'pocketCats.mouse': 'mouse ({points})',
  'pocketCats.pigeon': 'pigeon ({points})',
  'pocketCats.fly': 'fly ({points})',
  'pocketCats.dog': 'dog',
  'pocketCats.cat': '{clan} cat ({attack})',
  'pocketCats.chief': '{clan} chief ({attack})',
  'pocketCats.faceDown': 'face-down tile',
  // modes
  'pocketCats.choiceFirstGame': 'First game (Royal Claws against Gourmets, no effects)',
  'pocketCats.choiceFree': 'Freedom for the clans',
  'pocketCats.choiceLimited': 'Limited selection',
  'pocketCats.choiceExperts': 'Experts on the block (2 games)',
  'pocketCats.effectsOn': 'Clan effects on',
  'pocketCats.effectsOff': 'Clan effects off',
};

export type PocketCatsTextKey = keyof typeof en;

export const pocketCatsText = { en };
