// Every number and decision of the Meow Meow rules in one place (shown in the rules text too),
// so a corrected rule is a one-line change.
export const RULES = {
  handSize: 5,
  /** Each 7 in a chain adds this many cards to draw. */
  sevenDraws: 2,
  /** Cards drawn for a forgotten "Meow!". */
  meowPenalty: 1,
  /** Our decision (the rulebooks are silent): when the draw pile and the play pile under its top card are
   *  both empty and a whole round of seats can neither play nor draw, the game ends and the fewest cards win. */
  blockedEndsGame: true,
} as const;
