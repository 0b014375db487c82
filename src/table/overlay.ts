// The DOM around a game's canvas: a band above the table holds the toolbar (home, hint, undo, rules), the status
// line and the message dock (the guided tip, a refusal with a link into the rules, the hint, the game-over panel,
// moves waiting to be saved, and the app's toasts and update banner while the game is open); the stage below holds
// the canvas and the game's controls. The canvas gets only the stage, so no message ever covers the table.
// A live region speaks for screen readers (the hand-over screen that hides hands while the tablet is passed on is
// ./handover.ts).
import { claimMessageDock } from '../ui/message-dock';
import { t } from '../base/i18n';

export type LeaveAnswer = 'retry' | 'leave' | 'stay';

export interface Overlay {
  /** The whole play screen (band and stage): the hand-over screen covers all of it. */
  frame: HTMLElement;
  canvasHost: HTMLElement;
  controls: HTMLElement;
  setStatus(text: string): void;
  announce(lines: string[]): void;
  showRefusal(text: string, onRules: (() => void) | null): void;
  clearRefusal(): void;
  setUndo(enabled: boolean): void;
  /** The Hint button: enabled only on a person's turn. */
  setHint(enabled: boolean): void;
  /** One line of hint (null hides it). */
  showHint(text: string | null): void;
  /** The guided first game's tip: "Got it" calls onDone; onRules opens the rules at the move's section. */
  showTip(text: string, onRules: (() => void) | null, onDone: () => void): void;
  /** The tip's place in the dock, for an offer asked there in the tip's look (an online table's "Tell me"). */
  tipHost: HTMLElement;
  clearTip(): void;
  /** The game is over: the final table stays in view with how it ended, until "See the results" is tapped. */
  gameOver(text: string): Promise<void>;
  /** How many moves wait to be saved (storage full); 0 hides the badge. */
  setUnsaved(count: number): void;
  /** A line about the table's devices ("Ben's phone is away"), in the dock; null hides it. */
  setNotice(text: string | null): void;
  /** One more button in the toolbar, before Log (a table of devices' Seats). */
  addTool(label: string, className: string, onClick: () => void): HTMLButtonElement;
  /** Home with moves not saved yet, asked in place: try to save again, leave anyway, or stay at the table. */
  askLeave(count: number): Promise<LeaveAnswer>;
  /** Home with phones at the table (`text` names them), asked in place: keep playing (first) or leave. */
  askLeaveTable(text: string): Promise<'leave' | 'stay'>;
  /** The toolbar's Log button and where its panel goes (src/table/move-log-panel.ts: it listens and keeps its aria). */
  logButton: HTMLButtonElement;
  panelHost: HTMLElement;
  destroy(): void;
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, cls: string, parent?: HTMLElement): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = cls;
  parent?.appendChild(node);
  return node;
}

function leaveText(count: number): string {
  return t(count === 1 ? 'play.leaveUnsavedOne' : 'play.leaveUnsavedMany', { n: count });
}

export function createOverlay(root: HTMLElement, handlers: { onHome(): void; onUndo?(): void; onRules(): void; onHint?(): void }): Overlay {
  const wrap = el('div', 'play', root);
  const band = el('div', 'play-band', wrap);
  const stage = el('div', 'play-stage', wrap);
  const canvasHost = el('div', 'play-canvas', stage);
  const bar = el('header', 'play-toolbar', band);
  const home = el('button', 'play-btn play-home', bar);
  home.type = 'button';
  home.textContent = t('play.home');
  home.addEventListener('click', handlers.onHome);
  const status = el('p', 'play-status', bar);
  status.id = 'play-status';
  // The buttons on the right, one group (phones: beside Home, the status line on its own row below).
  const tools = el('div', 'play-tools', bar);
  const undo = el('button', 'play-btn play-undo', tools);
  undo.type = 'button';
  undo.textContent = t('play.undo');
  undo.disabled = true;
  // A phone at a table of devices has no undo (the table's log is the host's).
  undo.hidden = !handlers.onUndo;
  undo.addEventListener('click', () => handlers.onUndo?.());
  const rules = el('button', 'play-btn play-rules', tools);
  rules.type = 'button';
  rules.textContent = t('play.rules');
  rules.addEventListener('click', handlers.onRules);
  const hintBtn = el('button', 'play-btn play-hint-btn', tools);
  hintBtn.type = 'button';
  hintBtn.textContent = t('play.hint');
  hintBtn.disabled = true;
  hintBtn.hidden = !handlers.onHint;
  hintBtn.addEventListener('click', () => handlers.onHint?.());
  tools.insertBefore(hintBtn, undo);
  const logButton = el('button', 'play-btn play-log-btn', tools);
  logButton.type = 'button';
  logButton.textContent = t('log.button');

  const controls = el('div', 'play-controls', stage);
  // The message dock: one reserved strip under the toolbar, never over the table.
  const dock = el('div', 'play-dock', band);
  const refusal = el('div', 'play-refusal', dock);
  refusal.setAttribute('role', 'alert');
  refusal.hidden = true;
  const live = el('div', 'sr-only', wrap);
  live.setAttribute('aria-live', 'polite');
  // Under the toolbar, side by side while there is room (else one under the other): the guided first game's
  // tip on the left, the refusal and the hint in the middle of what is left.
  const notes = el('div', 'play-notes', dock);
  const tip = el('section', 'play-tip', notes);
  notes.appendChild(refusal);
  const hint = el('p', 'play-hint', notes);
  hint.setAttribute('role', 'status');
  hint.hidden = true;
  tip.setAttribute('aria-labelledby', 'play-tip-title');
  tip.hidden = true;
  // Moves waiting to be saved: words, not only a number, and polite (it changes with every move while full).
  const unsaved = el('p', 'play-unsaved', dock);
  unsaved.setAttribute('role', 'status');
  unsaved.hidden = true;
  const notice = el('p', 'play-notice', dock);
  notice.setAttribute('role', 'status');
  notice.hidden = true;
  // The one question asked in place (a new one answers the old with 'stay'); `unsaved` when its words count the moves
  // waiting to be saved, which setUnsaved keeps current.
  let leaveQuestion: { panel: HTMLElement; text: HTMLElement; unsaved: boolean; answer(a: LeaveAnswer): void } | null = null;
  const ask = <A extends LeaveAnswer>(words: string, unsaved: boolean, choices: [A, string, string][]): Promise<A> => {
    leaveQuestion?.answer('stay');
    return new Promise<A>((resolve) => {
      const panel = el('div', 'play-leave', stage);
      panel.setAttribute('role', 'alertdialog');
      panel.setAttribute('aria-labelledby', 'play-leave-text');
      const text = el('p', 'play-leave-text', panel);
      text.id = 'play-leave-text';
      text.textContent = words;
      const row = el('div', 'play-leave-actions', panel);
      const answer = (a: LeaveAnswer) => {
        if (leaveQuestion?.panel !== panel) return;
        leaveQuestion = null;
        panel.remove();
        resolve(a as A);
      };
      for (const [a, key, cls] of choices) {
        const b = el('button', cls, row);
        b.type = 'button';
        b.textContent = t(key);
        b.addEventListener('click', () => answer(a));
      }
      leaveQuestion = { panel, text, unsaved, answer };
      row.querySelector<HTMLElement>('button')?.focus();
    });
  };
  // A dock holding more than its height (a tip and a refusal on a phone) scrolls to the message just shown.
  const showNewest = (message: HTMLElement): void => message.scrollIntoView?.({ block: 'nearest' });
  // The app's toasts and update banner join the dock while the game is open.
  const releaseDock = claimMessageDock(dock);


  return {
    frame: wrap,
    canvasHost,
    controls,
    logButton,
    panelHost: stage,
    setStatus: (text) => { status.textContent = text; },
    announce: (lines) => { if (lines.length) live.textContent = lines.join(' '); },
    showRefusal(text, onRules) {
      refusal.replaceChildren();
      el('span', 'play-refusal-text', refusal).textContent = text;
      if (onRules) {
        const why = el('button', 'play-link play-link-inline', refusal);
        why.type = 'button';
        why.textContent = t('play.whyRules');
        why.addEventListener('click', onRules);
      }
      // It stays until the next accepted move, so it can be read at leisure.
      refusal.hidden = false;
      showNewest(refusal);
    },
    clearRefusal: () => { refusal.hidden = true; },
    setUndo: (enabled) => { undo.disabled = !enabled; },
    setHint: (enabled) => { hintBtn.disabled = !enabled; },
    showHint(text) {
      hint.textContent = text ?? '';
      hint.hidden = text === null;
      if (text !== null) showNewest(hint);
    },
    showTip(text, onRules, onDone) {
      tip.replaceChildren();
      // Title and words in one flow; the way into the rules and "Got it" beside them (./play.css).
      const body = el('div', 'play-tip-body', tip);
      const title = el('h2', 'play-tip-title', body);
      title.id = 'play-tip-title';
      title.textContent = t('play.tipTitle');
      el('p', 'play-tip-text', body).textContent = text;
      const row = el('div', 'play-tip-actions', tip);
      if (onRules) {
        const rulesLink = el('button', 'play-link play-tip-rules', row);
        rulesLink.type = 'button';
        rulesLink.textContent = t('play.tipRules');
        rulesLink.addEventListener('click', onRules);
      }
      const done = el('button', 'play-btn play-tip-done', row);
      done.type = 'button';
      done.textContent = t('play.gotIt');
      done.addEventListener('click', onDone, { once: true });
      tip.hidden = false;
    },
    clearTip: () => { tip.hidden = true; tip.replaceChildren(); },
    tipHost: tip,
    gameOver(text) {
      return new Promise<void>((resolve) => {
        const panel = el('div', 'play-over', dock);
        panel.setAttribute('role', 'status');
        el('p', 'play-over-text', panel).textContent = text;
        const go = el('button', 'play-btn play-see-results', panel);
        go.type = 'button';
        go.textContent = t('play.seeResults');
        go.addEventListener('click', () => { panel.remove(); resolve(); }, { once: true });
        go.focus();
      });
    },
    setUnsaved(count) {
      unsaved.hidden = count === 0;
      unsaved.textContent = count === 0 ? '' : t(count === 1 ? 'play.unsavedOne' : 'play.unsavedMany', { n: count });
      if (leaveQuestion?.unsaved) {
        if (count === 0) leaveQuestion.answer('leave');
        else leaveQuestion.text.textContent = leaveText(count);
      }
    },
    setNotice(text) {
      notice.textContent = text ?? '';
      notice.hidden = text === null;
    },
    addTool(label, className, onClick) {
      const b = el('button', `play-btn ${className}`, tools);
      b.type = 'button';
      b.textContent = label;
      b.addEventListener('click', onClick);
      tools.insertBefore(b, logButton);
      return b;
    },
    askLeave: (count) => ask(leaveText(count), true, [
      ['retry', 'play.leaveRetry', 'play-btn play-leave-retry'],
      ['leave', 'play.leaveAnyway', 'play-btn play-leave-anyway'],
      ['stay', 'play.leaveStay', 'play-link play-leave-stay'],
    ]),
    askLeaveTable: (words) => ask(words, false, [
      ['stay', 'play.leaveStay', 'play-btn play-leave-keep'],
      ['leave', 'table.leave', 'play-btn play-leave-anyway'],
    ]),
    destroy: () => {
      leaveQuestion?.answer('stay');
      releaseDock();
      wrap.remove();
    },
  };
}
