// What a seat's public turns say about the cards it holds, for the hard bot's determinisations. A hand is a row of
// slots, one per card, each with the moments it was held through where the seat showed it had nothing that fit:
// - a seat that drew (no 7-chain open) instead of playing most likely held nothing that fit the top and the wish
//   (soft: a player may hold a card back; greedy never does), and the card it drew did not fit either (sure: the
//   turn ended on it), or did and was kept (sure: it fits);
// - a seat that took the 7-chain's cards most likely held no 7 (soft); a seat that passed held nothing that fit (sure).
// A played card leaves the slot most constrained among those it fits (the tightest choice that stays right
// whichever slot it truly left: the other candidates keep only the constraints they share with the one removed).
// A play that breaks a soft moment shows the seat held back: that moment is dropped.
import { SEVEN, rankOf, type Card, type Suit } from '../../shared/cards';
import { cardFits } from '../rules/rules';
import { RULES } from '../rules/constants';
import type { MeowTurn } from '../rules/history';

/** A moment the seat showed it held nothing that fit: the top card, the wish and the open 7-chain it faced. */
export interface Lack {
  top: Card;
  wish: Suit | null;
  pendingDraw: number;
  /** A later play showed the seat held a card that fit then. */
  broken: boolean;
}

/** One card of the hand: the lacks it must honour (indices into the seat's lacks; `sure` a subset of `soft`),
 *  and a moment the card is known to fit (a drawn card kept), or -1. */
export interface Slot {
  soft: number[];
  sure: number[];
  fits: number;
}

export interface SeatHand {
  lacks: Lack[];
  /** Oldest first. */
  slots: Slot[];
}

/** Whether the card would have gone on the pile at that moment (a 7-chain takes only a 7). */
export const fitsLack = (l: Lack, card: Card): boolean => (l.pendingDraw > 0 ? rankOf(card) === SEVEN : cardFits(l.top, l.wish, card));

/** Whether the card may be in the slot: its sure constraints, and its soft ones too when `soft`. */
export function slotAdmits(hand: SeatHand, slot: Slot, card: Card, soft: boolean): boolean {
  if (slot.fits >= 0 && !fitsLack(hand.lacks[slot.fits], card)) return false;
  for (const m of soft ? slot.soft : slot.sure) {
    const l = hand.lacks[m];
    if (!l.broken && fitsLack(l, card)) return false;
  }
  return true;
}

const unbroken = (hand: SeatHand, slot: Slot): number => slot.soft.reduce((n, m) => n + (hand.lacks[m].broken ? 0 : 1), 0);
const emptySlot = (): Slot => ({ soft: [], sure: [], fits: -1 });
const intersect = (a: number[], b: readonly number[]): number[] => a.filter((m) => b.includes(m));

function addLack(hand: SeatHand, t: MeowTurn, sure: boolean): number {
  const m = hand.lacks.length;
  hand.lacks.push({ top: t.top, wish: t.wish, pendingDraw: t.pendingDraw, broken: false });
  for (const s of hand.slots) {
    s.soft.push(m);
    if (sure) s.sure.push(m);
  }
  return m;
}

/** The played card leaves one slot (see the header). */
function play(hand: SeatHand, card: Card): void {
  const { slots } = hand;
  const sure = slots.filter((s) => slotAdmits(hand, s, card, false));
  if (sure.length === 0) {
    // Only when the history is not this seat's whole story (never in a game played by the rules): forget the oldest.
    slots.shift();
    return;
  }
  let soft = sure.filter((s) => slotAdmits(hand, s, card, true));
  if (soft.length === 0) {
    // The seat held this card back at a soft moment: those moments say nothing.
    for (const s of sure) for (const m of s.soft) if (fitsLack(hand.lacks[m], card)) hand.lacks[m].broken = true;
    soft = sure;
  }
  let out = soft[0];
  for (const s of soft) {
    const d = unbroken(hand, s) - unbroken(hand, out) || s.sure.length - out.sure.length;
    if (d > 0) out = s;
  }
  slots.splice(slots.indexOf(out), 1);
  for (const s of soft) if (s !== out) s.soft = intersect(s.soft, out.soft);
  for (const s of sure) {
    if (s === out) continue;
    s.sure = intersect(s.sure, out.sure);
    if (s.fits !== out.fits) s.fits = -1;
  }
}

/** Each seat's hand model after these turns (from the deal on). */
export function handModels(history: readonly MeowTurn[], seats: number): SeatHand[] {
  const hands: SeatHand[] = Array.from({ length: seats }, () => ({ lacks: [], slots: Array.from({ length: RULES.handSize }, emptySlot) }));
  for (const t of history) {
    const hand = hands[t.seat];
    if (!hand) continue;
    switch (t.what) {
      case 'play':
        play(hand, t.card!);
        break;
      case 'drawPlay':
        addLack(hand, t, false);
        break;
      case 'draw': {
        const m = addLack(hand, t, false);
        for (let i = 0; i < t.count; i++) hand.slots.push({ soft: [m], sure: [m], fits: -1 });
        break;
      }
      case 'drawKeep': {
        const m = addLack(hand, t, false);
        for (let i = 0; i < t.count; i++) hand.slots.push({ soft: [], sure: [], fits: m });
        break;
      }
      case 'penalty':
        addLack(hand, t, false);
        for (let i = 0; i < t.count; i++) hand.slots.push(emptySlot());
        break;
      case 'pass':
        addLack(hand, t, true);
        break;
    }
    for (let i = 0; i < t.meowPenalty; i++) hand.slots.push(emptySlot());
  }
  return hands;
}
