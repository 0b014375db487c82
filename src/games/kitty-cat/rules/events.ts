// Kitty Cat's event schema: what the door lets through to `explain` (a known type, the seat at this table, card
// ids of the 36-card deck, no unknown fields). SameType below keeps it in step with KittyEvent.
import * as v from 'valibot';
import { int, parseEventWith, typesOf, perTableSize, seatOf, type SameType } from '../../../engine/event-schema';
import type { Checked } from '../../../engine/types';
import { rankOf } from '../../shared/cards';
import { RULES } from './constants';
import type { KittyEvent, KittyState } from './state';

/** A card of the 6-to-ace deck. */
const card = v.pipe(int(0, 51), v.check((c) => rankOf(c) >= RULES.lowRank));

const schemaFor = perTableSize((seats: number) => {
  const seat = seatOf(seats);
  return v.variant('type', [
    v.strictObject({ type: v.literal('KEEP_SET'), seat }),
    v.strictObject({ type: v.literal('TAKE_BLIND'), seat }),
    v.strictObject({ type: v.literal('SWAP_ONE'), seat, hand: card, middle: card }),
    v.strictObject({ type: v.literal('SWAP_ALL'), seat }),
    v.strictObject({ type: v.literal('PASS'), seat }),
    v.strictObject({ type: v.literal('KNOCK'), seat }),
    v.strictObject({ type: v.literal('HISS'), seat }),
    v.strictObject({ type: v.literal('NEXT_ROUND'), seat }),
  ]);
});

const inStep: SameType<v.InferOutput<ReturnType<typeof schemaFor>>, KittyEvent> = true;
void inStep;

/** Every event type of the game. */
export const KITTY_EVENT_TYPES = typesOf(schemaFor(2));

export function parseKittyEvent(raw: unknown, state: KittyState): Checked<KittyEvent> {
  return parseEventWith(schemaFor(state.seats), raw);
}
