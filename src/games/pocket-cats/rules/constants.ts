// Every number and decision of the Pocket Cats rules in one place (seed 002 and ../shared/RULES.md), so a
// corrected rule is a one-line change. The box's contents (clans, prey, dogs) are data, in data.ts.
// "Our decision" marks where the rulebook and RULES.md are silent; the rules text shows each one.
export const RULES = {
  players: 2,
  /** Clan cards a player draws in the limited selection, and the starting player in experts mode. */
  clanCardsDrawn: 3,
  /** Experts on the block: a match of two games, points added up (rulebook: "we recommend playing 2 games"). */
  expertGames: 2,

  /** Where the flipped tile may be swapped to, by kind (rulebook, "How to play"). */
  moves: { prey: 'around', cat: 'oneOrTwoInLine', dog: 'anywhereInLine' } as const,

  // ---- our decisions ----
  /** Our decision: face-down dogs lie in a random orientation (a quarter turn 0..3), unknown until flipped;
   *  the rulebook only says a flipped dog is never rotated. */
  randomDogOrientation: true,
  /** Our decision: when both chiefs have the same attack points, the starting player's clan applies its
   *  end-of-game effects first (the rulebook orders them by the chiefs' attack only). */
  chiefTieGoesToStarter: true,
  /** Our decision: in the limited and experts selections the drawn clan cards are shown to both players. */
  clanCardsPublic: true,
  /** Our decision for the draft edition's two clans (old saves): with fewer than six clan cards, each player in
   *  the limited selection draws half of them; in experts mode the starting player draws all of them. With the
   *  seven published clans each draws 3. */
  drawHalfWhenFewClans: true,
  /** Our decision: in experts mode the second game is started, and its clans chosen first, by the other
   *  player; the match total breaks ties by the prey tiles won over both games, then is shared. */
  secondGameOtherStarts: true,
  /** Our decision: the first-game mode is always played without clan effects (the rulebook's advice). */
  firstGameWithoutEffects: true,
} as const;
