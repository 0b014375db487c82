// Back like an app, and a URL per screen. The app machine stays the one source of truth: the browser's history
// follows it (a new entry when the screen changes, the same entry replaced where it is the same screen, and going
// back to an entry already in the stack when the machine returns to that screen), and the browser's Back is turned
// into the machine's own events. Home keeps one guard entry under it, so Back at home can ask before leaving.
//
// The pure parts (route <-> screen, which entry to go to, what Back means on a screen) are tested in history.test.ts;
// `connectHistory` is the thin part that talks to window.history.
import type { AppContext, AppEvent, CompanionTool } from '../../machines/app';
import type { GameId } from '../games/index';

/** The machine's `screen` region value: 'home', or { playing: 'table' }. */
export type ScreenValue = string | Record<string, unknown>;
/** The part of an app snapshot a route is made of. */
export interface RouteSource {
  screen: ScreenValue;
  context: AppContext;
}

export const HOME_ROUTE = '#/';
/** The stack's label for the guard entry under home (never a route, so the machine never "returns" to it). */
export const GUARD = 'guard';

const TOOLS: readonly CompanionTool[] = ['picker', 'timer'];
const enc = encodeURIComponent;

function screenParts(value: ScreenValue): [string, string | null] {
  if (typeof value === 'string') return [value, null];
  const [name] = Object.keys(value);
  const sub = value[name];
  return [name, typeof sub === 'string' ? sub : null];
}

function rulesPath(base: string, rules: NonNullable<AppContext['rules']>): string {
  return `${base}/${enc(rules.gameId)}${rules.anchor ? `/${enc(rules.anchor)}` : ''}`;
}

/** The URL fragment of the screen the machine shows. */
export function routeOf({ screen, context: c }: RouteSource): string {
  const [name, sub] = screenParts(screen);
  switch (name) {
    case 'newGame': return c.gameId ? `#/new/${enc(c.gameId)}` : HOME_ROUTE;
    case 'saves': return '#/saves';
    case 'settings': return '#/settings';
    case 'joining': return '#/join';
    case 'rules': return c.rules ? rulesPath('#/rules', c.rules) : HOME_ROUTE;
    case 'playing': {
      if (!c.saveId) return HOME_ROUTE;
      const table = `#/play/${enc(c.saveId)}`;
      return sub === 'readingRules' && c.rules ? rulesPath(`${table}/rules`, c.rules) : table;
    }
    case 'results': return '#/results';
    case 'companion': return '#/companion';
    case 'sheet': return c.sheetId ? `#/companion/sheet/${enc(c.sheetId)}` : '#/companion';
    case 'tool': return c.tool ? `#/companion/tool/${c.tool}` : '#/companion';
    case 'replay': return c.replayCode ? `#/replay/${enc(c.replayCode)}` : HOME_ROUTE;
    case 'online': return c.onlineCode ? `#/online/${enc(c.onlineCode)}` : HOME_ROUTE;
    default: return HOME_ROUTE;
  }
}

function segments(route: string): string[] | null {
  if (!route.startsWith('#/')) return null;
  try {
    return route.slice(2).split('/').filter((s) => s !== '').map((s) => decodeURIComponent(s));
  } catch {
    return null; // a malformed %-escape
  }
}

/** Ids from a URL only ever reach the store as keys and the page as text; a sane length is all they need. */
const idOk = (id: string | undefined): id is string => typeof id === 'string' && id.length > 0 && id.length <= 200;
/** A replay's code is longer than an id; src/replay/code.ts checks the rest (and refuses it in words). */
const replayCodeOk = (code: string | undefined): code is string => typeof code === 'string' && code.length > 0 && code.length <= 40_000;

/**
 * The events that take the machine from home to the screen of `route` (a reload lands where the player was).
 * Anything unknown, or the results with no result in memory, is home: [].
 */
export function eventsFor(route: string, isGame: (id: string) => boolean): AppEvent[] {
  const s = segments(route);
  if (!s) return [];
  const game = (id: string | undefined): id is GameId => idOk(id) && isGame(id);
  const rules = (gameId: string | undefined, anchor: string | undefined): AppEvent[] =>
    (game(gameId) ? [{ type: 'OPEN_RULES', gameId, ...(idOk(anchor) ? { anchor } : {}) }] : []);
  switch (s[0]) {
    case 'new': return game(s[1]) ? [{ type: 'OPEN_NEW_GAME', gameId: s[1] }] : [];
    case 'saves': return [{ type: 'OPEN_SAVES' }];
    case 'settings': return [{ type: 'OPEN_SETTINGS' }];
    case 'join': return [{ type: 'OPEN_JOIN' }];
    case 'rules': return rules(s[1], s[2]);
    case 'play': {
      if (!idOk(s[1])) return [];
      const resume: AppEvent = { type: 'RESUME', saveId: s[1] };
      return s[2] === 'rules' ? [resume, ...rules(s[3], s[4])] : [resume];
    }
    case 'replay': return replayCodeOk(s[1]) ? [{ type: 'OPEN_REPLAY', code: s[1] }] : [];
    // A table's code is checked by the server (it answers "no such table" in words); a sane length is all here.
    case 'online': return idOk(s[1]) && s[1].length <= 40 ? [{ type: 'OPEN_ONLINE', code: s[1] }] : [];
    case 'companion': {
      const open: AppEvent = { type: 'OPEN_COMPANION' };
      if (s[1] === 'sheet' && idOk(s[2])) return [open, { type: 'OPEN_SHEET', sheetId: s[2] }];
      const tool = TOOLS.find((x) => x === s[2]);
      if (s[1] === 'tool' && tool) return [open, { type: 'OPEN_TOOL', tool }];
      return [open];
    }
    default: return [];
  }
}

/** Which screen a route shows, for "is it the same screen?" (a game and its results share one entry). */
export function screenKind(route: string): string {
  const s = segments(route) ?? [];
  if (s[0] === 'results') return 'play';
  if (s[0] === 'play') return s[2] === 'rules' ? 'play-rules' : 'play';
  if (s[0] === 'companion') return `companion/${s[1] ?? ''}`;
  return s[0] ?? '';
}

/** What the history must do so its current entry shows `route`, given the routes of the entries up to the current one. */
export type HistoryStep =
  | { kind: 'none' }
  /** Back to an entry already in the stack (the machine went back, or home, to that screen). */
  | { kind: 'go'; index: number }
  | { kind: 'replace' }
  | { kind: 'push' };

export function stepTo(stack: readonly string[], route: string): HistoryStep {
  const top = stack.length - 1;
  if (stack[top] === route) return { kind: 'none' };
  const earlier = stack.lastIndexOf(route);
  if (earlier >= 0) return { kind: 'go', index: earlier };
  if (top >= 1 && route !== HOME_ROUTE && stack[top] !== HOME_ROUTE && screenKind(stack[top]) === screenKind(route)) return { kind: 'replace' };
  return { kind: 'push' };
}

/** What the browser's Back means on a screen (after any open dialog has been closed instead). */
export type BackAction =
  /** Home: ask "Leave Nine Lives?". */
  | { kind: 'ask' }
  /** A game: go home as the game's own Home button does (it asks first when moves are not saved yet). */
  | { kind: 'leaveGame' }
  | { kind: 'send'; event: AppEvent };

export function backActionOf(screen: ScreenValue): BackAction {
  const [name] = screenParts(screen);
  if (name === 'home') return { kind: 'ask' };
  if (name === 'playing') return screenParts(screen)[1] === 'readingRules' ? { kind: 'send', event: { type: 'BACK' } } : { kind: 'leaveGame' };
  // The results have nothing behind them but the finished game: home.
  if (name === 'results') return { kind: 'send', event: { type: 'HOME' } };
  return { kind: 'send', event: { type: 'BACK' } };
}

/** Our entry's state: its place in our stack and the routes up to it (kept across reloads by the browser). */
export interface EntryState {
  nineLives: 1;
  index: number;
  stack: string[];
}

export function readEntry(state: unknown): EntryState | null {
  if (typeof state !== 'object' || state === null) return null;
  const s = state as Partial<EntryState>;
  if (s.nineLives !== 1 || !Array.isArray(s.stack) || !s.stack.every((r) => typeof r === 'string')) return null;
  if (typeof s.index !== 'number' || s.index !== s.stack.length - 1 || s.stack[0] !== GUARD) return null;
  return { nineLives: 1, index: s.index, stack: s.stack };
}

// ---------- The part that talks to the browser ----------

/** Closes the topmost open dialog, as Escape would; false when none is open (or it cannot be closed). */
export function closeTopDialog(doc: Document): boolean {
  const dialogs = [...doc.querySelectorAll<HTMLDialogElement>('dialog[open]')];
  const dialog = dialogs[dialogs.length - 1];
  if (dialog) {
    // Its own cancel handler decides (the rules dialog sends the machine's BACK); else it simply closes.
    const cancel = new Event('cancel', { cancelable: true });
    if (dialog.dispatchEvent(cancel)) dialog.close();
    return true;
  }
  // A game's chooser (a role="dialog" box, not a <dialog>) closes with its Cancel, where it has one.
  const chooser = doc.querySelector<HTMLElement>('.play-chooser:not([hidden])');
  const cancel = chooser?.querySelector<HTMLButtonElement>('button[class*="cancel"]');
  if (cancel) {
    cancel.click();
    return true;
  }
  return false;
}

/** The game's own Home button (the overlay's, or the shell's while the table loads), so its questions still apply. */
export function pressGameHome(doc: Document): boolean {
  const home = [...doc.querySelectorAll<HTMLButtonElement>('#game-root .play-home, #leave-game')]
    .find((b) => !b.disabled && b.checkVisibility());
  home?.click();
  return Boolean(home);
}

export interface HistoryHooks {
  /** The route of the screen the machine shows now. */
  route(): string;
  /** The machine's screen value, to know what Back means there. */
  screen(): ScreenValue;
  send(event: AppEvent): void;
  /** Moves the machine from wherever it is to the screen of `route` (Forward, or a fragment typed by hand). */
  navigate(route: string): void;
  /** "Leave Nine Lives?": resolves true to leave. */
  confirmLeave(): Promise<boolean>;
}

export interface HistorySync {
  /** The route the page was opened (or reloaded) on. */
  readonly openedOn: string;
  /** Call after every machine change: the current entry follows the screen. */
  sync(): void;
  /** Resolves once no history move of ours is under way (a reload waits for it, so it reloads the right URL). */
  settled(): Promise<void>;
}

/** How long to wait for a history.go() we asked for before giving up on it (it never hangs the history). */
const GO_TIMEOUT_MS = 1500;

export function connectHistory(win: Window, hooks: HistoryHooks): HistorySync {
  const { history } = win;
  const entry = (stack: string[]): EntryState => ({ nineLives: 1, index: stack.length - 1, stack });
  let stack: string[];
  /** A history.go() of ours on its way: its popstate is ours, and syncing waits for it. */
  let going: { index: number; timer: number } | null = null;
  let waiting: (() => void)[] = [];
  const landed = (): void => {
    if (going) win.clearTimeout(going.timer);
    going = null;
    const done = waiting;
    waiting = [];
    done.forEach((resolve) => resolve());
  };
  let leaving = false;
  /** Left from home with nothing before the guard: the page rests on the guard, so the system's next Back leaves. */
  let parked = false;
  /** The machine is being moved through several screens at once (navigate): the history follows once, at the end. */
  let quiet = false;

  const restored = readEntry(history.state);
  const openedOn = restored && restored.index >= 1 ? restored.stack[restored.index] : win.location.hash || HOME_ROUTE;
  if (restored && restored.index >= 1) {
    stack = restored.stack;
  } else {
    // A fresh start (or back at the guard): the guard first, home on top of it.
    history.replaceState(entry([GUARD]), '', HOME_ROUTE);
    stack = [GUARD, HOME_ROUTE];
    history.pushState(entry(stack), '', HOME_ROUTE);
  }

  function goTo(index: number): void {
    const delta = index - (stack.length - 1);
    stack = stack.slice(0, index + 1);
    if (going) win.clearTimeout(going.timer);
    going = { index, timer: win.setTimeout(() => { landed(); sync(); }, GO_TIMEOUT_MS) };
    history.go(delta);
  }

  function sync(): void {
    if (going || leaving || quiet) return; // after our own history.go() has landed
    const route = hooks.route();
    if (parked && route === HOME_ROUTE) return;
    parked = false;
    const step = stepTo(stack, route);
    if (step.kind === 'go') goTo(step.index);
    else if (step.kind === 'replace') {
      stack = [...stack.slice(0, -1), route];
      history.replaceState(entry(stack), '', route);
    } else if (step.kind === 'push') {
      stack = [...stack, route];
      history.pushState(entry(stack), '', route);
    }
  }

  async function askToLeave(): Promise<void> {
    if (!(await hooks.confirmLeave())) return;
    leaving = true;
    // Past home and its guard, to wherever the player came from.
    history.go(-stack.length);
    // Nothing before the guard (an installed app's first page): stay on the guard, so the system's next Back closes
    // the app; a window the browser lets a script close is closed.
    win.setTimeout(() => {
      if (win.document.visibilityState === 'hidden') return;
      leaving = false;
      parked = true;
      if (stack.length > 1) goTo(0);
      win.close();
    }, 400);
  }

  function onPopState(event: PopStateEvent): void {
    const state = readEntry(event.state);
    if (going && state?.index === going.index) {
      landed();
      stack = state.stack;
      sync(); // the machine may have moved on meanwhile
      return;
    }
    if (going) landed();
    if (leaving) return;
    const top = stack.length - 1;
    // An in-page anchor (#section) is not a screen: its entry is left as the browser made it.
    if (!state && !win.location.hash.startsWith('#/')) return;
    if (!state || state.index > top) {
      // Forward, or a fragment typed by hand: this entry is ours now, at the top of the stack.
      const route = win.location.hash || HOME_ROUTE;
      stack = [...(state?.stack.slice(0, -1) ?? stack), route];
      history.replaceState(entry(stack), '', route);
      quiet = true;
      try {
        hooks.navigate(route);
      } finally {
        quiet = false;
      }
      sync();
      return;
    }
    // Back (one step or several): the stack is as the entry we landed on remembers it; the screen decides the rest.
    stack = state.stack;
    // Back from an entry that is not ours (an in-page anchor) to the screen's own entry: nothing to do.
    if (state.index === top) {
      sync();
      return;
    }
    if (closeTopDialog(win.document)) {
      sync();
      return;
    }
    const action = backActionOf(hooks.screen());
    if (action.kind === 'ask') {
      // At the guard: home goes back on top of it while the question is asked.
      sync();
      void askToLeave();
      return;
    }
    if (action.kind === 'leaveGame') {
      if (!pressGameHome(win.document)) hooks.send({ type: 'HOME' });
    } else {
      hooks.send(action.event);
    }
    // Whatever the machine did (or did not do yet: a question about unsaved moves), the entry shows its screen.
    sync();
  }

  win.addEventListener('popstate', onPopState);
  // Back to this page from the browser's cache (after leaving): the entry may be the guard, with home to go on top.
  win.addEventListener('pageshow', (e) => {
    if (!e.persisted) return;
    leaving = false;
    const state = readEntry(history.state);
    stack = state ? state.stack : [GUARD];
    if (!state) history.replaceState(entry(stack), '', HOME_ROUTE);
    sync();
  });

  return {
    openedOn,
    sync,
    // A task later: a machine action runs before the snapshot that moves the history has been drawn.
    settled: () => new Promise<void>((resolve) => win.setTimeout(() => (going ? waiting.push(resolve) : resolve()), 0)),
  };
}
