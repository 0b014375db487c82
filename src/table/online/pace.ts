// How an online table is paced, chosen when it is made and kept in its log: "live" (everyone at their screens at
// once, as before) or "over days" (a move when a player has a minute, with a time per move; the seat asked is told
// on its phone). Shared by the new-game screen, the invite, Your tables and the server.
import * as v from 'valibot';

/** The times per move a table over days offers, in hours. */
export const MOVE_HOURS = [12, 24, 72] as const;
export type MoveHours = (typeof MOVE_HOURS)[number];

export type Pace =
  | { kind: 'live' }
  /** `standIn`: when a move's time has run out and a second period passes, a bot plays the seat until its person
   *  comes back (the organiser may do it sooner, or wait). */
  | { kind: 'days'; moveHours: MoveHours; standIn: boolean };

export const LIVE: Pace = { kind: 'live' };

export const PaceSchema = v.variant('kind', [
  v.strictObject({ kind: v.literal('live') }),
  v.strictObject({ kind: v.literal('days'), moveHours: v.picklist(MOVE_HOURS), standIn: v.boolean() }),
]);

/** A pace as stored or sent; anything else (an older table without one) is live. */
export function paceOf(raw: unknown): Pace {
  const parsed = v.safeParse(PaceSchema, raw);
  return parsed.success ? parsed.output : LIVE;
}

/** A move's time, in milliseconds; null for a live table. */
export function moveTimeMs(pace: Pace): number | null {
  return pace.kind === 'days' ? pace.moveHours * 3_600_000 : null;
}
