// Words of the play screen common to every game. English here (every language's fallback); French and German in
// ./text-translations.ts, loaded only in a language in use, and with every game's table (withTableWords).
import { registerAll, wordsOnDemand, type WordsLoader } from '../base/i18n';

const en = {
  'play.home': 'Home',
  'play.undo': 'Undo',
  'play.rules': 'Rules',
  'play.whyRules': 'Why? See the rules',
  'play.passTo': 'Pass the tablet to {name}',
  'play.tapWhenReady': '{name}, tap when ready',
  'play.seeResults': 'See the results',
  'play.undone': 'Move taken back.',
  'play.unknownGame': 'This save is for a game ({game}) this version does not have.',
  'play.turnOf': '{name}\'s turn',
  'play.yourTurn': '{name}, your turn',
  'play.thinking': '{name} is thinking…',
  'play.hint': 'Hint',
  'play.hintLine': 'Hint: {move} — {why}.',
  'play.hintOnly': 'it is your only legal move',
  'play.hintThinking': 'Looking for a good move…',
  'play.hintFailed': 'No hint this time.',
  'play.tipTitle': 'Tip',
  'play.gotIt': 'Got it',
  'play.tipRules': 'Rules',
};

export type PlayTextKey = keyof typeof en;

export const playText = { en };

/** The play screen's French and German, loaded in a language in use. */
const playWords: WordsLoader = (lang) => import('./text-translations').then((m) => m[lang]);

/** Registers the play screen's words: English at once, French or German as they load (a game's table waits for
 *  them through withTableWords; a screen without a table, e.g. "this save is for a game…", does not). */
export function registerPlayText(): void {
  registerAll(playText);
  void wordsOnDemand(playWords);
}

/** A game's table once its words are here in every language in use, the play screen's and the game's own
 *  (`gameWords`: its table-translations.ts), so it is never first drawn in English: what each game's entry loads
 *  (src/games/<id>/index.ts `table`, through play.ts), whoever opens it (play, replay, a phone, a hosted table). */
export async function withTableWords<T>(table: T, gameWords: WordsLoader): Promise<T> {
  await Promise.all([wordsOnDemand(playWords), wordsOnDemand(gameWords)]);
  return table;
}
