// Moeraki-Kemu's event schema: what the door lets through to `explain` (a known type, seat 0 or 1, a hollow of
// the 57, one of the Tane's four facings, no unknown fields). SameType below keeps it in step with MoerakiEvent.
import * as v from 'valibot';
import { int, parseEventWith, typesOf, seatOf, type SameType } from '../../../engine/event-schema';
import type { Checked } from '../../../engine/types';
import { HOLLOWS } from './geometry';
import type { MoerakiEvent, MoerakiState } from './state';

const seat = seatOf(2);
const hollow = int(0, HOLLOWS.length - 1);
const facing = v.picklist([0, 1, 2, 3] as const);

const schema = v.variant('type', [
  v.strictObject({ type: v.literal('PLACE_BALL'), seat, hollow }),
  v.strictObject({ type: v.literal('PLACE'), seat, hollow }),
  v.strictObject({ type: v.literal('PLACE_TANE'), seat, facing }),
  v.strictObject({ type: v.literal('DECLINE_TANE'), seat }),
  v.strictObject({ type: v.literal('NEXT_GAME'), seat }),
]);

const inStep: SameType<v.InferOutput<typeof schema>, MoerakiEvent> = true;
void inStep;

/** Every event type of the game. */
export const MOERAKI_EVENT_TYPES = typesOf(schema);

export function parseMoerakiEvent(raw: unknown, _state: MoerakiState): Checked<MoerakiEvent> {
  return parseEventWith(schema, raw);
}
