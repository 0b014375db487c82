// What a game brings to its table: its scene and controls, and words for what happened. The table host
// (src/table/host.ts: session, saves, bots, privacy, undo) and the seat screen are the same for every game.
import type { AnyGameDefinition, GameEvent, Seat } from '../engine/types';
import type { Settings } from '../base/settings';
import type { ResultDetails, ResultFigures } from './results';

/** An intent from the player's gestures or controls; the table host adds the seat and checks it. */
export type Proposal = { type: string; [field: string]: unknown };

export interface RenderContext<E> {
  /** The events the bottom seat may send now (empty when it is not a person's turn). */
  legal: E[];
  /** The seat whose hand is at the bottom of the screen. */
  bottomSeat: Seat;
  /** False while the tablet is being passed on: the bottom hand is shown face down. */
  showHand: boolean;
  names: string[];
  /** Other seats' events since the bottom seat's own last move, oldest first, for the scene's quiet marks; empty
   *  unless it is the bottom seat's turn with its hand in view. An event may hold a field hidden from the viewer
   *  (Mauwi's face-down nine): read only what the table shows (a card played, a column, a hollow, a cell). */
  recent?: E[];
}

export interface GameUi<V, E extends GameEvent> {
  render(view: V, ctx: RenderContext<E>): Promise<void>;
  /** Every move the person tries on their turn is proposed, the illegal ones too: the table host alone refuses
   *  (the scene's `refuse` shakes the piece with the kit's one shake, src/scene/shake.ts, and the strip under the
   *  toolbar says why with a link to the rule), so a scene never refuses a touch on its own (scene-refusals.test.ts). */
  onPropose(handler: (p: Proposal) => void): void;
  /** An accepted move is being saved and shown: nothing may be pressed until the next render. */
  freeze(): void;
  /** A refused proposal (called by the table host only): shake the card, keep everything else. */
  refuse(p: Proposal): void;
  setSettings(settings: Settings): void;
  /** Optional: lights the move a hint suggests (null: nothing lit). */
  showHint?(event: E | null): void;
  destroy(): void;
}

/** A hinted move in words ("Play the red 8 on your column B") and why ("it makes a combo worth 36"). */
export interface Hint { move: string; why: string }

export interface GameModule<S = any, E extends GameEvent = any, V = any> {
  def: AnyGameDefinition;
  /** Builds the scene and the game's own controls inside `root` (the canvas host) and `controls` (a DOM bar). */
  createUi(root: HTMLElement, controls: HTMLElement, opts: { names: string[]; settings: Settings }): Promise<GameUi<V, E>>;
  /** Sentences for what the last event did (announced to screen readers, shown in the status line). */
  describe(view: V, names: string[]): string[];
  /** One line: whose turn it is and what is asked of them. */
  status(view: V, names: string[]): string;
  /** The figure per seat for the results screen and the key that names it. */
  figures(state: S): ResultFigures;
  /** Optional: how each seat's figure was made up, for the results screen. */
  details?(state: S, names: string[]): ResultDetails;
  /** Registers the game's words with the shell's i18n. */
  registerText(): void;
  /** Optional: the Hint button's line for the normal bot's choice `event`, from the seat's own view and legal
   *  events only (never more than the seat may see). */
  hint?(view: V, event: E, legal: E[], names: string[]): Hint;
  /** Optional: the guided first game's tip for a kind of move (an event type), with its rules anchor;
   *  null for kinds that need none. */
  tip?(kind: string): { text: string; rule?: string } | null;
}
