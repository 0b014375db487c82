// Start for a table with online seats, loaded by the new-game screen only then: the server makes the table and
// draws the seed; this device takes its people's seats, then the online screen shows the invite.
import type { PlayerInfo, Reason, Seat } from '../../engine/types';
import { registerTableText } from '../text';
import { registerOnlineText } from './text';
import type { Pace } from './pace';

export async function startOnlineTable(table: { gameId: string; options: unknown; players: PlayerInfo[]; pace: Pace }, mine: readonly Seat[]): Promise<{ ok: true; code: string } | { ok: false; reason: Reason }> {
  await Promise.all([registerTableText(), registerOnlineText()]);
  if (mine.length === 0) return { ok: false, reason: { key: 'online.needsPerson' } };
  // The SDK comes only now, when a table is really made.
  const { createOnlineTable } = await import('./connection');
  return createOnlineTable(table, mine);
}
