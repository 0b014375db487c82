// The turn timer as plain data over a clock: start, pause, reset, and how much time is left. The screen asks
// for `remaining(now)` on each animation frame; nothing here keeps time itself.
export interface TurnTimer {
  /** The length of one turn. */
  durationMs: number;
  /** Time already used before the current run (counts while paused). */
  usedMs: number;
  /** When the current run started, or null while stopped. */
  since: number | null;
}

export const TIMER_MIN_SECONDS = 5;
export const TIMER_MAX_SECONDS = 600;
export const TIMER_DEFAULT_SECONDS = 60;

export const newTimer = (seconds = TIMER_DEFAULT_SECONDS): TurnTimer => ({ durationMs: seconds * 1000, usedMs: 0, since: null });

export const isRunning = (t: TurnTimer): boolean => t.since !== null;

export function usedMs(t: TurnTimer, now: number): number {
  return t.usedMs + (t.since === null ? 0 : Math.max(0, now - t.since));
}

export const remainingMs = (t: TurnTimer, now: number): number => Math.max(0, t.durationMs - usedMs(t, now));
export const isDone = (t: TurnTimer, now: number): boolean => remainingMs(t, now) === 0;

export function start(t: TurnTimer, now: number): TurnTimer {
  if (t.since !== null) return t;
  // Starting a finished timer starts a new turn.
  return isDone(t, now) ? { ...t, usedMs: 0, since: now } : { ...t, since: now };
}

export const pause = (t: TurnTimer, now: number): TurnTimer => (t.since === null ? t : { ...t, usedMs: usedMs(t, now), since: null });

export const reset = (t: TurnTimer): TurnTimer => ({ ...t, usedMs: 0, since: null });

/** A new turn at once: reset and run. */
export const nextTurn = (t: TurnTimer, now: number): TurnTimer => ({ ...t, usedMs: 0, since: now });

export function withSeconds(t: TurnTimer, seconds: number): TurnTimer {
  const s = Math.min(TIMER_MAX_SECONDS, Math.max(TIMER_MIN_SECONDS, Math.round(seconds)));
  return { ...t, durationMs: s * 1000 };
}

/** m:ss of the time left, rounded up so the display shows 0:00 only at the end. */
export function formatClock(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}
