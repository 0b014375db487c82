// The rules reader: search as you type (filter, highlight, count, "no match", Escape), cross-links between
// rules, and the reader opened over a game at the rule a refused move broke. Both tablet sizes, by touch.
import { expect, test, type Page } from './fixtures';
import { fastSettings, shot, startMeowMeow, tapUnplayableCard } from './helpers';

const viewports = [{ width: 1024, height: 768 }, { width: 768, height: 1024 }];

/** The id of the element that has the focus. */
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

for (const viewport of viewports) {
  const size = `${viewport.width}x${viewport.height}`;

  test(`Mauwi's rules: search and cross-links at ${size}`, async ({ browser }) => {
    const context = await browser.newContext({ viewport, hasTouch: true });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await fastSettings(page);
    await page.locator('#rules-mauwi').click();
    const search = page.locator('#rules-search');
    await expect(search).toBeVisible();
    await expect(page.getByLabel('Search the rules')).toBeVisible();
    await expect(page.locator('.rules-contents li')).toHaveCount(await page.locator('.rules-section').count());
    await shot(page, 'rules-reader-mauwi');

    // Typing filters the sections at once; the matches are marked and counted in a polite live region.
    await search.fill('COMBO');
    const status = page.locator('#rules-search-status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(status).toHaveText(/^\d+ sections match$/);
    await expect(page.locator('#rule-combo')).toBeVisible();
    await expect(page.locator('#rule-attack')).toBeVisible();
    await expect(page.locator('#rule-goal')).toBeHidden();
    await expect(page.locator('#rule-combo-h mark')).toHaveText('Combo');
    expect(await page.locator('#rule-attack mark').allTextContents()).toContain('combo');
    const shown = await page.locator('.rules-section:visible').count();
    await expect(status).toHaveText(`${shown} sections match`);
    await expect(page.locator('.rules-contents li:visible')).toHaveCount(shown);
    await shot(page, 'rules-search-combo');

    // Accents and case do not matter ("Défense" would match "defense"); a word nowhere says so plainly.
    await search.fill('zebra crossing');
    await expect(status).toHaveText('No section matches “zebra crossing”.');
    await expect(page.locator('.rules-section:visible')).toHaveCount(0);
    await shot(page, 'rules-search-none');
    await search.press('Escape');
    await expect(search).toHaveValue('');
    await expect(status).toHaveText('');
    await expect(page.locator('.rules-section:visible')).toHaveCount(await page.locator('.rules-section').count());

    // A cross-link from the attack to the combo: the combo's heading takes the focus, in view.
    await search.fill('combo');
    await page.locator('#rule-attack a.rules-xref[href="#rule-combo"]').tap();
    await expect(page.locator('#rule-combo-h')).toBeFocused();
    await expect(page.locator('#rule-combo-h')).toBeInViewport();
    await expect(page.locator('#rule-combo')).toHaveClass(/is-followed/);
    await shot(page, 'rules-xref-combo');

    // A link to a section the search hid shows everything again and lands there.
    await search.fill('steal');
    await expect(page.locator('.rules-section:visible')).toHaveCount(1);
    await expect(page.locator('#rule-combo')).toBeHidden();
    await page.locator('#rule-attack a.rules-xref[href="#rule-combo"]').tap();
    await expect(search).toHaveValue('');
    await expect(page.locator('#rule-combo-h')).toBeFocused();
    await expect(page.locator('#rule-combo-h')).toBeInViewport();

    // French: the same reader, accent-insensitive in the reader's language.
    await page.locator('#rules-back').click();
    await page.locator('#open-settings').click();
    await page.locator('#setting-language-fr').check();
    await page.locator('#back').click();
    await page.locator('#rules-mauwi').click();
    await page.locator('#rules-search').fill('defense');
    await expect(page.locator('#rule-defend-h mark')).toHaveText('Défense');
    await expect(page.locator('#rules-search-status')).toHaveText(/^\d+ sections? correspond/);
    await page.locator('#rules-search').fill('');
    await page.locator('#rule-turn a.rules-xref[href="#rule-attack"]').tap();
    await expect(page.locator('#rule-attack-h')).toBeFocused();
    await shot(page, 'rules-fr-attack');
    expect(errors).toEqual([]);
    await context.close();
  });

  test(`a refused move opens the rules over the game, and a cross-link works there, at ${size}`, async ({ browser }) => {
    const context = await browser.newContext({ viewport, hasTouch: true });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await fastSettings(page);
    await startMeowMeow(page, { me: 'Ana', bots: ['easy'] });
    expect(await tapUnplayableCard(page), 'held a card that could not be played').toBe(true);
    await page.locator('.play-refusal .play-link').click();

    // The dialog opens at the rule: that section is marked, its heading has the focus.
    const dialog = page.locator('dialog[open]');
    await expect(dialog).toBeVisible();
    const opened = dialog.locator('.rules-section.is-followed');
    await expect(opened).toHaveCount(1);
    const openedId = (await opened.getAttribute('id'))!;
    expect(['rule-matching', 'rule-seven', 'rule-jack', 'rule-draw', 'rule-meow']).toContain(openedId);
    await expect.poll(() => focusedId(page)).toBe(`${openedId}-h`);
    await expect(dialog.locator(`#${openedId}-h`)).toBeInViewport();
    await shot(page, 'rules-dialog-at-rule');

    // Every rule a refusal names links on to another; follow the first link inside the dialog.
    const link = opened.locator('a.rules-xref').first();
    const target = (await link.getAttribute('href'))!.slice(1);
    expect(target).not.toBe(openedId);
    await link.tap();
    await expect(dialog).toBeVisible();
    await expect.poll(() => focusedId(page)).toBe(`${target}-h`);
    await expect(dialog.locator(`#${target}-h`)).toBeInViewport();
    await expect(dialog.locator(`#${target}`)).toHaveClass(/is-followed/);
    await shot(page, 'rules-dialog-xref');

    // The search works in the dialog too; Escape clears it first and closes the dialog only when empty.
    // Scrolled back to the top of the reader, as a reader would to reach the field.
    await dialog.evaluate((d) => d.scrollTo(0, 0));
    const search = dialog.locator('#rules-search');
    await search.fill('jack');
    await expect(search).toBeInViewport();
    await expect(dialog.locator('#rules-search-status')).toHaveText(/sections? match/);
    await expect(dialog.locator('#rule-jack mark').first()).toHaveText(/jack/i);
    await shot(page, 'rules-dialog-search');
    await search.press('Escape');
    await expect(search).toHaveValue('');
    await expect(dialog).toBeVisible();
    await search.press('Escape');
    await expect(page.locator('dialog[open]')).toHaveCount(0);
    await expect(page.locator('.play-canvas canvas')).toBeVisible();
    expect(errors).toEqual([]);
    await context.close();
  });
}
