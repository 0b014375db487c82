// Every screen at the two tablet sizes, saved as artifacts to look at.
import { expect, test } from './fixtures';
import { fastSettings, shot, startMeowMeow, waitForTurn } from './helpers';

for (const viewport of [{ width: 1024, height: 768 }, { width: 768, height: 1024 }]) {
  test(`screens at ${viewport.width}x${viewport.height}`, async ({ browser }) => {
    const context = await browser.newContext({ viewport, hasTouch: true });
    const page = await context.newPage();
    await fastSettings(page);
    await shot(page, 'screen-home');
    await page.locator('#new-meow-meow').click();
    await shot(page, 'screen-new-game');
    await page.locator('#back').click();
    await page.locator('#rules-meow-meow').click();
    await expect(page.getByRole('heading', { name: /7/ }).first()).toBeVisible();
    await shot(page, 'screen-rules');
    await page.locator('#rules-back').click();
    await page.locator('#open-settings').click();
    await shot(page, 'screen-settings');
    await page.locator('#setting-language-fr').check();
    await expect(page.locator('h1')).toContainText(/Réglages|Paramètres/);
    await page.locator('#setting-language-de').check();
    await page.locator('#setting-language-en').check();
    await page.locator('#back').click();
    await startMeowMeow(page, { me: 'Ana', bots: ['easy', 'normal', 'hard', 'easy', 'normal'] });
    await waitForTurn(page);
    await shot(page, 'screen-table-6');
    await page.locator('.play-home').click();
    await page.locator('#open-saves').click();
    await shot(page, 'screen-saves');
    await context.close();
  });
}

test('two people at one tablet: a privacy screen hands it over', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, hasTouch: true });
  const page = await context.newPage();
  await fastSettings(page);
  await startMeowMeow(page, { me: 'Ana', people: ['Ben'], bots: [] });
  await expect(page.locator('.privacy')).toContainText('Ana');
  await shot(page, 'privacy');
  await page.locator('.privacy-ready').click();
  await expect(page.locator('.hand-key')).toHaveCount(5);
  await page.locator('.meow-draw').click();
  // A drawn card that fits may be played or kept: wait for that choice or the hand-over, whichever comes.
  await expect(page.locator('.privacy').or(page.locator('.meow-keep:visible')).first()).toBeVisible();
  if (await page.locator('.meow-keep').isVisible()) await page.locator('.meow-keep').click();
  await expect(page.locator('.privacy')).toContainText('Ben');
  await expect(page.locator('.hand-key')).toHaveCount(0);
  await context.close();
});
