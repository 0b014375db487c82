// How many play a game, in words: "2 to 6 players", or "2 players" when the count is fixed (never "2 to 2").
import type { MessageKey, Params } from '../base/i18n';

/** The message key and parameters for a game's player count, for `t(...)`. */
export function playerCountWords(min: number, max: number): [MessageKey, Params] {
  return min === max ? ['home.playerCount', { count: min }] : ['home.playerRange', { min, max }];
}
