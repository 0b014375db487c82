// Playing cards of the Miau! Miau! deck (shared by Meow Meow, Purrrummy and Kitty Cat) as small integers: card = suit * 13 + (rank - 2).
// Ranks 2..14 (14 = ace). The deck prints German initials: B (Bube, jack), D (Dame, queen), K, A; the app shows
// the letters of the player's language unless the player asks for the printed ones.

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

/** Whose letters the court cards and the ace show: a language's, or those printed on the Miau! Miau! deck. */
export type CardLetters = 'en' | 'fr' | 'de' | 'printed';

/** Jack, queen, king, ace: J Q K A, valet dame roi as (V D R A), Bube Dame König Ass (B D K A). */
export const RANK_LETTERS: Record<CardLetters, Readonly<Record<number, string>>> = {
  en: { 11: 'J', 12: 'Q', 13: 'K', 14: 'A' },
  fr: { 11: 'V', 12: 'D', 13: 'R', 14: 'A' },
  de: { 11: 'B', 12: 'D', 13: 'K', 14: 'A' },
  // The deck's faces (seed 003: "Card initials: King (K), Queen (D), Jack (B)"), whatever the language.
  printed: { 11: 'B', 12: 'D', 13: 'K', 14: 'A' },
};

/** The letters for a language, or the deck's own when `printed` is asked for. */
export const lettersFor = (language: 'en' | 'fr' | 'de', printed = false): CardLetters => (printed ? 'printed' : language);

// One choice for the whole document, set by the shell with the language (as the motion mode is): card faces,
// hints, refusals and the move log all read it, so the letters never disagree on one screen.
let currentLetters: CardLetters = 'en';
export function setCardLetters(letters: CardLetters): void {
  currentLetters = letters in RANK_LETTERS ? letters : 'en';
}
export const getCardLetters = (): CardLetters => currentLetters;

/** A rank's label in given letters ("J", "V", "B", "10"). */
export const rankLabelIn = (rank: number, letters: CardLetters): string => (RANK_LETTERS[letters] ?? RANK_LETTERS.en)[rank] ?? String(rank);
/** A card's label in given letters, such as "J♥" (en), "V♥" (fr), "B♥" (de or printed) or "10♣". */
export const cardLabelIn = (card: Card, letters: CardLetters): string => rankLabelIn(rankOf(card), letters) + SUIT_SYMBOL[suitOf(card)];
// One argument only, so `cards.map(cardLabel)` stays safe.
/** A rank's label in the document's letters. */
export const rankLabel = (rank: number): string => rankLabelIn(rank, currentLetters);
/** A card's label in the document's letters: what the card on the table shows. */
export const cardLabel = (card: Card): string => cardLabelIn(card, currentLetters);

/** The cards from `lowRank` up to the ace in every suit, in a fixed order: 2 gives 52 cards, 6 gives 36, 7 gives 32. */
export function makeDeck(lowRank: number): Card[] {
  const low = lowRank;
  const deck: Card[] = [];
  for (const suit of SUITS) for (let rank = low; rank <= ACE; rank++) deck.push(cardOf(suit, rank));
  return deck;
}
