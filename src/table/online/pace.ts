// How an online table is paced, chosen when it is made and kept in its log: "live" (everyone at their screens at
// once, as before) or "over days" (a move when a player has a minute, with a time per move; the seat asked is told
// on its phone). Shared by the new-game screen, the invite, Your tables and the server.
/** The times per move a table over days offers, in hours. */
export const MOVE_HOURS = [12, 24, 72] as const;
export type MoveHours = (typeof MOVE_HOURS)[number];

export type Pace =
  | { kind: 'live' }
  /** `standIn`: when a move's time has run out and a second period passes, a bot plays the seat until its person
   *  comes back (the organiser may do it sooner, or wait). */
  | { kind: 'days'; moveHours: MoveHours; standIn: boolean };

export const LIVE: Pace = { kind: 'live' };

/** A pace as stored or sent; anything else (an older table without one) is live. Checked by hand, not with a
 *  schema: the app's first screens read it, and carry no more code than they need. */
export function paceOf(raw: unknown): Pace {
  const p = raw as { kind?: unknown; moveHours?: unknown; standIn?: unknown } | null | undefined;
  if (p?.kind !== 'days' || !MOVE_HOURS.includes(p.moveHours as MoveHours) || typeof p.standIn !== 'boolean') return LIVE;
  return { kind: 'days', moveHours: p.moveHours as MoveHours, standIn: p.standIn };
}

/** A move's time, in milliseconds; null for a live table. */
export function moveTimeMs(pace: Pace): number | null {
  return pace.kind === 'days' ? pace.moveHours * 3_600_000 : null;
}
