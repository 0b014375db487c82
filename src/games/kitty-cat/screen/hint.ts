// Kitty Cat's Hint line (the normal bot's choice in words, and why, from the seat's own view) and the guided
// first game's tip for each kind of move.
import { t } from '../../../base/i18n';
import type { Hint } from '../../../ui/game-ui';
import { tipsFor } from '../../../ui/tips';
import { cardLabel } from '../../shared/cards';
import { handPoints } from '../rules/hand-value';
import type { KittyEvent } from '../rules/state';
import type { KittyView } from '../rules/view';

export function kittyHint(view: KittyView, e: KittyEvent, _legal: KittyEvent[], _names: string[]): Hint {
  const hand = view.hand ?? [];
  const now = handPoints(hand);
  const better = (after: number[]) => t('kitty.hint.why.swap', { before: now, after: handPoints(after) });
  switch (e.type) {
    case 'KEEP_SET':
      return { move: t('kitty.hint.keep'), why: t('kitty.hint.why.keep', { points: handPoints(view.lookedAtSet ?? []) }) };
    case 'TAKE_BLIND':
      return { move: t('kitty.hint.blind'), why: t('kitty.hint.why.blind', { points: handPoints(view.lookedAtSet ?? []) }) };
    case 'SWAP_ONE':
      return { move: t('kitty.hint.swapOne', { gave: cardLabel(e.hand), took: cardLabel(e.middle) }), why: better(hand.map((c) => (c === e.hand ? e.middle : c))) };
    case 'SWAP_ALL':
      return { move: t('kitty.hint.swapAll'), why: better(view.middle) };
    case 'PASS':
      return { move: t('kitty.hint.pass'), why: t('kitty.hint.why.pass', { points: now }) };
    case 'KNOCK':
      return { move: t('kitty.hint.knock'), why: t('kitty.hint.why.knock', { points: now }) };
    case 'HISS':
      return { move: t('kitty.hint.hiss'), why: t('kitty.hint.why.hiss', { points: now }) };
    case 'NEXT_ROUND':
      return { move: t('kitty.hint.next'), why: t('kitty.hint.why.next') };
  }
}

const RULE: Record<string, string> = { KEEP_SET: 'choice', SWAP_ONE: 'swap', PASS: 'pass', KNOCK: 'knock', HISS: 'hiss' };

export const kittyTip = tipsFor('kitty', RULE);
