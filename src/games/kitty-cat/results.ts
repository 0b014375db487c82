// The results screen's breakdown of a Kitty Cat game: for each cat, the rounds it survived and how it ended
// (the last cat in, or out in round N). The figure itself is the lives left (counters + the last life).
import { t } from '../../shell/i18n';
import type { ResultDetails } from '../../play/contract';
import { livesOf, type KittyState } from './state';

/** Lives left per seat: the results' figure. */
export const livesLeft = (s: KittyState): number[] => Array.from({ length: s.seats }, (_, i) => livesOf(s, i));

/** Rounds a seat came through: every round played while still in, or those before the one it went out in. */
export function roundsSurvived(s: KittyState, seat: number): number {
  if (s.out[seat]) return Math.max(0, (s.outRound[seat] || s.round) - 1);
  return s.round;
}

export function kittyResultDetails(s: KittyState): ResultDetails {
  return {
    caption: t('kitty.results.caption'),
    columns: [t('kitty.results.rounds'), t('kitty.results.fate')],
    rows: Array.from({ length: s.seats }, (_, seat) => [
      String(roundsSurvived(s, seat)),
      s.out[seat]
        ? t('kitty.results.outIn', { round: s.outRound[seat] || s.round })
        : s.winners.includes(seat) ? t('kitty.results.winner') : t('kitty.results.in'),
    ]),
  };
}
