// Playing cards of the Miau! Miau! deck (shared by Meow Meow, Purrrummy and Kitty Cat) as small integers: card = suit * 13 + (rank - 2).
// Ranks 2..14 (14 = ace). The deck prints German initials: B (Bube, jack), D (Dame, queen), K, A.

export type Card = number;
export type Suit = 0 | 1 | 2 | 3;

/** Clubs, spades, hearts, diamonds — the order of the German rulebook (Kreuz, Pik, Herz, Karo). */
export const SUITS: readonly Suit[] = [0, 1, 2, 3];
export const SUIT_SYMBOL = ['♣', '♠', '♥', '♦'] as const;
export const SUIT_NAME = ['clubs', 'spades', 'hearts', 'diamonds'] as const;

export const SEVEN = 7;
export const EIGHT = 8;
export const JACK = 11;
export const ACE = 14;

export const rankOf = (card: Card): number => (card % 13) + 2;
export const suitOf = (card: Card): Suit => Math.floor(card / 13) as Suit;
export const cardOf = (suit: Suit, rank: number): Card => suit * 13 + (rank - 2);

const RANK_LABEL: Record<number, string> = { 11: 'B', 12: 'D', 13: 'K', 14: 'A' };
export const rankLabel = (rank: number): string => RANK_LABEL[rank] ?? String(rank);
/** A short label such as "B♥" or "10♣", the same in every language (it is what the card shows). */
export const cardLabel = (card: Card): string => rankLabel(rankOf(card)) + SUIT_SYMBOL[suitOf(card)];

/** The cards from `lowRank` up to the ace in every suit, in a fixed order: 2 gives 52 cards, 6 gives 36, 7 gives 32. */
export function makeDeck(lowRank: number): Card[] {
  const low = lowRank;
  const deck: Card[] = [];
  for (const suit of SUITS) for (let rank = low; rank <= ACE; rank++) deck.push(cardOf(suit, rank));
  return deck;
}
