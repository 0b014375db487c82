// The review's words (its panel beside a replay), in English here; French and German in ./text-translations.ts,
// loaded only in a language in use.
import { registerAll, wordsOnDemand, type WordsLoader } from '../base/i18n';

const en = {
  'review.open': 'Review',
  'review.title': 'Review of the game',
  'review.close': 'Close',
  'review.fair': 'The graph sees everything that was hidden, now that the game is over. The advice uses only what each player knew at the time.',
  'review.progress': 'Reviewing move {move} of {total}…',
  'review.done': 'Reviewed: {total} moves.',
  'review.stopped': 'Stopped after move {move} of {total}.',
  'review.stop': 'Stop',
  'review.again': 'Review the rest',
  'review.graph': 'Each player’s chance to win, move by move',
  'review.axisStart': 'Start',
  'review.axisEnd': 'Move {total}',
  'review.turning': 'Where the game turned',
  'review.noTurning': 'No single move turned this game: the chances moved little at a time.',
  'review.turned': 'Move {move}: {played}. {name}’s chance fell from {from} to {to}.',
  'review.turnedFor': 'Move {move}: {played}. {name}’s chance fell from {from} to {to}; {gainer}’s rose to {gain}.',
  'review.here': 'Here the game turned: {name}’s chance fell from {from} to {to}.',
  'review.hereFor': 'Here the game turned: {name}’s chance fell from {from} to {to}; {gainer}’s rose to {gain}.',
  'review.advice': 'Better moves',
  'review.noAdvice': 'The bot would have played as the players did, or as well.',
  'review.better': 'Move {move}: {played} ({playedChance}). Better: {better} ({betterChance}).',
  'review.goTo': 'Go to move {move}',
  'review.percent': '{n}%',
  'review.failed': 'The review could not be finished.',
  'review.notKept': 'This review could not be kept on this device: it is worked out again next time.',
  'review.notKeptFull': 'Storage is full: this review is not kept on this device, so it is worked out again next time.',
  'review.atMove': 'Move {move} of {total}: {chances}',
  'review.atStart': 'As dealt: {chances}',
  'review.seatChance': '{name} {chance}',
};

export type ReviewTextKey = keyof typeof en;

export const reviewText = { en };

const reviewWords: WordsLoader = (lang) => import('./text-translations').then((m) => m[lang]);

/** Makes the review's words ready for t(): English at once; resolves once French or German (in use) are loaded. */
export function registerReviewText(): Promise<void> {
  registerAll(reviewText);
  return wordsOnDemand(reviewWords);
}
