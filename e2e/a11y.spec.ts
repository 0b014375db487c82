// Accessibility: axe (WCAG 2.0 A/AA and 2.1 AA rules) on every screen: home, each game's new-game form and
// rules, saves, settings, each game's table a few moves in (against a bot), the final panel and the results,
// and the companion (list, new sheet, one sheet of each kind, the picker, the timer). Every violation found
// is printed; a 'serious' or 'critical' one fails the test.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { fastSettings, playStep, startMeowMeow, waitForTurn } from './helpers';
import { GAMES, fewMoves, startVsBot } from './walk';

interface Found { screen: string; id: string; impact: string; help: string; targets: string[] }

async function audit(page: Page, screen: string, found: Found[]): Promise<void> {
  // Passing messages (the "ready offline" toast) come and go; they are checked where they stay.
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const review = results.incomplete.map((v) => `${v.id}×${v.nodes.length}`).join(', ');
  console.log(`[axe] ${screen}: ${results.passes.length} rules passed, ${results.violations.length} violated${review ? `; to review by eye: ${review}` : ''}`);
  if (process.env.AXE_REVIEW) {
    for (const v of results.incomplete) {
      for (const n of v.nodes) {
        const colour = await page.locator(String(n.target[0])).first().evaluate((e) => getComputedStyle(e).color).catch(() => '?');
        console.log(`   review ${n.target.join(' ')} (${colour}): ${n.any.map((c) => c.message).join(' ')}`);
      }
    }
  }
  for (const v of results.violations) {
    const item = { screen, id: v.id, impact: v.impact ?? 'unknown', help: v.help, targets: v.nodes.slice(0, 6).map((n) => n.target.join(' ')) };
    found.push(item);
    console.log(`[axe] ${screen}: ${item.impact} ${item.id} — ${item.help}\n        ${item.targets.join('\n        ')}`);
  }
}

function report(found: Found[]): void {
  const bad = found.filter((f) => f.impact === 'serious' || f.impact === 'critical');
  console.log(`[axe] ${found.length} violation(s), ${bad.length} serious or critical`);
  expect(bad.map((f) => `${f.screen}: ${f.id} (${f.targets.join(', ')})`)).toEqual([]);
}

test.describe('axe on every screen', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('home, new game, rules, saves, settings', async ({ page }) => {
    test.setTimeout(180_000);
    const found: Found[] = [];
    await fastSettings(page);
    await audit(page, 'home', found);
    for (const game of GAMES) {
      await page.locator(`#new-${game}`).click();
      await expect(page.locator('#start-game')).toBeVisible();
      await audit(page, `new game ${game}`, found);
      await page.locator('#back').click();
      await page.locator(`#rules-${game}`).click();
      await expect(page.locator('.rules-section').first()).toBeVisible();
      await audit(page, `rules ${game}`, found);
      await page.locator('#rules-back').click();
    }
    await page.locator('#open-settings').click();
    await audit(page, 'settings', found);
    await page.locator('#back').click();
    await page.locator('#open-saves').click();
    await audit(page, 'saves (empty)', found);
    report(found);
  });

  for (const game of GAMES) {
    test(`the ${game} table a few moves in`, async ({ page }) => {
      test.setTimeout(180_000);
      const found: Found[] = [];
      await fastSettings(page);
      await startVsBot(page, game);
      await audit(page, `table ${game} (start)`, found);
      await fewMoves(page, game, 4);
      await audit(page, `table ${game} (after moves)`, found);
      // The rules as a dialog over the table.
      await page.locator('.play-rules').click();
      await expect(page.locator('dialog.rules-dialog .rules-section').first()).toBeVisible();
      await audit(page, `rules dialog over ${game}`, found);
      await page.keyboard.press('Escape');
      await expect(page.locator('dialog.rules-dialog')).toHaveCount(0);
      // The saves list now has a game in it.
      await page.locator('.play-home').click();
      await page.locator('#open-saves').click();
      await expect(page.locator('.save-item').first()).toBeVisible();
      await audit(page, `saves with ${game}`, found);
      report(found);
    });
  }

  test('hand-over, the final table and the results', async ({ page }) => {
    test.setTimeout(240_000);
    const found: Found[] = [];
    await fastSettings(page);
    await startMeowMeow(page, { me: 'Ana', people: ['Ben'], bots: [] });
    await expect(page.locator('.privacy-ready')).toBeVisible();
    await audit(page, 'privacy screen', found);
    await page.locator('.privacy-ready').click();
    await page.locator('.play-home').click();
    await startMeowMeow(page, { me: 'Ana', bots: ['easy'] });
    let sawOver = false;
    for (let i = 0; i < 400; i++) {
      const state = await waitForTurn(page);
      if (state === 'results') break;
      if (state === 'over' && !sawOver) {
        sawOver = true;
        await audit(page, 'final table', found);
      }
      await playStep(page, state);
    }
    await expect(page.locator('#play-again')).toBeVisible();
    await audit(page, 'results', found);
    report(found);
  });

  test('companion: list, new sheet, every kind of sheet, picker, timer', async ({ page }) => {
    test.setTimeout(180_000);
    const found: Found[] = [];
    await fastSettings(page);
    await page.locator('#open-companion').click();
    await audit(page, 'companion (empty)', found);
    for (const kind of ['mauwi', 'pocket-cats', 'moeraki', 'kitty-cat', 'meow-meow']) {
      await page.locator(`#new-sheet-${kind}`).click();
      await expect(page.locator('#create-sheet')).toBeVisible();
      await audit(page, `new sheet ${kind}`, found);
      await page.locator('#create-sheet').click();
      // The sheet opens once it is stored: wait for it, then for it to be loaded.
      await expect(page.locator('.sheet-body')).toBeVisible();
      await expect(page.locator('.sheet-body .status-line')).toHaveCount(0);
      await audit(page, `sheet ${kind}`, found);
      await page.locator('#back').click();
    }
    await audit(page, 'companion list', found);
    await page.locator('#open-picker').click();
    await audit(page, 'picker', found);
    await page.locator('#picker-spin').click();
    await expect(page.locator('#picker-result')).toHaveText(/\S/);
    await audit(page, 'picker (spun)', found);
    await page.locator('#back').click();
    await page.locator('#open-timer').click();
    await audit(page, 'timer', found);
    report(found);
  });
});

test('the system asking for reduced motion: fades only, from the first start', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-motion', 'reduced');
  await page.locator('#open-settings').click();
  await expect(page.locator('#setting-motion-reduced')).toBeChecked();
  await context.close();
});
