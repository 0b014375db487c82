// One online table: a Colyseus room holding the table host (src/table/host.ts) of one game. Each client of the
// room is one seat's device on a RoomLink, spoken to in the table protocol exactly as over WebRTC: the host invites
// it, it joins with its seat's token, and from then on gets only its own seat's view with client.send. The room
// has no synchronised state at all (hidden cards must never be one Schema field away from every client). Every
// accepted move is in the store before anybody hears of it; a room gone (a restart) comes back from its log when
// a client asks for it by its code.
import { CloseCode, ErrorCode, Room, ServerError, type Client } from '@colyseus/core';
import * as v from 'valibot';
import { chooseEvent } from '../src/ai/bots';
import { checkInput } from '../src/engine/door';
import { freshSeed } from '../src/engine/rng';
import { GameSession } from '../src/engine/session';
import type { GameEvent, PlayerInfo, Seat } from '../src/engine/types';
import { TableHost, type BotChooser } from '../src/table/host';
import type { BotPoolRequest } from './bot-pool';
import { loadGameKit, type GameKit } from './games';
import { RoomLink, TABLE_MESSAGE } from './room-link';
import { encodeReplay } from '../src/replay/code';
import type { Lang } from '../src/base/settings';
import { FINISHED_MESSAGE, TIME_UP_MESSAGE } from '../src/table/online/messages';
import { PROTOCOL_VERSION } from '../src/table/protocol';
import { LIVE, MOVE_HOURS, moveTimeMs, type Pace } from '../src/table/online/pace';
import type { TableRecord, TableStore } from './store';
import type { PushSender } from './push';
import { TurnPushes } from './turn-pushes';
import { ADMISSION, admits, classify, JoinSchema, WatchSchema, type AdmissionLimits, type Asking, type Unproven } from './admission';

export interface TableRoomDeps {
  store: TableStore;
  /** The game's rules, bot and words (./games.ts unless told). */
  kit?(gameId: string): Promise<GameKit>;
  /** A bot's move waits at least this long, so people can follow it. */
  paceMs?: number;
  /** Where bots think: a BotPool's worker threads (`npm run server`), so a hard bot holds up no other table; in this
   *  thread unless told (the tests: no workers to start and end). */
  chooseBot?(request: BotPoolRequest): Promise<GameEvent>;
  /** How long a dropped client's seat waits for the same connection to come back before it shows as away. */
  reconnectSeconds?: number;
  /** The most tables one process holds. */
  maxRooms?: number;
  /** A client sending more than this in a second is cut off (Colyseus closes it with an error). */
  maxMessagesPerSecond?: number;
  newCode?(): string;
  /** The most devices watching one table. */
  maxWatchers?: number;
  /** Who may wait in a table's room, and how long (./admission.ts; the tests shorten the times). */
  admission?: Partial<AdmissionLimits>;
  /** A new game's seed: random from crypto unless told (the tests pin it, so a game's length is the same each run). */
  newSeed?(): number;
  /** Where "your move" pushes go (./push.ts); none unless told. */
  push?: PushSender;
  /** Every message the host sends a seat, with the position it was sent from (the tests' check of what was told). */
  tap?(code: string, seat: Seat | null, message: unknown, state: unknown): void;
}

/** A new table: the game, its options and players as the new-game screen builds them. The seed is the server's. */
export interface CreateTableOptions {
  gameId: string;
  options: unknown;
  players: PlayerInfo[];
  /** Live unless told. */
  pace?: Pace;
}
/** A table brought back from its log (the server restarted, or its room was let go while nobody was there). */
export interface RestoreTableOptions {
  restore: string;
}
/** Which seat a client comes to take, with its token if it has one (it comes again over the link, in the protocol's
 *  join: the room's admission only classes the asker, ./admission.ts), or that it comes to watch the table: no
 *  seat, the public view. */
export type JoinTableOptions = { seat: number; token?: string } | { watch: true; lang: Lang };

const CODE_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const CODE_LENGTH = 10;
const CodeSchema = v.pipe(v.string(), v.regex(/^[0-9a-hjkmnp-tv-z]{10}$/));
const RestoreSchema = v.object({ restore: CodeSchema });
const seatNumber = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(15));
/** A new table's pace, as exact as the store keeps it. */
const PaceSchema = v.variant('kind', [
  v.strictObject({ kind: v.literal('live') }),
  v.strictObject({ kind: v.literal('days'), moveHours: v.picklist(MOVE_HOURS), standIn: v.boolean() }),
]);
const CreateSchema = v.object({
  gameId: v.pipe(v.string(), v.maxLength(40)), options: v.unknown(), players: v.pipe(v.array(v.unknown()), v.maxLength(16)),
  organiser: v.optional(seatNumber),
  pace: v.optional(PaceSchema),
});
/** Devices that may watch one table at once (a tablet as the table view, a few onlookers). */
const MAX_WATCHERS = 8;
/** Colyseus's own count never locks a table's room: ./admission.ts bounds who may wait in it. */
const NEVER_FULL = 100_000;

export const DEFAULT_RECONNECT_SECONDS = 20;
/** The close codes on which @colyseus/sdk reconnects (its Room.connect). */
const RECONNECTING_CODES = new Set<number>([CloseCode.GOING_AWAY, CloseCode.NO_STATUS_RECEIVED, CloseCode.ABNORMAL_CLOSURE, CloseCode.MAY_TRY_RECONNECT]);
const DEFAULT_MAX_ROOMS = 2_000;
/** A person's device sends a move or two a second at most; far more is a broken or hostile client. */
export const MAX_MESSAGES_PER_SECOND = 20;

/** A table's code: 50 random bits in a base-32 alphabet without look-alike letters (the invite link names it). */
export function newTableCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(CODE_LENGTH));
  return Array.from(bytes, (b) => CODE_ALPHABET[b & 31]).join('');
}

/** The tables open in this process, by code: one room per table, even when two clients bring it back at once. */
const open = new Set<string>();

/** The room type for a server: `defineRoom(tableRoom(deps))`. */
export function tableRoom(deps: TableRoomDeps): new () => TableRoom {
  return class extends TableRoom {
    protected override readonly deps = deps;
  };
}

export abstract class TableRoom extends Room {
  protected abstract readonly deps: TableRoomDeps;
  /** Public for the tests and the server's own checks; never sent anywhere. */
  session!: GameSession;
  host!: TableHost;
  /** The table's pushes, where the server sends any. */
  turnPushes: TurnPushes | null = null;
  private record!: TableRecord;
  /** When the log last changed (ms), as the store has it at the start, then as this room wrote it. */
  private movedAt = 0;
  private readonly links = new Map<string, RoomLink>();
  /** Each connection's class and address, and whether it has proven its place (a seat's welcome, or watching). */
  private readonly places = new Map<string, Unproven & { proven: boolean }>();
  /** The seats' tokens as the host last kept them (what the admission checks a returning device against). */
  private tokens: readonly (string | null)[] = [];

  /** Runs when a seat is reserved over HTTP, in the process that asked: the asker's address, for the room's
   *  admission (./gate.ts makes it the connection's own, unless told to trust a proxy). */
  static override async onAuth(_token: string, _options: unknown, context: { ip?: string }): Promise<{ address: string }> {
    return { address: context.ip ?? 'unknown' };
  }
  private replay: Promise<string | null> | null = null;
  /** Token writes, one after another (each writes every seat's token). */
  private tokenWrite: Promise<void> = Promise.resolve();

  override async onCreate(raw: unknown): Promise<void> {
    const { store } = this.deps;
    if (open.size >= (this.deps.maxRooms ?? DEFAULT_MAX_ROOMS)) throw refusal('online.serverFull');
    const restore = v.safeParse(RestoreSchema, raw);
    let record: TableRecord;
    let kit: GameKit;
    if (restore.success) {
      const code = restore.output.restore;
      if (open.has(code)) throw refusal('online.tableOpening');
      const loaded = await store.load(code);
      if (!loaded) throw refusal('online.noSuchTable', ErrorCode.MATCHMAKE_INVALID_ROOM_ID);
      record = loaded;
      kit = await this.kitFor(record.gameId);
    } else {
      const asked = v.safeParse(CreateSchema, raw);
      if (!asked.success) throw refusal('online.badTable');
      kit = await this.kitFor(asked.output.gameId);
      const input = checkInput(kit.def, { options: asked.output.options, seed: (this.deps.newSeed ?? freshSeed)(), players: asked.output.players });
      if (!input.ok) throw refusal(input.reason.key);
      if (!input.value.players.some((p) => p.kind === 'person')) throw refusal('online.badTable');
      const organiser = asked.output.organiser ?? null;
      if (organiser !== null && input.value.players[organiser]?.kind !== 'person') throw refusal('online.badTable');
      record = {
        code: (this.deps.newCode ?? newTableCode)(), gameId: kit.id, options: input.value.options, players: input.value.players,
        seed: input.value.seed, tokens: input.value.players.map(() => null), organiser, pace: asked.output.pace ?? LIVE,
        events: [], over: false, movedAt: Date.now(),
      };
      await store.create(record);
    }
    const resumed = GameSession.resume(kit.def, { options: record.options, seed: record.seed, players: record.players }, record.events);
    if (!resumed.ok || resumed.value.refused) throw refusal('online.brokenLog');
    if (open.has(record.code)) throw refusal('online.tableOpening');
    open.add(record.code);
    this.record = record;
    this.session = resumed.value.session;
    this.roomId = record.code;
    // Only by its code: never listed, never matched by joinOrCreate.
    await this.setPrivate(true);
    this.tokens = record.tokens;
    this.maxClients = NEVER_FULL;
    this.seatReservationTimeout = this.limits.reservationSeconds;
    this.admitReservations();
    this.maxMessagesPerSecond = this.deps.maxMessagesPerSecond ?? MAX_MESSAGES_PER_SECOND;
    this.host = new TableHost({
      def: kit.def, session: this.session, table: record.code, describe: kit.describe,
      chooseBot: this.botChooser(kit),
      adapter: async () => kit.adapter,
      record: (s) => this.moved(store.append(record.code, s.events.length - 1, s.events[s.events.length - 1], s.over)),
      cut: (s) => this.moved(store.cut(record.code, s.events.length)),
      // A seat's welcome carries its token: saved first, or a restarted server would not know it.
      keepTokens: (tokens) => this.keepTokens(tokens),
      waitsForPeople: kit.waitsForPeople,
      undoAnyMove: false, // each device takes back only its own moves, as at a table of phones
      tokens: record.tokens,
      organiser: record.organiser,
      maxWatchers: this.maxWatchers,
      paceMs: this.deps.paceMs ?? 0,
    });
    this.movedAt = record.movedAt;
    if (this.deps.push) {
      const table = { code: record.code, gameId: record.gameId, pace: record.pace, movedAt: () => this.movedAt };
      const pushes = (this.turnPushes = new TurnPushes(table, this.session, kit, store, this.deps.push));
      this.host.subscribe((change) => pushes.changed(change));
    }
    this.onMessage(TABLE_MESSAGE, (client, message) => this.links.get(client.sessionId)?.receive(message));
    // The game over, every device gets it whole as a replay code (nothing is hidden any more): each keeps it in its
    // own saves and may share it, as after a game on one device.
    this.host.subscribe((change) => {
      if (change.over) void this.finished().then((replay) => replay && this.broadcast(FINISHED_MESSAGE, { replay }));
    });
  }

  /** The finished game's replay code (made once), or null while it is not over. */
  private finished(): Promise<string | null> {
    if (!this.session.over) return Promise.resolve(null);
    this.replay ??= encodeReplay({ gameId: this.record.gameId, input: this.session.input, events: this.session.events })
      .then((r) => (r.ok ? r.value : null));
    return this.replay;
  }

  private get limits(): AdmissionLimits {
    return { ...ADMISSION, ...this.deps.admission };
  }

  private get maxWatchers(): number {
    return this.deps.maxWatchers ?? MAX_WATCHERS;
  }

  /** Colyseus reserves a seat (a matchmaking request) only for an asker the admission lets in; a returning
   *  connection's own seat (allowReconnection) is never refused. Colyseus has no hook for it but this method. */
  private admitReservations(): void {
    const room = this as unknown as { _reserveSeat(...args: unknown[]): Promise<boolean> };
    const reserve = room._reserveSeat.bind(this);
    room._reserveSeat = async (sessionId, options, auth, seconds, reconnecting, ...rest) => {
      if (reconnecting) return reserve(sessionId, options, auth, seconds, reconnecting, ...rest);
      const asking = classify(options, this.record.players, this.tokens);
      if (!admits(asking, addressOf(auth), this.unproven(), this.watching(), this.maxWatchers, this.limits)) return false;
      return reserve(sessionId, options, auth, seconds, reconnecting, ...rest);
    };
  }

  /** Reservations not taken up, and connections not yet in their seat. */
  private unproven(): Unproven[] {
    const reserved = (this as unknown as { _reservedSeats: Record<string, [unknown, unknown, boolean?, boolean?]> })._reservedSeats;
    const waiting: Unproven[] = [];
    for (const [sessionId, [options, auth, consumed, reconnecting]] of Object.entries(reserved)) {
      if (consumed || reconnecting || this.places.has(sessionId)) continue;
      waiting.push({ asking: classify(options, this.record.players, this.tokens), address: addressOf(auth) });
    }
    for (const place of this.places.values()) if (!place.proven) waiting.push(place);
    return waiting;
  }

  private watching(): number {
    return [...this.places.values()].filter((p) => p.asking.kind === 'watcher').length;
  }

  override onJoin(client: Client, raw: unknown): void {
    const code = this.record.code;
    const tap = this.deps.tap;
    const asking: Asking = classify(raw, this.record.players, this.tokens);
    const address = addressOf(client.auth);
    const watching = v.safeParse(WatchSchema, raw);
    if (watching.success) {
      const link = new RoomLink(client, { tap: tap && ((message) => tap(code, null, message, this.session.state)) });
      this.links.set(client.sessionId, link);
      this.places.set(client.sessionId, { asking, address, proven: true });
      this.host.watch(link, watching.output.lang);
    } else {
      const asked = v.safeParse(JoinSchema, raw);
      const seat = asked.success ? asked.output.seat : -1;
      if (this.record.players[seat]?.kind !== 'person') throw refusal('online.noSuchSeat');
      const place = { asking, address, proven: false };
      const link = new RoomLink(client, {
        tap: tap && ((message) => tap(code, seat, message, this.session.state)),
        welcomed: () => { place.proven = true; },
      });
      this.links.set(client.sessionId, link);
      this.places.set(client.sessionId, place);
      // A connection that never sends the protocol's join holds nothing for long.
      setTimeout(() => {
        if (place.proven || !link.open) return;
        link.send({ v: PROTOCOL_VERSION, type: 'refused', reason: { key: 'online.joinTooSlow' } });
        link.close();
      }, this.limits.proofSeconds * 1000).unref();
      this.host.connect(link, seat);
    }
    // A device that comes while a move's time is up is told so; one that comes to a finished table gets it whole.
    const late = this.timeUpSeats(Date.now());
    if (late.length > 0) client.send(TIME_UP_MESSAGE, { seats: late, at: this.session.events.length });
    void this.finished().then((replay) => replay && client.send(FINISHED_MESSAGE, { replay }));
  }

  /** The connection dropped without a goodbye (a locked phone, a lost network): the seat waits for it a while. */
  override onDrop(client: Client, code?: number): void {
    const link = this.links.get(client.sessionId);
    // Only where the SDK itself tries to reconnect, and only a device in its seat: a client cut off (too fast, too
    // large), refused, or never joined is let go at once.
    if (!link || !link.open || !this.places.get(client.sessionId)?.proven || !RECONNECTING_CODES.has(code ?? 0)) return;
    link.dropped();
    // Not awaited: onLeave follows if the grace runs out. Refused while the room is going (a shutdown): the same.
    Promise.resolve(this.allowReconnection(client, this.deps.reconnectSeconds ?? DEFAULT_RECONNECT_SECONDS)).catch(() => {});
  }

  override onReconnect(client: Client): void {
    this.links.get(client.sessionId)?.resumed(client);
  }

  override onLeave(client: Client): void {
    const link = this.links.get(client.sessionId);
    this.links.delete(client.sessionId);
    this.places.delete(client.sessionId);
    link?.left();
  }

  override onDispose(): void {
    this.host?.destroy();
    if (this.record) open.delete(this.record.code);
  }

  /** Over days, the seats asked whose move's time is up now (none while it is not). */
  private timeUpSeats(now: number): number[] {
    const moveMs = moveTimeMs(this.record.pace);
    if (moveMs === null || this.session.over || now < this.movedAt + moveMs) return [];
    return this.host.askedPeople();
  }

  /** A move's time is up (./deadlines.ts): every device is told whose, at this move of the log. */
  sayTimeUp(now = Date.now()): void {
    const seats = this.timeUpSeats(now);
    if (seats.length > 0) this.broadcast(TIME_UP_MESSAGE, { seats, at: this.session.events.length });
  }

  /** A move's time twice over (./deadlines.ts): the bot stands in for every asked person whose device is away.
   *  How many it stood in for. */
  async standInForAway(): Promise<number> {
    await this.host.idle();
    const presence = this.host.presence();
    const away = this.host.askedPeople().filter((seat) => presence[seat] === 'away');
    for (const seat of away) await this.host.standIn(seat, true);
    return away.length;
  }

  /** A move's write: the move's time runs from it. */
  private async moved(write: Promise<void>): Promise<void> {
    await this.stored(write);
    this.movedAt = Date.now();
  }

  /** A write the host waits for. Failed, the game in memory is ahead of its log: the room closes (nobody was told
   *  of the move), and the devices rejoin the table as its log has it. */
  private async stored(write: Promise<void>): Promise<void> {
    try {
      await write;
    } catch (error) {
      void this.disconnect(CloseCode.WITH_ERROR);
      throw error;
    }
  }

  private botChooser(kit: GameKit): BotChooser {
    const chooseBot = this.deps.chooseBot;
    if (!chooseBot) return async (r) => chooseEvent(kit.adapter, r.level, r.view as never, r.legal, r.seed).event;
    return (r) => chooseBot({ gameId: kit.id, level: r.level, view: r.view, legal: r.legal, seed: r.seed });
  }

  private kitFor(gameId: string): Promise<GameKit> {
    return (this.deps.kit ?? loadGameKit)(gameId).catch(() => {
      throw refusal('online.noSuchGame');
    });
  }

  /** The seats' tokens, one write after another; a write that fails closes the room (the table comes back from its
   *  log, with the tokens it had). */
  private keepTokens(tokens: readonly (string | null)[]): Promise<void> {
    this.tokens = [...tokens];
    this.tokenWrite = this.tokenWrite.catch(() => {}).then(() => this.stored(this.deps.store.setTokens(this.record.code, [...tokens])));
    return this.tokenWrite;
  }
}

/** The address an asker's reservation was made from (TableRoom.onAuth). */
function addressOf(auth: unknown): string {
  const address = (auth as { address?: unknown } | null | undefined)?.address;
  return typeof address === 'string' ? address : 'unknown';
}

/** A refusal the client shows in words: the message is a translation key. */
function refusal(key: string, code: number = ErrorCode.APPLICATION_ERROR): ServerError {
  return new ServerError(code, key);
}
