// What to light on the Mauwi table for the moves since your last turn: the columns played on, blocked, attacked
// or moved from and to, the discard pile when a hand was thrown away or an attack answered, and the seats that
// moved. Only public fields: a gain's face-down nine is never read.
import type { MauwiEvent } from '../rules/state';
import type { MauwiView } from '../rules/view';

export interface MauwiRecent {
  columns: { seat: number; column: number }[];
  discard: boolean;
  seats: number[];
}

export const NO_RECENT: MauwiRecent = { columns: [], discard: false, seats: [] };

export function recentTargets(events: readonly MauwiEvent[], view: MauwiView): MauwiRecent {
  const out: MauwiRecent = { columns: [], discard: false, seats: [] };
  const column = (seat: number, col: number) => {
    if (seat < 0 || seat >= view.seats || col < 0 || col >= (view.areas[seat]?.length ?? 0)) return;
    if (!out.columns.some((c) => c.seat === seat && c.column === col)) out.columns.push({ seat, column: col });
  };
  // The column under attack: the attack's own, or the open chain's when the attack came before your last move.
  let attacked: { seat: number; column: number } | null = view.chain ? { seat: view.chain.defender, column: view.chain.column } : null;
  for (const e of events) {
    switch (e.type) {
      case 'PLACE': case 'UNBLOCK': case 'PLACE_GAIN': column(e.seat, e.column); break;
      case 'BLOCK': case 'NINOX': column(e.target, e.column); break;
      case 'ATTACK': attacked = { seat: e.target, column: e.column }; column(e.target, e.column); break;
      case 'KIWI': column(e.fromSeat, e.fromColumn); column(e.toSeat, e.toColumn); break;
      case 'DEFEND': case 'RENEW': case 'TUATARA':
        if (attacked) column(attacked.seat, attacked.column);
        if (e.type === 'DEFEND') out.discard = true;
        break;
      case 'DISCARD_HAND': out.discard = true; break;
      case 'GIVE_UP': break;
    }
    if (e.seat >= 0 && e.seat < view.seats && e.seat !== view.viewer && !out.seats.includes(e.seat)) out.seats.push(e.seat);
  }
  return out;
}
