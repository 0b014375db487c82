// A seat's screen, the same for every seat a person plays: a phone at a table of devices, the tablet's own seat, and
// the people sharing one device (local-seats.ts passes it between them). The game's own scene and controls, drawn
// from what the host sent this seat (its view, its legal events, who may answer, the other seats' moves since its
// last turn, the seats' presence, the move log in its words), with the first game's tips, hint, undo, the move log
// and refusals in words; every move and undo is sent to the host, which alone accepts or refuses it.
import { BotClient } from '../ai/client';
import type { GameEvent, Reason, Seat } from '../engine/types';
import type { GameModule, GameUi, Proposal } from '../ui/game-ui';
import { createOverlay, type Overlay } from './overlay';
import { createLetAnswer, type LetAnswer } from './let-answer';
import { createMoveLogPanel, type MoveLogPanel } from './move-log-panel';
import { orNames } from './handover';
import { showHint } from './hint-flow';
import { reportShown } from './shown-probe';
import type { MoveLogEntry } from './move-log';
import { t, translateReason } from '../base/i18n';
import type { Settings } from '../base/settings';
import type { GuestResult, GuestStatus } from './guest';
import type { LogEntryWords, UpdateMessage } from './protocol';
import { presenceLines, type PresenceWords } from './presence';
import { createTips } from './seat-tips';
import { newestOnly } from './newest-only';

/** What a seat's screen reads and sends: a TableGuest, or the people of one device (local-seats.ts). */
/** What a seat's device holds of its table, as its game's own types: the host sends a game's views and events, so the
 *  one place they become typed is where a game's screen is given its source (SeatSource's V and E). */
export type SeatUpdate<V = unknown, E extends GameEvent = GameEvent> = Omit<UpdateMessage, 'view' | 'legal' | 'recent'> & { view: V; legal: E[]; recent: E[] };

export interface SeatSource<V = unknown, E extends GameEvent = GameEvent> {
  readonly status: GuestStatus;
  readonly seat: Seat | null;
  readonly table: string | null;
  readonly names: string[];
  readonly update: SeatUpdate<V, E> | null;
  readonly log: readonly LogEntryWords[];
  readonly refusal: Reason | null;
  /** The hand is turned away (the device is being passed between people who may not see each other's). */
  readonly handHidden?: boolean;
  /** The device watches the table (no seat): the public view, nobody's hand, no move of its own. */
  readonly watching?: boolean;
  propose(event: { type: string; [field: string]: unknown }): Promise<GuestResult>;
  letAnswer(): Promise<GuestResult>;
  undo(): Promise<GuestResult>;
  subscribe(listener: () => void): () => void;
}

export interface SeatScreenHooks {
  onHome(): void;
  onRules(anchor?: string): void;
  /** Lines of the host's own to show with the table's (the host's "Seats" state), or none. */
  extraNotice?(): string[];
  /** This seat is on the table's own device (the results come on this screen, not "on the table's"). */
  onTable?: boolean;
  /** A tip was seen: the player's settings changed (the shell keeps them). */
  onSettingsChange?(next: Settings): void;
  /** What this kind of table says when its link is lost and when the game is over (a table of devices' words
   *  unless told: "scan the table's code again", "the results are on the table's screen"). */
  words?: { lost?: string; over?: string };
  /** How this kind of table speaks of the other seats' players (presence.ts; phones unless told). */
  presenceWords?: PresenceWords;
  /** What a tap on a watched table says (an onlooker's words unless told: the tablet that is the table's own
   *  screen says so). */
  watchRefusal?: string;
}

export interface SeatScreen {
  overlay: Overlay;
  applySettings(settings: Settings): void;
  /** Draws again (the host's own lines changed). */
  refresh(): void;
  /** Closes the move log's panel (the device is being handed on). */
  closePanels(): void;
  destroy(): void;
}

export async function mountSeatScreen<S, E extends GameEvent, V>(root: HTMLElement, source: SeatSource<V, E>, game: GameModule<S, E, V>, settings: Settings, hooks: SeatScreenHooks): Promise<SeatScreen> {
  game.registerText();
  // A hint is the normal bot's choice from this seat's own view and legal events (what the device holds already),
  // thought out on this device: nothing more of the table is needed, nor seen.
  // A watching device has no seat: no hint, no undo.
  const acts = !source.watching;
  const bots = game.hint && acts ? new BotClient() : null;
  const overlay = createOverlay(root, {
    onHome: hooks.onHome, onRules: () => hooks.onRules(), onUndo: acts ? () => undo() : undefined, onHint: bots ? () => void hint() : undefined,
  });
  // The seats' names in one array the table keeps reading, brought up to date at every drawing: the tablet's own seat
  // is mounted before the table's invitation has brought them (an in-page link), and its plates said "1" and "2".
  const names = source.names.slice();
  const ui: GameUi<V, E> = await game.createUi(overlay.canvasHost, overlay.controls, { names, settings });
  let busy = false;
  let destroyed = false;
  let lastDrawn = '';
  let logShown = 0;
  const tips = createTips(game, overlay, settings, { onRules: hooks.onRules, onSettingsChange: hooks.onSettingsChange });

  /** Sends a request to the host; a refusal is shown in words, and the table drawn again so it takes taps. */
  const ask = (request: () => Promise<GuestResult>, onDone?: () => void, onRefused?: () => void): void => {
    if (busy || destroyed) return;
    busy = true;
    overlay.setUndo(false);
    void request().then((r) => {
      busy = false;
      if (destroyed) return;
      if (r.ok) {
        overlay.clearRefusal();
        onDone?.();
        return;
      }
      onRefused?.();
      const rule = r.reason.rule;
      overlay.showRefusal(translateReason(r.reason), rule ? () => hooks.onRules(rule) : null);
      lastDrawn = '';
      void draw();
    });
  };

  const letAnswer: LetAnswer = createLetAnswer(overlay.controls, () => ask(() => source.letAnswer()));

  // The person who just moved may take it back while their hand is turned away (the device still theirs until the
  // next person takes it through the hand-over screen, which covers this button).
  function undo(): void {
    if (!source.update?.undo) return;
    ask(() => source.undo(), () => overlay.announce([t('play.undone')]));
  }

  const logPanel: MoveLogPanel = createMoveLogPanel(overlay.panelHost, overlay.logButton, () => ({ entries: entries(source), names: source.names }));
  overlay.logButton.addEventListener('click', () => logPanel.toggle());

  ui.onPropose((p: Proposal) => {
    if (source.watching) return overlay.showRefusal(t(hooks.watchRefusal ?? 'table.watchOnly'), null);
    if (busy || destroyed || !source.update?.asked || source.handHidden) return;
    ui.freeze();
    // A refusal gives the scene its cue (a shake) before the words and the table drawn again.
    ask(() => source.propose(p), undefined, () => ui.refuse(p));
  });

  async function hint(): Promise<void> {
    const u = source.update;
    if (!bots || !u?.asked || source.handHidden) return;
    const at = `${u.gen}:${u.at}`;
    await showHint({
      game, bots, view: u.view, legal: u.legal, names: source.names, overlay, ui,
      seed: (u.at * 0x9e3779b1 + u.gen) >>> 0,
      current: () => !destroyed && `${source.update?.gen}:${source.update?.at}` === at,
    });
  }

  // One drawing at a time, always of the newest table: updates that come while the scene draws are drawn after it.
  const draw = newestOnly(() => drawNewest(), 'the seat\'s drawing', () => destroyed);

  async function drawNewest(): Promise<void> {
    const u = source.update;
    const seat = source.seat;
    names.splice(0, names.length, ...source.names);
    const notices = [...connectionLines(source, hooks), ...(u ? presenceLines(u.presence, source.names, seat, hooks.presenceWords) : []), ...(hooks.extraNotice?.() ?? [])];
    overlay.setNotice(notices.length ? notices.join(' ') : null);
    if (!u || (seat === null && !source.watching)) {
      overlay.setStatus(t('table.connecting'));
      return;
    }
    const hidden = source.handHidden ?? false;
    const key = `${u.gen}:${u.at}:${seat}:${hidden}:${u.asked}:${u.undo}:${u.open.join(',')}:${u.held}:${u.letAnswer?.join(',') ?? '-'}`;
    if (key === lastDrawn) return;
    const asked = u.asked && !hidden;
    overlay.setStatus(statusLine(game, u.view, source.names, u.open, u.held, u.over));
    overlay.showHint(null);
    ui.showHint?.(null);
    overlay.setHint(Boolean(bots) && asked && u.legal.length > 0);
    overlay.setUndo(u.undo && !busy);
    letAnswer.set(hidden || u.letAnswer === null ? null : u.letAnswer.length > 0 ? t('play.letAnswer', { who: orNames(u.letAnswer.map((s) => source.names[s])) }) : t('play.noAnswer'));
    // What happened since the last drawing, for screen readers (nothing of a hand turned away).
    const fresh = source.log.slice(logShown).flatMap((e) => e.sentences);
    logShown = source.log.length;
    if (!hidden) overlay.announce(fresh);
    logPanel.refresh();
    await ui.render(u.view, {
      legal: asked ? u.legal : [], bottomSeat: seat ?? 0, showHand: !hidden && seat !== null, names: source.names, recent: asked ? u.recent : [],
    });
    // Drawn: only now (a drawing that failed is tried again by the next update or a tap refused).
    lastDrawn = key;
    if (destroyed) return;
    if (source.table) reportShown(source.table, u.at, u.view);
    tips.follow(`${u.gen}:${u.at}:${seat}`, asked ? u.legal : []);
  }

  const unsubscribe = source.subscribe(() => {
    // A new seat on this device (a hand-over) reads its own log from its start.
    if (source.log.length < logShown) logShown = 0;
    void draw();
  });
  void draw();

  return {
    overlay,
    applySettings: (next) => {
      tips.applySettings(next);
      ui.setSettings(next);
    },
    refresh: () => void draw(),
    closePanels: () => logPanel.close(),
    destroy() {
      destroyed = true;
      unsubscribe();
      tips.destroy();
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
function connectionLines(source: SeatSource, hooks: SeatScreenHooks): string[] {
  if (source.status === 'refused' && source.refusal) return [translateReason(source.refusal)];
  if (source.status === 'closed') return [hooks.words?.lost ?? t('table.connectionLost')];
  if (source.update?.over && !hooks.onTable) return [hooks.words?.over ?? t('table.overOnTable')];
  return [];
}

/** The move log, newest first, this seat's moves apart from the others' since its own last one. */
function entries(source: SeatSource): MoveLogEntry[] {
  const seat = source.seat;
  let lastOwn = -1;
  for (const e of source.log) if (e.seat === seat) lastOwn = e.index;
  return [...source.log].reverse().map((e) => ({ ...e, fresh: e.index > lastOwn && e.seat !== null && e.seat !== seat }));
}
