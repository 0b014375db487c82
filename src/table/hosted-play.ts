// Every game on this device runs here, through the table host (host.ts): the same session, door, answering rules,
// bots, undo and save for every kind of seat. The people at this device are seats on in-process links (one seat
// screen passed between them, local-seats.ts), bots are the host's own seats, phones join over WebRTC by QR codes
// (the Seats panel), and a server room's clients are one more kind of link (src/table/online/). With nobody playing on this device,
// it watches its own table (the public view) through the same seat screen.
import './table.css';
import { BotClient } from '../ai/client';
import { loadAdapter } from '../ai/adapters';
import type { AnyBotAdapter } from '../ai/types';
import type { GameSession } from '../engine/session';
import type { GameEvent, Seat } from '../engine/types';
import type { SaveHeader, SaveStore } from '../store';
import { resumeSave } from '../store/resume'; // not through the store's index, which the home screen loads
import { registerAll, t } from '../base/i18n';
import { formatNames } from '../base/format';
import { botPaceMs, type Settings } from '../base/settings';
import type { PlayCallbacks, PlayHandle } from './contract';
import { OpenError, setAsideReason } from './open-error';
import { resultSummary } from './result-summary';
import type { GameModule } from '../ui/game-ui';
import { gameById } from '../games/index';
import type { GameFacts } from '../games/entry';
import type { Overlay } from './overlay';
import { MoveLog, OPENING, summarySince } from './move-log';
import { handOver } from './handover';
import { hiddenBetween } from './hidden-between';
import { pendingWrites } from '../store/pending-writes';
import { TableGuest } from './guest';
import { TableHost } from './host';
import { linkPair } from './link';
import { LocalSeats } from './local-seats';
import type { LogEntryWords } from './protocol';
import type { SeatsPanel } from './seats-panel';
import { mountSeatScreen, type SeatSource } from './seat-screen';
import { registerTableText } from './text';

interface Screen {
  overlay: Overlay;
  applySettings(s: Settings): void;
  refresh(): void;
  closePanels?(): void;
  destroy(): void;
}

export class HostedPlay implements PlayHandle {
  private readonly bots = new BotClient();
  private host!: TableHost;
  private screen: Screen | null = null;
  /** The screen once mounted (the people's seats may be asked to hand the device over before it is). */
  private readonly screenReady: Promise<Screen>;
  private screenMounted!: (screen: Screen) => void;
  private seats: SeatsPanel | null = null;
  private destroyed = false;
  private finished = false;
  /** Going home is being asked about: a second tap on Home waits for that answer. */
  private leaving = false;
  private adapterLoad: Promise<AnyBotAdapter> | null = null;
  private unsubscribeWrites: (() => void) | null = null;
  private savedTokens: string;
  /** The move log in an onlooker's words, for the hand-over screen and a hand turned away. */
  private publicLog!: MoveLog;
  private facts!: GameFacts;

  private constructor(
    private readonly game: GameModule,
    private readonly session: GameSession,
    private readonly header: SaveHeader,
    private readonly store: SaveStore,
    private settings: Settings,
    private readonly callbacks: PlayCallbacks,
  ) {
    this.savedTokens = JSON.stringify(header.devices?.tokens ?? []);
    this.screenReady = new Promise((resolve) => { this.screenMounted = resolve; });
  }

  /**
   * Loads a save and resumes it by replaying its log through the door (the log is the truth; the stored snapshot
   * is only a cache, rewritten when it is stale). Moves still waiting to be written (storage full) are part of
   * the log. A log the rules refuse is set aside under "Needs attention" and the player is told so in words.
   */
  static async open(game: GameModule, store: SaveStore, saveId: string, root: HTMLElement, settings: Settings, callbacks: PlayCallbacks): Promise<PlayHandle> {
    game.registerText();
    await registerTableText();
    // Whatever can be written now is; what still waits in memory is part of the log all the same.
    await pendingWrites.flush(saveId);
    const resumed = await resumeSave(store, game.def, saveId, pendingWrites.unsaved(saveId));
    if (!resumed.ok) throw new OpenError(resumed.setAside ? setAsideReason(game.def.id, resumed.setAside) : resumed.reason);
    const play = new HostedPlay(game, resumed.session, resumed.header, store, settings, callbacks);
    await play.mount(root);
    return play;
  }

  private get names(): string[] {
    return this.header.input.players.map((p) => p.name);
  }
  private get phones(): Seat[] {
    return this.header.devices?.phones ?? [];
  }
  /** The people playing on this device (every person not on a phone). */
  private get localSeats(): Seat[] {
    return this.header.input.players.flatMap((p, i) => (p.kind === 'person' && !this.phones.includes(i) ? [i] : []));
  }

  private async mount(root: HTMLElement): Promise<void> {
    const id = this.game.def.id;
    // What the host needs of the game comes from its entry, as on the online server: its facts and its host words.
    const entry = gameById(id)!;
    const hostWords = await entry.hostWords();
    this.facts = entry.facts;
    this.publicLog = new MoveLog(this.game.def, hostWords.describe, this.session.input, this.names);
    this.host = new TableHost({
      def: this.game.def, session: this.session, table: this.header.id, describe: hostWords.describe,
      chooseBot: (r) => this.bots.choose<GameEvent>({ gameId: id, level: r.level, view: r.view, legal: r.legal, seed: r.seed }),
      adapter: () => (this.adapterLoad ??= loadAdapter(id)),
      record: (s) => this.persist(s),
      cut: (s) => this.cut(s),
      // A phone's token is in the save before the phone is welcomed with it.
      keepTokens: this.phones.length > 0 ? () => this.keepTokens() : undefined,
      cancelBots: () => this.bots.cancelAll(),
      waitsForPeople: hostWords.waitsForPeople,
      // Anybody's moves only among people sharing this device (at a table of phones, each takes back their own).
      undoAnyMove: entry.facts.undo === 'anybody' && this.phones.length === 0,
      tokens: this.header.devices?.tokens,
      paceMs: botPaceMs[this.settings.botPace],
    });
    const hooks = {
      onHome: () => void this.leave(), onRules: (anchor?: string) => this.callbacks.onRules(id, anchor),
      onTable: true, onSettingsChange: this.callbacks.onSettingsChange,
    };
    const local = this.localSeats;
    if (local.length > 0) {
      this.screen = await mountSeatScreen(root, this.seatSource(local), this.game, this.settings, hooks);
    } else {
      // Nobody plays on this device: it watches its own table, as an onlooker's device watches one online (the
      // host's watch: the public view, the log as an onlooker reads it, nothing to press).
      this.screen = await mountSeatScreen(root, this.watcher(), this.game, this.settings, { ...hooks, watchRefusal: 'table.tableOnly' });
    }
    this.screenMounted(this.screen);
    const overlay = this.screen.overlay;
    this.unsubscribeWrites = pendingWrites.subscribe(() => overlay.setUnsaved(pendingWrites.count(this.header.id)));
    overlay.setUnsaved(pendingWrites.count(this.header.id));
    if (this.phones.length > 0) await this.addSeatsButton(overlay);
    this.host.subscribe((change) => {
      this.seats?.refresh(change.presence);
      if (change.over) void this.finish(overlay);
    });
    if (this.session.over) void this.finish(overlay);
  }

  /** This device as the table's onlooker, on an in-process link. */
  private watcher(): TableGuest {
    const [hostEnd, guestEnd] = linkPair({ samePage: true });
    const guest = new TableGuest(guestEnd, { tokenFor: () => null, lang: this.settings.language });
    this.host.watch(hostEnd, this.settings.language);
    return guest;
  }

  /** The people at this device: one seat on its link, or several passed between (local-seats.ts). */
  private seatSource(local: Seat[]): SeatSource {
    const guests = local.map((seat) => {
      const [hostEnd, guestEnd] = linkPair({ samePage: true });
      const guest = new TableGuest(guestEnd, { tokenFor: () => this.host.seatTokens()[seat], lang: this.settings.language });
      this.host.connect(hostEnd, seat);
      return guest;
    });
    if (guests.length === 1) return guests[0];
    return new LocalSeats(guests, {
      // A game that never hides anything between seats is handed on without the privacy screen.
      privateBetween: () => this.facts.hiddenBetweenSeats && hiddenBetween(this.game.def, this.session.state, local),
      handOver: (seats) => this.handOver(seats),
      publicLog: () => this.publicEntries(),
    });
  }

  /** The privacy screen: names who may take the device and, for the one who last played longest ago, what happened
   *  since, in an onlooker's words (the whole table sees it). */
  private async handOver(seats: Seat[]): Promise<Seat> {
    const screen = await this.screenReady;
    screen.closePanels?.();
    this.publicLog.sync(this.session.events, this.session.state);
    const seat = seats.reduce((a, b) => (this.publicLog.lastOwn(b) < this.publicLog.lastOwn(a) ? b : a));
    const since = { title: t('log.sinceTitle', { name: this.names[seat] }), lines: summarySince(this.publicLog, seat, null) };
    const taken = await handOver(screen.overlay.frame, seats.map((s) => this.names[s]), since);
    return seats[taken];
  }

  private publicEntries(): LogEntryWords[] {
    this.publicLog.sync(this.session.events, this.session.state);
    const out: LogEntryWords[] = [];
    for (let i = OPENING; i < this.session.events.length; i++) {
      const sentences = this.publicLog.sentences(i, null);
      if (sentences.length > 0) out.push({ index: i, seat: this.publicLog.seatOf(i), sentences });
    }
    return out;
  }

  /** The Seats panel (phones paired by QR codes, away seats handed to a bot and back): loaded with a phone table. */
  private async addSeatsButton(overlay: Overlay): Promise<void> {
    const [{ openSeatsPanel }, { rtcText }, { cameraText }] = await Promise.all([import('./seats-panel'), import('./rtc/text'), import('./qr/text')]);
    registerAll(rtcText);
    registerAll(cameraText);
    const toggle = () => {
      if (this.seats) {
        this.seats.close();
        this.seats = null;
        return;
      }
      this.seats = openSeatsPanel(overlay.panelHost, {
        names: this.names, phones: this.phones, presence: () => this.host.presence(),
        connect: (link, seat) => this.host.connect(link, seat),
        standIn: (seat, on) => void this.host.standIn(seat, on),
        release: (seat) => void this.host.release(seat),
        onClose: () => { this.seats = null; },
      });
    };
    const seatsButton = overlay.addTool(t('table.seats'), 'play-seats-btn', toggle);
    seatsButton.id = 'table-seats';
    // Phones still to join: the Seats panel opens with their codes at hand.
    if (this.host.presence().some((p) => p === 'waiting' || p === 'away')) toggle();
  }

  /** The newest move, saved before any seat is shown it; moves a full disk could not take wait in pending-writes,
   *  which writes them with the next one, or on its own once there is room again. The game goes on either way. */
  private async persist(session: GameSession): Promise<void> {
    const index = session.events.length - 1;
    const w = await pendingWrites.record(this.store, this.header.id, index, session.events[index], this.snapshot(session), session.over ? 'finished' : 'playing');
    // A full disk is told by the table's own "not saved yet" badge; any other failure as a message.
    if (!w.ok && w.reason.key !== 'store.full') this.callbacks.onNotice(w.reason);
  }

  /** An undo: the save's log cut to the session's. */
  private async cut(session: GameSession): Promise<void> {
    const w = await pendingWrites.cut(this.store, this.header.id, session.events.length, this.snapshot(session), 'playing');
    if (!w.ok && w.reason.key !== 'store.full') this.callbacks.onNotice(w.reason);
  }

  private snapshot(session: GameSession) {
    return { value: session.snapshot.value, context: session.state };
  }

  /** A phone that joined is remembered in the save, so it rejoins after this device closed the game. */
  private async keepTokens(): Promise<void> {
    const tokens = this.host.seatTokens();
    const text = JSON.stringify(tokens);
    if (text === this.savedTokens) return;
    this.savedTokens = text;
    const w = await this.store.setDeviceTokens(this.header.id, tokens);
    if (!w.ok && w.reason.key !== 'store.full') this.callbacks.onNotice(w.reason);
  }

  /** Home: moves not saved yet (storage full) are tried once more and, if still waiting, asked about; phones at the
   *  table are asked about too, since leaving ends their links (they take their seats back by scanning the table's
   *  new code when the game is opened again). */
  private async leave(): Promise<void> {
    if (this.leaving || !this.screen) return;
    this.leaving = true;
    try {
      const overlay = this.screen.overlay;
      const id = this.header.id;
      if (pendingWrites.count(id) > 0) await pendingWrites.flush(id);
      while (pendingWrites.count(id) > 0 && !this.destroyed) {
        const answer = await overlay.askLeave(pendingWrites.count(id));
        if (answer === 'stay') return;
        if (answer === 'leave') break;
        await pendingWrites.flush(id);
      }
      const local = this.localSeats;
      const phones = this.host.presence().flatMap((p, seat) => (p === 'here' && !local.includes(seat) ? [this.names[seat]] : []));
      if (phones.length > 0 && !this.session.over) {
        const words = phones.length === 1 ? t('table.leaveQuestionOne', { name: phones[0] }) : t('table.leaveQuestionMany', { names: formatNames(phones) });
        if ((await overlay.askLeaveTable(words)) === 'stay') return;
      }
      // Moves still waiting keep being retried after the table is gone (pending-writes outlives it).
      if (!this.destroyed) this.callbacks.onExit();
    } finally {
      this.leaving = false;
    }
  }

  /** The final table stays in view (how the game ended, the last showdown, the winning line) until the player asks
   *  for the results. */
  private async finish(overlay: Overlay): Promise<void> {
    if (this.finished) return;
    this.finished = true;
    const view = this.game.def.view(this.session.state, this.localSeats[0] ?? null);
    await overlay.gameOver(this.game.status(view, this.names));
    if (!this.destroyed) this.callbacks.onFinished(resultSummary(this.game, this.session, this.header));
  }

  applySettings(settings: Settings): void {
    this.settings = settings;
    this.host?.setPace(botPaceMs[settings.botPace]);
    this.screen?.applySettings(settings);
  }

  destroy(): void {
    this.destroyed = true;
    this.unsubscribeWrites?.();
    this.seats?.close();
    this.host?.destroy();
    this.bots.terminate();
    this.screen?.destroy();
  }
}
