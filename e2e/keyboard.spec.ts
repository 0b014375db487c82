// A whole Meow Meow game with the keyboard alone (Tab, Shift+Tab, arrows, Space, Enter; no mouse, no touch):
// from the home screen, two people at one tablet (so the privacy screen is passed on too), every move on the
// hand keys and buttons, the final table's "See the results", to the results. Whatever has the focus always
// shows it: an outline or the focus ring's shadow (on a radio pill, on its label).
import { expect, test, type Page } from './fixtures';
import { fastSettings, shot, waitForTurn } from './helpers';

interface Focused { what: string; ring: boolean }

/** What has the focus, and whether a ring is drawn around it (or around the pill a hidden radio button stands for). */
const focused = (page: Page): Promise<Focused | null> => page.evaluate(() => {
  const e = document.activeElement as HTMLElement | null;
  if (!e || e === document.body) return null;
  const drawn = (x: Element) => {
    const s = getComputedStyle(x);
    return (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2) || s.boxShadow !== 'none';
  };
  const shown = e instanceof HTMLInputElement && e.type === 'radio' && e.nextElementSibling ? e.nextElementSibling : e;
  return { what: `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}.${[...e.classList].join('.')}`, ring: drawn(shown) && e.matches(':focus-visible') };
});

const unringed: string[] = [];

/** Presses Tab (or Shift+Tab) until the focus is on `selector`; every control passed on the way must show its focus. */
async function tabTo(page: Page, selector: string, back = false): Promise<void> {
  for (let i = 0; i < 80; i++) {
    if (await page.evaluate((sel) => document.activeElement?.matches(sel) ?? false, selector)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const f = await focused(page);
    // Screen headings take the focus only to be announced (no ring by design); they are not controls.
    if (f && !f.ring && !f.what.startsWith('h1') && !f.what.startsWith('h2')) unringed.push(f.what);
  }
  throw new Error(`Tab never reached ${selector}`);
}

async function press(page: Page, selector: string, key = 'Enter', back = false): Promise<void> {
  await tabTo(page, selector, back);
  const f = await focused(page);
  expect(f?.ring, `${f?.what} shows its focus`).toBe(true);
  await page.keyboard.press(key);
}

test('a whole Meow Meow game with the keyboard alone, from home to the results', async ({ browser }) => {
  test.setTimeout(300_000);
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await fastSettings(page);
  await page.reload();
  await expect(page.locator('#new-meow-meow')).toBeVisible();

  // Home → New game (Meow Meow).
  await press(page, '#new-meow-meow');
  await expect(page.locator('#start-game')).toBeVisible();
  await expect(page.locator('h1')).toBeFocused();
  // The first seat's name, typed; the second seat from bot to person with the arrow keys.
  await tabTo(page, '#seat-0-name');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Ana');
  await press(page, '#seat-1-bot', 'ArrowLeft');
  await expect(page.locator('#seat-1-person')).toBeChecked();
  await tabTo(page, '#seat-1-name');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Ben');
  // Back up once with Shift+Tab (the focus order runs both ways), then on to Start.
  await tabTo(page, '#seat-1-person', true);
  await press(page, '#start-game');
  await expect(page.locator('.play-canvas canvas')).toBeVisible({ timeout: 30_000 });

  let privacy = 0;
  let moves = 0;
  for (let step = 0; step < 600; step++) {
    const state = await waitForTurn(page);
    if (state === 'results') break;
    // Meow! when it is due, before the second-to-last card.
    if (state === 'play' || state === 'draw') {
      if (await page.locator('.meow-call').isEnabled()) await press(page, '.meow-call');
    }
    switch (state) {
      case 'privacy': {
        // The hand-over screen takes the focus itself.
        await expect(page.locator('.privacy-ready')).toBeFocused();
        // Tab cannot reach the table hidden behind it.
        for (let i = 0; i < 3; i++) {
          await page.keyboard.press('Tab');
          expect(await page.evaluate(() => !!document.activeElement?.closest('.play-toolbar, .play-controls, .play-canvas'))).toBe(false);
        }
        await press(page, '.privacy-ready');
        privacy++;
        break;
      }
      case 'suit': {
        await expect(page.locator('.meow-suit').first()).toBeFocused();
        await press(page, '.meow-suit');
        break;
      }
      case 'keep': await press(page, '.meow-keep'); break;
      case 'play': {
        const before = await page.locator('.hand-key').count();
        await press(page, '.hand-key[data-playable="true"]');
        await expect.poll(async () => (await page.locator('.hand-key').count()) !== before || (await page.locator('.privacy-ready, .meow-suits:not([hidden]), .play-see-results').count()) > 0, { timeout: 20_000 }).toBe(true);
        break;
      }
      case 'draw': await press(page, '.meow-draw'); break;
      case 'over': {
        await expect(page.locator('.play-see-results')).toBeFocused();
        await shot(page, 'keyboard-final');
        await press(page, '.play-see-results');
        break;
      }
    }
    moves++;
  }
  await expect(page.locator('#play-again')).toBeVisible();
  await expect(page.getByRole('table')).toContainText('Ana');
  await shot(page, 'keyboard-results');
  await press(page, '#play-again');
  await expect(page.locator('.play-canvas canvas')).toBeVisible({ timeout: 30_000 });
  expect(privacy, 'the tablet was handed over').toBeGreaterThan(2);
  expect(moves).toBeGreaterThan(5);
  expect([...new Set(unringed)], 'controls that took the focus without showing it').toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});

test('a hand key shows its focus ring over the canvas', async ({ browser }) => {
  for (const viewport of [{ width: 1024, height: 768 }, { width: 768, height: 1024 }]) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await fastSettings(page);
    await press(page, '#new-meow-meow');
    await press(page, '#start-game');
    await expect(page.locator('.hand-key').first()).toBeVisible({ timeout: 30_000 });
    await waitForTurn(page);
    await tabTo(page, '.hand-key');
    await page.keyboard.press('Tab');
    await shot(page, 'keyboard-hand-focus');
    await context.close();
  }
});

test('a hand key laid out again keeps its element and the focus: after a resize and after the other seat moves', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const page = await context.newPage();
  await fastSettings(page);
  await press(page, '#new-meow-meow');
  await press(page, '#start-game');
  await expect(page.locator('.hand-key').first()).toBeVisible({ timeout: 30_000 });
  expect(await waitForTurn(page)).toMatch(/play|draw/);
  await tabTo(page, '.hand-key');
  // Every key remembers who it was; the focused one is the one to follow.
  const key = await page.evaluate(() => {
    for (const k of document.querySelectorAll<HTMLElement>('.hand-key')) (k as HTMLElement & { was?: string }).was = k.dataset.key;
    return (document.activeElement as HTMLElement).dataset.key!;
  });
  const box = () => page.locator(`.hand-key[data-key="${key}"]`).evaluate((k) => k.style.cssText);
  const before = await box();
  await page.setViewportSize({ width: 768, height: 1024 });
  await expect.poll(box, { message: 'the keys laid out again' }).not.toBe(before);
  expect(await page.evaluate(() => (document.activeElement as HTMLElement & { was?: string }).was ?? null), 'the focused key is still the same element').toBe(key);

  // A draw ends the turn; the bot moves, the table is drawn again, and the cards still in hand keep their keys.
  await page.locator('.meow-draw').click();
  // The drawn card may be playable: "keep" comes once the host has answered the draw (a moment later), then the turn.
  let turn = await waitForTurn(page);
  if (turn === 'keep') {
    await page.locator('.meow-keep').click();
    turn = await waitForTurn(page);
  }
  expect(turn).toMatch(/play|draw|over|results/);
  const keys = await page.evaluate(() => [...document.querySelectorAll<HTMLElement>('.hand-key')].map((k) => ({ key: k.dataset.key, was: (k as HTMLElement & { was?: string }).was ?? null })));
  const kept = keys.filter((k) => k.was !== null);
  expect(kept.length, 'keys kept through the other seat\'s move').toBeGreaterThan(0);
  for (const k of kept) expect(k.was).toBe(k.key);
  await context.close();
});
