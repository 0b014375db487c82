// The review beside a replay (issue 40): a graph of each player's chance to win at every move, drawn as the review
// runs in the bot worker (./run.ts), with its progress and a Stop; the moves where the game turned, in words; each
// person's move where the hard bot, from that player's own view then, would have done better, with both chances.
// A tap on the graph or on a move goes to that position of the replay. The panel takes its own place in the
// replay's grid (./review.css): the table gives up room rather than be covered.
import './review.css';
import { button, el, svg } from '../base/dom';
import { t } from '../base/i18n';
import type { GameEvent } from '../engine/types';
import type { ReviewAsk } from '../ai/types';
import { turningPoints, type ReviewPoint, type TurningPoint } from './review';
import { startReview, type ReviewRun } from './run';
import { registerReviewText } from './text';

export interface ReviewPanelOptions {
  /** Where the panel goes (the replay's grid) and which class marks that it is open. */
  host: HTMLElement;
  ask: ReviewAsk;
  names: readonly string[];
  /** The words of move `index` (1-based) as it was played: the move itself (its first sentence). */
  playedWords(index: number): string;
  /** The words of `better` made instead of move `index`, from the position before it. */
  betterWords(index: number, better: GameEvent): string;
  /** Goes to the position after move `index` (0: as set up). */
  onPick(index: number): void;
  /** A review kept from before (a second look is instant), and where to keep a finished one. */
  kept?: ReviewPoint[] | null;
  keep?(points: ReviewPoint[]): Promise<'kept' | 'full' | 'failed'>;
  /** The turning points changed (a point came in): the replay words its move again. */
  onTurns?(): void;
  onClose(): void;
}

export interface ReviewPanel {
  /** Marks the position the replay shows. */
  showAt(index: number): void;
  /** "Here the game turned: …" when move `index` is a turning point (the replay's move words say it too). */
  turnAt(index: number): string | null;
  close(): void;
}

/** Seats' lines: colour, and a dash so they differ without colour too (the colour-blind-safe set of DESIGN.md). */
const LINES = [
  { colour: '#0072B2', dash: '' },
  { colour: '#D55E00', dash: '6 3' },
  { colour: '#009E73', dash: '2 3' },
  { colour: '#CC79A7', dash: '8 3 2 3' },
  { colour: '#E69F00', dash: '4 4' },
  { colour: '#56B4E9', dash: '1 2' },
];
const W = 320;
const H = 140;
const PAD = 6;

/** A move's sentences as one phrase inside another: their last full stop dropped. */
const unstop = (words: string): string => words.replace(/[.!。]\s*$/, '');

export async function openReviewPanel(o: ReviewPanelOptions): Promise<ReviewPanel> {
  await registerReviewText();
  const total = o.ask.events.length;
  const points: ReviewPoint[] = o.kept ? [...o.kept] : [];
  let run: ReviewRun | null = null;
  let at = 0;
  let turns: TurningPoint[] = [];

  const x = (index: number) => PAD + (total === 0 ? 0 : (index / total) * (W - 2 * PAD));
  const y = (chance: number) => PAD + (1 - chance) * (H - 2 * PAD);
  const pct = (c: number) => t('review.percent', { n: Math.round(c * 100) });

  const progress = el('progress', { attrs: { id: 'review-progress', max: total + 1, value: 0 } }) as HTMLProgressElement;
  const status = el('span', { class: 'review-status', attrs: { id: 'review-status', role: 'status' } });
  const stop = button(t('review.stop'), () => run?.stop(), 'secondary', { id: 'review-stop' });
  const again = button(t('review.again'), () => start(), 'secondary', { id: 'review-again' });
  const lines = o.names.map((_, seat) => svg('polyline', {
    class: 'review-line', fill: 'none', stroke: LINES[seat % LINES.length].colour,
    'stroke-dasharray': LINES[seat % LINES.length].dash, 'stroke-linejoin': 'round', 'data-seat': String(seat),
  }));
  const marks = svg('g', { class: 'review-marks' });
  const cursor = svg('line', { class: 'review-cursor', y1: String(PAD), y2: String(H - PAD) });
  const grid = [0, 0.5, 1].map((c) => svg('line', { x1: String(PAD), x2: String(W - PAD), y1: String(y(c)), y2: String(y(c)), class: 'review-gridline' }));
  // Stretched to the panel's width at a height of its own: every stroke keeps its width (non-scaling), the turning
  // points are upright rules, so nothing looks squashed.
  const graph = svg('svg', {
    class: 'review-graph-svg', viewBox: `0 0 ${W} ${H}`, preserveAspectRatio: 'none', id: 'review-graph',
    // A slider along the game for the keyboard and screen readers: each step goes to that move, as a tap does.
    role: 'slider', tabindex: '0', 'aria-label': t('review.graph'), 'aria-valuemin': '0', 'aria-valuemax': String(total),
  }, [...grid, ...lines, marks, cursor]);
  graph.addEventListener('click', (e: MouseEvent) => {
    const box = graph.getBoundingClientRect();
    if (box.width === 0 || total === 0) return;
    const index = Math.round(((e.clientX - box.left) / box.width * W - PAD) / (W - 2 * PAD) * total);
    o.onPick(Math.max(0, Math.min(total, index)));
  });
  const STEPS: Record<string, (k: number) => number> = {
    ArrowLeft: (k) => k - 1, ArrowDown: (k) => k - 1, ArrowRight: (k) => k + 1, ArrowUp: (k) => k + 1,
    PageDown: (k) => k - 10, PageUp: (k) => k + 10, Home: () => 0, End: () => total,
  };
  graph.addEventListener('keydown', (e: KeyboardEvent) => {
    const to = STEPS[e.key];
    if (!to) return;
    e.preventDefault();
    o.onPick(Math.max(0, Math.min(total, to(at))));
  });
  // The axes in words beside the graph (HTML: the stretched drawing would squash text of its own).
  const plot = el('div', { class: 'review-plot' }, [
    el('div', { class: 'review-y', attrs: { 'aria-hidden': 'true' } }, [pct(1), pct(0.5), pct(0)].map((text) => el('span', { text }))),
    graph,
    el('div', { class: 'review-x', attrs: { 'aria-hidden': 'true' } }, [el('span', { text: t('review.axisStart') }), el('span', { text: t('review.axisEnd', { total }) })]),
  ]);
  const legend = el('ul', { class: 'review-legend', attrs: { role: 'list' } }, o.names.map((name, seat) => el('li', {}, [
    svg('svg', { viewBox: '0 0 28 8', width: '28', height: '8', 'aria-hidden': 'true' }, [svg('line', {
      x1: '0', x2: '28', y1: '4', y2: '4', stroke: LINES[seat % LINES.length].colour, 'stroke-width': '3', 'stroke-dasharray': LINES[seat % LINES.length].dash,
    })]),
    ` ${name}`,
  ])));
  const turning = el('ul', { class: 'review-list', attrs: { id: 'review-turning', role: 'list' } });
  const advice = el('ul', { class: 'review-list', attrs: { id: 'review-advice', role: 'list' } });
  const closeBtn = button(t('review.close'), () => close(), 'secondary', { class: 'play-btn move-log-close', id: 'review-close' });
  const panel = el('aside', { class: 'review-panel', attrs: { id: 'review-panel', 'aria-labelledby': 'review-title' } }, [
    el('div', { class: 'move-log-head' }, [el('h2', { class: 'move-log-title', text: t('review.title'), attrs: { id: 'review-title' } }), closeBtn]),
    el('div', { class: 'review-body' }, [
      el('p', { class: 'review-fair', text: t('review.fair'), attrs: { id: 'review-fair' } }),
      el('div', { class: 'review-progress-row' }, [progress, status, stop, again]),
      el('figure', { class: 'review-graph' }, [plot, el('figcaption', {}, [legend])]),
      el('h3', { text: t('review.turning') }),
      turning,
      el('h3', { text: t('review.advice') }),
      advice,
    ]),
  ]);
  o.host.classList.add('has-review');
  o.host.appendChild(panel);

  function goButton(index: number, text: string): HTMLElement {
    return el('li', {}, [button(text, () => o.onPick(index), 'quiet', { class: 'review-go', 'data-move': String(index), 'aria-label': `${t('review.goTo', { move: index })}: ${text}` })]);
  }

  /** The graph, the lists and the progress as far as the points go. */
  function draw(): void {
    lines.forEach((line, seat) => line.setAttribute('points', points.map((p) => `${x(p.index).toFixed(1)},${y(p.chances[seat] ?? 0).toFixed(1)}`).join(' ')));
    const before = turns.map((tp) => tp.index).join();
    turns = turningPoints(points);
    marks.replaceChildren(...turns.map((tp) => svg('line', {
      x1: x(tp.index).toFixed(1), x2: x(tp.index).toFixed(1), y1: String(PAD), y2: String(H - PAD), class: 'review-turn', 'data-move': String(tp.index),
    })));
    turning.replaceChildren(...(turns.length === 0 && points.length === total + 1
      ? [el('li', { class: 'review-none', text: t('review.noTurning') })]
      : turns.map((tp) => goButton(tp.index, t(tp.gainer !== null && tp.gainer !== tp.seat ? 'review.turnedFor' : 'review.turned', {
        move: tp.index, played: unstop(o.playedWords(tp.index)), name: o.names[tp.seat], from: pct(tp.from), to: pct(tp.to),
        gainer: tp.gainer === null ? '' : o.names[tp.gainer], gain: tp.gainer === null ? '' : pct(points[tp.index].chances[tp.gainer]),
      })))));
    const better = points.filter((p) => p.advice && !p.advice.agrees && p.advice.betterChance - p.advice.playedChance >= 0.05);
    advice.replaceChildren(...(better.length === 0 && points.length === total + 1
      ? [el('li', { class: 'review-none', text: t('review.noAdvice') })]
      : better.map((p) => goButton(p.index, t('review.better', {
        move: p.index, played: unstop(o.playedWords(p.index)), playedChance: pct(p.advice!.playedChance),
        better: unstop(o.betterWords(p.index, p.advice!.better)), betterChance: pct(p.advice!.betterChance),
      })))));
    progress.value = points.length;
    const done = points.length === total + 1;
    status.textContent = done ? t('review.done', { total }) : run ? t('review.progress', { move: points.length, total: total + 1 }) : t('review.stopped', { move: Math.max(0, points.length - 1), total });
    stop.hidden = done || !run;
    again.hidden = done || !!run;
    panel.dataset.reviewed = String(points.length);
    showAt(at);
    if (turns.map((tp) => tp.index).join() !== before) o.onTurns?.();
  }

  function start(): void {
    // Only what is missing: a review stopped, or kept unfinished, goes on from where it was.
    const from = points.length;
    run = startReview({ ...o.ask, from }, (point) => {
      if (point.index < from) return;
      points.push(point);
      draw();
    });
    draw();
    void run.done.then(async (how) => {
      run = null;
      draw();
      if (how !== 'reviewed' || points.length !== total + 1 || !o.keep) return;
      const kept = await o.keep(points);
      if (kept !== 'kept') status.textContent = `${status.textContent} ${t(kept === 'full' ? 'review.notKeptFull' : 'review.notKept')}`;
    }, () => {
      run = null;
      status.textContent = t('review.failed');
      stop.hidden = true;
      again.hidden = false;
    });
  }

  function showAt(index: number): void {
    at = index;
    cursor.setAttribute('x1', x(at).toFixed(1));
    cursor.setAttribute('x2', x(at).toFixed(1));
    graph.setAttribute('aria-valuenow', String(at));
    const point = points[at];
    const chances = point ? o.names.map((name, seat) => t('review.seatChance', { name, chance: pct(point.chances[seat] ?? 0) })).join(', ') : '…';
    graph.setAttribute('aria-valuetext', at === 0 ? t('review.atStart', { chances }) : t('review.atMove', { move: at, total, chances }));
  }

  function close(): void {
    run?.stop();
    run = null;
    panel.remove();
    o.host.classList.remove('has-review');
    o.onClose();
  }

  showAt(0);
  if (points.length === total + 1) draw();
  else start();
  closeBtn.focus();
  function turnAt(index: number): string | null {
    const tp = turns.find((p) => p.index === index);
    if (!tp) return null;
    return t(tp.gainer !== null && tp.gainer !== tp.seat ? 'review.hereFor' : 'review.here', {
      name: o.names[tp.seat], from: pct(tp.from), to: pct(tp.to),
      gainer: tp.gainer === null ? '' : o.names[tp.gainer], gain: tp.gainer === null ? '' : pct(points[tp.index].chances[tp.gainer]),
    });
  }

  return { showAt, turnAt, close };
}
