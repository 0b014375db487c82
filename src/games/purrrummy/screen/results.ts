// The results screen's breakdown of a Purrrummy game: each seat's melds on the table and the cards left in hand.
import { t } from '../../../base/i18n';
import type { ResultDetails } from '../../../ui/results';
import type { PurrState } from '../rules/state';

export function purrResultDetails(state: PurrState): ResultDetails {
  return {
    caption: t('purrrummy.results.caption'),
    columns: [t('purrrummy.results.melds'), t('purrrummy.results.cardsLeft')],
    rows: state.hands.map((hand, seat) => [String(state.melds.filter((m) => m.owner === seat).length), String(hand.length)]),
  };
}
