// The plain shapes a game's entry is made of (words, setup fields, rules text, sim options, sheet controls): a leaf
// module, so a game's words, setup and rules text import no layer above the engine (entry.ts adds the parts that
// name the table, the bots and the companion).
import type { PlayerInfo } from '../engine/types';
import type { Lang } from '../base/settings';

/** A game's words per language. */
export type Words = Record<Lang, Record<string, string>>;

/** A game's words outside its table, merged into the shell's dictionaries (src/base/i18n.ts): its title, blurb,
 *  setup choices, the door's option refusals and its score sheet's words. English comes with the entry (the
 *  fallback of every language); the others load when a player chooses one (./<game>/translations.ts). */
export interface GameWords {
  en: Record<string, string>;
  translations(): Promise<Omit<Words, 'en'>>;
}

/**
 * One section of a game's rules. `id` is its anchor (what a refusal's Reason.rule names). Each string
 * of `body` is a paragraph of plain text with one piece of markup, a cross-link to another section of
 * the same language: `[[anchor|words]]`, e.g. 'steal it into a [[combo|combo]] that is yours'. The
 * reader draws the words as a link that scrolls to that section and focuses its heading; everywhere
 * else (search, tests) the paragraph reads as its words alone. `anchor` is a section id
 * (lower-case letters, digits, '-'); the words are not empty and have no '[', ']' or '|'. Links do
 * not nest, and "[[" / "]]" appear nowhere else. See ../shell/rules-markup.ts; src/games/rules-text.test.ts
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

/** A choice's value on the setup screen (its radio's DOM id is `option-<field>-<value>`). */
export type ChoiceValue = number | string;
export type Choices = Record<string, ChoiceValue>;

/** One choice on the new-game screen (a radio group). */
export interface OptionField {
  id: string;
  labelKey: string;
  choices: { value: ChoiceValue; labelKey: string }[];
  default: ChoiceValue;
}

/** The setup screen's choices and how they become the game's options. The rules about options (a dealer at
 *  the table, teams need four seats…) are the game's own checkOptions, run by the door on Start: `build` only
 *  translates choices, and says nothing of what the rules allow. */
export interface GameSetup {
  fields: OptionField[];
  /** The game's options from the setup screen's choices and seats. */
  build(choices: Choices, players: readonly PlayerInfo[]): unknown;
  /** The options of the next game after `previous` ("play again"): the same choices, the next seat starts. */
  next(previous: unknown, players: readonly PlayerInfo[]): unknown;
}

/** What `npm run sim -- --option key=value` takes for the game (the options' own fields, over the game's
 *  default options; the door checks them), and what `npm run bench` also times. */
export interface SimOptions {
  /** Each --option key with the values it takes, for the sim's help. */
  flags: Record<string, string>;
  /** Option sets the bench times the hard bot at (levels, variants), by name. */
  benchVariants?: Record<string, Record<string, unknown>>;
  /** How the bench measures the hard bot's strength: against greedy on the same deals ('duel', the default:
   *  scripts/bench-cards.ts), or against reference players of the game's own ('references': Moeraki's
   *  scripts/moeraki/arena.ts). */
  strength?: 'duel' | 'references';
  /** Where a flag is not one of the options' own fields (Mauwi's animals=N, a total over three kinds): turns
   *  the given values into options, or says why it cannot. Loaded by the sim only. */
  translate?(): Promise<(given: Record<string, unknown>, players: number) => Record<string, unknown> | string>;
}

/** Words with parameters, looked up when drawn. */
export interface Wording {
  key: string;
  params?: Record<string, string | number>;
}

export type SheetChoice = string | number | boolean;
export type SheetChoices = Record<string, SheetChoice>;

/** One choice of the companion's "new sheet" form; its value reaches `fresh` under its id (the DOM's
 *  `new-sheet-<id>`). Pills choices are labelled by a key, or by the seat they name. */
export type SheetControl =
  | {
      type: 'pills';
      id: string;
      legendKey: string;
      choices: { value: SheetChoice; labelKey?: string; seat?: number }[];
      default: SheetChoice;
      /** Shown only at a table of at least this many players. */
      minPlayers?: number;
    }
  | { type: 'stepper'; id: string; labelKey: string; min: number; max: number; default: number };

