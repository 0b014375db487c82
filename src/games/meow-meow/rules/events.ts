// Meow Meow's event schema: what the door lets through to `explain` (a known type, the seat at this table, a
// card id of the 52-card deck, a suit, no unknown fields). SameType below keeps it in step with MeowEvent.
import * as v from 'valibot';
import { int, parseEventWith, typesOf, perTableSize, seatOf, type SameType } from '../../../engine/event-schema';
import type { Checked } from '../../../engine/types';
import type { MeowEvent, MeowState } from './state';

const card = int(0, 51);
const suit = v.picklist([0, 1, 2, 3] as const);

const schemaFor = perTableSize((seats: number) => {
  const seat = seatOf(seats);
  return v.variant('type', [
    v.strictObject({ type: v.literal('PLAY'), seat, card }),
    v.strictObject({ type: v.literal('DRAW'), seat }),
    v.strictObject({ type: v.literal('PASS'), seat }),
    v.strictObject({ type: v.literal('WISH'), seat, suit }),
    v.strictObject({ type: v.literal('MEOW'), seat }),
  ]);
});

const inStep: SameType<v.InferOutput<ReturnType<typeof schemaFor>>, MeowEvent> = true;
void inStep;

/** Every event type of the game. */
export const MEOW_EVENT_TYPES = typesOf(schemaFor(2));

export function parseMeowEvent(raw: unknown, state: MeowState): Checked<MeowEvent> {
  return parseEventWith(schemaFor(state.seats), raw);
}
