// What the shell needs from an open game, and what the game tells the shell. The shell imports only
// these types; the game code (PixiJS, rules, bots) loads with a dynamic import of src/table/open-game.ts.
import type { PlayerInfo, Reason } from '../engine/types';
import type { Settings } from '../base/settings';
import type { EveningTally } from '../store/tally';
import type { ResultDetails, ResultFigures } from '../ui/results';

export interface ResultSummary extends ResultFigures {
  gameId: string;
  saveId: string;
  players: PlayerInfo[];
  winners: number[];
  /** A finer breakdown of the figures (e.g. Mauwi's score per column), already in the player's language. */
  details?: ResultDetails;
  /** What the finished game was started with; "play again" derives the next game's options from it
   *  (the shell's games registry passes the deal on) with a new seed. */
  replay: { options: unknown; players: PlayerInfo[] };
  /** Optional: the evening's tally before this game (the games "Play again" chained to it), from its save. */
  tally?: EveningTally;
}

export interface PlayCallbacks {
  onFinished(result: ResultSummary): void;
  onExit(): void;
  /** A message for the player that does not stop the game (storage full, save failed). */
  onNotice(reason: Reason): void;
  /** Opens the rules reader at an anchor (from a refused move's message). */
  onRules(gameId: string, anchor?: string): void;
  /** Optional: the game changed the player's settings (a tip seen); the shell saves them and hands them back. */
  onSettingsChange?(next: Settings): void;
}

export interface PlayHandle {
  applySettings(settings: Settings): void;
  destroy(): void;
}
