// What the shell knows of a game: its title, its setup screen's choices and how they become options.
// Only metadata: the game's code (rules, machine, PixiJS scene) stays out of the home screen.
import type { GameId, PlayerInfo } from '../../engine/types';
import type { MessageKey } from '../i18n';
import type { Lang } from '../settings';

/**
 * One section of a game's rules. `id` is its anchor (what a refusal's Reason.rule names). Each string
 * of `body` is a paragraph of plain text with one piece of markup, a cross-link to another section of
 * the same language: `[[anchor|words]]`, e.g. 'steal it into a [[combo|combo]] that is yours'. The
 * reader draws the words as a link that scrolls to that section and focuses its heading; everywhere
 * else (search, tests) the paragraph reads as its words alone. `anchor` is a section id
 * (lower-case letters, digits, '-'); the words are not empty and have no '[', ']' or '|'. Links do
 * not nest, and "[[" / "]]" appear nowhere else. See ../rules-markup.ts; src/games/rules-text.test.ts
 * checks every game's links.
 */
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
