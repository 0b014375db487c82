// The new-game screen's side of an online table, loaded when that screen opens (not with it): whether "Online"
// can be used now, and Start for a table with online seats (the server makes it and draws the seed; this device
// takes its people's seats, then the online screen shows the invite).
import type { PlayerInfo, Reason, Seat } from '../../engine/types';
import { registerTableText } from '../text';
import { registerOnlineText } from './text';
import { onlineAvailability } from './server';

export { onlineAvailability };

export async function startOnlineTable(table: { gameId: string; options: unknown; players: PlayerInfo[] }, mine: readonly Seat[]): Promise<{ ok: true; code: string } | { ok: false; reason: Reason }> {
  await Promise.all([registerTableText(), registerOnlineText()]);
  if (mine.length === 0) return { ok: false, reason: { key: 'online.needsPerson' } };
  // The SDK comes only now, when a table is really made.
  const { createOnlineTable } = await import('./connection');
  return createOnlineTable(table, mine);
}
