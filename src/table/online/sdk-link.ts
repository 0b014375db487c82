// The device's end of an online seat: a Link (../link.ts) over a @colyseus/sdk room, for a TableGuest (../guest.ts),
// and how a device reaches its table by code: the room if it is open, else the table brought back from its log.
// The app loads it (with @colyseus/sdk) only when a player goes online; the server's tests use it as the devices.
import { ErrorCode, type ColyseusSDK, type Room } from '@colyseus/sdk';
import { LinkEnd } from '../link';
import { FINISHED_MESSAGE, TABLE_MESSAGE, TIME_UP_MESSAGE } from './messages';
import type { Pace } from './pace';

const ROOM_NAME = 'table';

/** How long a dropped connection may try to come back on its own before the link gives up (the device then
 *  takes its seat back with its token: a restarted server never answers a reconnection to a room it lost). */
const DROP_LIMIT_MS = 25_000;
const RECONNECT_MAX_DELAY_MS = 2_000;

/** A link over a joined room. Make it right after the join resolves: the host's invite follows at once. */
export class SdkLink extends LinkEnd {
  private dropTimer: ReturnType<typeof setTimeout> | undefined;
  private heardFinished!: (replay: string) => void;
  /** The finished game's replay code, once the room sends it (a code still to pass the door: decodeReplay). */
  readonly finished = new Promise<string>((resolve) => { this.heardFinished = resolve; });

  /** Over days: the seats whose move's time is up, and at which move of the log; null until the room says so. */
  timeUp: { seats: number[]; at: number } | null = null;
  onTimeUp: (() => void) | null = null;

  constructor(readonly room: Room, dropLimitMs = DROP_LIMIT_MS) {
    super();
    // The SDK's tries come at most 2 s apart (5 s by default): a restarted server is back in a few seconds, and the
    // try that finds it tells the device to take its seat back at once.
    room.reconnection.maxDelay = RECONNECT_MAX_DELAY_MS;
    // Kept until the guest listens: the host's invite comes as soon as the room is joined.
    room.onMessage(TABLE_MESSAGE, (message: unknown) => {
      if (!this.closed) this.deliver(message);
    });
    // A drop is not a close: the SDK reconnects on its own (and queues what is sent meanwhile); onLeave is final.
    room.onMessage(FINISHED_MESSAGE, (message: unknown) => {
      const replay = (message as { replay?: unknown } | null)?.replay;
      if (typeof replay === 'string') this.heardFinished(replay);
    });
    room.onMessage(TIME_UP_MESSAGE, (message: unknown) => {
      const { seats, at } = (message ?? {}) as { seats?: unknown; at?: unknown };
      if (Array.isArray(seats) && seats.every((s) => Number.isInteger(s) && s >= 0 && s < 16) && Number.isInteger(at)) this.timeUp = { seats: seats as number[], at: at as number };
      this.onTimeUp?.();
    });
    room.onLeave(() => this.shut());
    room.onDrop(() => {
      this.dropTimer ??= setTimeout(() => this.close(), dropLimitMs);
    });
    room.onReconnect(() => {
      clearTimeout(this.dropTimer);
      this.dropTimer = undefined;
    });
  }

  protected override shut(): boolean {
    if (!super.shut()) return false;
    clearTimeout(this.dropTimer);
    return true;
  }

  send(message: unknown): boolean {
    if (this.closed) return false;
    this.room.send(TABLE_MESSAGE, message);
    return true;
  }

  close(): void {
    if (this.closed) return;
    this.shut();
    void this.room.leave(true).catch(() => {});
  }
}

/** A device that comes to watch a table rather than take a seat (its move log in its language). */
export interface Watch {
  watch: true;
  lang: string;
}

/** Creates a table and takes `seat` at it: this device is the table's organiser. The room's id is the table's code. */
export function createTable(sdk: ColyseusSDK, table: { gameId: string; options: unknown; players: unknown[]; pace?: Pace }, seat: number): Promise<Room> {
  return sdk.create(ROOM_NAME, { ...table, seat, organiser: seat });
}

/** A seat to take, with this device's token for it when it has one: the room lets a seat's own device in however
 *  many strangers wait (server/admission.ts). */
export interface SeatAsked {
  seat: number;
  token: string | null;
}

/** Takes `seat` at the table `code` (or watches it): its room, or (a restarted server, a room let go) the table
 *  brought back from its log. Two devices bringing it back at once: one does, the other joins it. */
export async function joinTable(sdk: ColyseusSDK, code: string, as: number | SeatAsked | Watch, attempts = 3): Promise<Room> {
  const options = typeof as === 'number' ? { seat: as } : 'seat' in as ? { seat: as.seat, ...(as.token ? { token: as.token } : {}) } : as;
  for (let i = 1; ; i++) {
    try {
      return await sdk.joinById(code, options);
    } catch (error) {
      const { code: errorCode, message } = error as { code?: unknown; message?: unknown };
      // Listed for a process that died (several processes on Redis): once it is noticed gone, the table is brought
      // back from its log by the next try.
      if (String(message).endsWith('is not available.') && i < attempts) continue;
      // Not open in any process (a locked room, one full of clients, answers the same code: not brought back).
      if (errorCode !== ErrorCode.MATCHMAKE_INVALID_ROOM_ID || !String(message).endsWith('not found')) throw error;
    }
    try {
      return await sdk.create(ROOM_NAME, { restore: code, ...options });
    } catch (error) {
      if ((error as { message?: unknown }).message !== 'online.tableOpening' || i >= attempts) throw error;
      await new Promise((r) => setTimeout(r, 100 * i));
    }
  }
}
