// The new-game screen passes the game's door (options schema and rule checks) before it creates a save: each game
// of the list starts from its default choices, and the save it made opens its table.
import { GAME_IDS as GAMES } from '../src/games/index';
import { expect, test } from './fixtures';
import { settingsThroughScreen, shot } from './helpers';

test('every game starts through the door from its setup screen', async ({ page }) => {
  // The one spec that sets the tests' settings on the Settings screen (the others find them stored: fastSettings).
  await settingsThroughScreen(page);
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
