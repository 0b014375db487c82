// What a finished game tells the results screen of itself: its figures per seat and a finer breakdown.
/** What a game's `figures` (its GameModule) gives the results screen. */
export interface ResultFigures {
  /** One figure per seat and what it means (e.g. key "results.cardsLeft"). */
  figures: number[];
  figureKey: string;
  /** Optional: which way the figure ranks the seats after the winners: 'high' (more is better, the default:
   *  points, wins, counters) or 'low' (fewer is better: cards left). */
  rankOrder?: 'high' | 'low';
  /** Optional: what orders seats the figure leaves level, higher first (Kitty Cat: the round a cat went out). */
  tiebreak?: number[];
}

/** A table of one row per seat: a caption, the column headings and each seat's cells. */
export interface ResultDetails {
  caption: string;
  columns: string[];
  rows: string[][];
}

