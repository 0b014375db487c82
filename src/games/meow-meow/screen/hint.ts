// Meow Meow's Hint line (the normal bot's choice in words, and why, from the seat's own view) and the
// guided first game's tip for each kind of move.
import { t } from '../../../base/i18n';
import type { Hint } from '../../../ui/game-ui';
import { tipsFor } from '../../../ui/tips';
import { EIGHT, JACK, SEVEN, cardLabel, rankOf, suitOf } from '../../shared/cards';
import type { MeowEvent } from '../rules/state';
import type { MeowView } from '../rules/view';
import { suitName } from '../words/names';

export function meowHint(view: MeowView, e: MeowEvent, legal: MeowEvent[], names: string[]): Hint {
  const hand = view.hand ?? [];
  const next = names[(view.turn + 1) % view.seats] ?? '';
  const top = view.discard[view.discard.length - 1];
  const canPlay = legal.some((x) => x.type === 'PLAY');
  switch (e.type) {
    case 'PLAY': {
      const move = t('meow.hint.play', { card: cardLabel(e.card) });
      const rank = rankOf(e.card);
      if (hand.length === 1) return { move, why: t('meow.hint.why.win') };
      if (view.pendingDraw > 0) return { move, why: t('meow.hint.why.passSeven', { count: view.pendingDraw }) };
      if (rank === SEVEN) return { move, why: t('meow.hint.why.seven', { name: next }) };
      if (rank === EIGHT) return { move, why: t('meow.hint.why.eight', { name: next }) };
      if (rank === JACK) return { move, why: t('meow.hint.why.jack') };
      const follow = hand.filter((c) => c !== e.card && rankOf(c) !== JACK && (suitOf(c) === suitOf(e.card) || rankOf(c) === rank)).length;
      return { move, why: follow > 0 ? t('meow.hint.why.follow', { count: follow }) : t('meow.hint.why.play', { top: cardLabel(top) }) };
    }
    case 'MEOW':
      return { move: t('meow.hint.meow'), why: t('meow.hint.why.meow') };
    case 'WISH': {
      const count = hand.filter((c) => suitOf(c) === e.suit && rankOf(c) !== JACK).length;
      return { move: t('meow.hint.wish', { suit: suitName(e.suit) }), why: count > 0 ? t('meow.hint.why.wish', { count, suit: suitName(e.suit) }) : t('meow.hint.why.wishAny') };
    }
    case 'DRAW':
      if (view.pendingDraw > 0) return { move: t('meow.ui.drawPenalty', { count: view.pendingDraw }), why: t('meow.hint.why.noSeven') };
      return { move: t('meow.hint.draw'), why: canPlay ? t('meow.hint.why.drawBetter') : t('meow.hint.why.draw', { top: cardLabel(top) }) };
    case 'PASS':
      return view.phase === 'drawnCard'
        ? { move: t('meow.hint.keep'), why: t('meow.hint.why.keep') }
        : { move: t('meow.ui.pass'), why: t('meow.hint.why.nothing') };
  }
}

const RULE: Record<string, string> = { PLAY: 'matching', DRAW: 'draw', PASS: 'draw', WISH: 'jack', MEOW: 'meow' };

export const meowTip = tipsFor('meow', RULE);
