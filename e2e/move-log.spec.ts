// The move log: a Meow Meow game against bots, a few moves, then the Log button: one entry per move played (read
// from the stored log), newest first, each naming who moved and what they did; the moves since the person's own
// last move marked new; Escape closes it; the same entries after going home and Continue (rebuilt from the log).
// And the privacy screen of a hot-seat game: "since Ben last played" in three lines at most.
import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { test, expect, type Page } from './fixtures';
import { fastSettings, playMoves, playStep, startMeowMeow, storedLog, waitForTurn } from './helpers';

const SHOTS = '/work/shots/log';
mkdirSync(SHOTS, { recursive: true });

type MeowEvent = { type: 'PLAY' | 'DRAW' | 'PASS' | 'WISH' | 'MEOW'; seat: number; card?: number };

/** The verb each kind of move is told with (English). */
const VERB: Record<MeowEvent['type'], RegExp> = { PLAY: /played/, DRAW: /drew/, PASS: /passes/, WISH: /wishes/, MEOW: /Meow/ };
const SUITS = ['♣', '♠', '♥', '♦'];

/** The names at the table of the newest save, by seat. */
function savedNames(page: Page): Promise<string[]> {
  return page.evaluate(() => new Promise<string[]>((resolve, reject) => {
    const open = indexedDB.open('nine-lives');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const all = open.result.transaction('saves').objectStore('saves').getAll();
      all.onsuccess = () => {
        const saves = (all.result as { updatedAt: number; input: { players: { name: string }[] } }[]).sort((a, b) => b.updatedAt - a.updatedAt);
        open.result.close();
        resolve(saves[0].input.players.map((p) => p.name));
      };
    };
  }));
}

interface Shown { index: number; fresh: boolean; text: string }

async function logEntries(page: Page): Promise<Shown[]> {
  return page.locator('.move-log-entry').evaluateAll((items) => items.map((li) => ({
    index: Number((li as HTMLElement).dataset.index),
    fresh: (li as HTMLElement).dataset.fresh === 'true',
    text: li.querySelector('.move-log-text')?.textContent ?? '',
  })));
}

/** Plays `moves` of the person's moves and waits until it is the person's turn again (the bots have moved). */
async function playSome(page: Page, moves: number): Promise<void> {
  for (let attempt = 0; attempt < 6; attempt++) {
    if (await playMoves(page, moves)) return;
    // A bot won already: deal again.
    if ((await waitForTurn(page)) === 'over') await page.locator('.play-see-results').click();
    await page.locator('#results-home').click();
    await startMeowMeow(page, { me: 'Ana', bots: ['easy', 'easy'], deck: 52 });
  }
  throw new Error('no game lasted the moves asked for');
}

for (const size of [{ width: 1024, height: 768 }, { width: 390, height: 844 }, { width: 768, height: 1024 }, { width: 844, height: 390 }]) {
  test.describe(`${size.width}x${size.height}`, () => {
    test.use({ viewport: size, hasTouch: true });

    test('the log lists every move played, newest first, in words, and survives a resume', async ({ page }) => {
      await fastSettings(page);
      await startMeowMeow(page, { me: 'Ana', bots: ['easy', 'easy'], deck: 52 });
      await playSome(page, 3);
      const events = await storedLog<MeowEvent>(page);
      const names = await savedNames(page);
      expect(events.length).toBeGreaterThanOrEqual(5);

      const button = page.locator('.play-log-btn');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(page.locator('.move-log')).toBeHidden();
      await button.click();
      const panel = page.getByRole('dialog', { name: 'Moves so far' });
      await expect(panel).toBeVisible();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(panel.locator('.move-log-close')).toBeFocused();

      const shown = await logEntries(page);
      const moves = shown.filter((e) => e.index >= 0);
      // Count: one entry per move (every Meow Meow move has words), and the deal at the end.
      expect(moves).toHaveLength(events.length);
      expect(shown.at(-1)!.index).toBe(-1);
      expect(shown.at(-1)!.text).toMatch(/The cards are dealt\./);
      // Newest first.
      expect(moves.map((e) => e.index)).toEqual(events.map((_, i) => events.length - 1 - i));
      // Words: who moved and what they did, the card's suit for a card played.
      for (const e of moves) {
        const event = events[e.index];
        expect(e.text, `move ${e.index + 1}`).toContain(names[event.seat]);
        expect(e.text, `move ${e.index + 1}`).toMatch(VERB[event.type]);
        if (event.type === 'PLAY') expect(e.text).toContain(SUITS[Math.floor(event.card! / 13)]);
      }
      // New: the bots' moves since Ana's own last move, and only those.
      const mine = events.map((e) => e.seat).lastIndexOf(0);
      expect(moves.filter((e) => e.fresh).map((e) => e.index).sort((a, b) => a - b))
        .toEqual(events.flatMap((e, i) => (i > mine && e.seat !== 0 ? [i] : [])));
      await expect(panel.locator('.move-log-entry[data-fresh="true"] .move-log-new').first()).toHaveText('new');
      await page.screenshot({ path: `${SHOTS}/log-open-${size.width}x${size.height}.png` });
      const axe = await new AxeBuilder({ page }).include('.move-log').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

      // The band (toolbar, status, messages) stays clear: the panel opens below it.
      const band = (await page.locator('.play-band').boundingBox())!;
      const box = (await panel.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(band.y + band.height - 1);

      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(button).toBeFocused();
      await expect(button).toHaveAttribute('aria-expanded', 'false');

      await button.click();
      const before = await logEntries(page);
      await page.keyboard.press('Escape');

      // Home and Continue: the same entries, rebuilt from the stored log.
      await page.locator('.play-home').click();
      await page.locator('#continue').click();
      await expect(page.locator('.play-canvas canvas')).toBeVisible({ timeout: 30_000 });
      await page.locator('.play-log-btn').click();
      await expect(panel).toBeVisible();
      expect(await logEntries(page)).toEqual(before);
      await panel.locator('.move-log-close').click();
      await expect(panel).toBeHidden();
    });
  });
}

test.describe('undo', () => {
  test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

  test('the moves an undo takes back leave the log', async ({ page }) => {
    await fastSettings(page);
    await startMeowMeow(page, { me: 'Ana', bots: ['easy'], deck: 52 });
    const undo = page.locator('.play-undo');
    const panel = page.locator('.move-log');
    // Undo is open only when nothing hidden came out since Ana's move (no card drawn): play until it is.
    let undone = false;
    for (let step = 0; step < 30 && !undone; step++) {
      const state = await waitForTurn(page);
      if (state === 'results' || state === 'over') break;
      if ((state === 'play' || state === 'draw') && (await undo.isEnabled())) {
        const before = (await storedLog(page)).length;
        await page.locator('.play-log-btn').click();
        await expect(panel.locator('.move-log-entry:not([data-index="-1"])')).toHaveCount(before);
        // The log stays open while Undo is pressed: it follows at once.
        await undo.click();
        await expect.poll(async () => (await storedLog(page)).length).toBeLessThan(before);
        const kept = (await storedLog(page)).length;
        await expect(panel.locator('.move-log-entry:not([data-index="-1"])')).toHaveCount(kept);
        console.log(`undo: ${before} moves in the log, ${kept} after undo`);
        undone = true;
        break;
      }
      await playStep(page, state);
    }
    expect(undone, 'Undo was open at some point of the game').toBe(true);
  });
});

test.describe('hot seat', () => {
  test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

  test('the privacy screen tells what happened since that person last played', async ({ page }) => {
    await fastSettings(page);
    await startMeowMeow(page, { me: 'Ana', people: ['Ben'], bots: ['easy'], deck: 52 });
    // Play until the tablet goes to somebody who has moved before (the others' moves since then are told).
    let told = false;
    for (let step = 0; step < 30 && !told; step++) {
      const state = await waitForTurn(page);
      if (state === 'results' || state === 'over') break;
      if (state === 'privacy') {
        const events = await storedLog<MeowEvent>(page);
        const since = page.locator('.privacy-since');
        const who = (await page.locator('.privacy-title').textContent()) ?? '';
        const name = who.includes('Ana') ? 'Ana' : 'Ben';
        const seat = name === 'Ana' ? 0 : 1;
        if (events.some((e) => e.seat === seat)) {
          await expect(since).toBeVisible();
          await expect(since.locator('.privacy-since-title')).toHaveText(`Since ${name} last played`);
          const lines = await since.locator('.privacy-since-line').allTextContents();
          expect(lines.length).toBeGreaterThan(0);
          expect(lines.length).toBeLessThanOrEqual(3);
          // The newest move is told last; nothing of the person's own moves.
          const last = events.at(-1)!;
          expect(lines.at(-1)).toMatch(VERB[last.type]);
          expect(lines.join(' ')).not.toContain(`${name} played`);
          await page.screenshot({ path: `${SHOTS}/privacy-since-1024x768.png` });
          await page.setViewportSize({ width: 390, height: 844 });
          await page.screenshot({ path: `${SHOTS}/privacy-since-390x844.png` });
          await page.setViewportSize({ width: 1024, height: 768 });
          told = true;
          break;
        }
      }
      await playStep(page, state);
    }
    expect(told, 'the tablet came back to a person who had moved').toBe(true);
  });
});
