// Pocket Cats' event schema: what the door lets through to `explain` (a known type, seat 0 or 1, a cell of the
// 5 × 5 grid, a clan of the box, no unknown fields). SameType below keeps it in step with PocketCatsEvent.
import * as v from 'valibot';
import { int, parseEventWith, typesOf, seatOf, type SameType } from '../../../engine/event-schema';
import type { Checked } from '../../../engine/types';
import { CLAN_IDS } from './data';
import { CELLS } from './grid';
import type { PocketCatsEvent, PocketCatsState } from './state';

const seat = seatOf(2);
const cell = int(0, CELLS - 1);
const clan = v.picklist(CLAN_IDS);

const schema = v.variant('type', [
  v.strictObject({ type: v.literal('CHOOSE_CLAN'), seat, clan }),
  v.strictObject({ type: v.literal('FLIP'), seat, cell }),
  v.strictObject({ type: v.literal('SWAP'), seat, cell }),
  v.strictObject({ type: v.literal('CLAN_SWAP'), seat, cell }),
  v.strictObject({ type: v.literal('STAY'), seat }),
  v.strictObject({ type: v.literal('MOVE_PREY'), seat, from: cell, to: cell }),
  v.strictObject({ type: v.literal('TURN_DOG'), seat, cell, clockwise: v.boolean() }),
  v.strictObject({ type: v.literal('SKIP_EFFECT'), seat }),
  v.strictObject({ type: v.literal('NEXT_GAME'), seat }),
]);

const inStep: SameType<v.InferOutput<typeof schema>, PocketCatsEvent> = true;
void inStep;

/** Every event type of the game. */
export const POCKET_CATS_EVENT_TYPES = typesOf(schema);

export function parsePocketCatsEvent(raw: unknown, _state: PocketCatsState): Checked<PocketCatsEvent> {
  return parseEventWith(schema, raw);
}
