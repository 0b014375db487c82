// The kill lab of e2e/kills.spec.ts and e2e/resume.spec.ts: a tablet (a persistent Chromium profile) that can be
// killed three ways and opened again on the same storage, the positions the table reports through
// src/table/shown-probe.ts, and the rule a resumed position must keep.
import { chromium, expect, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { untilInPage } from './in-page';
import { watchCsp } from './fixtures';
import { ACTIONS, look, lookChanged, type Game } from './walk';

/** One position the table drew: the save, how many events its log held, and the view the scene was given. */
export interface Shown { saveId: string; events: number; view: unknown }

/**
 * crash: the renderer crashes (CDP Page.crash).
 * tab: the tab's renderer process is terminated by the browser (chrome://kill). Measured: page.close(),
 *   page.close({ runBeforeUnload: false }) and CDP Target.closeTarget all still run pagehide, visibilitychange
 *   and unload, so none of them is a tab closed without unload; this is.
 * browser: the whole Chromium process gets SIGKILL, then starts again on the same profile.
 */
export type KillKind = 'crash' | 'tab' | 'browser';

/** A small seeded generator (mulberry32), so a failing run can be played again with its seed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The run's seed: KILL_SEED when given (to replay a failure), else a fresh one. */
export function runSeed(): number {
  const given = process.env.KILL_SEED;
  return given ? Number(given) >>> 0 : (Math.random() * 2 ** 32) >>> 0;
}

/** A per-game seed derived from the run's seed, so each game's kills can be replayed on their own. */
export function gameSeed(seed: number, game: string): number {
  let h = seed >>> 0;
  for (const ch of game) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  return h;
}

/** The Chromium browser process started on this profile (the one without --type=), found in /proc. */
function browserPid(userDataDir: string): number {
  const flag = `--user-data-dir=${userDataDir}`;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let args: string[];
    try {
      args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
    } catch {
      continue; // the process ended while we looked
    }
    if (args.includes(flag) && !args.some((a) => a.startsWith('--type='))) return Number(entry);
  }
  throw new Error(`no Chromium process runs on ${userDataDir}`);
}

/** Records into `into` every position a page of the context reports through src/table/shown-probe.ts. */
export async function recordShown(context: BrowserContext, into: Shown[]): Promise<void> {
  await context.exposeBinding('__nineLivesShown', (_source, shown: Shown) => void into.push(shown));
}

/** Waits until no new position has been reported for a while (the table has settled), and returns the last. */
export async function settledShown(page: Page, shown: Shown[], quietMs = 150): Promise<Shown> {
  let count = -1;
  while (count !== shown.length) {
    count = shown.length;
    await page.waitForTimeout(quietMs);
  }
  if (!shown.length) throw new Error('the table never reported a position');
  return shown[shown.length - 1];
}

export type Resumed = { shown: Shown } | { refused: string };

/** Taps Continue on Home; resolves with the first position the table then reports, or with the words the app
 *  showed instead: an alert (a game that cannot be opened), or a new Home screen (a save set aside). Passing
 *  messages such as "ready to play offline" are no refusal. */
export async function continueGame(page: Page, shown: Shown[]): Promise<Resumed> {
  const from = shown.length;
  await page.locator('#continue').waitFor({ timeout: 15_000 });
  await page.locator('.screen-home').evaluate((home) => home.setAttribute('data-before-continue', ''));
  const refusal = () => page.evaluate(() => {
    const texts = (sel: string) => [...document.querySelectorAll(sel)].map((e) => e.textContent?.trim() ?? '').filter(Boolean);
    const alerts = texts('[role="alert"]');
    if (alerts.length) return alerts.join(' / ');
    const backHome = document.querySelector('.screen-home:not([data-before-continue])');
    return backHome ? [...texts('.toast-text'), 'back on Home without a table'].join(' / ') : null;
  });
  await page.locator('#continue').click();
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (shown.length > from) return { shown: shown[from] };
    const words = await refusal();
    if (words) return { refused: words };
    await page.waitForTimeout(25);
  }
  return { refused: 'no table and no words within 15 s' };
}

/** Waits for a kill to take effect, failing in words rather than hanging when it does not. */
async function dies(death: Promise<unknown>, what: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, fail) => { timer = setTimeout(() => fail(new Error(`${what} did not die within 10 s`)), 10_000); });
  try {
    await Promise.race([death, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A tablet: one Chromium profile in a fresh temp folder (so the suite's workers never share storage), with the
 * shown-position probe and the Content-Security-Policy watch of e2e/fixtures.ts installed in every page.
 */
export class Tablet {
  /** Every position reported, in order, across kills and relaunches. */
  readonly shown: Shown[] = [];
  readonly errors: string[] = [];
  readonly cspViolations: string[] = [];
  context!: BrowserContext;
  page!: Page;

  private constructor(private readonly dir: string, private readonly testInfo: TestInfo) {}

  static async open(testInfo: TestInfo): Promise<Tablet> {
    const tablet = new Tablet(mkdtempSync(join(tmpdir(), 'nine-lives-kill-')), testInfo);
    await tablet.launch();
    return tablet;
  }

  get last(): Shown | undefined {
    return this.shown.at(-1);
  }

  private async launch(): Promise<void> {
    const use = this.testInfo.project.use;
    this.context = await chromium.launchPersistentContext(this.dir, {
      ...use.launchOptions,
      baseURL: use.baseURL,
      serviceWorkers: 'allow',
      viewport: { width: 1024, height: 768 },
    });
    await recordShown(this.context, this.shown);
    // The same watch as e2e/fixtures.ts, for pages of this context (the fixture only sees its own context).
    await watchCsp(this.context, this.cspViolations);
    this.watch(this.context.pages()[0] ?? await this.context.newPage());
  }

  private watch(page: Page): void {
    this.page = page;
    page.on('pageerror', (e) => this.errors.push(String(e)));
  }

  /** Kills the tablet one way; afterwards `page` is a fresh blank tab on the same storage. */
  async kill(kind: KillKind): Promise<void> {
    if (kind === 'browser') {
      const closed = new Promise((done) => this.context.once('close', done));
      process.kill(browserPid(this.dir), 'SIGKILL');
      await dies(closed, 'the browser');
      await this.launch();
      return;
    }
    const page = this.page;
    const crashed = new Promise((done) => page.once('crash', done));
    if (kind === 'crash') {
      const cdp = await this.context.newCDPSession(page);
      void cdp.send('Page.crash').catch(() => undefined); // never answers: the renderer is gone
    } else {
      void page.goto('chrome://kill').catch(() => undefined);
    }
    await dies(crashed, 'the tab');
    await page.close();
    this.watch(await this.context.newPage());
  }

  continueGame(): Promise<Resumed> {
    return continueGame(this.page, this.shown);
  }

  /** The save's header as stored (status, event count), read straight from IndexedDB. */
  async storedSave(saveId: string): Promise<{ status: string; eventCount: number } | null> {
    return this.page.evaluate(async (id) => {
      const req = indexedDB.open('nine-lives');
      const db: IDBDatabase = await new Promise((ok, ko) => { req.onsuccess = () => ok(req.result); req.onerror = () => ko(req.error); });
      try {
        const get = db.transaction('saves').objectStore('saves').get(id);
        const header = await new Promise<{ status: string; eventCount: number } | undefined>((ok, ko) => {
          get.onsuccess = () => ok(get.result as { status: string; eventCount: number } | undefined);
          get.onerror = () => ko(get.error);
        });
        return header ? { status: header.status, eventCount: header.eventCount } : null;
      } finally {
        db.close();
      }
    }, saveId);
  }

  async close(): Promise<void> {
    await this.context.close().catch(() => undefined);
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/**
 * The rule a resumed table keeps. The app saves each event before it draws it, so a kill can land between the
 * two: the table then comes back with more events than were last drawn. It may never come back earlier, nor
 * as a different position with the same number of events. Returns the words of the breach, or null.
 */
export function resumeBreach(before: Shown, after: Shown): string | null {
  if (after.saveId !== before.saveId) return `another save came back (${after.saveId}, not ${before.saveId})`;
  if (after.events < before.events) return `${before.events - after.events} move(s) lost (${after.events} events, ${before.events} were shown)`;
  if (after.events > before.events) return null;
  try {
    expect(after.view).toEqual(before.view);
    return null;
  } catch {
    return `a different position with the same ${after.events} events`;
  }
}

/** The first of `selectors` the person can use now, or null. Keys over the canvas may be see-through; other
 *  controls must be on screen. Runs in the page. */
function usableIn(selectors: string[]): string | null {
  return selectors.find((sel) => {
    const e = document.querySelector<HTMLElement>(sel);
    return !!e && (sel.includes('-key') || e.checkVisibility());
  }) ?? null;
}

export function firstUsable(page: Page, selectors: string[]): Promise<string | null> {
  return page.evaluate(usableIn, selectors);
}

/** Presses (focus + Enter, as walk.ts does) the first control the person can use now; false when there is none. */
export async function pressFirstAction(page: Page, game: Game): Promise<boolean> {
  const selector = await firstUsable(page, ACTIONS[game]);
  if (!selector) return false;
  await page.locator(selector).first().focus();
  await page.keyboard.press('Enter');
  return true;
}

/** One press of the person's first control (as walk.ts's fewMoves), waiting for the table to answer, polled
 *  every 25 ms in the page (a kill run makes a few hundred of these). A press the table was too busy to take is
 *  pressed again, as a player would. */
export async function playMove(page: Page, game: Game): Promise<void> {
  const before = await look(page);
  for (let attempt = 0; attempt < 3; attempt++) {
    if (!(await pressFirstAction(page, game))) throw new Error('no control to press');
    if (await lookChanged(page, before, 5_000)) return;
  }
  throw new Error('the table did not answer three presses');
}

/** From home: the person (Ana) and one easy bot at the game's default options. */
export async function startAgainstBot(page: Page, game: Game): Promise<void> {
  await page.locator(`#new-${game}`).click();
  await page.locator('#seat-0-name').fill('Ana');
  await page.locator('#seat-1-level').selectOption('easy');
  await page.locator('#start-game').click();
  await expect(page.locator('.play-canvas canvas')).toBeVisible({ timeout: 30_000 });
}

/** What shows that the person may act: the controls of ACTIONS, except Purrrummy's hand keys, which stay on
 *  screen during the bot's turn too (its action bar names the person's phase instead). */
function turnSigns(game: Game): string[] {
  if (game !== 'purrrummy') return ACTIONS[game];
  return ['.privacy-ready', '.purr-chooser:not([hidden]) .purr-choice', '.purr-actions[data-phase="draw"]', '.purr-actions[data-phase="meld"]'];
}

const GAME_OVER = '.play-see-results, #play-again';

/** What the table offers now, read in one go: the person can act, the game is over, or neither (a bot is
 *  playing, a move is being saved or drawn). */
export async function tableNow(page: Page, game: Game): Promise<'person' | 'over' | null> {
  const usable = await firstUsable(page, [GAME_OVER, ...turnSigns(game)]);
  return usable === null ? null : usable === GAME_OVER ? 'over' : 'person';
}

/** Waits until the person can act (true) or the table shows the game's end (false), polled in the page. */
export async function waitForPerson(page: Page, game: Game): Promise<boolean> {
  const usable = await untilInPage(page, usableIn, [GAME_OVER, ...turnSigns(game)], 30_000);
  if (usable === null) throw new Error('the person never got a turn');
  return usable !== GAME_OVER;
}

/** Polls `done` (on the test's side: e2e/in-page.ts waits on the page more cheaply) every 25 ms for up to `ms`;
 *  whether it came true. */
export async function within(page: Page, ms: number, done: () => boolean | Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await done()) return true;
    await page.waitForTimeout(25);
  }
  return done();
}
