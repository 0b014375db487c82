// The order in which a deal's cards leave the deck, as at a real table: one card at a time around the table from
// the first seat, round after round (a seat with fewer cards is skipped once it has them all), then any cards
// dealt after the round (Kitty Cat's middle, an upcard). Pure, so the sequence is tested without a canvas.
import { DURATION } from './theme';

/** One card of the deal: to `seat`, as its `index`-th card. */
export interface DealStep {
  seat: number;
  index: number;
}

/** Round-robin from `first`: `counts[s]` cards to each seat `s` (seats with 0 get none). */
export function dealOrder(counts: readonly number[], first: number): DealStep[] {
  const n = counts.length;
  const steps: DealStep[] = [];
  if (n === 0) return steps;
  const start = ((first % n) + n) % n;
  const rounds = Math.max(0, ...counts);
  for (let r = 0; r < rounds; r++) {
    for (let i = 0; i < n; i++) {
      const seat = (start + i) % n;
      if (r < counts[seat]) steps.push({ seat, index: r });
    }
  }
  return steps;
}

/** Meow Meow's pace: the whole deal in about a second and a half, cards at most 70 ms apart. */
export function dealGap(cards: number): number {
  return Math.min(70, 1500 / Math.max(1, cards));
}

/** Each card's flight (within DESIGN.md's 150–300 ms). */
export const DEAL_FLIGHT_MS = DURATION.flight;
