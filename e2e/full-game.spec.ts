// A whole game of Meow Meow against a bot, played through taps on a touch tablet, to the results screen.
import { expect, test } from './fixtures';
import { fastSettings, playStep, shot, startMeowMeow, tapUnplayableCard, waitForTurn } from './helpers';

test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true, isMobile: true });

test('a full game against bots through taps ends on the results screen', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await fastSettings(page);
  await shot(page, 'home');
  await startMeowMeow(page, { me: 'Ana', bots: ['easy', 'normal'] });
  await shot(page, 'table-start');
  let steps = 0;
  let shotTaken = false;
  for (; steps < 400; steps++) {
    const state = await waitForTurn(page);
    if (state === 'results') break;
    if (state === 'over') await shot(page, 'table-final');
    if (!shotTaken && state === 'play' && steps > 3) {
      await shot(page, 'table-mid-game');
      shotTaken = true;
    }
    await playStep(page, state);
  }
  await expect(page.locator('#play-again')).toBeVisible();
  await expect(page.getByRole('table')).toContainText('Ana');
  await shot(page, 'results');
  expect(errors).toEqual([]);
});

test('an illegal card is refused with the reason and a link to the rules', async ({ page }) => {
  await fastSettings(page);
  await startMeowMeow(page, { me: 'Ana', bots: ['easy'] });
  // Find a turn with a card that cannot be played, and tap it.
  expect(await tapUnplayableCard(page), 'held a card that could not be played').toBe(true);
  await expect(page.locator('.play-refusal')).toContainText(/matches neither|7-chain|wish|jack/i);
  await shot(page, 'refusal');
  await page.locator('.play-refusal .play-link').click();
  // The rules open over the table at the rule that was broken.
  await expect(page.locator('dialog[open]')).toBeVisible();
  await expect(page.locator('dialog[open] #rule-matching, dialog[open] #rule-seven, dialog[open] #rule-jack').first()).toBeVisible();
  await shot(page, 'rules-from-refusal');
});
