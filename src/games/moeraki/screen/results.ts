// The results screen's breakdown of a Moeraki match: games won per side (the Moeraki scale) and how the last
// game was decided (its way of winning; at basic and master level its Marae count: full, half tiles, total).
import { t } from '../../../base/i18n';
import type { ResultDetails } from '../../../ui/results';
import { LEVEL_RULES } from '../rules/constants';
import { maraeCount } from '../rules/tiles';
import type { GameOutcome, MoerakiState } from '../rules/state';
import { points } from '../words/names';

/** How the last game went for `seat`, in words ("won by Awa", "—", "draw"). */
export function lastGameCell(o: GameOutcome | null, seat: number): string {
  if (!o) return t('moeraki.results.lost');
  if (o.winner === null) return t('moeraki.results.draw');
  if (o.winner !== seat) return t('moeraki.results.lost');
  if (o.way === 'marae' && o.byBall) return t('moeraki.results.wonByBall');
  return t('moeraki.results.won', { way: t(`moeraki.way.${o.way}`) });
}

export function moerakiResultDetails(state: MoerakiState): ResultDetails {
  const last = state.outcomes[state.outcomes.length - 1] ?? state.outcome ?? null;
  const tiles = LEVEL_RULES[state.options.level].tiles;
  const marae = last?.marae ?? maraeCount(state.tiles);
  const match = state.options.matchTo > 1;
  return {
    caption: t(match ? 'moeraki.results.caption' : 'moeraki.results.captionSingle'),
    columns: [
      t('moeraki.results.wins'),
      t('moeraki.results.lastGame'),
      ...(tiles ? [t('moeraki.results.full'), t('moeraki.results.half'), t('moeraki.results.total')] : []),
    ],
    rows: [0, 1].map((seat) => [
      match ? `${state.wins[seat]} / ${state.options.matchTo}` : String(state.wins[seat]),
      lastGameCell(last, seat),
      ...(tiles ? [String(marae.full[seat]), String(marae.half[seat]), points(marae.total[seat])] : []),
    ]),
  };
}
