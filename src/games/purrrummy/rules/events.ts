// Purrrummy's event schema: what the door lets through to `explain` (a known type, the seat at this table,
// card ids of the 52 cards and jokers, a meld index on the table, no unknown fields). SameType below keeps it
// in step with PurrEvent.
import * as v from 'valibot';
import { int, parseEventWith, typesOf, perTableSize, seatOf, type SameType } from '../../../engine/event-schema';
import type { Checked } from '../../../engine/types';
import { DECK_SIZE, JOKER_BASE } from './constants';
import type { PurrEvent, PurrState } from './state';

const card = int(0, DECK_SIZE - 1);
/** A few cards of the hand (no hand holds more than the deck). */
const cards = v.pipe(v.array(card), v.minLength(1), v.maxLength(DECK_SIZE));
/** What each joker stands for: a natural card. */
const jokerAs = v.optional(v.pipe(v.array(int(0, JOKER_BASE - 1)), v.maxLength(DECK_SIZE - JOKER_BASE)));
/** Every meld on the table was laid from the deck, so there are fewer melds than cards. */
const meld = int(0, DECK_SIZE - 1);

const schemaFor = perTableSize((seats: number) => {
  const seat = seatOf(seats);
  return v.variant('type', [
    v.strictObject({ type: v.literal('DRAW'), seat }),
    v.strictObject({ type: v.literal('TAKE_DISCARD'), seat }),
    v.strictObject({ type: v.literal('MELD'), seat, cards, jokerAs }),
    v.strictObject({ type: v.literal('LAY_OFF'), seat, meld, cards, jokerAs }),
    v.strictObject({ type: v.literal('DISCARD'), seat, card }),
  ]);
});

const inStep: SameType<v.InferOutput<ReturnType<typeof schemaFor>>, PurrEvent> = true;
void inStep;

/** Every event type of the game. */
export const PURR_EVENT_TYPES = typesOf(schemaFor(2));

export function parsePurrEvent(raw: unknown, state: PurrState): Checked<PurrEvent> {
  return parseEventWith(schemaFor(state.seats), raw);
}
