// The new-game screen passes the game's door (options schema and rule checks) before it creates a save: each of
// the six games starts from its default choices, and the save it made opens its table.
import { expect, test } from './fixtures';
import { fastSettings, shot } from './helpers';

const GAMES = ['meow-meow', 'mauwi', 'moeraki', 'pocket-cats', 'purrrummy', 'kitty-cat'] as const;

test('every game starts through the door from its setup screen', async ({ page }) => {
  await fastSettings(page);
  for (const id of GAMES) {
    await page.locator(`#new-${id}`).click();
    await page.locator('#start-game').click();
    await expect(page.locator('.play-canvas canvas'), id).toBeVisible({ timeout: 30_000 });
    await page.locator('.play-home').click();
    await expect(page.locator(`#new-${id}`)).toBeVisible();
  }
  await page.locator('#open-saves').click();
  await expect(page.getByRole('button', { name: 'Resume' })).toHaveCount(GAMES.length);
  await shot(page, 'door-six-saves');
});
