// A seat's screen at a table of devices: the game's own scene and controls, drawn from what the host sent this seat
// (its view, its legal events, who may answer, the seats' presence, the move log in its words), and every move sent
// to the host, which alone accepts or refuses it. A phone's whole game; the tablet's too when it is also a seat.
import { BotClient } from '../ai/client';
import type { Seat } from '../engine/types';
import type { GameModule, GameUi, Proposal } from '../play/game-ui';
import { createOverlay, type Overlay } from '../play/overlay';
import { createLetAnswer, type LetAnswer } from '../play/let-answer';
import { createMoveLogPanel, type MoveLogPanel } from '../play/move-log-panel';
import { orNames } from '../play/handover';
import { showHint } from '../play/hint-flow';
import type { MoveLogEntry } from '../play/move-log';
import { t, translateReason } from '../shell/i18n';
import type { Settings } from '../shell/settings';
import type { TableGuest } from './guest';
import { presenceLines } from './presence';

export interface SeatScreenHooks {
  onHome(): void;
  onRules(anchor?: string): void;
  /** Lines of the host's own to show with the table's (the host's "Seats" state), or none. */
  extraNotice?(): string[];
  /** This seat is the table's own device (the results come on this screen, not "on the table's"). */
  onTable?: boolean;
}

export interface SeatScreen {
  overlay: Overlay;
  applySettings(settings: Settings): void;
  /** Draws again (the host's own lines changed). */
  refresh(): void;
  destroy(): void;
}

export async function mountSeatScreen(root: HTMLElement, guest: TableGuest, game: GameModule, settings: Settings, hooks: SeatScreenHooks): Promise<SeatScreen> {
  game.registerText();
  // A hint is the normal bot's choice from this seat's own view and legal events (what the phone holds already),
  // thought out on this device: nothing more of the table is needed, nor seen.
  const bots = game.hint ? new BotClient() : null;
  const overlay = createOverlay(root, { onHome: hooks.onHome, onRules: () => hooks.onRules(), onHint: game.hint ? () => void hint() : undefined });
  // The seats' names in one array the table keeps reading, brought up to date at every drawing: the tablet's own seat
  // is mounted before the table's invitation has brought them (an in-page link), and its plates said "1" and "2".
  const names = guest.names.slice();
  const ui: GameUi<unknown, never> = await game.createUi(overlay.canvasHost, overlay.controls, { names, settings });
  let busy = false;
  let destroyed = false;
  let lastDrawn = '';
  let logShown = 0;

  const letAnswer: LetAnswer = createLetAnswer(overlay.controls, () => {
    if (busy) return;
    busy = true;
    void guest.letAnswer().then((r) => {
      busy = false;
      if (!r.ok) overlay.showRefusal(translateReason(r.reason), null);
    });
  });

  const logPanel: MoveLogPanel = createMoveLogPanel(overlay.panelHost, overlay.logButton, () => ({ entries: entries(guest), names: guest.names }));
  overlay.logButton.addEventListener('click', () => logPanel.toggle());

  ui.onPropose((p: Proposal) => {
    if (busy || destroyed || !guest.update?.asked) return;
    busy = true;
    ui.freeze();
    void guest.propose(p).then((r) => {
      busy = false;
      if (destroyed) return;
      if (r.ok) {
        overlay.clearRefusal();
        return;
      }
      ui.refuse(p as never);
      const rule = r.reason.rule;
      overlay.showRefusal(translateReason(r.reason), rule ? () => hooks.onRules(rule) : null);
      // The table did not move: draw it again so the hand takes taps once more.
      lastDrawn = '';
      void draw();
    });
  });

  // One drawing at a time, always of the newest table: updates that come while the scene draws are drawn after it.
  let drawing = false;
  let again = false;
  async function hint(): Promise<void> {
    const u = guest.update;
    if (!bots || !u?.asked) return;
    const at = u.at;
    await showHint({
      game, bots, view: u.view, legal: u.legal as never[], names: guest.names, overlay, ui,
      seed: (at * 0x9e3779b1) >>> 0,
      current: () => !destroyed && guest.update?.at === at,
    });
  }

  async function draw(): Promise<void> {
    if (drawing) {
      again = true;
      return;
    }
    drawing = true;
    try {
      do {
        again = false;
        await drawNewest();
      } while (again && !destroyed);
    } finally {
      drawing = false;
    }
  }

  async function drawNewest(): Promise<void> {
    const u = guest.update;
    const seat = guest.seat;
    names.splice(0, names.length, ...guest.names);
    const notices = [...connectionLines(guest, hooks.onTable ?? false), ...(u ? presenceLines(u.presence, guest.names, seat) : []), ...(hooks.extraNotice?.() ?? [])];
    overlay.setNotice(notices.length ? notices.join(' ') : null);
    if (!u || seat === null) {
      overlay.setStatus(t('table.connecting'));
      return;
    }
    const key = `${u.at}:${u.asked}:${u.open.join(',')}:${u.held}:${u.letAnswer?.join(',') ?? '-'}`;
    if (key === lastDrawn) return;
    lastDrawn = key;
    overlay.setStatus(statusLine(game, u.view, guest.names, u.open, u.held, u.over));
    overlay.showHint(null);
    ui.showHint?.(null);
    overlay.setHint(Boolean(bots) && u.asked && u.legal.length > 0);
    letAnswer.set(u.letAnswer === null ? null : u.letAnswer.length > 0 ? t('play.letAnswer', { who: orNames(u.letAnswer.map((s) => guest.names[s])) }) : t('play.noAnswer'));
    // What happened since the last drawing, for screen readers.
    const fresh = guest.log.slice(logShown).flatMap((e) => e.sentences);
    logShown = guest.log.length;
    overlay.announce(fresh);
    logPanel.refresh();
    await ui.render(u.view, { legal: u.legal as never[], bottomSeat: seat, showHand: true, names: guest.names, recent: [] });
  }

  const unsubscribe = guest.subscribe(() => void draw());
  void draw();

  return {
    overlay,
    applySettings: (next) => ui.setSettings(next),
    refresh: () => void draw(),
    destroy() {
      destroyed = true;
      unsubscribe();
      bots?.terminate();
      logPanel.destroy();
      ui.destroy();
      overlay.destroy();
    },
  };
}

/** The status line: the game's own, and while several seats may answer, who may (or who still may). */
function statusLine(game: GameModule, view: unknown, names: string[], open: Seat[], held: Seat | null, over: boolean): string {
  const base = game.status(view, names);
  if (over) return base;
  if (held !== null && open.length > 0) return t('play.gaveWay', { name: names[held], who: orNames(open.map((s) => names[s])) });
  if (open.length > 1) return t('play.mayAnswer', { status: base, who: orNames(open.map((s) => names[s])) });
  return base;
}

/** The link to the table, in words, when it is not simply working. */
function connectionLines(guest: TableGuest, onTable: boolean): string[] {
  if (guest.status === 'refused' && guest.refusal) return [translateReason(guest.refusal)];
  if (guest.status === 'closed') return [t('table.connectionLost')];
  if (guest.update?.over && !onTable) return [t('table.overOnTable')];
  return [];
}

/** The move log, newest first, this seat's moves apart from the others' since its own last one. */
function entries(guest: TableGuest): MoveLogEntry[] {
  const seat = guest.seat;
  let lastOwn = -1;
  for (const e of guest.log) if (e.seat === seat) lastOwn = e.index;
  return [...guest.log].reverse().map((e) => ({ ...e, fresh: e.index > lastOwn && e.seat !== null && e.seat !== seat }));
}
