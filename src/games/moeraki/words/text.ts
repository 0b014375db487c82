// Moeraki-Kemu's own words (refusals, moves, announcements), registered with the shell's
// i18n when the game loads.
// English here (every language's fallback); French and German in table-translations.ts, loaded only in use.

const en = {
  // refusals
  'moeraki.ballAlreadyPlaced': 'The ball is already in play.',
  'moeraki.ballFirst': 'First the ball goes into the Moeraki field.',
  'moeraki.ballInMoerakiField': 'The ball goes into one of the nine hollows of the Moeraki field.',
  'moeraki.ballMustMove': 'The ball must be moved: choose another hollow than in the last game.',
  'moeraki.gameDecided': 'This game is decided.',
  'moeraki.gameRunning': 'The game is still running.',
  'moeraki.hollowTaken': 'This hollow is taken.',
  'moeraki.matchDecided': 'The match is decided.',
  'moeraki.nextGameByBallPlacer': 'The player who places the ball starts the next game.',
  'moeraki.noSuchFacing': 'The Tane looks along one of the four diagonals.',
  'moeraki.noSuchHollow': 'There is no such hollow.',
  'moeraki.noSuchSeat': 'There is no such player.',
  'moeraki.noTaneOffer': 'No Tane can be placed now.',
  'moeraki.notBallPlacer': 'The other player places the ball.',
  'moeraki.notYourTane': 'Only the owner of this tile decides about the Tane.',
  'moeraki.notYourTurn': 'It is not your turn.',
  'moeraki.taneDecisionFirst': 'First the Tane decision: Tane or tribal tile?',
  'moeraki.unknownMove': 'That move does not exist in Moeraki-Kemu.',
  // moves and announcements
  'moeraki.placeBall': 'Place the Moeraki-ball',
  'moeraki.place': 'Place a piece',
  'moeraki.placeTane': 'Place the Tane',
  'moeraki.declineTane': 'Place the tribal tile',
  'moeraki.nextGame': 'Next game',
  'moeraki.facingUpLeft': 'looking up left',
  'moeraki.facingUpRight': 'looking up right',
  'moeraki.facingDownLeft': 'looking down left',
  'moeraki.facingDownRight': 'looking down right',
  'moeraki.taneOffer': '{player}: your Tane instead of this tribal tile?',
  'moeraki.winTahuna': '{player} wins early by Tahuna!',
  'moeraki.winAwaA': '{player} wins early by Awa (a whole diagonal)!',
  'moeraki.winAwaB': '{player} wins early by Awa (up to the Moeraki-ball)!',
  'moeraki.winAra': '{player} wins early by Ara!',
  'moeraki.winMarae': '{player} wins by Marae, {a} to {b}.',
  'moeraki.winMaraeBall': 'Equal Marae, {a} to {b}: {player} placed the ball and wins.',
  'moeraki.drawMarae': 'The board is full: a draw.',
  'moeraki.matchWon': '{player} wins the match, {a} to {b}.',
  'moeraki.black': 'Black (Matau)',
  'moeraki.white': 'White (Manaia)',
  'moeraki.beginner': 'Beginner\'s game',
  'moeraki.basic': 'Basic game',
  'moeraki.master': 'Master\'s game',
};

export type MoerakiTextKey = keyof typeof en;

export const moerakiText = { en };
