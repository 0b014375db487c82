// An online table on this device (the #/online/<code> screen): the seats this device holds there are taken back
// (a table just created, a reload, the invite link opened again); otherwise its lobby shows the seats still free,
// and the player takes one. Then it is that seat's screen (../seat-screen.ts) as at a table of devices, with the
// people sharing this device passed between them (../local-seats.ts) and the invite at hand. The host is the
// server's room; this device only ever holds its own seats' views. Loaded (with @colyseus/sdk) only when a player
// goes online.
import '../../ui/play.css';
import '../table.css';
import 'pixi.js/unsafe-eval';
import { button, el, screenHeading } from '../../base/dom';
import { t, translateReason } from '../../base/i18n';
import type { Settings } from '../../base/settings';
import type { Reason, Seat } from '../../engine/types';
import { gameById } from '../../games/index';
import { handOver } from '../handover';
import { viewsDiffer } from '../hidden-between';
import { registerPlayText } from '../../ui/text';
import type { TableGuest } from '../guest';
import { LocalSeats } from '../local-seats';
import type { SeatScreen, SeatSource } from '../seat-screen';
import { deviceGuest, openSeatScreen } from '../device-seat';
import { registerTableText } from '../text';
import { registerOnlineText } from './text';
import { seatsHeld } from '../tokens';
import { keepWatching, watchesTable } from './watching';
import { takeCreated, takeSeat } from './connection';
import { openInvitePanel, type InvitePanel } from './invite';
import type { SdkLink } from './sdk-link';
import { fetchLobby, type TableLobby } from './server';
import type { Presence } from '../protocol';
import type { PresenceWords } from '../presence';
import type { SeatsPanel } from '../seats-panel';
import { paceText } from './pace-words';
import { paceOf, type Pace } from './pace';
import { offerTurnAlerts, stopAlertsControl } from './alerts-button';

/** A seat this device plays, or the table watched (a tablet in the middle, an onlooker). */
type Place = Seat | 'watch';

/** How long a device keeps trying to take its seats back, and the longest wait between two tries. */
const REJOIN_FOR_MS = 3 * 60_000;
// Short: a restarted server is back in seconds, and a try costs one small request.
const REJOIN_MAX_DELAY_MS = 2_000;

const ONLINE_PRESENCE: PresenceWords = { away: 'online.away', standIn: 'online.standIn', waiting: 'online.waitingFor' };
const order = (place: Place): number => (place === 'watch' ? -1 : place);

export interface OnlineHooks {
  onHome(): void;
  onRules(gameId: string, anchor?: string): void;
  onSettingsChange?(next: Settings): void;
  /** The finished game's replay code (from the room): kept in this device's saves once (the shell checks it at the
   *  door); resolves with the save's id, or null when it could not be kept. */
  keepFinished?(code: string, table: string): Promise<string | null>;
  /** Shares a kept game as a replay (the results screen's panel). */
  shareReplay?(saveId: string, host: HTMLElement, trigger: HTMLElement): void;
  /** The kept game's replay with its review (src/review/). */
  review?(saveId: string, trigger: HTMLButtonElement): void;
}

export interface OnlineHandle {
  applySettings(settings: Settings): void;
  destroy(): void;
}

/** The table is open on this device: its "your move" notification has done its work, however the table was opened
 *  (the service worker's tag for it: assets/public/push-sw.js). */
function closeNotificationOf(code: string): void {
  void navigator.serviceWorker?.getRegistration()
    .then((registration) => registration?.getNotifications({ tag: `nine-lives-table-${code}` }))
    .then((shown) => shown?.forEach((n) => n.close()))
    .catch(() => undefined);
}

export function mountOnline(root: HTMLElement, code: string, settings: Settings, hooks: OnlineHooks): OnlineHandle {
  registerPlayText();
  closeNotificationOf(code);
  let current = settings;
  let destroyed = false;
  let screen: SeatScreen | null = null;
  const guests: TableGuest[] = [];

  const status = el('p', { class: 'join-status', attrs: { role: 'status', id: 'online-status' } });
  const body = el('div', { class: 'join-body' });
  const panel = el('div', { class: 'panel join-panel' }, [
    screenHeading(t('online.title')), body, status,
    el('div', { class: 'actions' }, [button(t('app.home'), () => hooks.onHome(), 'secondary', { id: 'online-home' })]),
  ]);
  root.replaceChildren(el('div', { class: 'screen join-screen' }, [panel]));
  const say = (reason: Reason | null): void => { status.textContent = reason ? translateReason(reason) : ''; };
  const reach = (place: Place) => takeSeat(code, place === 'watch' ? { watch: true, lang: current.language } : place);

  /** This device's seats at the table: those it created, else those it holds a token for. */
  async function mine(): Promise<Map<Place, SdkLink>> {
    const links: Map<Place, SdkLink> = takeCreated(code) ?? new Map<Place, SdkLink>();
    if (links.size > 0) return links;
    // A device that watched this table (and plays no seat at it) watches it again.
    const held: Place[] = seatsHeld(code);
    if (held.length === 0 && watchesTable(code)) held.push('watch');
    for (const place of held) {
      status.textContent = t('table.connecting');
      const taken = await reach(place);
      if (taken.ok) links.set(place, taken.link);
      else say(taken.reason);
    }
    return links;
  }

  async function lobby(): Promise<void> {
    status.textContent = t('app.loading');
    const asked = await fetchLobby(code);
    if (destroyed) return;
    if (!asked.ok) return say(asked.reason);
    say(null);
    body.replaceChildren(...lobbyRows(asked.lobby));
  }

  function lobbyRows(lobby: TableLobby): HTMLElement[] {
    const entry = gameById(lobby.gameId);
    const game = entry ? t(entry.titleKey) : lobby.gameId;
    if (lobby.over) return [el('p', { text: t('online.tableOver', { game }) })];
    const free = lobby.seats.some((s) => s === 'free');
    const rows = lobby.names.map((name, seat) => {
      const kind = lobby.seats[seat];
      if (kind === 'free') return el('li', {}, [button(t('online.takeSeat', { name }), () => void take(seat), 'primary', { id: `online-seat-${seat}` })]);
      return el('li', { text: kind === 'bot' ? t('online.seatBot', { name }) : t('online.seatTaken', { name }) });
    });
    return [
      el('p', { text: t(free ? 'online.chooseSeat' : 'online.noFreeSeat', { game }) }),
      el('p', { class: 'online-pace', attrs: { id: 'online-lobby-pace' }, text: paceText(paceOf(lobby.pace)) }),
      el('ul', { class: 'online-seats', attrs: { role: 'list' } }, rows),
      el('p', { class: 'online-watch-how', text: t('online.watchHow') }),
      button(t('online.watch'), () => void take('watch'), 'secondary', { id: 'online-watch' }),
    ];
  }

  async function take(place: Place): Promise<void> {
    status.textContent = t('table.connecting');
    for (const b of body.querySelectorAll('button')) b.disabled = true;
    const taken = await reach(place);
    if (destroyed) return void (taken.ok && taken.link.close());
    if (!taken.ok) {
      say(taken.reason);
      return lobby();
    }
    if (place === 'watch') keepWatching(code);
    await play(new Map([[place, taken.link]]));
  }

  /** This device's seats, each a guest of the room's host; the seat screen once the first has its table. */
  async function play(links: Map<Place, SdkLink>): Promise<void> {
    for (const [, link] of [...links].sort((a, b) => order(a[0]) - order(b[0]))) guests.push(deviceGuest(link, current.language));
    status.textContent = t('table.connecting');
    const first = guests[0];
    await new Promise<void>((resolve) => {
      const check = (): void => {
        if (first.status === 'refused') say(first.refusal);
        if (guests.every((g) => g.status !== 'joining' && (g.status !== 'joined' || g.update)) && first.gameId) resolve();
      };
      for (const g of guests) g.subscribe(check);
      check();
    });
    const joined = guests.filter((g) => g.status === 'joined');
    if (destroyed || joined.length === 0) return;
    let ready!: (s: SeatScreen) => void;
    const screenReady = new Promise<SeatScreen>((r) => { ready = r; });
    const source: SeatSource = joined.length === 1 ? joined[0] : new LocalSeats(joined, {
      privateBetween: () => viewsDiffer(joined.map((g) => g.update?.view)),
      handOver: async (seats) => {
        const s = await screenReady;
        s.closePanels();
        return seats[await handOver(s.overlay.frame, seats.map((seat) => joined[0].names[seat]))];
      },
      publicLog: () => [],
    });
    const opened = await openSeatScreen(root, first.gameId!, source, current, {
      onHome: hooks.onHome,
      onRules: (anchor) => hooks.onRules(first.gameId!, anchor),
      onSettingsChange: hooks.onSettingsChange,
      words: { lost: t('online.lost'), over: t('online.over') },
      presenceWords: ONLINE_PRESENCE,
      // Over days, the seats whose move's time is up, while the table is still at that move.
      extraNotice: () => {
        const up = [...links.values()][0]?.timeUp;
        if (!up || up.at !== first.update?.at) return [];
        return [t('online.timeUpFor', { names: up.seats.map((seat) => first.names[seat]).join(', ') })];
      },
    }, () => !destroyed);
    if (!opened.ok) return say(opened.reason);
    const { game } = opened;
    const s = opened.screen;
    screen = s;
    for (const link of links.values()) link.onTimeUp = () => s.refresh();
    ready(s);
    // The table's pace as the server keeps it, asked once: the invite shows it, and over days a seat is offered to be
    // told of its moves.
    const pace = fetchLobby(code).then((asked) => (asked.ok ? paceOf(asked.lobby.pace) : null));
    const panels = addInvite(s, t(gameById(game.def.id)?.titleKey ?? 'app.title'), first, pace);
    const organiser = joined.find((g) => g.organises);
    if (organiser) await addSeats(s, organiser, joined, panels);
    watchLinks(joined);
    // Over days: "tell me when it is my move", for this device's seat.
    const mine = joined.find((g) => !g.watching && g.seat !== null);
    if (mine) void pace.then((p) => { if (p?.kind === 'days') offerTurnAlerts(s, code, mine, mine.seat!, () => !destroyed && screen === s); });
    const [link] = links.values();
    void link.finished.then((replay) => keep(replay));
  }

  /** The game over: into this device's saves, with "Share replay" and "Review" at hand. */
  async function keep(replay: string): Promise<void> {
    const saveId = await hooks.keepFinished?.(replay, code);
    const s = screen;
    if (!saveId || !s || destroyed) return;
    if (hooks.shareReplay) {
      const share = s.overlay.addTool(t('replay.share'), 'play-share-btn', () => hooks.shareReplay!(saveId, s.overlay.panelHost, share));
      share.id = 'online-share-replay';
    }
    if (hooks.review) {
      const review = s.overlay.addTool(t('replay.review'), 'play-review-btn', () => hooks.review!(saveId, review));
      review.id = 'online-review';
    }
  }

  /** Every seat's link gone (the network lost past the room's grace, the server restarted): this device takes its
   *  seats back with their tokens, trying again a while, and the table is shown as the room has it. */
  function watchLinks(joined: TableGuest[]): void {
    let rejoining = false;
    for (const g of joined) g.subscribe(() => {
      if (rejoining || destroyed || !joined.every((x) => x.status === 'closed') || joined.some((x) => x.update?.over)) return;
      rejoining = true;
      void rejoin(joined.map((x) => (x.watching ? 'watch' : x.seat!)));
    });
  }

  async function rejoin(seats: Place[]): Promise<void> {
    const until = Date.now() + REJOIN_FOR_MS;
    for (let attempt = 0; !destroyed && Date.now() < until; attempt++) {
      await new Promise((r) => setTimeout(r, Math.min(REJOIN_MAX_DELAY_MS, 500 * 2 ** attempt)));
      if (destroyed) return;
      const links = new Map<Place, SdkLink>();
      for (const seat of seats) {
        const taken = await reach(seat);
        console.info(`online table: seat ${seat} taken back: ${taken.ok ? 'yes' : taken.reason.key}`);
        if (!taken.ok) break;
        links.set(seat, taken.link);
      }
      if (links.size < seats.length) {
        for (const link of links.values()) link.close();
        continue;
      }
      if (destroyed) return void links.forEach((link) => link.close());
      screen?.destroy();
      screen = null;
      for (const g of guests.splice(0)) g.close();
      return play(links);
    }
  }

  /** The invite, a panel beside the table; returns how to close it (the organiser's Seats panel takes its place). */
  function addInvite(s: SeatScreen, gameTitle: string, guest: TableGuest, pace: Promise<Pace | null>): { closeInvite(): void } {
    let invite: InvitePanel | null = null;
    const toggle = (): void => {
      if (invite) return invite.close();
      s.closePanels();
      closeSeats?.();
      const mine = guest.watching || guest.seat === null ? null : stopAlertsControl(code, guest.seat);
      invite = openInvitePanel(s.overlay.panelHost, code, gameTitle, () => { invite = null; }, pace, mine);
    };
    const inviteButton = s.overlay.addTool(t('online.invite'), 'play-invite-btn', toggle);
    inviteButton.id = 'online-invite';
    // Seats still waiting for their players: the invite opens at once, as the Seats panel does for phones.
    if (guest.update?.presence.some((p) => p === 'waiting')) toggle();
    return { closeInvite: () => invite?.close() };
  }

  let closeSeats: (() => void) | null = null;

  /** The organiser's Seats panel: where each player is, and an away seat handed to a bot and back (the room's host
   *  decides; a refusal comes back in words). */
  async function addSeats(s: SeatScreen, organiser: TableGuest, joined: TableGuest[], panels: { closeInvite(): void }): Promise<void> {
    const { openSeatsPanel } = await import('../seats-panel');
    if (destroyed) return;
    let seats: SeatsPanel | null = null;
    const local = new Set(joined.map((g) => g.seat));
    // Every other person's seat is on a device of its own, which the organiser may free when it is gone for good.
    const elsewhere = organiser.names.map((_, seat) => seat).filter((seat) => !local.has(seat));
    const said = (r: { ok: boolean; reason?: Reason }): void => void (!r.ok && r.reason && s.overlay.showRefusal(translateReason(r.reason), null));
    const presence = (): Presence[] => organiser.update?.presence ?? [];
    const toggle = (): void => {
      if (seats) return seats.close();
      s.closePanels();
      panels.closeInvite();
      seats = openSeatsPanel(s.overlay.panelHost, {
        names: organiser.names, phones: elsewhere, pairing: false, presence, title: t('table.seats'),
        connect: (link) => link.close(),
        release: (seat) => void organiser.release(seat).then(said),
        standIn: (seat, on) => void organiser.standIn(seat, on).then(said),
        onClose: () => { seats = null; },
        words: { here: (seat) => t(local.has(seat) ? 'online.hereLocal' : 'online.here'), presence: ONLINE_PRESENCE, release: t('online.freeSeat') },
      });
    };
    closeSeats = () => seats?.close();
    organiser.subscribe(() => seats?.refresh(presence()));
    const seatsButton = s.overlay.addTool(t('table.seats'), 'play-seats-btn', toggle);
    seatsButton.id = 'table-seats';
  }

  async function start(): Promise<void> {
    await Promise.all([registerTableText(), registerOnlineText()]);
    const links = await mine();
    if (destroyed) {
      for (const link of links.values()) link.close();
    } else if (links.size > 0) {
      await play(links);
    } else {
      await lobby();
    }
  }
  void start();

  return {
    applySettings(next) {
      current = next;
      screen?.applySettings(next);
    },
    destroy() {
      destroyed = true;
      screen?.destroy();
      for (const g of guests) g.close();
    },
  };
}
