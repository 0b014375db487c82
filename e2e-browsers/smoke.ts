// The browser lane of the test command: a smoke of the real app (the production build, served by `vite preview` as
// the specs serve it) in WebKit (WebKitGTK's MiniBrowser) and Firefox ESR, Debian's builds, which Playwright cannot
// drive (e2e-browsers/engines.ts drives them). In each, on a fresh profile under Xvfb: the home screen and the service
// worker in control, the fast settings chosen on the Settings screen, a game of each of the six by taps to its end or
// to 20 of the person's moves, a reload and Continue, the rules reader, a language switch, and the app offline (its
// server stopped) after the service worker took control. A console error or a PixiJS warning fails the step it came
// in. Prints each engine's result and its steps' times, then JSON lines for the bench: per engine and game, Start
// to a ready table.
//
//   npx tsx e2e-browsers/smoke.ts [--engines webkit,firefox] [--games meow-meow,…] [--serial] [--dist dist]
//   (BROWSERS_SHOTS=1: a screenshot of each game's last table; BROWSERS_TRACE=1: every turn and tap, timed)
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { ACTIONS, GAMES, type Game } from '../e2e/walk';
import { ENGINES, launch, until, type ConsoleMessage, type Engine, type EngineName } from './engines';
import { freePort } from '../server/loopback';

/** Screenshots (a failed step's, BROWSERS_SHOTS' ones): not under test-results/, which a Playwright run empties. */
const ARTIFACTS = 'e2e-browsers/artifacts';
const VIEWPORT = { width: 1024, height: 768 };
/** The person's moves per game before the lane leaves the table (the game may end first). */
const MOVES = 20;
/** From Start to the person's first control. WebKitGTK's software WebGL has taken 23-51 s for a freshly dealt table
 *  on these two cores (being made faster in the app): generous, but bounded. */
const READY_MS: Record<EngineName, number> = { webkit: 120_000, firefox: 30_000 };
/** For the person's turn once the table is up (a bot's move, a redraw). */
const TURN_MS: Record<EngineName, number> = { webkit: 60_000, firefox: 20_000 };
/** For the table's answer to a tap; one not answered by then was lost (it landed during a redraw) and is made
 *  again. WebKit's page has been seen busy for 12 s at a stretch drawing a table in software WebGL. */
const ANSWER_MS: Record<EngineName, number> = { webkit: 20_000, firefox: 5_000 };
/** One engine's checklist: past this it is stopped and fails, saying in which step and on what it waited. */
const ENGINE_MS = 8 * 60_000;
/** The whole lane, whatever it waits on (a stop that did not stop). */
const LANE_MS = ENGINE_MS + 60_000;

/** Warnings that fail the lane: PixiJS's own ("PixiJS …", and its systems' bracketed names such as "[BindGroup]"). */
const PIXI_WARNING = /pixi|^\s*\[(BindGroup|Texture\w*|Shader|GlProgram|GpuProgram|Batcher|Geometry|Renderer|Graphics\w*|Assets|Ticker|Filter)\]/i;
const GAME_OVER = ['.play-see-results', '#play-again'];
/** BROWSERS_SHOTS=1: a screenshot of each game's last table (or results) in e2e-browsers/artifacts/. */
const SHOTS = process.env.BROWSERS_SHOTS === '1';
/** BROWSERS_TRACE=1: every tap on a table, as it goes. */
const TRACE = process.env.BROWSERS_TRACE === '1';

interface Timing {
  bench: 'browsers'; engine: EngineName; game: Game;
  /** Start tapped to the person's first control offered (what the specs wait for before a move). */
  startToReadyMs: number;
  /** Start tapped to the table's answer to the person's first tap (the first legal tap accepted). */
  startToFirstMoveMs: number | null;
  moves: number; ended: boolean; renderer: string;
}
interface Outcome { engine: EngineName; version: string; ok: boolean; ms: number; steps: { name: string; ms: number }[]; failures: string[]; timings: Timing[]; notes: string[]; facts: Record<string, unknown> }

// ---- run in the page (sent as source: each uses only its argument, the page, and the helpers named with it) ----

/** The first of `selectors` the person can use now: keys over the canvas may be see-through, other controls must
 *  be shown (e2e/kill-helpers.ts's usableIn). */
function usableNow(selectors: string[]): string | null {
  return selectors.find((sel) => {
    const e = document.querySelector<HTMLElement>(sel);
    return !!e && (sel.includes('-key') || e.checkVisibility());
  }) ?? null;
}

/** Where a finger taps `selector`: the first such element shown (a radio or a checkbox by its label), scrolled into
 *  view when it is out of it; the centre, at most 30 px down (the top of a card of a fanned hand is its own, as
 *  e2e/helpers.ts's tapAt). Null while there is none. */
function tapPoint(selector: string): { x: number; y: number } | null {
  const shown = [...document.querySelectorAll<HTMLElement>(selector)].find((e) => {
    const r = e.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && (selector.includes('-key') || e.checkVisibility());
  });
  if (!shown) return null;
  const target = shown instanceof HTMLInputElement && (shown.type === 'radio' || shown.type === 'checkbox') ? shown.closest('label') ?? shown : shown;
  let r = target.getBoundingClientRect();
  if (r.top < 0 || r.bottom > innerHeight || r.left < 0 || r.right > innerWidth) {
    target.scrollIntoView({ block: 'center', inline: 'center' });
    r = target.getBoundingClientRect();
  }
  return { x: r.left + r.width / 2, y: r.top + Math.min(r.height / 2, 30) };
}

/** tapPoint for a control (not a key over the canvas) that is really there to be tapped: the element at the point
 *  is it, and the point is where it was at the poll before (the screen is not moving under the finger, as when
 *  home's Continue card comes in). Arms the check of the tap: a click that reaches `selector` is noted. */
function armedTapPoint(selector: string): { x: number; y: number } | null {
  const w = window as unknown as { __nlTap?: { selector: string; hit: boolean; x?: number; y?: number } };
  const point = tapPoint(selector);
  const hit = point && document.elementFromPoint(point.x, point.y);
  const there = !!hit && !!hit.closest(`${selector}, label:has(${selector})`);
  const last = w.__nlTap;
  const steady = !!point && last?.selector === selector && last.x === point.x && last.y === point.y;
  if (!w.__nlTap) {
    document.addEventListener('click', (e) => {
      const tap = w.__nlTap;
      if (tap && (e.target as Element | null)?.closest?.(tap.selector)) tap.hit = true;
    }, { capture: true });
  }
  w.__nlTap = { selector, hit: false, x: point?.x, y: point?.y };
  return point && there && steady ? point : null;
}

function tapReached(): boolean {
  return !!(window as unknown as { __nlTap?: { hit: boolean } }).__nlTap?.hit;
}

/** The table as the DOM shows it, to see that a tap did something (e2e/walk.ts's tableLook). */
function tableLook(): string {
  return [
    [...document.querySelectorAll('.play-canvas button, .play-controls button')]
      .map((b) => `${b.className}${b.getAttribute('aria-pressed')}${(b as HTMLButtonElement).disabled}${(b as HTMLElement).hidden}${b.getAttribute('aria-label')}`).join(','),
    document.querySelector('#play-status')?.textContent ?? '',
  ].join('|');
}

function lookChanged(before: string): boolean {
  return tableLook() !== before;
}

function isShown(selector: string): boolean {
  return !!document.querySelector<HTMLElement>(selector)?.checkVisibility();
}

function isChecked(selector: string): boolean {
  return !!document.querySelector<HTMLInputElement>(selector)?.checked;
}

/** The cards of the person's hand as its keys name them, and the status line. */
function tableState(): string {
  return `${[...document.querySelectorAll<HTMLElement>('.hand-key')].map((k) => k.dataset.card).join(',')}|${document.querySelector('#play-status')?.textContent}`;
}

/** `check(arg)` polled in the page every 25 ms for up to `ms`: its first truthy value and the page's clock then, or
 *  null. Built as source, `check` and its helpers inlined. */
function pollSource(check: (arg: never) => unknown, helpers: ((...a: never[]) => unknown)[]): string {
  return `async ({ arg, ms }) => {
    ${helpers.map((h) => `const ${h.name} = ${h.toString()};`).join('\n')}
    const check = ${check.toString()};
    const deadline = performance.now() + ms;
    for (;;) {
      const value = check(arg);
      if (value) return { value, at: performance.now() };
      if (performance.now() > deadline) return null;
      await new Promise((r) => setTimeout(r, 25));
    }
  }`;
}

// ---- the lane's side ----

class StepFailure extends Error {}

/** One engine's checklist: each step named in a failure, with the console messages that came in it. */
class Run {
  readonly steps: { name: string; ms: number }[] = [];
  readonly timings: Timing[] = [];
  readonly notes: string[] = [];
  readonly facts: Record<string, unknown> = {};
  private seen = 0;
  /** The step running, and what it waits for: told if the lane is stopped. */
  current = '';
  waiting = '';
  /** Every tap on a table: answered (the table changed within ANSWER_MS) or lost, and how long it took. */
  readonly taps: { game: Game; lost: boolean; ms: number }[] = [];
  /** When Start was tapped, on the page's clock. */
  private startAt = 0;

  constructor(readonly engine: Engine, readonly server: Server) {}

  get name(): EngineName {
    return this.engine.name;
  }

  /** Failures of steps that went on (console errors and PixiJS warnings: the app still did what was asked). */
  readonly failures: string[] = [];

  /** Runs one step; it fails on its own error (which ends the engine's run), or on a console error or PixiJS warning
   *  that came during it (the run goes on, so that one run tells every step's). */
  async step(name: string, body: () => Promise<void>): Promise<void> {
    this.current = name;
    const t0 = Date.now();
    try {
      await body();
    } catch (error) {
      const shot = `${ARTIFACTS}/${this.name}-${name.replace(/\W+/g, '-')}.png`;
      await this.engine.screenshot(shot).catch(() => undefined);
      const bad = this.badMessages();
      throw new StepFailure(`[${this.name}] step "${name}" failed after ${((Date.now() - t0) / 1000).toFixed(1)} s: ${error instanceof Error ? `${error.name}: ${error.message || '(no message)'}` : String(error)}` +
        ` (screenshot ${shot})${bad.length ? `\n  console errors in the step:\n${said(bad)}` : ''}`);
    }
    const bad = this.badMessages();
    console.log(`[${this.name}] ${name}: ${bad.length ? 'FAILED (console)' : 'ok'} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    if (bad.length) this.failures.push(`[${this.name}] step "${name}": ${bad.length} console error(s) or PixiJS warning(s):\n${said(bad)}`);
    this.steps.push({ name: bad.length ? `${name} (FAILED)` : name, ms: Date.now() - t0 });
  }

  /** Console errors and PixiJS warnings since the last look; other warnings are kept as notes. */
  private badMessages(): ConsoleMessage[] {
    const fresh = this.engine.messages.slice(this.seen);
    this.seen = this.engine.messages.length;
    for (const m of fresh) if (m.level === 'warning' && !PIXI_WARNING.test(m.text)) this.notes.push(`warning in "${this.current}": ${m.text.slice(0, 300)}`);
    return fresh.filter((m) => m.level === 'error' || (m.level === 'warning' && PIXI_WARNING.test(m.text)));
  }

  /** Waits in the page until `check(arg)` is truthy: its value and the page's clock then. Polls in rounds of at
   *  most 10 s, so that no driver's script timeout comes first; fails in words after `ms`. */
  async until<A, R>(what: string, ms: number, check: (arg: A) => R, arg: A, helpers: ((...a: never[]) => unknown)[] = []): Promise<{ value: NonNullable<R>; at: number }> {
    this.waiting = what;
    const source = pollSource(check as (arg: never) => unknown, helpers);
    const deadline = Date.now() + ms;
    for (;;) {
      const left = Math.max(0, Math.min(10_000, deadline - Date.now()));
      const found = await this.engine.run<{ arg: A; ms: number }, { value: NonNullable<R>; at: number } | null>(source, { arg, ms: left });
      if (found) {
        this.waiting = `the browser (${what} came)`;
        return found;
      }
      if (Date.now() >= deadline) throw new Error(`${what}: not within ${Math.round(ms / 1000)} s`);
    }
  }

  /** Where the run is: its step and what it waits for. */
  where(): string {
    return `in step "${this.current}", waiting for ${this.waiting || 'nothing in the page'}`;
  }

  shown(selector: string, ms = 15_000): Promise<unknown> {
    return this.until(`${selector} shown`, ms, isShown, selector);
  }

  /** A tap where a finger would land on `selector` (which must come within `ms`). A tap its click did not reach (the
   *  screen moved under it) is made again, as a person would. */
  async tap(selector: string, ms = 15_000): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      const { value } = await this.until(`${selector} to tap`, ms, armedTapPoint, selector, [tapPoint]);
      await this.engine.tapAt(value.x, value.y);
      if (await this.until('the tap', 2_000, tapReached, undefined).then(() => true, () => false)) return;
      if (attempt === 4) throw new Error(`tapping ${selector}: four taps did not reach it`);
    }
  }

  async choose(radio: string): Promise<void> {
    await this.tap(radio);
    await this.until(`${radio} checked`, 5_000, isChecked, radio);
  }

  home(): Promise<unknown> {
    return this.shown('#new-meow-meow', 30_000);
  }

  /** From home: the game's default table (the person and one bot), Start tapped; resolves once the person's first
   *  control is offered, with the time from the tap on Start (the page's clock). */
  async start(game: Game): Promise<number> {
    await this.tap(`#new-${game}`);
    await this.shown('#start-game');
    await this.engine.run(() => {
      const w = window as unknown as { __nlStartAt?: number; __nlStartWatch?: boolean };
      w.__nlStartAt = undefined;
      if (w.__nlStartWatch) return;
      w.__nlStartWatch = true;
      document.addEventListener('click', (e) => {
        if ((e.target as Element | null)?.closest?.('#start-game')) w.__nlStartAt = performance.now();
      }, { capture: true });
    }, undefined);
    await this.tap('#start-game');
    const ready = await this.until(`${game}: the person's first control after Start`, READY_MS[this.name], usableNow, [...GAME_OVER, ...ACTIONS[game]]);
    const startAt = await this.engine.run(() => (window as unknown as { __nlStartAt?: number }).__nlStartAt ?? null, undefined);
    if (startAt === null) throw new Error('the tap on Start was not seen');
    this.startAt = startAt;
    return ready.at - startAt;
  }

  /** Taps the person's moves (ACTIONS order, as e2e/phone-touch.spec.ts) until the game is over or `moves` taps
   *  changed the table; the results screen then, if it came. */
  async play(game: Game, moves: number): Promise<{ moves: number; ended: boolean; firstMoveMs: number | null }> {
    let made = 0;
    let firstMoveMs: number | null = null;
    for (let tries = 0; made < moves; tries++) {
      if (tries >= 3 * moves + 20) throw new Error(`${game}: ${made} of ${moves} moves after ${tries} taps`);
      const waited = Date.now();
      const { value: selector } = await this.until(`${game}: the person's turn (${made} moves made)`, TURN_MS[this.name], usableNow, [...GAME_OVER, ...ACTIONS[game]]);
      if (TRACE) console.log(`[${this.name}] ${game} turn after ${Date.now() - waited} ms`);
      if (selector === '#play-again') return { moves: made, ended: true, firstMoveMs };
      if (selector === '.play-see-results') {
        await this.tap('.play-see-results');
        await this.shown('#play-again', 30_000);
        return { moves: made, ended: true, firstMoveMs };
      }
      const before = await this.engine.run(tableLook, undefined);
      const point = await this.engine.run(tapPoint, selector);
      // A key laid out again under the finger (a bot's move redraws the hand) is gone before the tap: looked again.
      if (!point) continue;
      const tapped = Date.now();
      await this.engine.tapAt(point.x, point.y);
      // The tap is answered (the table changes) or, landing during a redraw, lost: then it is tried again.
      const changed = await this.until('the table answering', ANSWER_MS[this.name], lookChanged, before, [tableLook]).catch(() => null);
      if (TRACE) console.log(`[${this.name}] ${game} ${selector} at ${Math.round(point.x)},${Math.round(point.y)}: ${changed ? 'answered' : 'LOST'} in ${Date.now() - tapped} ms`);
      this.taps.push({ game, lost: !changed, ms: Date.now() - tapped });
      if (!changed) continue;
      made++;
      if (firstMoveMs === null) firstMoveMs = changed.at - this.startAt;
    }
    return { moves: made, ended: false, firstMoveMs };
  }

  /** Waits for a table opened again (Continue, a reload) to offer the person's control. */
  async usableTable(game: Game): Promise<void> {
    await this.until(`${game}: the table back`, READY_MS[this.name], usableNow, ACTIONS[game]);
  }

  /** Back home from a table or the results. */
  async leave(ended: boolean): Promise<void> {
    await this.tap(ended ? '#results-home' : '.play-home');
    await this.home();
  }

  renderer(): Promise<string> {
    return this.engine.run(() => {
      const c = document.querySelector<HTMLCanvasElement>('.play-canvas canvas');
      if (!c) return 'no canvas';
      return c.getContext('webgl2') ? 'webgl2' : c.getContext('webgl') ? 'webgl' : c.getContext('2d') ? 'canvas' : 'unknown';
    }, undefined);
  }
}

const said = (messages: ConsoleMessage[]) => messages.map((m) => `    ${m.level}: ${m.text.slice(0, 500)}`).join('\n');

/** The checklist, in order; the first failing step ends the engine's run. */
async function checklist(run: Run, games: readonly Game[]): Promise<void> {
  const { engine } = run;
  await run.step('home', async () => {
    await engine.goto(run.server.url);
    await run.home();
    Object.assign(run.facts, await engine.run(() => {
      const gl = document.createElement('canvas').getContext('webgl2');
      const info = gl?.getExtension('WEBGL_debug_renderer_info');
      return {
        userAgent: navigator.userAgent,
        rtcPeerConnection: typeof RTCPeerConnection === 'function',
        webgl2: gl ? String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER)) : null,
      };
    }, undefined));
  });

  await run.step('service worker in control', async () => {
    const active = await engine.run(() => Promise.race([
      navigator.serviceWorker.ready.then((r) => !!r.active),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), 60_000)),
    ]), undefined);
    if (!active) throw new Error('no service worker active within 60 s');
    await engine.reload();
    await run.home();
    await run.until('the page controlled by the service worker', 15_000, () => !!navigator.serviceWorker.controller, undefined);
  });

  await run.step('settings', async () => {
    await run.tap('#open-settings');
    for (const radio of ['#setting-language-en', '#setting-motion-off', '#setting-botPace-instant', '#setting-tips-false']) await run.choose(radio);
    await run.tap('#back');
    await run.home();
  });

  for (const game of games) {
    await run.step(`play ${game}`, async () => {
      const readyMs = await run.start(game);
      const renderer = await run.renderer();
      const played = await run.play(game, MOVES);
      if (played.moves === 0 && !played.ended) throw new Error('no move was made');
      if (SHOTS) await engine.screenshot(`${ARTIFACTS}/${run.name}-${game}-last.png`);
      await run.leave(played.ended);
      run.timings.push({ bench: 'browsers', engine: run.name, game, startToReadyMs: Math.round(readyMs),
        startToFirstMoveMs: played.firstMoveMs === null ? null : Math.round(played.firstMoveMs), moves: played.moves, ended: played.ended, renderer });
    });
  }

  await run.step('reload and Continue', async () => {
    await run.start('meow-meow');
    const played = await run.play('meow-meow', 2);
    if (played.ended) throw new Error('the game ended in two moves');
    await run.until('the person\'s turn', TURN_MS[run.name], usableNow, ACTIONS['meow-meow']);
    const before = await engine.run(tableState, undefined);
    await engine.reload();
    // The reload lands where it was (the table's own address) or home; from there, home and Continue.
    const { value: landed } = await run.until('the app after the reload', 60_000, usableNow, ['#continue', '.play-home']);
    if (landed === '.play-home') {
      await run.usableTable('meow-meow');
      await run.leave(false);
    }
    await run.tap('#continue', 30_000);
    await run.usableTable('meow-meow');
    const after = await engine.run(tableState, undefined);
    if (after !== before) throw new Error(`Continue showed another table: ${after} (before the reload: ${before})`);
    await run.leave(false);
  });

  await run.step('rules reader', async () => {
    await run.tap('#rules-mauwi');
    await run.shown('#rules-search');
    await engine.type('#rules-search', 'combo');
    await run.until('the search counted', 10_000, () => /^\d+ sections match$/.test(document.querySelector('#rules-search-status')?.textContent ?? '')
      && !!document.querySelector<HTMLElement>('#rule-combo')?.checkVisibility() && !document.querySelector<HTMLElement>('#rule-goal')?.checkVisibility(), undefined);
    await run.tap('#rule-attack a.rules-xref[href="#rule-combo"]');
    await run.until('the cross-link followed', 10_000, () => document.activeElement?.id === 'rule-combo-h', undefined);
    await run.tap('#rules-back');
    await run.home();
  });

  await run.step('language switch', async () => {
    const english = await engine.run(() => document.querySelector('#open-settings')?.textContent ?? '', undefined);
    for (const lang of ['fr', 'en']) {
      await run.tap('#open-settings');
      await run.tap(`#setting-language-${lang}`);
      await run.until(`the page in ${lang}`, 10_000, (l: string) => document.documentElement.lang === l, lang);
      await run.tap('#back');
      await run.home();
      const home = await engine.run(() => ({ settings: document.querySelector('#open-settings')?.textContent ?? '', text: document.body.innerText }), undefined);
      const rawKey = /\b(app|home|settings|rules|play|meow|companion)\.[a-z]\w*\b/.exec(home.text);
      if (rawKey) throw new Error(`${lang}: a raw key on home: ${rawKey[0]}`);
      if ((home.settings === english) !== (lang === 'en')) throw new Error(`${lang}: Settings reads "${home.settings}"`);
    }
  });

  await run.step('offline', async () => {
    await run.server.stop();
    await engine.reload();
    await run.home();
    await run.until('the page controlled by the service worker', 10_000, () => !!navigator.serviceWorker.controller, undefined);
    await run.start('meow-meow');
    const played = await run.play('meow-meow', 1);
    if (!played.moves && !played.ended) throw new Error('no move offline');
    await run.leave(played.ended);
  });
}

// ---- processes: Xvfb, the app's server ----

const children = new Set<ChildProcess>();
/** The engines' checklists under way (for the lane's own stop). */
const running = new Set<Run>();

/** Xvfb on the first free display (it says which on a pipe: -displayfd). */
async function startXvfb(): Promise<{ display: string; stop: () => void }> {
  const child = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] });
  children.add(child);
  const number = await new Promise<string>((resolve, reject) => {
    let text = '';
    child.stdio[3]!.on('data', (d: Buffer) => {
      text += d.toString();
      if (text.includes('\n')) resolve(text.trim());
    });
    child.once('exit', (code) => reject(new Error(`Xvfb exited (${code}) before it had a display`)));
    setTimeout(() => reject(new Error('Xvfb gave no display within 10 s')), 10_000);
  });
  return { display: `:${number}`, stop: () => { child.kill('SIGTERM'); children.delete(child); } };
}

interface Server { url: string; stop(): Promise<void> }

/** `vite preview` of the build on a free port (as playwright.config.ts serves it); http://localhost, a secure
 *  context, so the service worker registers. */
async function startServer(dist: string): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['node_modules/vite/bin/vite.js', 'preview', '--port', String(port), '--strictPort', '--outDir', dist],
    { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' } });
  children.add(child);
  let output = '';
  child.stdout!.on('data', (d: Buffer) => { output += d; });
  child.stderr!.on('data', (d: Buffer) => { output += d; });
  const url = `http://localhost:${port}/`;
  await until(`vite preview on ${port}`, 30_000, async () => child.exitCode === null && (await fetch(url)).ok).catch((e: Error) => {
    child.kill('SIGKILL');
    throw new Error(`${e.message}: ${output.trim()}`);
  });
  return {
    url,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      children.delete(child);
    },
  };
}

async function runEngine(name: EngineName, display: string, dist: string, games: readonly Game[]): Promise<Outcome> {
  const t0 = Date.now();
  const outcome: Outcome = { engine: name, version: '', ok: false, ms: 0, steps: [], failures: [], timings: [], notes: [], facts: {} };
  let engine: Engine | null = null;
  let server: Server | null = null;
  try {
    server = await startServer(dist);
    engine = await launch(name, { display, viewport: VIEWPORT }).catch((e: Error) => { throw new StepFailure(`[${name}] step "launch" failed: ${e.message}`); });
    outcome.version = engine.version;
    const run = new Run(engine, server);
    running.add(run);
    Object.assign(outcome, { steps: run.steps, failures: run.failures, timings: run.timings, notes: run.notes, facts: run.facts });
    let timer: NodeJS.Timeout | undefined;
    const stopped = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new StepFailure(`[${name}] stopped after ${ENGINE_MS / 60_000} min: ${run.where()}`)), ENGINE_MS);
    });
    try {
      await Promise.race([checklist(run, games), stopped]);
    } finally {
      clearTimeout(timer);
      running.delete(run);
    }
    outcome.ok = run.failures.length === 0;
  } catch (error) {
    outcome.failures.push(error instanceof StepFailure ? error.message : `[${name}] ${error instanceof Error ? error.stack : String(error)}`);
    if (error instanceof StepFailure && error.message.includes('] stopped after')) engine?.kill();
  } finally {
    await engine?.close().catch(() => undefined);
    await server?.stop().catch(() => undefined);
    outcome.ms = Date.now() - t0;
  }
  return outcome;
}

function report(outcome: Outcome): void {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(`== ${outcome.engine} (${outcome.version || 'not started'}): ${outcome.ok ? 'passed' : 'FAILED'} in ${seconds(outcome.ms)}`);
  for (const s of outcome.steps) console.log(`   ${s.name.padEnd(28)} ${seconds(s.ms)}`);
  for (const failure of outcome.failures) console.log(`   ${failure.replace(/\n/g, '\n   ')}`);
  const notes = [...new Set(outcome.notes)];
  for (const note of notes.slice(0, 12)) console.log(`   note: ${note}`);
  if (notes.length > 12) console.log(`   note: … and ${notes.length - 12} more warnings`);
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const option = (name: string) => { const i = args.indexOf(name); return i >= 0 ? args[i + 1] : undefined; };
  const engines = (option('--engines')?.split(',') ?? [...ENGINES]) as EngineName[];
  for (const e of engines) if (!ENGINES.includes(e)) throw new Error(`unknown engine ${e} (${ENGINES.join(', ')})`);
  const games = (option('--games')?.split(',') ?? [...GAMES]) as Game[];
  for (const g of games) if (!GAMES.includes(g)) throw new Error(`unknown game ${g} (${GAMES.join(', ')})`);
  const dist = option('--dist') ?? process.env.BROWSERS_DIST ?? 'dist';
  if (!existsSync(`${dist}/index.html`) || !existsSync(`${dist}/sw.js`)) throw new Error(`no build in ${dist}/ (npx vite build first)`);
  mkdirSync(ARTIFACTS, { recursive: true });
  const t0 = Date.now();
  const xvfb = await startXvfb();
  let outcomes: Outcome[];
  try {
    outcomes = args.includes('--serial')
      ? await engines.reduce<Promise<Outcome[]>>(async (done, e) => [...await done, await runEngine(e, xvfb.display, dist, games)], Promise.resolve([]))
      : await Promise.all(engines.map((e) => runEngine(e, xvfb.display, dist, games)));
  } finally {
    xvfb.stop();
  }
  for (const o of outcomes) report(o);
  for (const o of outcomes) {
    console.log(JSON.stringify({ bench: 'browsers', engine: o.engine, version: o.version, ok: o.ok, laneMs: o.ms,
      rtcPeerConnection: o.facts.rtcPeerConnection ?? null, webgl2: o.facts.webgl2 ?? null }));
    for (const t of o.timings) console.log(JSON.stringify(t));
  }
  const webkit = outcomes.find((o) => o.engine === 'webkit');
  if (webkit && webkit.facts.rtcPeerConnection === false) {
    console.log('== WebRTC: WebKitGTK here has no RTCPeerConnection (Debian\'s build): no tablet-phone pairing step in WebKit');
  }
  const failed = outcomes.filter((o) => !o.ok);
  console.log(`== browsers (${engines.join(', ')}): ${failed.length ? `FAILED (${failed.map((o) => o.engine).join(', ')})` : 'passed'} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  return failed.length ? 1 : 0;
}

const watchdog = setTimeout(() => {
  console.log(`== browsers: FAILED: the lane ran past ${LANE_MS / 60_000} min and was stopped`);
  for (const run of running) {
    console.log(`   [${run.name}] ${run.where()}`);
    run.engine.kill();
  }
  for (const child of children) child.kill('SIGKILL');
  process.exit(1);
}, LANE_MS);
watchdog.unref();

main().then((code) => {
  for (const child of children) child.kill('SIGKILL');
  process.exit(code);
}, (error: unknown) => {
  console.log(`== browsers: FAILED: ${error instanceof Error ? error.message : String(error)}`);
  for (const child of children) child.kill('SIGKILL');
  process.exit(1);
});
