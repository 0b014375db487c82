// This device's connections to online tables, over @colyseus/sdk (loaded with this module, only when a player goes
// online): a table created from the new-game screen, with a room per person playing on this device, and a seat
// taken or taken back at a table by its code. Each seat is its own room connection, as each phone would be.
import { ColyseusSDK } from '@colyseus/sdk';
import type { PlayerInfo, Reason, Seat } from '../../engine/types';
import { createTable, joinTable, SdkLink, type Watch } from './sdk-link';
import { onlineEndpoint, serverReason } from './server';
import { seatToken } from '../tokens';
import type { Pace } from './pace';

/** How long taking a seat may take before it counts as "no server answers". */
const TAKE_SEAT_TIMEOUT_MS = 15_000;

let client: ColyseusSDK | null = null;
function sdk(): ColyseusSDK {
  // Cookies only to the app's own origin (a proxy's sticky session), never to a server elsewhere (the SDK sends them
  // everywhere by default): a seat's token is its only key, and the server never allows credentials (server/gate.ts).
  return (client ??= new ColyseusSDK(onlineEndpoint(), { fetchFn: (url, init) => fetch(url, { ...init, credentials: 'same-origin' }) }));
}

/** The links of a table this device just created, until its screen takes them. */
const created = new Map<string, Map<Seat, SdkLink>>();

export interface NewOnlineTable {
  gameId: string;
  options: unknown;
  players: PlayerInfo[];
  pace?: Pace;
}

/** Makes the table on the server (it draws the seed and keeps the log) and takes this device's seats at it. */
export async function createOnlineTable(table: NewOnlineTable, mine: readonly Seat[]): Promise<{ ok: true; code: string } | { ok: false; reason: Reason }> {
  const links = new Map<Seat, SdkLink>();
  try {
    const first = await createTable(sdk(), table, mine[0]);
    links.set(mine[0], new SdkLink(first));
    for (const seat of mine.slice(1)) links.set(seat, new SdkLink(await joinTable(sdk(), first.roomId, seat)));
    created.set(first.roomId, links);
    return { ok: true, code: first.roomId };
  } catch (error) {
    for (const link of links.values()) link.close();
    return { ok: false, reason: serverReason(error) };
  }
}

/** The seats of a table created here, for its screen (once). */
export function takeCreated(code: string): Map<Seat, SdkLink> | null {
  const links = created.get(code) ?? null;
  created.delete(code);
  return links;
}

/** Takes (or takes back, with this device's token) `seat` at the table `code`, or watches it; a table its server
 *  let go of (a restart) is brought back from its log. */
export async function takeSeat(code: string, seat: Seat | Watch): Promise<{ ok: true; link: SdkLink } | { ok: false; reason: Reason }> {
  // Nothing may hang: a server that takes the connection and never answers is "no server" after a while (a room
  // that comes later is left at once).
  let timer: ReturnType<typeof setTimeout> | undefined;
  const joining = joinTable(sdk(), code, typeof seat === 'number' ? { seat, token: seatToken(code, seat) } : seat);
  const late = new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new Error('online.noServer')), TAKE_SEAT_TIMEOUT_MS); });
  try {
    return { ok: true, link: new SdkLink(await Promise.race([joining, late])) };
  } catch (error) {
    joining.then((room) => room.leave(true), () => {}).catch(() => {});
    return { ok: false, reason: serverReason(error) };
  } finally {
    clearTimeout(timer);
  }
}
