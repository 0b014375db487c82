// Every number and decision of the Meow Meow rules in one place (shown in the rules text too),
// so a corrected rule is a one-line change.
export const RULES = {
  /** 2 to 6 players (RULES.md). */
  minPlayers: 2,
  maxPlayers: 6,
  handSize: 5,
  /** Each 7 in a chain adds this many cards to draw. */
  sevenDraws: 2,
  /** Cards drawn for a forgotten "Meow!". */
  meowPenalty: 1,
  /** Our decision (the rulebooks are silent): a 7-chain asks for more cards than are left, the player draws
   *  what there is; a player who can neither play nor draw passes. (Someone always holds a card of the top
   *  card's suit then, so the game cannot lock up.) */
  drawWhatIsLeft: true,
} as const;
