// Mauwi's event schema: what the door lets through to `explain` (a known type, every seat at this table, card
// ids of the game's 109, columns A to D, a joker's value 1 to 8, no unknown fields). SameType below keeps it
// in step with MauwiEvent.
import * as v from 'valibot';
import { int, parseEventWith, typesOf, perTableSize, seatOf, type SameType } from '../../../engine/event-schema';
import type { Checked } from '../../../engine/types';
import { CARD_IDS } from './cards';
import { RULES } from './constants';
import type { MauwiEvent, MauwiState } from './state';

const card = int(0, CARD_IDS - 1);
const column = int(0, RULES.columns - 1);
/** The warrior value a joker is announced as. */
const as = v.optional(int(1, 8));

const schemaFor = perTableSize((seats: number) => {
  const seat = seatOf(seats);
  return v.variant('type', [
    v.strictObject({ type: v.literal('PLACE'), seat, card, column, as }),
    v.strictObject({ type: v.literal('BLOCK'), seat, card, target: seat, column }),
    v.strictObject({ type: v.literal('UNBLOCK'), seat, card, column, as }),
    v.strictObject({ type: v.literal('ATTACK'), seat, card, target: seat, column, as }),
    v.strictObject({ type: v.literal('DEFEND'), seat, card }),
    v.strictObject({ type: v.literal('RENEW'), seat, card }),
    v.strictObject({ type: v.literal('GIVE_UP'), seat }),
    v.strictObject({ type: v.literal('TUATARA'), seat, card }),
    v.strictObject({ type: v.literal('KIWI'), seat, card, fromSeat: seat, fromColumn: column, toSeat: seat, toColumn: column }),
    v.strictObject({ type: v.literal('NINOX'), seat, card, target: seat, column }),
    v.strictObject({ type: v.literal('PLACE_GAIN'), seat, column, nine: v.optional(card) }),
    v.strictObject({ type: v.literal('DISCARD_HAND'), seat }),
  ]);
});

const inStep: SameType<v.InferOutput<ReturnType<typeof schemaFor>>, MauwiEvent> = true;
void inStep;

/** Every event type of the game. */
export const MAUWI_EVENT_TYPES = typesOf(schemaFor(2));

export function parseMauwiEvent(raw: unknown, state: MauwiState): Checked<MauwiEvent> {
  return parseEventWith(schemaFor(state.seats), raw);
}
