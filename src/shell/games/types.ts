// What the shell knows of a game: its title, its setup screen's choices and how they become options.
// Only metadata: the game's code (rules, machine, PixiJS scene) stays out of the home screen.
import type { GameId, PlayerInfo } from '../../engine/types';
import type { MessageKey } from '../i18n';
import type { Lang } from '../settings';

export interface RulesSection {
  id: string;
  heading: string;
  body: string[];
}

export interface RulesText {
  title: string;
  sections: RulesSection[];
}

/** One choice on the new-game screen (a radio group). */
export interface OptionField {
  id: string;
  labelKey: MessageKey;
  choices: { value: number | string; labelKey: MessageKey }[];
  default: number | string;
}

export interface ShellGame {
  id: GameId;
  titleKey: MessageKey;
  blurbKey: MessageKey;
  minPlayers: number;
  maxPlayers: number;
  fields: OptionField[];
  /** The game's options from the setup screen's choices and seats. */
  buildOptions(choices: Record<string, number | string>, players: readonly PlayerInfo[]): unknown;
  /** The options of the next game after `previous` ("play again"). */
  nextOptions(previous: unknown, players: readonly PlayerInfo[]): unknown;
  /** Why the chosen options cannot be played with these seats (shown on Start), or null. */
  problem?(choices: Record<string, number | string>, players: readonly PlayerInfo[]): MessageKey | null;
  loadRules(): Promise<Record<Lang, RulesText>>;
}
