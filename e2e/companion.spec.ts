// The table companion: score sheets saved like games (a Mauwi sheet to the rulebook's 176 survives a reload),
// a Moeraki Marae count of 11 against 10½, export and import, and every companion screen at both tablet sizes.
import { expect, test, type Page } from './fixtures';
import { fastSettings, shot } from './helpers';

async function newSheet(page: Page, kind: string, names: string[]): Promise<void> {
  await page.locator(`#new-sheet-${kind}`).click();
  // The count starts from the last sheet's players; step it to this sheet's.
  const value = page.locator('#new-sheet-count-value');
  if (await value.count()) {
    for (let n = Number(await value.textContent()); n !== names.length; n = Number(await value.textContent())) {
      await page.locator(n < names.length ? '#new-sheet-count-more' : '#new-sheet-count-less').click();
    }
  }
  for (let i = 0; i < names.length; i++) await page.locator(`#sheet-player-${i}`).fill(names[i]);
}

/** A screenshot without passing messages (the "ready offline" toast); `top`: from the top of the page
 *  (sheets are taller than the screen; their totals come first). */
async function snap(page: Page, name: string, top = false): Promise<void> {
  for (const close of await page.locator('.toast-close').all()) await close.click();
  if (top) await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, name);
}

/** Taps a radio pill (its label, as a player does). */
async function pick(page: Page, id: string): Promise<void> {
  await page.locator(`label.choice:has(#${id})`).click();
  await expect(page.locator(`#${id}`)).toBeChecked();
}

async function clickTimes(page: Page, selector: string, times: number): Promise<void> {
  for (let i = 0; i < times; i++) await page.locator(selector).click();
}

/** Ana's columns as in the rulebook: a 4 on three 9s, three 9s, a spirit on two 9s, three 9s. */
async function fillMauwi176(page: Page): Promise<void> {
  await clickTimes(page, '#mauwi-0-0-nines-more', 3);
  await pick(page, 'mauwi-0-0-top-warrior');
  await clickTimes(page, '#mauwi-0-0-warrior-more', 3);
  await clickTimes(page, '#mauwi-0-1-nines-more', 3);
  await clickTimes(page, '#mauwi-0-2-nines-more', 2);
  await pick(page, 'mauwi-0-2-top-spirit');
  await clickTimes(page, '#mauwi-0-3-nines-more', 3);
}

test('a Mauwi sheet adds up to the rulebook\'s 176 and is still there after a reload', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, hasTouch: true });
  const page = await context.newPage();
  await fastSettings(page);
  await page.locator('#open-companion').click();
  await expect(page.locator('h1')).toHaveText('Table companion');
  await newSheet(page, 'mauwi', ['Ana', 'Ben', 'Cy']);
  await page.locator('#create-sheet').click();
  await expect(page.locator('h1')).toHaveText('Mauwi');
  await fillMauwi176(page);
  for (const [col, score] of [[0, 32], [1, 72], [2, 0], [3, 72]]) await expect(page.locator(`#mauwi-0-${col}-score`)).toHaveText(`= ${score}`);
  await expect(page.locator('#mauwi-0-total')).toHaveText('176');
  await expect(page.locator('#mauwi-verdict')).toHaveText('Ahead: Ana');
  // The warrior's stepper kept the focus through each redraw, so the keyboard can go on from there.
  await page.locator('#mauwi-1-0-nines-more').focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#mauwi-1-0-nines-more')).toBeFocused();
  await expect(page.locator('#mauwi-1-total')).toHaveText('18');
  await snap(page, 'companion-mauwi-176', true);

  await page.locator('#back').click();
  await expect(page.locator('.sheet-item')).toHaveCount(1);
  // A reload lands where the player was: the companion's list (its own address, #/companion).
  await page.reload();
  await expect(page.locator('h1')).toHaveText('Table companion');
  await expect(page.locator('.sheet-item h3')).toContainText('Mauwi');
  await expect(page.locator('.sheet-item .players')).toHaveText('Ana, Ben, and Cy');
  await page.locator('[id^="sheet-"][id$="-open"]').click();
  await expect(page.locator('#mauwi-0-total')).toHaveText('176');
  await expect(page.locator('#mauwi-0-0-warrior-value')).toHaveText('4');

  // Export, then import: a second sheet with the same numbers.
  await page.locator('#back').click();
  const download = page.waitForEvent('download');
  await page.locator('[id^="sheet-"][id$="-export"]').click();
  const file = await (await download).path();
  await page.locator('#import-sheet-file').setInputFiles(file!);
  await expect(page.locator('.sheet-item')).toHaveCount(2);
  await expect(page.locator('.status-line')).toHaveText('Sheet imported.');

  // Deleting asks first.
  await page.locator('[id^="sheet-"][id$="-delete"]').first().click();
  await page.locator('[id$="-confirm-yes"]').click();
  await expect(page.locator('.sheet-item')).toHaveCount(1);
  await context.close();
});

test('a Moeraki Marae count: 11 against 10½, then the match goes on', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 768, height: 1024 }, hasTouch: true });
  const page = await context.newPage();
  await fastSettings(page);
  await page.locator('#open-companion').click();
  await newSheet(page, 'moeraki', ['Hemi', 'Mere']);
  await pick(page, 'new-sheet-match-3');
  await pick(page, 'new-sheet-first-1');
  await page.locator('#create-sheet').click();
  await expect(page.locator('h1')).toHaveText('Moeraki-Kemu');
  await expect(page.locator('#moeraki-match')).toHaveText('Mere places the ball in the next game.');
  await clickTimes(page, '#moeraki-0-full-more', 11);
  await clickTimes(page, '#moeraki-1-full-more', 9);
  await clickTimes(page, '#moeraki-1-half-more', 3);
  await expect(page.locator('#moeraki-0-total')).toHaveText('11');
  await expect(page.locator('#moeraki-1-total')).toHaveText('10½');
  await expect(page.locator('#moeraki-verdict')).toHaveText('11 against 10½ — Hemi wins by Marae.');
  await snap(page, 'companion-moeraki-marae');
  // One more half tile: equal, and the ball placer (Mere) wins.
  await page.locator('#moeraki-0-full-less').click();
  await page.locator('#moeraki-0-half-more').click();
  await expect(page.locator('#moeraki-verdict')).toHaveText('10½ against 10½ — equal: Mere placed the ball and wins.');
  await page.locator('#moeraki-0-half-less').click();
  await page.locator('#moeraki-0-full-more').click();
  await page.locator('#moeraki-record-marae').click();
  await expect(page.locator('#moeraki-0-wins')).toHaveText('1');
  await expect(page.locator('#moeraki-match')).toHaveText('Hemi places the ball in the next game.');
  await expect(page.locator('.history li')).toHaveText(['Game 1: Hemi by Marae 11 to 10½ (ball: Mere)']);
  await page.locator('#moeraki-1-tahuna').click();
  await expect(page.locator('#moeraki-match')).toHaveText('Mere places the ball in the next game.');
  await context.close();
});

for (const viewport of [{ width: 1024, height: 768 }, { width: 768, height: 1024 }]) {
  test(`companion screens at ${viewport.width}x${viewport.height}`, async ({ browser }) => {
    const context = await browser.newContext({ viewport, hasTouch: true });
    const page = await context.newPage();
    await fastSettings(page);
    await snap(page, 'companion-home');
    await page.locator('#open-companion').click();
    await snap(page, 'companion-empty');

    await newSheet(page, 'pocket-cats', ['Gourmets', 'Royal Claws']);
    await snap(page, 'companion-new-sheet');
    await page.locator('#create-sheet').click();
    for (const prey of [0, 6, 7]) await page.locator(`#pocket-prey-${prey}-0`).check();
    for (const prey of [1, 3, 5]) await page.locator(`#pocket-prey-${prey}-1`).check();
    await expect(page.locator('#pocket-0-total')).toHaveText('13');
    await expect(page.locator('#pocket-1-total')).toHaveText('15');
    await expect(page.locator('#pocket-verdict')).toHaveText('Royal Claws wins.');
    await snap(page, 'companion-pocket-cats', true);
    await page.locator('#back').click();

    await newSheet(page, 'kitty-cat', ['Ana', 'Ben', 'Cy', 'Dee']);
    await page.locator('#create-sheet').click();
    await page.locator('#kitty-1-lowest').click();
    await page.locator('#kitty-3-lowest').click();
    await page.locator('#kitty-record').click();
    await expect(page.locator('#kitty-1-state')).toHaveText('2 counters left');
    await page.locator('#kitty-2-lowest').click();
    await snap(page, 'companion-kitty-cat', true);
    await page.locator('#back').click();

    await newSheet(page, 'meow-meow', ['Ana', 'Ben', 'Cy']);
    await page.locator('#create-sheet').click();
    await clickTimes(page, '#tally-1-more', 2);
    await page.locator('#tally-0-more').click();
    await expect(page.locator('#tally-verdict')).toHaveText('Ben leads after 3 games.');
    await snap(page, 'companion-tally', true);
    await page.locator('#back').click();

    await newSheet(page, 'mauwi', ['Ana', 'Ben', 'Cy', 'Dee']);
    await pick(page, 'new-sheet-teams-true');
    await page.locator('#create-sheet').click();
    await fillMauwi176(page);
    await expect(page.locator('#mauwi-team-0-total')).toHaveText('176');
    await snap(page, 'companion-mauwi-teams', true);
    await page.evaluate(() => document.getElementById('mauwi-0-name')?.scrollIntoView());
    await snap(page, 'companion-mauwi-columns');
    await page.locator('#back').click();
    await snap(page, 'companion-list');

    await page.locator('#open-picker').click();
    await page.locator('#picker-hairiest').click();
    await expect(page.locator('#picker-question')).toHaveText('The hairiest starts');
    await page.locator('#picker-choose-2').click();
    await expect(page.locator('#picker-result')).toHaveText('Cy starts!');
    await snap(page, 'companion-picker');
    await page.locator('#picker-spin').click();
    await expect(page.locator('#picker-result')).toHaveText(/starts!/);
    await page.locator('#back').click();

    await page.locator('#open-timer').click();
    await pick(page, 'timer-preset-30');
    await expect(page.locator('#timer-digits')).toHaveText('0:30');
    await page.locator('#timer-start').click();
    await expect(page.locator('#timer-start')).toHaveText('Pause');
    await page.waitForTimeout(1200);
    await page.locator('#timer-start').click();
    await expect(page.locator('#timer-digits')).toHaveText(/0:2[89]/);
    await snap(page, 'companion-timer');
    await page.locator('#timer-reset').click();
    await expect(page.locator('#timer-digits')).toHaveText('0:30');
    await context.close();
  });
}
