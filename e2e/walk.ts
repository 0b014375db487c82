// Steps shared by the accessibility and language walks: start any game against one bot, and make a few of
// the person's moves with the keyboard on the DOM keys and buttons (whatever the game offers first).
import { expect, type Page } from '@playwright/test';
import { untilInPage } from './in-page';
import { GAME_IDS, type GameId } from '../src/games/index';

/** Every game of the list (src/games/index.ts), in its order. */
export const GAMES = GAME_IDS;
export type Game = GameId;

/** From home: the default table (the person and one bot) of a game. */
export async function startVsBot(page: Page, game: Game): Promise<void> {
  await page.locator(`#new-${game}`).click();
  await page.locator('#start-game').click();
  await expect(page.locator('.play-canvas canvas')).toBeVisible({ timeout: 30_000 });
}

/** What to press, first match wins: dialogs first, then lit keys, then the game's buttons. */
export const ACTIONS: Record<Game, string[]> = {
  'meow-meow': ['.privacy-ready', '.meow-suits:not([hidden]) .meow-suit', '.hand-key[data-playable="true"]', '.meow-keep:not([hidden])', '.meow-draw:enabled'],
  mauwi: ['.privacy-ready', '.mauwi-chooser:not([hidden]) .mauwi-choice', '.column-key[data-target="true"]',
    '.hand-key[data-playable="true"]:not(.column-key)', '.mauwi-give-up:not([hidden])', '.mauwi-discard:enabled'],
  moeraki: ['.privacy-ready', '.moeraki-next:not([hidden])', '.moeraki-decline:not([hidden])', '.moeraki-hollow[data-legal="true"]'],
  'pocket-cats': ['.privacy-ready', '.pocket-clans:not([hidden]) .pocket-clan', '.pocket-key[data-act="flip"]', '.pocket-key[data-act="swap"]',
    '.pocket-skip:not([hidden]):enabled'],
  purrrummy: ['.privacy-ready', '.purr-chooser:not([hidden]) .purr-choice', '.purr-actions[data-phase="draw"] .purr-draw:enabled',
    '.purr-discard:enabled', '.purr-actions[data-phase="meld"] ~ * .purr-card-key, .purr-card-key'],
  'kitty-cat': ['.privacy-ready', '.kitty-next:not([hidden]):enabled', '.kitty-keep:not([hidden]):enabled', '.kitty-pass:not([hidden]):enabled'],
};

/** The table as the DOM shows it, to see that a press did something; given `before`, whether it differs from that.
 *  Runs in the page. */
function tableLook(before: string | null): string | boolean {
  const now = [
    [...document.querySelectorAll('.play-canvas button, .play-controls button')]
      .map((b) => `${b.className}${b.getAttribute('aria-pressed')}${(b as HTMLButtonElement).disabled}${(b as HTMLElement).hidden}${b.getAttribute('aria-label')}`).join(','),
    document.querySelector('#play-status')?.textContent ?? '',
  ].join('|');
  return before === null ? now : now !== before;
}

export const look = (page: Page) => page.evaluate(tableLook, null) as Promise<string>;

/** Waits until the table differs from `before` (a look), polled in the page; false when `ms` pass first. */
export async function lookChanged(page: Page, before: string, ms: number): Promise<boolean> {
  return (await untilInPage(page, tableLook, before, ms)) === true;
}

/** Presses Enter on up to `count` of the person's controls, waiting for the table to answer each time. */
export async function fewMoves(page: Page, game: Game, count: number): Promise<void> {
  for (let done = 0; done < count;) {
    if (await page.locator('.play-see-results').isVisible()) return;
    let target: string | null = null;
    for (const sel of ACTIONS[game]) {
      const found = page.locator(sel).first();
      if ((await found.count()) && await found.isVisible().catch(() => false)) { target = sel; break; }
      if ((await found.count()) && sel.includes('-key')) { target = sel; break; } // keys over the canvas may be see-through
    }
    if (!target) {
      await page.waitForTimeout(100);
      continue;
    }
    const before = await look(page);
    await page.locator(target).first().focus();
    await page.keyboard.press('Enter');
    expect(await lookChanged(page, before, 20_000), 'the table answered the press').toBe(true);
    done++;
  }
}

/** Presses `selector` as a keyboard player (focus + Enter) and waits up to 5 s for the table to change, or the
 *  hand-over screen to come. A press the table did not take is left for the caller's loop to look at again, as a
 *  player would tap again. */
export async function pressAndLook(page: Page, selector: string): Promise<void> {
  const before = await look(page);
  await page.locator(selector).first().focus();
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await look(page)) !== before || (await page.locator('.privacy-ready').count()) > 0, { timeout: 5_000 })
    .toBe(true).catch(() => undefined);
}

/** What a page shows, for a table that stopped moving: its status, notices, refusal and usable buttons. */
export async function describeScreen(page: Page, who: string): Promise<string> {
  return `${who}: ` + await page.evaluate(() => JSON.stringify({
    status: document.querySelector('.play-status')?.textContent,
    notice: document.querySelector('.play-notice')?.textContent,
    refusal: document.querySelector('.play-refusal')?.textContent,
    online: document.querySelector('#online-status')?.textContent,
    privacy: document.querySelector('.privacy-ready') !== null,
    buttons: [...document.querySelectorAll('button')].filter((b) => b.offsetParent !== null).map((b) => `${b.className}${b.disabled ? ' (disabled)' : ''}: ${b.textContent?.trim().slice(0, 30)}`),
  }));
}
