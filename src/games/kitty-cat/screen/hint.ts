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

/** The hints' and tips' words in English; French and German in table-translations.ts, loaded only in use. */
const en = {
  'kitty.hint.keep': 'Keep this set',
  'kitty.hint.blind': 'Take the other set unseen',
  'kitty.hint.swapOne': 'Swap your {gave} for the {took} in the middle',
  'kitty.hint.swapAll': 'Take all three cards of the middle',
  'kitty.hint.pass': 'Pass',
  'kitty.hint.knock': 'Knock',
  'kitty.hint.hiss': 'Lay down your Hiss',
  'kitty.hint.next': 'Start the next round',
  'kitty.hint.why.keep': 'it is worth {points} points, more than a hand usually is',
  'kitty.hint.why.blind': 'it is worth only {points} points: an unseen set is likely better',
  'kitty.hint.why.swap': 'your hand goes from {before} to {after} points',
  'kitty.hint.why.pass': 'no swap makes your {points} points better',
  'kitty.hint.why.knock': '{points} points should be enough not to have the fewest',
  'kitty.hint.why.hiss': 'your {points} points end the round now, before anyone can beat them',
  'kitty.hint.why.next': 'the game goes on',
  'kitty.tip.KEEP_SET': 'You deal: you see one set only. Keep it (the other goes face up into the middle), or take the other set unseen.',
  'kitty.tip.SWAP_ONE': 'Swap one card of your hand with one of the middle, or all three with all three. Count the suit you hold most of.',
  'kitty.tip.PASS': 'Not swapping and not ready to knock? Pass. When everyone passes in a row, the middle is replaced.',
  'kitty.tip.KNOCK': 'Enough points? Knock: everyone else has one more turn, then all hands are shown and the fewest points loses a counter.',
  'kitty.tip.HISS': 'Three of a kind is a Hiss: lay it down instead of swapping and the round ends at once with the showdown.',
};

export type KittyHintKey = keyof typeof en;

export const kittyHintText = { en };
