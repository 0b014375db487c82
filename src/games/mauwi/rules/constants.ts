// Every number and decision of the Mauwi / Mauw rules in one place (seeds 000, 001 and ../shared/RULES.md),
// so a corrected rule is a one-line change. Decisions marked "Our decision" are where the rulebooks and
// RULES.md are silent; the rules text must show them.
export const RULES = {
  handSize: 4,
  columns: 4,
  /** A column holds at most 4 cards, at most three of them 9s (face-down cards). */
  maxColumnCards: 4,
  maxNines: 3,
  /** Face value of a face-down card; each 9 in a column doubles the column (v × 2^n). */
  nineValue: 9,
  /** Three columns each with three 9s end the game (covered 9s count). */
  endColumns: 3,
  minPlayers: 2,
  maxPlayers: 6,

  // ---- editions ----
  en: { warriorCopies: 10, spirits: 10, jokers: 5, animalsPerKind: 4 },
  /** French: 7 copies of each value, 12 spirits, 4 Maui. RULES.md default for the unknown marks: •• marks one
   *  copy of each value and 2 spirits, • one more copy and 2 more spirits. */
  fr: { warriorCopies: 7, spirits: 12, jokers: 4, animalsPerKind: 0 },
  /** French removals by player count: copies of each value and spirits taken out. */
  frRemoved: (players: number): { copies: number; spirits: number } =>
    players <= 2 ? { copies: 2, spirits: 4 } : players <= 4 ? { copies: 1, spirits: 2 } : { copies: 0, spirits: 0 },

  // ---- our decisions ----
  /** Our decision: in a same-colour different-value combo without a joker, the player who made the combo
   *  chooses which of the two warriors turns face down (the rulebook: "one gains the upper hand"). */
  comboPlayerChoosesNine: true,
  /** Our decision: a joker may not be played on a joker (a combo needs at least one real warrior), so the card
   *  left face up after a combo is always a real warrior. */
  jokerOnJoker: false,
  /** Our decision: a joker played alone (free slot or 9-column) stays face up as the warrior it was announced
   *  as; it may not go on three 9s (RULES.md). A joker never blocks and is never played as a spirit except to
   *  remove a spirit from one's own column. */
  jokerAsWarriorAlone: true,
  /** Our decision: spirits are only played on an opponent's 9-column (blocking); a player never spirits their
   *  own column (it would only lose points). */
  spiritOnOwnColumn: false,
  /** Our decision: only a player's own columns are unblocked by that player (a teammate may not unblock). */
  unblockOwnOnly: true,
  /** Our decision: removing a blocking warrior with a combo is not an attack, so its owner cannot defend it. */
  unblockCanBeDefended: false,
  /** Our decision: only the area owner's own face-up warriors can be attacked; a warrior blocking someone's
   *  column belongs to the blocker and is removed only by the column owner (combo) or a Kiwi. */
  attackBlockingWarriors: false,
  /** Our decision: in team mode the teammate may defend or play Tuatara, but only the attacked player gives up. */
  teammateMayGiveUp: false,
  /** Our decision: Tuatara puts the attacking card into the hand of whoever played Tuatara (so both hands stay
   *  at 4 cards). */
  tuataraCardToPlayer: true,
  /** Our decision: Kiwi moves a face-up real warrior (not a joker) from the top of any column to an empty slot
   *  or onto an uncovered 9-column in any area, never forming a combo. Placed on another player's 9-column it
   *  blocks that column for the Kiwi player; on an empty slot it belongs to that area's owner. */
  kiwiMovesJokers: false,
  /** Our decision: in a same-value combo the 9 is taken from the draw pile before the player refills the hand. */
  gainBeforeRefill: true,
  /** Our decision: a gain that can be placed must be placed (the player picks where); it is discarded only when
   *  no column can take it. */
  gainMustBePlaced: true,
  /** Our decision: team mode needs 4 to 6 players; teams are seats i and i + ceil(n/2), which are never side
   *  by side (with 5 players one seat plays alone). */
  teamMinPlayers: 4,
  /** Our decision: the animals in play are chosen per kind (0–4 each, 0–12 in all). */
  maxAnimalsPerKind: 4,
  /** The draw pile is re-formed from the whole discard pile (none is kept face up in Mauwi). */
  reshuffleWholeDiscard: true,
} as const;
