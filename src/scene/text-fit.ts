// A canvas text cut short with an ellipsis to fit a width (a seat's name, a meld's, a panel's line).
import type { Text } from 'pixi.js';

/** Cuts `text` letter by letter, ending it with "…", until it is at most `max` px wide or only `minLetters`
 *  letters are left. */
export function shortenToFit(text: Text, max: number, minLetters = 1): void {
  const full = text.text;
  for (let n = full.length - 1; n >= minLetters && text.width > max; n--) text.text = `${full.slice(0, n).trimEnd()}…`;
}
