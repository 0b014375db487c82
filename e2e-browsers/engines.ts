// One interface over the two WebDriver clients of the browser lane (e2e-browsers/smoke.ts), since Playwright cannot
// drive Debian's WebKit and Firefox builds: selenium-webdriver drives WebKitGTK's MiniBrowser through
// WebKitWebDriver (W3C WebDriver classic), puppeteer-core drives Firefox ESR over WebDriver BiDi. Each engine starts
// on a fresh profile of its own (a temp folder, removed on close) on the X display it is given (Xvfb).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { Builder, By, type WebDriver } from 'selenium-webdriver';
import { Command, Name } from 'selenium-webdriver/lib/command.js';
import { freePort } from '../server/loopback';

export type EngineName = 'webkit' | 'firefox';
export const ENGINES: readonly EngineName[] = ['webkit', 'firefox'];

export interface ConsoleMessage {
  level: 'error' | 'warning' | 'info';
  text: string;
  /** When it came, ms since the engine started. */
  at: number;
}

export interface Engine {
  readonly name: EngineName;
  /** The browser's own name and version, as its driver reports it. */
  readonly version: string;
  /** Every console message (and uncaught error) of the pages so far, oldest first. */
  readonly messages: ConsoleMessage[];
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  /** Runs `fn(arg)` in the page and resolves with its (JSON) result. `fn` is sent as its source (or is source
   *  text): it may use only its argument and the page. */
  run<A, R>(fn: PageFunction<A, R>, arg: A): Promise<Awaited<R>>;
  /** A tap (press and release of the primary pointer) at a point of the viewport, in CSS pixels. */
  tapAt(x: number, y: number): Promise<void>;
  /** Types `text` into the element `selector` names, as keys. */
  type(selector: string, text: string): Promise<void>;
  screenshot(path: string): Promise<void>;
  close(): Promise<void>;
  /** Ends the browser's processes at once (the lane stopped). */
  kill(): void;
}

/** No call to a browser waits longer than this: a page or a driver that stopped answering fails the step. */
const CALL_MS = 150_000;

/** `promise`, or a failure naming `what` after `ms`. */
export async function bounded<T>(promise: Promise<T>, what: string, ms = CALL_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([promise, new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`the browser did not answer (${what}) within ${ms / 1000} s`)), ms);
    })]);
  } finally {
    clearTimeout(timer);
  }
}

export interface LaunchOptions {
  display: string;
  viewport: { width: number; height: number };
}

/** A function run in the page, or its source text. */
export type PageFunction<A, R> = ((arg: A) => R | Promise<R>) | string;

/** The page-side source of `fn(arg)`. tsx names nested functions with esbuild's __name helper, which the page has
 *  not: it is given as a no-op. The driver sends this as its own script: the page's Content-Security-Policy (no
 *  eval) does not govern it. */
export function pageExpression<A, R>(fn: PageFunction<A, R>, arg: A): string {
  return `((__name) => (${fn.toString()})(${arg === undefined ? 'undefined' : JSON.stringify(arg)}))((f) => f)`;
}

export function launch(name: EngineName, options: LaunchOptions): Promise<Engine> {
  return name === 'webkit' ? WebKit.launch(options) : Firefox.launch(options);
}

export async function until<T>(what: string, ms: number, probe: () => Promise<T | null | undefined | false>): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe().catch(() => null);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Removes a profile folder; a browser's child processes may still write to it for a second or two after it quit
 *  (WebKit's web process, its Mesa shader cache). */
async function removeProfile(path: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      rmSync(path, { recursive: true, force: true });
      return;
    } catch (error) {
      if (attempt >= 40) throw error;
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

/** The MiniBrowser of the installed WebKitGTK (webkit2gtk-driver depends on it): the 4.1 API on Debian 12. */
function miniBrowser(): string {
  for (const api of ['webkit2gtk-4.1', 'webkitgtk-6.0', 'webkit2gtk-4.0']) {
    const path = `/usr/lib/x86_64-linux-gnu/${api}/MiniBrowser`;
    if (existsSync(path)) return path;
  }
  throw new Error('no MiniBrowser of WebKitGTK found (apt-get install webkit2gtk-driver)');
}

/**
 * The pages' console in WebKit, heard from inside the page: WebKitWebDriver has no log command and no BiDi here,
 * MiniBrowser's --enable-write-console-messages-to-stdout does not reach the views an automation session makes, and
 * its remote inspector (WEBKIT_INSPECTOR_HTTP_SERVER) keeps WebKitWebDriver from starting a session. So every script
 * the lane runs first puts this hook into the page, once per document: console.error and console.warn (PixiJS's
 * warnings go through console.warn when they are made), uncaught errors and rejections, resources that failed to
 * load and Content-Security-Policy violations are kept, and each script hands back what came since the last one.
 * What a page logs before the lane's first script in it (during its load) is not heard.
 */
const WEBKIT_CONSOLE_HOOK = `if (!window.__nlConsole) {
  const kept = window.__nlConsole = [];
  const error = (e) => String(e) + (e && e.stack ? ' ' + e.stack.replace(/\\s+/g, ' ') : '');
  const text = (args) => args.map((a) => a instanceof Error ? error(a) : typeof a === 'object' && a !== null
    ? (() => { try { return JSON.stringify(a); } catch { return String(a); } })() : String(a)).join(' ');
  for (const level of ['error', 'warn']) {
    const original = console[level].bind(console);
    console[level] = (...args) => { kept.push({ level: level === 'warn' ? 'warning' : 'error', text: text(args) }); original(...args); };
  }
  addEventListener('error', (e) => {
    if (e.target && e.target !== window) kept.push({ level: 'error', text: 'failed to load ' + (e.target.src || e.target.href || e.target.tagName) });
    else kept.push({ level: 'error', text: 'uncaught ' + (e.error ? error(e.error) : e.message) + ' (' + e.filename + ':' + e.lineno + ')' });
  }, true);
  addEventListener('unhandledrejection', (e) => kept.push({ level: 'error', text: 'unhandled rejection ' + error(e.reason) }));
  document.addEventListener('securitypolicyviolation', (e) => kept.push({ level: 'error',
    text: 'CSP violation: ' + e.violatedDirective + ' blocked ' + (e.blockedURI || '(inline)') + ' at ' + e.sourceFile + ':' + e.lineNumber }));
}`;

class WebKit implements Engine {
  readonly name = 'webkit';
  readonly messages: ConsoleMessage[] = [];
  /** What WebKitWebDriver and MiniBrowser wrote (told when the launch fails). */
  readonly driverLog: string[] = [];
  version = '';
  private driver!: WebDriver;
  private readonly started = Date.now();

  private constructor(private readonly process: ChildProcess, private readonly profile: string) {}

  static async launch({ display, viewport }: LaunchOptions): Promise<WebKit> {
    // A fresh home for MiniBrowser (its data and cache folders), though in automation mode it keeps its website
    // data in memory only.
    const profile = mkdtempSync(join(tmpdir(), 'nine-lives-webkit-'));
    const port = await freePort();
    const env = { ...process.env, DISPLAY: display, HOME: profile, XDG_DATA_HOME: join(profile, 'data'), XDG_CACHE_HOME: join(profile, 'cache'),
      XDG_CONFIG_HOME: join(profile, 'config'), XDG_RUNTIME_DIR: profile, NO_AT_BRIDGE: '1' };
    const child = spawn('/usr/bin/WebKitWebDriver', [`--port=${port}`], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const engine = new WebKit(child, profile);
    for (const stream of [child.stdout!, child.stderr!]) createInterface({ input: stream }).on('line', (line) => engine.driverLog.push(line));
    try {
      const server = `http://127.0.0.1:${port}`;
      await until('WebKitWebDriver answering', 10_000, async () => (await fetch(`${server}/status`)).ok);
      engine.driver = await new Builder().usingServer(server).withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: miniBrowser(), args: ['--automation'] },
      }).build();
      const caps = await engine.driver.getCapabilities();
      engine.version = `${caps.get('browserName')} ${caps.get('browserVersion')}`;
      await engine.driver.manage().setTimeouts({ script: 120_000, pageLoad: 60_000 });
      // The window holds the viewport and MiniBrowser's toolbar: sized once, measured, sized again.
      await engine.driver.manage().window().setRect({ x: 0, y: 0, width: viewport.width, height: viewport.height });
      const inner = await engine.run(() => [innerWidth, innerHeight], undefined);
      await engine.driver.manage().window().setRect({ width: 2 * viewport.width - inner[0], height: 2 * viewport.height - inner[1] });
      return engine;
    } catch (error) {
      await engine.close();
      const said = engine.driverLog.slice(-10).join('\n  ');
      throw new Error(`${error instanceof Error ? error.message : String(error)}${said ? `\n  WebKitWebDriver said:\n  ${said}` : ''}`);
    }
  }

  /** Leaving a document: what its console said since the last script is taken first. */
  private async beforeLeaving(): Promise<void> {
    await this.run(() => null, undefined).catch(() => undefined);
  }

  async goto(url: string): Promise<void> {
    await this.beforeLeaving();
    await bounded(this.driver.get(url), `open ${url}`);
    await this.run(() => null, undefined);
  }

  async reload(): Promise<void> {
    await this.beforeLeaving();
    await bounded(this.driver.navigate().refresh(), 'reload');
    await this.run(() => null, undefined);
  }

  async run<A, R>(fn: PageFunction<A, R>, arg: A): Promise<Awaited<R>> {
    type Said = { level: 'error' | 'warning'; text: string }[];
    const result = await bounded(this.driver.executeAsyncScript<{ ok: boolean; value?: Awaited<R>; error?: string; console: Said }>(
      `const done = arguments[arguments.length - 1];
       ${WEBKIT_CONSOLE_HOOK}
       const said = () => window.__nlConsole.splice(0);
       Promise.resolve().then(() => ${pageExpression(fn, arg)})
         .then((value) => done({ ok: true, value: value === undefined ? null : value, console: said() }),
           (e) => done({ ok: false, error: String(e && e.stack || e), console: said() }));`), 'a script');
    for (const m of result.console ?? []) this.messages.push({ ...m, at: Date.now() - this.started });
    if (!result.ok) throw new Error(`in the page: ${result.error}`);
    return result.value as Awaited<R>;
  }

  async tapAt(x: number, y: number): Promise<void> {
    // W3C actions as they are (selenium's builder has a mouse only): a pointer moved to the point, pressed, released.
    await bounded(this.driver.execute(new Command(Name.ACTIONS).setParameter('actions', [{
      type: 'pointer', id: 'tap', parameters: { pointerType: 'mouse' },
      actions: [
        { type: 'pointerMove', duration: 0, origin: 'viewport', x: Math.round(x), y: Math.round(y) },
        { type: 'pointerDown', button: 0 },
        { type: 'pointerUp', button: 0 },
      ],
    }])), 'a tap');
  }

  async type(selector: string, text: string): Promise<void> {
    await bounded(this.driver.findElement(By.css(selector)).then((e) => e.sendKeys(text)), `typing into ${selector}`);
  }

  async screenshot(path: string): Promise<void> {
    writeFileSync(path, await bounded(this.driver.takeScreenshot(), 'a screenshot', 30_000), 'base64');
  }

  kill(): void {
    this.process.kill('SIGKILL');
  }

  async close(): Promise<void> {
    if (this.driver) await this.beforeLeaving();
    await bounded(this.driver?.quit() ?? Promise.resolve(), 'quit', 15_000).catch(() => undefined);
    if (this.process.exitCode === null) {
      const exited = new Promise((r) => this.process.once('exit', r));
      this.process.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 3000))]);
      if (this.process.exitCode === null) this.process.kill('SIGKILL');
    }
    await removeProfile(this.profile);
  }
}

class Firefox implements Engine {
  readonly name = 'firefox';
  readonly messages: ConsoleMessage[] = [];
  version = '';
  private readonly started = Date.now();

  private constructor(private readonly browser: Browser, private readonly page: Page, private readonly profile: string) {}

  static async launch({ display, viewport }: LaunchOptions): Promise<Firefox> {
    const profile = mkdtempSync(join(tmpdir(), 'nine-lives-firefox-'));
    const browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: '/usr/bin/firefox-esr',
      protocol: 'webDriverBiDi',
      headless: false,
      userDataDir: profile,
      defaultViewport: viewport,
      env: { ...process.env, DISPLAY: display, MOZ_CRASHREPORTER_DISABLE: '1' },
      extraPrefsFirefox: {
        // No first-run pages, no background fetches to hosts this machine cannot reach.
        'browser.aboutwelcome.enabled': false,
        'toolkit.telemetry.reportingpolicy.firstRun': false,
        'extensions.blocklist.enabled': false,
        'network.captive-portal-service.enabled': false,
        'network.connectivity-service.enabled': false,
      },
    }).catch((error: unknown) => {
      rmSync(profile, { recursive: true, force: true });
      throw error;
    });
    const page = (await browser.pages())[0] ?? await browser.newPage();
    const engine = new Firefox(browser, page, profile);
    engine.version = await browser.version();
    // The first tab is the window's own size until told (defaultViewport is for the tabs opened after).
    await page.setViewport(viewport);
    page.on('console', (m) => {
      const type = m.type();
      engine.messages.push({ level: type === 'error' ? 'error' : type === 'warn' ? 'warning' : 'info', text: m.text(), at: Date.now() - engine.started });
    });
    page.on('pageerror', (e) => engine.messages.push({ level: 'error', text: `uncaught ${String(e)}`, at: Date.now() - engine.started }));
    // The page's Content-Security-Policy violations, which Firefox tells its own console only: said as errors.
    await page.evaluateOnNewDocument(() => {
      document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`));
    });
    return engine;
  }

  async goto(url: string): Promise<void> {
    await bounded(this.page.goto(url, { waitUntil: 'load', timeout: 60_000 }), `open ${url}`);
  }

  async reload(): Promise<void> {
    await bounded(this.page.reload({ waitUntil: 'load', timeout: 60_000 }), 'reload');
  }

  async run<A, R>(fn: PageFunction<A, R>, arg: A): Promise<Awaited<R>> {
    return (await bounded(this.page.evaluate(pageExpression(fn, arg)), 'a script')) as Awaited<R>;
  }

  async tapAt(x: number, y: number): Promise<void> {
    await bounded(this.page.mouse.click(Math.round(x), Math.round(y)), 'a tap');
  }

  async type(selector: string, text: string): Promise<void> {
    await bounded(this.page.type(selector, text), `typing into ${selector}`);
  }

  async screenshot(path: string): Promise<void> {
    await bounded(this.page.screenshot({ path: path as `${string}.png` }), 'a screenshot', 30_000);
  }

  kill(): void {
    this.browser.process()?.kill('SIGKILL');
  }

  async close(): Promise<void> {
    await bounded(this.browser.close(), 'close', 15_000).catch(() => this.browser.process()?.kill('SIGKILL'));
    await removeProfile(this.profile);
  }
}
