// Fitting a canvas text into a width without going under 14 CSS px (issue 15): shrink it down to 14 px, then
// shorten it with an ellipsis.
import type { Text } from 'pixi.js';
import { shortenToFit } from '../../../scene/text-fit';

export const MIN_TEXT = 14;

/** The scale a text of fontSize may shrink to. */
export const minScale = (fontSize: number): number => Math.min(1, MIN_TEXT / fontSize);

export function fitText(text: Text, maxW: number, fontSize: number): void {
  const floor = minScale(fontSize);
  const w = text.width / text.scale.x;
  const scale = Math.max(floor, Math.min(1, maxW / w));
  text.scale.set(scale);
  shortenToFit(text, maxW);
}
