// Shared steps of the end-to-end specs: fast settings, starting a game, playing a person's turn by taps.
import { expect, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { defaultSettings, type Settings } from '../src/base/settings';
import { DB_NAME, SETTINGS_KEY } from '../src/store/db';
import { untilInPage } from './in-page';

export const ARTIFACTS = 'e2e/artifacts';
mkdirSync(ARTIFACTS, { recursive: true });

export async function shot(page: Page, name: string): Promise<void> {
  const size = page.viewportSize();
  await page.screenshot({ path: `${ARTIFACTS}/${name}-${size?.width}x${size?.height}.png` });
}

/** The settings the specs play with: English, no animation, bots at once, no tips; the rest as a first visit has them. */
export const FAST_SETTINGS: Settings = { ...defaultSettings({ languages: ['en'] }), motion: 'off', botPace: 'instant', tips: false };

/** Tests switch animations off and bots to "instant" by finding them in storage at the first start, as a player
 *  who chose them before would: walking the Settings screen in every test cost about 0.75 s of CPU each, on a
 *  suite that is CPU-bound. One spec (e2e/door.spec.ts) still sets them through the screen: settingsThroughScreen. */
export async function fastSettings(page: Page, settings: Settings = FAST_SETTINGS): Promise<void> {
  await page.addInitScript(seedSettings, { db: DB_NAME, key: SETTINGS_KEY, settings });
  await page.goto('/');
  await expect(page.locator('#new-meow-meow')).toBeVisible({ timeout: 30_000 });
  // The stored settings were read (the document says so), not a first visit's defaults.
  await expect(page.locator('html')).toHaveAttribute('data-motion', settings.motion);
}

/** Runs in the page before the app: when the app's database opens and holds no settings yet, writes `settings` in a
 *  transaction begun before the app's first read (the success listener goes first), so the app starts with them.
 *  Settings already stored (a reload, a second tab, a test that changed them) are left alone. */
function seedSettings({ db: name, key, settings }: { db: string; key: string; settings: Settings }): void {
  const scope = window as unknown as { __nineLivesSeedSettings?: boolean };
  if (scope.__nineLivesSeedSettings) return;
  scope.__nineLivesSeedSettings = true;
  const open = IDBFactory.prototype.open;
  IDBFactory.prototype.open = function (this: IDBFactory, ...args: Parameters<IDBFactory['open']>) {
    const request = open.apply(this, args);
    if (args[0] === name) {
      request.addEventListener('success', () => {
        const db = request.result;
        if (!db.objectStoreNames.contains('settings')) return;
        const store = db.transaction('settings', 'readwrite').objectStore('settings');
        const stored = store.get(key);
        stored.onsuccess = () => { if (stored.result === undefined) store.put(settings, key); };
      });
    }
    return request;
  };
}

/** The same settings as fastSettings, set on the Settings screen as a player would (one spec keeps this path). */
export async function settingsThroughScreen(page: Page): Promise<void> {
  await page.goto('/');
  // Once (CI, two cores under load) a tap on Settings just after the first paint left Home in place for four
  // minutes; tapping again when the screen has not come within a few seconds keeps that from failing the suite.
  await expect(async () => {
    if (await page.locator('#setting-language-en').isVisible()) return;
    await page.locator('#open-settings').click({ timeout: 5_000 });
    await page.locator('#setting-language-en').waitFor({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await page.locator('#setting-language-en').check();
  await page.locator('#setting-motion-off').check();
  await page.locator('#setting-botPace-instant').check();
  await page.locator('#setting-tips-false').check();
  await page.locator('#back').click();
  await expect(page.locator('#new-meow-meow')).toBeVisible();
}

/** From home: a Meow Meow table with the given seats (the first is a person named `me`). */
export async function startMeowMeow(page: Page, opts: { me?: string; bots?: ('easy' | 'normal' | 'hard')[]; people?: string[]; deck?: 32 | 52 } = {}): Promise<void> {
  await page.locator('#new-meow-meow').click();
  await page.locator('#seat-0-name').fill(opts.me ?? 'Ana');
  const bots = opts.bots ?? ['easy'];
  const people = opts.people ?? [];
  const seats = 1 + people.length + bots.length;
  for (let i = 2; i < seats; i++) await page.locator('#add-seat').click();
  for (let i = 0; i < people.length; i++) {
    await page.locator(`#seat-${i + 1}-person`).check();
    await page.locator(`#seat-${i + 1}-name`).fill(people[i]);
  }
  for (let i = 0; i < bots.length; i++) {
    const seat = 1 + people.length + i;
    await page.locator(`#seat-${seat}-bot`).check();
    await page.locator(`#seat-${seat}-level`).selectOption(bots[i]);
  }
  if (opts.deck) await page.locator(`#option-deck-${opts.deck}`).check();
  await page.locator('#start-game').click();
  await expect(page.locator('.play-canvas canvas')).toBeVisible({ timeout: 30_000 });
}

type TurnState = 'results' | 'over' | 'privacy' | 'suit' | 'play' | 'draw' | 'keep';

/** Waits until the person can act (or the game is over) and says what is possible, read in one go from the DOM
 *  (polled in the page: e2e/in-page.ts). */
export async function waitForTurn(page: Page): Promise<TurnState> {
  const state = await untilInPage(page, (): TurnState | null => {
    const shown = (sel: string) => { const e = document.querySelector<HTMLElement>(sel); return !!e && !e.hidden && e.checkVisibility(); };
    if (shown('#play-again')) return 'results';
    if (shown('.play-see-results')) return 'over';
    if (shown('.privacy-ready')) return 'privacy';
    if (shown('.meow-suits')) return 'suit';
    if (shown('.meow-keep')) return 'keep';
    if (document.querySelector('.hand-key[data-playable="true"]')) return 'play';
    const draw = document.querySelector<HTMLButtonElement>('.meow-draw');
    if (draw && !draw.disabled) return 'draw';
    return null;
  }, undefined, 60_000, 50);
  if (!state) throw new Error('the person never got a turn');
  return state;
}

/** Taps the centre of an element's box on the canvas (hand keys let taps through to the scene). */
export async function tapAt(page: Page, selector: string): Promise<void> {
  // The first visible key: one of a fanned hand may be covered by its neighbours. A hand's keys follow the cards:
  // after a deal on a busy machine they may take a few seconds to come (src/ui/key-layer.ts keeps them after).
  const target = page.locator(selector).filter({ visible: true }).first();
  await target.waitFor({ state: 'visible', timeout: 15_000 }).catch(() => {});
  const box = await target.boundingBox();
  if (!box) throw new Error(`${selector} has no box`);
  const x = box.x + box.width / 2;
  const y = box.y + Math.min(box.height / 2, 30);
  if ((await page.evaluate(() => navigator.maxTouchPoints)) > 0) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

/** Plays one step of the person's turn the way a player would: Meow! when it is due, a playable card, else draw. */
export async function playStep(page: Page, state: TurnState): Promise<void> {
  const meow = page.locator('.meow-call');
  if (state !== 'results' && state !== 'over' && state !== 'privacy' && (await meow.isEnabled())) await meow.click();
  switch (state) {
    case 'over': await page.locator('.play-see-results').click(); break;
    case 'privacy': await page.locator('.privacy-ready').click(); break;
    case 'suit': await page.locator('.meow-suit').first().click(); break;
    case 'keep': await page.locator('.meow-keep').click(); break;
    case 'play': {
      // The tap goes through the canvas; a tap that lands while the hand is laid out again is lost, so tap again.
      const look = () => page.evaluate(() => {
        const shown = (sel: string) => !!document.querySelector<HTMLElement>(sel)?.checkVisibility();
        const hand = [...document.querySelectorAll<HTMLElement>('.hand-key')].map((k) => k.dataset.card).join();
        return `${hand}|${shown('#play-again')}|${shown('.meow-suits')}`;
      });
      // The table may have moved on since the turn was read (a redraw, a Meow! just called): read it again then.
      if ((await page.locator('.hand-key[data-playable="true"]').count()) === 0) break;
      await tapUntilChanged(page, () => tapAt(page, '.hand-key[data-playable="true"]'), look, 'a playable card', 4);
      break;
    }
    case 'draw': await page.locator('.meow-draw').click(); break;
    case 'results': break;
  }
}

/** Taps (by `tap`) until the table read by `look` changes, and waits for that; a tap that lands while the table
 *  is redrawn is lost (as on a real screen), so it taps again, as a player would. */
export async function tapUntilChanged(page: Page, tap: () => Promise<void>, look: () => Promise<string>, what: string, attempts = 3): Promise<void> {
  const before = await look();
  for (let attempt = 0; attempt < attempts; attempt++) {
    await tap();
    const deadline = Date.now() + 5000;
    while (Date.now() < deadline) {
      if ((await look()) !== before) return;
      await page.waitForTimeout(50);
    }
  }
  throw new Error(`tapping ${what} did nothing`);
}

/** Plays Meow Meow until the person holds a card that cannot be played, taps it and waits for the refusal;
 *  false when the game ended first. */
export async function tapUnplayableCard(page: Page): Promise<boolean> {
  for (let i = 0; i < 60; i++) {
    const state = await waitForTurn(page);
    if (state === 'results') return false;
    const unplayable = page.locator('.hand-key:not([data-playable])');
    if ((state === 'play' || state === 'draw') && (await unplayable.count())) {
      // The first such key with a box (a hand laid out again has none for a moment; a CI run met one).
      await tapAt(page, '.hand-key:not([data-playable])');
      await expect(page.locator('.play-refusal')).toBeVisible();
      return true;
    }
    await playStep(page, state);
  }
  return false;
}

/** The cards in the person's hand, as the hand's keys name them. */
export async function handCards(page: Page): Promise<string[]> {
  return page.locator('.hand-key').evaluateAll((keys) => keys.map((k) => (k as HTMLElement).dataset.card!));
}

/** Plays until the person has made `moves` more moves and may play or draw again; false when the game ended first. */
export async function playMoves(page: Page, moves: number): Promise<boolean> {
  let made = 0;
  for (let step = 0; step < 40; step++) {
    const state = await waitForTurn(page);
    if (state === 'results' || state === 'over') return false;
    if (made >= moves && (state === 'play' || state === 'draw')) return true;
    await playStep(page, state);
    made += 1;
  }
  return false;
}

/** How many cards each seat holds in the newest saved Meow Meow game (read from its stored position). */
async function cardsHeld(page: Page): Promise<number[]> {
  return page.evaluate(() => new Promise<number[]>((resolve, reject) => {
    const open = indexedDB.open('nine-lives');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const all = open.result.transaction('saves').objectStore('saves').getAll();
      all.onsuccess = () => {
        const saves = (all.result as { updatedAt: number; snapshot: { context: { hands: unknown[][] } } | null }[])
          .sort((a, b) => b.updatedAt - a.updatedAt);
        open.result.close();
        resolve((saves[0]?.snapshot?.context.hands ?? []).map((h) => h.length));
      };
    };
  }));
}

/** A Meow Meow game a couple of moves in, with the person to play or draw, holding three cards or more while the
 *  bot holds four or more, so the two or three moves a spec makes next cannot end it (one card a turn each). */
export async function gameInProgress(page: Page): Promise<void> {
  for (let attempt = 0; attempt < 8; attempt++) {
    await startMeowMeow(page, { me: 'Ana', bots: ['easy'], deck: 52 });
    if (await playMoves(page, 2)) {
      const [mine, bot] = await cardsHeld(page);
      if (mine >= 3 && bot >= 4) return;
      await page.locator('.play-home').click();
      continue;
    }
    // A bot can win very fast: through the results, home, and deal again.
    if ((await waitForTurn(page)) === 'over') await page.locator('.play-see-results').click();
    await page.locator('#results-home').click();
  }
  throw new Error('no game stayed open with enough cards in both hands');
}

/** Imports a game as an exported save (its input and the moves made so far) and opens it at the table. */
export async function importAndOpen(page: Page, id: string, gameId: string, input: unknown, events: readonly unknown[]): Promise<void> {
  const now = Date.now();
  const file = {
    format: 'nine-lives-save',
    version: 2,
    header: { schema: 2, id, gameId, input, eventCount: events.length, snapshot: null, status: 'playing', createdAt: now, updatedAt: now },
    events: events.map((event, index) => ({ saveId: id, index, event })),
  };
  await page.locator('#open-saves').click();
  await page.locator('#import-file').setInputFiles({ name: `${id}.json`, mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
  const resume = page.locator('[id^="save-"][id$="-resume"]');
  await expect(resume).toHaveCount(1);
  await resume.click();
  await expect(page.locator('.play-canvas canvas')).toBeVisible({ timeout: 30_000 });
}

/** The stored log of the one save, oldest first. */
export function storedLog<E>(page: Page): Promise<E[]> {
  return page.evaluate(() => new Promise<E[]>((resolve, reject) => {
    const open = indexedDB.open('nine-lives');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const all = open.result.transaction('events').objectStore('events').getAll();
      all.onsuccess = () => {
        open.result.close();
        resolve((all.result as { index: number; event: E }[]).sort((a, b) => a.index - b.index).map((r) => r.event));
      };
      all.onerror = () => reject(all.error);
    };
  }));
}
