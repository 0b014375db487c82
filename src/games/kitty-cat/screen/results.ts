// The results screen's figures and breakdown of a Kitty Cat game. The figure is the counters left, the word the
// table uses (a cat on its last life has none left but is still in); cats that went out rank by how long they
// lasted. The breakdown: for each cat, the rounds it survived and how it ended (the last cat in, or out in round N).
import { t } from '../../../base/i18n';
import type { ResultDetails, ResultFigures } from '../../../ui/results';
import type { KittyState } from '../rules/state';

/** Counters left per seat (0 when out, and on the last life). */
export const countersLeft = (s: KittyState): number[] => Array.from({ length: s.seats }, (_, i) => (s.out[i] ? 0 : s.counters[i]));

/** The round each seat went out in, higher ranks first; a cat still in outlasts them all. */
export const lastedUntil = (s: KittyState): number[] => Array.from({ length: s.seats }, (_, i) => (s.out[i] ? s.outRound[i] || s.round : s.round + 1));

export const kittyFigures = (s: KittyState): ResultFigures => ({
  figures: countersLeft(s),
  figureKey: 'kitty.results.counters',
  rankOrder: 'high',
  tiebreak: lastedUntil(s),
});

/** Rounds a seat came through: every round played while still in, or those before the one it went out in. */
export function roundsSurvived(s: KittyState, seat: number): number {
  if (s.out[seat]) return Math.max(0, (s.outRound[seat] || s.round) - 1);
  return s.round;
}

function fate(s: KittyState, seat: number): string {
  if (s.out[seat]) return t('kitty.results.outIn', { round: s.outRound[seat] || s.round });
  if (!s.winners.includes(seat)) return t('kitty.results.in');
  return t(s.counters[seat] === 0 ? 'kitty.results.winnerLastLife' : 'kitty.results.winner');
}

export function kittyResultDetails(s: KittyState): ResultDetails {
  return {
    caption: t('kitty.results.caption'),
    columns: [t('kitty.results.rounds'), t('kitty.results.fate')],
    rows: Array.from({ length: s.seats }, (_, seat) => [String(roundsSurvived(s, seat)), fate(s, seat)]),
  };
}
