// Purrrummy's Hint line (the normal bot's choice in words, and why, from the seat's own view) and the guided
// first game's tip for each kind of move.
import { t } from '../../../base/i18n';
import type { Hint } from '../../../ui/game-ui';
import { tipsFor } from '../../../ui/tips';
import { ACE, rankOf, type Card } from '../../shared/cards';
import { isJoker } from '../rules/constants';
import { analyzeMeld } from '../rules/meld';
import { cardName, meldName } from './scene-select';
import type { PurrEvent } from '../rules/state';
import type { PurrView } from '../rules/view';

/** A run's cards in table order (an ace before a 2 goes first), a set's as they are. */
function tableOrder(stands: Card[]): Card[] {
  const sorted = stands.slice().sort((a, b) => rankOf(a) - rankOf(b));
  const ranks = new Set(sorted.map(rankOf));
  return ranks.has(ACE) && ranks.has(2) ? [sorted[sorted.length - 1], ...sorted.slice(0, -1)] : sorted;
}

export function purrrummyHint(view: PurrView, e: PurrEvent, legal: PurrEvent[], _names: string[]): Hint {
  const hand = view.hand ?? [];
  const top = view.discard[view.discard.length - 1];
  switch (e.type) {
    case 'DRAW':
      return {
        move: t('purrrummy.hint.draw'),
        why: top !== undefined && legal.some((x) => x.type === 'TAKE_DISCARD') ? t('purrrummy.hint.why.draw', { card: cardName(top) }) : t('purrrummy.hint.why.drawOnly'),
      };
    case 'TAKE_DISCARD':
      return {
        move: t('purrrummy.hint.take', { card: cardName(top) }),
        why: isJoker(top) ? t('purrrummy.hint.why.joker') : t('purrrummy.hint.why.take'),
      };
    case 'MELD': {
      const a = analyzeMeld(e.cards, e.jokerAs);
      const name = a.ok ? meldName(a.kind, a.kind === 'run' ? tableOrder(a.stands) : a.stands) : e.cards.map(cardName).join(' ');
      const why = e.cards.length === hand.length ? t('purrrummy.hint.why.win') : t('purrrummy.hint.why.meld', { count: e.cards.length });
      return { move: t('purrrummy.hint.meld', { meld: name }), why };
    }
    case 'LAY_OFF': {
      const m = view.melds[e.meld];
      const why = e.cards.length === hand.length ? t('purrrummy.hint.why.win') : t('purrrummy.hint.why.layOff', { count: hand.length - e.cards.length });
      return { move: t('purrrummy.hint.layOff', { cards: e.cards.map(cardName).join(' '), meld: m ? meldName(m.kind, m.stands) : '' }), why };
    }
    case 'DISCARD':
      return {
        move: t('purrrummy.hint.discard', { card: cardName(e.card) }),
        why: hand.length === 1 ? t('purrrummy.hint.why.win') : t('purrrummy.hint.why.discard'),
      };
  }
}

const RULE: Record<string, string> = { DRAW: 'turn', TAKE_DISCARD: 'turn', MELD: 'melds', LAY_OFF: 'layoff', DISCARD: 'discard' };

export const purrrummyTip = tipsFor('purrrummy', RULE);
