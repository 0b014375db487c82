// Small pieces of Meow Meow's sentences, in the current language.
import { t } from '../../../base/i18n';
import { SUIT_SYMBOL, type Suit } from '../../shared/cards';

/** A suit as the table writes it, symbol and name ("♥ hearts"). */
export const suitName = (suit: Suit): string => `${SUIT_SYMBOL[suit]} ${t(`meow.suit.${suit}`)}`;
