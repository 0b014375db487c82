// What the parts of the Meow Meow scene share: the proposals and render context, the pieces on the table (the
// hand, the piles, the flights, the seat plates) and the layout they lie in.
import { rankOf, suitOf, type Card } from '../../shared/cards';
import type { MeowEvent } from '../rules/state';
import type { MeowView } from '../rules/view';
import type { CardFlights } from '../../../scene/card-flight';
import type { HandFan, Rect } from '../../../scene/hand-fan';
import type { DiscardPile, DrawPile } from '../../../scene/pile';
import type { SeatPlate } from '../../../scene/seat-plate';
import type { TableLayout } from '../../../scene/table';
import type { Tweener } from '../../../scene/tween';
import { CARD_ASPECT } from '../../../scene/theme';
import type { MeowRecent } from './recent';

export type MeowProposal = { type: 'PLAY'; card: number } | { type: 'DRAW' };

export interface MeowRenderContext {
  legal: MeowEvent[];
  bottomSeat: number;
  showHand: boolean;
  /** What the others did since your last turn, marked quietly (recent.ts). */
  recent?: MeowRecent;
}

/** The table's pieces, made once by the scene; `plates` and `layout` follow the seats and the size. */
export interface MeowPieces {
  readonly tw: Tweener;
  readonly fan: HandFan;
  readonly drawPile: DrawPile;
  readonly discard: DiscardPile;
  readonly flights: CardFlights;
  readonly plates: readonly SeatPlate[];
  readonly layout: TableLayout;
  readonly colourMarks: boolean;
}

/** Hands are shown sorted: suits alternate in colour (clubs, hearts, spades, diamonds), ranks ascending. */
const SUIT_ORDER = [0, 2, 1, 3];
const sortHand = (cards: readonly Card[]): Card[] =>
  cards.slice().sort((a, b) => SUIT_ORDER[suitOf(a)] - SUIT_ORDER[suitOf(b)] || rankOf(a) - rankOf(b));

/** The bottom hand as drawn: its cards sorted and face up when they are the viewer's and shown, else backs. */
export function handOf(view: MeowView, ctx: MeowRenderContext): { cards: (number | null)[]; faceUp: boolean } {
  const known = view.viewer === ctx.bottomSeat && view.hand !== null;
  if (known) return { cards: sortHand(view.hand!), faceUp: ctx.showHand };
  return { cards: new Array<number | null>(view.handCounts[ctx.bottomSeat] ?? 0).fill(null), faceUp: false };
}

/** A pile's top card as a rectangle on the table. */
export function pileRect(p: DrawPile | DiscardPile): Rect {
  const w = p.cardWidth, h = w * CARD_ASPECT;
  return { x: p.x - w / 2, y: p.y - h / 2, width: w, height: h };
}
