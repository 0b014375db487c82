// The replay's table: the game's own scene (created as the play screen creates it) showing the position after
// move k, with the move log's sentences for that move, step back and forward, play and pause (a move per bot pace
// of the settings: 0.8 s at the normal pace; the scene animates as the motion setting says), a slider "move k of n"
// and a picker of whose hand is shown (a finished game's hands may all be seen). Nothing here sends a move: the
// positions are the game's own, replayed once from the checked log. The controls sit in bands above and below
// the table, never over it (replay.css).
import '../ui/play.css';
import './replay.css';
// As in src/table/open-game.ts: PixiJS without eval, under the Content-Security-Policy.
import 'pixi.js/unsafe-eval';
import { GameSession } from '../engine/session';
import type { GameEvent, Seat } from '../engine/types';
import type { GameModule, GameUi } from '../ui/game-ui';
import { gameModules } from '../table/game-modules';
import { MoveLog, OPENING } from '../table/move-log';
import { registerPlayText } from '../ui/text';
import { claimMessageDock } from '../ui/message-dock';
import { el, svg } from '../base/dom';
import { t } from '../base/i18n';
import { botPaceMs, type Settings } from '../base/settings';
import type { ReplayGame } from './code';
import { moveWords } from '../table/move-log';
import { registerReviewText } from '../review/text';
import type { ReviewPanel } from '../review/panel';
import type { ReviewPoint } from '../review/review';
import type { ReviewAsk } from '../ai/types';
import { reviewThatHolds } from './kept-review';
import type { KeptReviews } from '../store/reviews';

export interface ReplayHandle {
  applySettings(settings: Settings): void;
  /** Opens the review beside the table (Review on the results screen opens the replay so). */
  openReview(): void;
  destroy(): void;
}

/** The fastest a replay plays (the "instant" bot pace still lets each move be seen). */
const MIN_STEP_MS = 300;

/** Every position of the game: [0] as set up, [k] after move k. The log was checked by the door already. */
function positions(game: ReplayGame, module: GameModule): { states: unknown[]; log: MoveLog } {
  const session = new GameSession(module.def, game.input);
  const states: unknown[] = [session.state];
  for (const event of game.events) {
    const sent = session.send(event);
    if (!sent.ok) throw new Error(`a checked replay was refused at move ${states.length}: ${sent.reason.key}`);
    states.push(session.state);
  }
  const log = new MoveLog(module.def, module.describe, game.input, game.input.players.map((p) => p.name));
  log.sync(session.events, session.state);
  return { states, log };
}

function node<K extends keyof HTMLElementTagNameMap>(tag: K, cls: string, parent?: HTMLElement): HTMLElementTagNameMap[K] {
  const n = document.createElement(tag);
  n.className = cls;
  parent?.appendChild(n);
  return n;
}

/** A transport button: an icon, its words for screen readers and as a tooltip. */
function iconButton(cls: string, path: string, parent: HTMLElement): HTMLButtonElement {
  const b = node('button', `play-btn replay-btn ${cls}`, parent);
  b.type = 'button';
  b.append(svg('svg', { viewBox: '0 0 24 24', 'aria-hidden': 'true', focusable: 'false' }, [svg('path', { d: path, fill: 'currentColor' })]));
  return b;
}

const ICON = {
  back: 'M6 5h2.5v14H6zM19 5v14L9.5 12z',
  forward: 'M15.5 5H18v14h-2.5zM5 5v14l9.5-7z',
  play: 'M7 4.5v15l12.5-7.5z',
  pause: 'M6.5 5h4v14h-4zM13.5 5h4v14h-4z',
};

/** `kept`: the reviews kept on this device (the replay screen's), so a second look at this game is instant. */
export async function openReplay(root: HTMLElement, game: ReplayGame, settings: Settings, callbacks: { onHome(): void; kept?: KeptReviews }): Promise<ReplayHandle> {
  const load = gameModules[game.gameId];
  if (!load) throw new Error(`no table for ${game.gameId}`);
  const module = await load();
  registerPlayText();
  module.registerText();
  await registerReviewText();
  const { states, log } = positions(game, module);
  const names = game.input.players.map((p) => p.name);
  const total = game.events.length;

  // The bands: Home, the status line and the hand picker above the table; the move's words and the transport below.
  const wrap = node('div', 'play replay', root);
  const top = node('div', 'replay-top', wrap);
  const home = node('button', 'play-btn play-home replay-home', top);
  home.type = 'button';
  home.addEventListener('click', () => callbacks.onHome());
  const status = node('p', 'play-status replay-status', top);
  status.id = 'replay-status';
  // The review (issue 40): its panel takes a place of its own in the grid, loaded only when asked for.
  const reviewBtn = node('button', 'play-btn replay-review', top);
  reviewBtn.type = 'button';
  reviewBtn.id = 'replay-review';
  const pickerLabel = node('label', 'replay-picker', top);
  const pickerWords = node('span', 'replay-picker-words', pickerLabel);
  const picker = node('select', 'replay-seat', pickerLabel);
  picker.id = 'replay-seat';
  // The app's messages (ready offline, an update) take a row of their own while they show, never the table.
  const dock = node('div', 'replay-dock', wrap);
  const releaseDock = claimMessageDock(dock);
  const stage = node('div', 'play-stage replay-stage', wrap);
  const canvasHost = node('div', 'play-canvas', stage);
  // The game's own buttons have nothing to do in a replay: they stay out of sight, off the table.
  const controls = node('div', 'play-controls replay-game-controls', stage);
  controls.hidden = true;
  controls.inert = true;
  const words = node('p', 'replay-words', wrap);
  words.id = 'replay-words';
  words.setAttribute('aria-live', 'polite');
  const transport = node('div', 'replay-transport', wrap);
  transport.setAttribute('role', 'group');
  const back = iconButton('replay-back', ICON.back, transport);
  back.id = 'replay-back';
  const playBtn = iconButton('replay-play', ICON.play, transport);
  playBtn.id = 'replay-play';
  const forward = iconButton('replay-forward', ICON.forward, transport);
  forward.id = 'replay-forward';
  const slider = node('input', 'replay-slider', transport);
  slider.id = 'replay-slider';
  slider.type = 'range';
  slider.min = '0';
  slider.max = String(total);
  slider.step = '1';
  const counter = node('output', 'replay-counter', transport);
  counter.id = 'replay-counter';
  counter.htmlFor.add(slider.id);

  // Whose hand is at the bottom: the first person's by default (the sharer's own view), or none ("table only").
  const firstPerson = game.input.players.findIndex((p) => p.kind === 'person');
  let viewer: Seat | null = firstPerson >= 0 ? firstPerson : null;
  let current = settings;

  const ui: GameUi<unknown, GameEvent> = await module.createUi(canvasHost, controls, { names, settings });
  ui.onPropose(() => {});

  let shown = -1;
  let shownViewer: Seat | null | undefined;
  let wanted = 0;
  let drawing: Promise<void> | null = null;
  let playing = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let destroyed = false;

  let review: ReviewPanel | null = null;
  let opening = false;
  const ask: ReviewAsk = {
    gameId: game.gameId, input: game.input, events: game.events, seed: (game.input.seed ^ 0x5eed) >>> 0,
    people: game.input.players.flatMap((p, seat) => (p.kind === 'person' ? [seat] : [])),
  };
  // A finished review is kept with the game on this device (./kept-review.ts), so a second look is instant.
  let keptPoints: ReviewPoint[] | null = null;
  async function toggleReview(): Promise<void> {
    if (review) return review.close();
    if (opening) return;
    opening = true;
    try {
      const [{ openReviewPanel }, stored] = await Promise.all([import('../review/panel'), keptPoints ?? callbacks.kept?.read(ask) ?? null]);
      const kept = reviewThatHolds(stored, game.events, module.def, states);
      if (destroyed) return;
      review = await openReviewPanel({
        host: wrap,
        ask,
        names,
        // The move itself: its first sentence (what followed from it, a showdown, is the next ones').
        playedWords: (index) => log.sentences(index - 1, game.events[index - 1].seat)[0] ?? '',
        betterWords: (index, better) => {
          const before = states[index - 1];
          const seat = better.seat;
          return moveWords(module.describe, names, module.def.view(module.def.apply(before, better), seat), module.def.view(before, seat))[0] ?? '';
        },
        onPick: (k) => step(k - wanted),
        kept,
        keep: async (points) => {
          keptPoints = points;
          return callbacks.kept ? callbacks.kept.keep(ask, points) : 'kept';
        },
        onTurns: () => describe(wanted),
        onClose: () => {
          review = null;
          describe(wanted);
          reviewBtn.setAttribute('aria-expanded', 'false');
          reviewBtn.focus();
        },
      });
      review.showAt(wanted);
      describe(wanted);
      reviewBtn.setAttribute('aria-expanded', 'true');
    } finally {
      opening = false;
    }
  }
  reviewBtn.addEventListener('click', () => void toggleReview());

  function label(): void {
    home.textContent = t('play.home');
    reviewBtn.textContent = t('review.open');
    pickerWords.textContent = t('replay.shown');
    picker.replaceChildren(...[null, ...names.keys()].map((seat) => {
      const option = document.createElement('option');
      option.value = seat === null ? '' : String(seat);
      option.textContent = seat === null ? t('replay.tableOnly') : names[seat];
      option.selected = seat === viewer;
      return option;
    }));
    back.setAttribute('aria-label', t('replay.stepBack'));
    back.title = t('replay.stepBack');
    forward.setAttribute('aria-label', t('replay.stepForward'));
    forward.title = t('replay.stepForward');
    slider.setAttribute('aria-label', t('replay.slider'));
    transport.setAttribute('aria-label', t('replay.title'));
    setPlaying(playing);
  }

  /** The words and controls of position k (they follow at once; the table follows when it has drawn). */
  function describe(k: number): void {
    const view = module.def.view(states[k], viewer);
    status.textContent = module.status(view, names);
    // A turning point of the review open beside it says so after the move's own words.
    const turn = review?.turnAt(k) ?? null;
    words.replaceChildren(log.sentences(k === 0 ? OPENING : k - 1, viewer).join(' '), ...(turn ? [' ', el('strong', { class: 'replay-turn', text: turn })] : []));
    const where = k === 0 ? t('replay.start') : t('replay.moveOf', { move: k, total });
    counter.textContent = where;
    slider.value = String(k);
    slider.setAttribute('aria-valuetext', where);
    back.disabled = k === 0;
    forward.disabled = k === total;
  }

  /** Draws the wanted position; a newer wish made while the scene draws is drawn next (the last one wins). */
  function draw(): Promise<void> {
    drawing ??= (async () => {
      try {
        while (!destroyed && (shown !== wanted || shownViewer !== viewer)) {
          const k = wanted;
          const seat = viewer;
          shown = k;
          shownViewer = seat;
          await ui.render(module.def.view(states[k], seat), { legal: [], bottomSeat: seat ?? Math.max(0, firstPerson), showHand: seat !== null, names, recent: [] });
        }
        // The position the table has finished drawing (tests wait for it before they look).
        wrap.dataset.shown = `${shown}:${shownViewer ?? ''}`;
      } catch (error) {
        console.error('the replay\'s table could not draw a position', error);
      } finally {
        drawing = null;
      }
    })();
    return drawing;
  }

  function go(k: number): Promise<void> {
    wanted = Math.max(0, Math.min(total, k));
    describe(wanted);
    review?.showAt(wanted);
    return draw();
  }

  function setPlaying(on: boolean): void {
    playing = on;
    if (timer !== null) clearTimeout(timer);
    timer = null;
    playBtn.replaceChildren(svg('svg', { viewBox: '0 0 24 24', 'aria-hidden': 'true', focusable: 'false' }, [svg('path', { d: on ? ICON.pause : ICON.play, fill: 'currentColor' })]));
    const words = t(on ? 'replay.pause' : 'replay.play');
    playBtn.setAttribute('aria-label', words);
    playBtn.title = words;
    playBtn.setAttribute('aria-pressed', String(on));
    if (on) schedule();
  }

  /** The next move after the table has drawn this one and the pace's pause. */
  function schedule(): void {
    timer = setTimeout(() => {
      timer = null;
      if (!playing || destroyed) return;
      if (wanted >= total) return setPlaying(false);
      void go(wanted + 1).then(() => {
        if (!playing || destroyed) return;
        if (wanted >= total) setPlaying(false);
        else schedule();
      });
    }, Math.max(MIN_STEP_MS, botPaceMs[current.botPace]));
  }

  const step = (by: number) => {
    setPlaying(false);
    void go(wanted + by);
  };
  back.addEventListener('click', () => step(-1));
  forward.addEventListener('click', () => step(1));
  playBtn.addEventListener('click', () => {
    if (playing) return setPlaying(false);
    // Play at the end starts again from the deal.
    if (wanted >= total) void go(0);
    setPlaying(true);
  });
  slider.addEventListener('input', () => {
    setPlaying(false);
    void go(Number(slider.value));
  });
  picker.addEventListener('change', () => {
    viewer = picker.value === '' ? null : Number(picker.value);
    describe(wanted);
    void draw();
  });
  // Arrow keys step anywhere on the screen but in the slider and the picker, which use them themselves.
  const onKey = (e: KeyboardEvent) => {
    if (e.defaultPrevented || e.target === slider || e.target === picker || (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight')) return;
    e.preventDefault();
    step(e.key === 'ArrowLeft' ? -1 : 1);
  };
  document.addEventListener('keydown', onKey);

  label();
  // The controls answer at once; the table follows when the scene has drawn the deal.
  void go(0);
  playBtn.focus();

  return {
    openReview: () => { if (!review) void toggleReview(); },
    applySettings(next) {
      const relabel = next.language !== current.language;
      current = next;
      ui.setSettings(next);
      if (relabel) {
        label();
        describe(wanted);
      }
    },
    destroy() {
      destroyed = true;
      review?.close();
      setPlaying(false);
      document.removeEventListener('keydown', onKey);
      releaseDock();
      ui.destroy();
      wrap.remove();
    },
  };
}
