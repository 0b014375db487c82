// A game played at a table of devices, on the device that hosts it (the tablet): the table host runs the game
// (the same session, door, bots and save as on one device), each phone seat joins it by QR codes, and this screen
// is the table: the public table and never a hand, or, when the tablet is also a seat, that seat's own screen. The
// Seats panel pairs phones, says whose phone is away and hands an away seat to a bot and back.
import './table.css';
import { BotClient } from '../ai/client';
import { loadAdapter } from '../ai/adapters';
import type { AnyBotAdapter } from '../ai/types';
import type { GameSession } from '../engine/session';
import type { GameEvent, Seat } from '../engine/types';
import type { SaveHeader, SaveStore } from '../store';
import { resumeSave } from '../store/resume'; // not through the store's index, which the home screen loads
import { registerAll, t } from '../shell/i18n';
import { formatNames } from '../shell/format';
import { botPaceMs, type Settings } from '../shell/settings';
import type { PlayCallbacks, PlayHandle } from '../play/contract';
import { OpenError, resultSummary, setAsideReason } from '../play/controller';
import type { GameModule, GameUi } from '../play/game-ui';
import { createOverlay, type Overlay } from '../play/overlay';
import { MoveLog } from '../play/move-log';
import { createMoveLogPanel, type MoveLogPanel } from '../play/move-log-panel';
import { mayAnswer } from '../play/answering';
import { orNames } from '../play/handover';
import { pendingWrites } from '../play/pending-writes';
import { TableGuest } from './guest';
import { TableHost } from './host';
import { linkPair } from './link';
import { presenceLines } from './presence';
import { openSeatsPanel, type SeatsPanel } from './seats-panel';
import { mountSeatScreen, type SeatScreen } from './seat-screen';
import { rtcText } from './rtc/text';
import { cameraText } from './qr/text';
import { registerTableText } from './text';

export class HostedPlay implements PlayHandle {
  private readonly bots = new BotClient();
  private host!: TableHost;
  private screen: { overlay: Overlay; applySettings(s: Settings): void; refresh(): void; destroy(): void } | null = null;
  private seats: SeatsPanel | null = null;
  private destroyed = false;
  private finished = false;
  private adapterLoad: Promise<AnyBotAdapter> | null = null;
  private savedTokens: string;

  private constructor(
    private readonly game: GameModule,
    private readonly session: GameSession,
    private readonly header: SaveHeader,
    private readonly store: SaveStore,
    private settings: Settings,
    private readonly callbacks: PlayCallbacks,
  ) {
    this.savedTokens = JSON.stringify(header.devices?.tokens ?? []);
  }

  /** Opens a save of a table of devices (its header names the phone seats), as PlayController.open does a game. */
  static async open(game: GameModule, store: SaveStore, saveId: string, root: HTMLElement, settings: Settings, callbacks: PlayCallbacks): Promise<PlayHandle> {
    game.registerText();
    registerAll(rtcText);
    registerAll(cameraText);
    registerTableText();
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
  /** The person seat played on this device, if any (the first person not on a phone). */
  private get tabletSeat(): Seat | null {
    const seat = this.header.input.players.findIndex((p, i) => p.kind === 'person' && !this.phones.includes(i));
    return seat < 0 ? null : seat;
  }

  private async mount(root: HTMLElement): Promise<void> {
    const id = this.game.def.id;
    this.host = new TableHost({
      def: this.game.def, session: this.session, table: this.header.id, describe: this.game.describe,
      chooseBot: (r) => this.bots.choose<GameEvent>({ gameId: id, level: r.level, view: r.view, legal: r.legal, seed: r.seed }),
      adapter: () => (this.adapterLoad ??= loadAdapter(id)),
      record: (s) => this.persist(s),
      tokens: this.header.devices?.tokens,
      paceMs: botPaceMs[this.settings.botPace],
    });
    const tablet = this.tabletSeat;
    const hooks = { onHome: () => void this.leave(), onRules: (anchor?: string) => this.callbacks.onRules(id, anchor) };
    if (tablet !== null) {
      // The tablet's own seat is a guest like any phone, over a link inside this page.
      const [hostEnd, guestEnd] = linkPair();
      const guest = new TableGuest(guestEnd, { tokenFor: () => this.host.seatTokens()[tablet], lang: this.settings.language });
      this.host.connect(hostEnd, tablet);
      this.screen = await mountSeatScreen(root, guest, this.game, this.settings, { ...hooks, onTable: true });
    } else {
      this.screen = await mountTableScreen(root, this.game, this.session, this.host, this.names, this.settings, hooks);
    }
    const overlay = this.screen.overlay;
    const seatsButton = overlay.addTool(t('table.seats'), 'play-seats-btn', () => this.toggleSeats(overlay));
    seatsButton.id = 'table-seats';
    this.host.subscribe((change) => {
      void this.keepTokens();
      this.seats?.refresh(change.presence);
      if (change.over) void this.finish(overlay);
    });
    // Phones still to join: the Seats panel opens with their codes at hand.
    if (this.host.presence().some((p) => p === 'waiting' || p === 'away')) this.toggleSeats(overlay);
    if (this.session.over) void this.finish(overlay);
  }

  private toggleSeats(overlay: Overlay): void {
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
  }

  /** The newest move, saved before any device is shown it; a full disk waits in pending-writes as on one device. */
  private async persist(session: GameSession): Promise<void> {
    const index = session.events.length - 1;
    const snapshot = { value: session.snapshot.value, context: session.state };
    const w = await pendingWrites.record(this.store, this.header.id, index, session.events[index], snapshot, session.over ? 'finished' : 'playing');
    if (!w.ok && w.reason.key !== 'store.full') this.callbacks.onNotice(w.reason);
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

  /** Home: straight away when no phone is at the table or the game is over; else asked first, since leaving ends
   *  every phone's link (they take their seats back by scanning the table's new code when the game is opened again). */
  private async leave(): Promise<void> {
    const phones = this.host.presence().flatMap((p, seat) => (p === 'here' && seat !== this.tabletSeat ? [this.names[seat]] : []));
    if (phones.length > 0 && !this.session.over && this.screen) {
      const words = phones.length === 1 ? t('table.leaveQuestionOne', { name: phones[0] }) : t('table.leaveQuestionMany', { names: formatNames(phones) });
      const answer = await this.screen.overlay.askLeaveTable(words);
      if (answer === 'stay') return;
    }
    if (!this.destroyed) this.callbacks.onExit();
  }

  private async finish(overlay: Overlay): Promise<void> {
    if (this.finished) return;
    this.finished = true;
    const view = this.game.def.view(this.session.state, this.tabletSeat);
    await overlay.gameOver(this.game.status(view, this.names));
    if (!this.destroyed) this.callbacks.onFinished(resultSummary(this.game, this.session, this.header));
  }

  applySettings(settings: Settings): void {
    this.settings = settings;
    this.screen?.applySettings(settings);
  }

  destroy(): void {
    this.destroyed = true;
    this.seats?.close();
    this.host?.destroy();
    this.bots.terminate();
    this.screen?.destroy();
  }
}

/** The table itself, when the tablet holds no seat: every seat's hand face down, the public table, who may act,
 *  whose phone is away, and the move log as an onlooker reads it. */
async function mountTableScreen(root: HTMLElement, game: GameModule, session: GameSession, host: TableHost, names: string[],
  settings: Settings, hooks: { onHome(): void; onRules(anchor?: string): void }) {
  const overlay = createOverlay(root, { onHome: hooks.onHome, onRules: () => hooks.onRules() });
  const ui: GameUi<unknown, never> = await game.createUi(overlay.canvasHost, overlay.controls, { names, settings });
  const log = new MoveLog(game.def, game.describe, session.input, names);
  const logPanel: MoveLogPanel = createMoveLogPanel(overlay.panelHost, overlay.logButton, () => {
    log.sync(session.events, session.state);
    return { entries: log.entries(null, null), names };
  });
  overlay.logButton.addEventListener('click', () => logPanel.toggle());
  let drawn = '';
  // One drawing at a time, always of the newest table (moves that come while the scene draws are drawn after it).
  let drawing = false;
  let again = false;
  const draw = async (): Promise<void> => {
    if (drawing) {
      again = true;
      return;
    }
    drawing = true;
    try {
      do {
        again = false;
        await drawNewest();
      } while (again);
    } finally {
      drawing = false;
    }
  };
  const drawNewest = async () => {
    const presence = host.presence();
    const lines = presenceLines(presence, names);
    overlay.setNotice(lines.length ? lines.join(' ') : null);
    const key = `${session.events.length}`;
    if (key === drawn) return;
    drawn = key;
    const view = game.def.view(session.state, null);
    const open = session.over ? [] : mayAnswer(game.def, session.state);
    const base = game.status(view, names);
    overlay.setStatus(open.length > 1 ? t('play.mayAnswer', { status: base, who: orNames(open.map((s) => names[s])) }) : base);
    log.sync(session.events, session.state);
    overlay.announce(session.events.length > 0 ? log.sentences(session.events.length - 1, null) : []);
    logPanel.refresh();
    await ui.render(view, { legal: [], bottomSeat: 0, showHand: false, names, recent: [] });
  };
  ui.onPropose(() => overlay.showRefusal(t('table.tableOnly'), null));
  host.subscribe(() => void draw());
  await draw();
  return {
    overlay,
    applySettings: (next: Settings) => ui.setSettings(next),
    refresh: () => void draw(),
    destroy() {
      logPanel.destroy();
      ui.destroy();
      overlay.destroy();
    },
  };
}

