// Install (issue 15): an "Install" button on home and in settings while the browser offers to install, the iOS
// steps where there is no such offer, and on a plain-http address of another device the reason why neither offline
// play nor install can work there. (Headless Chromium never offers by itself: the offer is the browser's own event,
// dispatched here as Chromium would.)
import { mkdirSync } from 'node:fs';
import { test, expect, type Page } from './fixtures';

// This spec is about (or needs) the service worker: the suite blocks it elsewhere (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const SHOTS = '/work/shots/shell';
mkdirSync(SHOTS, { recursive: true });

/** Chromium's beforeinstallprompt, with a prompt() that records being called and a choice the test makes. */
async function offerInstall(page: Page, outcome: 'accepted' | 'dismissed'): Promise<void> {
  await page.evaluate((outcome) => {
    const e = new Event('beforeinstallprompt', { cancelable: true }) as Event & { prompt(): Promise<void>; userChoice: Promise<unknown> };
    const w = window as unknown as { __prompted: number };
    w.__prompted = 0;
    e.prompt = async () => { w.__prompted += 1; };
    e.userChoice = Promise.resolve({ outcome, platform: 'web' });
    window.dispatchEvent(e);
  }, outcome);
}

test('the browser\'s offer shows "Install" on home and in settings; once used it is gone', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#open-saves')).toBeVisible();
  await expect(page.locator('#install-home')).toHaveCount(0);
  await expect(page.locator('[id^="install-insecure"]')).toHaveCount(0); // localhost is a secure context

  await offerInstall(page, 'dismissed');
  await expect(page.locator('#install-home')).toBeVisible();
  for (const [w, h] of [[390, 844], [768, 1024], [1024, 768]]) {
    await page.setViewportSize({ width: w, height: h });
    await page.screenshot({ path: `${SHOTS}/home-install-${w}x${h}.png`, fullPage: true });
  }
  await page.locator('#open-settings').click();
  await expect(page.locator('#install-settings')).toBeVisible();
  await page.locator('#install-settings').click();
  expect(await page.evaluate(() => (window as unknown as { __prompted: number }).__prompted)).toBe(1);
  // An offer is good for one prompt: the button goes until the browser offers again.
  await expect(page.locator('#install-settings')).toHaveCount(0);
  await offerInstall(page, 'accepted');
  await page.locator('#install-settings').click();
  await expect(page.locator('#install-settings')).toHaveCount(0);
  await page.locator('#back').click();
  await expect(page.locator('#install-home')).toHaveCount(0);
});

test.describe('on an iPhone', () => {
  test.use({
    viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true,
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  });

  test('the steps: Share, then Add to Home Screen', async ({ page }) => {
    await page.goto('/');
    const steps = page.locator('#install-ios-home');
    await expect(steps).toBeVisible();
    await steps.locator('summary').click();
    await expect(steps.locator('li')).toHaveText([/Share/, /Add to Home Screen/]);
    await page.screenshot({ path: `${SHOTS}/home-ios-steps-390x844.png` });
  });
});

test.describe('opened over plain http from another device', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('home says why offline play and install will not work there, and what to do', async ({ page, context }) => {
    // A name that is not localhost: the same server, but not a secure context for the browser.
    const port = new URL(test.info().project.use.baseURL ?? 'http://localhost:4173').port;
    await context.route(`http://lan.test:${port}/**`, async (route) => {
      const response = await route.fetch({ url: route.request().url().replace('lan.test', 'localhost') });
      await route.fulfill({ response });
    });
    await page.goto(`http://lan.test:${port}/`);
    expect(await page.evaluate(() => window.isSecureContext)).toBe(false);
    const note = page.locator('#install-insecure-home');
    await expect(note).toBeVisible();
    await expect(note).toContainText('https');
    await offerInstall(page, 'accepted');
    await expect(page.locator('#install-home')).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/home-insecure-390x844.png` });
  });
});
