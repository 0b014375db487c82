// Every number and decision of the Kitty Cat (Mauz) rules in one place (seed 003, "Mauz" / "Kitty Cat", and
// ../shared/RULES.md), so a corrected rule is a one-line change. "Our decision" marks what the rulebook and
// RULES.md leave open; the rules text's 'decisions' section shows each of them.
export const RULES = {
  minPlayers: 2,
  maxPlayers: 6,
  /** 36 cards, 6 to ace (rulebook: "Kartendeck: 36 Karten (6 bis Ass)"). */
  lowRank: 6,
  deckSize: 36,
  /** Three cards a hand; the dealer gets two sets of three (rulebook). */
  handSize: 3,
  /** "3 counters each" (rulebook); an option of the game setup. */
  counters: 3,
  maxCounters: 9,

  // ---- card values (rulebook) ----
  /** Ace 11; king, queen (D), jack (B) and 10 score 10; 6 to 9 their number. */
  acePoints: 11,
  facePoints: 10,
  /** Meow (Mauzen): three aces, 33 points. Purr (Schnurren): ace + 10 + king/queen/jack of one suit, 31.
   *  Hiss (Fauchen): three cards of the same rank, 30.5. */
  meowPoints: 33,
  purrPoints: 31,
  hissPoints: 30.5,
  /** The rulebook defines Purr as ace + 10 + king/queen/jack of one suit. Our reading (RULES.md's too): the 10 is
   *  required, so ace + king + queen of one suit scores 31 as a suit sum but is not a Purr (not shown at once).
   *  Set to false to make every 31 of one suit a Purr. */
  purrNeedsTen: true,

  // ---- flow ----
  /** RULES.md: Meow and Purr are shown at once, also right after the deal, and end the round. A Hiss ends the
   *  round too, but only when its holder lays it down on their turn instead of swapping: the rulebook plays on
   *  "until a cat meows, purrs or hisses", and nothing forces a Hiss down (issue 14). This is the setup
   *  screen's default choice (the `hiss` option; off: a Hiss is a value only). Saves from before the option
   *  carry no `hiss` key and replay as they were played: a missing key is off (definition.ts). */
  hissEndsRound: true,
  /** Our decision: the check "right after the deal" happens once the dealer has chosen a set, when every cat
   *  holds exactly three cards and the middle lies open. */
  shownAfterDealersChoice: true,
  /** Our decision: a cat may knock on any of its turns, the very first included (the rulebook sets no limit). */
  knockOnFirstTurn: true,
  /** RULES.md: after a knock every other cat has exactly one more turn (swap one, swap all, or pass). */
  oneTurnAfterKnock: true,
  /** Rulebook: if every cat passes in a row, the middle is replaced by three new cards from the deck.
   *  RULES.md: the set-aside middles are shuffled into a new deck when the deck runs short. */
  allPassReplacesMiddle: true,
  /** Our decision: when every cat still in the game would be out at once (all tied lowest, all on their last
   *  life), nobody is out and a new round is dealt. */
  nobodyOutWhenAllWouldBe: true,
} as const;
