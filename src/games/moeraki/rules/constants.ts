// Every number and decision of Moeraki-Kemu in one place (seed 004 and ../shared/RULES.md), so a corrected
// rule is a one-line change. "Our decision" marks what the rulebook and RULES.md leave open; the rules text
// (rules-text.ts, section 'decisions') shows each of them.

export type Level = 'beginner' | 'basic' | 'master';
export const LEVELS: readonly Level[] = ['beginner', 'basic', 'master'];

/** Match lengths of the Moeraki scale: 1 is a single game; the others carry the names below. */
export const MATCH_LENGTHS = [1, 3, 5, 7, 10] as const;
export type MatchTo = (typeof MATCH_LENGTHS)[number];

/** The rulebook's names of the match lengths (its part E and glossary; issue 14). Maori names stay the same in
 *  every language; their glosses (lightning, whale…) are words (words/home.ts). A single game has no name. */
export const MATCH_NAMES = { 3: 'Uira', 5: 'Kiwi', 7: 'Moa', 10: 'Ikamoana' } as const satisfies Partial<Record<MatchTo, string>>;
export type NamedMatch = keyof typeof MATCH_NAMES;
export const NAMED_MATCHES = MATCH_LENGTHS.filter((n): n is NamedMatch => n in MATCH_NAMES);

export interface LevelRules {
  /** Tribal tiles are placed and the Marae decides a full board (RULES.md: basic and master). */
  tiles: boolean;
  /** The Maori-Tane may replace a full beach tile (RULES.md: master only). */
  tane: boolean;
  /** Equal Marae totals: the ball placer wins (rulebook), except at beginner level where a tie is possible. */
  tieToBallPlacer: boolean;
}

export const LEVEL_RULES: Record<Level, LevelRules> = {
  beginner: { tiles: false, tane: false, tieToBallPlacer: false },
  basic: { tiles: true, tane: false, tieToBallPlacer: true },
  master: { tiles: true, tane: true, tieToBallPlacer: true },
};

export const RULES = {
  /** Public facts (RULES.md): 57 hollows, 28 pieces and 24 tribal tiles per player, one ball, two Tane. */
  hollows: 57,
  piecesPerPlayer: 28,
  tilesPerPlayer: 24,
  centralHollows: 9,
  /** A semi-beach area won 3:0 is a full tile (1 point), 2:1 a half tile (½ point). A Tane's area is 1 point. */
  fullPoints: 1,
  halfPoints: 0.5,

  // ---- our decisions ----
  /** Rulebook: "In the following game, the winner of the last game starts by placing the Moeraki-ball. The
   *  Moeraki-ball must be moved." Our reading: from the second game on, the ball may not go back into the
   *  hollow it took in the game before. */
  ballMustMove: true,
  /** Our decision: after a drawn game (beginner level) the other player places the ball next. */
  drawPassesBall: true,
  /** Our decision: a single game (match to 1) ends the match even when it is drawn (beginner level). */
  singleGameEndsOnDraw: true,
  /** Our decision: tiles a Tane's line of sight removes go back to their owner's supply. */
  removedTilesReturnToSupply: true,
  /** Our decision: the Tane may be placed on a won beach area even when its owner has no tile left (it is not a tile). */
  taneWithoutTiles: true,
  /** Our decision: lines of sight that meet in any area (also a semi-beach triangle at the border) cross. */
  crossingInAnyArea: true,
  /** Our decision: several tiles of one colour from one piece are offered for the Tane one by one, in area order. */
  taneOfferPerTile: true,
  /** Our decision: when one piece completes several early wins, the result names the first of Tahuna, Awa, Ara. */
  winOrder: ['tahuna', 'awa', 'ara'] as const,
} as const;

/** Seat 0 plays the black Matau tribe (hooks), seat 1 the white Manaia tribe (birds) (our decision; DESIGN.md). */
export const TRIBES = [
  { colour: 'black', tribe: 'Matau' },
  { colour: 'white', tribe: 'Manaia' },
] as const;


// The score sheet's limits (sheet-kind.ts, sheet.ts).
/** A side never has more tiles than the board has areas (40 beach + 12 semi-beach). */
export const MOERAKI_MAX_TILES = 52;
/** How a game of the match was decided. */
export const MOERAKI_WAYS = ['tahuna', 'awa', 'ara', 'marae', 'draw'] as const;
