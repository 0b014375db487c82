// The steps every online spec takes: Ana's device makes a Meow Meow table with online seats and reads its invite
// link; another browser opens the link and takes a seat by its name, as a friend who got the link does.
import { expect, type Page } from './fixtures';
import { fastSettings } from './helpers';

/** Makes the table on `page` (already at home): `host` plays here, each of `online` on a device of their own. Resolves
 *  with the invite link, the invite panel open; `beforeStart` runs with the form filled in (a screenshot). */
export async function makeOnlineTable(page: Page, host: string, online: string[], beforeStart?: () => Promise<void>,
  { game = 'meow-meow', overDays = false }: { game?: string; overDays?: boolean } = {}): Promise<string> {
  await page.locator(`#new-${game}`).click();
  await page.locator('#seat-0-name').fill(host);
  // Online is offered once the server has answered.
  await expect(page.locator('#seat-1-online')).toBeEnabled();
  for (const [i, name] of online.entries()) {
    const seat = i + 1;
    if (seat > 1) await page.locator('#add-seat').click();
    await page.locator(`label:has(#seat-${seat}-online)`).click();
    await page.locator(`#seat-${seat}-name`).fill(name);
  }
  if (overDays) {
    await page.locator('label:has(#pace-days)').click();
    await page.locator('#pace-hours').selectOption('24');
  }
  await beforeStart?.();
  await page.locator('#start-game').click();
  await expect(page.locator('#online-invite-panel')).toBeVisible({ timeout: 30_000 });
  return page.locator('#online-invite-link').inputValue();
}

/** A new device (`page`, fresh) opens the link and takes `name`'s seat; resolves once the seat's table is drawn.
 *  `beforeTake` runs on the lobby (a screenshot). */
export async function takeOnlineSeat(page: Page, link: string, seat: number, name: string, beforeTake?: () => Promise<void>): Promise<void> {
  await fastSettings(page);
  await page.goto(link);
  await expect(page.locator(`#online-seat-${seat}`)).toHaveText(`Play as ${name}`);
  await beforeTake?.();
  await page.locator(`#online-seat-${seat}`).click();
  await expect(page.locator('.play-canvas canvas')).toBeVisible({ timeout: 30_000 });
}
