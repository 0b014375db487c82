// Building blocks for each game's event schema (src/games/<id>/events.ts) and the one way a schema's verdict
// becomes a Reason. Events are strict objects: a known type, the seat and every index an integer in range,
// no unknown fields. The clean event that comes out is a fresh object in the schema's key order.
import * as v from 'valibot';
import type { Checked, GameEvent } from './types';

/** An integer from `min` to `max` (a seat, a column, a cell, a card id). */
export const int = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));

/** A seat at a table of `seats`. */
export const seatOf = (seats: number) => int(0, seats - 1);

/** Schemas per table size, built once: a seat's range depends on how many sit at the table. */
export function perTableSize<T>(build: (seats: number) => T): (seats: number) => T {
  const made = new Map<number, T>();
  return (seats) => {
    let schema = made.get(seats);
    if (schema === undefined) made.set(seats, (schema = build(seats)));
    return schema;
  };
}

/** The event types a game's variant schema knows, read from the schema itself (tests use the list). */
export function typesOf(schema: { options: readonly { entries: { type: { literal: string } } }[] }): string[] {
  return schema.options.map((o) => o.entries.type.literal);
}

/** Type-level proof that a schema's output is exactly a game's Event union (`true` compiles, anything else not). */
export type SameType<A, B> = (<T>() => T extends A ? 1 : 2) extends (<T>() => T extends B ? 1 : 2) ? true : false;

/** An object made by a literal or JSON.parse (no class, no array): what an event, or a message, must be. */
export function isPlainObject(x: unknown): x is Record<string, unknown> {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) return false;
  const proto: unknown = Object.getPrototypeOf(x);
  return proto === Object.prototype || proto === null;
}

/** The raw event through the schema: the clean event (keys holding `undefined` dropped), or why not. */
export function parseEventWith<E extends GameEvent>(schema: v.GenericSchema<unknown, E>, raw: unknown): Checked<E> {
  if (!isPlainObject(raw)) return { ok: false, reason: { key: 'engine.badEvent' } };
  const r = v.safeParse(schema, raw, { abortEarly: true });
  if (r.success) {
    const clean = r.output as Record<string, unknown>;
    for (const k of Object.keys(clean)) if (clean[k] === undefined) delete clean[k];
    return { ok: true, value: clean as E };
  }
  const field = v.getDotPath(r.issues[0]) ?? '';
  if (field === 'type') return { ok: false, reason: { key: 'engine.unknownEvent' } };
  if (field === 'seat') return { ok: false, reason: { key: 'engine.badSeat' } };
  return { ok: false, reason: { key: 'engine.badEvent', params: { field } } };
}
