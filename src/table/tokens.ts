// The seats a phone has held: its token per table and seat, kept on the phone so a reload or a walk out of range
// rejoins the same seat. Read back through a check (whatever is in storage may be damaged); a phone keeps at most
// the newest few tables.
import type { Seat } from '../engine/types';

const KEY = 'nine-lives.seat-tokens';
const MAX_TABLES = 20;
const TOKEN = /^[A-Za-z0-9_-]{8,64}$/;

interface Kept { table: string; seat: Seat; token: string }

function read(): Kept[] {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    if (!Array.isArray(raw)) return [];
    return raw.filter((k): k is Kept => typeof k === 'object' && k !== null && typeof k.table === 'string' && k.table.length <= 80
      && Number.isInteger(k.seat) && k.seat >= 0 && k.seat < 16 && typeof k.token === 'string' && TOKEN.test(k.token));
  } catch {
    return [];
  }
}

/** The token this phone was given for `seat` at `table`, or null. */
export function seatToken(table: string, seat: Seat): string | null {
  return read().find((k) => k.table === table && k.seat === seat)?.token ?? null;
}

export function keepSeatToken(table: string, seat: Seat, token: string): void {
  const kept = [{ table, seat, token }, ...read().filter((k) => !(k.table === table && k.seat === seat))].slice(0, MAX_TABLES);
  try {
    localStorage.setItem(KEY, JSON.stringify(kept));
  } catch {
    // Storage full or refused: the phone can still play; a rejoin then needs the host to free the seat.
  }
}

/** The seats this device holds at `table` (a reload, or an invite link opened again, takes them back). */
export function seatsHeld(table: string): Seat[] {
  return read().filter((k) => k.table === table).map((k) => k.seat).sort((a, b) => a - b);
}

/** Every seat this device holds a token for, newest first (Your tables asks the server with them). */
export function allSeatTokens(): { table: string; seat: Seat; token: string }[] {
  return read();
}
