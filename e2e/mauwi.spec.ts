// Mauwi with one person and two bots, played through taps to the results, defending at least one attack.
import { expect, test, type Page } from './fixtures';
import { fastSettings, shot, tapAt, tapUntilChanged } from './helpers';
import { untilInPage } from './in-page';

type MauwiTurn = 'results' | 'over' | 'privacy' | 'choose' | 'target' | 'card' | 'giveUp' | 'discard';

async function startMauwi(page: Page, opts: { edition?: 'en' | 'fr'; animals?: 0 | 1 | 2 | 4 } = {}): Promise<void> {
  await page.locator('#new-mauwi').click();
  await page.locator('#seat-0-name').fill('Ana');
  await page.locator('#add-seat').click();
  await page.locator('#seat-1-level').selectOption('normal');
  await page.locator('#seat-2-level').selectOption('easy');
  if (opts.edition) await page.locator(`#option-edition-${opts.edition}`).check();
  if (opts.animals !== undefined) await page.locator(`#option-animals-${opts.animals}`).check();
  await page.locator('#start-game').click();
  await expect(page.locator('.play-canvas canvas')).toBeVisible({ timeout: 30_000 });
}

/** What the person can do now, read in one go from the DOM (null: a bot is thinking or a move is being saved). */
async function waitForMauwiTurn(page: Page): Promise<{ turn: MauwiTurn; status: string }> {
  // Polled in the page (e2e/in-page.ts).
  const found = await untilInPage(page, (): { turn: MauwiTurn; status: string } | null => {
    const shown = (sel: string) => { const e = document.querySelector<HTMLElement>(sel); return !!e && !e.hidden && e.checkVisibility(); };
    const status = document.querySelector('.play-status')?.textContent ?? '';
    const at = (turn: MauwiTurn) => ({ turn, status });
    if (shown('.play-see-results')) return at('over');
    if (shown('#play-again')) return at('results');
    if (shown('.privacy-ready')) return at('privacy');
    if (shown('.mauwi-chooser')) return at('choose');
    if (document.querySelector('.column-key[data-target="true"]')) return at('target');
    if (document.querySelector('.hand-key[data-playable="true"]:not(.column-key)')) return at('card');
    if (shown('.mauwi-give-up')) return at('giveUp');
    const discard = document.querySelector<HTMLButtonElement>('.mauwi-discard');
    if (discard && !discard.disabled) return at('discard');
    return null;
  }, undefined, 60_000, 50);
  if (found) return found;
  throw new Error('the person never got a turn');
}

/** Taps the first playable hand card and waits until the table answers: a move was made (the hand changed)
 *  or the card is selected with its targets lit. A tap that lands while the table is redrawn is lost (as on
 *  a real screen); then it taps again, as a player would. */
async function tapCard(page: Page): Promise<void> {
  // What the table looks like: the hand, the selection, the targets, the status line.
  const look = () => page.evaluate(() => [
    [...document.querySelectorAll('.hand-key:not(.column-key)')].map((k) => `${k.getAttribute('data-card')}${k.getAttribute('aria-pressed')}`).join(','),
    document.querySelectorAll('.column-key[data-target="true"]').length,
    document.querySelector('.mauwi-chooser:not([hidden]), #play-again, .privacy-ready') ? 'dialog' : '',
    document.querySelector('#play-status')?.textContent ?? '',
  ].join('|'));
  await tapUntilChanged(page, () => tapAt(page, '.hand-key[data-playable="true"]:not(.column-key)'), look, 'a playable card');
}

test.describe('landscape', () => {
test.use({ viewport: { width: 1024, height: 768 } });


test('a 3-seat Mauwi game (one person, two bots) through taps to the scores, defending an attack', async ({ page }) => {
  test.setTimeout(240_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await fastSettings(page);
  await startMauwi(page);
  await shot(page, 'mauwi-start');
  let defended = 0;
  let games = 1;
  let midShot = false;
  for (let steps = 0; steps < 2000; steps++) {
    const { turn, status } = await waitForMauwiTurn(page);
    if (turn === 'results') {
      // A game can end without the bots ever attacking Ana when she could answer: play another.
      if (defended > 0 || games >= 4) break;
      await page.locator('#play-again').click();
      await expect(page.locator('#play-again')).toHaveCount(0);
      games++;
      continue;
    }
    const defending = /Ana/.test(status) && /defend/i.test(status);
    if (turn === 'card' && defending && defended === 0) await shot(page, 'mauwi-defend');
    if (turn === 'target' && !midShot && steps > 10) {
      await shot(page, 'mauwi-targets');
      midShot = true;
    }
    switch (turn) {
      case 'over':
        // The final table stays until Ana asks for the results.
        await expect(page.locator('.play-over')).toContainText(/wins|tie/i);
        await shot(page, 'mauwi-final');
        await page.locator('.play-see-results').click();
        break;
      case 'privacy': await page.locator('.privacy-ready').click(); break;
      case 'choose': await page.locator('.mauwi-choice').first().click(); break;
      case 'target': await tapAt(page, '.column-key[data-target="true"]'); break;
      case 'card': {
        if (defending) defended++;
        await tapCard(page);
        break;
      }
      case 'giveUp': await page.locator('.mauwi-give-up').click(); break;
      case 'discard': await page.locator('.mauwi-discard').click(); break;
    }
  }
  await expect(page.locator('#play-again')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Final standings' })).toContainText('Ana');
  // The score per column, as the rulebook counts it (value × 2 per 9).
  await expect(page.locator('.result-details')).toContainText('Ana');
  await expect(page.locator('.result-details thead')).toContainText('Own total');
  await shot(page, 'mauwi-results');
  expect(defended, 'Ana defended at least one attack').toBeGreaterThan(0);
  expect(errors).toEqual([]);
});
});

test.describe('portrait touch', () => {
  test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true, isMobile: true });

  test('Mauw (French edition) on a portrait tablet: a reload while Ana is asked to defend resumes the open attack', async ({ page }) => {
    test.setTimeout(240_000);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await fastSettings(page);
    await startMauwi(page, { edition: 'fr' });
    await shot(page, 'mauw-start');
    for (let steps = 0; steps < 2000; steps++) {
      const { turn, status } = await waitForMauwiTurn(page);
      if (turn === 'results') {
        await page.locator('#play-again').click();
        await expect(page.locator('#play-again')).toHaveCount(0);
        continue;
      }
      if (turn === 'card' && /Ana/.test(status) && /defend/i.test(status)) {
        await shot(page, 'mauw-defend');
        const hand = await page.locator('.hand-key:not(.column-key)').evaluateAll((keys) => keys.map((k) => k.getAttribute('data-card')));
        // A reload lands where the player was: the table at its own address (#/play/<id>).
        await page.reload();
        await expect(page.locator('.play-canvas canvas')).toBeVisible({ timeout: 30_000 });
        await expect(page.locator('#play-status')).toHaveText(status);
        await expect.poll(() => page.locator('.hand-key:not(.column-key)').evaluateAll((keys) => keys.map((k) => k.getAttribute('data-card')))).toEqual(hand);
        await expect(page.locator('.mauwi-give-up')).toBeVisible();
        await page.locator('.mauwi-give-up').click();
        await expect(page.locator('#play-status')).not.toHaveText(status);
        expect(errors).toEqual([]);
        return;
      }
      switch (turn) {
        case 'over': await page.locator('.play-see-results').click(); break;
        case 'privacy': await page.locator('.privacy-ready').click(); break;
        case 'choose': await page.locator('.mauwi-choice').first().click(); break;
        case 'target': await tapAt(page, '.column-key[data-target="true"]'); break;
        case 'card': await tapCard(page); break;
        case 'giveUp': await page.locator('.mauwi-give-up').click(); break;
        case 'discard': await page.locator('.mauwi-discard').click(); break;
      }
    }
    throw new Error('Ana was never asked to defend');
  });
});
