// What the Mauwi table module (play.ts, keys.ts) knows of the scene: the render's context, what it can locate and
// the scene's face (./scene.ts draws it).
import type { Settings } from '../../../base/settings';
import type { Proposal } from '../../../ui/game-ui';
import type { MauwiEvent } from '../rules/state';
import type { MauwiView } from '../rules/view';
import type { MauwiRecent } from './recent';
import type { Rect } from './scene-layout';

export interface MauwiRenderContext {
  legal: MauwiEvent[];
  bottomSeat: number;
  showHand: boolean;
  /** What the others did since your last turn, marked quietly (recent.ts). */
  recent?: MauwiRecent;
}

export type MauwiTarget = { card: number } | { seat: number; column: number } | 'draw' | 'discard' | 'controls';

export interface MauwiScene {
  render(view: MauwiView, ctx: MauwiRenderContext): Promise<void>;
  /** Proposals are events without `seat`, or { type: 'CHOOSE', choices } when one touch matches several. */
  onPropose(handler: (p: Proposal) => void): void;
  /** Shakes a refused card (or nothing when the card is not in the bottom hand). */
  refuse(card: number | null): void;
  setSettings(settings: Settings): void;
  /** CSS-px rectangle (relative to the container) of a hand card, a seat's column or a pile. */
  locate(target: MauwiTarget): Rect | null;
  /** The hand card selected by a tap, waiting for a target. */
  readonly selected: number | null;
  /** What a tap on a hand card does (also the keyboard's way in): select it, or play it when it needs no target. */
  pickCard(card: number): void;
  /** What a tap on a column does: the selected card's move there, or a gain placed there. */
  pickColumn(seat: number, column: number): void;
  /** True when a tap on this column now would make a move. */
  isTarget(seat: number, column: number): boolean;
  /** Called after every redraw (a selection, a resize, a new view), so DOM keys can follow the cards. */
  onRedraw(handler: () => void): void;
  /** No move can be made while one is being saved. */
  freeze(): void;
  destroy(): void;
}

export interface MauwiSceneOptions {
  names: string[];
  settings: Settings;
  /** Room kept free for DOM at the top (default 64 px). */
  insetTop?: number;
}
