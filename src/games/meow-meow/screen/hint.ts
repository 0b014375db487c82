// Meow Meow's Hint line (the normal bot's choice in words, and why, from the seat's own view) and the
// guided first game's tip for each kind of move.
import { t } from '../../../base/i18n';
import type { Hint } from '../../../ui/game-ui';
import { tipsFor } from '../../../ui/tips';
import { EIGHT, JACK, SEVEN, SUIT_SYMBOL, cardLabel, rankOf, suitOf, type Suit } from '../../shared/cards';
import type { MeowEvent } from '../rules/rules';
import type { MeowView } from '../rules/view';

const suitWord = (suit: Suit) => `${SUIT_SYMBOL[suit]} ${t(`meow.suit.${suit}`)}`;

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
      return { move: t('meow.hint.wish', { suit: suitWord(e.suit) }), why: count > 0 ? t('meow.hint.why.wish', { count, suit: suitWord(e.suit) }) : t('meow.hint.why.wishAny') };
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

/** The hints' and tips' words in English; French and German in table-translations.ts, loaded only in use. */
const en = {
  'meow.hint.play': 'Play {card}',
  'meow.hint.meow': 'Call “Meow!”',
  'meow.hint.wish': 'Wish {suit}',
  'meow.hint.draw': 'Draw a card',
  'meow.hint.keep': 'Keep the card you drew',
  'meow.hint.why.win': 'it is your last card: you win',
  'meow.hint.why.passSeven': 'it passes the 7-chain on instead of drawing {count}',
  'meow.hint.why.seven': '{name} must then play a 7 or draw 2',
  'meow.hint.why.eight': '{name} then misses a turn',
  'meow.hint.why.jack': 'a jack fits anything and lets you wish a suit',
  'meow.hint.why.follow': 'you can follow it with {count} more of your cards',
  'meow.hint.why.play': 'it fits {top} and brings you closer to going out',
  'meow.hint.why.meow': 'you are down to two cards: forgetting the call costs a penalty card',
  'meow.hint.why.wish': 'you hold {count} {suit} cards',
  'meow.hint.why.wishAny': 'any suit is as good as another for your hand',
  'meow.hint.why.noSeven': 'you have no 7 to pass the chain on',
  'meow.hint.why.draw': 'none of your cards fits {top}',
  'meow.hint.why.drawBetter': 'your cards that fit are worth more later',
  'meow.hint.why.keep': 'it is worth more in your hand for later',
  'meow.hint.why.nothing': 'nothing can be played or drawn',
  'meow.tip.PLAY': 'Play a card that matches the top card in rank or in suit. A jack goes on anything but a jack, a 7 makes the next player draw 2, an 8 makes them miss a turn.',
  'meow.tip.DRAW': 'No card fits, or you would rather keep them? Draw one card: if it fits, you may play it at once.',
  'meow.tip.PASS': 'The card you drew fits: play it now, or keep it and end your turn.',
  'meow.tip.WISH': 'You played a jack: name the suit the next player has to play.',
  'meow.tip.MEOW': 'You are about to play your second-to-last card: call “Meow!” in this turn, or you draw a penalty card.',
};

export type MeowHintKey = keyof typeof en;

export const meowHintText = { en };
