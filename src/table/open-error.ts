// Why a save could not be opened, in the player's words (a log the rules refuse is set aside under "Needs attention").
import type { Reason } from '../engine/types';
import { gameById } from '../games/index';
import { t, translateReason } from '../base/i18n';

/** The player's words for a save set aside on opening: which game, why, and where it is now. */
export function setAsideReason(gameId: string, why: Reason): Reason {
  const game = gameById(gameId);
  return { key: 'store.setAside', params: { game: game ? t(game.titleKey) : gameId, why: translateReason(why) } };
}

/** A game that could not be opened, with the reason for the player. */
export class OpenError extends Error {
  constructor(readonly reason: Reason) {
    super(reason.key);
  }
}
