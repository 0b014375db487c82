// The results screen's breakdown of a Mauwi game: each column as "v×2ⁿ = points", each seat's own total
// and, in team mode, the team's total (the figure the winner is decided on).
import { t } from '../../../base/i18n';
import type { ResultDetails } from '../../../ui/results';
import { scores, seatScore } from '../rules/scoring';
import type { MauwiState } from '../rules/state';
import { scoreLabel } from '../words/names';
import { viewOf } from '../rules/view';

const COLUMN_LETTERS = ['A', 'B', 'C', 'D'];

export function mauwiResultDetails(state: MauwiState): ResultDetails {
  const teams = state.options.teams;
  const totals = scores(state);
  return {
    caption: t('mauwi.results.caption'),
    columns: [...COLUMN_LETTERS, t('mauwi.results.total'), ...(teams ? [t('mauwi.results.team')] : [])],
    rows: viewOf(state, null).areas.map((area, seat) => [
      ...area.map((c) => scoreLabel(c) || '—'),
      String(seatScore(state, seat)),
      ...(teams ? [String(totals[seat])] : []),
    ]),
  };
}
