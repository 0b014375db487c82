// The Hint button (the normal bot's move and why, in one line) and the guided first game's tips (once per
// kind of move, remembered across reloads), in Meow Meow and Mauwi.
import { expect, test, type Page } from './fixtures';
import { wholeInDock } from './dock';
import { fastSettings, playStep, shot, startMeowMeow, waitForTurn } from './helpers';

/** Fast settings (tips off, as every spec has them), then tips switched on again in Settings. */
async function tipsOn(page: Page): Promise<void> {
  await fastSettings(page);
  await page.locator('#open-settings').click();
  await page.locator('#setting-tips-true').check();
  await page.locator('#back').click();
  await expect(page.locator('#new-meow-meow')).toBeVisible();
}

/** Every tip on the table, dismissed with "Got it" one after another; their texts. */
async function dismissTips(page: Page): Promise<string[]> {
  const seen: string[] = [];
  const tip = page.locator('.play-tip');
  while (await tip.isVisible()) {
    const text = (await page.locator('.play-tip-text').textContent()) ?? '';
    seen.push(text);
    await page.locator('.play-tip-done').click();
    await expect(page.locator('.play-tip-text').filter({ hasText: text })).toHaveCount(0);
  }
  return seen;
}

/** The shell's passing messages (e.g. "ready to play offline") sit over the top of the table for a few seconds. */
async function closeToasts(page: Page): Promise<void> {
  for (const close of await page.locator('.toast-close').all()) await close.click().catch(() => {});
}

const CARD = /(10|[2-9AKQJDB])[♣♠♥♦]/; // English and German letters (Q, J; D, B)

test.describe('on a landscape tablet', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('Meow Meow: a tip the first time, Got it, not again after a reload; Hint names a card and why', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await tipsOn(page);
    await startMeowMeow(page, { bots: ['normal'] });
    let state = await waitForTurn(page);
    expect(['play', 'draw']).toContain(state);
    // The first kind of move the person may make has its tip, with a way into the rules.
    await expect(page.locator('.play-tip')).toBeVisible();
    await expect(page.locator('.play-tip-rules')).toBeVisible();
    await closeToasts(page);
    await shot(page, 'hints-meow-tip');
    const first = (await page.locator('.play-tip-text').textContent()) ?? '';
    expect(first).toMatch(/Play a card|Draw one card/);
    const seen = await dismissTips(page);
    expect(seen[0]).toBe(first);
    await expect(page.locator('.play-tip')).toBeHidden();

    // A reload resumes the game; the tips already seen stay away.
    // A reload lands where the player was: the table at its own address (#/play/<id>).
    await page.reload();
    await expect(page.locator('.play-canvas canvas')).toBeVisible({ timeout: 30_000 });
    state = await waitForTurn(page);
    await expect(page.locator('.play-canvas canvas')).toBeVisible();
    await page.waitForTimeout(300);
    const after = page.locator('.play-tip');
    if (await after.isVisible()) expect(seen).not.toContain(await page.locator('.play-tip-text').textContent());

    // Hint: one line, naming a card (on a turn where a card can be played) and why; it never plays it.
    for (let turn = 0; turn < 12; turn++) {
      await dismissTips(page);
      if (state === 'play') {
        const hand = await page.locator('.hand-key').count();
        await page.locator('.play-hint-btn').click();
        const hint = page.locator('.play-hint');
        await expect(hint).toHaveText(/^Hint: .+ — .+\.$/);
        const text = (await hint.textContent()) ?? '';
        if (CARD.test(text)) {
          await expect(page.locator('.hand-key[data-hint="true"]')).toHaveCount(1);
          expect(await page.locator('.hand-key').count()).toBe(hand);
          await closeToasts(page);
    await shot(page, 'hints-meow-hint');
          break;
        }
      }
      await playStep(page, state);
      state = await waitForTurn(page);
      if (state === 'results' || state === 'over') break;
    }
    await expect(page.locator('.play-hint')).toHaveText(CARD);
    expect(errors).toEqual([]);
  });
});

test.describe('on a portrait touch tablet', () => {
  test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true, isMobile: true });

  test('Mauwi: a tip for its first kind of move and a hint in one line', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await tipsOn(page);
    await page.locator('#new-mauwi').click();
    await page.locator('#seat-0-name').fill('Ana');
    await page.locator('#seat-1-level').selectOption('normal');
    await page.locator('#start-game').click();
    await expect(page.locator('.play-canvas canvas')).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('.play-tip')).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('.play-tip-text')).toHaveText(/Strengthen|Attack|Block|Unblock|attacked|Discard/);
    // The tip's words, its way into the rules and its "Got it" all in sight (once cut at the dock's bottom here).
    expect(await wholeInDock(page.locator('.play-tip'))).toEqual({ inDock: true, wordsFit: true });
    await closeToasts(page);
    await shot(page, 'hints-mauwi-tip');
    const seen = await dismissTips(page);
    expect(seen.length).toBeGreaterThan(0);
    await expect(page.locator('.play-hint-btn')).toBeEnabled();
    await page.locator('.play-hint-btn').click();
    await expect(page.locator('.play-hint')).toHaveText(/^Hint: .+ — .+\.$/);
    expect(await wholeInDock(page.locator('.play-hint'))).toEqual({ inDock: true, wordsFit: true });
    await closeToasts(page);
    await shot(page, 'hints-mauwi-hint');
    expect(errors).toEqual([]);
  });

  test('Meow Meow in portrait: the tip and the hint fit the screen', async ({ page }) => {
    await tipsOn(page);
    await startMeowMeow(page, { bots: ['normal'] });
    await waitForTurn(page);
    await expect(page.locator('.play-tip')).toBeVisible();
    await page.locator('.play-hint-btn').click();
    await expect(page.locator('.play-hint')).toHaveText(/^Hint: /);
    await closeToasts(page);
    await shot(page, 'hints-meow-portrait');
    for (const sel of ['.play-tip', '.play-hint']) {
      const box = (await page.locator(sel).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(768);
    }
  });
});
