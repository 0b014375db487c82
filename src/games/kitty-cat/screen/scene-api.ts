// What Kitty Cat's scene is to the rest of its table (play.ts, keys.ts) and what a render gets with the view: in a
// module of their own, so the scene's parts can name them without importing the scene.
import type { Settings } from '../../../base/settings';
import type { Proposal } from '../../../ui/game-ui';
import type { Card } from '../../shared/cards';
import type { KittyEvent } from '../rules/rules';
import type { KittyView } from '../rules/view';
import type { KittyRecent } from './recent';
import type { Arrangement, Rect } from './scene-layout';

export interface KittyRenderContext {
  legal: KittyEvent[];
  bottomSeat: number;
  showHand: boolean;
  /** What the others did since your last turn, marked quietly (recent.ts). */
  recent?: KittyRecent;
}

export type KittyTarget = { hand: number } | { middle: number } | { seat: number } | 'controls';

export interface KittyScene {
  render(view: KittyView, ctx: KittyRenderContext): Promise<void>;
  /** Proposals are events without `seat`. */
  onPropose(handler: (p: Proposal) => void): void;
  refuse(card: number | null): void;
  setSettings(settings: Settings): void;
  /** CSS-px rectangle (relative to the container) of a hand card, a middle card (by place), a seat's box, the buttons. */
  locate(target: KittyTarget): Rect | null;
  /** What the hand row and the middle row show now (null: face down). */
  rows(): { hand: (Card | null)[]; middle: (Card | null)[] };
  /** Which table the layout chose: a phone's gets one row of buttons (play.ts, play.css). */
  readonly arrangement: Arrangement;
  /** The card picked first, waiting for its partner. */
  readonly selected: { hand: Card | null; middle: Card | null };
  /** A tap on the i-th hand card (also the keyboard's way in). */
  pickHand(i: number): void;
  /** A tap on the i-th middle card. */
  pickMiddle(i: number): void;
  /** True when a tap there now would select or make a move. */
  isLit(row: 'hand' | 'middle', i: number): boolean;
  onRedraw(handler: () => void): void;
  freeze(): void;
  destroy(): void;
}

export interface KittySceneOptions {
  names: string[];
  settings: Settings;
  insetTop?: number;
}
