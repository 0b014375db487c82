// The table host: runs one game (the same session, chart, door, bots and save as a game on one device) for seats
// whose players sit at other devices, each joined over a link (link.ts) and spoken to in the table protocol
// (protocol.ts). Who is asked to act is answering.ts's, as on one device: people first, an answer that only gives
// way held while others may still answer, the first accepted answer wins. A seat whose device went away waits for
// it, or the host hands it to a bot until the device comes back. Everything a guest sends goes through the
// protocol's check, then the game's door; everything it receives is its own seat's view. Undo is the host's too
// (undo-policy.ts): a seat takes back its own last moves until another person acted or something hidden was
// revealed; every undo starts a new generation, and nothing asked for before it (a bot's answer, a device's move
// sent on the older table) is accepted after it.
import type { GameSession } from '../engine/session';
import { attemptReason } from '../engine/door';
import type { AnyGameDefinition, GameEvent, PlayerInfo, Reason, Seat } from '../engine/types';
import type { AiLevel, AnyBotAdapter } from '../ai/types';
import { afterSay, answeringSeats, holdsBack, mayAnswer, nextStep, NEW_ROUND, type AnswerRound } from './answering';
import { botsAnswer, type BotRequest } from './bot-answers';
import { MoveLog, OPENING, type Describe } from './move-log';
import { recentMoves } from './recent-moves';
import { undoKeep, undoSeats } from './undo-policy';
import { inLanguage, loadLanguage } from '../base/i18n';
import type { Lang } from '../base/settings';
import type { GameId } from '../games/index';
import type { Link } from './link';
import {
  parseGuestMessage, PROTOCOL_VERSION, type EventMessage, type GuestMessage, type HostMessage, type Parsed, type LetAnswerMessage,
  type LogEntryWords, type Presence, type ReleaseMessage, type StandInMessage, type UndoMessage, type UpdateMessage,
} from './protocol';

/** A bot's choice for one seat, from that seat's view and legal events only (the worker in the app). */
export type BotChooser = (request: BotRequest) => Promise<GameEvent>;

export interface TableHostOptions {
  def: AnyGameDefinition;
  /** The running game, new or resumed from the host's save. */
  session: GameSession;
  /** The table's id: the host's save id (a device keeps its token per table). */
  table: string;
  /** The game's words for a position (GameModule.describe), for each seat's move log. */
  describe: Describe;
  chooseBot: BotChooser;
  /** The game's bot adapter, to weigh several answers to one position (its `yields`). */
  adapter(): Promise<AnyBotAdapter>;
  /** Saves the session's newest event; the host waits for it before anybody is shown the move. */
  record(session: GameSession): Promise<void>;
  /** Saves the seats' tokens; the host waits for it before a device is welcomed with its token (a host restarted
   *  from its save must know every token a device holds). */
  keepTokens?(tokens: readonly (string | null)[]): Promise<void>;
  /** Saves an undo: the log cut to the session's events (the host waits for it too). */
  cut?(session: GameSession): Promise<void>;
  /** Stops the bots' thinking (an undo: their answers would be dropped anyway). */
  cancelBots?(): void;
  /** A bot's move that waits for a person's tap before it is played (Moeraki's next game after a bot won one):
   *  any person at the table may tap for it. */
  waitsForPeople?(state: unknown): boolean;
  /** People playing a game with nothing hidden may undo any number of anybody's moves (GameFacts.undo). */
  undoAnyMove?: boolean;
  /** The seats' tokens from the host's save (a restarted host knows its phones): null for a seat never joined. */
  tokens?: readonly (string | null)[];
  /** A bot's move waits at least this long, so people can follow it. */
  paceMs?: number;
  /** The level of a bot standing in for an away person. */
  standInLevel?: AiLevel;
  /** The seat whose device organises the table (an online table's creator): it may hand an away seat to a bot and
   *  back over the protocol. None unless told: at a table of devices the host's own screen does it. */
  organiser?: Seat | null;
  /** The most devices that may watch the table at once (a tablet as the table view, onlookers). */
  maxWatchers?: number;
  newToken?(): string;
}

/** What the host's own screen follows: the seats' presence, and whether the game moved or ended. */
export interface HostChange {
  presence: Presence[];
  at: number;
  over: boolean;
  /** The people asked to act now (their turn, a defence, an offer); none once the game is over. */
  asked: Seat[];
}

interface Joined {
  link: Link;
  lang: Lang;
  /** The newest log index this device has (OPENING - 1: none yet). */
  logSent: number;
  /** What the device was last sent, to send nothing twice. */
  shown: string;
}

const NONE_SENT = OPENING - 1;
const MAX_WATCHERS = 8;
/** A message that asks nothing of the host (an unparsable one) is answered only when it names an attempt. */
const idOf = (raw: unknown): number | null => {
  const id = (raw as { id?: unknown } | null)?.id;
  return typeof id === 'number' && Number.isInteger(id) && id >= 0 ? id : null;
};

export class TableHost {
  private readonly def: AnyGameDefinition;
  private readonly session: GameSession;
  private readonly players: PlayerInfo[];
  private readonly tokens: (string | null)[];
  private readonly joined: (Joined | null)[];
  /** Links paired for a seat whose device has not said who it is yet. */
  private readonly pending = new Map<Link, Seat>();
  private readonly standIns = new Set<Seat>();
  /** Devices watching the table: no seat, the public view. */
  private readonly watchers: Joined[] = [];
  private readonly log: MoveLog;
  private round: AnswerRound = NEW_ROUND;
  private roundAt = '';
  /** One more after every undo: an attempt, or a bot's answer, from an older generation is for another table. */
  private generation = 0;
  private queue: Promise<void> = Promise.resolve();
  /** The position the bots are thinking about, or null. */
  private thinking: string | null = null;
  private destroyed = false;
  private failure: unknown = null;
  private listeners = new Set<(change: HostChange) => void>();

  constructor(private readonly opts: TableHostOptions) {
    this.opts = { ...opts };
    this.def = opts.def;
    this.session = opts.session;
    this.players = opts.session.input.players;
    this.tokens = this.players.map((_, seat) => opts.tokens?.[seat] ?? null);
    this.joined = this.players.map(() => null);
    this.log = new MoveLog(this.def, opts.describe, this.session.input, this.players.map((p) => p.name));
    void this.enqueue(() => this.advance());
  }

  /** The game's id as the protocol names it: a host runs a game of the list (its definition came from there). */
  private get gameId(): GameId {
    return this.def.id as GameId;
  }

  /** The table's generation (one more after every undo). */
  get gen(): number {
    return this.generation;
  }

  /** The bots' pace from now on (the player changed it in the settings). */
  setPace(ms: number): void {
    this.opts.paceMs = ms;
  }

  /** The seats' tokens, for the host's save (a device joined once rejoins with its token). */
  seatTokens(): (string | null)[] {
    return [...this.tokens];
  }

  presence(): Presence[] {
    return this.players.map((p, seat) => {
      if (p.kind === 'bot') return 'bot';
      if (this.joined[seat]) return 'here';
      if (this.standIns.has(seat)) return 'standIn';
      return this.tokens[seat] === null ? 'waiting' : 'away';
    });
  }

  /** Resolves once everything received so far has been handled (the tests' and the screen's "settled"). */
  idle(): Promise<void> {
    return this.queue.then(() => {
      if (this.failure) throw this.failure;
    });
  }

  /** The people asked to act now (none once the game is over). */
  askedPeople(): Seat[] {
    return this.session.over ? [] : this.asked().people;
  }

  subscribe(listener: (change: HostChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A link paired for `seat` (its QR code, or the tablet's own seat in-process): the device joins by saying so. */
  connect(link: Link, seat: Seat): void {
    if (this.destroyed || this.players[seat]?.kind !== 'person') {
      link.close();
      return;
    }
    this.pending.set(link, seat);
    link.onMessage((raw) => void this.enqueue(() => this.receive(link, raw)));
    link.onClose(() => void this.enqueue(() => this.dropped(link)));
    this.send(link, { v: PROTOCOL_VERSION, type: 'invite', gameId: this.gameId, table: this.opts.table, seat, names: this.players.map((p) => p.name) });
  }

  /** A device that watches the table (a tablet as the table view, an onlooker): it is sent the public view and the
   *  move log as an onlooker reads it, and may not act. */
  watch(link: Link, lang: Lang): void {
    if (this.destroyed || this.watchers.length >= (this.opts.maxWatchers ?? MAX_WATCHERS)) {
      if (!this.destroyed) this.send(link, { v: PROTOCOL_VERSION, type: 'refused', reason: { key: 'table.tooManyWatching' } });
      link.close();
      return;
    }
    const watcher: Joined = { link, lang, logSent: NONE_SENT, shown: '' };
    this.watchers.push(watcher);
    // Whatever it sends is answered (nothing hangs) and refused: a watching device plays no seat.
    link.onMessage((raw) => {
      const id = idOf(raw);
      if (id !== null) this.reply(link, id, { key: 'table.tableOnly' });
    });
    link.onClose(() => {
      const at = this.watchers.indexOf(watcher);
      if (at >= 0) this.watchers.splice(at, 1);
    });
    void this.enqueue(async () => {
      await loadLanguage(lang);
      this.send(link, { v: PROTOCOL_VERSION, type: 'watching', gameId: this.gameId, table: this.opts.table, names: this.players.map((p) => p.name) });
      this.broadcast();
    });
  }

  /** The host hands an away seat to a bot (true) or takes it back for its person (false). */
  standIn(seat: Seat, on: boolean): Promise<void> {
    return this.enqueue(async () => {
      if (this.players[seat]?.kind !== 'person') return;
      if (on && !this.joined[seat]) this.standIns.add(seat);
      else this.standIns.delete(seat);
      await this.advance();
    });
  }

  /** Forgets a seat's device (a phone that lost its token): the next device paired for the seat joins it. */
  release(seat: Seat): Promise<void> {
    return this.enqueue(() => this.freeSeat(seat));
  }

  private async freeSeat(seat: Seat): Promise<void> {
    this.joined[seat]?.link.close();
    this.joined[seat] = null;
    this.tokens[seat] = null;
    await this.opts.keepTokens?.(this.seatTokens());
    await this.advance();
  }

  destroy(): void {
    this.destroyed = true;
    for (const j of this.joined) j?.link.close();
    for (const w of [...this.watchers]) w.link.close();
    for (const link of this.pending.keys()) link.close();
    this.listeners.clear();
  }

  // ---- what comes in ----

  private enqueue(task: () => Promise<void> | void): Promise<void> {
    const run = this.queue.then(async () => {
      if (this.destroyed) return;
      try {
        await task();
      } catch (error) {
        // A broken rule or save is kept for idle() to report (the tests fail on it); later messages are still handled.
        this.failure ??= error;
        console.error('the table host stopped', error);
      }
    });
    this.queue = run;
    return run;
  }

  private async receive(link: Link, raw: unknown): Promise<void> {
    // A guest in this page wrote its message with this app's own protocol: no stranger's message to check.
    const parsed: Parsed<GuestMessage> = link.samePage ? { ok: true, message: raw as GuestMessage } : parseGuestMessage(raw);
    const pendingSeat = this.pending.get(link);
    if (pendingSeat !== undefined) {
      if (parsed.ok && parsed.message.type === 'join') return this.join(link, pendingSeat, parsed.message.token, parsed.message.lang);
      this.send(link, { v: PROTOCOL_VERSION, type: 'refused', reason: parsed.ok ? { key: 'table.joinFirst' } : parsed.reason });
      return;
    }
    const seat = this.joined.findIndex((j) => j?.link === link);
    if (seat < 0) return; // a link the host has let go of
    if (!parsed.ok) {
      const id = idOf(raw);
      if (id !== null) this.reply(link, id, parsed.reason);
      return;
    }
    const message = parsed.message;
    if (message.type === 'join') return this.reply(link, 0, { key: 'table.joinedAlready' });
    if (message.type === 'standIn' || message.type === 'release') return this.organise(link, seat, message);
    const stale = this.staleReason(message);
    if (stale) return this.reply(link, message.id, stale);
    if (message.type === 'letAnswer') return this.letAnswer(seat, message);
    if (message.type === 'undo') return this.undo(seat, message);
    return this.attempt(seat, message);
  }

  /** An attempt made on a table that has moved on since (a move, an undo), or on a finished game. */
  private staleReason(message: Exclude<GuestMessage, { type: 'join' | 'standIn' | 'release' }>): Reason | null {
    if (this.session.over) return { key: 'engine.gameOver' };
    if (message.at !== this.session.events.length || message.gen !== this.generation) return { key: 'table.moved' };
    return null;
  }

  /** The organiser's device hands an away seat to a bot or gives it back, or frees a seat whose device is gone for
   *  good; nobody else may, and not for a seat whose device is here. */
  private async organise(link: Link, seat: Seat, message: StandInMessage | ReleaseMessage): Promise<void> {
    const target = message.seat;
    if (this.opts.organiser === undefined || this.opts.organiser === null || seat !== this.opts.organiser) return this.reply(link, message.id, { key: 'table.notOrganiser' });
    if (this.players[target]?.kind !== 'person') return this.reply(link, message.id, { key: 'table.notAPerson' });
    const taking = message.type === 'release' || message.on;
    if (taking && this.joined[target]) return this.reply(link, message.id, { key: 'table.seatIsHere', params: { name: this.players[target].name } });
    this.reply(link, message.id, null);
    if (message.type === 'release') return this.freeSeat(target);
    if (message.on) this.standIns.add(target);
    else this.standIns.delete(target);
    await this.advance();
  }

  private async join(link: Link, seat: Seat, token: string | null, lang: Lang): Promise<void> {
    this.pending.delete(link);
    await loadLanguage(lang); // the phone's move log is written in its language
    const known = this.tokens[seat];
    if (known !== null && token !== known) {
      // Another device holds this seat: the host may release it (a phone that lost its token).
      this.send(link, { v: PROTOCOL_VERSION, type: 'refused', reason: { key: 'table.seatTaken', params: { name: this.players[seat].name } } });
      link.close();
      return;
    }
    const previous = this.joined[seat];
    if (previous && previous.link !== link) previous.link.close();
    if (known === null) {
      this.tokens[seat] = (this.opts.newToken ?? newToken)();
      await this.opts.keepTokens?.(this.seatTokens());
    }
    this.joined[seat] = { link, lang, logSent: NONE_SENT, shown: '' };
    // The seat's person is back: a bot that stood in for them gives the seat back.
    this.standIns.delete(seat);
    this.send(link, {
      v: PROTOCOL_VERSION, type: 'welcome', gameId: this.gameId, seat, token: this.tokens[seat]!, table: this.opts.table,
      names: this.players.map((p) => p.name), organises: seat === this.opts.organiser,
    });
    await this.advance();
  }

  private async dropped(link: Link): Promise<void> {
    if (this.pending.delete(link)) return;
    const seat = this.joined.findIndex((j) => j?.link === link);
    if (seat < 0) return;
    this.joined[seat] = null;
    await this.advance();
  }

  /** A seat's move: on the table it saw, while it is asked; then the hold for an answer that only gives way; then
   *  the door. Accepted: saved, then everybody is shown it. */
  private async attempt(seat: Seat, message: EventMessage): Promise<void> {
    const link = this.joined[seat]!.link;
    const state = this.session.state;
    // A person may tap for a bot whose move waits for them (waitsForPeople): the move is the bot's.
    const held = this.heldBot();
    const actor = held ?? seat;
    if (message.event.seat !== undefined && message.event.seat !== seat && message.event.seat !== held) return this.reply(link, message.id, { key: 'table.notYourSeat' });
    const attempt = { ...message.event, seat: actor } as GameEvent;
    // The door once: what it lets in is read below (who answers, what gives way) and played as it is.
    const checked = this.session.admit(attempt);
    if (!checked.ok) return this.reply(link, message.id, attemptReason(this.def, state, attempt, checked.reason));
    const event = checked.value.event as GameEvent;
    const round = this.currentRound();
    if (held === null && !this.asked().people.includes(seat)) {
      return this.reply(link, message.id, { key: round.said.includes(seat) ? 'table.answered' : 'table.notAsked' });
    }
    if (this.def.actors(state).length > 1) {
      const givesWay = (await this.opts.adapter()).yields?.(event) ?? false;
      const after = afterSay(round, seat, event);
      if (holdsBack(givesWay, answeringSeats(this.def, state, this.effectivePlayers(), after.said))) {
        this.round = after;
        this.reply(link, message.id, null);
        return this.advance();
      }
    }
    const sent = this.session.sendAdmitted(checked.value);
    if (!sent.ok) return this.reply(link, message.id, attemptReason(this.def, state, attempt, sent.reason));
    await this.opts.record(this.session);
    this.reply(link, message.id, null);
    await this.advance();
  }

  private async letAnswer(seat: Seat, message: LetAnswerMessage): Promise<void> {
    const link = this.joined[seat]!.link;
    if (!this.asked().people.includes(seat)) return this.reply(link, message.id, { key: 'table.notAsked' });
    this.round = afterSay(this.currentRound(), seat);
    this.reply(link, message.id, null);
    await this.advance();
  }

  /** Takes back the seat's own last moves (undo-policy.ts), saved before anybody is shown the table it went back to. */
  private async undo(seat: Seat, message: UndoMessage): Promise<void> {
    const link = this.joined[seat]!.link;
    const keep = this.undoKeepFor(seat);
    if (keep === null) return this.reply(link, message.id, { key: 'table.cannotUndo' });
    this.generation++;
    this.thinking = null;
    this.opts.cancelBots?.();
    if (!this.session.undo(this.undoSeatsFor(seat)) || this.session.events.length !== keep) throw new Error('undo went to an unexpected place');
    await this.opts.cut?.(this.session);
    this.reply(link, message.id, null);
    await this.advance();
  }

  private undoSeatsFor(seat: Seat): Seat[] {
    return undoSeats(this.players, seat, this.opts.undoAnyMove ?? false);
  }

  /** How many moves an undo by this seat would keep, or null when it may not undo now (bots thinking included: it
   *  waits for them, as a person's move does). */
  private undoKeepFor(seat: Seat): number | null {
    if (this.session.over || this.thinking !== null || this.players[seat]?.kind !== 'person') return null;
    return undoKeep(this.session, this.players, seat, this.undoSeatsFor(seat));
  }

  /** The bot whose move waits for a person's tap (TableHostOptions.waitsForPeople), when no person is asked. */
  private heldBot(): Seat | null {
    if (this.session.over || !(this.opts.waitsForPeople?.(this.session.state) ?? false)) return null;
    const asked = this.asked();
    return asked.people.length === 0 && this.players.some((p) => p.kind === 'person') ? asked.bots[0] ?? null : null;
  }

  // ---- the table moving on ----

  /** Plays what needs no person (a held answer applied, the bots asked) and shows everybody the table. */
  private async advance(): Promise<void> {
    while (!this.destroyed && !this.session.over) {
      const round = this.currentRound();
      const step = nextStep(this.asked(), round);
      if (step.kind === 'again') {
        this.round = NEW_ROUND;
        continue;
      }
      if (step.kind === 'stuck') throw new Error(`nobody can act in ${this.def.phase(this.session.state)}`);
      if (step.kind === 'apply') {
        const sent = this.session.send(step.event);
        if (!sent.ok) throw new Error(`a held answer was refused: ${sent.reason.key}`);
        await this.opts.record(this.session);
        continue;
      }
      if (step.kind === 'bots' && this.heldBot() === null) this.think(step.seats, round.held);
      break;
    }
    this.broadcast();
  }

  /** The bots asked decide outside the queue (a phone's message never waits for a bot); their answer is played
   *  only if the table is still where they were asked. */
  private think(seats: Seat[], held: GameEvent | null): void {
    const at = this.positionKey();
    if (this.thinking === at) return;
    this.thinking = at;
    const asked = {
      def: this.def, state: this.session.state, seats, held, seed: this.session.input.seed, moves: this.session.events.length,
      levelOf: (seat: Seat) => this.levelOf(seat), choose: this.opts.chooseBot, adapter: () => this.opts.adapter(), paceMs: this.opts.paceMs ?? 0,
    };
    void (async () => {
      let event: GameEvent;
      try {
        event = await botsAnswer(asked);
      } catch (error) {
        if (this.thinking === at) this.thinking = null;
        if (!this.destroyed) void this.enqueue(() => { throw error; });
        return;
      }
      void this.enqueue(async () => {
        if (this.thinking !== at) return;
        this.thinking = null;
        // A person came back, or somebody answered first: the bots' answer is for a table that has moved on.
        if (this.positionKey() !== at) return this.advance();
        const sent = this.session.send(event);
        if (!sent.ok) throw new Error(`a bot's checked event was refused: ${sent.reason.key}`);
        await this.opts.record(this.session);
        await this.advance();
      });
    })();
  }

  private positionKey(): string {
    const round = this.currentRound();
    return `${this.generation}|${this.session.events.length}|${round.said.join(',')}|${round.held !== null}|${[...this.standIns].sort().join(',')}`;
  }

  private levelOf(seat: Seat): AiLevel {
    const p = this.players[seat];
    return p.kind === 'bot' ? (p.level ?? 'normal') : (this.opts.standInLevel ?? 'normal');
  }

  /** The players as the answering rules see them now: a person stood in for by a bot is a bot. */
  private effectivePlayers(): PlayerInfo[] {
    return this.players.map((p, seat) => (this.standIns.has(seat) ? { ...p, kind: 'bot' as const } : p));
  }

  private asked() {
    return answeringSeats(this.def, this.session.state, this.effectivePlayers(), this.currentRound().said);
  }

  /** The answers given so far to the position on the table: a new round once it has moved (a move, an undo). */
  private currentRound(): AnswerRound {
    const at = `${this.generation}:${this.session.events.length}`;
    if (this.roundAt !== at) {
      this.roundAt = at;
      this.round = NEW_ROUND;
    }
    return this.round;
  }

  // ---- what goes out ----

  /** Every joined device gets its seat's table, if it changed; the host's screen hears of it too. */
  private broadcast(): void {
    this.log.sync(this.session.events, this.session.state);
    const presence = this.presence();
    this.joined.forEach((j, seat) => j && this.show(seat, j, presence));
    for (const w of this.watchers) this.show(null, w, presence);
    const change: HostChange = { presence, at: this.session.events.length, over: this.session.over, asked: this.askedPeople() };
    for (const l of this.listeners) l(change);
  }

  /** Sends a device (a seat's, or a watcher's) its table, unless it has it already. */
  private show(seat: Seat | null, j: Joined, presence: Presence[]): void {
    const update = this.updateFor(seat, j, presence);
    const shown = JSON.stringify({ ...update, log: update.log.entries.length });
    if (shown === j.shown) return;
    j.shown = shown;
    j.logSent = this.session.events.length - 1;
    this.send(j.link, update);
  }

  /** What one seat may see now: its view, its legal events while asked, who may answer, the seats' presence and the
   *  move log's new sentences in the device's language, as that seat reads them. A watcher (no seat) sees the public
   *  view and the log as an onlooker reads it. */
  private updateFor(seat: Seat | null, j: Joined, presence: Presence[]): UpdateMessage {
    const state = this.session.state;
    const round = this.currentRound();
    const over = this.session.over;
    const held = this.heldBot();
    const askedNow = seat !== null && !over && this.asked().people.includes(seat);
    const asked = askedNow || (seat !== null && held !== null && this.players[seat].kind === 'person');
    const others = askedNow ? mayAnswer(this.def, state, [...round.said, seat]) : [];
    return {
      v: PROTOCOL_VERSION, type: 'update', at: this.session.events.length, gen: this.generation,
      view: this.def.view(state, seat),
      legal: asked ? (this.def.legalEvents(state, held ?? seat) as GameEvent[]) : [],
      asked,
      undo: seat !== null && this.undoKeepFor(seat) !== null,
      recent: seat === null ? [] : recentMoves(this.session.events, this.log.sinceLastTurn(seat), askedNow, true) as GameEvent[],
      open: over ? [] : mayAnswer(this.def, state, round.said),
      held: round.held?.seat ?? null,
      letAnswer: !askedNow ? null : others.length > 0 ? others : round.held ? [] : null,
      presence,
      log: this.logSince(seat, j),
      over,
    };
  }

  private logSince(seat: Seat | null, j: Joined): { from: number; entries: LogEntryWords[] } {
    // After an undo the device's copy is cut where the game's log now ends.
    const from = Math.min(j.logSent + 1, this.session.events.length);
    const entries: LogEntryWords[] = [];
    inLanguage(j.lang, () => {
      for (let i = from; i < this.session.events.length; i++) {
        const sentences = this.log.sentences(i, seat);
        if (sentences.length > 0) entries.push({ index: i, seat: this.log.seatOf(i), sentences });
      }
    });
    return { from, entries };
  }

  private reply(link: Link, id: number, reason: Reason | null): void {
    this.send(link, reason ? { v: PROTOCOL_VERSION, type: 'reply', id, ok: false, reason } : { v: PROTOCOL_VERSION, type: 'reply', id, ok: true });
  }

  private send(link: Link, message: HostMessage): void {
    link.send(message);
  }
}

/** A seat's token: 128 random bits, base64url. */
function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
