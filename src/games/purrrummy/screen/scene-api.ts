// What the Purrrummy table module (play.ts, keys.ts) knows of the scene: the render's context, what it can locate
// and the scene's face (./scene.ts draws it).
import type { Settings } from '../../../base/settings';
import type { Proposal } from '../../../ui/game-ui';
import type { Card } from '../../shared/cards';
import type { PurrEvent } from '../rules/state';
import type { PurrView } from '../rules/view';
import type { PurrRecent } from './recent';
import type { Rect } from './scene-layout';
import type { SortOrder } from './scene-select';

export interface PurrRenderContext {
  legal: PurrEvent[];
  bottomSeat: number;
  showHand: boolean;
  /** What the others did since your last turn, marked quietly (recent.ts). */
  recent?: PurrRecent;
}

export type PurrTarget = { card: number } | { meld: number } | 'draw' | 'discard' | 'controls' | 'info';

export interface PurrScene {
  render(view: PurrView, ctx: PurrRenderContext): Promise<void>;
  /** Proposals are events without `seat`, or { type: 'CHOOSE', choices } when one gesture matches several. */
  onPropose(handler: (p: Proposal) => void): void;
  /** Called after every redraw or change of selection, so DOM keys and buttons can follow. */
  onRedraw(handler: () => void): void;
  refuse(p: Proposal): void;
  setSettings(settings: Settings): void;
  locate(target: PurrTarget): Rect | null;
  /** The selected hand cards, in hand order. */
  readonly selection: Card[];
  readonly sortOrder: SortOrder;
  /** A phone's table: one row of buttons with short labels (purrLayout's compact). */
  readonly compact: boolean;
  setSort(by: SortOrder): void;
  /** What a tap on a hand card does (also the keyboard's way in): select it or put it back. */
  toggleCard(card: number): void;
  /** What a tap on a meld does: add the selection to it. */
  pickMeld(index: number): void;
  pickDraw(): void;
  /** Take the top discard (drawing), or discard the one selected card. */
  pickDiscard(): void;
  /** True when the selection may go onto this meld now. */
  isMeldTarget(index: number): boolean;
  clearSelection(): void;
  freeze(): void;
  destroy(): void;
}

export interface PurrSceneOptions {
  names: string[];
  settings: Settings;
  insetTop?: number;
}
