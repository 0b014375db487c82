// Every number and decision of the Purrrummy rules in one place (shown in the rules text too),
// so a corrected rule is a one-line change. Rulebook: seeds/003 ("Kurz-Schnurrmé" / "Purrrummy");
// decisions: shared RULES.md ("Purrrummy (003, rummy)").
import { makeDeck, type Card } from '../../shared/cards';

export const RULES = {
  minPlayers: 2,
  maxPlayers: 4,
  /** Rulebook: 10 cards each with 2 cats, 7 each with 3 or 4. */
  handSize: (seats: number): number => (seats === 2 ? 10 : 7),
  /** RULES.md: the 52 cards plus 3 jokers ("alle Joker" of the Miau! Miau! deck). */
  jokers: 3,
  /** Rulebook: a set is 3 or 4 cards of one rank (RULES.md: all suits different). */
  setMin: 3,
  setMax: 4,
  /** Rulebook: a run is 3 or more cards in a row of one suit; ace low or high, so at most 13 long. */
  runMin: 3,
  runMax: 13,
  /** RULES.md: each meld needs at least one natural card (a joker stands for one). */
  minNaturalCards: 1,
  /** Our decision (rulebook and RULES.md are silent): a joker on the table stays where it is; it cannot be
   *  swapped for the card it stands for. A joker in a run keeps the card it stands for; a joker in a set
   *  stands for whichever suits are missing. */
  jokerSwap: false,
  /** Our decision: after taking the top discard you must keep another card to discard (or meld everything),
   *  so a meld or lay-off that would leave only the taken card in hand is refused. */
  keepACardToDiscard: true,
} as const;

/** Jokers are the cards 52, 53, 54 (after the 52 natural cards, card = suit * 13 + rank - 2). */
export const JOKER_BASE = 52;
export const isJoker = (card: Card): boolean => card >= JOKER_BASE;
export const JOKERS: readonly Card[] = Array.from({ length: RULES.jokers }, (_, i) => JOKER_BASE + i);

/** The whole Purrrummy deck: 52 cards (2 to ace) and the jokers. */
export const fullDeck = (): Card[] => [...makeDeck(2), ...JOKERS];
export const DECK_SIZE = 52 + RULES.jokers;
