// What the Pocket Cats table module (play.ts) and its keys (keys.ts) ask of the scene (scene.ts), and what a
// render gets with the view.
import type { Settings } from '../../../base/settings';
import type { Proposal } from '../../../ui/game-ui';
import type { RuleName } from '../rules/data';
import type { PocketCatsEvent } from '../rules/state';
import type { CellView, PocketCatsView } from '../rules/view';
import type { PocketRecent } from './recent';
import type { CellAct, Choice, EffectOffer, MoveMode } from './scene-choice';
import type { CaptureMark } from './scene-end';
import type { PocketLayout, Rect } from './scene-layout';

export interface PocketRenderContext {
  legal: PocketCatsEvent[];
  names: string[];
  /** What the other side did since your last turn, marked quietly (recent.ts). */
  recent?: PocketRecent;
}

export interface PocketCatsScene {
  render(view: PocketCatsView, ctx: PocketRenderContext): Promise<void>;
  onPropose(handler: (p: Proposal) => void): void;
  /** After every redraw (a selection, a step of the end, a resize), so DOM keys and buttons can follow. */
  onRedraw(handler: () => void): void;
  freeze(): void;
  refuse(cell: number | null): void;
  setSettings(settings: Settings): void;
  /** What a tap does, or the keyboard: flip, swap (either way), pick a prey or a dog. */
  pickCell(cell: number): void;
  cellAct(cell: number): CellAct;
  /** The mode of this move and what is picked (a prey to move, a dog to turn). */
  readonly choice: Choice;
  /** The ordinary move or a clan effect's (the buttons beside the grid). */
  setMode(mode: MoveMode): void;
  /** The clan effect choices the flipped tile offers now. */
  effectOffer(): EffectOffer;
  /** The mover's clan effect (names the clan swap's button). */
  moverEffect(): RuleName | null;
  /** The clan cards panel open: the layout keeps room for it beside the grid. */
  setCardsOpen(open: boolean): void;
  /** The grid and prey marks as drawn now (mid-animation: the step being shown). */
  readonly shown: { grid: CellView[]; captures: CaptureMark[] };
  /** Cats a face-up dog points at (shown while a dog may still be turned). */
  threatened(): Set<number>;
  readonly layout: PocketLayout;
  locate(cell: number): Rect | null;
  destroy(): void;
}
