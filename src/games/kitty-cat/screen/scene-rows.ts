// What each row of the Kitty Cat table shows, from the view alone (pure, so tests need no canvas): the bottom
// row, the middle, each seat's small row, the showdown's line of a seat, the "last turn" marks after a knock.
import type { Card } from '../../shared/cards';
import type { ShowdownEntry } from '../rules/state';
import type { KittyView } from '../rules/view';

/** The cards the bottom row shows: the set the dealer looks at while choosing, else the own hand (backs when
 *  hidden for the hand-over); at the showdown the hand laid open, whoever watches (a table of bots too). */
export function handRow(view: KittyView, ctx: { bottomSeat: number; showHand: boolean }): (Card | null)[] {
  const shown = shownEntry(view, ctx.bottomSeat);
  if (shown) return shown.hand.slice();
  const mine = view.viewer === ctx.bottomSeat;
  if (view.phase === 'choosingSet' && mine && view.lookedAtSet) return ctx.showHand ? view.lookedAtSet.slice() : view.lookedAtSet.map(() => null);
  const count = view.handCounts[ctx.bottomSeat] ?? 0;
  if (mine && view.hand && ctx.showHand) return view.hand.slice();
  return new Array<Card | null>(count).fill(null);
}

/** The middle row: three backs while the dealer chooses (the set not looked at), else the open middle. */
export function middleRow(view: KittyView): (Card | null)[] {
  if (view.phase === 'choosingSet') return new Array<Card | null>(view.setSizes?.[1] ?? 3).fill(null);
  return view.middle.slice();
}

/** A seat's small row: its hand at the showdown, else the cards seen going into it first, face down for the rest. */
export function seatRow(view: KittyView, seat: number): { cards: (Card | null)[]; open: boolean } {
  const entry = shownEntry(view, seat);
  if (entry) return { cards: entry.hand.slice(), open: true };
  // The dealer still choosing holds the two sets: one face-down set stands for them.
  if (view.phase === 'choosingSet' && seat === view.dealer && view.setSizes) return { cards: new Array<Card | null>(view.setSizes[0]).fill(null), open: false };
  const known = view.known[seat] ?? [];
  const n = view.handCounts[seat] ?? 0;
  return { cards: [...known, ...new Array<Card | null>(Math.max(0, n - known.length)).fill(null)], open: false };
}

/** The seat's line of the showdown, while the showdown is on the table. */
export function shownEntry(view: KittyView, seat: number): ShowdownEntry | null {
  if (!view.showdown || (view.phase !== 'showdown' && view.phase !== 'over')) return null;
  return view.showdown.entries.find((e) => e.seat === seat) ?? null;
}

/** The seats that still have their last turn after a knock (in turn order, the one to act included). */
export function lastTurnSeats(view: KittyView): number[] {
  if (view.phase !== 'lastTurns' || view.knocker === null) return [];
  const out: number[] = [];
  for (let i = 0, seat = view.turn; i < view.seats; i++, seat = (seat + 1) % view.seats) {
    if (seat === view.knocker) break;
    if (!view.out[seat]) out.push(seat);
  }
  return out;
}
